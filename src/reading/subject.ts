// What each specific of a text is said about: the content words next to it in its clause (from the
// specific before it, or the clause's start, to the one after it, or the clause's end), and the
// labels it is stated under ("8 hours for Tier 1"). A table row's values are about the row's first
// cell and their own column's header.
import type { Sentence } from './layout.js';
import type { Specific } from './types.js';
import { contentStems, NEARNESS } from './words.js';
import { KIND_VERBS } from './tables/kind-verbs.js';

/** A value is stated under at most this many labels in a row ("Tier 0 and Tier 1"): a bound hostile text cannot grow. */
const MOST_LABELS = 8;

export interface Aboutness {
  /** Stems next to it: what it is said of. */
  readonly near: ReadonlySet<string>;
  /** The labels it is stated under. */
  readonly labels: readonly Specific[];
  /** In a table row: the stems of its own column's header ("Concession", "Max per item"). */
  readonly header?: ReadonlySet<string>;
}

/**
 * The stems next to each of `specifics` (sorted by start) and the labels each is stated under.
 * `namesCount`: a name or label right before a value in its sentence is what it is said of ("the
 * RPO is 15 minutes") — in a reply; in the vault a name before a value is as often another subject.
 */
export function aboutnessOf(text: string, sentences: readonly Sentence[], specifics: readonly Specific[], stem: (w: string) => string, namesCount: boolean): Aboutness[] {
  const out: Aboutness[] = [];
  let si = 0;
  let labels: Specific[] = [];
  let subject: Specific[] = [];
  let carried: Specific[] = [];
  let opening = true;
  specifics.forEach((s, i) => {
    let moved = false;
    while (si < sentences.length && sentences[si]!.end <= s.start) {
      si++;
      moved = true;
    }
    const sentence = sentences[si];
    // A new sentence starts afresh; what the last one opened with may be carried (below).
    if (moved) {
      labels = [];
      carried = subject;
      subject = [];
      opening = true;
    }
    // The labels a sentence opens with, before its first other value, are its subject.
    if (opening && s.label) subject = [...subject.slice(1 - MOST_LABELS), s];
    else if (s.kind !== 'name') opening = false;
    const clause = sentence?.clauses.find((c) => c.start <= s.start && s.start < c.end) ?? { start: 0, end: text.length };
    // A lower-case word vouch only guesses is a name ("admin" in "a £25 admin fee") bounds no value's words.
    const prev = neighbour(specifics, i, -1);
    const next = neighbour(specifics, i, 1);
    // "The debit card hold for Group C is €500": a name or label just before the value is what it is said of, with the words before it.
    const named = namesCount && prev !== undefined && (prev.kind === 'name' || prev.label === true) && sentence !== undefined && prev.start >= sentence.start;
    const bound = sameKindBefore(specifics, i);
    const from = named ? Math.min(prev.start, clause.start) : bound && bound.end > clause.start && bound.end <= s.start ? bound.end : clause.start;
    // "£55 is the in-branch Extended Eye Examination": a name after a copula is what the value is said of, with its words.
    const namedAfter = namesCount && next !== undefined && next.kind === 'name' && next.end <= clause.end && next.start >= s.end && COPULA_BEFORE_NAME.test(text.slice(s.end, next.start));
    // "48 hours is the notice for special assistance", "£4.00 is the Tier 3 GSF upgrade": a value that
    // opens its clause before a copula is said of all the clause says it is, names and labels in it too.
    const defined = namesCount && COPULA_AFTER.test(text.slice(s.end, clause.end)) && contentStems(text.slice(clause.start, s.start), stem).length === 0;
    const until = defined ? clause.end : namedAfter ? next.end : next && next.start < clause.end && next.start >= s.end ? next.start : clause.end;
    let near = nearStems(text, from, s, until, clause.start, stem, namesCount);
    // "A replacement photocard costs £5": a verb that only says what kind of value follows is no word of what it is of;
    // where it was the only word, its clause up to the value is.
    if (dropKindVerbs(near, s, stem) && near.size === 0) {
      near = new Set(contentStems(text.slice(clause.start, s.start), stem));
      dropKindVerbs(near, s, stem);
    }
    // "Every site has one qualified first aider per 50 workers": a ratio's sides say what it is of, where nothing around it does
    // (beside other words they would only dilute them: "outdoor sessions run at one coach to twelve players").
    if (s.dimension === 'ratio' && near.size <= 1) near = new Set([...near, ...contentStems(s.text, stem)]);
    // "L4 (leptospirosis): every year", "Cats: monthly": a value alone in its clause is about the clause before it.
    if (near.size === 0 && sentence) near = clauseBefore(text, sentence, clause, stem);
    const own = s.label ? [] : labelsFor(s, specifics, i, labels, text);
    // "Route 31 doesn't run on Sundays. Monday to Saturday it's hourly": a sentence whose subject is a
    // pronoun goes on about what the sentence before it opened with.
    // Only a pronoun that is the sentence's subject: before it no comma, no "and", no "if" or "when" opens another clause.
    const back = own.length === 0 && !s.label && namesCount && carried.length > 0 && sentence !== undefined && PRONOUN_SUBJECT.test(text.slice(sentence.start, s.start));
    // "Zone 2 deliveries cost £45 per drop and are free for orders over £600": a predicate joined with no subject of its own
    // goes on about what the sentence opened with, where the value before it was said of that too ("Room 1 costs £40 versus
    // Room 2's £80 and must be booked…" says nothing more of Room 2).
    const joined = own.length === 0 && !s.label && !back && prev !== undefined && !prev.label && prev.kind !== 'name' && sentence !== undefined && prev.start >= sentence.start && subject.length > 0 && sameLabels(out[i - 1]!.labels, subject) && sharedPredicate(text.slice(prev.end, s.start));
    out.push({ near, labels: back ? carried : joined ? out[i - 1]!.labels : own });
    // "£62 (Tier 1), £98 (Tier 2)", "£3 on Route 1, and £4.50 on Route 2": a label in brackets or
    // behind "on", "for", … after a value is that value's, never the next one's.
    const after = prev && !prev.label && prev.kind !== 'name' ? text.slice(prev.end, s.start) : undefined;
    // "We survey within 3 weeks of your application (step 2) and fit the meter within 90 days": a label
    // in brackets after a value in its sentence closes what that value is said of, and the next value,
    // in a clause of its own, is not under it ("the fee for a $12,000 claim (Band D) is $100" still is).
    const remark = after !== undefined && prev!.start >= (sentence?.start ?? 0) && /\(\s*$/.test(after) && /^\s*\)/.test(text.slice(s.end, s.end + 3)) && CLAUSE_JOIN.test(text.slice(s.end, next?.start ?? text.length));
    if (s.label && !(after !== undefined && (BRACKETED.test(after) || LABEL_AFTER.test(after) || remark))) labels = [...labels.slice(1 - MOST_LABELS), s];
    // "for a Level 2 client the weekly live-in fee is £1,480": a period word said of what the value is ("weekly") ends no label's reach.
    else if (!s.label && s.kind !== 'name' && !(s.kind === 'frequency' && !/\s/.test(s.text))) labels = [];
  });
  // "30 to 70 days after filing": a range's first end with no words of its own is said of what its second is.
  for (let i = out.length - 2; i >= 0; i--) {
    const [s, next] = [specifics[i]!, specifics[i + 1]!];
    if (out[i]!.near.size === 0 && s.dimension !== undefined && s.dimension === next.dimension && RANGE_JOIN.test(text.slice(s.end, next.start))) {
      out[i] = { ...out[i]!, near: out[i + 1]!.near };
    }
  }
  // "P1 runs at +2 °C to +8 °C": a range's second end is said under the labels its first is, where it has none of its own.
  for (let i = 1; i < out.length; i++) {
    const [before, s] = [specifics[i - 1]!, specifics[i]!];
    if (out[i]!.labels.length === 0 && out[i - 1]!.labels.length > 0 && s.dimension !== undefined && s.dimension === before.dimension && RANGE_JOIN.test(text.slice(before.end, s.start))) {
      out[i] = { ...out[i]!, labels: out[i - 1]!.labels, near: out[i]!.near.size > 0 ? out[i]!.near : out[i - 1]!.near };
    }
  }
  return out;
}

