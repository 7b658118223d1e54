// Check stage: case + reply + vault (+ judge) → findings, one per applicable check.
import type { Case, Finding } from '../core/types.js';
import { behavior } from './behavior.js';
import type { Check, CheckContext } from './check.js';
import { citationMustContain } from './citation-must-contain.js';
import { citations } from './citations/index.js';
import { CONVERSATION_CHECKS } from './conversation/index.js';
import { checklist, rubric } from './judge/index.js';
import { fallback } from './fallback.js';
import { mustNotAppear } from './must-not-appear.js';
import { pin } from './pin.js';
import type { Reply } from './reply.js';
import { signals } from './signals.js';

export type { Check, CheckContext, JudgeModel, JudgeSettings } from './check.js';
export { makeReply, type Reply, type ReplyOptions } from './reply.js';

/** Every check vouch runs, in report order. A new check is one file plus one line here. */
export const CHECKS: readonly Check[] = [
  fallback,
  behavior,
  citations,
  citationMustContain,
  signals,
  mustNotAppear,
  pin,
  ...CONVERSATION_CHECKS,
  checklist,
  rubric,
];

/** Whether a case asks a judge anything the deterministic answerer cannot settle. */
export { checklistNeedsJudge } from './judge/index.js';

/** Runs every applicable check on one reply. */
export async function checkReply(c: Case, reply: Reply, ctx: CheckContext, checks = CHECKS): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const check of checks) {
    if (check.applies(c)) findings.push(await check.run(c, reply, ctx));
  }
  return findings;
}
