// `vouch compare [A B]`: newly failing, fixed and newly flaky cases and the counters' changes from
// run A to run B (run folders or RunResult files; default: the two newest runs in the reports
// folder). Exit 1 when a case fails that did not fail before.
import { resolve } from 'node:path';
import { EXIT, UsageError } from '../../core/index.js';
import { oneLine } from '../../report/index.js';
import { compareRuns, identityProblems, listRunRecords, readRunRecord, type CaseChange, type Comparison, type RunRecord } from '../../session/index.js';
import type { Io } from '../io.js';

export interface CompareFlags {
  readonly reportsDir: string;
  readonly json?: boolean;
  /** Compare runs of different suites, targets or settings all the same. */
  readonly force?: boolean;
}

export async function compareCommand(paths: readonly string[], flags: CompareFlags, io: Io): Promise<number> {
  const [before, after] = await pick(paths, resolve(io.cwd, flags.reportsDir), io.cwd);
  const problems = identityProblems(before.run, after.run, { a: before.run.runId, b: after.run.runId });
  if (problems.length > 0 && !flags.force) {
    const which = paths.length < 2 ? ' (the two newest runs in the reports folder; name the two to compare)' : '';
    throw new UsageError(`compare: these runs are not of one suite, target and settings${which}: ${problems.join('; ')}. Pass --force to compare them all the same`);
  }
  const diff = compareRuns(before.run, after.run);
  if (flags.json) {
    const { before: _b, after: _a, ...rest } = diff;
    io.stdout.write(`${JSON.stringify({ before: before.file, after: after.file, ...rest }, null, 2)}\n`);
  } else {
    io.stdout.write(`${render(diff, before, after)}\n`);
  }
  return diff.newlyFailing.length > 0 ? EXIT.gateFailed : EXIT.ok;
}

/** The two runs: both given; one given (compared with the newest); or the two newest. */
async function pick(paths: readonly string[], reportsDir: string, cwd: string): Promise<[RunRecord, RunRecord]> {
  if (paths.length > 2) throw new UsageError(`compare takes at most two runs, got ${paths.length}`);
  const given = await Promise.all(paths.map((p) => readRunRecord(resolve(cwd, p))));
  if (given.length === 2) return [given[0]!, given[1]!];
  const { runs } = await listRunRecords(reportsDir);
  if (given.length === 1) {
    const newest = runs.find((r) => r.run.runId !== given[0]!.run.runId);
    if (!newest) throw new UsageError(`no other run in ${reportsDir} to compare ${paths[0]} with`);
    return [given[0]!, newest];
  }
  if (runs.length < 2) throw new UsageError(`compare needs two runs; ${reportsDir} has ${runs.length}: give two run folders or RunResult files`);
  return [runs[1]!, runs[0]!];
}

function render(d: Comparison, before: RunRecord, after: RunRecord): string {
  const out = [`before: ${before.run.runId} · ${oneLine(before.run.suite.name, 60)} · ${before.run.gate.verdict.toUpperCase()} ${before.run.summary.passRate}`];
  out.push(`after:  ${after.run.runId} · ${oneLine(after.run.suite.name, 60)} · ${after.run.gate.verdict.toUpperCase()} ${after.run.summary.passRate}`);
  const section = (title: string, cases: readonly CaseChange[], line: (c: CaseChange) => string): void => {
    if (cases.length === 0) return;
    out.push('', `${title} (${cases.length})`, ...cases.slice(0, 50).map((c) => `  ${line(c)}`));
    if (cases.length > 50) out.push(`  … ${cases.length - 50} more (--json lists them all)`);
  };
  const id = (c: CaseChange): string => `${oneLine(c.id, 80)} [${oneLine(c.category, 40)}]`;
  section('Newly failing', d.newlyFailing, (c) => `✗ ${id(c)} — was ${c.before}; ${c.passes}/${c.trials} trials passed${c.kinds.length ? ` · ${c.kinds.join(', ')}` : ''}`);
  section('Fixed', d.fixed, (c) => `✓ ${id(c)} — was ${c.before}`);
  section('Newly flaky', d.newlyFlaky, (c) => `~ ${id(c)} — ${c.passes}/${c.trials} trials passed`);
  section('Newly in error', d.newlyErrored, (c) => `! ${id(c)} — was ${c.before}`);
  if (d.added.length || d.removed.length) out.push('', `cases added ${d.added.length} · removed ${d.removed.length}`);
  out.push('', 'counter            before    after    change');
  for (const c of d.counters) {
    const ratio = c.name === 'passRatio';
    const show = (v: number): string => (ratio ? `${(v * 100).toFixed(1)}%` : String(v));
    const delta = c.after - c.before;
    const change = delta === 0 ? '' : `${delta > 0 ? '+' : ''}${ratio ? `${(delta * 100).toFixed(1)} pts` : delta}`;
    out.push(`${(ratio ? 'pass rate' : c.name).padEnd(17)}${show(c.before).padStart(8)}${show(c.after).padStart(9)}    ${change}`);
  }
  const nothing = d.newlyFailing.length + d.fixed.length + d.newlyFlaky.length + d.newlyErrored.length === 0;
  out.push('', d.newlyFailing.length > 0 ? `${d.newlyFailing.length} case(s) newly failing` : nothing ? 'no case changed its verdict' : 'no case newly failing');
  return out.join('\n');
}
