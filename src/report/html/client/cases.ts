// Every case as a row that opens into its drill-down, with filters by status, category and kind
// and a search by id; and conversations shown turn by turn.
import type { ViewCase, ViewRun } from '../view.js';
import { badge, h, section } from './dom.js';
import { drillDown } from './drill.js';

interface Row {
  readonly d: ViewCase;
  readonly el: HTMLDetailsElement;
  readonly status: string;
  readonly kinds: ReadonlySet<string>;
}

/** The status a row is filtered by: a passing case with warnings counts as "warned". */
const statusOf = (d: ViewCase): string => (d.status === 'pass' && d.warnings.length > 0 ? 'warned' : d.status);

export interface CaseList {
  readonly element: HTMLElement;
  /** Clears the filters, opens the case and scrolls to it. */
  open(id: string): void;
}

export function caseList(run: ViewRun): CaseList {
  const rows = run.cases.map(row);
  const byId = new Map(rows.map((r) => [r.d.id, r]));
  const status = select('status', ['fail', 'error', 'warned', 'skipped', 'pass']);
  const category = select('category', [...new Set(run.cases.map((d) => d.category))]);
  const kind = select('kind', [...new Set(rows.flatMap((r) => [...r.kinds]))].sort());
  const search = h('input', { class: 'search', title: 'search case ids' });
  search.type = 'search';
  search.placeholder = 'search by id';
  search.setAttribute('aria-label', 'search by id');
  const shown = h('span', { class: 'shown' });
  const apply = (): void => {
    const q = search.value.trim().toLowerCase();
    let n = 0;
    for (const r of rows) {
      const visible =
        (!status.value || r.status === status.value) &&
        (!category.value || r.d.category === category.value) &&
        (!kind.value || r.kinds.has(kind.value)) &&
        (!q || r.d.id.toLowerCase().includes(q));
      r.el.hidden = !visible;
      if (visible) n++;
    }
    shown.textContent = `${n} of ${rows.length} cases shown`;
  };
  for (const control of [status, category, kind]) control.addEventListener('change', apply);
  search.addEventListener('input', apply);
  apply();
  const filters = h('div', { class: 'filters' }, status, category, kind, search, shown);
  const list = h('div', { class: 'cases' }, ...rows.map((r) => r.el));
  return {
    element: section('Cases', filters, list),
    open(id) {
      const r = byId.get(id);
      if (!r) return;
      for (const control of [status, category, kind, search]) control.value = '';
      apply();
      r.el.open = true;
      r.el.scrollIntoView({ block: 'start' });
    },
  };
}

function select(name: string, options: readonly string[]): HTMLSelectElement {
  const el = h('select', { class: `filter-${name}`, title: `filter by ${name}` });
  el.setAttribute('aria-label', `filter by ${name}`);
  const option = (value: string, label: string): HTMLOptionElement => {
    const o = h('option', {}, label);
    o.value = value;
    return o;
  };
  el.append(option('', `every ${name}`), ...options.map((o) => option(o, o)));
  return el;
}

function row(d: ViewCase): Row {
  const status = statusOf(d);
  const kinds = new Set([...d.kinds, ...d.warnings.map((w) => w.kind)]);
  const el = h(
    'details',
    { class: `case ${status}` },
    h(
      'summary',
      {},
      badge(status),
      h('span', { class: 'id' }, d.id),
      h('span', { class: 'category' }, d.category),
      h('span', { class: 'kinds' }, [...kinds].join(', ')),
      h('span', { class: 'trials' }, `${d.passes}/${d.trials}`),
    ),
  );
  // Built on first open: a run of thousands of cases stays quick to load.
  el.addEventListener('toggle', () => {
    if (el.open && el.childElementCount === 1) el.append(drillDown(d));
  });
  return { d, el, status, kinds };
}

/** Each conversation's turns in order, with what failed at each. */
export function conversations(run: ViewRun, open: (id: string) => void): HTMLElement | null {
  const chains = new Map<string, ViewCase[]>();
  // A pushback turn has a section of its own.
  for (const d of run.cases) if (d.turn && !d.pushback) chains.set(d.turn.base, [...(chains.get(d.turn.base) ?? []), d]);
  if (chains.size === 0) return null;
  const chain = ([base, turns]: [string, ViewCase[]]): HTMLElement => {
    const ordered = [...turns].sort((a, b) => a.turn!.index - b.turn!.index);
    const worst = ordered.some((t) => t.status === 'fail') ? 'fail' : ordered.some((t) => t.status === 'error') ? 'error' : 'pass';
    return h('div', { class: `conversation ${worst}` }, h('div', { class: 'conv-head' }, badge(worst), ' ', h('strong', {}, base)), h('ol', { class: 'turns' }, ...ordered.map((t) => turn(t, open))));
  };
  return section(`Conversations (${chains.size})`, ...[...chains].map(chain));
}

function turn(t: ViewCase, open: (id: string) => void): HTMLElement {
  const link = h('button', { class: 'link', title: 'show this turn in the case list' }, `turn ${t.turn!.index}`);
  link.type = 'button';
  link.addEventListener('click', () => open(t.id));
  const why = t.findings.slice(0, 3).map((f) => h('div', { class: 'why' }, `${f.kind}/${f.check}: ${f.message}`));
  return h('li', { class: t.status }, link, ' ', badge(t.status), ...why);
}