/** A pronoun that is its sentence's subject and points back: "Monday to Saturday it's hourly", "They take 40 minutes" (no clause opens before it). */
const PRONOUN_SUBJECT = /^(?:(?![,;]|\b(?:and|if|when|unless|once|but)\b)[^.!?])*?\b(?:it|it['’]s|they|they['’]re)(?:\s+\p{Ll}|\s*$)/iu;

/** A clause that sets the scene for the sentence after it: purpose, condition, time ("To end…", "If you…", "When…", "Once…"). */
const FRONTED = /^[\s.!?]*(?:to|if|when|whenever|once|after|before|unless|until|where)\s+\p{L}/iu;

const COPULA_AFTER = /^\s*(?:is|are|was|were)\s/i;

/** The value before `i` that bounds its words: the nearest of its kind, past days and times said of the same thing ("Evening viewings until 20:00 on weekdays cost £40"). */
function sameKindBefore(specifics: readonly Specific[], i: number): Specific | undefined {
  const s = specifics[i]!;
  // A name is what a value is said of, not another value: "Passholders can book up to 14 days ahead" is about passholders.
  let k = i - 1;
  while (k >= 0 && specifics[k]!.kind === 'name') k--;
  if (s.kind === 'date' || s.kind === 'time') return specifics[k];
  let j = k;
  while (j >= 0 && (specifics[j]!.kind === 'date' || specifics[j]!.kind === 'time')) j--;
  return j === k ? specifics[k] : specifics[j];
}

