// A claim read against the vault's tables. A table row is about its first cell (subject.ts), and a
// claim names a row by the words of that cell not every row has, or by a value the cell states
// (rows.ts). A value the vault states only in rows the claim does not name, while the claim names
// another row, is that row's mistake: "With 3 claim-free years the discount is 30%", where 30% is
// the 4-year row's and the 3-year row says 25%. (Naming a row and a column and reading the cell
// was tried too: on the 24 labelled sets it found 17 inventions and 12 false alarms — a claim's
// value may be a sum or another condition of the same row — and was left out.)
import type { Claim } from './claim.js';
import { cellValue, keyWords, namedRows, type Table } from './rows.js';
import type { Occurrence, Statements } from './statements.js';
import type { Specific } from './types.js';
import { findSpecifics, isMeasure } from './specifics/index.js';
import { firstCell, labelMatch, rowCells, seriesOf } from './subject.js';
import { CONTRAST_WORDS, TURN_WORDS } from './tables/stance.js';
import { containsPhrase, hasAnyWord } from './words.js';

/** Bounds on what a value stated in many rows, or a table of thousands, costs per claim. */
const MOST_STATING_ROWS = 8;
const MOST_ROWS = 500;

/**
 * Stated only in table rows the claim does not name, while it names another row of the same table
 * that states another value in the same column: the value the vault gives the named row.
 */
export function otherRow(claim: Claim, saying: readonly Occurrence[], st: Statements): Occurrence | undefined {
  // Prose that says the value of another label of the claim's series is about that label, as its row is: "A Category 5 caller
  // … after 48 hours" beside the Category 5 row, for "Category 3 is seen within 48 hours".
  const stating = withoutProseOfOthers(claim, saying.filter((o) => st.passages[o.passage]!.kind === 'row' || labelMatch(claim.labels, o.labels) >= 0), st);
  // Only what the reply states as so: "if you would rather have the Toyota than Hannah's car" relates nothing.
  if (claim.stance !== 'asserted' || stating.length === 0 || stating.length > MOST_STATING_ROWS || stating.some((o) => st.passages[o.passage]!.kind !== 'row')) return undefined;
  const names = namer(claim, st);
  let instead: Occurrence | undefined;
  let skipped = 0;
  // Every row that states it must be one the claim does not name, in a table where it names one other row.
  for (const o of stating) {
    const table = st.tableOf(o.passage);
    // A value in the first column is what names a row, not what a row says.
    if (!table || table.rows.length > MOST_ROWS || !o.header || inFirstCell(o, st)) return undefined;
    if (names.mentions(table, o.passage) || otherColumnNamed(claim, o, st)) return undefined;
    const named = names.rows(table).length > 0 ? names.rows(table) : names.subjectRow(table, o);
    // A table none of whose rows the claim names is about something else: "84 cm" is an inside leg in the men's table, while
    // the claim names the women's W14 row, whose waist is 78 cm.
    if (named.length === 0) {
      skipped = Math.max(skipped, overlap(claim.sentence, st.passages[o.passage]!.around, st));
      continue;
    }
    if (named.length !== 1) return undefined;
    const cell = valuesOf(named[0]!, st).filter((x) => sameWords(x.header!, o.header!) && x.specific.kind === o.specific.kind && x.specific.dimension === o.specific.dimension);
    if (cell.length === 0 || cell.some((x) => states(x, claim))) return undefined;
    instead ??= cell[0];
  }
  // Past a table it names no row of, only where the row it names holds more of the claim's words than that table's row: "on
  // the Standard plan, personal training starts at £25" names the Standard row, but is about the personal-training table.
  if (skipped > 0 && instead && overlap(claim.sentence, st.passages[instead.passage]!.around, st) <= skipped) return undefined;
  return instead;
}

/**
 * Prose in a document the reply does not cite that states the value, but no code the claim is said with, is about something
 * else where rows state it too: "ERT members renew first-aid certification every 24 months", in the safety contacts, says
 * nothing of module GS-450, whose row in the cited training catalogue the claim names. (Prose in a cited document may be the
 * reply's source: "their batteries accept at most 4 A" beside the charger table.)
 */
