// The same facts every time (design §4, repeats): the values a reply states, each with what it is
// about, so that two trials of one case can be compared. A value that changes between trials about
// the same thing ("45 days" in one, "30 days" in the next) means at least one of them is wrong,
// whether or not anything else checks the answer; the same value in other words ("forty-five days")
// is no change. Precision first: "the same thing" is the same sentence with another value, or the
// same words next to the value, and never a value stated under another label ("Tier 2").
import type { Reader } from './reader.js';
import { userKeysOf } from './read.js';
import { claimedKeysOf } from './user-claims.js';
import { sameValue } from './same-value.js';
import type { Specific } from './types.js';
import { withoutForm } from './words.js';

/** Kinds whose values are compared: values with a unit or a calendar, and versions ("TLS 1.2"). */
const FACT_KINDS = new Set<Specific['kind']>(['duration', 'frequency', 'money', 'percentage', 'time', 'number', 'date', 'version']);
/** Values kept per reply: an answer states a few dozen; hostile text is cut off here. */
export const MOST_FACTS = 64;
/** How much of the words next to two values must be shared (of all of them) for one subject. */
const SAME_WORDS = 0.6;

/** One value a reply states, with what it is about. */
export interface StatedFact {
  readonly specific: Specific;
  /** Stems of the words next to it. */
  readonly near: readonly string[];
  /** The labels it is stated under ("Tier 1"), as keys. */
  readonly labels: string;
  /** Its sentence with every value replaced, and which of them it is: equal templates are one statement. */
  readonly template: string;
  /** Its sentence, for evidence. */
  readonly sentence: string;
}

/** Two values of two trials that cannot both be right: the same subject, different values. */
export interface Conflict {
  readonly now: StatedFact;
  readonly earlier: StatedFact;
}

/**
 * The values `text` asserts (not those it denies, asks about or gives back from the question), up to MOST_FACTS.
 * @example statedFacts(reader, 'Backups are kept for 45 days.', 'How long are backups kept?')[0].specific.text // '45 days'
 */
export function statedFacts(reader: Reader, text: string, question = ''): StatedFact[] {
  const asked = reader.read(question).specifics;
  const reading = reader.read(text, { userKeys: userKeysOf(asked), claimedKeys: claimedKeysOf(question, asked), userText: question });
  const out: StatedFact[] = [];
  for (let i = 0; i < reading.specifics.length && out.length < MOST_FACTS; i++) {
    const s = reading.specifics[i]!;
    if (reading.stances[i] !== 'asserted' || s.weak || s.label || !FACT_KINDS.has(s.kind) || s.dimension === undefined) continue;
    const sentence = reading.sentenceOf(i);
    const [from, to] = reading.sentenceSpecifics(i);
    out.push({
      specific: s,
      near: [...reading.about[i]!.near],
      labels: reading.about[i]!.labels.flatMap((l) => l.keys).sort().join(' '),
      template: templateOf(text, sentence, reading.specifics.slice(from, to), i - from),
      sentence: text.slice(sentence.start, Math.min(sentence.end, sentence.start + 300)).trim(),
    });
  }
  return out;
}

/**
 * The facts of `now` that change a value `earlier` stated about the same thing. A value said in both
 * (a range, two values of one subject) is no change.
 * @example conflicting(statedFacts(reader, 'Backups are kept for 45 days.'), statedFacts(reader, 'Backups are kept for 30 days.')).length // 1
 */
export function conflicting(earlier: readonly StatedFact[], now: readonly StatedFact[]): Conflict[] {
  const out: Conflict[] = [];
  for (const f of now) {
    const about = earlier.filter((e) => sameSubject(e, f));
    if (about.length === 0 || alongside(earlier, about).some((e) => sameValue(e.specific, f.specific))) continue;
    const near = alongside(now, now.filter((g) => about.some((e) => sameSubject(g, e))));
    const changed = about.find((e) => !near.some((g) => sameValue(g.specific, e.specific)));
    if (changed) out.push({ now: f, earlier: changed });
  }
  return out;
}

/** `facts` with every value of the same dimension in their sentences: "3 to 5 days" states both ends about one thing. */
function alongside(all: readonly StatedFact[], facts: readonly StatedFact[]): StatedFact[] {
  return all.filter((x) => facts.some((f) => f.sentence === x.sentence && f.specific.dimension === x.specific.dimension));
}

function sameSubject(a: StatedFact, b: StatedFact): boolean {
  if (a.specific.dimension !== b.specific.dimension || a.labels !== b.labels) return false;
  if (a.template === b.template) return true;
  if (a.near.length === 0 || b.near.length === 0) return false;
  const bs = new Set(b.near);
  const shared = new Set(a.near.filter((w) => bs.has(w))).size;
  const all = new Set([...a.near, ...b.near]).size;
  return shared > 0 && shared / all >= SAME_WORDS;
}


/** The sentence with each value as "#", folded; the place of value `slot` among them ends it. */
function templateOf(text: string, sentence: { start: number; end: number }, values: readonly Specific[], slot: number): string {
  let out = '';
  let at = sentence.start;
  for (const v of values) {
    out += `${text.slice(at, v.start)}#`;
    at = v.end;
  }
  out += text.slice(at, sentence.end);
  const folded = withoutForm(out).toLowerCase().replace(/\s+/g, ' ').replace(/[\s.!?;:]+$/, '').trim();
  return `${folded}\u0000${slot}`;
}
