// One case in detail, built when it is first opened: the reply with the offending spans marked,
// each finding with its evidence, citations with their level results, judge questions with who
// answered them, pin diffs, and the case's trials and interval.
import type { Span } from '../../../core/index.js';
import type { ViewCase, ViewFinding } from '../view.js';
import { badge, h, pct, type Child } from './dom.js';

export function drillDown(d: ViewCase): HTMLElement {
  const [lo, hi] = d.interval;
  return h(
    'div',
    { class: 'drill' },
    h(
      'p',
      { class: 'facts' },
      `${d.expectedBehavior ?? 'no expected behaviour'} · ${d.passes}/${d.trials} trials passed (needs ${pct(d.accept)}; ${d.planned} planned) · ` +
        `95% interval ${pct(lo)}–${pct(hi)} · ${d.flakiness}${d.transform ? ` · transform ${d.transform}` : ''}${d.turn ? ` · turn ${d.turn.index} of ${d.turn.base}` : ''}`,
    ),
    d.errorMessages.length ? h('ul', { class: 'errors' }, ...d.errorMessages.map((m) => h('li', {}, m))) : null,
    d.status === 'pass' && d.fails > 0 ? h('p', { class: 'note' }, `Passed, but ${d.fails} of ${d.trials} trials failed: what failed, and the first failing reply, below.`) : null,
    d.history?.length ? history(d) : null,
    d.reply ? reply(d) : null,
    ...d.findings.map((f) => finding(f)),
    ...d.warnings.map((f) => finding(f)),
    ...(d.judged ?? []).map((f) => finding(f)),
    d.findings.length + d.warnings.length + d.errorMessages.length + (d.judged?.length ?? 0) === 0 ? h('p', { class: 'note' }, 'Nothing failed or warned in this case.') : null,
  );
}

/** A conversation turn's earlier turns, as sent: what the reply answered. */
function history(d: ViewCase): HTMLElement {
  const trial = d.reply ? ` (trial ${d.reply.trial})` : '';
  return h(
    'div',
    { class: 'history' },
    h('div', { class: 'caption' }, `the conversation before this turn${trial}`),
    ...(d.history ?? []).map((m) => h('div', { class: `turn ${m.role}` }, h('span', { class: 'role' }, m.role === 'assistant' ? 'bot' : m.role), h('pre', {}, m.content))),
  );
}

/** The reply the spans point into, with each span marked and labelled. */
function reply(d: ViewCase): HTMLElement {
  const r = d.reply!;
  const spans = [...d.findings.map((f) => [f, 'fail'] as const), ...d.warnings.map((f) => [f, 'warn'] as const)]
    .filter(([f]) => f.trial === r.trial)
    .flatMap(([f, cls]) => (f.spans ?? []).map((s) => ({ ...s, cls })));
  return h(
    'div',
    { class: 'reply' },
    h('div', { class: 'caption' }, `reply (trial ${r.trial})${r.truncated ? ' — cut short: the whole reply is in trials.jsonl' : ''}`),
    h('pre', {}, ...marked(r.text, spans)),
  );
}

type Marked = Span & { readonly cls: 'fail' | 'warn' };

/** The text cut at every span edge; pieces inside spans become <mark> with the spans' labels. */
export function marked(text: string, spans: readonly Marked[]): Child[] {
  const valid = spans.filter((s) => Number.isInteger(s.start) && Number.isInteger(s.end) && s.start < s.end && s.start < text.length && s.start >= 0);
  const cuts = [...new Set([0, text.length, ...valid.flatMap((s) => [s.start, Math.min(s.end, text.length)])])].sort((a, b) => a - b);
  const out: Child[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const [from, to] = [cuts[i]!, cuts[i + 1]!];
    const piece = text.slice(from, to);
    const over = valid.filter((s) => s.start <= from && s.end >= to);
    if (over.length === 0) out.push(piece);
    else out.push(h('mark', { class: over.some((s) => s.cls === 'fail') ? 'fail' : 'warn', title: over.map((s) => s.label).join('\n') }, piece));
  }
  const past = valid.filter((s) => s.end > text.length).length;
  if (past) out.push(h('span', { class: 'note' }, `\n(${past} span${past === 1 ? '' : 's'} past the end of the shown text)`));
  return out;
}

/** What each stage means (design §12), shown on hover. */
const STAGE_TITLES: Readonly<Record<string, string>> = {
  retrieval: 'retrieval: the vault covers this, nothing the bot retrieved does',
  ignored: 'ignored: what the bot retrieved states it, the answer did not follow it',
  invented: 'invented: neither the vault nor what the bot retrieved states it',
};

