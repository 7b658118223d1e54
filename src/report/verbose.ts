// `--verbose` transcripts, grouped by case: the prompt, then each trial's reply, the judge's
// exchanges in seed 003's layout, and every check's finding. Bot text is escaped before display.
import { createColors } from 'picocolors';
import type { Case, Finding, Trial } from '../core/index.js';
import { forTerminal, oneLine } from './escape.js';
import { renderTranscript as judgeTranscript } from './judge-transcript.js';

export function renderTranscript(c: Case, trials: readonly Trial[], opts: { color?: boolean } = {}): string {
  const pc = createColors(opts.color);
  const out = [pc.bold(`== ${oneLine(c.id, 120)} [${oneLine(c.category, 60)}] ${c.expectedBehavior ?? ''}`)];
  out.push(`prompt: ${forTerminal(c.prompt ?? '', 4000)}`);
  for (const t of [...trials].sort((a, b) => a.trial - b.trial)) {
    out.push(pc.dim(`trial ${t.trial}: ${t.status}${t.response ? ` · ${t.response.latencyMs} ms` : ''}`));
    if (t.response) out.push(judgeTranscript(t.response.text, t.findings));
    else out.push(pc.yellow(`error: ${oneLine(t.error ?? '')}`));
    out.push(...t.findings.map((f) => findingLine(f, pc)));
  }
  return out.join('\n');
}

function findingLine(f: Finding, pc: ReturnType<typeof createColors>): string {
  const mark = f.status === 'pass' ? pc.green('✓') : f.status === 'fail' ? pc.red('✗') : pc.dim('-');
  const evidence = f.evidence && f.status === 'fail' ? pc.dim(` — ${oneLine(f.evidence)}`) : '';
  return `${mark} ${f.check}: ${oneLine(f.message)}${evidence}`;
}
