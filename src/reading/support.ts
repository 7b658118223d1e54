// Whether the vault supports a specific a reply states, and how sure vouch is when it does not
// (design §3a). Supported: a vault passage states it — in any equivalent wording, or by plain
// arithmetic the reply says it did — about the same thing, "the same thing" read from the content
// words around it on both sides, rare words counting most. Unsupported, for one of three reasons:
//   - contradicted: the passages about the same thing state another value of its kind;
//   - elsewhere: the vault states it only about something else;
//   - never: the vault never states it, in any form.
// Certain are a contradiction by a passage clearly about the same thing, and a value (not a bare
// number, not a name made of common words) the vault never states. The rest is uncertain: a
// warning, or a question to the judge — never a failure (precision first).
import { convert, isPhone, ROUNDING } from './specifics/index.js';
import { countedSum, derivable, derivableOnPremise, FOLLOWS, workingOf } from './derive.js';
import { firstNumber, workedResults } from './equation.js';
import { copiedFrom, copiedName, copiedOver } from './frames.js';
import { columnNaming, countsRows, countsSteps, headerWritten, rowCounts, namedCell, otherRow, overlap } from './row-claims.js';
import { firstCell, labelMatch } from './subject.js';
import { fold, isPerson, roleHoldings } from './roles.js';
import { TITLES } from './tables/courtesy.js';
import { PEOPLE_COUNT_WORDS, PEOPLE_NOUNS } from './tables/counted.js';
import { NEGATORS } from './tables/stance.js';
import { PERIOD_NAMES } from './tables/frequency.js';
import { WEEKDAYS } from './tables/calendar.js';
import { regexLiteral } from '../core/index.js';
import { MINUTES_A_MONTH } from './same-value.js';
import { numberKey } from './numbers.js';
import { affirms } from './stance.js';
import { boundOf, rangePartner } from './limits.js';
import type { Occurrence, StatedPassage, Statements } from './statements.js';
import type { Claim } from './claim.js';
import type { Specific } from './types.js';
import { containsPhrase, contentStems, isCommonWord } from './words.js';

export { containsPhrase } from './words.js';
export { labelMatch } from './subject.js';

export type { Claim, SaidWith } from './claim.js';

export type Why = 'contradicted' | 'elsewhere' | 'never';

export type Support =
  | { readonly supported: true; readonly files: readonly string[] }
  | {
      readonly supported: false;
      readonly why: Why;
      /** vouch is sure: a failure under `grounding: fail`. Otherwise a warning or a question to the judge. */
      readonly certain: boolean;
      /** In words, naming what the vault says instead and where. */
      readonly reason: string;
      /** For a contradiction: the passage that states the other value. */
      readonly passage?: StatedPassage;
      /** For a contradiction: how much of what the claim is about the rival's passage holds, and the claimed value's best one. */
      readonly cover?: { readonly rival: number; readonly claimed: number };
    };

/** How much a shared label ("Tier 1" on both sides) adds to how well a vault value fits: about a rare word's weight. */
const LABEL_FIT = 4;
/** How much better a rival must fit than the claimed value to contradict it. */
const MARGIN = 1.2;
/** A contradiction is certain when the rival's passage holds at least this share of what the claim is said about. */
const CERTAIN_COVER = 0.45;

interface Fit {
  readonly close: number;
  readonly broad: number;
  readonly wide: number;
}

export function supportOf(claim: Claim, st: Statements): Support {
  const found = read(claim, st);
  // Worked out on a premise of the reply's own ("the Friday before", "twelve years later"): not surely wrong.
  if (found.supported || !found.certain || !onPremise(claim)) return found;
  return { ...found, certain: false, reason: `${found.reason} — unless the reply's own working holds, from a premise the vault does not state` };
}

function onPremise(claim: Claim): boolean {
  const working = workingOf(claim.sentenceText);
  return working !== undefined && derivableOnPremise(claim.specific, claim.inputs, working);
}

function read(claim: Claim, st: Statements): Support {
  const s = claim.specific;
  if (claim.offCalendar) return offCalendar(claim, claim.offCalendar, st);
  if (presenceKind(s)) {
    const present = presence(claim, st);
    if (!present.supported) return present;
    // A real person given a role the vault gives someone else: "The Chief Mechanical Engineer is Dennis Marrow".
    const role = s.kind === 'name' ? (roleOfAnother(claim, st) ?? dutyOfAnother(claim, st)) : undefined;
    if (role) return role;
    // A clause copied whole from the vault with another name in it: "Margaret Olsen runs our Thameside stand and the Lowbridge fairs".
    const copied = s.kind === 'name' && !s.weak ? copiedName(claim, st) : undefined;
    if (copied) return tableSays(claim, copied, st, true);
    // Stated in a table, in a row the claim does not name, while it names another: "Hannah drives the Toyota Yaris".
    const row = otherRow(claim, s.keys.flatMap((k) => st.byKey.get(k) ?? []).map((i) => st.occurrences[i]!), st);
    if (row) return tableSays(claim, row, st);
    // A code or label of a series the vault states ("Stage 2", "P9"), said of what the vault states another of clearly more so.
    // Not where the sentence weighs it against others of its series ("on Tier 2 or Tier 3"), nor where it denies something of it.
    // An e-mail address or a telephone number is one of the vault's contact points, each for a purpose: said of another's purpose, it is contradicted too.
    const contact = s.kind === 'email' ? 'email' : isPhone(s) ? 'phone' : undefined;
    // Nor in a reply's table row, whose first cell names the row rather than says something of it.
    if (!(contact || (s.dimension && (s.kind === 'identifier' || s.label))) || !claim.saidWith.alone || negated(claim.sentenceText) || claim.sentenceText.includes('|')) return present;
    const asValue = stating(contact ? { ...claim, specific: { ...s, dimension: contact } } : claim, st);
    return !asValue.supported && asValue.why === 'contradicted' && asValue.certain ? asValue : present;
  }
  return stating(claim, st);
}

/**
 * "29 March 2025 is a Friday" when the calendar says Saturday: contradicted by the calendar, surely —
 * unless the vault writes that weekday beside that date itself, when the reply only copies its slip.
 */
function offCalendar(claim: Claim, { date, weekday }: { date: Specific; weekday: number }, st: Statements): Support {
  const written = claim.specific.text.toLowerCase();
  // …written right beside it there: "Thursday 30 May 2025", "Thursday, 30 May 2025", "30 May 2025 (a Thursday)".
  const [before, after] = [new RegExp(`\\b${regexLiteral(written)}\\W{1,3}$`), new RegExp(`^\\W{1,8}(?:a\\s+)?${regexLiteral(written)}(?!\\w)`)];
  const beside = (o: Occurrence): boolean => {
    const text = st.passages[o.passage]!.text.toLowerCase();
    return before.test(text.slice(Math.max(0, o.specific.start - written.length - 3), o.specific.start)) || after.test(text.slice(o.specific.end, o.specific.end + written.length + 12));
  };
  const copied = date.keys.some((k) => (st.byKey.get(k) ?? []).some((o) => beside(st.occurrences[o]!)));
  const day = Object.keys(WEEKDAYS).find((w) => WEEKDAYS[w] === weekday && w.length > 4)!;
  const reason = `"${date.text}" falls on a ${day[0]!.toUpperCase()}${day.slice(1)}, not a ${claim.specific.text}, by the calendar`;
  return unsupported(claim, 'contradicted', !copied, copied ? `${reason} (the vault writes them together too)` : reason);
}

