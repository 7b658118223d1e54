// The vault read as statements, once per run: every passage (a sentence, a list item, a numbered
// step, a table row read under its column headers) with the specifics it states, what each is
// about, and how rare each word is in the vault; the acronyms it defines ("hardware security module
// (HSM)"). Built in time linear in the vault's size.
import { oneSpace } from '../core/index.js';
import { inHeaderUnit, inNoteUnit, wholeReading } from './header-units.js';
import { linesOf } from './layout.js';
import { type Limit, limitOf } from './limits.js';
import { fold, isPerson, roleHoldings, rowHolding } from './roles.js';
import { rowKeyWords, rowNextWords, type Table, tableOf } from './rows.js';
import { findSpecifics, isPhone } from './specifics/index.js';
import { aboutnessOf, rowAboutness, rowCells, type Aboutness } from './subject.js';
import { COMMON_ACRONYMS } from './tables/acronyms.js';
import { LABEL_WORDS } from './tables/labels.js';
import { tokenize } from './tokens.js';
import type { Specific } from './types.js';
import { containsPhrase, contentStems, isCommonWord } from './words.js';

/** What reading needs of a vault document (the vault stage's VaultDoc has this shape). */
export interface SourceDocument {
  readonly file: string;
  readonly title: string;
  readonly body: string;
  /** Front-matter details, which the body does not hold ("Owner: Miriam Okafor"). */
  readonly details?: string;
  readonly sections: readonly { readonly heading: string; readonly passages: readonly { readonly text: string; readonly kind: string }[] }[];
}

export type { Table } from './rows.js';

export interface StatedPassage {
  readonly file: string;
  readonly heading: string;
  readonly text: string;
  readonly kind: string;
  /** Stems of the passage, its section heading and its document's title. */
  readonly around: ReadonlySet<string>;
  /** Stems of the passage alone. */
  readonly own: ReadonlySet<string>;
}

export interface Occurrence extends Aboutness {
  readonly specific: Specific;
  readonly passage: number;
}

/** People (lower case, blanks folded) the vault gives a role, and where it names them. */
export interface People {
  /** Passage → the people it names. */
  readonly byPassage: ReadonlyMap<number, readonly string[]>;
  /** Person → the roles the vault gives them: every person known. */
  readonly rolesOf: ReadonlyMap<string, readonly string[]>;
  /** A capitalised word of a section heading (lower case) → the passages under it: "## Priya Chandran". */
  readonly headed: ReadonlyMap<string, readonly number[]>;
}

export interface Statements {
  readonly passages: readonly StatedPassage[];
  readonly occurrences: readonly Occurrence[];
  /** Provided key → occurrence indices. */
  readonly byKey: ReadonlyMap<string, readonly number[]>;
  /** Dimension → occurrence indices: where a claim's rivals are. */
  readonly byDimension: ReadonlyMap<string, readonly number[]>;
  /** How much a stem says about a subject: rare words say more. */
  weight(stem: string): number;
  /** Every word of the vault, lower case. */
  readonly words: ReadonlySet<string>;
  /** The same words sorted: what a shortened word ("pen", "admin") may stand for. */
  readonly vocabulary: readonly string[];
  /** Whether any passage holds this stem. */
  has(stem: string): boolean;
  /** The stemmer the passages were read with: a claim's words are compared in it. */
  stem(word: string): string;
  /** Each document's text, lower case, blanks folded: names are looked up as phrases here. */
  readonly texts: ReadonlyMap<string, string>;
  /** Acronym (lower case) → the phrases it stands for (lower case), from the vault's own definitions and the common list. */
  readonly acronyms: ReadonlyMap<string, ReadonlySet<string>>;
  /** Initials of the vault's capitalised phrases ("Data Protection Officer" → dpo) → files. */
  readonly initials: ReadonlyMap<string, ReadonlySet<string>>;
  /** Short forms the vault writes in capitals ("PM", "HSMs" → pm, hsm), lower case; no word in capitals, no "5 PM". */
  readonly shortForms: ReadonlySet<string>;
  /** For a table row: its table, the rows it holds and what names each; undefined for any other passage. */
  tableOf(passage: number): Table | undefined;
  /** Every table, in the vault's order. */
  readonly tables: readonly Table[];
  /** How many steps a section numbers → those sections: 7 → "Step-by-Step Fill" (a count looks up its own number only). */
  readonly steps: ReadonlyMap<number, readonly { readonly file: string; readonly heading: string }[]>;
  /** Per document, how many of its sections number one run of steps: a document of one procedure names its steps by any heading. */
  readonly stepLists: ReadonlyMap<string, number>;
  /** How the vault states an occurrence: as a limit, one end of a range, or neither (read once, when first asked). */
  limitOf(o: Occurrence): Limit;
  /** The occurrences a passage states: indices into `occurrences`, in order. */
  occurrencesIn(passage: number): readonly number[];
  /** The people the vault says hold a role (lower case): "equipment manager" → "priya odegaard". */
  heldBy(role: string): ReadonlySet<string> | undefined;
  /** The people the vault gives a role, where it names them: read once, when first asked. */
  people(): People;
  /** Whether the vault writes this capitalised name (lower case) with a number after it ("Act 1990", "Cottages 1 to 6"). */
  numbered(name: string): boolean;
  /** The passages (at most `most`) that write this name (lower case) capitalised, as a phrase. */
  naming(name: string, most: number): readonly number[];
  /** Whether the vault writes these digits anywhere, however grouped ("07700 900317", "6,580", "QM-24-1107"). */
  writesDigits(digits: string): boolean;
}

