// Rubric scoring (seed 002 §11.1): the judge scores the reply 1–5 against the vault documents it
// cites; the case passes at `rubricPassScore` or above. No score is unclear, and fails.
import * as z from 'zod/mini';
import type { Case } from '../../core/index.js';
import { resolveCitation } from '../../vault/index.js';
import { defineCheck, findingsOf, type CheckContext } from '../define.js';
import { text } from '../fields.js';
import type { Reply } from '../reply.js';
import { parseScore } from './parse.js';
import { rubricPrompt, type SourceText } from './prompt.js';
import { quoteWords, requireJudge, skippedFinding } from './skip.js';

/** All cited documents together get at most this much text in the prompt; each an equal share. */
export const MAX_SOURCE_CHARS = 12_000;

declare module '../../core/types.js' {
  interface CaseFields {
    /** Score the reply 1–5 with the judge (seed 002 §11.1); a text adds the case's own criteria. */
    readonly rubric?: string | true;
  }
}

const { pass, fail } = findingsOf('rubric', 'judge');

export const rubric = defineCheck({
  name: 'rubric',
  fields: { rubric: z.optional(z.union([z.literal(true), text])) },
  fuzz: 'relax',
  needsJudge: (c) => c.rubric !== undefined,
  applies: (c) => c.rubric !== undefined,
  async run(reply, c, ctx) {
    if (ctx.skipJudge) return skippedFinding('rubric');
    const judge = requireJudge(ctx, c, 'rubric');
    const { sources, unknownLabels } = citedSources(reply, ctx);
    const prompt = rubricPrompt({
      question: questionOf(c, ctx),
      sources,
      unknownLabels,
      response: reply.text,
      ...(typeof c.rubric === 'string' && { criteria: c.rubric }),
    });
    // No system prompt: the checklist's yes/no persona would forbid the explanation asked for.
    const said = await judge.ask(prompt, undefined, ctx.signal);
    const { score, explanation } = parseScore(said);
    const passScore = ctx.judgeSettings.rubricPassScore;
    const data = { judge: judge.id, score: score ?? null, passScore, explanation, sources: sources.map((s) => s.file), prompt, reply: said };
    if (score === undefined) {
      return fail('unclear: the judge gave no 1–5 score', { evidence: `judge said ${quoteWords(said, 500)}`, data });
    }
    const message = `rubric score ${score}/5 (passes at ${passScore})`;
    const extra = { evidence: explanation, data };
    return score >= passScore ? pass(message, extra) : fail(message, extra);
  },
});

/** The case's prompt, or for a conversation turn the user's last message. */
function questionOf(c: Case, ctx: CheckContext): string {
  return c.prompt ?? [...ctx.history].reverse().find((m) => m.role === 'user')?.content ?? '';
}

/** The documents the reply cites, each once, their text capped to a share of MAX_SOURCE_CHARS. */
export function citedSources(reply: Reply, ctx: CheckContext): { sources: SourceText[]; unknownLabels: string[] } {
  const docs = new Map<string, { title: string; body: string }>();
  const unknownLabels: string[] = [];
  for (const citation of reply.citations) {
    const doc = ctx.vault ? resolveCitation(ctx.vault, citation.label, citation.section, ctx.citationSources).doc : undefined;
    if (doc) docs.set(doc.file, { title: doc.title, body: doc.body });
    else if (!unknownLabels.includes(citation.label)) unknownLabels.push(citation.label);
  }
  const share = Math.floor(MAX_SOURCE_CHARS / Math.max(1, docs.size));
  const sources = [...docs].map(([file, d]) => ({ file, title: d.title, text: capText(d.body.trim(), share) }));
  return { sources, unknownLabels };
}

function capText(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}\n[… ${text.length - max} more characters not shown]`;
}
