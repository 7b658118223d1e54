// Grounding measured on a hand-labelled set: folders each with a vault/ and answers.json of cited
// answers labelled grounded or ungrounded (with the invented spans). An answer is flagged when
// `grounding: fail` would fail it: a certain unsupported specific, or one only documents it does not
// cite support (level 5). Warnings — what vouch is not certain of — are counted apart.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { groundReply, makeReply } from '../../src/checks/index.js';
import { createReader } from '../../src/reading/index.js';
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
  /** What `grounding: fail` fails. */
  readonly flagged: boolean;
  /** Flagged, or warned about. */
  readonly warned: boolean;
  /** What was flagged or warned about: the spans and why. */
  readonly flags: readonly string[];
  readonly micros: number;
}

export interface Score {
  readonly answers: number;
  readonly precision: number;
  readonly recall: number;
  readonly balancedAccuracy: number;
  /** Counting warnings as flags too. */
  readonly warnedPrecision: number;
  readonly warnedRecall: number;
  readonly falsePositives: readonly Outcome[];
  readonly falseNegatives: readonly Outcome[];
  readonly outcomes: readonly Outcome[];
}

/** A set: a folder holding vault/ and answers.json, or a folder of such folders. */
export async function evaluateSet(dir: string): Promise<Score> {
  const outcomes: Outcome[] = [];
  const entries = await readdir(dir, { withFileTypes: true });
  const folders = entries.some((e) => e.name === 'answers.json') ? [dir] : entries.filter((e) => e.isDirectory()).map((e) => join(dir, e.name));
  for (const folder of folders) {
    const vault = await loadVault(join(folder, 'vault'));
    const reader = createReader(vault.docs);
    const { answers } = JSON.parse(await readFile(join(folder, 'answers.json'), 'utf8')) as { answers: LabelledAnswer[] };
    for (const answer of answers) {
      const started = performance.now();
      const reply = makeReply(answer.answer, { fallbackPhrases: [] });
      const g = groundReply(reply, answer.question, reader, vault)!;
      const certain = [
        ...g.unsupported.filter((u) => u.support.certain).map((u) => `${u.support.why} ${u.specific.kind} "${u.specific.text}": ${u.support.reason}`),
        ...g.misattributed.map((m) => `misattributed ${m.specific.kind} "${m.specific.text}": in ${m.files.join(', ')}`),
      ];
      const warnings = g.unsupported.filter((u) => !u.support.certain).map((u) => `(not certain) ${u.support.why} ${u.specific.kind} "${u.specific.text}": ${u.support.reason}`);
      outcomes.push({ answer, flagged: certain.length > 0, warned: certain.length + warnings.length > 0, flags: [...certain, ...warnings], micros: (performance.now() - started) * 1000 });
    }
  }
  return score(outcomes);
}

function score(outcomes: readonly Outcome[]): Score {
  const positive = (o: Outcome): boolean => o.answer.label === 'ungrounded';
  const rate = (flag: (o: Outcome) => boolean) => {
    const tp = outcomes.filter((o) => flag(o) && positive(o)).length;
    const fp = outcomes.filter((o) => flag(o) && !positive(o)).length;
    const pos = outcomes.filter(positive).length;
    return { precision: tp / Math.max(1, tp + fp), recall: tp / Math.max(1, pos), specificity: (outcomes.length - pos - fp) / Math.max(1, outcomes.length - pos) };
  };
  const certain = rate((o) => o.flagged);
  const warned = rate((o) => o.warned);
  return {
    answers: outcomes.length,
    precision: certain.precision,
    recall: certain.recall,
    balancedAccuracy: (certain.recall + certain.specificity) / 2,
    warnedPrecision: warned.precision,
    warnedRecall: warned.recall,
    falsePositives: outcomes.filter((o) => o.flagged && !positive(o)),
    falseNegatives: outcomes.filter((o) => !o.flagged && positive(o)),
    outcomes,
  };
}

/** Our labelled sets, one row each: the fixture sets, then the sets written apart from the code. */
export async function labelledTable(root: string): Promise<string> {
  const base = join(root, 'test', 'fixtures', 'grounding');
  const apart = join(base, 'written-apart');
  const folders = [
    ...['dev', 'heldout'].map((set) => ({ name: set, dir: join(base, set) })),
    ...(await readdir(apart, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => ({ name: `written-apart/${e.name}`, dir: join(apart, e.name) })),
  ];
  const rows: string[] = [];
  for (const { name, dir } of folders) {
    const s = await evaluateSet(dir);
    const micros = s.outcomes.map((o) => o.micros).sort((a, b) => a - b);
    const at = (q: number): string => (micros[Math.min(micros.length - 1, Math.floor(q * micros.length))]! / 1000).toFixed(1);
    rows.push(`| ${name} | ${s.answers} | ${s.precision.toFixed(3)} | ${s.recall.toFixed(3)} | ${s.warnedPrecision.toFixed(3)} | ${s.warnedRecall.toFixed(3)} | ${at(0.5)} / ${at(0.95)} |`);
  }
  return ['| set | answers | precision | recall | with warnings: precision | recall | ms per answer, median / p95 |', '|---|---|---|---|---|---|---|', ...rows].join('\n');
}
