// Grounding measured on a hand-labelled set: folders each with a vault/ and answers.json of cited
// answers labelled grounded or ungrounded (with the invented spans). A reply is flagged when the
// grounding checks find an unsupported specific or one its citations do not support.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ground } from '../../src/checks/grounding/analyze.js';
import { makeReply } from '../../src/checks/index.js';
import { loadVault } from '../../src/vault/index.js';

export interface LabelledAnswer {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
  readonly label: 'grounded' | 'ungrounded';
  readonly invented: readonly string[];
  readonly kinds: readonly string[];
  readonly hard?: string;
}

export interface Outcome {
  readonly answer: LabelledAnswer;
  readonly flagged: boolean;
  /** What was flagged: the spans and why. */
  readonly flags: readonly string[];
  /** For ungrounded answers: the invented items a flag overlaps. */
  readonly caught: readonly string[];
  readonly micros: number;
}

export interface Score {
  readonly answers: number;
  readonly precision: number;
  readonly recall: number;
  readonly balancedAccuracy: number;
  readonly spanRecall: number;
  readonly falsePositives: readonly Outcome[];
  readonly falseNegatives: readonly Outcome[];
  readonly byKind: Readonly<Record<string, { caught: number; total: number }>>;
  readonly outcomes: readonly Outcome[];
}

export async function evaluateSet(dir: string): Promise<Score> {
  const outcomes: Outcome[] = [];
  for (const entry of (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory())) {
    const folder = join(dir, entry.name);
    const vault = await loadVault(join(folder, 'vault'));
    const { answers } = JSON.parse(await readFile(join(folder, 'answers.json'), 'utf8')) as { answers: LabelledAnswer[] };
    for (const answer of answers) outcomes.push(judge(answer, vault));
  }
  return score(outcomes);
}

function judge(answer: LabelledAnswer, vault: Awaited<ReturnType<typeof loadVault>>): Outcome {
  const started = performance.now();
  const reply = makeReply(answer.answer, { fallbackPhrases: [] });
  const g = ground(reply, { vault, citationSources: {}, question: answer.question });
  const micros = (performance.now() - started) * 1000;
  const spans = [...g.unsupported, ...g.misattributed].map((r) => r.specific);
  const flags = [
    ...g.unsupported.map((r) => `unsupported ${r.specific.kind} "${r.specific.text}": ${r.support.reason}`),
    ...g.misattributed.map((r) => `misattributed ${r.specific.kind} "${r.specific.text}": in ${r.files.join(', ')}`),
  ];
  const text = reply.text;
  const caught = answer.invented.filter((inv) => {
    const at = text.indexOf(inv);
    return at >= 0 && spans.some((s) => s.start < at + inv.length && s.end > at);
  });
  return { answer, flagged: flags.length > 0, flags, caught, micros };
}

function score(outcomes: readonly Outcome[]): Score {
  const tp = outcomes.filter((o) => o.flagged && o.answer.label === 'ungrounded').length;
  const fp = outcomes.filter((o) => o.flagged && o.answer.label === 'grounded');
  const fn = outcomes.filter((o) => !o.flagged && o.answer.label === 'ungrounded');
  const tn = outcomes.filter((o) => !o.flagged && o.answer.label === 'grounded').length;
  const invented = outcomes.flatMap((o) => o.answer.invented.map((inv, i) => ({ inv, kind: o.answer.kinds[i] ?? '?', caught: o.caught.includes(inv) })));
  const byKind: Record<string, { caught: number; total: number }> = {};
  for (const x of invented) {
    const k = (byKind[x.kind] ??= { caught: 0, total: 0 });
    k.total++;
    if (x.caught) k.caught++;
  }
  const recall = tp / Math.max(1, tp + fn.length);
  return {
    answers: outcomes.length,
    precision: tp / Math.max(1, tp + fp.length),
    recall,
    balancedAccuracy: (recall + tn / Math.max(1, tn + fp.length)) / 2,
    spanRecall: invented.filter((x) => x.caught).length / Math.max(1, invented.length),
    falsePositives: fp,
    falseNegatives: fn,
    byKind,
    outcomes,
  };
}
