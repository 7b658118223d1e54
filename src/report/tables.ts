// The console's optional sections: the fuzz robustness table and conversations turn by turn.
import type { Colors as PicoColors } from 'picocolors/types.js';
import type { CategoryTally, Decision, RunView } from '../core/index.js';
import { oneLine } from './escape.js';

export type Colors = PicoColors;

const cell = (t: CategoryTally | undefined): string => (t ? `${t.pass}/${t.pass + t.fail + t.error}` : '-');

/** Transform × category → passed/total, one row per transform. */
export function robustnessTable(run: RunView, pc: Colors): string[] {
  const table = run.robustness;
  if (!table) return [];
  const categories = [...new Set(Object.values(table).flatMap((row) => Object.keys(row)))];
  const first = Math.max(10, ...Object.keys(table).map((t) => t.length));
  const widths = categories.map((c) => Math.max(5, Math.min(c.length, 24)));
  const line = (name: string, cells: string[]): string =>
    `${name.padEnd(first)}  ${cells.map((x, i) => x.padStart(widths[i]!)).join('  ')}`;
  return [
    pc.bold('Robustness (passed/total by transform and category)'),
    pc.dim(line('transform', categories.map((c) => oneLine(c, 24)))),
    ...Object.entries(table).map(([name, row]) => line(name, categories.map((c) => cell(row[c])))),
  ];
}

/** Conversations shown in full up to this many; past it only the ones that did not pass. */
const MAX_LISTED = 10;

/** What a conversation's line shows of a turn. */
type Turn = Pick<Decision, 'status' | 'kinds'> & { readonly index: number };

/** Each conversation as one line of turns, the failing turns marked with what failed. */
export function conversationLines(run: RunView, pc: Colors): string[] {
  const chains = new Map<string, Turn[]>();
  for (const d of run.decisions.each((t) => t.turn)) {
    const turn = { index: d.turn!.index, status: d.status, kinds: d.kinds };
    const chain = chains.get(d.turn!.base);
    if (chain) chain.push(turn);
    else chains.set(d.turn!.base, [turn]);
  }
  if (chains.size === 0) return [];
  const all = [...chains];
  const shown = all.length <= MAX_LISTED ? all : all.filter(([, turns]) => turns.some((t) => t.status !== 'pass'));
  const passing = all.length - shown.length;
  return [
    pc.bold(`Conversations${passing ? ` (${passing} passing every turn not listed)` : ''}`),
    ...shown.map(
      ([base, turns]) =>
        `${oneLine(base, 80)}  ${turns
          .sort((a, b) => a.index - b.index)
          .map((t) => `turn ${t.index} ${mark(t, pc)}`)
          .join('  ')}`,
    ),
  ];
}

function mark(d: Turn, pc: Colors): string {
  if (d.status === 'pass') return pc.green('✓');
  if (d.status === 'error') return pc.yellow('!');
  return `${pc.red('✗')} ${d.kinds.join(',')}`;
}
