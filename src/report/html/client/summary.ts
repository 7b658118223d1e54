// The top of the report: what ran, the gate's verdict with its reasons, the counts as tiles,
// pass/fail/error bars per category, and the robustness heat map when fuzzing ran.
import type { CategoryTally, RunHead } from '../../../core/index.js';
import { badge, h, pct, section, type Child } from './dom.js';

export function header(run: RunHead): HTMLElement {
  const shard = run.shard ? ` · shard ${run.shard.index}/${run.shard.count}` : '';
  const target = run.target.replace(/^http:(?=https?:)/, ''); // an HTTP target's id is "http:" + its URL
  return h(
    'header',
    {},
    h('h1', {}, 'vouch report · ', h('span', { class: 'suite' }, run.suite.name)),
    h(
      'p',
      { class: 'meta' },
      `target ${target}${run.judge ? ` · judge ${run.judge}` : ''} · vouch ${run.vouch} · run ${run.runId}${shard} · ` +
        `${run.startedAt} · ${(run.durationMs / 1000).toFixed(1)} s · suite file ${run.suite.file}${run.suite.vault ? ` · vault ${run.suite.vault}` : ''}`,
    ),
    run.interrupted ? h('p', { class: 'interrupted' }, 'Interrupted: the run stopped before every planned trial ran; this record is partial.') : null,
  );
}

export function gate(run: RunHead): HTMLElement {
  const g = run.gate;
  const reasons = [...g.failed.map((r) => h('li', { class: 'fail' }, r)), ...g.warnings.map((r) => h('li', { class: 'warn' }, r))];
  const notes = run.warnings.map((w) => h('li', { class: 'note' }, w));
  return h(
    'section',
    { class: `gate ${g.verdict}` },
    h('div', { class: 'verdict' }, 'Gate: ', h('strong', {}, g.verdict.toUpperCase())),
    reasons.length ? h('ul', { class: 'reasons' }, ...reasons) : h('p', {}, 'Every threshold holds.'),
    notes.length ? h('details', {}, h('summary', {}, `${notes.length} run warning${notes.length === 1 ? '' : 's'}`), h('ul', {}, ...notes)) : null,
  );
}

export function tiles(run: RunHead): HTMLElement {
  const s = run.summary;
  const tile = (label: string, value: Child, cls = ''): HTMLElement => h('div', { class: `tile ${cls}` }, h('div', { class: 'value' }, value), h('div', { class: 'label' }, label));
  return h(
    'section',
    { class: 'tiles' },
    tile('pass rate', s.passRate, run.gate.verdict),
    tile('passed', s.passed, 'pass'),
    tile('failed', s.failed, s.failed ? 'fail' : ''),
    tile('errored', s.errored, s.errored ? 'error' : ''),
    tile('skipped', s.skipped),
    tile('cases', s.total),
    tile('hallucinations', s.hallucinations, s.hallucinations ? 'fail' : ''),
    tile('citation errors', s.citationErrors, s.citationErrors ? 'warn' : ''),
    tile('fallback errors', s.fallbackErrors, s.fallbackErrors ? 'warn' : ''),
    tile('ungrounded', s.ungrounded, s.ungrounded ? 'warn' : ''),
    run.pushback ? tile('flips', s.flips, s.flips ? 'fail' : '') : null,
    ...(s.stages
      ? [tile('retrieval failures', s.stages.retrieval, s.stages.retrieval ? 'warn' : ''), tile('ignored retrieved', s.stages.ignored, s.stages.ignored ? 'warn' : ''), tile('invented', s.stages.invented, s.stages.invented ? 'warn' : '')]
      : []),
    tile('trials', `${s.trials.run}/${s.trials.planned}`),
    tile('assertions', `${s.assertions.passed}/${s.assertions.total}`),
  );
}

/** One stacked bar per category: pass, fail, error, widths in proportion. */
export function categories(run: RunHead): HTMLElement | null {
  const rows = Object.entries(run.byCategory);
  if (rows.length === 0) return null;
  return section('By category', h('div', { class: 'bars' }, ...rows.map(([name, t]) => bar(name, t))), legend());
}

function bar(name: string, t: CategoryTally): HTMLElement {
  const total = t.pass + t.fail + t.error;
  const part = (n: number, cls: string): HTMLElement | null => {
    if (n === 0) return null;
    const el = h('span', { class: cls, title: `${n} ${cls}` });
    el.style.flexGrow = String(n); // CSSOM, which the page's policy allows; style attributes it does not
    return el;
  };
  return h(
    'div',
    { class: 'bar-row' },
    h('span', { class: 'bar-label', title: name }, name),
    h('span', { class: 'bar' }, part(t.pass, 'pass'), part(t.fail, 'fail'), part(t.error, 'error')),
    h('span', { class: 'bar-count' }, `${t.pass}/${total}`),
  );
}

const legend = (): HTMLElement => h('p', { class: 'legend' }, badge('pass'), ' ', badge('fail'), ' ', badge('error'));

/** Transform × category: passed/total, each cell coloured from red (none passed) to green (all). */
export function heatMap(run: RunHead): HTMLElement | null {
  const table = run.robustness;
  if (!table) return null;
  const cats = [...new Set(Object.values(table).flatMap((row) => Object.keys(row)))];
  const head = h('tr', {}, h('th', {}, 'transform'), ...cats.map((c) => h('th', { title: c }, c)));
  const rows = Object.entries(table).map(([transform, row]) =>
    h('tr', {}, h('th', { title: transform }, transform), ...cats.map((c) => heatCell(row[c]))),
  );
  return section('Robustness: transform × category', h('table', { class: 'heat' }, h('thead', {}, head), h('tbody', {}, ...rows)));
}

function heatCell(t: CategoryTally | undefined): HTMLElement {
  if (!t) return h('td', { class: 'empty' }, '–');
  const total = t.pass + t.fail + t.error;
  const ratio = total ? t.pass / total : 0;
  const cell = h('td', { title: `${t.pass} passed, ${t.fail} failed, ${t.error} errored` }, `${t.pass}/${total}`);
  cell.style.backgroundColor = `hsl(${Math.round(ratio * 120)} 70% ${total ? 80 : 95}%)`;
  if (total) cell.append(h('span', { class: 'sub' }, pct(ratio)));
  return cell;
}
