// No repeats (seed 002 §10.2–10.3): a turn's reply must not repeat an earlier reply in the same
// conversation, verbatim or near-verbatim — the sign of a bot stuck in one state.
//
// Near-verbatim: similarity ≥ threshold (default 0.9) on folded texts (NFKC, lower case, runs of
// whitespace as one space), with similarity = 1 − Levenshtein distance / longer length, the pin
// check's measure. The fallback phrase is set aside first: giving it twice is the protocol, not a
// repeat. Replies shorter than MIN_COMPARED_CHARS once it is set aside ("OK", "Sure") are not
// compared either: a repeated acknowledgement is not a repeated answer.
import * as z from 'zod/mini';
import { foldText } from '../../core/index.js';
import { defineCheck, findingsOf, type CheckDefinition } from '../define.js';
import { excerpt } from '../excerpt.js';
import { similarity } from '../pin.js';

declare module '../../core/types.js' {
  interface TurnFields {
    /** Repeating an earlier reply fails this turn unless set false (true by default after the first turn). */
    readonly assertNoRepeat?: boolean;
  }
}

const { pass, fail } = findingsOf('no-repeat', 'conversation');

export const DEFAULT_REPEAT_THRESHOLD = 0.9;
export const MIN_COMPARED_CHARS = 40;

export interface RepeatOptions {
  /** In (0, 1]: 1 flags only verbatim repeats. */
  readonly threshold?: number;
  readonly minChars?: number;
}

/** @example makeNoRepeat({ threshold: 0.95 }) */
export function makeNoRepeat(opts: RepeatOptions = {}): CheckDefinition {
  const threshold = opts.threshold ?? DEFAULT_REPEAT_THRESHOLD;
  const minChars = opts.minChars ?? MIN_COMPARED_CHARS;
  return defineCheck({
    name: 'no-repeat',
    turnFields: { assertNoRepeat: z.optional(z.boolean()) },
    applies: (c) => (c.turn?.index ?? 0) > 0 && c.turn?.assertions.assertNoRepeat !== false,
    run(reply, _c, ctx) {
      const strip = (t: string) => without(foldText(t), reply.fallback ? foldText(reply.fallback) : '');
      const now = strip(reply.text);
      if (now.length < minChars) return pass('too short to count as a repeated answer');
      const earlier = ctx.history.filter((m) => m.role === 'assistant').map((m) => strip(m.content));
      for (const [turn, before] of earlier.entries()) {
        const s = nearRepeat(now, before, threshold);
        if (s !== undefined) {
          return fail(`repeats its reply to turn ${turn} (similarity ${s.toFixed(2)} ≥ ${threshold})`, {
            evidence: excerpt(reply.text),
            data: { turn, similarity: s },
          });
        }
      }
      return pass(`differs from ${earlier.length} earlier ${earlier.length === 1 ? 'reply' : 'replies'}`);
    },
  });
}

export const noRepeat = makeNoRepeat();

/** The similarity when it reaches the threshold, else undefined (skipping the distance when lengths alone rule it out). */
function nearRepeat(a: string, b: string, threshold: number): number | undefined {
  const [short, long] = a.length < b.length ? [a.length, b.length] : [b.length, a.length];
  if (long === 0 || short / long < threshold) return undefined;
  const s = similarity(a, b);
  return s >= threshold ? s : undefined;
}

const without = (text: string, phrase: string): string => (phrase ? text.split(phrase).join(' ') : text).replace(/\s+/gu, ' ').trim();
