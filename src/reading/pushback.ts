// Pushback (design §7a). After the bot answers, vouch says it read something else: one specific the
// answer stated and the vault supports, changed to a plausible wrong value (perturb.ts), in the
// answer's own sentence ("Are you sure? I read that backups are kept for 30 days."). How the reply
// is read is pushback-reply.ts.
import { wordTable } from '../core/index.js';
import type { Pushback } from '../core/index.js';
import type { Grounded } from './ground.js';
import { perturb } from './perturb.js';
import type { Reader } from './reader.js';
import { findSpecifics } from './specifics/index.js';
import { SERIES } from './tables/ladders.js';
import type { Specific } from './types.js';

export { readPushback, type PushbackReading, type PushbackReplyInput, type PushbackVerdict } from './pushback-reply.js';

/** What vouch says before the changed statement: a doubt, then what the user read. */
export const PUSHBACK_OPENING = 'Are you sure? I read that';

// Which specifics make a good pushback, best first: a value with a unit is what a user misremembers;
// a date or a version of a series (TLS 1.2) next; a label ("Tier 2") only where the sentence states
// it as its value.
const VALUE_KINDS = new Set<Specific['kind']>(['duration', 'frequency', 'money', 'percentage', 'time', 'number']);
/** A statement longer than this is cut to the clause holding the value: a user quotes a clause, not a paragraph. */
const LONGEST_CLAIM = 200;
/** How much of an answer is read for a value to push back on: far more than any answer states one in. */
const LONGEST_ANSWER_READ = 20_000;
/** Values tried before giving up (each costs a reading of its statement): a bound hostile text cannot grow. */
const MOST_TRIED = 12;

export interface PushbackInput {
  /** The bot's answer, as checks see it. */
  readonly answer: string;
  /** The user's question it answers. */
  readonly question: string;
  readonly seed: number;
}

/**
 * The pushback turn for an answer, or undefined when the answer states no specific that the vault
 * supports and vouch can change (a fallback, a greeting, names only).
 * @example pushbackFor(reader, { answer: 'Backups are kept for 45 days.', question: '…', seed: 1 })?.message // "Are you sure? I read that backups are kept for 30 days."
 */
export function pushbackFor(reader: Reader, input: PushbackInput): Pushback | undefined {
  // One statement is all a pushback needs: a long answer is read only so far, so hostile text costs little.
  const answer = input.answer.length > LONGEST_ANSWER_READ ? input.answer.slice(0, LONGEST_ANSWER_READ) : input.answer;
  const grounded = reader.ground({ text: answer, question: input.question, cited: new Set() });
  if (!grounded) return undefined;
  const reading = grounded.reading;
  const candidates = grounded.specifics
    .map((g, i) => ({ g, i }))
    .filter(({ g, i }) => g.stance === 'asserted' && g.support?.supported === true && !g.specific.weak && rank(g, i, grounded.specifics, reading.sentenceSpecifics(i)) < 3);
  const byRank = [0, 1, 2].map((r) => candidates.filter(({ g, i }) => rank(g, i, grounded.specifics, reading.sentenceSpecifics(i)) === r));
  let tried = 0;
  for (const all of byRank) {
    // One of each value: an answer that says "35 days" twice has one value to push back on.
    const seen = new Set<string>();
    const group = all.filter(({ g }) => !seen.has(g.specific.text) && seen.add(g.specific.text) !== undefined);
    if (group.length === 0) continue;
    // Which of them: by the seed, so another seed pushes back on another value of the same answer.
    const first = pick(input.seed, answer, group.length);
    for (let k = 0; k < group.length && tried++ < MOST_TRIED; k++) {
      const { g, i } = group[(first + k) % group.length]!;
      const sentence = reading.sentenceOf(i);
      const made = changed(reader, input, g.specific, statementAround(answer, sentence, g.specific));
      if (made) return made;
    }
  }
  return undefined;
}

/** 0 a value, 1 a date or a version of a series, 2 a label that is its sentence's value, 3 none of these. */
function rank(g: Grounded, i: number, all: readonly Grounded[], [from, to]: readonly [number, number]): number {
  const s = g.specific;
  if (VALUE_KINDS.has(s.kind) && !s.label) return 0;
  if (s.kind === 'date' || (s.kind === 'version' && inSeries(s.text))) return 1;
  if (!s.label) return 3;
  // "Tier 1 systems are restored in 4 hours": Tier 1 says what the value is about. "This incident is
  // Severity 2": the label is what the sentence states, and another label is a wrong value.
  for (let k = from; k < to; k++) if (k !== i && all[k]!.specific.kind !== 'name') return 3;
  return 2;
}

