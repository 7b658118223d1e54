// The performance budget (issue 6), checked against the measured rows.
import { MEMORY_SIZES, memoryRowName, OUTPUT_MODES, OUTPUT_SIZE } from './memory.js';
import type { Row } from './row.js';

export interface BudgetLine {
  readonly budget: string;
  readonly limit: string;
  readonly measured: string;
  readonly met: boolean;
}

export const COLD_START_MS = 300;
export const N500_SLACK = 1.1;
export const CPU_PER_CASE_MS = 0.5;
export const PEAK_RSS_MIB = 150;
/**
 * "Flat" memory: ten times the cases may add at most this much peak RSS. Decisions stay in memory
 * (one small record per case) while trials stream to disk, so some growth is by design.
 */
export const RSS_GROWTH_MIB = 20;
/** Grounding (on by default) may cost at most this share more harness CPU than a run without it (issue 11). */
export const GROUNDING_CPU_EXTRA = 0.5;
/** vouch's CPU at N=5000 at most this many times the bare client's for the same requests, measured alternately (issue 19). */
export const FLOOR_CPU_RATIO = 3;

const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const mib = (v: number): string => `${v.toFixed(0)} MiB`;

export function checkBudgets(rows: readonly Row[]): BudgetLine[] {
  const find = (prefix: string): Row | undefined => rows.find((r) => r.name.startsWith(prefix));
  const cold = find('cold start');
  const n500 = find('N=500,');
  const groundingOff = rows.find((r) => r.name.includes('--grounding off'));
  const n5000 = rows.find((r) => r.name.startsWith('N=5000,') && r !== groundingOff);
  const lines: BudgetLine[] = [];
  if (cold) {
    lines.push({ budget: 'cold start', limit: `≤ ${s(COLD_START_MS)}`, measured: s(cold.wallMs), met: cold.wallMs <= COLD_START_MS });
  }
  if (n500?.idealMs !== undefined && cold) {
    const limit = N500_SLACK * n500.idealMs + cold.wallMs;
    lines.push({
      budget: 'N=500, C=16, L=50 ms',
      limit: `≤ 1.1 × ${s(n500.idealMs)} + ${s(cold.wallMs)} = ${s(limit)}`,
      measured: s(n500.wallMs),
      met: n500.wallMs <= limit,
    });
  }
  if (n5000?.cpuPerCaseMs !== undefined) {
    const v = n5000.cpuPerCaseMs;
    lines.push({ budget: 'CPU per case (N=5000)', limit: `≤ ${CPU_PER_CASE_MS} ms`, measured: `${v.toFixed(3)} ms`, met: v <= CPU_PER_CASE_MS });
  }
  if (n5000 && groundingOff) {
    const extra = n5000.cpuMs / groundingOff.cpuMs - 1;
    lines.push({
      budget: 'grounding CPU (N=5000, warn vs off)',
      limit: `≤ +${(GROUNDING_CPU_EXTRA * 100).toFixed(0)}%`,
      measured: `${s(n5000.cpuMs)} vs ${s(groundingOff.cpuMs)} (${extra >= 0 ? '+' : ''}${(extra * 100).toFixed(0)}%)`,
      met: extra <= GROUNDING_CPU_EXTRA,
    });
  }
  lines.push(...floorLines(rows, n5000, groundingOff));
  lines.push(...memoryLines(rows, n500, n5000));
  const counted = rows.filter((r) => r.requests && !r.context);
  if (counted.length === 0) return lines;
  lines.push({
    budget: 'requests served',
    limit: 'exactly N·Q (judge rows: the trials early stopping left)',
    measured: counted.map((r) => `${r.requests!.served}/${r.requests!.expected}`).join(', '),
    met: counted.every((r) => r.requests!.served === r.requests!.expected),
  });
  return lines;
}

/**
 * vouch's CPU against the floor client's, both from the alternated rounds. With grounding off it is
 * the budget vouch's own work answers for; with grounding on it includes grounding's cost.
 */
