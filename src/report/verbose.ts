// `--verbose` transcripts: each case's prompt, every trial's reply and its findings (and the
// judge's exchanges, seed 003 style), grouped by case. Bot text is escaped before display.
import pc from 'picocolors';
import type { Case, Trial } from '../core/types.js';
import { forTerminal, oneLine } from './escape.js';

const RULE = '-'.repeat(20);

export function renderTranscript(c: Case, trials: readonly Trial[]): string {
  const out = [pc.bold(`== ${oneLine(c.id, 120)} [${oneLine(c.category, 60)}] ${c.expectedBehavior ?? ''}`)];
  out.push(`prompt: ${forTerminal(c.prompt ?? '', 4000)}`);
  for (const t of [...trials].sort((a, b) => a.trial - b.trial)) {
    out.push(RULE, `--SUT RESPONSE-- (trial ${t.trial}, ${t.status}${t.response ? `, ${t.response.latencyMs} ms` : ''})`);
    out.push(t.response ? forTerminal(t.response.text, 8000) : pc.yellow(`error: ${oneLine(t.error ?? '')}`));
    for (const f of t.findings) {
      const mark = f.status === 'pass' ? pc.green('✓') : f.status === 'fail' ? pc.red('✗') : pc.dim('-');
      out.push(`${mark} ${f.check}: ${oneLine(f.message)}${f.evidence && f.status === 'fail' ? pc.dim(` — ${oneLine(f.evidence)}`) : ''}`);
      out.push(...exchanges(f.data));
    }
  }
  return out.join('\n');
}

interface Exchange {
  list: string;
  question: string;
  prompt: string;
  reply: string;
  answer: string;
  deterministic: boolean;
}

function exchanges(data: Readonly<Record<string, unknown>> | undefined): string[] {
  const list = data?.['exchanges'];
  if (!Array.isArray(list)) return [];
  return (list as Exchange[]).flatMap((e) => [
    RULE,
    `--TESTING AGENT ${String(e.list).toUpperCase()}--${e.deterministic ? ' (answered without a model)' : ''}`,
    `Prompt: ${forTerminal(String(e.prompt), 4000)}`,
    `judge: ${forTerminal(String(e.reply), 2000)}  → ${e.answer}`,
  ]);
}