function neighbour(specifics: readonly Specific[], i: number, step: 1 | -1): Specific | undefined {
  let j = i + step;
  while (specifics[j]?.kind === 'name' && specifics[j]!.weak && /^\p{Ll}/u.test(specifics[j]!.text)) j += step;
  return specifics[j];
}

const RANGE_JOIN = /^\s*(?:to|-|–|—|and|or)\s*[+−]?$/i;

/** Between a value and the name it is said of: "is the in-branch", "is for the", "are our", "one is the" ("the 25-minute one is the Dive Show"). */
const COPULA_BEFORE_NAME = /^\s*(?:ones?\s+)?(?:is|are|was|were)\s+(?:only\s+)?(?:for\s+)?(?:(?:the|an?|our|your)\s+)?(?:[\p{Ll}-]+\s+){0,2}$/u;

/** The content words of the clauses before `clause` in its sentence, nearest first, until some are found (two at most). */
function clauseBefore(text: string, sentence: Sentence, clause: { start: number }, stem: (w: string) => string): Set<string> {
  const k = sentence.clauses.findIndex((c) => c.start === clause.start);
  for (let j = k - 1; j >= Math.max(0, k - 2); j--) {
    const words = contentStems(text.slice(sentence.clauses[j]!.start, sentence.clauses[j]!.end), stem);
    if (words.length > 0) return new Set(words);
  }
  return new Set();
}

/** Takes from `near` the verbs that only say the value's kind ("costs £40"): whether it held any. */
function dropKindVerbs(near: Set<string>, s: Specific, stem: (w: string) => string): boolean {
  let dropped = false;
  for (const v of KIND_VERBS[s.kind] ?? []) dropped = near.delete(stem(v)) || dropped;
  return dropped;
}

