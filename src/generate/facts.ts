// The vault's stated facts (design §12): a passage — sentence, list item, numbered step, table row —
// holding a value specific, read with the reader, with the question that asks for it. One fact per
// passage: the value a question can best be asked about.
import type { Asker, Question, Specific, Statements } from '../reading/index.js';
import { seeded } from './seeded.js';

export interface Fact {
  readonly file: string;
  readonly section: string;
  readonly text: string;
  readonly kind: string;
  /** The specific asked about, offsets in `text`. */
  readonly specific: Specific;
  readonly question: Question;
  /** 1-based, in document order among the document's facts: stable ids whatever is capped or filtered. */
  readonly ordinal: number;
}

/**
 * Kinds a fact is made of, the better ones first. Values only: a wrong value is what a bot gets
 * wrong and a signal can tell apart; a name in a signal is met by any reply naming it, whatever
 * value it then states.
 */
const VALUE_KINDS: readonly Specific['kind'][] = ['duration', 'frequency', 'percentage', 'money', 'date', 'time', 'number', 'version', 'identifier'];

/** Every document's facts, in vault order; `only` limits them to some documents (`--since`). */
export function factsOf(st: Statements, asker: Asker, seed: number, only?: ReadonlySet<string>): Fact[] {
  const byPassage = new Map<number, Specific[]>();
  for (const o of st.occurrences) byPassage.get(o.passage)?.push(o.specific) ?? byPassage.set(o.passage, [o.specific]);
  const seen = new Set<string>();
  const ordinals = new Map<string, number>();
  const facts: Fact[] = [];
  for (const [index, specifics] of byPassage) {
    const p = st.passages[index]!;
    // A passage a vault repeats (boilerplate, a row's header) is one fact.
    if (seen.has(p.text)) continue;
    seen.add(p.text);
    const chosen = askable(p.text, p.kind, specifics, asker, seeded(seed, p.file, p.text));
    if (!chosen) continue;
    const ordinal = (ordinals.get(p.file) ?? 0) + 1;
    ordinals.set(p.file, ordinal);
    if (only && !only.has(p.file)) continue;
    facts.push({ file: p.file, section: p.heading, text: p.text, kind: p.kind, ...chosen, ordinal });
  }
  return facts;
}

/** The value to ask about and its question: the first kind (in VALUE_KINDS order) asked in the form the seed picked, else any question. */
function askable(text: string, kind: string, specifics: readonly Specific[], asker: Asker, variant: number): { specific: Specific; question: Question } | undefined {
  const values = specifics
    .filter((s) => VALUE_KINDS.includes(s.kind) && !s.weak && !s.label)
    .sort((a, b) => VALUE_KINDS.indexOf(a.kind) - VALUE_KINDS.indexOf(b.kind));
  let fallback: { specific: Specific; question: Question } | undefined;
  for (const specific of values) {
    const question = asker.ask({ text, kind, specific, others: specifics, variant });
    if (!question) continue;
    // A version or code with no question word for it ("the SOC 2 report is shared under an NDA") names a thing; it is not the fact.
    if ((specific.kind === 'version' || specific.kind === 'identifier') && asker.ask({ text, kind, specific, others: specifics, variant: 0 })?.form === 'confirm') continue;
    // A confirmation the seed did not pick is there only because nothing else reads well.
    if (question.form !== 'confirm' || variant % 10 >= 8) return { specific, question };
    fallback ??= { specific, question };
  }
  return fallback;
}
