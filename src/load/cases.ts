// Raw validated cases → the Case records the pipeline uses, with the seeds' defaults filled in.
import { caseFieldShape, defaultFields } from '../checks/index.js';
import type { Case, Turn } from '../core/index.js';
import type { RawCase } from './schema.js';

export const DEFAULT_CATEGORY = 'uncategorized';
const CHECK_FIELDS = Object.keys(caseFieldShape());

/**
 * Every case gets the same fields in the same order — base fields, then each check's in the
 * checks' order — absent ones undefined: checks read these objects on every trial, and one shape
 * keeps V8's fast property access where a spread of the raw input would leave each case in slow
 * dictionary mode.
 */
export function toCase(raw: RawCase): Case {
  const c: Record<string, unknown> = {
    id: raw.id,
    category: raw.category ?? DEFAULT_CATEGORY,
    prompt: raw.prompt,
    system: raw.system,
    conversation: raw.conversation as readonly Turn[] | undefined,
    expectedBehavior: raw.expectedBehavior,
    notes: raw.notes,
    Q: raw.Q ?? 1,
    A: raw.A ?? 1,
    ...defaultFields(),
  };
  const given = raw as Record<string, unknown>;
  for (const key of CHECK_FIELDS) if (given[key] !== undefined) c[key] = given[key];
  return c as unknown as Case;
}
