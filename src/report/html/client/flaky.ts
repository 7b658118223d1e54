// Repeated cases: each case's pass fraction as a dot, its 95% Wilson interval as an error bar, and
// the acceptance it needed as a tick — flaky ones (mixed outcomes) first.
import type { PageRun, ViewCase } from '../view.js';
import { h, pct, section, svg } from './dom.js';

const MAX_ROWS = 200;
const ROW = 22;
const LABEL = 220;
const PLOT = 420;
const PAD = 12;

export function flakiness(run: PageRun, open: (id: string) => void): HTMLElement | null {
  const repeated = run.cases.filter((d) => d.planned > 1);
  if (repeated.length === 0) return null;
  const order = { flaky: 0, failing: 1, stable: 2, single: 3 } as const;
  const rows = [...repeated].sort((a, b) => order[a.flakiness] - order[b.flakiness] || a.passFraction - b.passFraction).slice(0, MAX_ROWS);
  const flaky = repeated.filter((d) => d.flakiness === 'flaky').length;
  const width = LABEL + PLOT + PAD * 2;
  const height = rows.length * ROW + 28;
  const chart = svg('svg', { class: 'flaky-chart', width, height, viewBox: `0 0 ${width} ${height}`, role: 'img' }, axis(height), ...rows.map((d, i) => row(d, i, open)));
  const note = repeated.length > rows.length ? h('p', { class: 'note' }, `${repeated.length - rows.length} more repeated cases not drawn`) : null;
  return section(
    `Flakiness: ${flaky} flaky of ${repeated.length} repeated case${repeated.length === 1 ? '' : 's'}`,
    h('p', { class: 'legend' }, 'dot: share of trials passed · bar: 95% Wilson interval · tick: acceptance needed'),
    h('div', { class: 'scroll' }, chart),
    note,
  );
}

const x = (fraction: number): number => LABEL + PAD + fraction * PLOT;

function axis(height: number): SVGElement {
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) =>
    svg('g', {}, svg('line', { x1: x(f), x2: x(f), y1: 0, y2: height - 20, class: 'grid' }), svg('text', { x: x(f), y: height - 6, class: 'tick', 'text-anchor': 'middle' }, pct(f))),
  );
  return svg('g', {}, ...ticks);
}

function row(d: ViewCase, i: number, open: (id: string) => void): SVGElement {
  const y = i * ROW + ROW / 2;
  const [lo, hi] = d.interval;
  const g = svg(
    'g',
    { class: `row ${d.status} ${d.flakiness}` },
    svg('title', {}, `${d.id}: ${d.passes}/${d.passes + d.fails} trials passed (needs ${pct(d.accept)}) · 95% interval ${pct(lo)}–${pct(hi)} · ${d.flakiness}`),
    svg('text', { x: LABEL, y: y + 4, class: 'label', 'text-anchor': 'end' }, d.id.length > 32 ? `${d.id.slice(0, 31)}…` : d.id),
    svg('line', { x1: x(lo), x2: x(hi), y1: y, y2: y, class: 'interval' }),
    svg('line', { x1: x(lo), x2: x(lo), y1: y - 5, y2: y + 5, class: 'interval' }),
    svg('line', { x1: x(hi), x2: x(hi), y1: y - 5, y2: y + 5, class: 'interval' }),
    svg('line', { x1: x(d.accept), x2: x(d.accept), y1: y - 8, y2: y + 8, class: 'accept' }),
    svg('circle', { cx: x(d.passFraction), cy: y, r: 5, class: 'point' }),
  );
  g.addEventListener('click', () => open(d.id));
  return g;
}