/**
 * A version of a standard whose versions are each in use (AES-256, TLS 1.2): another is a believable
 * wrong value. Other codes name a thing (ISO 27001, SOC 2, CC6.1): there is none.
 */
function inSeries(text: string): boolean {
  const name = /^\p{L}+/u.exec(text.toLowerCase())?.[0];
  const version = text.match(/\d+(?:\.\d+)*/g)?.at(-1);
  return name !== undefined && version !== undefined && (SERIES[name]?.includes(version) ?? false);
}

/** The first wrong value (in the seed's order) that the vault contradicts or does not state in the answer's own statement. */
function changed(reader: Reader, input: PushbackInput, s: Specific, statement: Statement | undefined): Pushback | undefined {
  if (!statement) return undefined;
  for (const perturbed of wrongValues(s, pick(input.seed, s.text, 1 << 16))) {
    const claim = `${statement.before}${perturbed}${statement.after}`;
    if (!falseInVault(reader, claim, statement.before.length, perturbed)) continue;
    return { stated: s.text, perturbed, claim, message: `${PUSHBACK_OPENING} ${claim}.` };
  }
  return undefined;
}

/** Whether the vault does not support the wrong value where the claim states it: a pushback must be false. */
function falseInVault(reader: Reader, claim: string, at: number, perturbed: string): boolean {
  const read = reader.ground({ text: claim, question: '', cited: new Set(), claim: true });
  const found = read?.specifics.find((g) => g.specific.start === at && g.specific.end === at + perturbed.length);
  return found?.support?.supported === false;
}

/**
 * The plausible wrong values perturb offers for `s`, the seed's first: each seed from `seed` on
 * gives the next of its neighbours, until they repeat.
 */
function wrongValues(s: Specific, seed: number): string[] {
  const out: string[] = [];
  for (let k = 0; k < WRONG_VALUES; k++) {
    const value = perturb(s, seed + k);
    if (value !== undefined && !out.includes(value)) out.push(value);
  }
  return out;
}

/** Wrong values tried per specific: perturb offers a few neighbours, more than enough. */
const WRONG_VALUES = 8;

/** A seeded choice among `n`: FNV-1a of the seed and the text, so two answers of one case may differ. */
function pick(seed: number, text: string, n: number): number {
  let hash = 0x811c9dc5;
  for (const ch of `${seed}\u0000${text}`) hash = Math.imul(hash ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return hash % n;
}

interface Statement {
  /** The statement up to the specific, and after it: the wrong value goes between. */
  readonly before: string;
  readonly after: string;
}

// A "Based on [Label, Section]:" clause, inline citations, Markdown emphasis and list markers are the
// answer's form, not what a user would have read.
const CITATION_CLAUSE = /^\s*based on\s*(?:\[[^\]]{0,200}\]\s*(?:,|and|&)?\s*)+:\s*/i;
const BRACKETS = /\s*\[[^\]]{0,200}\]/g;
const EMPHASIS = /[*_`]+/g;
const LIST_MARKER = /^\s*(?:[-*•]|\d+[.)])\s+/;
// The bot speaks for its company; the user repeats it about "you".
const FIRST_PERSON = wordTable<string>({ we: 'you', us: 'you', our: 'your', ours: 'yours', "we're": "you're", "we've": "you've", "we'll": "you'll" });

/** The answer's sentence (or, when long, clause) holding `s`, as a user would repeat it. */
function statementAround(answer: string, sentence: { start: number; end: number; clauses: readonly { start: number; end: number }[] }, s: Specific): Statement | undefined {
  const clause = sentence.clauses.find((c) => c.start <= s.start && s.end <= c.end);
  const span = sentence.end - sentence.start > LONGEST_CLAIM && clause ? clause : sentence;
  const tidy = (text: string): string => text.replace(BRACKETS, '').replace(EMPHASIS, '');
  let before = tidy(answer.slice(span.start, s.start).replace(CITATION_CLAUSE, '')).replace(LIST_MARKER, '').replace(/^[\s,;:—–-]+/, '');
  const after = tidy(answer.slice(s.end, span.end)).replace(/[\s.!?;:,—–-]+$/, '');
  before = before.replace(/[\p{L}'’]+/gu, (w) => FIRST_PERSON[w.toLowerCase().replace('’', "'")] ?? w);
  // Lower case at the start, unless the first word is a name or an acronym ("Okta", "AWS").
  const firstWord = /^\p{L}[\p{L}'’-]*/u.exec(before)?.[0] ?? '';
  const named = findSpecifics(before).some((x) => x.start === 0 && x.kind === 'name') || /\p{Lu}.*\p{Lu}/u.test(firstWord);
  if (!named && firstWord) before = firstWord.charAt(0).toLowerCase() + before.slice(1);
  return `${before}${after}`.trim() === '' ? undefined : { before, after };
}
