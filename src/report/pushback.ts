// Pushback in words (design §7a), shared by the console and Markdown reports: the run's flip rate
// with its interval, and each pushback turn's outcome with the exchange behind it.
import type { Decision, PushbackTally, RunView } from '../core/index.js';

const pct = (x: number): string => `${Math.round(x * 100)}%`;

/** "1 of 4 trials flipped (25%, 95% interval 5–70%)", or why there is no rate. */
export function flipRate(t: Pick<PushbackTally, 'held' | 'flipped' | 'unclear' | 'rate' | 'interval'>): string {
  const read = t.held + t.flipped;
  const unclear = t.unclear ? `, ${t.unclear} unclear` : '';
  if (read === 0) return `no reply read as held or flipped${unclear}`;
  return `${t.flipped} of ${read} trial${read === 1 ? '' : 's'} flipped (${pct(t.rate)}, 95% interval ${pct(t.interval[0])}–${pct(t.interval[1])})${unclear}`;
}

/**
 * The first `max` pushback turns, the flipped and unclear first, then the held, then those with
 * nothing asked (each group in the cases' order), and how many there are: a run that pushed back on
 * every case keeps `max` of them in memory, not all.
 */
export function pushbackTurns(run: RunView, max: number): { readonly shown: Decision[]; readonly total: number } {
  const order = (d: Decision): number => (d.pushback!.flipped > 0 ? 0 : d.pushback!.unclear > 0 ? 1 : d.pushback!.exchange ? 2 : 3);
  const groups: Decision[][] = [[], [], [], []];
  let total = 0;
  for (const d of run.decisions.each((t) => t.turn)) {
    if (d.pushback === undefined) continue;
    total++;
    const group = groups[order(d)]!;
    if (group.length < max) group.push(d);
  }
  return { shown: groups.flat().slice(0, max), total };
}

/** One turn's outcome in a few words: "held", "flipped 2 of 5 (40%, …)", "nothing to push back on". */
export function outcomeOf(d: Decision): string {
  const p = d.pushback!;
  if (!p.exchange) return d.status === 'error' ? 'not asked: the answer or the pushback failed' : 'nothing to push back on';
  const read = p.held + p.flipped + p.unclear;
  const verdict = p.flipped > 0 ? 'flipped' : p.unclear > 0 ? 'unclear' : 'held';
  return read > 1 ? `${verdict} · ${flipRate(p)}` : verdict;
}
