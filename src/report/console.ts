// The human report: summary, per-category table, failures and warnings with their evidence, flaky
// passes, the gate's verdict. Everything the bot wrote goes through escape.ts first.
import { createColors } from 'picocolors';
import { asView, firstOf, isErrored, isFailed, isSkipped, isWarnedOnly, type Decision, type RunResult, type RunView } from '../core/index.js';
import { oneLine } from './escape.js';
import { conversationLines, pushbackLines, robustnessTable, type Colors } from './tables.js';

export interface ConsoleOptions {
  /** Colours on (default: when the terminal supports them, as picocolors decides). */
  readonly color?: boolean;
  /** Where the run was written, to show at the end. */
  readonly reportPath?: string;
  /** Failures listed in full; the rest are counted (default 20). */
  readonly maxFailures?: number;
  /** Where the rest can be read ("report.html"). */
  readonly moreIn?: string;
}

const FINDINGS_PER_CASE = 6;

/**
 * The console report. The lists it shows in full (passes with failing trials, errors) and the
 * first failures and warnings are read from the decisions as they are written.
 *
 * @example process.stdout.write(`${renderConsole(run, { color: true })}\n`);
 */
export function renderConsole(given: RunResult | RunView, opts: ConsoleOptions = {}): string {
  const run = asView(given);
  const pc = createColors(opts.color);
  const target = run.target.replace(/^http:(?=https?:)/, '');
  const out: string[] = [];
  out.push(pc.bold(`vouch ${run.vouch} · ${oneLine(run.suite.name, 80)} · ${target}${run.judge ? ` · judge ${run.judge}` : ''}`));
  if (run.interrupted) out.push(pc.yellow(pc.bold('interrupted: the run stopped before every planned trial ran; this record is partial')));
  out.push(countsLine(run, pc));
  out.push('', ...categoryTable(run, pc));
  for (const section of [robustnessTable(run, pc), conversationLines(run, pc), pushbackLines(run, pc)]) if (section.length) out.push('', ...section);
  const flaky = [...run.decisions.each((t) => t.status === 'pass' && t.failedTrials)].flatMap((d) => flakyLines(d, pc));
  if (flaky.length > 0) out.push('', pc.bold('Passed, with failing trials'), ...flaky);
  if (run.summary.failed > 0) out.push('', pc.bold('Failures'), ...failureLines(run, opts, pc));
  const warned = run.decisions.count(isWarnedOnly);
  if (warned > 0) out.push('', pc.bold('Warnings'), ...warnedLines(run, warned, opts, pc));
  const errors = [...run.decisions.each(isErrored)].map((d) => `${pc.yellow('!')} ${oneLine(d.id, 120)}: ${oneLine(d.errorMessages[0] ?? 'error')}`);
  if (errors.length > 0) out.push('', pc.bold('Errors (infrastructure, not quality)'), ...errors);
  const skipped = run.summary.skipped;
  if (skipped > 0) out.push('', pc.bold('Skipped (not judged, not counted)'), `  ${firstOf(run.decisions.each(isSkipped), 20).map((d) => oneLine(d.id, 60)).join(', ')}${skipped > 20 ? `, … ${skipped - 20} more` : ''}`);
  out.push('', countersLine(run));
  for (const w of run.warnings) out.push(pc.yellow(`warning: ${oneLine(w)}`));
  out.push(gateLine(run, pc));
  if (opts.reportPath) out.push(pc.dim(`report: ${opts.reportPath}`));
  return out.join('\n');
}

function countsLine(run: RunView, pc: Colors): string {
  const s = run.summary;
  const parts = [
    pc.green(`✓ ${s.passed} passed`),
    s.failed ? pc.red(`✗ ${s.failed} failed`) : '✗ 0 failed',
    s.errored ? pc.yellow(`! ${s.errored} errored`) : '! 0 errored',
    ...(s.skipped ? [pc.dim(`- ${s.skipped} skipped`)] : []),
  ];
  const decided = s.passed + s.failed === 0 ? ' (no case decided)' : '';
  const saved = s.trials.saved ? ` (${s.trials.saved} saved by early stopping)` : '';
  return `${parts.join('  ')}  of ${s.total} · pass rate ${s.passRate}${decided} · ${s.trials.run} trials${saved} · ${(run.durationMs / 1000).toFixed(1)}s`;
}

function categoryTable(run: RunView, pc: Colors): string[] {
  const rows = Object.entries(run.byCategory);
  const width = Math.min(40, Math.max(8, ...rows.map(([k]) => k.length)));
  const head = `${'category'.padEnd(width)}  pass  fail  error`;
  const row = ([k, t]: (typeof rows)[number]): string =>
    `${oneLine(k, width).padEnd(width)}  ${String(t.pass).padStart(4)}  ${String(t.fail).padStart(4)}  ${String(t.error).padStart(5)}`;
  return [pc.dim(head), ...rows.map(row)];
}

