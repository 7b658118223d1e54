// A text read once: its tokens, sentences and clauses, the specifics it states, what each is about
// and how the text holds each. Replies, user turns and claims are all read this way.
import { lastStartingBy, sentencesOf, type Sentence } from './layout.js';
import { withTableHeaders } from './header-units.js';
import { findSpecifics } from './specifics/index.js';
import { stanceAt, stancesOf } from './stance.js';
import { aboutnessOf, NO_SUBJECT, type Aboutness } from './subject.js';
import { tokenize, type Token } from './tokens.js';
import type { Specific, Stance } from './types.js';
import { contentStems, isEnglish } from './words.js';

export interface TextReading {
  readonly text: string;
  readonly tokens: readonly Token[];
  readonly sentences: readonly Sentence[];
  readonly specifics: readonly Specific[];
  readonly stances: readonly Stance[];
  readonly about: readonly Aboutness[];
  readonly english: boolean;
  /** Every content stem of the text. */
  readonly stems: ReadonlySet<string>;
  /** The sentence that holds specific `i`. */
  sentenceOf(i: number): Sentence;
  /** The indices [from, to) of the specifics in the same sentence as specific `i`. */
  sentenceSpecifics(i: number): readonly [number, number];
  clauseStems(i: number): ReadonlySet<string>;
  sentenceStems(i: number): ReadonlySet<string>;
  /** How the text holds the words at [start, end), specific or not. */
  stanceAt(start: number, end: number): Stance;
}

export interface ReadOptions {
  /** Keys of what the user's own message states: given back, those are the user's. */
  readonly userKeys?: ReadonlySet<string>;
  /** The user's own message, whose words given back are theirs. */
  readonly userText?: string;
  /** Keys of the figures the user's message claims for the reply to confirm (user-claims.ts): given back under a yes, they are the reply's claim. */
  readonly claimedKeys?: ReadonlySet<string>;
  /** Read as a user's claim: its questions still claim. */
  readonly claim?: boolean;
}

const WHOLE: Sentence = { from: 0, to: 0, start: 0, end: 0, clauses: [], question: false };

/** What a text says whoever asks: all of a reading but its stances, which depend on the user's message. */
/**
 * The keys a user's message states, for `ReadOptions.userKeys`: each value's, and a measure's
 * amount without its period too ("we use about 30,000 m³ a year" — "at 30,000 m³ you'd be in Band 2").
 */
export function userKeysOf(specifics: readonly Specific[]): Set<string> {
  const keys = new Set<string>();
  for (const s of specifics) {
    for (const k of s.keys) {
      keys.add(k);
      // A measure's only: "£50 a month" given back as "£50" is as often another fee the reply invents.
      if (k.startsWith('q:') && k.includes('/')) keys.add(k.slice(0, k.indexOf('/')));
    }
  }
  return keys;
}

export type ParsedText = Omit<TextReading, 'stances' | 'stanceAt'>;

export function readText(text: string, options: ReadOptions, stem: (w: string) => string): TextReading {
  return withStances(parseText(text, stem), options);
}

/** The parts of a reading that do not depend on who asks: kept once per text while stances vary per question. */
export function parseText(text: string, stem: (w: string) => string, options: { readonly names?: boolean } = {}): ParsedText {
  const tokens = tokenize(text);
  const specifics = withTableHeaders(text, findSpecifics(text, tokens, options));
  // Read when asked: a user's question is read for its specifics and words only.
  let sentences: readonly Sentence[] | undefined;
  let sentenceIndex: readonly number[] | undefined;
  let about: readonly Aboutness[] | undefined;
  let english: boolean | undefined;
  let stems: ReadonlySet<string> | undefined;
  let ranges: readonly (readonly [number, number])[] | undefined;
  const sentencesRead = (): readonly Sentence[] => (sentences ??= sentencesOf(text, tokens));
  const indexOf = (i: number): number => (sentenceIndex ??= specifics.map((s) => lastStartingBy(sentencesRead(), s.start)))[i]!;
  const sentenceOf = (i: number): Sentence => sentencesRead()[indexOf(i)] ?? { ...WHOLE, end: text.length };
  const stemsOf = new Map<string, ReadonlySet<string>>();
  const stemsOfSpan = (start: number, end: number): ReadonlySet<string> => {
    const key = `${start}:${end}`;
    let found = stemsOf.get(key);
    if (!found) stemsOf.set(key, (found = new Set(contentStems(text.slice(start, end), stem))));
    return found;
  };
  return {
    text,
    tokens,
    get sentences() {
      return sentencesRead();
    },
    specifics,
    get about() {
      return (about ??= aboutnessOf(text, sentencesRead(), specifics, stem, true));
    },
    get english() {
      return (english ??= isEnglish(text));
    },
    get stems() {
      return (stems ??= new Set(contentStems(text.length > 20_000 ? text.slice(0, 20_000) : text, stem)));
    },
    sentenceOf,
    sentenceSpecifics(i) {
      return (ranges ??= rangesOf(specifics.map((_, k) => indexOf(k))))[i]!;
    },
    clauseStems(i) {
      const s = specifics[i]!;
      const { clauses } = sentenceOf(i);
      const k = clauses.findIndex((c) => c.start <= s.start && s.start < c.end);
      const clause = clauses[k] ?? sentenceOf(i);
      // "Manual wheelchairs are free but must be booked 24 hours ahead": a clause with no subject of its own is the one before's.
      const from = k > 0 && NO_SUBJECT.test(text.slice(clause.start, clause.end)) ? clauses[k - 1]!.start : clause.start;
      return stemsOfSpan(from, clause.end);
    },
    sentenceStems(i) {
      const sentence = sentenceOf(i);
      return stemsOfSpan(sentence.start, sentence.end);
    },
  };
}


/** For each specific, the indices [from, to) of the specifics of its sentence (its sentence's index given for each, in order). */
function rangesOf(sentenceIndex: readonly number[]): (readonly [number, number])[] {
  const out: (readonly [number, number])[] = [];
  for (let from = 0; from < sentenceIndex.length; ) {
    let to = from + 1;
    while (to < sentenceIndex.length && sentenceIndex[to] === sentenceIndex[from]) to++;
    const range = [from, to] as const;
    for (let k = from; k < to; k++) out.push(range);
    from = to;
  }
  return out;
}

/** A parsed text's stances toward what it states, for one user's message (or none). */
export function withStances(parsed: ParsedText, options: ReadOptions): TextReading {
  const { text, tokens, specifics } = parsed;
  const stanceInput = { text, tokens, get sentences() { return parsed.sentences; }, userKeys: options.userKeys ?? new Set<string>(), ...(options.claimedKeys?.size ? { claimedKeys: options.claimedKeys } : {}), ...(options.userText ? { userText: options.userText.toLowerCase() } : {}), ...(options.claim ? { claim: true } : {}) };
  let stances: readonly Stance[] | undefined;
  return {
    text,
    tokens,
    get sentences() {
      return parsed.sentences;
    },
    specifics,
    get about() {
      return parsed.about;
    },
    get english() {
      return parsed.english;
    },
    get stems() {
      return parsed.stems;
    },
    get stances() {
      return (stances ??= stancesOf(specifics, stanceInput));
    },
    sentenceOf: parsed.sentenceOf,
    sentenceSpecifics: parsed.sentenceSpecifics,
    clauseStems: parsed.clauseStems,
    sentenceStems: parsed.sentenceStems,
    stanceAt: (start, end) => stanceAt(start, end, stanceInput),
  };
}
