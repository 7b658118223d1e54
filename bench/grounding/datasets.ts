// Grounding on third-party labelled data (../shared/datasets): SummEdits (a document and a summary
// a person marked consistent or not) and BEGIN (a Wikipedia snippet and a chat reply marked fully
// attributable or not). The document or snippet is the vault, the summary or reply the answer,
// and the deterministic grounding check flags it or not. Positive = inconsistent / not fully
// attributable. These sets were not used to develop the check; they show where it stands.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createReader, type Reader } from '../../src/reading/index.js';
import { parseDoc } from '../../src/vault/index.js';

export interface Labelled {
  readonly group: string;
  readonly source: string;
  readonly answer: string;
  readonly question: string;
  /** The human label: the answer says something its source does not support. */
  readonly unsupported: boolean;
}

export interface GroupScore {
  readonly group: string;
  readonly rows: number;
  readonly flagged: number;
  readonly precision: number;
  readonly recall: number;
  readonly balancedAccuracy: number;
  /** Median CPU of one answer's check, once its source is indexed (µs). */
  readonly microsPerAnswer: number;
  /** The same per KB of answer text (µs). */
  readonly microsPerKB: number;
}

/** The published and reference figures the README of each dataset gives, to print beside ours. */
export const REFERENCES = {
  summedits: {
    // Balanced accuracy, %, from the SummEdits repository README (see ../shared/datasets/summedits/README.md).
    gpt4: { sales_call: 87.9, sales_email: 79.5, ectsum: 87.0, qmsumm: 79.6, scitldr: 82.4 } as Record<string, number>,
    // "Flag a digit sequence absent from the document", measured by the dataset's curators on all five domains.
    digitFloor: { precision: 0.821, recall: 0.259, balancedAccuracy: 0.575 },
  },
  begin: { digitFloor: { precision: 0.846, recall: 0.062, balancedAccuracy: 0.522 } },
} as const;

const SUMMEDITS = ['sales_call', 'sales_email', 'ectsum', 'qmsumm', 'scitldr'] as const;

/** The datasets folder: `../shared/datasets` beside the repository, or VOUCH_DATASETS. */
export function datasetsDir(root: string): string | undefined {
  const dir = process.env.VOUCH_DATASETS ?? join(root, '..', 'shared', 'datasets');
  return existsSync(join(dir, 'summedits')) ? dir : undefined;
}

export async function summEdits(dir: string): Promise<Labelled[]> {
  const rows: Labelled[] = [];
  for (const domain of SUMMEDITS) {
    const file = join(dir, 'summedits', `summedits_${domain}.json`);
    const records = JSON.parse(await readFile(file, 'utf8')) as { doc: string; summary: string; label: 0 | 1 }[];
    for (const r of records) rows.push({ group: domain, source: r.doc, answer: r.summary, question: '', unsupported: r.label === 0 });
  }
  return rows;
}

/** BEGIN's Wizard of Wikipedia test split, grouped by the model that wrote the reply (the label leans on it). */
export async function begin(dir: string): Promise<Labelled[]> {
  const text = await readFile(join(dir, 'begin-wow', 'begin_test_wow.tsv'), 'utf8');
  const [header, ...lines] = text.split(/\r?\n/).filter((l) => l !== '');
  const col = Object.fromEntries(header!.split('\t').map((name, i) => [name, i]));
  return lines.flatMap((line) => {
    const f = line.split('\t');
    const label = f[col.begin_label!];
    if (label === 'Generic') return [];
    return [{ group: f[col.model_name!]!, source: f[col.knowledge!]!, answer: f[col.response!]!, question: f[col.message!]!, unsupported: label === 'Not fully attributable' }];
  });
}

