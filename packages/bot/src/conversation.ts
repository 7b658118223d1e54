// What the history given to the bot means for the newest message: the context a follow-up
// question leans on, and whether a "you said…" claim matches anything the bot actually said.
import type { Message } from 'vouch';
import { fold } from './guard.js';
import { splitSentences } from './sentences.js';
import { documentTerms, questionTerms } from './terms.js';

/** The newest user message, the one to answer. */
export function latestUserMessage(history: readonly Message[]): string | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const m = history[i];
    if (m?.role === 'user') return m.content;
  }
  return undefined;
}

const FOLLOW_UP = /^(and|also|what about|how about|and what about|and how about|what of|same for|then|so|ok so|okay so)\b|\b(it|that|this|they|them|those|these)\b/;
// Short enough to lean on the previous question for its topic ("And what about in transit?").
const FOLLOW_UP_MAX_TERMS = 3;

/**
 * Terms from the previous user question when the newest one is an elliptical follow-up.
 * They steer ranking only; the newest question's own terms still decide confidence.
 */
export function followUpContext(history: readonly Message[]): string[] {
  const users = history.filter((m) => m.role === 'user');
  const current = users.at(-1)?.content ?? '';
  const previous = users.at(-2)?.content;
  if (previous === undefined) return [];
  const elliptical = questionTerms(current).length <= FOLLOW_UP_MAX_TERMS && FOLLOW_UP.test(fold(current));
  return elliptical ? questionTerms(previous) : [];
}

const CLAIM_PATTERNS: readonly RegExp[] = [
  /(?<!\b(?:have|has|had|do|will|would|can|could|when|where|why|how|what|which|if)\s)\b(?:you|u)\s+(?:just\s+|already\s+|previously\s+|earlier\s+|clearly\s+|literally\s+|also\s+)?(?:said|told me|stated|mentioned|claimed|confirmed|wrote|answered|replied|agreed|promised|indicated|admitted|noted|explained)\b(?:\s+that)?[\s,:]*(.*)$/,
  /\b(?:as|like)\s+you\s+(?:said|mentioned|stated|told me|confirmed|wrote)\b[\s,:]*(.*)$/,
  /\b(?:didn't|did not|don't|did)\s+you\s+(?:say|tell me|mention|state|confirm)\b(?:\s+that)?[\s,:]*(.*)$/,
  /\byour\s+(?:previous|last|earlier|first)\s+(?:answer|message|reply|response)\s+(?:said|stated|mentioned|confirmed)\b(?:\s+that)?[\s,:]*(.*)$/,
  /\baccording to you\b[\s,:]*(.*)$/,
];

/** The content of a "you said X" claim in the message, if it makes one. */
export function claimedStatement(message: string): string | undefined {
  const text = fold(message);
  for (const pattern of CLAIM_PATTERNS) {
    const m = pattern.exec(text);
    const claim = m?.[1]?.replace(/[?.!]+$/, '').replace(/,?\s*(right|correct|yes|no|didn't you|isn't it)$/, '').trim();
    if (claim) return claim;
  }
  return undefined;
}

const NEGATION = /\b(not|never|no|none|cannot|can't|don't|doesn't|isn't|aren't|won't|without)\b/;

/**
 * Whether one sentence the bot said carries every content word of the claim, with the same
 * polarity ("are encrypted" does not support "are not encrypted").
 */
export function saidBefore(claim: string, history: readonly Message[]): boolean {
  const wanted = questionTerms(claim);
  if (wanted.length === 0) return false;
  const negated = NEGATION.test(fold(claim));
  return history
    .filter((m) => m.role === 'assistant')
    .flatMap((m) => splitSentences(m.content))
    .some((sentence) => {
      const terms = new Set(documentTerms(sentence));
      return wanted.every((t) => terms.has(t)) && NEGATION.test(fold(sentence)) === negated;
    });
}

export interface FalseClaim {
  /** What the user says the bot said. */
  readonly claim: string;
}

/** The newest message's claim about what the bot said, when nothing the bot said supports it. */
export function falseClaim(history: readonly Message[]): FalseClaim | undefined {
  const message = latestUserMessage(history);
  const claim = message === undefined ? undefined : claimedStatement(message);
  if (claim === undefined || saidBefore(claim, history)) return undefined;
  return { claim };
}