function floorLines(rows: readonly Row[], n5000: Row | undefined, groundingOff: Row | undefined): BudgetLine[] {
  const floor = rows.find((r) => r.name.startsWith('floor:') && r.name.includes('N=5000'));
  if (!floor?.cpuPerCaseMs) return [];
  const line = (row: Row, what: string): BudgetLine => {
    const ratio = row.cpuPerCaseMs! / floor.cpuPerCaseMs!;
    return {
      budget: `CPU per case ≤ ${FLOOR_CPU_RATIO}× the floor client's (N=5000, ${what}, alternated)`,
      limit: `≤ ${FLOOR_CPU_RATIO} × ${floor.cpuPerCaseMs!.toFixed(3)} ms = ${(FLOOR_CPU_RATIO * floor.cpuPerCaseMs!).toFixed(3)} ms`,
      measured: `${row.cpuPerCaseMs!.toFixed(3)} ms (${ratio.toFixed(2)}×)`,
      met: ratio <= FLOOR_CPU_RATIO,
    };
  };
  return [
    ...(groundingOff?.cpuPerCaseMs !== undefined ? [line(groundingOff, '--grounding off')] : []),
    ...(n5000?.cpuPerCaseMs !== undefined ? [line(n5000, 'grounding warn, the default')] : []),
  ];
}

function memoryLines(rows: readonly Row[], n500: Row | undefined, n5000: Row | undefined): BudgetLine[] {
  const measured = rows.filter((r) => !r.context && Number.isFinite(r.peakRssMiB));
  const peak = Math.max(...measured.map((r) => r.peakRssMiB));
  const lines: BudgetLine[] = [{ budget: 'peak memory', limit: `≤ ${PEAK_RSS_MIB} MiB`, measured: mib(peak), met: peak <= PEAK_RSS_MIB }];
  for (const mode of ['HTTP', 'replayed'] as const) {
    const bySize = MEMORY_SIZES.map((n) => rows.find((r) => r.name === memoryRowName(n, mode)));
    const largest = bySize.at(-1);
    if (!largest) continue;
    lines.push({
      budget: `memory flat, ${mode}: N=${MEMORY_SIZES.join(' → ')}`,
      limit: `≤ ${PEAK_RSS_MIB} MiB at N=${MEMORY_SIZES.at(-1)}`,
      measured: bySize.map((r) => (r ? mib(r.peakRssMiB) : '—')).join(' → '),
      met: largest.peakRssMiB <= PEAK_RSS_MIB,
    });
  }
  for (const output of OUTPUT_MODES) {
    const byMode = (['HTTP', 'replayed'] as const).map((mode) => rows.find((r) => r.name === memoryRowName(OUTPUT_SIZE, mode, output.name)));
    const measuredRows = byMode.filter((r): r is Row => r !== undefined);
    if (measuredRows.length === 0) continue;
    const worst = Math.max(...measuredRows.map((r) => r.peakRssMiB));
    lines.push({
      budget: `peak memory, N=${OUTPUT_SIZE}, ${output.name}: HTTP, replayed`,
      limit: `≤ ${PEAK_RSS_MIB} MiB`,
      measured: byMode.map((r) => (r ? mib(r.peakRssMiB) : '—')).join(', '),
      met: worst <= PEAK_RSS_MIB,
    });
  }
  if (n500 && n5000) {
    const growth = n5000.peakRssMiB - n500.peakRssMiB;
    lines.push({
      budget: 'memory flat, N=500 → N=5000',
      limit: `≤ +${RSS_GROWTH_MIB} MiB`,
      measured: `${mib(n500.peakRssMiB)} → ${mib(n5000.peakRssMiB)} (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MiB)`,
      met: growth <= RSS_GROWTH_MIB,
    });
  }
  if (n500?.liveHeapMiB !== undefined && n5000?.liveHeapMiB !== undefined) {
    const growth = n5000.liveHeapMiB - n500.liveHeapMiB;
    lines.push({
      budget: '(diagnostic) live heap at exit, N=500 → N=5000',
      limit: 'no budget: shows what a run keeps',
      measured: `${n500.liveHeapMiB.toFixed(1)} → ${n5000.liveHeapMiB.toFixed(1)} MiB (+${growth.toFixed(1)})`,
      met: true,
    });
  }
  return lines;
}
