// `npm run bench`: how close vouch comes to the physical limit N·Q·L/C, against the budget in
// docs/performance.md. Everything it writes goes to one temporary folder, removed at the end.
//   npm run bench [-- --quick] [--json] [--only TEXT] [--profile]
//   (--only grounding: the grounding part alone; --only memory: peak RSS at 500, 5,000, 50,000 cases,
//   and at 50,000 in every output mode)
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { checkBudgets, type BudgetLine } from './budget.js';
import { coldStartRows } from './cold-start.js';
import { groundingOnDatasets } from './grounding/datasets.js';
import { labelledTable } from './grounding/labelled.js';
import { judgeRows } from './judge.js';
import { MEMORY_SIZES, memoryRows } from './memory.js';
import { renderProfile, summarizeProfiles } from './profile.js';
import type { Row } from './row.js';
import { alternatedRows, floorRow, RUN_SCENARIOS, runScenario, type RunContext } from './scenarios.js';
import { renderBudgets, renderRows } from './table.js';
import { writeVault } from './suite-gen.js';
import { repoRoot } from '../test/support/repo.js';

const COLD_START_RUNS = 10;

const USAGE = 'usage: npm run bench [-- --quick] [--json] [--only TEXT] [--profile]';

const say = (text: string): void => void process.stderr.write(`${text}\n`);

/** The command line, or usage and exit 2 for an option the bench does not know (never a stack trace). */
function flagsOf(): { quick: boolean; json: boolean; only?: string; profile: boolean; help: boolean } {
  try {
    return parseArgs({
      options: {
        quick: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        only: { type: 'string' },
        profile: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values as { quick: boolean; json: boolean; only?: string; profile: boolean; help: boolean };
  } catch (error) {
    say(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

const flags = flagsOf();
if (flags.help) {
  say(USAGE);
  process.exit(0);
}

async function main(): Promise<number> {
  const tmp = await mkdtemp(join(tmpdir(), 'vouch-bench-'));
  try {
    const machine = {
      nproc: availableParallelism(),
      cpu: cpus()[0]?.model ?? 'unknown',
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
      loadavgBefore: loadavg(),
    };
    if (flags.profile) return await profile(tmp);
    const rows = await measureAll(tmp);
    const budgets = checkBudgets(rows);
    const grounding = wanted('grounding') ? await groundingPart() : undefined;
    const report = { machine: { ...machine, loadavgAfter: loadavg() }, rows, budgets, ...(grounding ? { grounding: { summedits: grounding.summedits, begin: grounding.begin } } : {}) };
    if (flags.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    else process.stdout.write(`${human(report.machine, rows, budgets)}${grounding ? `\n\n${grounding.text}` : ''}\n`);
    return budgets.every((b) => b.met) ? 0 : 1;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

const wanted = (name: string): boolean => !flags.only || name.toLowerCase().includes(flags.only.toLowerCase());

/** The grounding check on third-party labelled data: how it flags, and what it costs per answer. */
async function groundingPart(): ReturnType<typeof groundingOnDatasets> {
  say('grounding on our labelled sets…');
  const ours = await labelledTable(repoRoot);
  say('grounding on SummEdits and BEGIN…');
  const part = await groundingOnDatasets(repoRoot);
  return {
    ...part,
    text: `grounding (--grounding fail) on our labelled sets:\n\n${ours}\n\ngrounding, deterministic, on third-party labelled data (positive = not supported by the source):\n\n${part.text}`,
  };
}

async function measureAll(tmp: string): Promise<Row[]> {
  const ctx: RunContext = { tmp, vault: await writeVault(join(tmp, 'vault')), quick: flags.quick };
  const rows: Row[] = [];
  if (wanted('cold start')) {
    say('cold start…');
    rows.push(...(await coldStartRows(tmp, flags.quick ? 1 : COLD_START_RUNS)));
  }
  const alternated = RUN_SCENARIOS.filter((x) => x.alternated && wanted(x.name));
  for (const s of RUN_SCENARIOS.filter((x) => wanted(x.name))) {
    if (s.alternated) {
      if (s !== alternated[0]) continue;
      say(`${alternated.map((x) => x.name).join(', ')} and the floor client, alternated…`);
      rows.push(...(await alternatedRows(alternated, ctx)));
      continue;
    }
    say(`${s.name}…`);
    rows.push(await runScenario(s, ctx));
    // What a bare client gets from the same mock: how close to the ideal any harness can come.
    if (s.n >= 500 && (s.q ?? 1) === 1 && !s.flags) rows.push(await floorRow(s, ctx));
  }
  if (wanted('judge economy')) {
    say('judge economy…');
    rows.push(...(await judgeRows(tmp)));
  }
  if (wanted('memory')) rows.push(...(await memoryRows(ctx, flags.quick ? MEMORY_SIZES.slice(0, 2) : MEMORY_SIZES)));
  return rows;
}

/**
 * One profiled run of each harness-bound scenario (grounding on, and off; `--only` picks one);
 * prints where the CPU went in each.
 */
async function profile(tmp: string): Promise<number> {
  const vault = await writeVault(join(tmp, 'vault'));
  for (const [i, found] of RUN_SCENARIOS.filter((s) => s.alternated && wanted(s.name)).entries()) {
    const dir = join(tmp, `profile-${i}`);
    // No extra live-heap run here: its profile would be summed in with the timed one.
    const scenario = { ...found, liveHeap: false };
    say(`${scenario.name}, under node --cpu-prof…`);
    const ctx: RunContext = { tmp, vault, quick: true, nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${dir}`] };
    const row = await runScenario(scenario, ctx);
    process.stdout.write(`${renderRows([row])}\n\n${renderProfile(await summarizeProfiles(dir))}\n\n`);
  }
  return 0;
}

function human(machine: Record<string, unknown>, rows: readonly Row[], budgets: readonly BudgetLine[]): string {
  const load = (l: unknown): string => (l as number[]).map((x) => x.toFixed(2)).join(' ');
  return [
    `machine: ${machine.nproc} cores (${machine.cpu}), Node ${machine.node}, ${machine.platform}; ` +
      `load average ${load(machine.loadavgBefore)} before, ${load(machine.loadavgAfter)} after`,
    '',
    renderRows(rows),
    '',
    renderBudgets(budgets),
  ].join('\n');
}

try {
  process.exitCode = await main();
} catch (error) {
  say(`bench failed: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 2;
}