/** A table row's bare numbers, each read in its header's unit ("Litres: 40.9" states 40.9 litres: header-units.ts). */
function withHeaderUnits(row: string, specifics: readonly Specific[], note?: string): Specific[] {
  const cells = rowCells(row);
  // Whether each cell is a range or bound of bare numbers, tested once per cell (a cell of thousands of numbers stays linear).
  const bounds = new Map<number, boolean>();
  const boundsCell = (k: number): boolean => {
    let found = bounds.get(k);
    if (found === undefined) bounds.set(k, (found = BOUNDS_CELL.test(row.slice(cells[k]!.start + cells[k]!.colon + 2, cells[k]!.end))));
    return found;
  };
  let k = 0;
  return specifics.map((s) => {
    while (k < cells.length - 1 && s.start >= cells[k]!.end) k++;
    const cell = cells[k]!;
    // The value must be the whole of its cell, or one of its sizes ("Length × width (mm): 460 × 460").
    if (s.label || cell.colon < 0) return s;
    // "Reading: 90 (Reading and Use of English)": a gloss in brackets after the value leaves it the cell's value.
    const whole = (cell.start + cell.colon + 2 === s.start && (cell.end === s.end || GLOSS_AFTER.test(row.slice(s.end, cell.end)))) || (s.start > cell.start + cell.colon && s.end <= cell.end && boundsCell(k));
    // "Times below are … in minutes": a table's unit said once above it, for a header that names none.
    if (whole && note) {
      const own = inHeaderUnit(s, row.slice(cell.start, cell.start + cell.colon));
      return own !== s ? own : inNoteUnit(s, note);
    }
    const header = row.slice(cell.start, cell.start + cell.colon);
    if (!whole && !(s.start >= cell.start + cell.colon && s.end <= cell.end && SIZES.test(row.slice(cell.start + cell.colon + 2, cell.end)) && SIZE_HEADER.test(header))) return s;
    return inHeaderUnit(s, header);
  });
}

/** A cell that is a range or a bound of bare numbers, each in the header's unit: "54–58", "241 or more", "up to 12". */
const BOUNDS_CELL = /^\s*(?:(?:up to|under|over|below|above|from|at least|at most|less than|more than)\s+)?\d[\d.,]*(?:\s*(?:–|-|to)\s*\d[\d.,]*)?(?:\s+or\s+(?:more|less|above|below|over|under|fewer))?\s*$/i;

/** A gloss in brackets after a cell's value: "90 (Reading and Use of English)". */
const GLOSS_AFTER = /^\s*\([^()]{1,60}\)\s*$/;

/**
 * "All concentrations are in µg/m³.", "Times below are … in minutes.": the unit a note above a table
 * names, where "in" ends its clause with one or two words the specifics reader reads as a unit of
 * measure after "1" (not "in June", "in second place", "in MS Teams"). `units` remembers each
 * spelling's reading for the vault's run.
 */