function withoutProseOfOthers(claim: Claim, stating: readonly Occurrence[], st: Statements): readonly Occurrence[] {
  const codes = [...claim.saidWith.keys.keys()].filter((k) => k.startsWith('code:'));
  // (A name with no code beside it is as often a role several rows share: "Licensing Officer".)
  if (claim.cited.size === 0 || (codes.length === 0 && claim.specific.kind === 'name')) return stating;
  const coded = (o: Occurrence): boolean => st.occurrencesIn(o.passage).some((i) => st.occurrences[i]!.specific.provides.some((k) => codes.includes(k)));
  const other = (o: Occurrence): boolean => st.passages[o.passage]!.kind !== 'row' && !claim.cited.has(st.passages[o.passage]!.file) && !coded(o);
  const kept = stating.filter((o) => !other(o));
  return kept.length > 0 && kept.length < stating.length ? kept : stating;
}

/** How much of `a` the words `b` hold, rare words counting most (support.ts weighs every fit so). */
export function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>, st: Statements): number {
  let total = 0;
  for (const w of a) if (b.has(w)) total += st.weight(w);
  return total;
}

/**
 * The table cell that states the claimed value, where the claim names both its row and its column:
 * "Peak season … an adult pays £28.50" and the row "Adult | Peak: £28.50". The table says so,
 * whatever other passage shares more of the claim's words.
 */
export function namedCell(claim: Claim, stating: readonly Occurrence[], st: Statements): Occurrence | undefined {
  if (stating.length > MOST_STATING_ROWS) return undefined;
  const names = namer(claim, st);
  return stating.find((o) => {
    const table = st.tableOf(o.passage);
    if (!table || table.rows.length > MOST_ROWS || !o.header || o.header.size === 0 || inFirstCell(o, st)) return false;
    // Named by the words the value is said with, or as otherRow reads it, by the one row the sentence names before the value:
    // "A day pass costs £45 for adults, £35 for youth riders …".
    // (Then the words right next to the value name its column where they name any: "0.01% leafroll and 0.01% mild mosaic" names
    // Leafroll for the first only.)
    const byWords = names.rows(table, true).length > 0;
    const named = byWords ? names.rows(table, true) : names.subjectRow(table, o, true);
    const nearOther = !byWords && valuesOf(o.passage, st).some((x) => x !== o && x.header !== undefined && x.header.size > 0 && !sameWords(x.header, o.header!) && [...x.header].every((w) => claim.near.has(w)));
    // The column is named by its header's words, or by naming the row when the row has no other value: "| 10 m | 11.2 t |".
    if (named.length !== 1 || named[0] !== o.passage || nearOther || !([...o.header].every((w) => claim.sentence.has(w)) || onlyValue(o, st))) return false;
    // A header with a label or code is named by it: "Timetable B" is not named by "Timetable C"; one that states a value, with
    // it: "Typical 2-year fixed" is not "the typical 5-year fixed".
    const header = headerSpecifics(st.passages[o.passage]!.text, o.specific.start);
    if (header.filter(isMeasure).some((x) => !x.provides.some((k) => claim.alongside.has(k)))) return false;
    const labels = labelKeys(header);
    return labels.length === 0 || namesLabel(claim, labels);
  });
}

/**
 * Whether the claim names a label of the series the value's column header is labelled by, but not
 * that column's: "P5 costs … £3" is about no "P2" column, whatever row of that table it names.
 */
function otherColumnNamed(claim: Claim, o: Occurrence, st: Statements): boolean {
  const row = st.passages[o.passage]!.text;
  const series = new Set(headerLabels(row, o.specific.start).map(seriesOf));
  if (series.size === 0) return false;
  const headers = new Set(rowCells(row).flatMap((c) => headerLabels(row, c.start)));
  const named = [...claim.alongside, ...claim.labels.flatMap((l) => l.provides)].filter((k) => series.has(seriesOf(k)));
  // Where it names one of this table's columns too ("In Year 1 … (Year 3 prices are set each spring)"), that one is the claim's.
  return named.length > 0 && !named.some((k) => headers.has(k));
}