/** Scores per group and over all rows: an answer is flagged when `grounding: fail` would fail it (a certain finding). */
export function score(rows: readonly Labelled[]): GroupScore[] {
  const readers = new Map<string, Reader>();
  const outcomes = rows.map((row) => {
    let reader = readers.get(row.source);
    if (!reader) {
      readers.set(row.source, (reader = createReader([parseDoc('source.md', row.source)])));
      reader.ground({ text: 'Warm-up.', question: '', cited: new Set() });
    }
    const started = process.cpuUsage();
    const g = reader.ground({ text: row.answer, question: row.question, cited: new Set() })!;
    const used = process.cpuUsage(started);
    return { row, flagged: g.unsupported.some((u) => u.support.certain), micros: used.user + used.system };
  });
  const groups = [...new Set(rows.map((r) => r.group))];
  return [...groups.map((group) => tally(group, outcomes.filter((o) => o.row.group === group))), tally('all', outcomes)];
}

function tally(group: string, outcomes: readonly { row: Labelled; flagged: boolean; micros: number }[]): GroupScore {
  const tp = outcomes.filter((o) => o.flagged && o.row.unsupported).length;
  const fp = outcomes.filter((o) => o.flagged && !o.row.unsupported).length;
  const positives = outcomes.filter((o) => o.row.unsupported).length;
  const negatives = outcomes.length - positives;
  const recall = positives === 0 ? 0 : tp / positives;
  const specificity = negatives === 0 ? 0 : (negatives - fp) / negatives;
  const micros = outcomes.map((o) => o.micros).sort((a, b) => a - b);
  const perKB = outcomes.map((o) => o.micros / (Math.max(1, o.row.answer.length) / 1024)).sort((a, b) => a - b);
  return {
    group,
    rows: outcomes.length,
    flagged: tp + fp,
    precision: tp + fp === 0 ? Number.NaN : tp / (tp + fp),
    recall,
    balancedAccuracy: (recall + specificity) / 2,
    microsPerAnswer: micros[micros.length >> 1] ?? 0,
    microsPerKB: perKB[perKB.length >> 1] ?? 0,
  };
}

const pct = (x: number): string => (Number.isNaN(x) ? '—' : x.toFixed(3));

/** The Markdown tables `npm run bench` prints and docs/grounding.md records. */
export function renderScores(title: string, scores: readonly GroupScore[], reference?: (group: string) => string): string {
  const head = `| ${title} | rows | flagged | precision | recall | balanced accuracy | ${reference ? 'reference | ' : ''}CPU/answer | CPU/KB |`;
  const rule = `|${'---|'.repeat(reference ? 9 : 8)}`;
  const lines = scores.map(
    (s) =>
      `| ${s.group} | ${s.rows} | ${s.flagged} | ${pct(s.precision)} | ${pct(s.recall)} | ${pct(s.balancedAccuracy)} | ${reference ? `${reference(s.group)} | ` : ''}${(s.microsPerAnswer / 1000).toFixed(2)} ms | ${(s.microsPerKB / 1000).toFixed(2)} ms |`,
  );
  return [head, rule, ...lines].join('\n');
}

/** Both datasets, scored and rendered; a message when the datasets folder is absent. */
export async function groundingOnDatasets(root: string): Promise<{ text: string; summedits?: GroupScore[]; begin?: GroupScore[] }> {
  const dir = datasetsDir(root);
  if (!dir) return { text: 'grounding on datasets: skipped — ../shared/datasets is not beside the repository (set VOUCH_DATASETS to its path)' };
  const s = score(await summEdits(dir));
  const b = score(await begin(dir));
  const floor = REFERENCES.summedits.digitFloor;
  const summeditsRef = (g: string): string =>
    g === 'all' ? `digit floor P ${floor.precision} R ${floor.recall} BA ${floor.balancedAccuracy}` : `GPT-4 BA ${(REFERENCES.summedits.gpt4[g]! / 100).toFixed(3)}`;
  const beginFloor = REFERENCES.begin.digitFloor;
  const beginRef = (g: string): string => (g === 'all' ? `digit floor P ${beginFloor.precision} R ${beginFloor.recall} BA ${beginFloor.balancedAccuracy}` : '');
  const text = [renderScores('SummEdits domain', s, summeditsRef), '', renderScores('BEGIN (WoW test) model', b, beginRef)].join('\n');
  return { text, summedits: s, begin: b };
}