function unitNote(text: string, units: Map<string, boolean>): string | undefined {
  for (const m of text.matchAll(UNIT_NOTE)) {
    const unit = m[1]!;
    let known = units.get(unit);
    if (known === undefined) units.set(unit, (known = measures(unit)));
    if (known) return unit;
  }
  return undefined;
}

/** "in" or "as a number of", then one or two words that end a clause. */
const UNIT_NOTE = /\b(?:in|as a number of)\s+((?:[^\s,;:()]*[^\s,;:().] )?[^\s,;:()]*[^\s,;:().])(?=\s*(?:[,;:)]|\.(?:\s|$)|$))/giu;

/** Whether "1 <unit>" reads whole as a measure, an amount, a share or a length of time (not a date, a time or a bare count). */
function measures(unit: string): boolean {
  const read = wholeReading(`1 ${unit}`);
  return read?.unit !== undefined && MEASURE_KINDS.has(read.kind) && !read.unit.startsWith('n:');
}

const MEASURE_KINDS: ReadonlySet<string> = new Set(['number', 'money', 'percentage', 'duration']);

/** A header whose cells are versions: "Software", "Firmware version", "App release". */
const VERSION_HEADER = /^(?:(?:software|firmware|app|current)\s+)?(?:version|release|build|software|firmware)$/i;

/** …under a header that names sizes ("Length × width (mm)", "Dimensions (cm)"), not "Pack (g): 12 x 400", a count of packs. */
const SIZE_HEADER = /[×x]|\b(?:length|width|height|depth|dimensions?|size|footprint)\b/i;
/** A cell of sizes, each in the header's unit: "460 × 460", "508 x 413 x 243". */
const SIZES = /^\d[\d.,]*(?:\s?[×x]\s?\d[\d.,]*)+$/;

/**
 * "Class: C", "Tier: 3": under a header that is a label word, a cell that is a letter or a number
 * is that label ("Class C"), whatever else it could be read as.
 */
function withHeaderLabels(row: string, specifics: readonly Specific[]): Specific[] {
  const found: Specific[] = [];
  for (const cell of rowCells(row)) {
    if (cell.colon < 0) continue;
    const header = row.slice(cell.start, cell.start + cell.colon).trim();
    const start = cell.start + cell.colon + 2;
    const value = row.slice(start, cell.end);
    // "Software: 4.12", "Firmware version: 2.3.1": under a header that names a version, a dotted number is one ("v4.12").
    if (VERSION_HEADER.test(header) && /^\d+(?:\.\d+)+$/.test(value)) {
      const version = findSpecifics(`v${value}`)[0];
      if (version?.kind === 'version') found.push({ ...version, text: value, start, end: cell.end, provides: [...version.provides, `n:${Number(value.split('.').slice(0, 2).join('.'))}`] });
      continue;
    }
    // "Grade: 2.5" too, a grade with a decimal point.
    if (!LABEL_WORDS.has(header.toLowerCase()) || !/^(?:[A-Z]{1,2}\d?|\d{1,3}(?:\.\d{1,2})?)$/.test(value)) continue;
    const label = findSpecifics(`${header} ${value}`)[0];
    if (label?.label) found.push({ ...label, text: value, start, end: cell.end });
  }
  if (found.length === 0) return [...specifics];
  const covered = (s: Specific): boolean => found.some((f) => s.start < f.end && f.start < s.end);
  return [...specifics.filter((s) => !covered(s)), ...found].sort((a, b) => a.start - b.start);
}

/**
 * A section's passages, and its heading first when the heading states a value: "Version 4.3.0 (11
 * November 2024)" says when 4.3.0 came out, whatever the text under it repeats.
 */
function passagesOf(section: SourceDocument['sections'][number]): readonly { readonly text: string; readonly kind: string }[] {
  // Only a value: a heading's labels and names ("Route 1: Dunmallow – Skarra") name what is under it, they state nothing.
  // Not a question ("## Can I get a refund after 30 days?" asks, the text under it answers), nor a heading no one writes.
  const h = section.heading;
  if (h.length > LONGEST_HEADING || !/\d/.test(h) || /\?\s*$/.test(h) || !findSpecifics(h).some((s) => HEADING_VALUES.has(s.kind) && !s.label && !s.weak)) return section.passages;
  return [{ text: section.heading, kind: 'sentence' }, ...section.passages];
}

