// The human report: summary, per-category table, failures and warnings with their evidence, flaky
// passes, the gate's verdict. Everything the bot wrote goes through escape.ts first.
import { createColors } from 'picocolors';
import type { Decision, RunResult } from '../core/index.js';
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

export function renderConsole(run: RunResult, opts: ConsoleOptions = {}): string {
  const pc = createColors(opts.color);
  const target = run.target.replace(/^http:(?=https?:)/, '');
  const out: string[] = [];
  out.push(pc.bold(`vouch ${run.vouch} · ${oneLine(run.suite.name, 80)} · ${target}${run.judge ? ` · judge ${run.judge}` : ''}`));
  if (run.interrupted) out.push(pc.yellow(pc.bold('interrupted: the run stopped before every planned trial ran; this record is partial')));
  out.push(countsLine(run, pc));
  out.push('', ...categoryTable(run, pc));
  for (const section of [robustnessTable(run, pc), conversationLines(run, pc), pushbackLines(run, pc)]) if (section.length) out.push('', ...section);
  const flaky = run.cases.filter((d) => d.status === 'pass' && d.fails > 0);
  if (flaky.length > 0) out.push('', pc.bold('Passed, with failing trials'), ...flaky.flatMap((d) => flakyLines(d, pc)));
  if (run.failures.length > 0) out.push('', pc.bold('Failures'), ...failureLines(run, opts, pc));
  const warned = run.cases.filter((d) => d.warnings.length > 0 && d.status !== 'fail');
  if (warned.length > 0) out.push('', pc.bold('Warnings'), ...warnedLines(warned, opts, pc));
  if (run.errors.length > 0) out.push('', pc.bold('Errors (infrastructure, not quality)'), ...run.errors.map((e) => `${pc.yellow('!')} ${oneLine(e.id, 120)}: ${oneLine(e.messages[0] ?? 'error')}`));
  if (run.skipped.length > 0) out.push('', pc.bold('Skipped (not judged, not counted)'), `  ${run.skipped.slice(0, 20).map((id) => oneLine(id, 60)).join(', ')}${run.skipped.length > 20 ? `, … ${run.skipped.length - 20} more` : ''}`);
  out.push('', countersLine(run));
  for (const w of run.warnings) out.push(pc.yellow(`warning: ${oneLine(w)}`));
  out.push(gateLine(run, pc));
  if (opts.reportPath) out.push(pc.dim(`report: ${opts.reportPath}`));
  return out.join('\n');
}

function countsLine(run: RunResult, pc: Colors): string {
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

function categoryTable(run: RunResult, pc: Colors): string[] {
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

function failureLines(run: RunResult, opts: ConsoleOptions, pc: Colors): string[] {
  const max = opts.maxFailures ?? 20;
  const shown = run.failures.slice(0, max).flatMap((f) => [
    `${pc.red('✗')} ${oneLine(f.id, 120)} ${pc.dim(`[${oneLine(f.category, 60)}]`)} ${f.expectedBehavior ?? ''} — ${f.passes}/${f.trials} trials passed · ${f.kinds.join(', ')}`,
    ...f.findings.slice(0, FINDINGS_PER_CASE).flatMap((x) => findingLines(x, f.trials > 1, pc)),
  ]);
  const more = run.failures.length - max;
  return more > 0 ? [...shown, pc.dim(`… ${more} more failure${more === 1 ? '' : 's'}${opts.moreIn ? ` — see ${opts.moreIn}` : ''}`)] : shown;
}

function warnedLines(cases: readonly Decision[], opts: ConsoleOptions, pc: Colors): string[] {
  const max = opts.maxFailures ?? 20;
  const shown = cases.slice(0, max).flatMap((d) => [
    `${pc.yellow('!')} ${oneLine(d.id, 120)} ${pc.dim(`[${oneLine(d.category, 60)}]`)} — ${d.status}, with warnings`,
    ...d.warnings.slice(0, FINDINGS_PER_CASE).flatMap((x) => findingLines(x, d.trials > 1, pc)),
  ]);
  const more = cases.length - max;
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

function countersLine(run: RunResult): string {
  const s = run.summary;
  const a = s.assertions;
  const assertions = `assertions ${a.total} (${a.passed} passed, ${a.failed} failed${a.warned ? `, ${a.warned} warned` : ''}${a.skipped ? `, ${a.skipped} skipped` : ''})`;
  const flips = run.pushback ? ` · flips ${s.flips}` : '';
  // Where failures happened, for a bot that says what it retrieved (design §12).
  const stages = s.stages ? ` · stages: retrieval ${s.stages.retrieval}, ignored ${s.stages.ignored}, invented ${s.stages.invented}` : '';
  return `hallucinations ${s.hallucinations} · citation errors ${s.citationErrors} · fallback errors ${s.fallbackErrors} · ungrounded ${s.ungrounded}${flips}${stages} · ${assertions}`;
}

function gateLine(run: RunResult, pc: Colors): string {
  const g = run.gate;
  const warnList = g.warnings.length ? `\n${g.warnings.map((x) => pc.yellow(`  warning: ${oneLine(x)}`)).join('\n')}` : '';
  if (g.verdict === 'fail') return pc.red(pc.bold(`gate: FAIL — ${g.failed.join('; ')}`)) + warnList;
  if (g.verdict === 'warn') return pc.yellow(pc.bold('gate: WARN')) + warnList;
  return pc.green(pc.bold('gate: PASS'));
}
