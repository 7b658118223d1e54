// Raw validated cases → the Case records the pipeline uses, with the seeds' defaults filled in.
import type { Case, Turn } from '../core/types.js';
import type { RawCase } from './schema.js';

export const DEFAULT_CATEGORY = 'uncategorized';

export function toCase(raw: RawCase): Case {
  const { conversation, ...rest } = raw;
  return {
    ...rest,
    category: raw.category ?? DEFAULT_CATEGORY,
    requiredSignals: raw.requiredSignals ?? [],
    citationMustContain: raw.citationMustContain ?? [],
    mustNotAppear: raw.mustNotAppear ?? [],
    whitelist: raw.whitelist ?? [],
    blacklist: raw.blacklist ?? [],
    Q: raw.Q ?? 1,
    A: raw.A ?? 1,
    ...(conversation ? { conversation: conversation as Turn[] } : {}),
  };
}