/** Whether a row states no value outside its first cell but `o`'s: then naming the row names its cell. */
const onlyValue = (o: Occurrence, st: Statements): boolean => valuesOf(o.passage, st).every((x) => x === o || inFirstCell(x, st) || (x.header !== undefined && sameWords(x.header, o.header!)));

/**
 * What a claim names of a table: its rows, read from the words it is said with and from its sentence (each table read once per
 * claim). `plain` (for support only): among rows the words name alike, the one whose first cell states no value the claim does
 * not ("the day pass", not the "3-day pass" row). Never for a contradiction: "a multi-day pass costs £120" names no Day pass row surely.
 */
function namer(claim: Claim, st: Statements): { rows(table: Table, plain?: boolean): readonly number[]; subjectRow(table: Table, o: Occurrence, plain?: boolean): readonly number[]; mentions(table: Table, passage: number): boolean } {
  const said = new Set(keyWords(claim.saidWith.text, st.stem));
  let sentence: ReadonlySet<string> | undefined;
  const inSentence = (): ReadonlySet<string> => (sentence ??= new Set(keyWords(claim.sentenceText, st.stem)));
  // A date names a row by the whole date: "the 2025 season" names no "1 August 2025" row, "Monday" no "Easter Monday" row.
  const saidWith = (k: string, dimension: string | undefined): boolean => {
    const said = claim.saidWith.keys.get(k);
    if (!counted(said)) return false;
    const dated = said!.startsWith('date') || dimension!.startsWith('date');
    return !dated || (said === dimension && (said === 'date:date' || said === 'date:md'));
  };
  // A row whose first cell is an id is named by its next cell — not for a name claimed, which names a row itself as much as
  // the next cell names another ("Opus 48 at Worcester Guildhall … Opus 41 at Whitchurch").
  const byNextCell = claim.specific.kind !== 'name';
  const rows = [new Map<Table, readonly number[]>(), new Map<Table, readonly number[]>()];
  const inSentenceRows = [new Map<Table, readonly number[]>(), new Map<Table, readonly number[]>()];
  // What the sentence says before the value, read only when a claim's own words name no row.
  let before: { text: string; words: ReadonlySet<string>; turned: boolean } | undefined;
  const beforeValue = (): { text: string; words: ReadonlySet<string>; turned: boolean } => {
    if (before) return before;
    const text = claim.sentenceText.slice(0, Math.max(0, claim.sentenceText.indexOf(claim.specific.text))).toLowerCase();
    // …its subject only: not past a clause of its own (";") or a turn ("but beyond that", "while the other lots").
    return (before = { text, words: new Set(keyWords(text, st.stem)), turned: text.includes(';') || hasAnyWord(text, CONTRAST_WORDS) || hasAnyWord(text, TURN_WORDS) });
  };
  const namedBefore = (table: Table, row: number): boolean => {
    const key = table.keys[table.rows.indexOf(row)]!;
    const text = st.passages[row]!.text;
    const value = cellValue(text, firstCell(text)).trim().toLowerCase();
    return (key.size > 0 && [...key].every((w) => beforeValue().words.has(w))) || (value.length > 0 && containsPhrase(beforeValue().text, value));
  };
  // Whether a row's first cell states a value at all ("3-day pass"): `plain` prefers the rows whose first cell states none.
  const valuedRow = (table: Table) => (row: number): boolean => firstCellStates(table.rows[row]!, st, () => true).size > 0;
  const sentenceRows = (table: Table, plain = false): readonly number[] => {
    const cache = inSentenceRows[plain ? 1 : 0]!;
    let named = cache.get(table);
    if (!named) cache.set(table, (named = namedRows(table, inSentence(), (row) => firstCellStates(table.rows[row]!, st, (k) => claim.alongside.has(k)), byNextCell, plain ? valuedRow(table) : undefined).map((k) => table.rows[k]!)));
    return named;
  };
  return {
    subjectRow(table, o, plain = false) {
      // "Band 3 covers £100,001 to £500,000 and the annual licence fee is £1,980": the fee's clause names no row, but its
      // column, and the one row its sentence names is named before it. Not past a contrast ("…, while the other lots came in 70 kg bags").
      if (o.header!.size === 0 || ![...o.header!].every((w) => said.has(w)) || beforeValue().turned) return [];
      const named = sentenceRows(table, plain);
      return named.length === 1 && namedBefore(table, named[0]!) ? named : [];
    },
    rows(table, plain = false) {
      const cache = rows[plain ? 1 : 0]!;
      let found = cache.get(table);
      if (!found) cache.set(table, (found = namedRows(table, said, (row) => firstCellStates(table.rows[row]!, st, saidWith), byNextCell, plain ? valuedRow(table) : undefined).map((k) => table.rows[k]!)));
      return found;
    },
    // Named anywhere in the sentence, or partly by a word no other row has: then not surely another row's.
    mentions(table, passage) {
      const named = sentenceRows(table);
      const mine = table.rows.indexOf(passage);
      // A row named by its next cell is mentioned by it too: "measured against *Tansy*, it took only 120 hours".
      const nextNamed = table.nextKeys[mine]!.size > 0 && [...table.nextKeys[mine]!].every((w) => inSentence().has(w));
      return named.includes(passage) || nextNamed || [...table.keys[mine]!].some((w) => inSentence().has(w) && ownWord(table, w));
    },
  };
}

