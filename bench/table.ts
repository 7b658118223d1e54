// Renders the benchmark as a Markdown table (readable in a terminal, pasteable into docs).
import type { BudgetLine } from './budget.js';
import type { Row } from './row.js';

const HEADER = [
  'scenario', 'runs', 'wall (median)', 'ideal', 'wall/ideal', 'to 1st request', 'after last reply',
  'CPU', 'CPU/case', 'peak RSS', 'live heap at exit', 'requests', 'max in flight', 'mock CPU',
];

export function renderRows(rows: readonly Row[]): string {
  return markdown(HEADER, rows.map(cells));
}

export function renderBudgets(lines: readonly BudgetLine[]): string {
  return markdown(
    ['budget', 'limit', 'measured', ''],
    lines.map((l) => [l.budget, l.limit, l.measured, l.met ? 'met' : 'MISSED']),
  );
}

function cells(r: Row): string[] {
  const name = r.context ? `(context) ${r.name}` : r.name;
  return [
    r.note ? `${name} — ${r.note}` : name,
    r.runs > 0 ? String(r.runs) : '',
    seconds(r.wallMs),
    r.idealMs === undefined ? '' : seconds(r.idealMs),
    r.idealMs === undefined ? '' : `${(r.wallMs / r.idealMs).toFixed(2)}×`,
    r.firstRequestMs === undefined ? '' : seconds(r.firstRequestMs),
    r.tailMs === undefined ? '' : seconds(r.tailMs),
    Number.isFinite(r.cpuMs) ? seconds(r.cpuMs) : '',
    r.cpuPerCaseMs === undefined ? '' : `${r.cpuPerCaseMs.toFixed(3)} ms`,
    Number.isFinite(r.peakRssMiB) ? `${r.peakRssMiB.toFixed(0)} MiB` : '',
    r.liveHeapMiB === undefined ? '' : `${r.liveHeapMiB.toFixed(1)} MiB`,
    r.requests ? `${r.requests.served} / ${r.requests.expected}` : '',
    r.maxInFlight === undefined ? '' : String(r.maxInFlight),
    r.serverCpuMs === undefined ? '' : seconds(r.serverCpuMs),
  ];
}

const seconds = (ms: number): string => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(ms < 1000 ? 3 : 2)} s` : '');

function markdown(header: readonly string[], body: readonly string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cols: readonly string[]): string => `| ${cols.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}
