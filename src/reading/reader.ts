// The per-run reading state: the vault read as statements (once, on first use), and bounded
// memories of what was read — stems of words, readings of texts bots repeat across trials. One
// object per run, passed to whoever reads; nothing kept in modules, so a long run's memory does
// not grow with the number of different replies.
import { type AskedText, type ClaimWords, groundReading, type Grounding } from './ground.js';
import { findSpecifics } from './specifics/index.js';
import { tokenize } from './tokens.js';
import { claimedKeysOf } from './user-claims.js';
import { type ParsedText, parseText, type ReadOptions, type TextReading, userKeysOf, withStances } from './read.js';
import { statementsOf, type SourceDocument, type Statements } from './statements.js';
import { contentStems, stemOf } from './words.js';

export interface Reader {
  /** The vault's statements, read on first use; undefined without a vault. */
  statements(): Statements | undefined;
  /** A text read: its specifics, what each is about, how it holds each. */
  read(text: string, options?: ReadOptions): TextReading;
  /** A reply read against the vault. `question`: the user's message it answers. */
  ground(input: { readonly text: string; readonly question: string; readonly cited: ReadonlySet<string>; readonly claim?: boolean }): Grounding | undefined;
  /** The Porter stem of a lower-case word. */
  stem(word: string): string;
}

/**
 * How much of a text is read: far more than any answer a person reads, and a bound on what hostile
 * text costs. Readers of a longer text say so (`TextReading.text` is what was read).
 */
export const LONGEST_READ = 100_000;

/** Words whose stems are remembered, and texts whose readings are: bounds, so memory stays flat. */
const STEMS_KEPT = 50_000;
const READINGS_KEPT = 256;
const LONGEST_KEPT = 20_000;

export function createReader(documents?: readonly SourceDocument[]): Reader {
  const stems = new Map<string, string>();
  const stem = (w: string): string => {
    let s = stems.get(w);
    if (s === undefined) {
      s = stemOf(w);
      if (stems.size >= STEMS_KEPT) stems.clear();
      stems.set(w, s);
    }
    return s;
  };
  let statements: Statements | undefined;
  // A reply is parsed once however many users' messages it is read against (each trial asks its own question).
  const parsed = new Map<string, ParsedText>();
  const readings = new Map<string, TextReading>();
  // The grounding and citation-support checks read each reply against the vault: once.
  const groundings = new Map<string, Grounding>();
  // What each specific of a kept reply is about, whatever the question: let go with the reply.
  const claimWords: ClaimWords = new WeakMap();
  // The one text too long to keep among them, parsed last: one reply is read several times over in
  // a check (its grounding, its sentences, its stances), and a megabyte's first 100,000 characters
  // were parsed four times over in the pushback check. One slot, so memory stays flat.
  let lastLong: { readonly text: string; readonly parsed: ParsedText } | undefined;
  const parse = (text: string): ParsedText => {
    if (text.length > LONGEST_KEPT) {
      if (lastLong?.text !== text) lastLong = { text, parsed: parseText(text, stem) };
      return lastLong.parsed;
    }
    const kept = recall(parsed, text);
    if (kept) return kept;
    const done = parseText(text, stem);
    keep(parsed, text, done);
    return done;
  };
  const read = (whole: string, options: ReadOptions = {}): TextReading => {
    const text = capped(whole);
    const key = `${options.claim ? 'c' : 'r'}\u0000${options.userText ?? ''}\u0000${text}`;
    const kept = recall(readings, key);
    if (kept) return kept;
    const reading = withStances(parse(text), options);
    if (text.length <= LONGEST_KEPT) keep(readings, key, reading);
    return reading;
  };
  return {
    statements: () => (documents ? (statements ??= statementsOf(documents, stem)) : undefined),
    read,
    stem,
    ground(input) {
      const st = documents ? (statements ??= statementsOf(documents, stem)) : undefined;
      if (!st) return undefined;
      const mode = `${input.claim ? 'c' : 'r'}\u0000${[...input.cited].join('\u0001')}`;
      const key = `${mode}\u0000${input.question}\u0000${input.text}`;
      const kept = recall(groundings, key);
      if (kept) return kept;
      const text = capped(input.text);
      const reply = parse(text);
      // The user's message is read for its values and words: names in it matter only as its text (a name given back).
      // A reply that states nothing specific is grounded alike whatever was asked: then the message is not read.
      const question = reply.specifics.length > 0 ? asked(capped(input.question), stem) : { text: capped(input.question), specifics: [], stems: new Set<string>() };
      const userKeys = userKeysOf(question.specifics);
      const claimedKeys = claimedKeysOf(question.text, question.specifics);
      const digest = questionDigest(reply, question, userKeys, claimedKeys, mode, text);
      const known = digest && recall(groundings, digest);
      if (known) {
        // Kept under the whole key too: the citation-support check asks again for the same reply and message.
        if (input.text.length <= LONGEST_KEPT) keep(groundings, key, known);
        return known;
      }
      const reading = read(input.text, { userKeys, claimedKeys, userText: input.question, ...(input.claim ? { claim: true } : {}) });
      const watch = { usedQuestionValues: false };
      const grounding = groundReading({ reading, question, cited: input.cited, watch }, st, stem, claimWords);
      if (input.text.length <= LONGEST_KEPT) {
        keep(groundings, key, grounding);
        if (digest && !watch.usedQuestionValues) keep(groundings, digest, grounding);
      }
      return grounding;
    },
  };
}

