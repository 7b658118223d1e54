// `vouch merge`: the records of a suite's shards (`--shard i/n`) put back together into the record
// the unsharded run would have written. Cases go back to their places in the whole plan (each shard
// says where its cases stand), and everything the record says about them — summary, counters,
// byCategory, robustness, failures, errors, skipped, gate — is worked out again from the decisions,
// with the thresholds the shards were gated with (each record carries them).
import { UsageError, VERSION, RUN_RESULT_VERSION, type Decision, type RunResult, type Thresholds } from '../core/index.js';
import { newRunId } from '../report/index.js';
import { verdictsOf } from './assemble.js';
import { identityProblems } from './identity.js';

/** A shard's record and where it was read from (for messages). */
export interface ShardRecord {
  readonly source: string;
  readonly run: RunResult;
}

/**
 * Merges the records of shards 1…n of one suite into one RunResult. Throws UsageError (exit 2)
 * when they do not make a whole: a record that is not a shard, shards of different suites or
 * shard counts, a shard missing or given twice, different thresholds.
 *
 * @example const merged = mergeShards([{ source: 'a/run.json', run: a }, { source: 'b/run.json', run: b }]);
 */
export function mergeShards(shards: readonly ShardRecord[], now = new Date(), opts: { readonly force?: boolean } = {}): RunResult {
  const { count, total } = checkWhole(shards);
  if (!opts.force) checkSameRun(shards);
  const thresholds = sameThresholds(shards);
  const placed: { position: number; decision: Decision }[] = [];
  for (const { run } of shards) {
    for (const [i, decision] of run.cases.entries()) placed.push({ position: run.shard!.positions![i]!, decision });
  }
  placed.sort((a, b) => a.position - b.position);
  const interrupted = shards.some((s) => s.run.interrupted);
  if (!interrupted && placed.length !== total) {
    throw new UsageError(`the shards hold ${placed.length} case(s) but the suite's plan has ${total}: were they run with the same suite and filters?`);
  }
  const sum = (pick: (r: RunResult) => number): number => shards.reduce((n, s) => n + pick(s.run), 0);
  const a = (k: keyof RunResult['summary']['assertions']): number => sum((r) => r.summary.assertions[k]);
  const counts = {
    assertions: { total: a('total'), passed: a('passed'), failed: a('failed'), warned: a('warned'), skipped: a('skipped') },
    trials: { planned: sum((r) => r.summary.trials.planned), run: sum((r) => r.summary.trials.run), saved: sum((r) => r.summary.trials.saved) },
  };
  const first = shards[0]!.run;
  const started = Math.min(...shards.map((s) => Date.parse(s.run.startedAt)));
  const ended = Math.max(...shards.map((s) => Date.parse(s.run.endedAt)));
  const judges = unique(shards.flatMap((s) => (s.run.judge ? [s.run.judge] : [])));
  const warnings = unique(shards.flatMap((s) => s.run.warnings));
  return {
    schemaVersion: RUN_RESULT_VERSION,
    vouch: VERSION,
    runId: newRunId(now),
    suite: first.suite,
    target: unique(shards.map((s) => s.run.target)).join(', '),
    ...(judges.length > 0 ? { judge: judges.join(', ') } : {}),
    ...(first.settings ? { settings: first.settings } : {}),
    thresholds,
    startedAt: new Date(started).toISOString(),
    endedAt: new Date(ended).toISOString(),
    durationMs: ended - started,
    ...(interrupted ? { interrupted: true } : {}),
    ...verdictsOf(
      placed.map((p) => p.decision),
      counts,
      thresholds,
      interrupted ? [...warnings, `merged ${count} shard(s), some of them interrupted: this record is partial`] : warnings,
    ),
  };
}

function checkWhole(shards: readonly ShardRecord[]): { count: number; total: number } {
  if (shards.length === 0) throw new UsageError('nothing to merge: give the run folders (or run.json files) of the shards');
  for (const { source, run } of shards) {
    if (!run.shard?.positions || run.shard.total === undefined) {
      throw new UsageError(`${source} is not the record of a shard (run with --shard i/n${run.shard ? ' by this version of vouch' : ''})`);
    }
  }
  const first = shards[0]!;
  const { count, total } = first.run.shard as { count: number; total: number };
  for (const { source, run } of shards) {
    if (run.suite.name !== first.run.suite.name) throw new UsageError(`${source} is a run of suite "${run.suite.name}", ${first.source} of "${first.run.suite.name}"`);
    if (run.shard!.count !== count) throw new UsageError(`${source} is shard ${run.shard!.index}/${run.shard!.count}, ${first.source} one of ${count}`);
    if (run.shard!.total !== total) throw new UsageError(`${source} planned ${run.shard!.total} case(s) in all, ${first.source} ${total}: different suites or filters`);
  }
  const given = new Map<number, string>();
  for (const { source, run } of shards) {
    const earlier = given.get(run.shard!.index);
    if (earlier) throw new UsageError(`shard ${run.shard!.index}/${count} is given twice: ${earlier} and ${source}`);
    given.set(run.shard!.index, source);
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !given.has(i));
  if (missing.length > 0) throw new UsageError(`shard(s) ${missing.map((i) => `${i}/${count}`).join(', ')} missing: a merge needs every shard`);
  return { count, total };
}

/** Shards of one run share its target and settings; anything else is refused unless forced. */
function checkSameRun(shards: readonly ShardRecord[]): void {
  const first = shards[0]!;
  for (const shard of shards.slice(1)) {
    const problems = identityProblems(first.run, shard.run, { a: first.source, b: shard.source });
    if (problems.length > 0) throw new UsageError(`${problems.join('; ')}: not shards of one run; pass --force to merge them all the same`);
  }
}

function sameThresholds(shards: readonly ShardRecord[]): Thresholds {
  const [first] = shards;
  const t = first!.run.thresholds;
  if (!t) throw new UsageError(`${first!.source} does not say which thresholds gated it (made by an older vouch): run the shards again`);
  for (const { source, run } of shards) {
    if (JSON.stringify(run.thresholds) !== JSON.stringify(t)) {
      throw new UsageError(`${source} was gated with other thresholds than ${first!.source}: run every shard with the same flags`);
    }
  }
  return t;
}

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];
