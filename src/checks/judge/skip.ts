// What judge checks share: the skipped finding, the missing-judge error, and evidence text.
import { ConfigError, type Case, type Finding, type JudgeModel } from '../../core/index.js';
import type { CheckContext } from '../define.js';

/** `--skip-judge`: reported as skipped, never counted as passed (design §4). */
export const skippedFinding = (check: string): Finding => ({
  check,
  kind: 'judge',
  status: 'skipped',
  message: 'not judged: the judge is skipped (--skip-judge)',
});

/** The judge, or the ConfigError the session should have raised before the run. */
export function requireJudge(ctx: CheckContext, c: Case, check: string): JudgeModel {
  if (ctx.judge) return ctx.judge;
  throw ConfigError.one(c.id, `the ${check} check needs a judge model: set judge (e.g. judge: ollama:llama3.2) in the suite or on the command line`);
}

// Control characters (terminal escapes included) in untrusted text shown in evidence.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]+/g;

/** Untrusted words (a judge's reply) made safe for one evidence line: no control characters, capped. */
export function quoteWords(text: string, max = 200): string {
  const clean = text.slice(0, max * 4).replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return JSON.stringify(clean.length > max ? `${clean.slice(0, max)}…` : clean);
}
