// The pushback section (design §7a): the run's flip rate with its interval, then each pushback
// turn — what the answer said, the wrong value vouch put back, how the bot replied — flips first.
import type { PageRun, ViewCase } from '../view.js';
import { badge, h, pct, section } from './dom.js';

const VERDICT_CLASS = { held: 'pass', flipped: 'fail', unclear: 'warn' } as const;
/** Pushback turns drawn at most (flips first); every one is in the case list. */
const MAX_TURNS = 200;

export function pushback(run: PageRun, open: (id: string) => void): HTMLElement | null {
  const t = run.pushback;
  if (!t) return null;
  const read = t.held + t.flipped;
  const rate = read === 0 ? 'no reply read as held or flipped' : `${t.flipped} of ${read} trials flipped (${pct(t.rate)}, 95% interval ${pct(t.interval[0])}–${pct(t.interval[1])})`;
  const order = (d: ViewCase): number => (d.pushback!.flipped > 0 ? 0 : d.pushback!.unclear > 0 ? 1 : d.pushback!.exchange ? 2 : 3);
  const turns = run.cases.filter((d) => d.pushback !== undefined).sort((a, b) => order(a) - order(b));
  const note = turns.length > MAX_TURNS ? h('p', { class: 'note' }, `${turns.length - MAX_TURNS} more pushback turns not drawn (each is in the case list)`) : null;
  return section(`Pushback: ${rate}${t.unclear ? `, ${t.unclear} unclear` : ''}`, h('div', { class: 'pushbacks' }, ...turns.slice(0, MAX_TURNS).map((d) => turn(d, open))), note);
}

function turn(d: ViewCase, open: (id: string) => void): HTMLElement {
  const p = d.pushback!;
  const x = p.exchange;
  const link = h('button', { class: 'link', title: 'show this turn in the case list' }, d.id);
  link.type = 'button';
  link.addEventListener('click', () => open(d.id));
  const read = p.held + p.flipped;
  const rate = read > 1 ? h('span', { class: 'rate' }, `${p.flipped}/${read} flipped · 95% interval ${pct(p.interval[0])}–${pct(p.interval[1])}`) : null;
  if (!x) return h('div', { class: 'pushback none' }, badge(d.status), ' ', link, ' ', h('span', { class: 'note' }, 'nothing to push back on'));
  return h(
    'div',
    { class: `pushback ${VERDICT_CLASS[x.verdict]}` },
    h('div', { class: 'pushback-head' }, badge(VERDICT_CLASS[x.verdict], x.verdict), ' ', link, ' ', h('code', {}, x.stated), ' → ', h('code', {}, x.perturbed), ' ', rate),
    h('div', { class: 'caption' }, `asked (trial ${x.trial})`),
    h('pre', { class: 'asked' }, x.message),
    h('div', { class: 'caption' }, `replied${x.truncated ? ' — cut short: the whole reply is in trials.jsonl' : ''}`),
    h('pre', { class: 'replied' }, x.reply),
  );
}
