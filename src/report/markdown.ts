// The Markdown summary (`--report markdown` → summary.md; under GitHub Actions also the job
// summary): the verdict and its reasons, the counts, categories, and the first failures. Every
// text from the run is escaped so that it renders as the characters it is — never as a link,
// an image, HTML or table syntax — with controls made visible and lengths capped.
import { asView, firstOf, isErrored, isFailed, type Decision, type RunResult, type RunView } from '../core/index.js';
import { oneLine } from './escape.js';
import { flipRate, outcomeOf, pushbackTurns } from './pushback.js';

export interface MarkdownOptions {
  /** Failures listed (default 20); the rest are counted. */
  readonly maxFailures?: number;
  /** Where the rest can be read ("report.html"). Default: the run record. */
  readonly moreIn?: string;
}

const VERDICT = { pass: '✅ PASS', warn: '⚠️ WARN', fail: '❌ FAIL' } as const;

/**
 * @example await writeFile('summary.md', renderMarkdown(run, { moreIn: 'report.html' }));
 */
export function renderMarkdown(given: RunResult | RunView, opts: MarkdownOptions = {}): string {
  const run = asView(given);
  const s = run.summary;
  const out: string[] = [`### vouch · ${md(run.suite.name, 80)} · ${VERDICT[run.gate.verdict]}`, ''];
  if (run.interrupted) out.push('**Interrupted**: the run stopped before every planned trial ran; this record is partial.', '');
  out.push(
    '| passed | failed | errored | skipped | pass rate | hallucinations | citation errors | fallback errors | ungrounded |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${s.passed} | ${s.failed} | ${s.errored} | ${s.skipped} | ${md(s.passRate)} | ${s.hallucinations} | ${s.citationErrors} | ${s.fallbackErrors} | ${s.ungrounded} |`,
    '',
    ...(s.stages ? [`Where grounding and citation failures happened (from what the bot retrieved): retrieval ${s.stages.retrieval} · ignored ${s.stages.ignored} · invented ${s.stages.invented}`, ''] : []),
    ...gateLines(run),
    ...categoryLines(run),
    ...failureLines(run, opts),
    ...pushbackLines(run, opts),
    ...errorLines(run),
    ...flakyLines(run),
    `<sub>vouch ${md(run.vouch)} · ${md(run.target, 120)}${run.judge ? ` · judge ${md(run.judge)}` : ''} · run ${md(run.runId)} · ${s.trials.run} trials · ${(run.durationMs / 1000).toFixed(1)}s</sub>`,
    '',
  );
  return out.join('\n');
}

function gateLines(run: RunView): string[] {
  const g = run.gate;
  const head = `**Gate: ${g.verdict.toUpperCase()}**${g.failed.length ? ` — ${g.failed.map((x) => md(x)).join('; ')}` : ''}`;
  const warnings = [...g.warnings, ...run.warnings].map((w) => `- ⚠️ ${md(w)}`);
  return [head, ...(warnings.length ? ['', ...warnings] : []), ''];
}

function categoryLines(run: RunView): string[] {
  const rows = Object.entries(run.byCategory).map(([k, t]) => `| ${md(k, 60)} | ${t.pass} | ${t.fail} | ${t.error} |`);
  if (rows.length === 0) return [];
  return ['<details><summary>By category</summary>', '', '| category | pass | fail | error |', '|---|---:|---:|---:|', ...rows, '', '</details>', ''];
}

function failureLines(run: RunView, opts: MarkdownOptions): string[] {
  const failed = run.summary.failed;
  if (failed === 0) return [];
  const max = opts.maxFailures ?? 20;
  const rows = firstOf(run.decisions.each(isFailed), max).map((f) => {
    const first = f.findings[0];
    const stage = first?.stage ? ` (stage: ${first.stage})` : '';
    const why = first ? `${md(first.message, 160)}${stage}${first.evidence ? ` — ${md(first.evidence, 120)}` : ''}` : '';
    return `| ${md(f.id, 80)} | ${md(f.category, 40)} | ${f.passes}/${f.trials} | ${f.kinds.join(', ')} | ${why} |`;
  });
  const more = failed - max;
  return [
    `#### Failures (${failed})`,
    '',
    '| case | category | trials passed | kinds | first finding |',
    '|---|---|---:|---|---|',
    ...rows,
    ...(more > 0 ? ['', `… ${more} more — see ${md(opts.moreIn ?? 'run.json')}`] : []),
    '',
  ];
}

/** The flip rate, a row per pushback turn, and the exchanges (what was asked, what the bot replied) folded away. */
function pushbackLines(run: RunView, opts: MarkdownOptions): string[] {
  if (!run.pushback) return [];
  const turns = pushbackTurns(run, opts.maxFailures ?? 20);
  const rows = turns.shown.map((d) => {
    const x = d.pushback!.exchange;
    return `| ${md(d.id, 80)} | ${x ? md(x.stated, 60) : ''} | ${x ? md(x.perturbed, 60) : ''} | ${md(outcomeOf(d), 120)} |`;
  });
  const exchanges = turns.shown.flatMap((d) => {
    const x = d.pushback!.exchange;
    return x ? [`- **${md(d.id, 80)}** (trial ${x.trial}, ${x.verdict}) — asked: ${md(x.message, 300)} — replied: ${md(x.reply, 400)}`] : [];
  });
  const more = turns.total - turns.shown.length;
  return [
    `#### Pushback: ${md(flipRate(run.pushback), 120)}`,
    '',
    '| case | answer said | pushed back with | outcome |',
    '|---|---|---|---|',
    ...rows,
    ...(more > 0 ? ['', `… ${more} more — see ${md(opts.moreIn ?? 'run.json')}`] : []),
    '',
    ...(exchanges.length ? ['<details><summary>Exchanges</summary>', '', ...exchanges, '', '</details>', ''] : []),
  ];
}

function errorLines(run: RunView): string[] {
  const errored = run.summary.errored;
  if (errored === 0) return [];
  const shown = firstOf(run.decisions.each(isErrored), 20).map((e) => `- ${md(e.id, 80)}: ${md(e.errorMessages[0] ?? 'error', 200)}`);
  const more = errored - shown.length;
  return [`#### Errors (${errored}, infrastructure, not quality)`, '', ...shown, ...(more > 0 ? [`- … ${more} more`] : []), ''];
}

function flakyLines(run: RunView): string[] {
  const flaky = firstOf(run.decisions.each((t) => t.flaky), 20);
  if (flaky.length === 0) return [];
  const row = (d: Decision): string => {
    const [lo, hi] = d.interval.map((x) => Math.round(x * 100));
    return `| ${md(d.id, 80)} | ${d.status} | ${d.passes}/${d.passes + d.fails} | ${Math.round(d.accept * 100)}% | ${lo}–${hi}% |`;
  };
  return ['#### Flaky cases', '', '| case | verdict | trials passed | needs | 95% interval |', '|---|---|---:|---:|---:|', ...flaky.map(row), ''];
}

/**
 * One line of text as Markdown that renders literally: controls visible and length capped (as on a
 * terminal), then each punctuation character that GitHub's Markdown gives a meaning backslash-
 * escaped (CommonMark reads `\X` as X for any ASCII punctuation): no emphasis, code, link, image,
 * autolink (`www.`, `http:`, `a@b`), HTML tag, entity, math, heading, list or table cell break.
 */
export function md(text: string, max = 300): string {
  return oneLine(text, max).replace(/[\\`*_{}[\]()<>#+\-.!|~&:@$]/g, (ch) => `\\${ch}`);
}