/** Whether a sentence has a word that denies: then what it says of a label may be what is not so of it. */
const negated = (text: string): boolean => text.toLowerCase().split(/[^\p{L}'’]+/u).some((w) => NEGATORS.has(w.replace(/’/g, "'")));

function stating(claim: Claim, st: Statements): Support {
  const s = claim.specific;
  const subject = subjectOf(claim);
  const fit = (o: Occurrence): Fit => fitOf(claim, subject, o, st);
  const candidates = candidatesOf(s, st);
  if (claim.anchors) return foreign(claim, candidates, st);
  // A sentence that says nothing but the value ("Version 2.1.") is about whatever states it.
  if (candidates.length > 0 && claim.near.size === 0 && subject.size === 0 && claim.sentence.size === 0) return stated(candidates, st);
  // Said again in other words after itself ("Fourteen calendar days, so two weeks"): the first saying is the claim.
  if (claim.restated && candidates.length > 0) return { supported: true, files: [] };
  const about = candidates.filter((o) => {
    const f = fit(o);
    return f.close + f.broad > 0;
  });
  const mine = best(about, fit);
  // In the row that states the claimed value, a value in the column the claim names by its label is the rival, however the words fit ("Timetable C" over "Timetable B").
  const labelled = mine && st.passages[mine.o.passage]!.kind === 'row' ? columnNamed(claim, mine.o, st) : undefined;
  const rival = labelled ? { o: labelled, fit: fit(labelled) } : rivalOf(claim, fit, st);
  // Stated about the same thing, and nothing states another value of it clearly more so — in a
  // table row, the column whose header the claim names decides ("on a Concession card").
  // A rival in the very table row that states the claimed value wins only by its column: the row says both of its subject.
  // (A cell cut from its header at its own ";" is in no column: then the words decide, as in prose.)
  const sameRow = rival !== undefined && mine !== undefined && rival.o.passage === mine.o.passage && st.passages[mine.o.passage]!.kind === 'row' && mine.o.header !== undefined;
  const beaten = rival !== undefined && mine !== undefined && (otherColumn(claim, mine.o, rival.o, st) || (!sameRow && clearlyBetter(rival.fit, mine.fit)));
  if (mine && !beaten) {
    // Stated only in documents the reply does not cite, but worked out from its own values ("so until 8pm for a 7.30pm concert"): its working is its source.
    if (claim.cited.size > 0 && !about.some((o) => claim.cited.has(st.passages[o.passage]!.file)) && derived(claim, st)) return { supported: true, files: [] };
    // In tables, when a row fits best and what prose states it fits less: "Tier 1 … pays 30 days", where 30 days is Tier 2's row.
    const inRows = st.passages[mine.o.passage]!.kind === 'row' ? about.filter((o) => st.passages[o.passage]!.kind === 'row' || fit(o).close >= mine.fit.close || fit(o).broad > mine.fit.broad) : about;
    const row = otherRow(claim, inRows, st);
    // A value the reply works out from the row ("the Band D fee is $110, so half of it, $55") is no claim the row contradicts.
    if (row) return derived(claim, st) ? { supported: true, files: [] } : tableSays(claim, row, st);
    // The reply's clause is another value's, copied word for word, and what states the claimed value frames it less.
    const copied = copiedFrom(claim, candidates, st);
    if (copied && !derived(claim, st)) return tableSays(claim, copied, st, true);
    return stated(about, st);
  }
  if (derived(claim, st)) return { supported: true, files: [] };
  // Worked out in its sentence from amounts that do not come to it: its own working contradicts it, wherever else the vault states it.
  if (workedWrong(claim)) return unsupported(claim, 'contradicted', true, `"${claim.specific.text}" is worked out from values its sentence gives, and they do not come to it`);
  // Counted out in its own sentence, where the vault states no other value of its kind for it.
  if (!rival && (weekdaysCounted(claim) || countsListed(claim) || countOfList(claim, st))) return { supported: true, files: [] };
  // Stated only in rows the claim does not name, while it names the row that says otherwise: certain, however few words it shares.
  // (As above, in tables only rows, and prose that fits as well as the best row: a prose mention elsewhere does not unname the row.)
  const stating = mine && st.passages[mine.o.passage]!.kind === 'row' ? about.filter((o) => st.passages[o.passage]!.kind === 'row' || fit(o).close >= mine.fit.close || fit(o).broad > mine.fit.broad) : candidates;
  const row = candidates.length > 0 ? otherRow(claim, stating, st) : undefined;
  if (row) return tableSays(claim, row, st);
  // Counted from a cited table's rows ("four teams"), where nothing states another count of it.
  if (!rival && (countsRows(claim, st) || countsSteps(claim, st))) return { supported: true, files: [] };
  // A table cell whose row and column the claim names states it: the table says so, whatever else fits the words better.
  const cell = rival && candidates.length > 0 ? namedCell(claim, candidates, st) : undefined;
  if (cell) return stated([cell], st);
  // Never stated anywhere, in any form: as sure as a value with no rival at all, whatever the rival's fit.
  // By column too where the rival's own row states the claimed value under a column the claim does not name: "£160 for a
  // violin" against "Violin / viola: £95; Cello: £160", though £160 fits another row's violin price.
  if (rival) {
    const column = [...(mine ? [mine.o] : []), ...candidates.filter((o) => o.passage === rival.o.passage && o !== mine?.o)].some((o) => otherColumn(claim, o, rival.o, st));
    return contradicted(claim, rival, mine, candidates, about, subject, st, column);
  }
  // (A month the vault writes alone, under a year, states a month of that year only about what it fits: else it says nothing of it.)
  const other = candidates.find((o) => !(s.keys[0]?.startsWith('ym:') && o.specific.keys[0]?.startsWith('mon:')));
  if (other) {
    const p = st.passages[other.passage]!;
    return unsupported(claim, 'elsewhere', false, `the vault states "${other.specific.text}" only about something else: "${excerpt(p.text)}" (${where(p)})`);
  }
  // An age the vault never writes may be one it writes otherwise ("17-year-olds", "under-16s"): a warning.
  // A bare number is as often talk as fact, but a long figure whose digits the vault never writes is no talk.
  const figure = unwrittenFigure(claim, st);
  return unsupported(figure ? { ...claim, specific: { ...s, weak: undefined } } : claim, 'never', surelyNever(claim, st), `the vault never states "${s.text}"`);
}

/**
 * Whether a value the vault never states, with no rival of its kind, is surely not so. Not an age
 * (vaults write ages every way: "17-year-olds", "under-16s"), nor a count of something no other count
 * of the vault counts whose number the vault does state: such a count is worded freely ("a 12-person
 * group", "six exercises", "3 adds") and often worked out.
 */
function surelyNever(claim: Claim, st: Statements): boolean {
  const s = claim.specific;
  // A ratio the vault never writes as one it may say in words no rule reads as a ratio ("each adult supervises at most eight children").
  if (s.unit === 'n:age' || s.dimension === 'ratio') return false;
  // A day of every month the vault may write in words ("on the first day of every month"): only another day contradicts it.
  if (s.unit === 'dom') return false;
  const counted = s.kind === 'number' && s.unit?.startsWith('n:') === true && s.unit !== 'n:' && s.value !== undefined;
  if (!counted) return true;
  // …stated as a count or a bare number, not inside a duration or an amount ("12 months" states no 12 of anything).
  const stated = (st.byKey.get(`n:${numberKey(s.value!)}`) ?? []).some((i) => st.occurrences[i]!.specific.unit?.startsWith('n:'));
  return !stated;
}

/**
 * A bare figure of four digits or more whose digits the vault never writes, however grouped: a
 * reference, count or code no passage has ("FRN 927451", "text 84268"), or a year it never gives
 * ("built in 1790"). Not a year the reader takes for a date (19xx, 20xx: dates say that), nor a clock time
 * ("open 0900 to 1730"), nor a figure its sentence may work out ("40 lengths of a 25 m pool come to
 * 1000"). A telephone number is looked for without its trunk 0 too (the vault may write "+44 161 …").
 * (Over 107 labelled sets: 24 inventions, no faithful answer.)
 */
function unwrittenFigure(claim: Claim, st: Statements): boolean {
  const s = claim.specific;
  // The user's own figure is theirs to have written: "Our bulk carrier is 15,000 gross tonnes" — "15,000 GT falls in Band 4".
  if (s.kind !== 'number' || s.unit !== 'n:' || !/^\d[\d,]*$/.test(s.text) || (claim.fromUser && !claim.affirmed)) return false;
  const digits = s.text.replace(/,/g, '');
  const at = Math.max(0, claim.sentenceText.indexOf(s.text));
  const [before, after] = [claim.sentenceText.slice(0, at), claim.sentenceText.slice(at + s.text.length)];
  if (digits.length < 4 || (digits.length === 4 && (/^(?:19|20)\d\d$/.test(digits) || clockTime(digits, before, after, st)))) return false;
  if (WORKING.test(before) || TOTAL_AFTER.test(after) || EXAMPLE_BEFORE.test(before)) return false;
  return !st.writesDigits(digits) && !(digits.startsWith('0') && digits.length >= 10 && st.writesDigits(digits.slice(1)));
}

/** "0900", "1730": a time of day, where the vault writes it with a colon or the reply says it is one ("open 0900 to 1730"). */
function clockTime(digits: string, before: string, after: string, st: Statements): boolean {
  if (!hhmm(digits)) return false;
  if (st.byKey.has(`time:${Number(digits.slice(0, 2))}:${Number(digits.slice(2))}`)) return true;
  const next = CLOCK_RANGE.exec(after);
  const previous = CLOCK_RANGE_END.exec(before);
  return CLOCK_BEFORE.test(before) || /^\s*(?:hrs|hours|h)\b/i.test(after) || (next !== null && hhmm(next[1]!)) || (previous !== null && hhmm(previous[1]!));
}

const hhmm = (digits: string): boolean => Number(digits.slice(0, 2)) <= 23 && Number(digits.slice(2)) <= 59;

const CLOCK_BEFORE = /\b(?:at|until|till|opens?|closes?|between|after|before)\s+$/i;
/** "0900 to 1730": a range to another time of day, and its second end after one. */
const CLOCK_RANGE = /^\s*(?:to|until|till|-|–)\s*(\d{4})\b/i;
const CLOCK_RANGE_END = /\b(\d{4})\s*(?:to|until|till|-|–)\s*$/i;

/** "for example it might look like 4821": an example, no claim of the vault's. */
const EXAMPLE_BEFORE = /\b(?:for example|for instance|e\.g\.|such as|looks? like)\b[^.;]{0,40}$/i;

/** Working right before a figure: "comes to 1000", "so 1500", "40 × 25 = 1000" (not a "*" of Markdown bold). */
const WORKING = /\b(?:comes? to|works? out(?: at| to)?|adds? up to|that makes|which makes|equals?|multiplied by|so)\s+(?:about\s+|roughly\s+)?$|\d\s*[×*=x]\s*\d[^.;]*$|\d\s*times\s*\d[^.;]*$/i;
/** "1000 in total", "1200 altogether": a total given after the figure. */
const TOTAL_AFTER = /^\s*(?:\w+\s+)?(?:in total|in all|altogether|all told)\b/i;

const presenceKind = (s: Specific): boolean => s.kind === 'name' || s.kind === 'email' || s.kind === 'url' || s.kind === 'identifier' || s.kind === 'version' || s.label === true;

/** Its clause's stems, or also its sentence's and the question's when the clause has too few to say what it is about. */
function subjectOf(claim: Claim): Set<string> {
  const own = claim.specific.text.toLowerCase();
  const clause = new Set([...claim.clause].filter((w) => !own.includes(w)));
  if (clause.size >= 2) return clause;
  return new Set([...claim.sentence, ...claim.question, ...clause].filter((w) => !own.includes(w)));
}

function fitOf(claim: Claim, subject: ReadonlySet<string>, o: Occurrence, st: Statements): Fit {
  const labels = labelMatch(claim.labels, o.labels);
  // A value stated under another label of the same series ("Tier 2" for a "Tier 1" claim) is about something else.
  if (labels < 0) return { close: 0, broad: 0, wide: 0 };
  const around = st.passages[o.passage]!.around;
  return {
    close: 2 * overlap(claim.near, o.near, st) + overlap(claim.near, around, st) + labels * LABEL_FIT,
    broad: overlap(subject, around, st),
    wide: overlap(claim.sentence, around, st),
  };
}


/** A day's ordinal written alone: "16th". */
const ORDINAL = /^\d{1,2}(?:st|nd|rd|th)$/i;

/**
 * Whether `text` names `year` as the one year it is of: "2024" in "Whale sighting rate 2024" or "2024 season" —
 * not two years or a run of them ("2024–2025 season", "2024-25"), nor a year something runs from or to ("since 2019"),
 * nor digits of a name ("ISO 27001:2022").
 */
function onlyYear(text: string, year: string): boolean {
  const years = new Set([...text.matchAll(YEAR)].map((m) => m[1]!));
  return years.size === 1 && years.has(year) && !RUN_OF_YEARS.test(text);
}

/** A row's column headers, without its cells: the year of "Whale sighting rate 2024: 84%", not of "Opened: 2019". */
const rowHeaders = (row: string): string => row.split('; ').map((cell) => cell.slice(0, Math.max(0, cell.indexOf(':')))).join('; ');

const YEAR = /(?<![\d:./–—-])((?:19|20)\d\d)(?![\d/–—-])/g;
/** A year said as an end: "since 2019", "from 2024", "until 2026"; or a year's run to another, "2024–25". */
const RUN_OF_YEARS = /\b(?:since|from|until|till|before|after|by|to|through)\s+(?:19|20)\d\d\b|(?:19|20)\d\d\s*(?:[–—/-]|to)\s*\d/i;

/**
 * The vault's occurrences of the value, in any wording: by key, and for measures converted from
 * another unit at the precision the reply writes ("2.2 lb" for 1 kg, "100.9 °F" for 38.3 °C).
 * A count must count the same thing: "5 regions" is not "5 engineers".
 */
function candidatesOf(s: Specific, st: Statements): Occurrence[] {
  const seen = new Set<number>();
  const out: Occurrence[] = [];
  const push = (i: number): void => {
    const o = st.occurrences[i]!;
    if (!seen.has(i) && sameThing(s, o, st)) out.push(o);
    seen.add(i);
  };
  for (const k of s.keys) for (const i of st.byKey.get(k) ?? []) push(i);
  // A rate the vault states without its period ("0.67 mL" in a table of daily volumes for "0.67 mL a day").
  for (const k of s.keys) {
    const slash = k.indexOf('/');
    if (slash > 0) for (const i of st.byKey.get(k.slice(0, slash)) ?? []) if (!st.occurrences[i]!.specific.unit?.includes('/')) push(i);
  }
  if (s.value !== undefined && s.unit && s.dimension && (s.precision ?? 0) > 0) {
    for (const i of (st.byDimension.get(s.dimension) ?? []).slice(0, MOST_CONVERTED)) {
      const o = st.occurrences[i]!;
      const v = o.specific.value !== undefined && o.specific.unit ? (convert(o.specific.value, o.specific.unit, s.unit) ?? roughly(s, o.specific)) : undefined;
      if (v !== undefined && Math.abs(v - s.value) <= converted(s) + 1e-9) push(i);
    }
  }
  // A full date the vault writes without its year, in a document that names the year: "30 June" in the 2025 timetable.
  if (s.kind === 'date' && s.keys[0]?.startsWith('date:')) {
    const [y, m, d] = s.keys[0].slice(5).split('-');
    // (Not a date written with another year: "1 April 2025" is no "1 April 2024", whatever else its document says of 2024.)
    for (const i of st.byKey.get(`md:${m}-${d}`) ?? []) if (st.occurrences[i]!.specific.unit === 'md' && st.texts.get(st.passages[st.occurrences[i]!.passage]!.file)?.includes(y!)) push(i);
  }
  // A day of the month the vault writes as its ordinal alone: "the 16th of each month" where it says "on the 16th".
  // (In a passage that speaks of months: "ranked 15th in the region" is no day.)
  if (s.keys[0]?.startsWith('dom:')) for (const i of st.byKey.get(`n:${s.keys[0].slice(4)}`) ?? []) if (ORDINAL.test(st.occurrences[i]!.specific.text) && /\bmonth/i.test(st.passages[st.occurrences[i]!.passage]!.text)) push(i);
  // A month of a year the vault writes as the month alone, in a passage whose words name the year: "August 2024" from the
  // row "August" of a table headed "Whale sighting rate 2024", or under the heading "2024 season".
  if (s.kind === 'date' && s.keys.length === 1 && s.keys[0]!.startsWith('ym:')) {
    const [y, m] = s.keys[0]!.slice(3).split('-');
    for (const i of st.byKey.get(`mon:${m}`) ?? []) {
      const o = st.occurrences[i]!;
      const p = st.passages[o.passage]!;
      if (o.specific.keys.length === 1 && o.specific.keys[0] === `mon:${m}` && ((p.kind === 'row' && onlyYear(rowHeaders(p.text), y!)) || onlyYear(p.heading, y!))) push(i);
    }
  }
  return out;
}

/**
 * A period said to be rounded ("roughly two months") against one in other units: a month is about
 * 30.4 days. Never for a value given exactly — "30 days" and "1 month" stay different values.
 */
function roughly(s: Specific, x: Specific): number | undefined {
  if (s.value === undefined || x.value === undefined || (s.precision ?? 0) < s.value * 0.02) return undefined;
  const months = { 'dur:mon|dur:min': MINUTES_A_MONTH, 'dur:min|dur:mon': 1 / MINUTES_A_MONTH } as Record<string, number>;
  const factor = months[`${x.unit}|${s.unit}`];
  return factor === undefined ? undefined : x.value * factor;
}

/**
 * How far a value converted from another unit may be from the claim: the precision the reply
 * writes, but never more than a value said to be rounded may be off. "2.2 lb" is 1 kg; "1 cm" is
 * not 5 mm, though 0.5 cm rounds to it — a reader takes an unmarked figure as meant.
 */
const converted = (s: Specific): number => Math.min(s.precision!, Math.abs(s.value!) * ROUNDING);

/** Values of one dimension converted at most: a bound on what a vault of thousands of weights costs per claim. */
const MOST_CONVERTED = 2000;

function sameThing(s: Specific, o: Occurrence, st: Statements): boolean {
  if (s.kind !== 'number' || !s.unit?.startsWith('n:') || s.unit === 'n:' || o.specific.unit === s.unit) return true;
  // Vaults write ages bare in ranges ("Adult (18 to 64)", "65 and over"), or in years ("17 years old"): either states an age.
  if (s.unit === 'n:age' && (o.specific.unit === 'n:' || o.specific.unit === 'dur:mon')) return true;
  // "fifteen degrees" and "15°C": matched on a measure, not on the bare number, it is that measure.
  if (s.keys.some((k) => !k.startsWith('n:') && o.specific.provides.includes(k))) return true;
  const noun = s.unit.slice(2).split('/')[0]!;
  const own = st.passages[o.passage]!.own;
  // "eight people" and "Group size: up to 8": a count of people, whatever each calls it — in a row, by
  // the header of the number's own column, not any word in the row.
  // In prose, a bare number in a passage that counts people ("a maximum of 180 … 40 people standing"), not one that counts another thing ("3 studios").
  const said = o.header ?? (o.specific.unit === 'n:' ? own : o.near);
  if (PEOPLE_NOUNS.has(noun) && PEOPLE_COUNT_WORDS.some((words) => words.every((w) => said.has(st.stem(w))))) return true;
  // In the passage's stems: "day" is "dai" there, and "engineers" may be "engineering staff".
  return own.has(st.stem(noun)) || [...own].some((w) => w.startsWith(noun.slice(0, Math.max(3, noun.length - 2))));
}

/**
 * The vault occurrence of another value of the same dimension that the claim's words fit best: what
 * the vault says instead, when it fits clearly better than the claimed value. Rivals come from the
 * cited documents (or, when none is cited, anywhere), and are never a value the reply's sentence
 * also gives ("from version 11.4 to 12.0").
 */
function rivalOf(claim: Claim, fit: (o: Occurrence) => Fit, st: Statements): { o: Occurrence; fit: Fit } | undefined {
  const s = claim.specific;
  if (!s.dimension || s.dimension === 'n:') return undefined;
  const keys = new Set(s.keys);
  const limited = boundsApply(claim);
  const rivals = [...(st.byDimension.get(s.dimension) ?? []).map((i) => st.occurrences[i]!), ...periodHeaded(s.dimension, st)]
    .filter((o) => (claim.cited.size === 0 || claim.cited.has(st.passages[o.passage]!.file) || labelMatch(claim.labels, o.labels) > 0) && !o.specific.provides.some((k) => keys.has(k) || claim.alongside.has(k)) && !withinPrecision(s, o.specific) && !(limited && withinBound(s, o, st)));
  const rival = best(rivals, fit);
  return rival && rival.fit.close + rival.fit.wide > 0 ? rival : undefined;
}

/**
 * For a rate ("£45 a year"), the amounts the vault states under a word for its period, without the
 * period in the amount itself: "Annual fee: £95", "Rate per hour: £110". (Any amount stated without a
 * period measured three false alarms in ten: an excess or a charge in the same row is no rate.) The
 * period is named in the cell's header or the table's heading ("Monthly prices by site").
 */
function periodHeaded(dimension: string, st: Statements): Occurrence[] {
  const slash = dimension.indexOf('/');
  const named = slash > 0 ? PERIOD_WORDS.get(dimension.slice(slash + 1)) : undefined;
  if (!named) return [];
  return (st.byDimension.get(dimension.slice(0, slash)) ?? []).map((i) => st.occurrences[i]!).filter((o) => o.header !== undefined && (named.test(cellBefore(st.passages[o.passage]!.text, o.specific.start)) || named.test(st.passages[o.passage]!.heading)));
}

/** Each period's words as one pattern: an adjective, or its noun after "per", "a" or "each". */
const PERIOD_WORDS = new Map(Object.entries(PERIOD_NAMES).map(([key, { adjectives, noun }]) => [key, new RegExp(`\\b(?:${adjectives.join('|')}|(?:per|a|an|each|every) ${noun})\\b`, 'i')]));

/** A row's text from the start of the cell that holds `at` up to it: its header and what comes before the value. */
const cellBefore = (row: string, at: number): string => row.slice(row.lastIndexOf(';', at) + 1, at);

/**
 * A limit the vault states is no rival to a value inside it: "10% of the charge" against "credits
 * never exceed 50%", "aged 21" against "at least 18". (Outside it, it still is.)
 */
function withinBound(s: Specific, o: Occurrence, st: Statements): boolean {
  if (s.value === undefined || o.specific.value === undefined || !s.unit || !o.specific.unit) return false;
  const v = convert(o.specific.value, o.specific.unit, s.unit);
  if (v === undefined) return false;
  const { bound, other } = st.limitOf(o);
  if ((bound === 'upper' && s.value <= v) || (bound === 'lower' && s.value >= v)) return true;
  // One end of a range the value lies in: "ages 5 to 15" is no rival to "aged 10".
  return other !== undefined && s.value >= Math.min(v, other) && s.value <= Math.max(v, other);
}

/** Whether a claim is one a limit in the vault may hold: an amount, share, count or age stated as an instance, not a period or a limit itself. */
function boundsApply(claim: Claim): boolean {
  const s = claim.specific;
  // Not for periods, dates or times: "book 72 hours ahead" against "at least 48 hours before" states the rule, not an instance inside it.
  if (!(s.kind === 'number' || s.kind === 'money' || s.kind === 'percentage') || s.value === undefined || !s.unit) return false;
  // A ratio's "at least 1 … per 50 workers" bounds the one, not the fifty.
  if (s.dimension === 'ratio') return false;
  // A limit claimed ("refunds within 5 working days") is a claim about the limit itself: another limit contradicts it.
  const lower = claim.sentenceText.toLowerCase();
  const at = lower.indexOf(s.text.toLowerCase());
  // …and so is a range claimed ("serve at 7–10 °C").
  return boundOf(lower, at, s.text.length) === undefined && (at < 0 || rangePartner(lower, at, at + s.text.length) === undefined);
}


/** A value that rounds to the claimed one is no rival to it ("about 25%" and 24.6%). */
function withinPrecision(s: Specific, x: Specific): boolean {
  if (s.value === undefined || x.value === undefined || !s.unit || !x.unit) return false;
  const v = convert(x.value, x.unit, s.unit);
  return v !== undefined && Math.abs(v - s.value) <= (s.precision ?? 0) + 1e-9;
}

/** In one table row, the rival's column header is named by the claim and the claimed value's is not. */
function otherColumn(claim: Claim, mine: Occurrence, rival: Occurrence, st: Statements): boolean {
  if (mine.passage !== rival.passage || !mine.header || !rival.header) return false;
  // A header word the row's first column shares names the table's subject, not a column: "claim" in
  // "Type of claim | When you can claim | Deadline".
  const row = st.passages[mine.passage]!.text;
  const first = firstCell(row);
  const subject = first.colon > 0 ? new Set(contentStems(row.slice(first.start, first.start + first.colon), st.stem)) : new Set<string>();
  const namedOf = (header: ReadonlySet<string>): string[] => [...header].filter((w) => !subject.has(w) && (claim.sentence.has(w) || claim.near.has(w)));
  // …unless the claimed value's own cell says beside it every word of that header the claim names: "Technology: …, high voltage
  // up to 40 V" against "Core voltage: 1.5 V" (not "weekend rate £800" against "Weekday rate", for "the rate for weekdays").
  const named = namedOf(rival.header);
  if (named.length > 0 && namedOf(mine.header).length === 0 && !named.every((w) => mine.near.has(w))) return true;
  // Headers that share words are told apart by those each has and the other lacks, said next to the value: "£75 when filed
  // online" is under "Official fee on paper", not "Official fee online".
  const [theirsOnly, oursOnly] = [[...rival.header].filter((w) => !mine.header!.has(w)), new Set([...mine.header].filter((w) => !rival.header!.has(w)))];
  const namedNext = theirsOnly.filter((w) => !subject.has(w) && claim.near.has(w) && !namedAgainst(claim.sentenceText, w, st.stem));
  const oursNamed = namedOf(oursOnly).filter((w) => !namedAgainst(claim.sentenceText, w, st.stem));
  if (namedNext.length > 0 && oursOnly.size > 0 && oursNamed.length === 0 && !namedNext.every((w) => mine.near.has(w))) return true;
  // Written where the value is said, while the claimed value's header is nowhere in the sentence ("£7.50 is the Recliner price
  // on a Tuesday, and also the Standard Off-Peak price" names Off-Peak for the other value).
  if (headerWritten(claim, rival, row, 'said with') && !headerWritten(claim, mine, row, 'sentence')) return true;
  // By a measure: "£560 for up to two hours", where £560 is under "Up to 3 hours" and "Up to 2 hours" holds £450 — unless the
  // reply states that value too, and so says whose the measure is ("£640 for up to 3 hours, and £55 for each extra half hour").
  const [theirs, ours] = [columnNaming(claim, rival, row), columnNaming(claim, mine, row)];
  if (theirs.byMeasure && !statedAlongside(claim, rival) && !ours.byMeasure) return true;
  return theirs.byLabel && !ours.byLabel;
}

/** Whether every time the sentence writes a word of this stem, a word just before it sets it apart: "when not filed online", "rather than online", "outside the weekend" (not "isn't any cheaper online"). */
function namedAgainst(sentence: string, stem: string, stemOf: (w: string) => string): boolean {
  const words = sentence.toLowerCase().split(/[^\p{L}'’]+/u).filter(Boolean);
  const at = words.flatMap((w, k) => (stemOf(w) === stem ? [k] : []));
  return at.length > 0 && at.every((k) => words.slice(Math.max(0, k - AGAINST_REACH), k).some((w) => SETS_APART.has(w) || /n['’]t$/.test(w)));
}

const AGAINST_REACH = 2;
/** Words that set what follows apart from what is said: "not", "rather than", "outside", "except". */
const SETS_APART: ReadonlySet<string> = new Set(['not', 'never', 'no', 'than', 'outside', 'except', 'unless', 'instead', 'without', 'excluding', 'besides', 'beyond']);

/**
 * Another value in the row that states the claimed one, written as the vault writes it (a "£1.20"
 * cell is the rival of "£2.50 per minute"), in the column whose header's label the claim states and
 * the claimed value's column lacks: "in Zone 3 … £2.50 per minute", where £2.50 is Zone 4's. (By
 * header words alone it failed 32 faithful answers over the written-apart sets: "months", "hours".)
 */
function columnNamed(claim: Claim, mine: Occurrence, st: Statements): Occurrence | undefined {
  const row = st.passages[mine.passage]!.text;
  if (!mine.header) return undefined;
  const ours = columnNaming(claim, mine, row);
  if (ours.byLabel || ours.byMeasure) return undefined;
  const named = (o: Occurrence): boolean => {
    const theirs = columnNaming(claim, o, row);
    return theirs.byLabel || (theirs.byMeasure && !statedAlongside(claim, o));
  };
  return st.occurrencesIn(mine.passage)
    .map((i) => st.occurrences[i]!)
    .find((o) => o !== mine && o.header !== undefined && o.specific.dimension === mine.specific.dimension && !o.specific.provides.some((k) => claim.specific.keys.includes(k) || mine.specific.provides.includes(k)) && named(o));
}

/** The reply states that cell's value too, and so says whose its column's measure is. */
const statedAlongside = (claim: Claim, o: Occurrence): boolean => o.specific.provides.some((k) => claim.alongside.has(k));

/** Words next to the value decide; when they fit both about as well, the whole sentence does. */
function clearlyBetter(rival: Fit, mine: Fit): boolean {
  const closer = rival.close > mine.close * MARGIN + 0.01;
  const tied = rival.close * MARGIN >= mine.close && mine.close * MARGIN >= rival.close;
  return closer || (tied && rival.wide > mine.wide * MARGIN + 0.01);
}

const order = (a: Fit, b: Fit): number => a.close - b.close || a.wide - b.wide;

function best<T>(items: readonly T[], fit: (t: T) => Fit): { o: T; fit: Fit } | undefined {
  let top: { o: T; fit: Fit } | undefined;
  for (const o of items) {
    const f = fit(o);
    if (!top || order(f, top.fit) > 0) top = { o, fit: f };
  }
  return top;
}

/**
 * A contradiction is certain when the rival's passage holds most of what the claim is said about
 * (or the same label), and fits far better than anything that states the claimed value.
 */
function contradicted(claim: Claim, rival: { o: Occurrence; fit: Fit }, mine: { o: Occurrence; fit: Fit } | undefined, candidates: readonly Occurrence[], about: readonly Occurrence[], subject: ReadonlySet<string>, st: Statements, column: boolean): Support {
  const nowhere = candidates.length === 0;
  const p = st.passages[rival.o.passage]!;
  const said = new Set([...claim.near, ...subject]);
  let total = 0;
  for (const w of said) total += st.weight(w);
  const cover = (o: Occurrence): number => (total === 0 ? 0 : overlap(said, st.passages[o.passage]!.around, st) / total);
  const theirs = cover(rival.o);
  // The claimed value's passage that holds most of it: the words next to a value pick the best fit,
  // but a table row states its value under a header, away from the words that say what it is about.
  let ours = 0;
  for (const o of about) ours = Math.max(ours, cover(o));
  const sameLabelOf = (o: Occurrence): boolean => labelMatch(claim.labels, o.labels) > 0;
  const sameLabel = sameLabelOf(rival.o);
  // In one table row, the claim names the rival's column and not the claimed value's ("Essential
  // covers £500" where £500 is the Standard column's): the row says which, however much both cover.
  // A passage that states the claimed value too relates two values; which one the claim means is not sure, but by its column.
  // (Not where that passage says the claimed value under another label of the claim's series and the rival under the claim's own:
  // "Grade 5.0 means 99.999% pure, and Grade 4.8 means 99.998% pure.")
  const statesBoth = !column && claim.specific.keys.some((k) => (st.byKey.get(k) ?? []).some((i) => st.occurrences[i]!.passage === rival.o.passage && !(sameLabelOf(rival.o) && labelMatch(claim.labels, st.occurrences[i]!.labels) < 0)));
  // The more of the claim the rival's passage holds, the less it need lead by.
  const lead = theirs >= MOST_COVER ? SMALL_LEAD : CLEAR_LEAD;
  // The claim names the rival's row by its label and its column: the table says so, however few of its words the row holds.
  const clear = !statesBoth && !(mine && listedForAnother(claim, rival.o, st)) && ((column && sameLabel) || (theirs >= CERTAIN_COVER && (theirs - ours >= lead || column)) || (sameLabel && theirs >= LABELLED_COVER && theirs > ours && (!mine || labelMatch(claim.labels, mine.o.labels) <= 0)));
  // The other values the claim's clause states pin the rival's passage: "under 35 … 41% … across 412 cycles", where the
  // rival's row is "Under 35 | 412 | … | 38%" and no passage that states 41% states 412.
  // In a table row, the words next to the claimed value name the rival's column too: "6-hour" is no "Certificate valid for:
  // 3 years", and "against 29% across all ages" (in a sentence about a live birth rate) names no "Clinical pregnancy rate".
  // Rows only: a row's values say what it is about; prose values are as often another fact's ("09:00–13:00 on bank holiday Mondays").
  const headed = p.kind === 'row' && rival.o.header !== undefined && [...rival.o.header].some((w) => claim.near.has(w));
  const pinned = !clear && !statesBoth && theirs >= ours && theirs >= PINNED_COVER && headed && !inBracketPairs(claim) && pinnedBy(claim, rival.o, candidates, st);
  const framed = !clear && !pinned && copiedOver(claim, rival.o, candidates, st);
  const instead = `the vault says "${rival.o.specific.text}" for this: "${excerpt(p.text)}" (${where(p)})`;
  if (!clear && nowhere && claim.stance === 'asserted') return { ...unsupported(claim, 'never', claim.specific.unit !== 'n:age', `the vault never states "${claim.specific.text}"; ${instead}`, p), cover: { rival: theirs, claimed: ours } } as Support;
  // A small count in words is weak ("two options" is as often talk as fact), but against the count of the same thing the vault states it is a claim: "adds three visits", where the vault's top-up "adds two visits".
  // (Not a count joined to the noun it describes, "a two-digit year": that counts digits of something else.)
  // Nor a count of part of what the vault counts: "two new bins" against "three bins" (its qualifiers must be the rival's too).
  const counted = clear && claim.specific.weak === true && claim.specific.unit !== 'n:' && claim.specific.unit?.startsWith('n:') === true && rival.o.specific.dimension === claim.specific.dimension && !/^[\p{L}\d]+[-‐]/u.test(rival.o.specific.text) && sameQualifiers(claim.specific, rival.o.specific.text);
  // A weak value in a clause copied from the vault's is the vault's kind of value: "the woman's 45th birthday" for its "43rd".
  const found = unsupported(counted || framed ? { ...claim, specific: { ...claim.specific, weak: undefined } } : claim, 'contradicted', clear || pinned || framed, instead, p);
  return { ...found, cover: { rival: theirs, claimed: ours } } as Support;
}

/**
 * Prose that pairs values of the claim's kind with names ("spread: 1.00 m at Intro, 1.20 m at NEF90,
 * 1.40 m at Novice"), where the claim names another of its names than the rival's: the passage's
 * value for the claim's name is not the rival, so the rival is not sure (a table says which by its rows).
 * The names are the sentence's: which of them the value is said of is not sure either, hence a warning.
 * Only where something else states the claimed value about the claim's subject (a table's row): else the
 * passage's own value for the name says otherwise ("£45 for Intro and £60 for Novice" against "£50 for Novice").
 */
function listedForAnother(claim: Claim, rival: Occurrence, st: Statements): boolean {
  if (st.passages[rival.passage]!.kind === 'row') return false;
  const inPassage = st.occurrencesIn(rival.passage);
  if (inPassage.length > MOST_LISTED) return false;
  const text = st.passages[rival.passage]!.text;
  const here = inPassage.map((i) => st.occurrences[i]!);
  const names = here.filter((o) => o.specific.kind === 'name');
  // The name a value is stated for, right after it: "1.00 m at Intro".
  const pairedWith = (o: Occurrence): Occurrence | undefined => names.find((n) => n.specific.start >= o.specific.end && PAIRED.test(text.slice(o.specific.end, n.specific.start)));
  const own = pairedWith(rival);
  if (!own || own.specific.keys.some((k) => claim.alongside.has(k))) return false;
  // (Not where the reply's sentence states that value too: "Gold … 25%, and Silver … 15%" gives Silver its own.)
  return here.some((o) => o !== rival && o.specific.dimension === rival.specific.dimension && !o.specific.provides.some((k) => claim.alongside.has(k)) && pairedWith(o)?.specific.keys.some((k) => claim.alongside.has(k)) === true);
}

/** Between a value and the name it is stated for: " at ", " for ", " on ", " (". */
const PAIRED = /^\s*(?:at|for|on|in|with|\(|[-–—:])?\s*$/;

/** A passage listing more values than this is read no further for {@link listedForAnother}: a bound hostile text cannot grow. */
const MOST_LISTED = 64;

/** How many of the other values the claim's clause states a passage states too. */
function alongsideIn(claim: Claim, passage: number, st: Statements): number {
  const keys = new Set<string>();
  for (const i of st.occurrencesIn(passage)) for (const k of st.occurrences[i]!.specific.provides) if (claim.alongside.has(k) && claim.saidWith.keys.has(k)) keys.add(k);
  return keys.size;
}

/** Whether the rival's passage states more of the clause's other values than any passage that states the claimed value. */
function pinnedBy(claim: Claim, rival: Occurrence, candidates: readonly Occurrence[], st: Statements): boolean {
  if (claim.alongside.size === 0) return false;
  const theirs = alongsideIn(claim, rival.passage, st);
  return theirs > 0 && candidates.slice(0, MOST_PINNED).every((o) => alongsideIn(claim, o.passage, st) < theirs);
}

const PINNED_COVER = 0.3;

const LONGEST_PAIRED_SENTENCE = 2000;

/** "Greyfriars (1.4 m), Hallow Weir (1.5 m)": a value in brackets beside others in brackets is its own name's; the others pin nothing of it. */
function inBracketPairs(claim: Claim): boolean {
  // (A sentence a person writes: a hostile one of a megabyte is searched no further.)
  if (claim.sentenceText.length > LONGEST_PAIRED_SENTENCE) return false;
  const at = claim.sentenceText.indexOf(`(${claim.specific.text})`);
  return at >= 0 && /\([^()]*\d[^()]*\)/.test(claim.sentenceText.slice(0, at) + claim.sentenceText.slice(at + claim.specific.text.length + 2));
}
const MOST_PINNED = 50;

/**
 * "£95 for the hotel plus the £25 meal allowance comes to £130": a result the sentence says it
 * worked out ("comes to", "gives", "=", "in total") from two or more amounts of its kind written
 * before it, which no step of arithmetic makes of them. Stated elsewhere in the vault, it is still
 * a sum done wrong.
 */
function workedWrong(claim: Claim): boolean {
  const s = claim.specific;
  if (s.value === undefined || !s.unit || s.kind === 'date' || s.kind === 'time' || s.weak) return false;
  const at = claim.sentenceText.indexOf(s.text);
  // The result of its working, not one of its operands ("that's £30 + 2 × £18 = £66").
  const after = claim.sentenceText.slice(at + s.text.length);
  // …or a difference it says it worked out: "£26.00 … and £30.00 ad hoc, so ad hoc costs £3.00 more".
  const summed = RESULT_BEFORE.test(claim.sentenceText.slice(Math.max(0, at - 40), at));
  const differs = !summed && DIFFERENCE_AFTER.test(after) && FOLLOWS.test(claim.sentenceText.slice(0, at));
  if (at < 0 || !(summed || differs) || OPERATOR_AFTER.test(after)) return false;
  const base = s.unit.split('/')[0];
  const before = claim.sentenceText.slice(0, at);
  // A difference is weighed only against values written in its own unit: "30 t/h against 20 t/h, so 10 tonnes an hour
  // more" is a mass flow against a mass per period, which the arithmetic does not convert.
  const operands = claim.inputs.filter((x) => (differs ? x.unit === s.unit : x.unit?.split('/')[0] === base) && x.value !== undefined && before.includes(x.text));
  return operands.length >= 2;
}

/** A comparative right after a value: the value is a difference ("£3.00 more per kg", "2 days longer"; "less" is an operator, below). */
const DIFFERENCE_AFTER = /^\s*(?:more|extra|cheaper|dearer|longer|shorter|higher|lower|fewer)\b/i;

const OPERATOR_AFTER = /^\s*(?:[+×*/−-]|x\s|plus\b|times\b|minus\b|less\b)/i;

/** Words right before a value that say it is the result of working: "comes to", "gives", "=", "in total". */
const RESULT_BEFORE = /(?:\bcomes? to|\bcame to|\bgives?|\bmakes?|=|\btotals?|\bin total(?: of)?|\badds? up to|\bworks? out (?:at|to)|\bi make (?:it|that)|\bthat['’]s)\s*(?:a total of\s*|about\s*|roughly\s*)?$/i;

/** Whether the words between a count and its noun ("two new bins") are all in the rival count's text ("three new bins"). */
function sameQualifiers(claimed: Specific, rival: string): boolean {
  const noun = claimed.unit!.slice(2).split('/')[0]!.slice(0, 4);
  const words = claimed.text.toLowerCase().split(/\s+/).slice(1);
  const end = words.findIndex((w) => w.startsWith(noun));
  const theirs = new Set(rival.toLowerCase().split(/\s+/));
  return words.slice(0, end < 0 ? words.length : end).every((w) => theirs.has(w));
}

/** Under the claim's own label ("Tier 1"), a rival's passage need hold less of what the claim is about: labels repeat across documents ("rev 3"), so not nothing. */
const LABELLED_COVER = 0.4;
/** How much more of what the claim is about the rival's passage must hold than the claimed value's best passage. */
const CLEAR_LEAD = 0.15;
/** …and when the rival's passage holds most of it. */
const MOST_COVER = 0.6;
const SMALL_LEAD = 0.1;

/**
 * Worked out in the reply: the inputs of a derived value are the values the reply (or the user)
 * states — "€35 and €35, so €70 in total" shows its working; a value that merely equals some sum
 * of the vault's numbers proves nothing, and there are many such sums.
 */
function derived(claim: Claim, st: Statements): boolean {
  // A ratio is a rule stated, never a sum: its "per" is no working.
  if (claim.specific.dimension === 'ratio') return false;
  if (workedOut(claim) || totalOfAll(claim)) return true;
  // The working is in its sentence, or in the next when that one says it is working ("I worked it out: …").
  const own = workingOf(claim.sentenceText);
  const after = claim.followingText && SHOWS_WORKING.test(claim.followingText) ? workingOf(claim.followingText) : undefined;
  // A bare number the reply works with ("at a rate of 1.18") counts only where the vault states it.
  const stated = (x: Specific): boolean => x.keys.some((k) => st.byKey.has(k));
  if (own?.sums && countedSum(claim.specific, claim.inputs, claim.sentenceText, claim.sentenceStart)) return true;
  return [own, after].some((working) => working !== undefined && derivable(claim.specific, claim.inputs, working, stated));
}

/**
 * "Open twice a week, Tuesdays and Thursdays": a number of times a week its own sentence counts out
 * in weekdays is what those weekdays say.
 */
function weekdaysCounted(claim: Claim): boolean {
  const every = claim.specific.keys.map((k) => /^every:min:(\d+(?:\.\d+)?)$/.exec(k)?.[1]).find((x) => x !== undefined);
  if (every === undefined || claim.specific.kind !== 'frequency') return false;
  const days = new Set([...claim.alongside].filter((k) => /^wd:\d$/.test(k)));
  return days.size >= 2 && Math.abs(Number(every) - MINUTES_A_WEEK / days.size) < 1;
}

const MINUTES_A_WEEK = 7 * 24 * 60;

/**
 * A count its own sentence lists out, with working to say so: "09:30, 10:15, … 15:30 — I make that
 * nine slots". Counted by the distinct values of one kind the sentence gives.
 */
function countsListed(claim: Claim): boolean {
  const s = claim.specific;
  if (s.kind !== 'number' || !s.unit?.startsWith('n:') || s.unit === 'n:' || s.value === undefined || !Number.isInteger(s.value) || s.value < 3) return false;
  if (!workingOf(claim.sentenceText)?.sums) return false;
  const kinds = new Map<string, number>();
  for (const k of claim.alongside) {
    const kind = /^(time|date|md|money|wd):/.exec(k)?.[1];
    if (kind) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return [...kinds.values()].some((n) => n === s.value);
}

/**
 * A count the reply gives of the list it writes after it: "five shell scheme sizes: 9, 12, 18, 24 and
 * 36 square metres", "three ways to pay: card, bank transfer or cheque". The count is the list's own;
 * each item is a value checked on its own, or words the vault writes.
 */
function countOfList(claim: Claim, st: Statements): boolean {
  const s = claim.specific;
  if (s.kind !== 'number' || !s.unit?.startsWith('n:') || s.unit === 'n:' || s.value === undefined || !Number.isInteger(s.value) || s.value < 2) return false;
  const at = claim.sentenceText.indexOf(s.text);
  const list = LIST_AFTER.exec(claim.sentenceText.slice(at + s.text.length))?.[1];
  if (at < 0 || list === undefined) return false;
  const items = list.split(LIST_SEPARATOR).map((x) => x.trim().replace(/[.!]+$/, '')).filter((x) => x.length > 0);
  // Words the vault writes as words ("cash" is not in "cashier"): looked up in its vocabulary, not its text, so a hostile
  // reply of many lists costs nothing per list.
  // A figure the vault writes ("48" it never writes is no size it lists), or one word the vault writes as a word ("cash" is not in
  // "cashier"). Looked up in the vault's figures and vocabulary, not its text: a hostile reply of many lists costs nothing per list.
  // (Two words may each be the vault's and the phrase not: "bank transfer" from "Bank holidays" and "Transfer of a stand".)
  const known = (item: string): boolean => {
    const figure = /^\d[\d,.]*/.exec(item)?.[0];
    if (figure !== undefined) return st.writesDigits(figure.replace(/[,.]/g, ''));
    const words = contentStems(item, st.stem);
    return words.length === 1 && item.trim().split(/\s+/).length === 1 && st.has(words[0]!);
  };
  // Not a part of what a table lists one row each: "three branches: Leeds, Bristol and Norwich" where the table of branches has five.
  const rows = rowCounts(claim, st);
  if (rows.length > 0 && !rows.includes(s.value)) return false;
  return items.length === s.value && items.every((x) => x.split(/\s+/).length <= MOST_ITEM_WORDS && known(x));
}

/** A colon right after the count's noun, or a few words on ("three ways to pay:"), then the list to the end of the sentence. */
const LIST_AFTER = /^(?:\s+[\p{L}'’-]+){0,3}\s*:\s*([^:;!?]+)$/u;
const LIST_SEPARATOR = /\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/;
const MOST_ITEM_WORDS = 6;

/** A sentence that says it is the working of what came before. */
const SHOWS_WORKING = /\b(?:worked (?:it|this|that) out|my (?:working|arithmetic|calculation|sum)|i (?:calculated|multiplied|added|subtracted|divided)|here(?:'s| is) the (?:working|maths|math|arithmetic))\b/i;

/** The value is the result of working the sentence writes out, and the working comes to it: "42,000 + 28,000 + 9,500 = 79,500 tonnes", "(2+3+4) gives 9 rods". */
function workedOut(claim: Claim): boolean {
  const written = firstNumber(claim.specific.text);
  return written !== undefined && workedResults(claim.sentenceText).some((r) => r.value === written.value && r.text.includes(written.text));
}

/**
 * "34 drivers, 8 loader operators and 6 DDOs — 48 people": the sum of every value of its kind its
 * sentence writes before it, three or more, needs no word to say it was added up — three values
 * that come to it exactly do not by chance.
 */
function totalOfAll(claim: Claim): boolean {
  const s = claim.specific;
  if (s.value === undefined || !s.unit || s.kind === 'date' || s.kind === 'time') return false;
  const at = claim.sentenceText.indexOf(s.text);
  if (at < 0) return false;
  const base = s.unit.split('/')[0]!;
  // Counts of different things add up only into a total the sentence sets apart as one: "… and 6 DDOs — 48 people"
  // (not "2 farms, 3 cafés and 1 brewery in a minibus that seats 6 people").
  const setApart = /[—–:(]\s*$/.test(claim.sentenceText.slice(0, at));
  const kin = (x: Specific): boolean => x.value !== undefined && x.unit !== undefined && (x.unit.split('/')[0] === base || (setApart && base.startsWith('n:') && x.unit.startsWith('n:')));
  // Its sentence's, by where they stand in the reply (the sentence starts `at` characters before the claim), and
  // written there: the question's values count from the question's own text.
  const sentenceStart = s.start - at;
  const parts = claim.inputs.filter((x) => x.start < s.start && x.start >= sentenceStart && claim.sentenceText.slice(x.start - sentenceStart, x.end - sentenceStart) === x.text && kin(x));
  if (parts.length < 3) return false;
  const sum = parts.reduce((total, x) => total + x.value!, 0);
  return Math.abs(sum - s.value) <= Math.max(s.precision ?? 0, 1e-9);
}

/**
 * A table's cell that says otherwise (row-claims.ts), or the vault's clause the reply copied with
 * another value (frames.ts): a certain contradiction. A weak value in a copied clause is the vault's
 * kind of value ("the woman's 45th birthday" for its "43rd").
 */
function tableSays(claim: Claim, cell: Occurrence, st: Statements, copied = false): Support {
  const p = st.passages[cell.passage]!;
  return unsupported(copied ? { ...claim, specific: { ...claim.specific, weak: undefined } } : claim, 'contradicted', true, `the vault says "${cell.specific.text}" for this: "${excerpt(p.text)}" (${where(p)})`, p);
}

function stated(from: readonly Occurrence[], st: Statements): Support {
  return { supported: true, files: [...new Set(from.map((o) => st.passages[o.passage]!.file))] };
}

function unsupported(claim: Claim, why: Why, certain: boolean, reason: string, passage?: StatedPassage): Support {
  // The user's own figure, or one in a supposition, is the bot's claim only where the vault says
  // otherwise ("if the bill is over €500" when the vault says €400) — and the user's figure surely
  // so only when the reply says yes to the user ("Yes, it's 48 hours"), never when the reply only
  // supposes it ("on £900 the cap would be £90": the user's case, weighed).
  const theirsSupposed = claim.stance === 'supposed' && claim.fromUser === true;
  const sure = certain && (claim.stance === 'asserted' || (why === 'contradicted' && !theirsSupposed && (claim.stance === 'supposed' || (claim.affirmed && !claim.compared)))) && !claim.specific.weak;
  return { supported: false, why, certain: sure, reason, ...(passage ? { passage } : {}) };
}

/** A value in a sentence not in English: stated by the vault in a passage that names what the sentence names. */
function foreign(claim: Claim, candidates: readonly Occurrence[], st: Statements): Support {
  const anchors = claim.anchors ?? [];
  const about = candidates.filter((o) => anchors.some((a) => st.passages[o.passage]!.text.toLowerCase().includes(a)));
  if (about.length > 0) return stated(about, st);
  if (candidates.length > 0) return unsupported(claim, 'elsewhere', false, `the vault states "${candidates[0]!.specific.text}" only about something else`);
  return unsupported(claim, 'never', false, `the vault never states "${claim.specific.text}"`);
}

// "a Splunk-based pipeline", "an Okta-like portal": the name is what comes before.
const NAME_SUFFIX = /-(?:like|based|style|type|kind|powered|driven|compatible|enabled|certified|approved|ready|native|hosted|managed|owned|led|run|only|specific|related|wide|friendly)$/;

/** Names, e-mails, URLs, codes and labels only need to be in the vault, in any of the ways it may write them. */
function presence(claim: Claim, st: Statements): Support {
  const s = claim.specific;
  if (s.kind === 'email' || s.kind === 'url' || s.kind === 'identifier' || s.kind === 'version' || s.label) {
    const hits = s.keys.flatMap((k) => st.byKey.get(k) ?? []);
    if (hits.length > 0) return stated(hits.map((i) => st.occurrences[i]!), st);
    if (s.kind === 'url' && urlWithin(s, st)) return { supported: true, files: [] };
    const phrase = s.text.toLowerCase();
    // A hyphen where the vault writes a dash, or the other way: "CN-E 18-80" is the catalogue's "18–80".
    const dashed = [...new Set([phrase, phrase.replace(/-/g, '–'), phrase.replace(/[–‐‑]/g, '-')])];
    const files = [...st.texts].filter(([, text]) => dashed.some((d) => writtenWhole(text, d))).map(([f]) => f);
    if (files.length > 0) return { supported: true, files };
    const table = s.kind === 'version' ? versionInTable(s, claim, st) : [];
    if (table.length > 0) return stated(table, st);
    const listed = s.kind === 'version' ? nameAndValue(claim, st) : undefined;
    if (listed) return listed;
    // "the Zone B delivery fee" where the vault has Zone B1 and Zone B2: a family of its labels, maybe.
    if (s.label && [...st.texts.values()].some((text) => labelFamily(text, phrase))) return unsupported(claim, 'never', false, `the vault never names "${s.text}", only labels that begin with it`);
    return unsupported(claim, 'never', true, `the vault never names "${s.text}"`);
  }
  const phrase = s.text.toLowerCase().replace(/['’]s$/, '').replace(/\s+/g, ' ');
  // "Based on Opening_Hours_and_Appointments.md, …": a document of the vault named by its file is a source cited, no claim.
  if ([...st.texts.keys()].some((f) => fileNamed(f, phrase))) return { supported: true, files: [] };
  const forms = spellings(phrase);
  const files = [...st.texts].filter(([, text]) => forms.some((f) => containsPhrase(text, f))).map(([f]) => f);
  if (files.length > 0) return { supported: true, files };
  if (named(phrase, s.text, st) || expandedBeside(s.text, claim.sentenceText, st)) return { supported: true, files: [] };
  // A name the user's question brought in ("her flat in Leeds") is as often their own context as the bot's claim.
  // …unless the reply says yes to it ("Can I pay with PayPal?" "Yes, online you can pay with PayPal").
  // The yes must be in its own sentence: "Yes, you can pay by card. For PayPal, call us" adopts no PayPal.
  const adopted = claim.userNamed === true && !claim.userContext && affirms(claim.sentenceText) && !negated(claim.sentenceText);
  return unsupported(claim, 'never', !s.weak && (!claim.userNamed || adopted), `the vault never names "${s.text}"`);
}

/** Whether a vault file is named so, with or without its extension. */
function fileNamed(file: string, phrase: string): boolean {
  const name = file.slice(file.lastIndexOf('/') + 1).toLowerCase();
  return name === phrase || name.replace(/\.[a-z]+$/, '') === phrase;
}

/** Whether `text` writes a label that `phrase` (lower case) begins, a digit on: "Zone B1" for "zone b". */
function labelFamily(text: string, phrase: string): boolean {
  // "Tier 1" begins "Tier 10" by chance of digits; "Zone B" begins "Zone B1" as a family.
  if (!/\p{L}$/u.test(phrase)) return false;
  const lower = text.toLowerCase();
  for (let at = lower.indexOf(phrase); at >= 0; at = lower.indexOf(phrase, at + 1)) {
    if (!/[\p{L}\p{N}]/u.test(lower[at - 1] ?? '') && /\d/.test(lower[at + phrase.length] ?? '')) return true;
  }
  return false;
}

/** The role the claim's sentence gives the named person, where the vault says only others hold it. */
function roleOfAnother(claim: Claim, st: Statements): Support | undefined {
  if (claim.stance !== 'asserted') return undefined;
  const person = claim.specific.text.toLowerCase().replace(/\s+/g, ' ');
  for (const h of roleHoldings(claim.sentenceText)) {
    const holders = h.person === person ? st.heldBy(h.role) : undefined;
    if (!holders || [...holders].some((x) => samePerson(x, person))) continue;
    const names = [...holders].map((n) => `"${n.replace(/\b\p{L}/gu, (c) => c.toUpperCase())}"`).join(' or ');
    return unsupported(claim, 'contradicted', true, `the vault says ${names} is the ${h.role}`);
  }
  return undefined;
}

/**
 * A person given what the vault says another does: "Priya Chandran plans the van routes each week",
 * where "Gareth Mellor plans the routes each week" holds the words the name is said with and no
 * passage naming Priya holds many of them. Sure only where one passage naming one other person holds
 * most of those words, far more than any naming the claim's person.
 */
function dutyOfAnother(claim: Claim, st: Statements): Support | undefined {
  // A sentence that says what one person does is short: a long one is left alone, and read in time bounded by this.
  if (claim.stance !== 'asserted' || !isPerson(claim.specific.text) || claim.sentenceText.length > LONGEST_DUTY) return undefined;
  const person = fold(claim.specific.text);
  const people = st.people();
  if (!people.rolesOf.has(person) || namesAnother(claim.sentenceText, person, people.rolesOf)) return undefined;
  // Its words, not the person's own, nor an address's ("partners@riverbendfood.org.uk" says whose inbox, not what they do).
  const addresses = claim.sentenceText.toLowerCase().split(/\s+/).filter((w) => w.includes('@') || w.startsWith('http') || w.startsWith('www.'));
  const own = new Set([...person.split(' '), ...addresses.flatMap((a) => a.split(/[^\p{L}]+/u))].map((w) => st.stem(w)));
  const said = new Set([...claim.near].filter((w) => !own.has(w)));
  let total = 0;
  for (const w of said) total += st.weight(w);
  if (said.size < 2 || total === 0) return undefined;
  const cover = (p: number): number => overlap(said, st.passages[p]!.own, st) / total;
  let rival: { passage: number; person: string; cover: number } | undefined;
  for (const [p, named] of people.byPassage) {
    // (A table row holds many words besides its person's duty: prose says what one person does.)
    if (named.length !== 1 || samePerson(named[0]!, person) || st.passages[p]!.kind === 'row') continue;
    const c = cover(p);
    if (rival === undefined || c > rival.cover) rival = { passage: p, person: named[0]!, cover: c };
  }
  if (!rival || rival.cover < DUTY_COVER) return undefined;
  // What the vault says of the claim's person in any form: full name, surname, given name, a role they hold, a section headed so.
  const forms = [...new Set([untitled(person).at(-1)!, untitled(person)[0]!, ...(people.rolesOf.get(person) ?? [])])];
  const theirs = forms.flatMap((f) => [...st.naming(f, MOST_NAMING), ...(people.headed.get(f) ?? [])]);
  // The rival passage names them too ("… together with the Sales Coordinator"): a duty shared, not another's.
  if (theirs.includes(rival.passage)) return undefined;
  let mine = 0;
  for (const p of theirs) mine = Math.max(mine, cover(p));
  if (rival.cover - mine < DUTY_LEAD) return undefined;
  const p = st.passages[rival.passage]!;
  const who = rival.person.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
  return unsupported(claim, 'contradicted', true, `the vault says "${who}" does this: "${excerpt(p.text)}" (${where(p)})`, p);
}

/** Whether a sentence names a person the vault knows other than `person`: read word by word, names of two or three words. */
function namesAnother(sentence: string, person: string, known: { has(name: string): boolean }): boolean {
  const words = sentence.toLowerCase().split(/[^\p{L}'’-]+/u).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    for (const n of [2, 3]) {
      const name = words.slice(i, i + n).join(' ');
      if (known.has(name) && !samePerson(name, person)) return true;
    }
  }
  return false;
}

/** How much of the words a person is said with one other person's passage must hold, and by how much more than any of theirs. */
const DUTY_COVER = 0.6;
const DUTY_LEAD = 0.4;
/** Longer than a sentence that says what one person does. */
const LONGEST_DUTY = 400;

/**
 * One person named two ways: the same surname, and the same given names where both give them ("Dr
 * Farrant" is "Dr Helena Farrant"; "Ms Astrid Solberg" is not "Dr Ingrid Solberg").
 */
function samePerson(a: string, b: string): boolean {
  const x = untitled(a);
  const y = untitled(b);
  if (x.length === 0 || y.length === 0 || x.at(-1) !== y.at(-1)) return false;
  const [gx, gy] = [x.slice(0, -1), y.slice(0, -1)];
  return gx.length === 0 || gy.length === 0 || gx.every((w, i) => gy[i] !== undefined && (w === gy[i] || w[0] === gy[i] || gy[i][0] === w));
}

const untitled = (name: string): string[] => name.split(' ').filter((w) => !TITLES.has(w.replace(/\.$/, '')));

/**
 * A name and a whole number the vault never writes as a version ("Masters 40 and over", "Kettlebeck
 * 20 and Moorend 35"): in a list, the number is as often a value of the name. Where the vault names
 * the name but never gives it a version number, a passage naming it that states the number supports
 * it; with no such passage it is not surely an invention (a warning). A name the vault versions
 * ("Windows 11") keeps its versions: another number is one it never names.
 */
function nameAndValue(claim: Claim, st: Statements): Support | undefined {
  const s = claim.specific;
  const m = /^(\p{L}[^\d]*?)\s+(\d+)$/u.exec(s.text);
  if (!m || s.label || (st.byDimension.get(s.dimension ?? '') ?? []).some((i) => st.occurrences[i]!.specific.kind === 'version')) return undefined;
  const name = m[1]!.toLowerCase();
  if (VERSION_WORDS.has(name)) return undefined;
  const value = Number(m[2]);
  // …nor one it writes with a number of its own ("Environmental Protection Act 1990", "Cottages 1 to 6"): another is one it never names.
  if (st.numbered(name)) return undefined;
  // The passages that name it, from the index (a few: a reply of thousands of names must not walk the vault for each).
  const naming = st.naming(name, MOST_NAMING);
  if (naming.length === 0) return undefined;
  const stating = naming.flatMap((p) => st.occurrencesIn(p).map((i) => st.occurrences[i]!)).filter((o) => o.specific.value === value);
  if (stating.length > 0) return stated(stating, st);
  return unsupported(claim, 'never', false, `the vault names "${m[1]}" but states no ${value} with it`);
}

/** Passages naming a name that a list's "Name N" is looked for in. */
const MOST_NAMING = 50;

/**
 * A version the vault gives as a number under a "Version" column or after "version is" ("PayCore
 * payroll engine; Current version: 8.4.2"): the reply's "PayCore 8.4.2" or "v8.4.2", where the
 * passage names the product the reply names (if it names one).
 */
function versionInTable(s: Specific, claim: Claim, st: Statements): Occurrence[] {
  const number = /(\d+(?:\.\d+)+)(?!.*\d)/.exec(s.text)?.[1];
  if (!number) return [];
  const name = contentStems(s.text.replace(number, ' ').replace(/\bv(?=\s|$)/i, ' '), st.stem).filter((w) => !VERSION_WORDS.has(w));
  // What the claim says it is the version of: its name, or else a word of its sentence the passage shares.
  const about = [...claim.near].filter((w) => !VERSION_WORDS.has(w));
  // A table cell "3.0" is read as the number 3: one under a "Version" column, written as the reply writes it, is the version.
  const asNumber = `n:${Number(number)}`;
  const inColumn = (o: Occurrence): boolean => o.specific.text.replace(/^v/i, '') === number && (o.header?.has('version') === true || o.header?.has('releas') === true);
  const found = [`code:${number}`, `n:${number}`].flatMap((k) => st.byKey.get(k) ?? []).map((i) => st.occurrences[i]!);
  const cells = asNumber === `n:${number}` ? [] : (st.byKey.get(asNumber) ?? []).map((i) => st.occurrences[i]!).filter(inColumn);
  return [...found, ...cells].filter((o) => {
    const around = st.passages[o.passage]!.around;
    // …or, naming none, a word of its sentence, or another value of its sentence, is in the passage ("replaced version 3.0 from 2 Sep 2024").
    const together = (): boolean => st.occurrencesIn(o.passage).some((i) => st.occurrences[i]!.specific.provides.some((k) => claim.alongside.has(k)));
    return (around.has('version') || around.has('releas')) && name.every((w) => around.has(w)) && (name.length > 0 || about.some((w) => around.has(w)) || together());
  });
}

const VERSION_WORDS = new Set(['version', 'releas', 'current', 'build']);

/**
 * Whether `text` (lower case) writes `phrase` as a whole address or code, not as the tail or head of a
 * longer one: "quality@acme.nhs.uk" is not in "bloodsciences.quality@acme.nhs.uk", nor "A.8.1" in "A.8.1.1".
 */
function writtenWhole(text: string, phrase: string): boolean {
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text.slice(at + phrase.length, at + phrase.length + 2);
    if (!ADDRESS_CHAR.test(before) && !/^(?:[\p{L}\p{N}_%+@/-]|[.:][\p{L}\p{N}])/u.test(after)) return true;
  }
  return false;
}

const ADDRESS_CHAR = /[\p{L}\p{N}._%+@/-]/u;

/** A URL that is a site or page the vault gives a deeper address on: "acme.io" for "https://acme.io/trust". */
function urlWithin(s: Specific, st: Statements): boolean {
  const key = s.keys[0]!.slice(4);
  for (const k of st.byKey.keys()) if (k.startsWith('url:') && k.slice(4).startsWith(`${key}/`)) return true;
  return false;
}

/** The ways the vault may write a name the reply writes: as is, hyphens as spaces or gone, without a "-based" tail, singular, without a title. */
function spellings(phrase: string): string[] {
  const base = phrase.replace(NAME_SUFFIX, '').replace(/^(?:dr|mr|mrs|ms|prof|professor)\.?\s+/, '');
  const forms = [base, base.replace(/-/g, ' '), base.replace(/-/g, '')];
  if (/[^s]s$/.test(base) && base.length > 3) forms.push(base.slice(0, -1));
  return [...new Set(forms)];
}

/** One passage (with its heading) holds every content word of a many-word name: "Community Services Director" for "Director of Community Services". */
function saidTogether(phrase: string, st: Statements): boolean {
  const stems = [...new Set(contentStems(phrase))];
  if (stems.length === 0) return true;
  return st.passages.some((p) => stems.every((w) => p.around.has(w)));
}

/** Every word of a many-word name in the vault; an acronym the vault spells out or defines; a phrase whose initials the vault writes. */
/**
 * An acronym the reply spells out beside it in words the vault uses: "a purchase order (PO) number"
 * where the vault says "purchase order number". The words before the brackets give its letters.
 */
function expandedBeside(written: string, sentence: string, st: Statements): boolean {
  if (!/^[A-Z]{2,6}$/.test(written)) return false;
  const before = new RegExp(`((?:[\\p{L}-]+\\s+){${written.length}})\\(${written}\\)`, 'u').exec(sentence)?.[1];
  const words = before?.trim().toLowerCase().split(/\s+/);
  return words !== undefined && words.map((w) => w[0]).join('') === written.toLowerCase() && words.every((w) => st.words.has(w) || st.words.has(w.replace(/s$/, '')));
}

function named(phrase: string, written: string, st: Statements): boolean {
  // A hyphenated surname in a name of several words ("Dr Helen Marsh-Oduya") is its parts; a single hyphenated word ("KCL-Public-WiFi") stays one.
  const words = phrase.split(phrase.includes(' ') ? /[\s/-]+/ : /[\s/]+/).filter((w) => w !== '' && !/^(?:of|and|&|the|de|van|von|der|dr|prof|mr|mrs|ms)\.?$/.test(w));
  if (words.length > 1 && words.every((w) => st.words.has(w.replace(/['’]s$/, '')) || st.words.has(w.replace(/s$/, ''))) && saidTogether(phrase, st)) return true;
  // "HSMs" is the plural of HSM; "SMS" is SMS.
  // A short form written as a word ("Amex") is looked up as one too.
  const acronyms = /^[A-Z0-9]{2,}s?$/.test(written) ? [...new Set([phrase, phrase.replace(/s$/, '')])] : st.acronyms.has(phrase) && !phrase.includes(' ') ? [phrase] : [];
  for (const acronym of acronyms) {
    if (st.initials.has(acronym)) return true;
    // Its expansion written in the vault, word by word in any inflection ("operating systems" for OS).
    for (const expansion of st.acronyms.get(acronym) ?? []) {
      const words = expansion.split(/[\s-]+/).filter((w) => w.length > 2 && !/^(?:and|the|for|of)$/.test(w));
      if (words.length > 0 && words.every((w) => st.words.has(w) || st.words.has(`${w}s`) || st.words.has(w.replace(/s$/, '')))) return true;
    }
  }
  // "Hardware Security Module" for the vault's HSM. Two letters are as often a word or a unit of the vault's ("is", "ml")
  // as a short form, so two words only expand one everyone knows ("Human Resources" for HR), or, in common words, one
  // the vault writes in capitals and nobody reads otherwise ("Project Manager" for PM): "Ingrid Solberg" is no "is",
  // "Google Pay" no GP (a general practitioner).
  if (words.length > 1) {
    const initials = words.map((w) => w[0]).join('');
    const known = (): boolean => st.acronyms.get(initials)?.has(words.join(' ')) === true || (st.shortForms.has(initials) && !st.acronyms.has(initials) && words.every((w) => isCommonWord(w)));
    if (st.words.has(initials) && (words.length > 2 || known())) return true;
  }
  // A capitalised common word the vault uses in lower case ("Nurse", "Reception").
  if (words.length === 1 && isCommonWord(words[0]!) && st.words.has(words[0]!)) return true;
  // A word the vault writes in a longer or shorter form: "admin" for "administration", "haemolysed" for "haemolysis".
  return words.length === 1 && /^\p{Ll}+$/u.test(written) && inflected(words[0]!, st.words);
}

/** Whether the vault has a word sharing all but the ending of `word` (six letters at least in common). */
function inflected(word: string, vocabulary: ReadonlySet<string>): boolean {
  const root = word.slice(0, Math.max(5, word.length - 3));
  if (root.length < 5) return false;
  // A longer vault word from the root, or a shorter one that this word only inflects: "homes" is no form of "homeserve".
  for (const w of vocabulary) if (w.startsWith(root) || (w.length >= 5 && word.startsWith(w) && word.length - w.length <= 3)) return true;
  return false;
}

const where = (p: StatedPassage): string => `${p.file} › ${p.heading}`;
const excerpt = (text: string): string => (text.length > 100 ? `${text.slice(0, 99)}…` : text);
