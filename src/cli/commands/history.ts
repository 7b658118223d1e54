// `vouch history`: the runs in the reports folder, newest first — when, suite, target, verdict and
// pass rate. The reports folder is the store; nothing else is kept.
import { resolve } from 'node:path';
import { oneLine } from '../../report/index.js';
import { listRunRecords, type RunRecord } from '../../session/index.js';
import type { Io } from '../io.js';

export interface HistoryFlags {
  readonly reportsDir: string;
  readonly limit?: number;
  readonly json?: boolean;
}

export async function historyCommand(flags: HistoryFlags, io: Io): Promise<number> {
  const dir = resolve(io.cwd, flags.reportsDir);
  const { runs, skipped } = await listRunRecords(dir);
  const shown = flags.limit === undefined ? runs : runs.slice(0, flags.limit);
  if (flags.json) {
    io.stdout.write(`${JSON.stringify(shown.map(entryOf), null, 2)}\n`);
  } else if (runs.length === 0) {
    io.stdout.write(`no runs in ${dir}\n`);
  } else {
    io.stdout.write(`${table(shown.map(entryOf))}\n`);
    if (shown.length < runs.length) io.stdout.write(`… ${runs.length - shown.length} older run(s)\n`);
  }
  for (const name of skipped) io.stderr.write(`vouch: skipped ${name}: its run.json is not a record this vouch can read\n`);
  return 0;
}

function entryOf({ run, file }: RunRecord) {
  const notes = [run.interrupted ? 'interrupted' : '', run.shard ? `shard ${run.shard.index}/${run.shard.count}` : ''].filter(Boolean);
  return {
    when: run.startedAt,
    suite: run.suite.name,
    target: run.target,
    verdict: run.gate.verdict,
    passRate: run.summary.passRate,
    cases: run.summary.total,
    runId: run.runId,
    file,
    ...(notes.length > 0 ? { notes } : {}),
  };
}

function table(entries: readonly ReturnType<typeof entryOf>[]): string {
  const rows = [
    ['when', 'suite', 'target', 'verdict', 'pass rate', 'cases', 'run'],
    ...entries.map((e) => [
      e.when.replace('T', ' ').replace(/\.\d+Z$/, 'Z'),
      oneLine(e.suite, 40),
      oneLine(e.target.replace(/^http:(?=https?:)/, ''), 50),
      `${e.verdict.toUpperCase()}${e.notes ? ` (${e.notes.join(', ')})` : ''}`,
      e.passRate,
      String(e.cases),
      e.runId,
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ')).join('\n');
}