function nearStems(text: string, from: number, s: Specific, until: number, clauseStart: number, stem: (w: string) => string, namesCount: boolean): Set<string> {
  // After it, only up to the next comma or "and": "every 90 days and from driver cards every 28 days".
  const tail = text.slice(s.end, until);
  const stop = /,|;|\band\b|\bor\b|\bwhile\b|\bwhereas\b/.exec(tail);
  const after = stop ? tail.slice(0, stop.index) : tail;
  // Before it, from the last comma or "and" on: "… 14 days overdue and a final notice when it is 30 days …".
  // Without a word right before the value that says how near it is ("around a quarter of the total"): that is no word of
  // what the value is of ("the walk around the lake" is).
  const lead = text.slice(from, s.start).replace(NEARNESS_BEFORE, '');
  const cut = Math.max(lead.lastIndexOf(','), lead.toLowerCase().lastIndexOf(' and '));
  // "To end a locker rental, give 7 days' notice": a clause that opens the sentence and ends at the
  // comma sets the scene for the rest, so its words are what the value is said of too.
  // In the vault only: in a reply the clause that opens its sentence is as often the user's case ("if you lose your permit, …").
  const opens = !namesCount && (from === clauseStart || /^\s*[.!?]\s/.test(lead));
  const scene = cut > 0 && opens && lead[cut] === ',' && lead.indexOf(',') === cut && FRONTED.test(lead) ? lead.slice(0, cut) : '';
  const near = new Set(contentStems(`${scene} ${cut > 0 ? lead.slice(cut + 1) : lead} ${after}`, stem));
  // "…, which is 30 days": a relative clause is about the last words before it.
  if (/^\s*(?:which|that|who|whose)\b/i.test(text.slice(clauseStart, s.start))) {
    for (const w of contentStems(text.slice(Math.max(0, clauseStart - 60), clauseStart), stem).slice(-3)) near.add(w);
  }
  return near;
}

/** A word that says how near a value is, right at the end of the text before it. */
const NEARNESS_BEFORE = new RegExp(`\\b(?:${[...NEARNESS].join('|')})\\s*$`, 'i');

/**
 * The labels a value is stated under: those before it since the value before it; else one right
 * after it behind "for", "of", "in" or a copula ("quarterly is for Tier 2"); else the last label before it in
 * its sentence.
 */
// What joins a value to a label after it: "quarterly is for Tier 2", "15 minutes is the Sev 1 target",
// "10% is the employer rate for Band B4" — a copula and a few words, or a preposition.
const LABEL_AFTER = /^\s*(?:(?:(?:is|are|was|were|applies|apply)\s+(?:only\s+)?(?:the\s+|an?\s+)?(?:[\p{Ll}-]+\s+){0,3}?)(?:(?:for|of|in|on|at|under|to)\s+(?:the\s+)?)?|(?:for|of|in|on|at|under|to)\s+(?:the\s+)?)(?:\p{Lu}\p{Ll}+\s+)?$/u;

