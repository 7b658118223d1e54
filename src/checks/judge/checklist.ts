// The seed-003 checklist as a check: every whitelist question must be answered yes and every
// blacklist question no, by the judge, or exactly when the question is a plain containment test.
import type { Case, Finding } from '../../core/types.js';
import type { Check, CheckContext } from '../check.js';
import { fail, pass } from '../check.js';
import type { Reply } from '../reply.js';
import { answerExactly, containmentLiteral } from './deterministic.js';
import { parseAnswer, type JudgeAnswer } from './parse.js';
import { checklistPrompt, JUDGE_PERSONAS } from './prompt.js';
import { quoteWords, requireJudge, skippedFinding } from './skip.js';

export type ChecklistList = 'whitelist' | 'blacklist';

/** One question put to the judge (or answered exactly) about one reply: what `--verbose` prints. */
export interface JudgeExchange {
  readonly list: ChecklistList;
  readonly question: string;
  /** The prompt sent, or the one that would have been sent when answered exactly. */
  readonly prompt: string;
  /** The judge's words, or how the exact answer was reached. */
  readonly reply: string;
  readonly answer: JudgeAnswer;
  readonly deterministic: boolean;
}

interface Question {
  readonly list: ChecklistList;
  readonly question: string;
}

const WANTED: Readonly<Record<ChecklistList, JudgeAnswer>> = { whitelist: 'yes', blacklist: 'no' };

/** Whether any of the case's questions needs a judge model (the CLI asks before the run). */
export function checklistNeedsJudge(c: Case): boolean {
  return questionsOf(c).some((q) => containmentLiteral(q.question) === undefined);
}

/**
 * A system setting that names a preset (`strict`) stands for the preset's text.
 *
 * @example judgeSystem('strict') // STRICT_JUDGE_SYSTEM
 */
export function judgeSystem(setting: string | undefined): string | undefined {
  return setting !== undefined && Object.hasOwn(JUDGE_PERSONAS, setting)
    ? JUDGE_PERSONAS[setting as keyof typeof JUDGE_PERSONAS]
    : setting;
}

export const checklist: Check = {
  name: 'checklist',
  applies: (c) => c.whitelist.length > 0 || c.blacklist.length > 0,
  async run(c, reply, ctx) {
    const questions = questionsOf(c);
    const exact = questions.map((q) => answerExactly(q.question, reply.text));
    // Exact answers need no judge, so a checklist made only of them runs even with --skip-judge.
    if (exact.some((e) => !e) && ctx.skipJudge) return skippedFinding('checklist');
    const exchanges: JudgeExchange[] = [];
    for (const [i, q] of questions.entries()) {
      const known = exact[i];
      exchanges.push(known ? exactExchange(q, reply, known, ctx) : await askJudge(q, reply, c, ctx));
    }
    return toFinding(exchanges, ctx);
  },
};

function questionsOf(c: Case): Question[] {
  return [
    ...c.whitelist.map((question) => ({ list: 'whitelist' as const, question })),
    ...c.blacklist.map((question) => ({ list: 'blacklist' as const, question })),
  ];
}

function exactExchange(q: Question, reply: Reply, known: { answer: 'yes' | 'no'; literal: string }, ctx: CheckContext): JudgeExchange {
  const how = known.answer === 'yes' ? 'contains' : 'does not contain';
  return {
    ...q,
    prompt: checklistPrompt(reply.text, q.question, ctx.judgeSettings.template),
    reply: `the output ${how} ${JSON.stringify(known.literal)} (whole word, case-insensitive)`,
    answer: known.answer,
    deterministic: true,
  };
}

async function askJudge(q: Question, reply: Reply, c: Case, ctx: CheckContext): Promise<JudgeExchange> {
  const judge = requireJudge(ctx, c, 'checklist');
  const prompt = checklistPrompt(reply.text, q.question, ctx.judgeSettings.template);
  const said = await judge.ask(prompt, judgeSystem(ctx.judgeSettings.system), ctx.signal);
  return { ...q, prompt, reply: said, answer: parseAnswer(said), deterministic: false };
}

function toFinding(exchanges: readonly JudgeExchange[], ctx: CheckContext): Finding {
  const wrong = exchanges.filter((e) => e.answer !== WANTED[e.list]);
  const exactCount = exchanges.filter((e) => e.deterministic).length;
  const data = { ...(ctx.judge && { judge: ctx.judge.id }), exchanges };
  const n = exchanges.length;
  if (!wrong.length) {
    return pass('checklist', 'judge', `all ${n} checklist answers as required${exactCount ? ` (${exactCount} answered exactly)` : ''}`, { data });
  }
  const unclear = wrong.filter((e) => e.answer === 'unclear').length;
  const message = `${wrong.length} of ${n} checklist answers wrong${unclear ? ` (${unclear} unclear)` : ''}`;
  return fail('checklist', 'judge', message, { evidence: wrong.map(describe).join('\n'), data });
}

/** `blacklist "Does the output contain 'Husam'?" → yes (wanted no; judge said "Yes.")`. */
function describe(e: JudgeExchange): string {
  const source = e.deterministic ? 'exact match' : `judge said ${quoteWords(e.reply)}`;
  return `${e.list} ${JSON.stringify(e.question)} → ${e.answer} (wanted ${WANTED[e.list]}; ${source})`;
}