/**
 * A list item that opens with its subject — "Late check-out — lodges only. Stay until 13:00 for
 * £30." — says each of its values of that subject, as a row says its cells of its first cell.
 */
function withLead(text: string, kind: string, about: Aboutness[], stem: (w: string) => string): Aboutness[] {
  if (kind !== 'item' || about.length === 0) return about;
  const lead = ITEM_LEAD.exec(text)?.[1];
  if (!lead) return about;
  const words = contentStems(lead, stem);
  if (words.length === 0) return about;
  return about.map((a) => ({ ...a, near: new Set([...a.near, ...words]) }));
}

/** An item's subject before a dash or a colon at its start: a few words, no sentence of their own. */
const ITEM_LEAD = /^([^.:;—–\n]{2,60}?)\s*(?:—|–|:)\s/;

/** A heading longer than this is read only as words (hostile text: a megabyte in one "##" line). */
const LONGEST_HEADING = 200;

const HEADING_VALUES: ReadonlySet<Specific['kind']> = new Set(['date', 'time', 'money', 'percentage', 'duration', 'frequency', 'number']);

export function statementsOf(documents: readonly SourceDocument[], stem: (w: string) => string): Statements {
  // Documents repeat their sentences (headers of every row, boilerplate): each is read once.
  const seen = new Map<string, Read>();
  const read = (text: string, kind: string, note?: string): Read => {
    const key = `${kind}\u0000${note ?? ''}\u0000${text}`;
    let found = seen.get(key);
    if (!found) {
      const tokens = tokenize(text);
      const plain = findSpecifics(text, tokens);
      const specifics = kind === 'row' ? withHeaderUnits(text, withHeaderLabels(text, plain), note) : plain;
      // A passage is one sentence already (a list item, a row, a sentence the vault stage cut): its lines are its sentences.
      const about = kind === 'row' ? rowAboutness(text, specifics, stem) : withLead(text, kind, aboutnessOf(text, linesOf(text, tokens), specifics, stem, false), stem);
      found = { specifics, about, own: new Set(contentStems(text, stem)) };
      if (seen.size >= PASSAGES_KEPT) seen.clear();
      seen.set(key, found);
    }
    return found;
  };
  const passages: StatedPassage[] = [];
  const occurrences: Occurrence[] = [];
  const byKey = new Map<string, number[]>();
  const byDimension = new Map<string, number[]>();
  const df = new Map<string, number>();
  const words = new Set<string>();
  const texts = new Map<string, string>();
  const acronyms = new Map<string, Set<string>>(Object.entries(COMMON_ACRONYMS).map(([a, x]) => [a, new Set(typeof x === 'string' ? [x] : x)]));
  const initials = new Map<string, Set<string>>();
  const shortForms = new Set<string>();
  // A table is the run of rows under one heading with the same column headers.
  const tables: { rows: number[]; keys: string[][]; nextKeys: string[][] }[] = [];
  const steps = new Map<number, { file: string; heading: string }[]>();
  const stepLists = new Map<string, number>();
  const tableIndex: number[] = [];
  let lastHeaders: string | undefined;
  const firstOccurrence: number[] = [];
  const add = <K, V>(map: Map<K, V[]>, key: K, i: V): void => void (map.get(key)?.push(i) ?? map.set(key, [i]));
  // Sets, never arrays copied per occurrence: a document repeating one phrase a million times stays linear.
  const units = new Map<string, boolean>();
  const put = (map: Map<string, Set<string>>, key: string, value: string): void => void (map.get(key)?.add(value) ?? map.set(key, new Set([value])));
  for (const doc of documents) {
    const lower = (doc.details ? `${doc.details}\n${doc.body}` : doc.body).toLowerCase();
    texts.set(doc.file, oneSpace(lower));
    for (const m of lower.matchAll(/[\p{L}\p{N}]+/gu)) words.add(m[0]);
    for (const [acronym, phrase] of definedAcronyms(doc.body)) put(acronyms, acronym, phrase);
    for (const key of capitalisedInitials(doc.body)) put(initials, key, doc.file);
    for (const m of doc.body.matchAll(SHORT_FORM)) if (shortForm(doc.body, m)) shortForms.add(m[1]!.toLowerCase());
    const title = contentStems(doc.title, stem);
    // A table's unit said in the prose above it carries into sections that open with a table, not past one that opens with prose.
    // Read only when a row asks for it: a vault of prose reads no note.
    let noteProse: readonly { readonly text: string }[] = [];
    let note: string | undefined | null = null;
    const noteOf = (): string | undefined => {
      if (note !== null) return note;
      note = undefined;
      for (const p of noteProse) if ((note = unitNote(p.text, units)) !== undefined) break;
      return note;
    };
    for (const section of doc.sections) {
      const heading = contentStems(section.heading, stem);
      if (section.passages[0]?.kind !== 'row') {
        const firstRow = section.passages.findIndex((p) => p.kind === 'row');
        noteProse = firstRow < 0 ? section.passages : section.passages.slice(0, firstRow);
        note = null;
      }
      // One run of steps, numbered from 1 in order: two lists under one heading count nothing together.
      const numbers = section.passages.filter((p) => p.kind === 'step').map((p) => Number(/^step\s+(\d+)/i.exec(p.text)?.[1]));
      if (numbers.length > 0 && numbers.every((n, k) => n === k + 1)) {
        add(steps, numbers.length, { file: doc.file, heading: section.heading });
        stepLists.set(doc.file, (stepLists.get(doc.file) ?? 0) + 1);
      }
      // A repeated passage under one heading shares its word sets too.
      const arounds = new Map<ReadonlySet<string>, ReadonlySet<string>>();
      for (const p of passagesOf(section)) {
        const { specifics, about, own } = read(p.text, p.kind, p.kind === 'row' ? noteOf() : undefined);
        let around = arounds.get(own);
        if (!around) arounds.set(own, (around = new Set([...own, ...heading, ...title])));
        for (const w of around) df.set(w, (df.get(w) ?? 0) + 1);
        const index = passages.push({ file: doc.file, heading: section.heading, text: p.text, kind: p.kind, around, own }) - 1;
        firstOccurrence.push(occurrences.length);
        const headers = p.kind === 'row' ? `${doc.file}\u0000${section.heading}\u0000${headersOf(p.text)}` : undefined;
        if (headers !== undefined && headers !== lastHeaders) tables.push({ rows: [], keys: [], nextKeys: [] });
        tableIndex.push(headers === undefined ? -1 : tables.length - 1);
        if (headers !== undefined) {
          tables.at(-1)!.rows.push(index);
          tables.at(-1)!.keys.push(rowKeyWords(p.text, stem));
          tables.at(-1)!.nextKeys.push(rowNextWords(p.text, stem));
        }
        lastHeaders = headers;
        specifics.forEach((specific, k) => {
          const i = occurrences.push({ specific, passage: index, ...about[k]! }) - 1;
          for (const key of specific.provides) add(byKey, key, i);
          if (specific.dimension) add(byDimension, specific.dimension, i);
          // E-mail addresses and telephone numbers are rivals to their kind: contact points for different purposes (support.ts).
          else if (specific.kind === 'email') add(byDimension, 'email', i);
          else if (isPhone(specific)) add(byDimension, 'phone', i);
        });
      }
    }
  }
  const weights = new Map([...df].map(([w, n]) => [w, Math.log((passages.length + 1) / (n + 1)) + 1]));
  const unseen = Math.log(passages.length + 1) + 1;
  firstOccurrence.push(occurrences.length);
  const tablesRead = tables.map((t) => tableOf(t.rows, t.keys, t.nextKeys));
  // Read when a claim first weighs an occurrence as a rival: kept with the statements, one per occurrence at most.
  const limits = new WeakMap<Occurrence, Limit>();
  const range = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, k) => from + k);
  // Read when first asked, as the limits are: a run whose replies name no one, or no name with a number, never builds them.
  let holders: Map<string, Set<string>> | undefined;
  let people: People | undefined;
  let numberedNames: Set<string> | undefined;
  let capitalised: Map<string, number[]> | undefined;
  let digitRuns: readonly string[] | undefined;
  return {
    passages,
    occurrences,
    byKey,
    byDimension,
    weight: (w) => weights.get(w) ?? unseen,
    has: (w) => weights.has(w),
    stem,
    words,
    vocabulary: [...words].sort(),
    steps,
    stepLists,
    texts,
    acronyms,
    initials,
    shortForms,
    tableOf: (passage) => tablesRead[tableIndex[passage] ?? -1],
    tables: tablesRead,
    limitOf: (o) => {
      let found = limits.get(o);
      if (!found) limits.set(o, (found = limitOf(passages[o.passage]!.text, o.specific.start, o.specific.end)));
      return found;
    },
    occurrencesIn: (passage) => range(firstOccurrence[passage] ?? 0, firstOccurrence[passage + 1] ?? 0),
    heldBy: (role) => (holders ??= holdersOf(passages)).get(role),
    people: () => (people ??= peopleOf(passages, occurrences, (holders ??= holdersOf(passages)))),
    numbered: (name) => (numberedNames ??= numberedNamesOf(passages)).has(name),
    naming: (name, most) => {
      capitalised ??= capitalisedWordsOf(passages);
      const [first, ...rest] = name.split(' ');
      const found: number[] = [];
      for (const p of capitalised.get(first!) ?? []) {
        if (found.length >= most) break;
        if (found.at(-1) !== p && (rest.length === 0 || containsPhrase(passages[p]!.text.toLowerCase(), name))) found.push(p);
      }
      return found;
    },
    writesDigits: (digits) => (digitRuns ??= digitRunsOf(texts)).some((run) => run.includes(digits)),
  };
}

