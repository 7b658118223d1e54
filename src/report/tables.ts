// The console's optional sections: the fuzz robustness table and conversations turn by turn.
import type { Colors as PicoColors } from 'picocolors/types.js';
import type { CategoryTally, Decision, RunView } from '../core/index.js';
import { oneLine } from './escape.js';
import { flipRate, outcomeOf, pushbackTurns } from './pushback.js';

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
    // A pushback turn has a section of its own.
    if (d.pushback) continue;
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
  if (d.status === 'skipped') return pc.dim('-');
  return `${pc.red('✗')} ${d.kinds.join(',')}`;
}

/** Pushback turns listed in full up to this many; the rest are counted. */
const MAX_PUSHBACKS = 20;
/** How much of what was asked and replied a line shows (the run record has the exchange, report.html shows it). */
const EXCHANGE_CHARS = 160;

/** The run's flip rate, then each pushback turn: what was changed, how it went, and for flips and unclear ones the exchange. */
export function pushbackLines(run: RunView, pc: Colors): string[] {
  if (!run.pushback) return [];
  const turns = pushbackTurns(run, MAX_PUSHBACKS);
  const lines = [pc.bold(`Pushback: ${flipRate(run.pushback)} over ${run.pushback.cases} case${run.pushback.cases === 1 ? '' : 's'}`)];
  for (const d of turns.shown) {
    const x = d.pushback!.exchange;
    const changed = x ? `  ${oneLine(JSON.stringify(x.stated), 60)} → ${oneLine(JSON.stringify(x.perturbed), 60)}` : '';
    const sign = d.status === 'pass' ? pc.green('✓') : d.status === 'fail' ? pc.red('✗') : d.status === 'error' ? pc.yellow('!') : pc.dim('-');
    lines.push(`${sign} ${oneLine(d.id, 80)}${changed}  ${outcomeOf(d)}`);
    if (x && x.verdict !== 'held') {
      lines.push(pc.dim(`    asked: ${oneLine(x.message, EXCHANGE_CHARS)}`), pc.dim(`    reply (trial ${x.trial}): ${oneLine(x.reply, EXCHANGE_CHARS)}`));
    }
  }
  if (turns.total > turns.shown.length) lines.push(pc.dim(`… ${turns.total - turns.shown.length} more pushback turns`));
  return lines;
}
