// `--verbose` transcripts in seed 003's layout: the bot's response, then each judge exchange with
// the prompt sent and the judge's words. Untrusted text is shown without control characters.
import type { Finding, JudgeExchange } from '../core/index.js';
import { forTerminal } from './escape.js';

const RULE = '--------------------';
const safe = (text: string): string => forTerminal(text, 8000);
const block = (title: string, lines: readonly string[]): string => [RULE, `--${title}--`, ...lines.map(safe), RULE].join('\n');

/**
 * The transcript of one trial: its response and the exchanges its judge findings recorded.
 *
 * @example process.stderr.write(renderTranscript(trial.response.text, trial.findings) + '\n');
 */
export function renderTranscript(response: string, findings: readonly Finding[]): string {
  const blocks = [block('SUT RESPONSE', [response])];
  for (const f of findings) {
    const judge = typeof f.data?.judge === 'string' ? f.data.judge : 'judge';
    blocks.push(...(f.exchanges ?? []).map((e) => exchangeBlock(e, judge)));
    if (f.check === 'rubric' && typeof f.data?.prompt === 'string') {
      blocks.push(block('RUBRIC JUDGE', [`Prompt: ${f.data.prompt}`, `${judge}: ${String(f.data.reply)}`, `=> ${f.message}`]));
    }
    if (f.status === 'skipped') blocks.push(block(`${f.check.toUpperCase()} SKIPPED`, [f.message]));
  }
  return blocks.join('\n');
}

function exchangeBlock(e: JudgeExchange, judge: string): string {
  const title = `TESTING AGENT ${e.list.toUpperCase()}`;
  const said = e.exact ? `${e.reply} => ${e.answer}` : `${judge}: ${e.reply}`;
  const unclear = !e.exact && e.answer === 'unclear' ? ['=> unclear: neither yes nor no (fails the question)'] : [];
  return block(title, [`Prompt: ${e.prompt}`, said, ...unclear]);
}