function finding(f: ViewFinding): HTMLElement {
  const citations = Array.isArray(f.data?.citations) ? f.data.citations : undefined;
  return h(
    'div',
    { class: `finding ${f.status}` },
    h('div', { class: 'finding-head' }, badge(f.status), ' ', h('code', {}, `${f.kind}/${f.check}`), f.stage ? h('span', { class: `stage ${f.stage}`, title: STAGE_TITLES[f.stage] }, f.stage) : null, ` trial ${f.trial}: `, f.message),
    f.spans?.length ? h('ul', { class: 'spans' }, ...f.spans.map((s) => h('li', {}, h('q', {}, s.label)))) : null,
    f.check === 'pin' && f.evidence ? pinDiff(f.evidence) : f.evidence ? h('pre', { class: 'evidence' }, f.evidence) : null,
    citations ? citationTable(citations) : null,
    f.exchanges?.length ? judgeTable(f) : null,
    dataList(f),
  );
}

function pinDiff(diff: string): HTMLElement {
  const line = (l: string): HTMLElement => h('span', { class: l.startsWith('+') && !l.startsWith('+++') ? 'add' : l.startsWith('-') && !l.startsWith('---') ? 'del' : l.startsWith('@@') ? 'hunk' : '' }, `${l}\n`);
  return h('pre', { class: 'diff' }, ...diff.split('\n').map(line));
}

const mark = (ok: boolean | undefined): HTMLElement => (ok === undefined ? h('span', { class: 'na' }, '–') : ok ? badge('pass', '✓') : badge('fail', '✗'));
const str = (v: unknown): string => (typeof v === 'string' ? v : v === null || v === undefined ? '' : JSON.stringify(v));

/** Levels 1–3 per citation (design §2): the label resolves, the file is in the vault, the section is supported. */
function citationTable(citations: readonly unknown[]): HTMLElement {
  const rows = citations.map((c) => {
    const o = (c ?? {}) as Record<string, unknown>;
    const problem = str(o.problem);
    const l1 = problem !== 'unknown source';
    const l2 = l1 ? problem !== 'cited file not in vault' : undefined;
    const l3 = l1 && l2 ? problem !== 'section not supported by content' : undefined;
    const support = (o.support ?? undefined) as { found?: unknown[]; missing?: unknown[] } | undefined;
    const words = support ? `${support.found?.length ?? 0}/${(support.found?.length ?? 0) + (support.missing?.length ?? 0)} section words found${support.missing?.length ? `; missing ${support.missing.map(str).join(', ')}` : ''}` : '';
    return h('tr', {}, h('td', {}, h('code', {}, str(o.raw))), h('td', {}, mark(l1)), h('td', {}, mark(l2)), h('td', {}, mark(l3), ' ', words), h('td', {}, str(o.file) || '–'));
  });
  const head = h('tr', {}, ...['citation', '1 resolves', '2 in vault', '3 section supported', 'file'].map((t) => h('th', {}, t)));
  return h('table', { class: 'citations' }, h('thead', {}, head), h('tbody', {}, ...rows));
}

function judgeTable(f: ViewFinding): HTMLElement {
  const rows = (f.exchanges ?? []).map((e) =>
    h(
      'tr',
      {},
      h('td', {}, e.list),
      h('td', {}, e.question),
      h('td', {}, badge(e.answer === 'unclear' ? 'error' : e.answer === 'yes' ? 'pass' : 'fail', e.answer)),
      h('td', {}, e.exact ? h('span', { class: 'exact' }, 'exact') : h('span', { class: 'model' }, 'model')),
      h('td', {}, h('details', {}, h('summary', {}, e.reply.length > 80 ? `${e.reply.slice(0, 79)}…` : e.reply), h('div', { class: 'caption' }, 'said'), h('pre', {}, e.reply), h('div', { class: 'caption' }, 'prompt'), h('pre', {}, e.prompt))),
    ),
  );
  const head = h('tr', {}, ...['list', 'question', 'answer', 'answered by', 'judge said / prompt'].map((t) => h('th', {}, t)));
  return h('table', { class: 'judge' }, h('thead', {}, head), h('tbody', {}, ...rows));
}

/** The finding's other structured extras (judge score, similarity…), scalars as a list. */
function dataList(f: ViewFinding): HTMLElement | null {
  const entries = Object.entries(f.data ?? {}).filter(([k]) => k !== 'citations');
  if (entries.length === 0) return null;
  return h('dl', { class: 'data' }, ...entries.flatMap(([k, v]) => [h('dt', {}, k), h('dd', {}, typeof v === 'string' && v.length > 200 ? h('details', {}, h('summary', {}, `${v.slice(0, 120)}…`), h('pre', {}, v)) : str(v))]));
}