/**
 * What of the user's message a reply's grounding depends on, when that is all it depends on: the
 * message's words, and which of the reply's values it states too. Each trial asks in its own words
 * ("… (case 1234)"), and the same reply read against the same words is the same grounding — unless
 * the reply names something the message says (a quotation, a name given back), which reads the
 * message's text, or its arithmetic used the message's values (then the caller keeps no digest).
 */
function questionDigest(reply: ParsedText, question: AskedText, userKeys: ReadonlySet<string>, claimedKeys: ReadonlySet<string>, mode: string, text: string): string | undefined {
  // A long message is no trial's own wording of one question: no digest, and no search of it per specific.
  if (question.text.length > LONGEST_ASKED) return undefined;
  const asked = question.text.toLowerCase();
  if (reply.specifics.some((s) => asked.includes(s.text.toLowerCase()))) return undefined;
  // Which of them it gives back, and which of those the message claims ("…, right?"): those the reply may adopt.
  const echoed = reply.specifics.flatMap((s) => s.keys.filter((k) => userKeys.has(k)).map((k) => (claimedKeys.has(k) ? `${k}!` : k)));
  return `d${mode}\u0000${[...question.stems].sort().join(' ')}\u0000${echoed.join(' ')}\u0000${text}`;
}

/** A user's message read for what grounding needs of it: its values (not its names) and its words, nothing more. */
function asked(text: string, stem: (w: string) => string): AskedText {
  return { text, specifics: findSpecifics(text, tokenize(text), { names: false, casual: true }), stems: new Set(contentStems(text.length > LONGEST_KEPT ? text.slice(0, LONGEST_KEPT) : text, stem)) };
}

/** What of a text is read: its first LONGEST_READ characters. */
const capped = (text: string): string => (text.length > LONGEST_READ ? text.slice(0, LONGEST_READ) : text);

/** The longest user's message a grounding is kept under a digest for. */
const LONGEST_ASKED = 2000;

/** A kept value, now the most recently used (last), so the oldest is the one let go. */
function recall<T>(kept: Map<string, T>, key: string): T | undefined {
  const value = kept.get(key);
  if (value !== undefined) {
    kept.delete(key);
    kept.set(key, value);
  }
  return value;
}

function keep<T>(kept: Map<string, T>, key: string, value: T): void {
  if (kept.size >= READINGS_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, value);
}