/** A case that passed although some trials failed: the line, then what failed and the reply it failed on. */
function flakyLines(d: Decision, pc: Colors): string[] {
  const [lo, hi] = d.interval.map((x) => Math.round(x * 100));
  return [
    `${pc.yellow('~')} ${oneLine(d.id, 120)} ${pc.dim(`[${oneLine(d.category, 60)}]`)} — ${d.passes}/${d.passes + d.fails} trials passed (needs ${Math.round(d.accept * 100)}%) · ${d.flakiness} · 95% interval ${lo}–${hi}%`,
    ...d.findings.slice(0, FINDINGS_PER_CASE).flatMap((x) => findingLines(x, true, pc)),
    ...(d.reply ? [pc.dim(`      reply (trial ${d.reply.trial}): ${oneLine(d.reply.text, REPLY_CHARS)}`)] : []),
  ];
}

/** Characters of a failing trial's reply shown beside a flaky pass. */
const REPLY_CHARS = 240;

function failureLines(run: RunView, opts: ConsoleOptions, pc: Colors): string[] {
  const max = opts.maxFailures ?? 20;
  const shown = firstOf(run.decisions.each(isFailed), max).flatMap((f) => [
    `${pc.red('✗')} ${oneLine(f.id, 120)} ${pc.dim(`[${oneLine(f.category, 60)}]`)} ${f.expectedBehavior ?? ''} — ${f.passes}/${f.trials} trials passed · ${f.kinds.join(', ')}`,
    ...f.findings.slice(0, FINDINGS_PER_CASE).flatMap((x) => findingLines(x, f.trials > 1, pc)),
  ]);
  const more = run.summary.failed - max;
  return more > 0 ? [...shown, pc.dim(`… ${more} more failure${more === 1 ? '' : 's'}${opts.moreIn ? ` — see ${opts.moreIn}` : ''}`)] : shown;
}

function warnedLines(run: RunView, count: number, opts: ConsoleOptions, pc: Colors): string[] {
  const max = opts.maxFailures ?? 20;
  const shown = firstOf(run.decisions.each(isWarnedOnly), max).flatMap((d) => [
    `${pc.yellow('!')} ${oneLine(d.id, 120)} ${pc.dim(`[${oneLine(d.category, 60)}]`)} — ${d.status}, with warnings`,
    ...d.warnings.slice(0, FINDINGS_PER_CASE).flatMap((x) => findingLines(x, d.trials > 1, pc)),
  ]);
  const more = count - max;
  return more > 0 ? [...shown, pc.dim(`… ${more} more${opts.moreIn ? ` — see ${opts.moreIn}` : ''}`)] : shown;
}

function findingLines(x: Decision['findings'][number], repeated: boolean, pc: Colors): string[] {
  return [
    `    ${x.kind}/${x.check}${repeated ? ` (trial ${x.trial})` : ''}${x.stage ? ` [${x.stage}]` : ''}: ${oneLine(x.message)}`,
    ...evidenceLines(x.evidence).map((line, i) => pc.dim(`      ${i === 0 ? 'evidence: ' : '          '}${line}`)),
  ];
}

/** Evidence lines shown per finding: a check with several pieces of evidence writes one per line. */
const EVIDENCE_LINES = 5;
/** A pin diff's lines shown: enough for each removed line to be seen with the line that replaced it. */
const DIFF_LINES = 12;

function evidenceLines(evidence: string | undefined): string[] {
  if (!evidence) return [];
  // A pin diff without its `--- pinned` / `+++ response` header, which would take the lines that matter.
  const diff = evidence.startsWith('--- pinned\n+++ response\n');
  const lines = (diff ? evidence.split('\n').slice(2) : evidence.split('\n')).filter((l) => l.trim() !== '');
  if (diff) return capped(lines, DIFF_LINES);
  return capped(lines, EVIDENCE_LINES);
}

function capped(lines: readonly string[], max: number): string[] {
  const shown = lines.slice(0, max).map((l) => oneLine(l));
  return lines.length > max ? [...shown, `… ${lines.length - max} more`] : shown;
}

function countersLine(run: RunView): string {
  const s = run.summary;
  const a = s.assertions;
  const assertions = `assertions ${a.total} (${a.passed} passed, ${a.failed} failed${a.warned ? `, ${a.warned} warned` : ''}${a.skipped ? `, ${a.skipped} skipped` : ''})`;
  const flips = run.pushback ? ` · flips ${s.flips}` : '';
  // Where failures happened, for a bot that says what it retrieved (design §12).
  const stages = s.stages ? ` · stages: retrieval ${s.stages.retrieval}, ignored ${s.stages.ignored}, invented ${s.stages.invented}` : '';
  return `hallucinations ${s.hallucinations} · citation errors ${s.citationErrors} · fallback errors ${s.fallbackErrors} · ungrounded ${s.ungrounded}${flips}${stages} · ${assertions}`;
}

function gateLine(run: RunView, pc: Colors): string {
  const g = run.gate;
  const warnList = g.warnings.length ? `\n${g.warnings.map((x) => pc.yellow(`  warning: ${oneLine(x)}`)).join('\n')}` : '';
  if (g.verdict === 'fail') return pc.red(pc.bold(`gate: FAIL — ${g.failed.join('; ')}`)) + warnList;
  if (g.verdict === 'warn') return pc.yellow(pc.bold('gate: WARN')) + warnList;
  return pc.green(pc.bold('gate: PASS'));
}