const BRACKETED = /^\s*\(\s*$/;

/** What opens another clause between two values: "… (step 2) and fit the meter within 90 days". */
const CLAUSE_JOIN = /[,;]|\b(?:and|but|then|while)\b/;

function labelsFor(s: Specific, specifics: readonly Specific[], i: number, before: readonly Specific[], text: string): Specific[] {
  const next = specifics[i + 1];
  if (next?.label && BRACKETED.test(text.slice(s.end, next.start))) return [next];
  if (before.length > 0) return [...before];
  for (let k = i + 1; k < Math.min(specifics.length, i + 4); k++) {
    const x = specifics[k]!;
    if (!x.label) continue;
    if (LABEL_AFTER.test(text.slice(s.end, x.start))) return [x, ...listedAfter(specifics, k, text)];
    break;
  }
  return [];
}

const sameLabels = (a: readonly Specific[], b: readonly Specific[]): boolean => a.length === b.length && a.every((x, k) => x === b[k]);

/** Between two values, a conjunction and a verb with no subject between: "… per drop and are free for orders over". */
function sharedPredicate(between: string): boolean {
  // The last conjunction, a few words before the value: only the tail is searched, so a hostile passage stays linear.
  const tail = between.length > PREDICATE_REACH ? between.slice(-PREDICATE_REACH) : between;
  let last: number | undefined;
  for (const m of tail.matchAll(/\b(?:and|but|yet|or)\b/gi)) last = m.index;
  return last !== undefined && !/[;.:]/.test(tail.slice(last)) && NO_SUBJECT.test(tail.slice(last));
}

/** How far before a value its joining conjunction may stand: "… and are free for orders over". */
const PREDICATE_REACH = 120;

/** A clause that opens with a conjunction and a verb: its subject is the clause's before ("… but must be booked", "… yet can be"). */
export const NO_SUBJECT = /^\s*(?:but|yet|and|or)\s+(?:also\s+|only\s+|still\s+)?(?:must|can|could|should|will|would|may|might|need|needs|is|are|was|were|has|have|had|does|do|cannot|can't|won't|isn't|aren't)\b/i;

/** "£250 for C1 and C2", "for Tiers 1, 2 and 3": the labels listed after the first one. */
function listedAfter(specifics: readonly Specific[], k: number, text: string): Specific[] {
  const out: Specific[] = [];
  for (let j = k + 1; j < specifics.length && out.length < MOST_LABELS; j++) {
    const x = specifics[j]!;
    if (!x.label || !LIST_JOIN.test(text.slice(specifics[j - 1]!.end, x.start))) break;
    out.push(x);
  }
  return out;
}

const LIST_JOIN = /^\s*(?:,|and|or|&|,\s*and|,\s*or)\s*$/i;

/** A table row's first cell, without reading the rest of the row: what the row is about. */
export function firstCell(row: string): { readonly start: number; readonly colon: number; readonly end: number } {
  const cut = row.indexOf('; ');
  const end = cut < 0 ? row.length : cut;
  return { start: 0, colon: row.slice(0, end).indexOf(': '), end };
}

/** A table row's cells as the vault states them, "Header: value" between "; ": where each starts and ends, and its colon (−1 when none). */
export function rowCells(row: string): { readonly start: number; readonly colon: number; readonly end: number }[] {
  const cells: { start: number; colon: number; end: number }[] = [];
  for (let start = 0; start <= row.length; ) {
    const end = row.indexOf('; ', start);
    const stop = end < 0 ? row.length : end;
    // Searched within the cell only: a row of many cells without colons stays linear.
    cells.push({ start, colon: row.slice(start, stop).indexOf(': '), end: stop });
    if (end < 0) break;
    start = end + 2;
  }
  return cells;
}

/** For a table row read as "Header: cell; Header: cell": each value is about the first cell and its own cell. */
export function rowAboutness(row: string, specifics: readonly Specific[], stem: (w: string) => string): Aboutness[] {
  const cells = rowCells(row);
  const first = cells[0]!;
  const firstWords = contentStems(row.slice(first.start, first.end), stem);
  // The row's labels ("Tier 0", "Priority 1", in whichever cell) are every value's.
  const rowLabels = specifics.filter((x) => x.label).slice(0, MOST_LABELS);
  // Each cell's words are read once, whatever number of values it holds: a cell of thousands stays linear.
  const read = new Map<number, { near: ReadonlySet<string>; header?: ReadonlySet<string> }>();
  const cellWords = (k: number): { near: ReadonlySet<string>; header?: ReadonlySet<string> } => {
    let found = read.get(k);
    if (!found) {
      const cell = cells[k]!;
      const text = row.slice(cell.start, cell.end);
      found = { near: new Set([...firstWords, ...contentStems(text, stem)]), ...(cell.colon > 0 ? { header: new Set(contentStems(text.slice(0, cell.colon), stem)) } : {}) };
      read.set(k, found);
    }
    return found;
  };
  let k = 0;
  return specifics.map((s) => {
    // Specifics come in order of where they start: the cell pointer only moves forward.
    while (k < cells.length - 1 && s.start >= cells[k]!.end) k++;
    const { near, header } = s.start >= cells[k]!.start && s.start < cells[k]!.end ? cellWords(k) : cellWords(0);
    return { near, labels: s.label ? [] : rowLabels, ...(header ? { header } : {}) };
  });
}

/** 1 when both are stated under one label, −1 when under different labels of one series, 0 otherwise. */
export function labelMatch(a: readonly Specific[], b: readonly Specific[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const provided = new Set(b.flatMap((x) => x.provides));
  if (a.some((x) => x.keys.some((k) => provided.has(k)))) return 1;
  return a.some((x) => x.dimension !== undefined && b.some((y) => y.dimension === x.dimension)) ? -1 : 0;
}

/** "code:P.5" → "code:P": the series a label is one of. */
export const seriesOf = (key: string): string => key.slice(0, Math.max(0, key.lastIndexOf('.')));
