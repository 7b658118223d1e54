// A reply read against the vault (design §3a, §2 level 5): every specific it states, how it holds
// each, which the vault supports, which it does not and how sure vouch is, and which only
// documents the reply did not cite support.
import { lastStartingBy } from './layout.js';
import type { TextReading } from './read.js';
import { convert, isNthWeekday } from './specifics/index.js';
import { affirms, answerHead, figureIn } from './stance.js';
import type { Statements } from './statements.js';
import type { Claim, SaidWith } from './claim.js';
import { supportOf, type Support } from './support.js';
import type { Specific, Stance } from './types.js';
import { contentStems } from './words.js';

export interface Grounded {
  readonly specific: Specific;
  readonly stance: Stance;
  /** For the specifics checked: asserted ones, and the user's own or supposed ones (which only a contradiction fails). */
  readonly support?: Support;
}

export type Unsupported = Grounded & { readonly support: Extract<Support, { supported: false }> };

export interface Grounding {
  /** The text read: its sentences, specifics and how it holds each. */
  readonly reading: TextReading;
  readonly specifics: readonly Grounded[];
  /** Asserted and not supported (or the user's figure, contradicted): each with why and how sure. */
  readonly unsupported: readonly Unsupported[];
  /** Supported only by documents the reply does not cite (design §2, level 5). */
  readonly misattributed: readonly (Grounded & { readonly files: readonly string[] })[];
  /** Asserted specifics not looked up: more different claims than one reply is read for (hostile text). */
  readonly unread: number;
}

/** What grounding reads of the user's message: its values and its words (a whole reading serves too). */
export interface AskedText {
  readonly text: string;
  readonly specifics: readonly Specific[];
  readonly stems: ReadonlySet<string>;
}

export interface GroundInput {
  readonly reading: TextReading;
  /** The user's message the reply answers, read. */
  readonly question: AskedText;
  /** Set when a claim's arithmetic looked at the question's values: then the grounding depends on them. */
  readonly watch?: { usedQuestionValues: boolean };
  /** Vault files the reply cites. */
  readonly cited: ReadonlySet<string>;
}

/**
 * How many different claims one reply is looked up for. A person's answer states dozens; only
 * hostile text states thousands, and each lookup costs a scan of the vault's values of its kind.
 */
export const MOST_CLAIMS = 2000;

const CHECKED = new Set<Stance>(['asserted', 'echoed', 'quoted', 'supposed']);
/**
 * Values a citation must back (level 5). A name, code or address the reply mentions from another
 * document is often context, not the claim: only values are held to the cited documents.
 */
const VALUE_KINDS = new Set<Specific['kind']>(['number', 'duration', 'frequency', 'percentage', 'money', 'date', 'time']);

/** What a claim is about that no user's message changes, kept per specific of a parsed reply (the reader's, per run). */
export type ClaimWords = WeakMap<Specific, Omit<Claim, 'specific' | 'stance' | 'question' | 'alongside' | 'inputs' | 'cited' | 'userNamed' | 'userContext'>>;

