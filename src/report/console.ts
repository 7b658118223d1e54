// The human report: summary, per-category table, failures with their evidence, the gate's verdict.
import pc from 'picocolors';
import type { RunResult } from '../core/run-result.js';
import { oneLine } from './escape.js';
import { conversationLines, robustnessTable } from './tables.js';

export function renderConsole(run: RunResult, opts: { reportPath?: string } = {}): string {
  const s = run.summary;
  const out: string[] = [];
  const target = run.target.replace(/^http:(?=https?:)/, '');
  out.push(pc.bold(`vouch ${run.vouch} · ${run.suite.name} · ${target}${run.judge ? ` · judge ${run.judge}` : ''}`));
  out.push(
    `${pc.green(`✓ ${s.passed} passed`)}  ${s.failed ? pc.red(`✗ ${s.failed} failed`) : `✗ 0 failed`}  ` +
      `${s.errored ? pc.yellow(`! ${s.errored} errored`) : '! 0 errored'}  of ${s.total} · pass rate ${s.passRate}` +
      ` · ${s.trials.run} trials${s.trials.saved ? ` (${s.trials.saved} saved by early stopping)` : ''} · ${(run.durationMs / 1000).toFixed(1)}s`,
  );
  out.push('', ...categoryTable(run));
  for (const section of [robustnessTable(run), conversationLines(run)]) if (section.length) out.push('', ...section);
  if (run.failures.length > 0) out.push('', pc.bold('Failures'), ...failureLines(run));
  if (run.errors.length > 0) out.push('', pc.bold('Errors (infrastructure, not quality)'), ...errorLines(run));
  out.push(
    '',
    `hallucinations ${s.hallucinations} · citation errors ${s.citationErrors} · fallback errors ${s.fallbackErrors} · ` +
      `assertions ${s.assertions.total} (${s.assertions.passed} passed, ${s.assertions.failed} failed${s.assertions.skipped ? `, ${s.assertions.skipped} skipped` : ''})`,
  );
  for (const w of run.warnings) out.push(pc.yellow(`warning: ${oneLine(w)}`));
  out.push(gateLine(run));
  if (opts.reportPath) out.push(pc.dim(`report: ${opts.reportPath}`));
  return out.join('\n');
}

function categoryTable(run: RunResult): string[] {
  const rows = Object.entries(run.byCategory);
  const width = Math.max(8, ...rows.map(([k]) => k.length));
  const head = `${'category'.padEnd(width)}  pass  fail  error`;
  return [
    pc.dim(head),
    ...rows.map(
      ([k, t]) =>
        `${oneLine(k, 60).padEnd(width)}  ${String(t.pass).padStart(4)}  ${String(t.fail).padStart(4)}  ${String(t.error).padStart(5)}`,
    ),
  ];
}

function failureLines(run: RunResult): string[] {
  return run.failures.flatMap((f) => [
    `${pc.red('✗')} ${oneLine(f.id, 120)} ${pc.dim(`[${oneLine(f.category, 60)}]`)} ${f.expectedBehavior ?? ''} — ${f.passes}/${f.trials} trials passed · ${f.kinds.join(', ')}`,
    ...f.findings.slice(0, 6).flatMap((x) => [
      `    ${x.kind}/${x.check}${f.trials > 1 ? ` (trial ${x.trial})` : ''}: ${oneLine(x.message)}`,
      ...(x.evidence ? [pc.dim(`      evidence: ${oneLine(x.evidence)}`)] : []),
    ]),
  ]);
}

function errorLines(run: RunResult): string[] {
  return run.errors.map((e) => `${pc.yellow('!')} ${oneLine(e.id, 120)}: ${oneLine(e.messages[0] ?? 'error')}`);
}

function gateLine(run: RunResult): string {
  const g = run.gate;
  if (g.verdict === 'fail') return pc.red(pc.bold(`gate: FAIL — ${g.failed.join('; ')}`)) + warnList(g.warnings);
  if (g.verdict === 'warn') return pc.yellow(pc.bold('gate: WARN')) + warnList(g.warnings);
  return pc.green(pc.bold('gate: PASS'));
}

const warnList = (w: readonly string[]): string => (w.length ? `\n${w.map((x) => pc.yellow(`  warning: ${oneLine(x)}`)).join('\n')}` : '');
