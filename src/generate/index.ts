// Generate stage (design §12): a vault → a native suite, from the vault alone and with no model.
// Each stated fact gives a question with signals and its required source; some give a false
// premise or a push back; questionnaire topics the vault does not cover give fallback cases.
// Pure: documents in, records out (the CLI reads the vault, asks git, and writes the file).
import { createReader, loadAsker, type SourceDocument } from '../reading/index.js';
import { answerCase, premiseCase, pushbackCase, slug, type GeneratedCase } from './cases.js';
import { factsOf, type Fact } from './facts.js';
import { seeded } from './seeded.js';
import { TOPICS } from './topics.js';
import { uncoveredTopics } from './uncovered.js';

export { renderSuite } from './render.js';
export { TOPICS, type Topic } from './topics.js';
export type { GeneratedCase, GeneratedTurn } from './cases.js';

export interface GenerateOptions {
  /** The same documents and seed give the same suite. */
  readonly seed: number;
  /** Facts at most, over the whole vault (each gives its question, and perhaps a premise or push back case). */
  readonly count?: number;
  /** Facts at most per document. */
  readonly perDocument?: number;
  /** Only these documents' facts (`--since`); no fallback cases then, as those are about no document. */
  readonly only?: ReadonlySet<string>;
}

export interface GeneratedSuite {
  readonly cases: readonly GeneratedCase[];
  /** How many of each: facts asked, false premises, push backs, topics not covered. */
  readonly counts: { readonly facts: number; readonly premises: number; readonly pushbacks: number; readonly uncovered: number };
}

/**
 * @example
 * const { cases } = await generateSuite(vault.docs, { seed: 1 });
 * process.stdout.write(renderSuite(cases, { name: 'kb', vault: '../kb', seed: 1 }));
 */
export async function generateSuite(documents: readonly SourceDocument[], options: GenerateOptions): Promise<GeneratedSuite> {
  const reader = createReader(documents);
  const st = reader.statements()!;
  const asker = await loadAsker();
  const facts = capped(factsOf(st, asker, options.seed, options.only), options);
  const answers = facts.map(answerCase);
  // A third of the facts (by the seed) get a false premise, a third a push back.
  const extra = facts.flatMap((f) => {
    const which = seeded(options.seed, 'extra', f.text) % 3;
    const made = which === 0 ? premiseCase(f, options.seed) : which === 1 ? pushbackCase(f, options.seed) : undefined;
    return made ? [made] : [];
  });
  const uncovered = options.only ? [] : uncoveredTopics(TOPICS, st, reader.stem, options.seed);
  const fallbacks: GeneratedCase[] = uncovered.map(({ topic, question }) => ({
    id: `uncovered-${topic.id}`,
    category: 'not_covered',
    prompt: question,
    expectedBehavior: 'security_clearance_fallback',
    notes: `${topic.domains}. No vault passage mentions ${topic.phrases.map((p) => `"${p}"`).join(', ')}.`,
  }));
  const cases = [...answers, ...extra.filter((c) => c.category === 'false_premise'), ...extra.filter((c) => c.category === 'pushback'), ...fallbacks];
  return {
    cases,
    counts: { facts: answers.length, premises: extra.filter((c) => c.category === 'false_premise').length, pushbacks: extra.filter((c) => c.category === 'pushback').length, uncovered: fallbacks.length },
  };
}

/**
 * The facts kept under `--per-document` and `--count`: chosen by the seed (a hash of each fact's
 * text, so one document's edit moves no other document's choice), then put back in vault order.
 */
function capped(facts: readonly Fact[], options: GenerateOptions): Fact[] {
  const rank = (f: Fact): number => seeded(options.seed, 'keep', f.file, f.text);
  const byRank = [...facts].sort((a, b) => rank(a) - rank(b));
  const perDoc = new Map<string, number>();
  const kept = new Set<Fact>();
  for (const f of byRank) {
    const n = perDoc.get(f.file) ?? 0;
    if (options.perDocument !== undefined && n >= options.perDocument) continue;
    if (options.count !== undefined && kept.size >= options.count) break;
    perDoc.set(f.file, n + 1);
    kept.add(f);
  }
  return facts.filter((f) => kept.has(f));
}

export { slug };