/**
 * The values a row's first cell states that the claim states with it, counting the same thing:
 * "with 3 lines", "Block 2" — not a bare number ("ages 16 to 25" names no "Under 16" row).
 */
function firstCellStates(passage: number, st: Statements, said: (key: string, dimension: string | undefined) => boolean): ReadonlySet<string> {
  const end = firstCellEnd(passage, st);
  const stated = new Set<string>();
  // Occurrences come in order of where they start: only those of the first cell are looked at.
  for (const i of st.occurrencesIn(passage)) {
    const x = st.occurrences[i]!.specific;
    if (x.start >= end) break;
    const key = counted(x.dimension) ? x.provides.find((k) => said(k, x.dimension)) : undefined;
    if (key) stated.add(key);
  }
  return stated;
}

const firstCellEnd = (passage: number, st: Statements): number => firstCell(st.passages[passage]!.text).end;

const inFirstCell = (o: Occurrence, st: Statements): boolean => o.specific.start < firstCellEnd(o.passage, st);

/** The values a row states under a column header. */
const valuesOf = (passage: number, st: Statements): Occurrence[] => st.occurrencesIn(passage).map((i) => st.occurrences[i]!).filter((x) => x.header !== undefined);

/** Whether a vault value states the claimed one (any of its keys). */
const states = (x: Occurrence, claim: Claim): boolean => x.specific.provides.some((k) => claim.specific.keys.includes(k));

/** A value that says what it counts or measures: not a bare number. */
const counted = (dimension: string | undefined): boolean => dimension !== undefined && dimension !== 'n:';

/** A key word of one row only. */
const ownWord = (table: Table, word: string): boolean => table.keys.filter((k) => k.has(word)).length === 1;

const sameWords = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean => a.size === b.size && [...a].every((w) => b.has(w));

/**
 * A count of what a table lists, one row each: "four teams" where the table whose first column is
 * "Team" has four rows. The vault states the count by listing; no passage writes the number.
 */
export function countsRows(claim: Claim, st: Statements): boolean {
  return claim.specific.value !== undefined && rowCounts(claim, st).includes(claim.specific.value);
}

/** How many rows each table has whose first column names what the claim counts ("Team" for "four teams"), in the cited documents. */
export function rowCounts(claim: Claim, st: Statements): number[] {
  const noun = countedNoun(claim.specific);
  if (!noun) return [];
  const stem = st.stem(noun);
  return st.tables.flatMap((t) => {
    if (claim.cited.size > 0 && !claim.cited.has(st.passages[t.rows[0]!]!.file)) return [];
    const first = st.passages[t.rows[0]!]!.text;
    const cell = firstCell(first);
    return cell.colon > 0 && keyWords(first.slice(cell.start, cell.start + cell.colon), st.stem).includes(stem) ? [t.rows.length] : [];
  });
}

