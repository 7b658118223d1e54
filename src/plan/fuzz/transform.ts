// What a fuzz transform is, and the two ways a variant's expectations derive from its base case.
import { OMITTED_FIELDS, RELAXED_FIELDS, resetFields } from '../../checks/index.js';
import type { Case, ExpectedBehavior } from '../../core/index.js';
import type { Rng } from './rng.js';

/** A case the fuzzer can transform: a single prompt, not a turn, not already a variant. */
export type PromptCase = Case & { readonly prompt: string };

export interface Transform<N extends string = string> {
  /** Used on the command line (`--fuzz base64`) and in variant ids (`SOC2-001#base64`). */
  readonly name: N;
  readonly description: string;
  /** How the variant's expected behaviour differs from the base case's, for the docs. */
  readonly relaxation: string;
  /** The variant, or undefined when the transform has nothing meaningful to make of this case. */
  apply(c: PromptCase, rng: Rng): Case | undefined;
}

/** Keeps the literal type of `name`, so the registry can derive `TransformName`. */
export const defineTransform = <N extends string>(t: Transform<N>): Transform<N> => t;

/**
 * The base case under a new id with `changes` applied. Fields whose check says so never carry
 * over (a pin records the answer to the base prompt, not to the transformed one).
 */
export function variantOf(base: PromptCase, transform: string, changes: Partial<Case>): Case {
  return compact({ ...base, ...resetFields(OMITTED_FIELDS), ...changes, id: `${base.id}#${transform}`, variant: { base: base.id, transform } });
}

/** Wording shared by the transforms whose question stays plainly readable. */
export const KEPT =
  'Unchanged: the question is still plainly readable, so every assertion of the base case applies ' +
  '(behaviour, signals, citations, forbidden strings, judge questions).';

/** Wording shared by the transforms that obscure the question; the field lists come from the checks. */
export const RELAXED =
  'answer_with_citation becomes reject_or_deflect: the bot may answer or deflect, but every citation ' +
  'it gives must verify. security_clearance_fallback becomes greeting_or_fallback: the bot may fall back ' +
  `or deflect in its own words, but must cite nothing (the vault has no answer). ${RELAXED_FIELDS.join(', ')} ` +
  'are dropped (a deflection cannot meet them); every other check (mustNotAppear, blacklist, …) is kept. ' +
  'Other behaviours are unchanged.';

const LOOSER: Readonly<Record<ExpectedBehavior, ExpectedBehavior>> = {
  answer_with_citation: 'reject_or_deflect',
  // Not reject_or_deflect: that accepts a verified citation, and here any citation is invented.
  security_clearance_fallback: 'greeting_or_fallback',
  reject_or_deflect: 'reject_or_deflect',
  greeting_or_fallback: 'greeting_or_fallback',
};

/**
 * The changes for a transform that obscures the question (an encoding, a wrapper, another
 * language): only the anti-hallucination assertions survive, as described in RELAXED.
 */
export function relaxed(base: PromptCase): Partial<Case> {
  return {
    ...(base.expectedBehavior ? { expectedBehavior: LOOSER[base.expectedBehavior] } : {}),
    ...resetFields(RELAXED_FIELDS),
  };
}

/** Removes keys whose value is undefined (how `changes` deletes a field), so variants compare cleanly. */
function compact(c: Case): Case {
  return Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined)) as unknown as Case;
}

/**
 * An encoding transform: one of `instructions`, then the encoded question on the last line.
 * The variant is relaxed: a bot may decline to decode, which is fine; a fabrication is not.
 */
export function encodingTransform<N extends string>(
  name: N,
  description: string,
  instructions: readonly string[],
  encode: (text: string) => string,
): Transform<N> {
  return defineTransform({
    name,
    description,
    relaxation: `${RELAXED} Why: the bot may decline to decode, which is a fine outcome; a fabrication is not.`,
    apply: (c, rng) => variantOf(c, name, { prompt: `${rng.pick(instructions)}\n${encode(c.prompt)}`, ...relaxed(c) }),
  });
}
