// Every case as a row that opens into its drill-down, with filters by status, category and kind
// and a search by id; and conversations shown turn by turn. A run may have tens of thousands of
// cases: filters run over the data, and only the first rows that match are drawn, more on asking.
import type { PageRun, ViewCase } from '../view.js';
import { badge, h, section } from './dom.js';
import { drillDown } from './drill.js';

/** Rows drawn at first, and added by each "show more". */
const PAGE = 500;

interface Row {
  readonly d: ViewCase;
  readonly status: string;
  readonly kinds: readonly string[];
  /** Made when the row is first drawn. */
  el?: HTMLDetailsElement;
}

/** The status a row is filtered by: a passing case with warnings counts as "warned". */
const statusOf = (d: ViewCase): string => (d.status === 'pass' && d.warnings.length > 0 ? 'warned' : d.status);

export interface CaseList {
  readonly element: HTMLElement;
  /** Clears the filters, opens the case and scrolls to it. */
  open(id: string): void;
}

export function caseList(run: PageRun): CaseList {
  const rows: Row[] = run.cases.map((d) => ({ d, status: statusOf(d), kinds: [...new Set([...d.kinds, ...d.warnings.map((w) => w.kind)])] }));
  const byId = new Map(rows.map((r, i) => [r.d.id, i]));
  const status = select('status', ['fail', 'error', 'warned', 'skipped', 'pass']);
  const category = select('category', [...new Set(run.cases.map((d) => d.category))]);
  const kind = select('kind', [...new Set(rows.flatMap((r) => r.kinds))].sort());
  const search = h('input', { class: 'search', title: 'search case ids' });
  search.type = 'search';
  search.placeholder = 'search by id';
  search.setAttribute('aria-label', 'search by id');
  const shown = h('span', { class: 'shown' });
  const list = h('div', { class: 'cases' });
  const more = h('button', { class: 'more', title: 'draw more of the matching cases' });
  more.type = 'button';
  let matching: Row[] = [];
  let drawn = 0;
  const draw = (upTo: number): void => {
    const end = Math.min(upTo, matching.length);
    for (; drawn < end; drawn++) list.appendChild(elementOf(matching[drawn]!));
    shown.textContent =
      drawn === matching.length ? `${matching.length} of ${rows.length} cases shown` : `${drawn} of ${matching.length} matching cases shown (${rows.length} in all)`;
    more.hidden = drawn === matching.length;
    more.textContent = `show ${Math.min(PAGE, matching.length - drawn)} more`;
  };
  const apply = (): void => {
    const q = search.value.trim().toLowerCase();
    matching = rows.filter(
      (r) =>
        (!status.value || r.status === status.value) &&
        (!category.value || r.d.category === category.value) &&
        (!kind.value || r.kinds.includes(kind.value)) &&
        (!q || r.d.id.toLowerCase().includes(q)),
    );
    list.replaceChildren();
    drawn = 0;
    draw(PAGE);
  };
  for (const control of [status, category, kind]) control.addEventListener('change', apply);
  search.addEventListener('input', apply);
  more.addEventListener('click', () => draw(drawn + PAGE));
  apply();
  const filters = h('div', { class: 'filters' }, status, category, kind, search, shown);
  return {
    element: section('Cases', filters, list, more),
    open(id) {
      const at = byId.get(id);
      if (at === undefined) return;
      for (const control of [status, category, kind, search]) control.value = '';
      apply();
      // With no filter every row matches, in order: draw far enough to reach this one.
      draw(at + 1);
      const el = elementOf(rows[at]!);
      el.open = true;
      el.scrollIntoView({ block: 'start' });
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

function elementOf(r: Row): HTMLDetailsElement {
  if (r.el) return r.el;
  const { d } = r;
  const el = h(
    'details',
    { class: `case ${r.status}` },
    h(
      'summary',
      {},
      badge(r.status),
      h('span', { class: 'id' }, d.id),
      h('span', { class: 'category' }, d.category),
      h('span', { class: 'kinds' }, r.kinds.join(', ')),
      h('span', { class: 'trials' }, `${d.passes}/${d.trials}`),
    ),
  );
  // Built on first open: a run of thousands of cases stays quick to load.
  el.addEventListener('toggle', () => {
    if (el.open && el.childElementCount === 1) el.append(drillDown(d));
  });
  r.el = el;
  return el;
}

/** Conversations drawn at most; past that, the ones with a turn that did not pass come first. */
const MAX_CONVERSATIONS = 200;

/** Each conversation's turns in order, with what failed at each. */
export function conversations(run: PageRun, open: (id: string) => void): HTMLElement | null {
  const chains = new Map<string, ViewCase[]>();
  for (const d of run.cases) {
    // A pushback turn has a section of its own.
    if (!d.turn || d.pushback) continue;
    const chain = chains.get(d.turn.base);
    if (chain) chain.push(d);
    else chains.set(d.turn.base, [d]);
  }
  if (chains.size === 0) return null;
  const worstOf = (turns: readonly ViewCase[]): string => (turns.some((t) => t.status === 'fail') ? 'fail' : turns.some((t) => t.status === 'error') ? 'error' : 'pass');
  const chain = ([base, turns]: [string, ViewCase[]]): HTMLElement => {
    const ordered = [...turns].sort((a, b) => a.turn!.index - b.turn!.index);
    const worst = worstOf(ordered);
    return h('div', { class: `conversation ${worst}` }, h('div', { class: 'conv-head' }, badge(worst), ' ', h('strong', {}, base)), h('ol', { class: 'turns' }, ...ordered.map((t) => turn(t, open))));
  };
  const all = [...chains];
  const shown = all.length <= MAX_CONVERSATIONS ? all : [...all.filter(([, t]) => worstOf(t) !== 'pass'), ...all.filter(([, t]) => worstOf(t) === 'pass')].slice(0, MAX_CONVERSATIONS);
  const note = all.length > shown.length ? h('p', { class: 'note' }, `${all.length - shown.length} more conversations not drawn (each is in the case list)`) : null;
  return section(`Conversations (${chains.size})`, ...shown.map(chain), note);
}

function turn(t: ViewCase, open: (id: string) => void): HTMLElement {
  const link = h('button', { class: 'link', title: 'show this turn in the case list' }, `turn ${t.turn!.index}`);
  link.type = 'button';
  link.addEventListener('click', () => open(t.id));
  const why = t.findings.slice(0, 3).map((f) => h('div', { class: 'why' }, `${f.kind}/${f.check}: ${f.message}`));
  return h('li', { class: t.status }, link, ' ', badge(t.status), ...why);
}
