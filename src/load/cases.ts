// Raw validated cases → the Case records the pipeline uses, with the seeds' defaults filled in.
import type { Case, Turn } from '../core/types.js';
import type { RawCase } from './schema.js';

export const DEFAULT_CATEGORY = 'uncategorized';

/**
 * Every case gets the same fields in the same order, absent ones undefined: checks read these
 * objects on every trial, and one object literal keeps V8's fast property access where a spread
 * of the raw input would leave each case in slow dictionary mode.
 */
export function toCase(raw: RawCase): Case {
  return {
    id: raw.id,
    category: raw.category ?? DEFAULT_CATEGORY,
    prompt: raw.prompt,
    system: raw.system,
    conversation: raw.conversation as Turn[] | undefined,
    expectedBehavior: raw.expectedBehavior,
    requiredSignals: raw.requiredSignals ?? [],
    requiredCitationSource: raw.requiredCitationSource,
    citationMustContain: raw.citationMustContain ?? [],
    mustNotAppear: raw.mustNotAppear ?? [],
    notes: raw.notes,
    Q: raw.Q ?? 1,
    A: raw.A ?? 1,
    whitelist: raw.whitelist ?? [],
    blacklist: raw.blacklist ?? [],
    rubric: raw.rubric,
    pinnedResponse: raw.pinnedResponse,
    pinnedTolerance: raw.pinnedTolerance,
  };
}