/** The vault's runs of digits with what groups them taken out ("07700 900317" → 07700900317): read once, when first asked. */
function digitRunsOf(texts: ReadonlyMap<string, string>): string[] {
  const runs = new Set<string>();
  for (const text of texts.values()) for (const [run] of text.matchAll(DIGIT_RUN)) runs.add(run.replace(/\D/g, ''));
  return [...runs];
}

/** Digits, maybe grouped by spaces (also no-break ones), commas, dots, dashes, apostrophes or brackets: "(0161) 496 0000", "10'000". */
const DIGIT_RUN = /\(?\d+\)?(?:[ \u00a0\u202f,.\-–'’]\(?\d+\)?)*/g;

/** Each capitalised word of the vault (lower case) → the passages that write it, in order: read once, when first asked. */
function capitalisedWordsOf(passages: readonly StatedPassage[], part: (p: StatedPassage) => string = (p) => p.text): Map<string, number[]> {
  const index = new Map<string, number[]>();
  passages.forEach((p, i) => {
    for (const [w] of part(p).matchAll(CAPITALISED_WORD)) {
      const key = w.toLowerCase();
      const list = index.get(key) ?? [];
      if (list.at(-1) !== i) list.push(i);
      index.set(key, list);
    }
  });
  return index;
}

const CAPITALISED_WORD = /(?<![\p{L}\p{N}])\p{Lu}[\p{L}'’-]*/gu;

/** Every capitalised name the vault writes a number right after, and each shorter ending of it: read once, when first asked. */
function numberedNamesOf(passages: readonly StatedPassage[]): Set<string> {
  const names = new Set<string>();
  for (const p of passages) {
    for (const m of p.text.matchAll(NAME_THEN_NUMBER)) {
      const words = m[1]!.toLowerCase().split(/[ \t]+/);
      for (let k = 0; k < words.length; k++) names.add(words.slice(k).join(' '));
    }
  }
  return names;
}

const NAME_THEN_NUMBER = /(\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*){0,4})[ \t]+\d/gu;

/**
 * The people the vault says hold a role somewhere ("Gareth Mellor | Dispatch Supervisor"), so that a
 * place or a product written like a name ("Millbrook Park") is none, and where it names them.
 */
function peopleOf(passages: readonly StatedPassage[], occurrences: readonly Occurrence[], holders: ReadonlyMap<string, ReadonlySet<string>>): People {
  const rolesOf = new Map<string, string[]>();
  for (const [role, people] of holders) for (const person of people) rolesOf.set(person, [...(rolesOf.get(person) ?? []), role]);
  const byPassage = new Map<number, string[]>();
  for (const o of occurrences) {
    if (o.specific.kind !== 'name' || !isPerson(o.specific.text)) continue;
    const person = fold(o.specific.text);
    if (!rolesOf.has(person)) continue;
    const named = byPassage.get(o.passage) ?? [];
    if (!named.includes(person)) named.push(person);
    byPassage.set(o.passage, named);
  }
  return { byPassage, rolesOf, headed: capitalisedWordsOf(passages, (p) => p.heading ?? '') };
}

/** Who the vault says holds each role, from every passage: read once, when first asked. */
function holdersOf(passages: readonly StatedPassage[]): Map<string, Set<string>> {
  const holders = new Map<string, Set<string>>();
  for (const p of passages) {
    const row = p.kind === 'row' ? rowHolding(p.text) : undefined;
    for (const h of row ? [row] : roleHoldings(p.text)) {
      const people = holders.get(h.role) ?? new Set<string>();
      people.add(h.person);
      holders.set(h.role, people);
    }
  }
  return holders;
}

/**
 * A row's column headers, in order: what makes rows one table. Headers only: a cell's own "; " ("Seen within: Not seen;
 * self-care advice") cuts off a piece with no header, which leaves its row in the table.
 */
const headersOf = (row: string): string =>
  rowCells(row)
    .filter((c) => c.colon >= 0)
    .map((c) => row.slice(c.start, c.start + c.colon))
    .join('\u0001');

interface Read {
  readonly specifics: readonly Specific[];
  readonly about: readonly Aboutness[];
  readonly own: ReadonlySet<string>;
}

/** Passages remembered while reading one vault: a bound on memory whatever the vault repeats. */
const PASSAGES_KEPT = 10_000;

/**
 * Acronyms a document defines: "hardware security module (HSM)" and "HSM (hardware security
 * module)" — the words before or inside the brackets whose initials spell it.
 */
function* definedAcronyms(body: string): Iterable<[string, string]> {
  for (const m of body.matchAll(/\(([A-Z][A-Za-z&]{1,7})\)/g)) {
    const acronym = m[1]!.replace(/s$/, '');
    const before = body.slice(Math.max(0, m.index - 120), m.index).split(/\s+/).filter(Boolean);
    const phrase = spelledOut(acronym, before);
    if (phrase) yield [acronym.toLowerCase(), phrase];
  }
  for (const m of body.matchAll(/\b([A-Z]{2,8})\s+\(([^()]{3,80})\)/g)) {
    if (spelledOut(m[1]!, m[2]!.split(/\s+/))) yield [m[1]!.toLowerCase(), m[2]!.toLowerCase()];
  }
}

const SMALL = new Set(['of', 'and', 'for', 'the', 'to', 'in', 'on', '&', 'a']);

/** The last words of `words` whose initials (small words skipped) spell `acronym`, joined, or undefined. */
export function spelledOut(acronym: string, words: readonly string[]): string | undefined {
  const letters = acronym.toLowerCase().replace(/&/g, '');
  const parts = words.flatMap((w) => w.split(/-/)).map((w) => w.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean);
  let k = letters.length - 1;
  let i = parts.length - 1;
  const taken: string[] = [];
  while (i >= 0 && k >= 0 && taken.length < 12) {
    const w = parts[i]!.toLowerCase();
    if (w[0] === letters[k]) {
      taken.unshift(w);
      k--;
    } else if (SMALL.has(w) && taken.length > 0) taken.unshift(w);
    else return undefined;
    i--;
  }
  return k < 0 ? taken.join(' ') : undefined;
}

/** A short form in capitals, with its plural: "PM", "HSMs". */
const SHORT_FORM = /\b(\p{Lu}{2,6})s?\b/gu;

/** Not a word in capitals ("YES or NO"), nor a time's marker after its number ("5 PM"). */
const shortForm = (body: string, m: RegExpMatchArray): boolean => !isCommonWord(m[1]!.toLowerCase()) && !/\d\s?$/.test(body.slice(Math.max(0, m.index! - 2), m.index));

/** The initials of `body`'s capitalised multi-word phrases: "Data Protection Officer" → "dpo". */
function capitalisedInitials(body: string): Set<string> {
  // Each distinct phrase is spelt once: a vault repeats its names (a megabyte of one phrase is 120,000 matches).
  const phrases = new Set<string>();
  for (const m of body.matchAll(/\b[A-Z][\w-]*(?:\s+(?:of|and|&|for)?\s*[A-Z][\w-]*)+/g)) phrases.add(m[0]);
  const keys = new Set<string>();
  for (const phrase of phrases) {
    const key = phrase.split(/[\s-]+/).filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join('').toLowerCase();
    if (key.length >= 2) keys.add(key);
  }
  return keys;
}