/** What a whole count of two or more counts ("four teams" → "team"); undefined for any other value. */
function countedNoun(s: Specific): string | undefined {
  const noun = s.kind === 'number' && s.unit?.startsWith('n:') && s.unit.length > 2 ? s.unit.slice(2).split('/')[0]! : undefined;
  return noun && s.value !== undefined && Number.isInteger(s.value) && s.value >= 2 ? noun : undefined;
}

/**
 * A count of a section's numbered steps: "There are seven steps" where the section "Step-by-Step Fill"
 * numbers Step 1 to Step 7 — one run, from 1 — and its heading names what the count counts ("the five
 * stages" under "Stages of an appeal"). The vault states the count by numbering; no passage writes it.
 */
export function countsSteps(claim: Claim, st: Statements): boolean {
  const noun = countedNoun(claim.specific);
  if (!noun) return false;
  const stem = st.stem(noun);
  // Called "steps" in a cited document that numbers one list only, the heading may name anything ("How to apply").
  const only = (file: string): boolean => stem === st.stem('step') && claim.cited.has(file) && st.stepLists.get(file) === 1;
  return (st.steps.get(claim.specific.value!) ?? []).some((x) => (claim.cited.size === 0 || claim.cited.has(x.file)) && (keyWords(x.heading, st.stem).includes(stem) || only(x.file)));
}

/**
 * How the claim names the column of the row cell `o` is in, its header read once: headers that differ
 * only by a label ("Timetable B", "Timetable C") by the label the claim states; those that differ only
 * by a measure ("Up to 2 hours", "Up to 3 hours") by the measure the value is said with.
 */
export function columnNaming(claim: Claim, o: Occurrence, row: string): { readonly byLabel: boolean; readonly byMeasure: boolean } {
  const header = headerSpecifics(row, o.specific.start);
  return { byLabel: namesLabel(claim, labelKeys(header)), byMeasure: header.some((x) => isMeasure(x) && x.provides.some((k) => claim.saidWith.keys.has(k))) };
}

/**
 * Whether the claim writes the header of the row cell the value is in, word for word, where the
 * value is said or anywhere in its sentence: "Zone 4 Same-Day is £16.00" names the "Same-Day"
 * column, not "Next-Day Scheduled", though both headers share "day" (and "same", a function word,
 * counts for nothing among stems).
 */
export function headerWritten(claim: Claim, o: Occurrence, row: string, where: 'said with' | 'sentence'): boolean {
  const cell = rowCells(row).find((c) => o.specific.start >= c.start && o.specific.start < c.end);
  if (!cell || cell.colon < 0) return false;
  const header = row.slice(cell.start, cell.start + cell.colon).trim().toLowerCase();
  const text = where === 'said with' ? claim.saidWith.text : claim.sentenceText;
  return header.length >= 4 && header.length <= LONGEST_HEADER && containsPhrase(text.toLowerCase(), header);
}

/** A header longer than this is a sentence, never written word for word. */
const LONGEST_HEADER = 40;

/** Whether the claim states one of these label keys, in its sentence or as what it is said under. */
const namesLabel = (claim: Claim, keys: readonly string[]): boolean => keys.some((k) => claim.alongside.has(k) || claim.labels.some((l) => l.provides.includes(k)));

/** The keys of the labels and codes in the header of the row cell a value at `at` is in: "Timetable C: £21.00" → code:TIMETABLE.C. */
const headerLabels = (row: string, at: number): readonly string[] => labelKeys(headerSpecifics(row, at));

/** The specifics of the header of the row cell a value at `at` is in. */
function headerSpecifics(row: string, at: number): readonly Specific[] {
  const cell = rowCells(row).find((c) => at >= c.start && at < c.end);
  return !cell || cell.colon < 0 ? [] : findSpecifics(row.slice(cell.start, cell.start + cell.colon));
}

/** The keys of the labels and codes of a header's specifics: "Timetable C" → code:TIMETABLE.C. */
const labelKeys = (header: readonly Specific[]): string[] => header.filter((x) => x.label || x.kind === 'identifier' || x.kind === 'version').flatMap((x) => x.keys);

