// The reply to a conversation, as a pure function of the history and the indexed vault:
// guard first, then a false-claim check, then retrieval; grounded answer or the fallback phrase.
import type { Message } from 'vouch';
import { composeAnswer } from './compose.js';
import { falseClaim, followUpContext, latestUserMessage } from './conversation.js';
import { classify } from './guard.js';
import { buildQuery, termsQuery } from './query.js';
import { focusQuestion } from './question.js';
import { correctionWithAnswer, correctionWithFallback, deflectionReply, greetingReply } from './replies.js';
import type { ChunkIndex, Evidence } from './retrieve.js';
import { questionTerms } from './terms.js';

export type ReplyKind = 'answer' | 'fallback' | 'greeting' | 'deflection' | 'correction';

export interface BotReply {
  readonly text: string;
  readonly kind: ReplyKind;
  /** Why: the guard's reasons, or the retrieval coverage, for tests and benchmarks. */
  readonly reasons: readonly string[];
  /** The vault files cited, in order. */
  readonly files: readonly string[];
  /** For an answer: the sections retrieved, whole, as a generating model gets them. */
  readonly sources?: readonly Source[];
}

export interface Source {
  readonly label: string;
  readonly section?: string;
  readonly text: string;
}

export interface AnswerContext {
  readonly index: ChunkIndex;
  readonly fallbackPhrase: string;
  /** The vault's documents as listed in greetings and deflections. */
  readonly scope: string;
  /** Coverage a claimed statement needs from one section before the bot quotes that section. */
  readonly claimCoverage?: number;
}

const DEFAULT_CLAIM_COVERAGE = 0.8;

const filesOf = (e: Evidence): string[] => e.hits.map((h) => h.chunk.file);
const coverageReason = (e: Evidence): string => `coverage ${e.coverage.toFixed(2)}`;

/** Answers the newest user message of `history`. */
export function answer(history: readonly Message[], ctx: AnswerContext): BotReply {
  const message = latestUserMessage(history) ?? '';
  const verdict = classify(message);
  if (verdict.intent === 'attack') {
    return { text: deflectionReply(ctx.scope), kind: 'deflection', reasons: verdict.reasons, files: [] };
  }
  if (verdict.intent === 'greeting' && verdict.greeting) {
    return { text: greetingReply(verdict.greeting, ctx.scope), kind: 'greeting', reasons: verdict.reasons, files: [] };
  }
  const claim = falseClaim(history);
  if (claim) return correct(claim.claim, ctx);
  const focus = focusQuestion(verdict.question);
  const context = [...questionTerms(focus.context), ...followUpContext(history)];
  const query = buildQuery(focus.question, context);
  // A message with nothing but framing ("And what about that?") is asked with its context.
  const evidence = ctx.index.find(query.terms.length ? query : termsQuery(context));
  if (!evidence.confident) {
    return { text: ctx.fallbackPhrase, kind: 'fallback', reasons: [coverageReason(evidence)], files: [] };
  }
  const sources = evidence.hits.map(({ chunk }): Source => ({ label: chunk.label, ...(chunk.section ? { section: chunk.section } : {}), text: chunk.sentences.join(' ') }));
  return { text: composeAnswer(evidence), kind: 'answer', reasons: [coverageReason(evidence)], files: filesOf(evidence), sources };
}

/**
 * A claim the bot never made is not agreed with. When one section of the vault covers the claim
 * nearly whole, that section is quoted so the user sees what the sources say; otherwise the fallback.
 */
function correct(claim: string, ctx: AnswerContext): BotReply {
  const evidence = ctx.index.find(termsQuery(questionTerms(claim)));
  const single = evidence.hits.length === 1 && evidence.confident;
  if (single && evidence.coverage >= (ctx.claimCoverage ?? DEFAULT_CLAIM_COVERAGE)) {
    const text = correctionWithAnswer(composeAnswer(evidence));
    return { text, kind: 'correction', reasons: ['false claim', coverageReason(evidence)], files: filesOf(evidence) };
  }
  return { text: correctionWithFallback(ctx.fallbackPhrase), kind: 'correction', reasons: ['false claim'], files: [] };
}
