// The seed-003 checklist as a check: every whitelist question must be answered yes and every
// blacklist question no — by the judge, or by vouch itself when the answer is certain (design §7).
import type { Case, Finding, JudgeExchange } from '../../core/index.js';
import { defineCheck, findingsOf, type CheckContext } from '../define.js';
import { textList } from '../fields.js';
import type { Reply } from '../reply.js';
import { answerExactly, containmentLiteral, type ExactAnswer } from './deterministic.js';
import { parseAnswer, type JudgeAnswer } from './parse.js';
import { checklistPrompt, JUDGE_PERSONAS } from './prompt.js';
import { quoteWords, skippedFinding } from './skip.js';

declare module '../../core/types.js' {
  interface CaseFields {
    /** Questions the judge must answer yes (seed 003). */
    readonly whitelist: readonly string[];
    /** Questions the judge must answer no (seed 003). */
    readonly blacklist: readonly string[];
  }
  interface TurnFields {
    readonly whitelist?: readonly string[];
    readonly blacklist?: readonly string[];
  }
}

export type ChecklistList = 'whitelist' | 'blacklist';

interface Question {
  readonly list: ChecklistList;
  readonly question: string;
}

const WANTED: Readonly<Record<ChecklistList, JudgeAnswer>> = { whitelist: 'yes', blacklist: 'no' };

const questionsOf = (c: Case): Question[] => [
  ...c.whitelist.map((question) => ({ list: 'whitelist' as const, question })),
  ...c.blacklist.map((question) => ({ list: 'blacklist' as const, question })),
];

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

const { pass, fail } = findingsOf('checklist', 'judge');

export const checklist = defineCheck({
  name: 'checklist',
  fields: { whitelist: textList, blacklist: textList },
  turnFields: { whitelist: textList, blacklist: textList },
  fromTurn: (turn) => ({ whitelist: turn.whitelist ?? [], blacklist: turn.blacklist ?? [] }),
  // A deflection cannot say what a whitelist asks for; it must still avoid what the blacklist forbids.
  fuzz: { whitelist: 'relax', blacklist: 'keep' },
  // Only a question vouch never answers itself needs a model whatever the reply says.
  needsJudge: (c) => questionsOf(c).some((q) => containmentLiteral(q.question) === undefined),
  // A containment question the readings cannot settle goes to the judge too, when there is one.
  mayAskJudge: (c) => questionsOf(c).length > 0,
  applies: (c) => c.whitelist.length > 0 || c.blacklist.length > 0,
  async run(reply, c, ctx) {
    const questions = questionsOf(c);
    const exact = questions.map((q) => answerExactly(q.question, reply.text));
    // Exact answers need no judge, so a checklist made only of them runs even with --skip-judge.
    if (ctx.skipJudge && exact.some((e) => !e.certain)) return skippedFinding('checklist');
    const exchanges = await Promise.all(questions.map((q, i) => exchangeFor(q, exact[i]!, reply, ctx)));
    return toFinding(exchanges, ctx);
  },
});

function exchangeFor(q: Question, known: ExactAnswer, reply: Reply, ctx: CheckContext): Promise<JudgeExchange> | JudgeExchange {
  const prompt = checklistPrompt(reply.text, q.question, ctx.judgeSettings.template);
  if (known.certain) return { ...q, prompt, reply: known.reason, answer: known.answer, exact: true };
  if (!ctx.judge) return { ...q, prompt, reply: `needs a judge: ${known.reason}`, answer: 'unclear', exact: true };
  return ctx.judge
    .ask(prompt, judgeSystem(ctx.judgeSettings.system), ctx.signal)
    .then((said) => ({ ...q, prompt, reply: said, answer: parseAnswer(said), exact: false }));
}

function toFinding(exchanges: readonly JudgeExchange[], ctx: CheckContext): Finding {
  const wrong = exchanges.filter((e) => e.answer !== WANTED[e.list as ChecklistList]);
  const exactCount = exchanges.filter((e) => e.exact).length;
  const data = ctx.judge ? { judge: ctx.judge.id } : {};
  const n = exchanges.length;
  if (!wrong.length) {
    return pass(`all ${n} checklist answers as required${exactCount ? ` (${exactCount} answered exactly)` : ''}`, { exchanges, data });
  }
  const unclear = wrong.filter((e) => e.answer === 'unclear').length;
  const message = `${wrong.length} of ${n} checklist answers wrong${unclear ? ` (${unclear} unclear)` : ''}`;
  return fail(message, { evidence: wrong.map(describe).join('\n'), exchanges, data });
}

/**
 * One wrong answer, led by who gave it — reports cut long evidence, and this must survive the cut:
 * `[exact] blacklist "Does the output contain 'Husam'?" → yes (wanted no; the output contains "Husam")`,
 * `[model] whitelist "Is it polite?" → no (wanted yes; judge said "No.")`.
 */
function describe(e: JudgeExchange): string {
  const wanted = WANTED[e.list as ChecklistList];
  if (!e.exact) return `[model] ${e.list} ${JSON.stringify(e.question)} → ${e.answer} (wanted ${wanted}; judge said ${quoteWords(e.reply)})`;
  // Without a judge, a question vouch could not settle is unclear, and its reply says why.
  const by = e.answer === 'unclear' ? 'no judge' : 'exact';
  return `[${by}] ${e.list} ${JSON.stringify(e.question)} → ${e.answer} (wanted ${wanted}; ${e.reply.replace(/^exact: /, '')})`;
}
