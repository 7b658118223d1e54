// `vouch list SUITE`: the cases a run would decide — with the same filters, fuzzing and shard as
// `vouch run` — printed without calling any bot.
import { resolve } from 'node:path';
import type { Case } from '../../core/index.js';
import { oneLine } from '../../report/index.js';
import { planSuite } from '../../session/index.js';
import { optionsFrom, type RunFlags } from '../flags.js';
import type { Io } from '../io.js';

export async function listCommand(suite: string, flags: RunFlags, io: Io): Promise<number> {
  const { plan } = await planSuite({ ...optionsFrom(flags, io.cwd), suite: resolve(io.cwd, suite), reportsDir: false });
  const trials = plan.cases.reduce((n, c) => n + c.Q, 0);
  if (flags.json) {
    io.stdout.write(`${JSON.stringify(plan.cases.map(entryOf), null, 2)}\n`);
    return 0;
  }
  const rows = plan.cases.map((c) => [oneLine(c.id, 80), oneLine(c.category, 40), c.expectedBehavior ?? '', c.Q === 1 && c.A === 1 ? '' : `Q=${c.Q} A=${c.A}`]);
  const widths = [0, 1, 2].map((i) => Math.max(0, ...rows.map((r) => r[i]!.length)));
  for (const r of rows) io.stdout.write(`${r.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]!) : cell)).join('  ').trimEnd()}\n`);
  const share = flags.shard ? ` (shard ${flags.shard.index}/${flags.shard.count} of ${plan.total})` : '';
  io.stderr.write(`${plan.cases.length} case(s)${share}, ${trials} trial(s) at most\n`);
  return 0;
}

function entryOf(c: Case) {
  return {
    id: c.id,
    category: c.category,
    ...(c.expectedBehavior ? { expectedBehavior: c.expectedBehavior } : {}),
    Q: c.Q,
    A: c.A,
    ...(c.variant ? { transform: c.variant.transform } : {}),
    ...(c.turn ? { turn: { base: c.turn.base, index: c.turn.index } } : {}),
  };
}