export function groundReading(input: GroundInput, st: Statements, stem: (w: string) => string, words: ClaimWords = new WeakMap()): Grounding {
  const { reading, question, cited } = input;
  const looked = new Map<string, Support>();
  // The same value with the same words in one sentence is the same claim: known before its claim is built
  // (a reply of thousands of "1)" builds one).
  const seen = new Map<string, Support>();
  const sentences = new Map<number, ReadonlySet<string>>();
  let unread = 0;
  // The support of the value just read: a measure said again after it, rounded ("ten feet — roughly three metres"), shares its verdict.
  let last: { readonly at: number; readonly support: Support } | undefined;
  const specifics: Grounded[] = reading.specifics.map((specific, i) => {
    const stance = reading.stances[i]!;
    if (!CHECKED.has(stance)) return { specific, stance };
    const same = `${specific.kind}\u0000${specific.text}\u0000${stance}\u0000${reading.sentenceSpecifics(i)[0]}\u0000${[...reading.about[i]!.near].join(' ')}`;
    const known = seen.get(same);
    if (known) return { specific, stance, support: known };
    const claim = claimOf(reading, question, i, cited, st, stem, words, sentences, input.watch);
    const key = `${specific.kind}\u0000${specific.text}\u0000${stance}\u0000${[...claim.near].join(' ')}\u0000${[...claim.sentence].join(' ')}`;
    let support = looked.get(key);
    if (!support) {
      if (looked.size >= MOST_CLAIMS) {
        unread++;
        return { specific, stance };
      }
      looked.set(key, (support = supportOf(claim, st)));
    }
    // "30 mph — roughly 48 km/h": the same measure said again in another unit, rounded, stands or falls with its first saying.
    if (last?.at === i - 1 && roundedAgain(reading, i)) support = last.support;
    last = { at: i, support };
    seen.set(same, support);
    return { specific, stance, support };
  });
  const unsupported = specifics.filter((g): g is Unsupported => g.support?.supported === false && (g.stance === 'asserted' || g.support.why === 'contradicted'));
  const misattributed = cited.size === 0 ? [] : specifics.flatMap((g) => {
    if (g.stance !== 'asserted' || g.specific.weak || !VALUE_KINDS.has(g.specific.kind) || !g.support?.supported || g.support.files.length === 0 || g.support.files.some((f) => cited.has(f))) return [];
    // A value the cited documents state anywhere may be the one meant: only a clear miss is a citation error.
    if (g.specific.keys.some((k) => (st.byKey.get(k) ?? []).some((o) => cited.has(st.passages[st.occurrences[o]!.passage]!.file)))) return [];
    return [{ ...g, files: g.support.files }];
  });
  return { reading, specifics, unsupported, misattributed, unread };
}

/**
 * The words with the acronyms among them spelled out too: "the RTO is four hours" is about the
 * recovery time objective the vault writes out (its own definitions and the common list).
 */
function expanded(words: ReadonlySet<string>, st: Statements, stem: (w: string) => string): ReadonlySet<string> {
  let out: Set<string> | undefined;
  for (const w of words) {
    const phrases = st.acronyms.get(w);
    const longer = phrases || st.has(w) ? [] : completions(w, st.vocabulary);
    if (!phrases && longer.length === 0) continue;
    out ??= new Set(words);
    for (const phrase of phrases ?? []) for (const x of contentStems(phrase, stem)) out.add(x);
    for (const x of longer) out.add(stem(x));
  }
  return out ?? words;
}

/**
 * The vault's words a word the vault never uses is short for — "pen" for "penetration", "admin" for
 * "administrator" — when there are at most two of them (more, and it says nothing).
 */
function completions(word: string, vocabulary: readonly string[]): string[] {
  if (word.length < 3) return [];
  let lo = 0;
  let hi = vocabulary.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (vocabulary[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  const found: string[] = [];
  for (let i = lo; i < vocabulary.length && vocabulary[i]!.startsWith(word); i++) {
    if (found.length === MOST_COMPLETIONS) return [];
    if (vocabulary[i]!.length > word.length + 2) found.push(vocabulary[i]!);
  }
  return found;
}

const MOST_COMPLETIONS = 2;

function claimOf(reading: TextReading, question: AskedText, i: number, cited: ReadonlySet<string>, st: Statements, stem: (w: string) => string, memo: ClaimWords, sentences: Map<number, ReadonlySet<string>>, watch?: { usedQuestionValues: boolean }): Claim {
  const specific = reading.specifics[i]!;
  let words = memo.get(specific);
  if (!words) memo.set(specific, (words = claimWords(reading, i, st, stem)));
  let inputs: readonly Specific[] | undefined;
  return {
    ...words,
    specific,
    stance: reading.stances[i]!,
    question: question.stems,
    alongside: alongside(reading, i, sentences),
    // What a worked-out value may come from: the reply's other values (a total may be a sentence before its share) and the user's.
    // (Never the value itself, given back from the user's message: nothing is derived from itself.) Only a value
    // the vault does not state is worked out, so they are gathered when asked.
    get inputs() {
      // Whether or not this question has values: a digest would reuse the result for one that has.
      if (watch) watch.usedQuestionValues = true;
      return (inputs ??= [...othersOf(reading, i), ...nearby(reading, i), ...question.specifics].filter((x) => !x.keys.some((k) => specific.keys.includes(k))));
    },
    cited,
    ...offCalendarOf(reading, i),
    ...(specific.kind === 'name' ? userNaming(question.text, specific.text) : {}),
    // Given back as the user's ("the €45 you mention is within their limit") or echoed, and weighed against a rule.
    ...((reading.stances[i] === 'echoed' || reading.stances[i] === 'quoted') && compared(reading, i) ? { compared: true } : {}),
    ...(restated(reading, i) ? { restated: true } : {}),
    // …the user's figure as a rate too: "about £20,000 a year" gives the £20,000 a reply weighs.
    ...(specific.kind !== 'name' && (question.specifics.some((q) => q.keys.some((k) => specific.keys.includes(k) || specific.keys.includes(k.split('/')[0]!))) || userFigure(specific, question.text)) ? { fromUser: true } : {}),
  };
}

/**
 * A weekday written against a full date — before it ("Saturday 28 June 2026") or said of it ("29 March
 * 2025 is a Friday") — that the calendar puts on another day. The date reader joins a weekday to a date
 * only when they agree, so here they stand apart; which day a date falls on needs no vault.
 */
function offCalendarOf(reading: TextReading, i: number): { offCalendar?: { date: Specific; weekday: number } } {
  const s = reading.specifics[i]!;
  const named = s.kind === 'date' && s.keys.length === 1 ? /^wd:(\d)$/.exec(s.keys[0]!)?.[1] : undefined;
  // One day, not a weekday that recurs: "closed on Sundays, 25 December 2025 and 1 January 2026" lists days, as "every Sunday" does.
  if (named === undefined || /s$/i.test(s.text) || /\b(?:every|each)\s+$/i.test(reading.text.slice(Math.max(0, s.start - 8), s.start))) return {};
  const [from, to] = reading.sentenceSpecifics(i);
  const beside = [i + 1, i - 1].filter((k) => k >= from && k < to).map((k) => reading.specifics[k]!);
  for (const date of beside) {
    const day = date.keys.map((k) => /^date:(\d+)-(\d+)-(\d+)$/.exec(k)).find((m) => m !== null);
    if (!day) continue;
    const between = date.start > s.start ? reading.text.slice(s.end, date.start) : reading.text.slice(date.end, s.start);
    if (!(date.start > s.start ? WEEKDAY_BEFORE_DATE : WEEKDAY_SAID_OF_DATE).test(between)) continue;
    const weekday = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))).getUTCDay();
    return weekday === Number(named) ? {} : { offCalendar: { date, weekday } };
  }
  return {};
}

/** "Saturday 28 June", "Sat, 28 June": only a space or a comma between. */
const WEEKDAY_BEFORE_DATE = /^,?\s$/;
/** "29 March 2025 is a Friday", "fell on a Saturday", "(a Sunday)". */
const WEEKDAY_SAID_OF_DATE = /^\s*(?:(?:is|was|will be|would be|falls|fell|lands|landed)\s+(?:on\s+)?a\s+|\(\s*(?:a\s+)?|,\s*a\s+)$/i;

/** A bare figure the user's message writes, whatever unit either gives it: "15,000 GT" for "15,000 gross tonnes". */
const userFigure = (specific: Specific, question: string): boolean => specific.unit === 'n:' && /^\d[\d,]{3,}$/.test(specific.text) && figureIn(specific.text, question);

/**
 * Whether the value just before it in its sentence is this one in other words, joined as a gloss:
 * "Fourteen calendar days, so two weeks", "one week, i.e. 7 days", "48 hours (two days)". Not the
 * same words twice ("12 months, and DHP within 12 months too" is two facts).
 */
function restated(reading: TextReading, i: number): boolean {
  const [from] = reading.sentenceSpecifics(i);
  if (i - 1 < from) return false;
  const [before, it] = [reading.specifics[i - 1]!, reading.specifics[i]!];
  // The first wording one value, and the second that value alone: "eight o'clock, i.e. 8 pm" reads eight either way, so 8 pm is a claim of its own.
  if (reading.stances[i - 1] === 'denied' || before.text.toLowerCase() === it.text.toLowerCase() || before.keys.length !== 1 || !it.keys.every((k) => k === before.keys[0])) return false;
  const between = reading.text.slice(before.end, it.start);
  if (between.length <= LONGEST_GLOSS && GLOSS.test(between)) return true;
  // "56 days before arrival (eight weeks)": the first value's words, then the same value alone in brackets.
  return between.length <= LONGEST_GLOSS && BRACKETED_AFTER_WORDS.test(between) && /^\s*\)/.test(reading.text.slice(it.end, it.end + 2));
}

/** Whether the value before it in its sentence is this one in another unit, and this one is said to be rounded: "30 mph — roughly 48 km/h". */
function roundedAgain(reading: TextReading, i: number): boolean {
  const [from] = reading.sentenceSpecifics(i);
  if (i - 1 < from || reading.stances[i - 1] === 'denied') return false;
  const [before, it] = [reading.specifics[i - 1]!, reading.specifics[i]!];
  const gap = reading.text.slice(before.end, it.start);
  return gap.length <= LONGEST_GLOSS && ROUNDED_GLOSS.test(gap) && roughlySame(before, it);
}

/** A gloss and a word that says the value after it is rounded: " — roughly ", ", about ", " (approx. ". */
const ROUNDED_GLOSS = /^\s*[,;:(—–-]?\s*(?:so\s+|i\.e\.?\s+|that is\s+|or\s+)?(?:roughly|about|around|approximately|approx\.?|nearly|almost|circa|~)\s*$/i;

/** Two measures of one kind in different units, one within the other's rounding: "30 mph" and "roughly 48 km/h". */
function roughlySame(a: Specific, b: Specific): boolean {
  if (!a.value || !b.value || !a.unit?.startsWith('q:') || !b.unit?.startsWith('q:') || a.unit === b.unit || a.dimension !== b.dimension) return false;
  // Compared as their keys hold them, in the kind's base unit (km/h and mph are no units js-quantities converts from the reader's names).
  // Each key a reading of its own ("20 nm" is nanometres or nautical miles).
  return a.keys.some((ka) => b.keys.some((kb) => {
    const [x, y] = [canonical(ka), canonical(kb)];
    if (x === undefined || y === undefined) return false;
    const slack = (b.precision ?? 0) * (y / b.value!) + (a.precision ?? 0) * (x / a.value!);
    return Math.abs(x - y) <= slack;
  }));
}

/** A measure's value in its kind's base unit, from its key ("q:speed:13.4112"). */
const canonical = (key: string): number | undefined => {
  const n = Number(/^q:[^:]+:(-?[\d.]+(?:e-?\d+)?)$/.exec(key)?.[1]);
  return Number.isFinite(n) && n !== 0 ? n : undefined;
};

/** A few words, then an opening bracket: what lies between a value and itself said again in brackets. */
const BRACKETED_AFTER_WORDS = /^(?:\s+[\p{L}'’-]+){1,4}\s*\($/u;

/** What joins a value to itself said again: ", so", ", i.e.", " (", " — that is" (not "or": an alternative as often). Each blank run follows a mark, so the pattern is linear. */
const GLOSS = /^\s*(?:[,;:(—–-]\s*)?(?:(?:so|i\.e\.?|ie|that is|that's|which is|in other words|meaning)\s*)?(?:[,:(—–-]\s*)?$/i;
const LONGEST_GLOSS = 24;

/**
 * Whether the user's message names it too, and whether as their own circumstance ("my daughter's at
 * uni in Leeds"): a name given back from that is context, never a claim, whatever the reply's yes.
 */
function userNaming(asked: string, name: string): { userNamed?: true; userContext?: true } {
  const lower = asked.toLowerCase();
  const at = lower.indexOf(name.toLowerCase());
  if (at < 0) return {};
  const sentenceStart = Math.max(lower.lastIndexOf('.', at), lower.lastIndexOf('?', at), lower.lastIndexOf('!', at)) + 1;
  return OWN_CIRCUMSTANCE.test(lower.slice(sentenceStart, at)) ? { userNamed: true, userContext: true } : { userNamed: true };
}

/** First-person words that make what follows the user's own situation. */
const OWN_CIRCUMSTANCE = /\b(?:my|our|i['’]m|i am|we['’]re|we are|i live|we live|i['’]ve|i have|we have|i work|we work)\b/;

/**
 * The keys of the values a sentence gives, asserted, supposed or the user's: none is a rival to another
 * ("from version 11.4 to 12.0"; "if you ask within 14 days …, and at ten days you're within that"). A
 * value it denies stays a rival ("kept for 30 days, not 35 days"). The
 * claim's own keys among them change nothing, so one set serves the whole sentence —
 * a sentence of a thousand values is not walked a thousand times.
 */
function alongside(reading: TextReading, i: number, sentences: Map<number, ReadonlySet<string>>): ReadonlySet<string> {
  const [from, to] = reading.sentenceSpecifics(i);
  let keys = sentences.get(from);
  if (!keys) {
    const found = new Set<string>();
    for (let k = from; k < to; k++) {
      if (reading.stances[k] === 'denied') continue;
      for (const key of reading.specifics[k]!.keys) {
        found.add(key);
        // "the first Sunday of each month" gives a Sunday too: the vault's Sunday is no rival to the sentence's other values.
        if (isNthWeekday(key)) found.add(key.split('#')[0]!);
      }
    }
    sentences.set(from, (keys = found));
  }
  return keys;
}

/** The words a claim is about and the values around it: the same whoever asks. */
function claimWords(reading: TextReading, i: number, st: Statements, stem: (w: string) => string): ClaimWords extends WeakMap<Specific, infer T> ? T : never {
  const sentence = reading.sentenceOf(i);
  const text = reading.text.slice(sentence.start, sentence.end);
  // "That's right, and £880 for a year": the yes is no part of what the value is about.
  const head = new Set(contentStems(answerHead(text), stem));
  const expand = (words: ReadonlySet<string>): ReadonlySet<string> => expanded(head.size === 0 ? words : new Set([...words].filter((w) => !head.has(w))), st, stem);
  const first = reading.sentences[0];
  return {
    near: expand(reading.about[i]!.near),
    labels: reading.about[i]!.labels,
    clause: expand(withoutOtherPairs(reading, i, reading.clauseStems(i), stem)),
    sentence: expand(withoutOtherPairs(reading, i, reading.sentenceStems(i), stem)),
    sentenceText: text,
    sentenceStart: sentence.start,
    saidWith: saidWith(reading, i, sentence),
    ...followingOf(reading, sentence),
    affirmed: affirms(reading.text.slice(sentence.start, sentence.end)) || (first !== undefined && affirms(reading.text.slice(first.start, first.end))),
    ...(reading.english ? {} : { anchors: anchorsOf(othersOf(reading, i)) }),
  };
}

/**
 * "Greyfriars (1.4 m), Hallow Weir (1.5 m) and Coldharbour (1.8 m)": a value in brackets right after
 * a name is that name's, so the other names of the clause that have values of their own in brackets
 * say nothing of it — their words are taken from its clause's.
 */
function withoutOtherPairs(reading: TextReading, i: number, clause: ReadonlySet<string>, stem: (w: string) => string): ReadonlySet<string> {
  const { specifics, text } = reading;
  const paired = (k: number): boolean => {
    const [name, value] = [specifics[k - 1], specifics[k]!];
    return name !== undefined && (name.kind === 'name' || name.label === true) && /^\s*\(\s*$/.test(text.slice(name.end, value.start)) && /^\s*\)/.test(text.slice(value.end, value.end + 4));
  };
  if (!paired(i)) return clause;
  // Within its sentence, and a list a person writes: a hostile sentence of thousands of pairs is left as it is.
  const [from, to] = reading.sentenceSpecifics(i);
  if (to - from > MOST_PAIRED) return clause;
  const own = new Set(contentStems(specifics[i - 1]!.text, stem));
  const others = new Set<string>();
  for (let k = Math.max(1, from); k < to; k++) {
    if (k === i || !paired(k)) continue;
    for (const w of contentStems(specifics[k - 1]!.text, stem)) if (!own.has(w)) others.add(w);
  }
  return others.size === 0 ? clause : new Set([...clause].filter((w) => !others.has(w)));
}

/** The most values a sentence of name-and-value pairs is read with. */
const MOST_PAIRED = 60;

/**
 * What a value is stated with: its sentence from the value of its kind before it (or the sentence's
 * start) to the end of its clause or the next value of its kind. "A bike is £3 on Routes 1 and 3, and
 * £4.50 on Route 2": £3 is said with Routes 1 and 3 only.
 */
function saidWith(reading: TextReading, i: number, sentence: { readonly start: number; readonly end: number; readonly clauses: readonly { readonly start: number; readonly end: number }[] }): SaidWith {
  const s = reading.specifics[i]!;
  const [from, to] = reading.sentenceSpecifics(i);
  // Another value of its kind — not the same one restated ("81.8 L (18 gal), or about 144 pints").
  // (Names have no kind of their own: "Hannah Okafor drives the Toyota Yaris" says the car of the person.)
  const kin = (k: number): boolean => s.dimension !== undefined && reading.specifics[k]!.dimension === s.dimension && !sameAmount(reading.specifics[k]!, s);
  // From the start of its clause, or of the run of clauses a comma or a bracket joins to it ("If you
  // have 3 claim-free years, your discount is 30%"): never across a semicolon, a colon or a dash.
  let start = clauseRunStart(reading.text, sentence, s.start);
  let first = from;
  let alone = true;
  // A few values each way: a sentence of thousands is not walked per value.
  for (let k = i - 1; k >= Math.max(from, i - MOST_LOOKED_AT); k--) {
    if (kin(k)) {
      alone = false;
      start = Math.max(start, reading.specifics[k]!.end);
      // "£62 (Tier 1), £98": what is in brackets after a value is that value's.
      const bracket = /^\s*\([^()]{0,80}\)/.exec(reading.text.slice(start, start + 90));
      if (bracket) start += bracket[0].length;
      first = k + 1;
      break;
    }
  }
  const own = sentence.clauses[lastStartingBy(sentence.clauses, s.start)];
  let end = own && s.start < own.end ? own.end : sentence.end;
  for (let k = i + 1; k < Math.min(to, i + MOST_LOOKED_AT); k++) {
    if (kin(k)) {
      alone = false;
      end = Math.min(end, reading.specifics[k]!.start);
      break;
    }
  }
  // After it, only up to a comma or "and": "owned by Dr Okonedo and approved by T. Wierzbicki".
  const stop = /,|;|\band\b|\bor\b|\bwhile\b|\bwhereas\b/.exec(reading.text.slice(s.end, end));
  if (stop) end = s.end + stop.index;
  const keys = new Map<string, string | undefined>();
  for (let k = Math.max(first, i - MOST_LOOKED_AT); k < Math.min(to, i + MOST_LOOKED_AT); k++) {
    const x = reading.specifics[k]!;
    // A date by its own keys: "28 November 2025" says no "1 August 2025" by their year. A value said
    // relative to another ("one more year", "each year") or a frequency names nothing.
    if (k === i || x.start < start || x.end > end || reading.stances[k] === 'denied' || x.kind === 'frequency' || relative(reading.text, x)) continue;
    for (const key of x.kind === 'date' ? x.keys : x.provides) keys.set(key, x.dimension);
  }
  const text = reading.text.slice(start, Math.max(start, end)).replace(s.text, ' ');
  return { text, keys, alone };
}

const MOST_LOOKED_AT = 16;

/** The start of the clause holding `offset`, or of the clauses before it joined to it by a comma or a bracket ("Block 2 (20 hours) comes with 15%"). */
function clauseRunStart(text: string, sentence: { readonly start: number; readonly clauses: readonly { readonly start: number; readonly end: number }[] }, offset: number): number {
  // Found by halving, and a few clauses back at most: a sentence of a hundred thousand "1)" stays linear.
  let k = lastStartingBy(sentence.clauses, offset);
  if (k < 0 || offset >= sentence.clauses[k]!.end) return sentence.start;
  for (let back = 0; back < MOST_JOINED && k > 0 && /^[\s,()]*$/.test(text.slice(sentence.clauses[k - 1]!.end, sentence.clauses[k]!.start)); back++) k--;
  return sentence.clauses[k]!.start;
}

/** Clauses a comma or a bracket joins to a value's own that it is said with, at most. */
const MOST_JOINED = 4;

/** Words in or before a value that make it relative to another: "one more year", "another two days", "a further 5%". */
const RELATIVE = /\b(?:more|another|extra|additional|further)\b/i;
const RELATIVE_BEFORE = /\b(?:more|another|extra|additional|further|each|every|per)\s*$/i;
const relative = (text: string, x: Specific): boolean => RELATIVE.test(x.text) || RELATIVE_BEFORE.test(text.slice(Math.max(0, x.start - 16), x.start));

/** Two measures of one amount in other units, as a reply restates one: within 2%. */
function sameAmount(a: Specific, b: Specific): boolean {
  if (a.value === undefined || b.value === undefined || !a.unit || !b.unit) return false;
  const v = convert(a.value, a.unit, b.unit);
  return v !== undefined && Math.abs(v - b.value) <= Math.abs(b.value) * RESTATED;
}

const RESTATED = 0.02;

/** The sentence after a claim's, which may be its working: "at least 94.4%. I worked it out: 98.0 − 3.6." */
function followingOf(reading: TextReading, sentence: { readonly end: number }): { followingText?: string } {
  // The first sentence starting at or after this one's end, by halving: a reply of many sentences stays linear.
  const all = reading.sentences;
  let lo = 0;
  let hi = all.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (all[mid]!.start < sentence.end) lo = mid + 1;
    else hi = mid;
  }
  const next = all[lo];
  return next ? { followingText: reading.text.slice(next.start, next.end) } : {};
}

/**
 * The user's figure weighed against a value of its kind that another clause of the reply's
 * sentence asserts ("up to half an hour after the slot, so 20 minutes late is within it"): the
 * user's case, not adopted. A range or list in one clause ("from 3 months to 2 years") adopts it.
 */
function compared(reading: TextReading, i: number): boolean {
  const s = reading.specifics[i]!;
  if (s.dimension === undefined) return false;
  const clause = reading.sentenceOf(i).clauses.find((c) => c.start <= s.start && s.start < c.end);
  if (!clause) return false;
  const [from, to] = reading.sentenceSpecifics(i);
  for (let k = from; k < to; k++) {
    const o = reading.specifics[k]!;
    if (k !== i && o.dimension === s.dimension && reading.stances[k] === 'asserted' && (o.start < clause.start || o.start >= clause.end)) return true;
  }
  return false;
}

/** The other values of specific `i`'s sentence. */
function othersOf(reading: TextReading, i: number): Specific[] {
  const [from, to] = reading.sentenceSpecifics(i);
  return reading.specifics.slice(from, to).filter((_, k) => from + k !== i);
}

/** The reply's values around specific `i` outside its sentence: a bound, so a hostile reply's thousands of numbers are not all summed. */
function nearby(reading: TextReading, i: number): Specific[] {
  const [from, to] = reading.sentenceSpecifics(i);
  return [...reading.specifics.slice(Math.max(0, from - 12), from), ...reading.specifics.slice(to, to + 12)];
}

/** What a sentence names, in any language: the words of its names, labels and versions, lower case ("AWS KMS" → aws, kms). */
const anchorsOf = (specifics: readonly Specific[]): string[] => [
  ...new Set(specifics.filter((s) => s.kind === 'name' || s.kind === 'version' || s.label).flatMap((s) => s.text.toLowerCase().split(/[\s/:]+/).filter((w) => w.length >= 3))),
];
