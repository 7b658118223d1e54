// Cases and check contexts with vouch's own defaults, for tests that only care about a few fields.
import type { CheckContext } from '../../src/checks/index.js';
import { createReader } from '../../src/reading/index.js';
import { SEED_FALLBACK_PHRASE, type Case } from '../../src/core/index.js';
import { toCase } from '../../src/load/index.js';

export const makeCase = (over: Partial<Case> = {}): Case => ({ ...toCase({ id: 'T-1', category: 'c', prompt: 'q' } as never), ...over });

export const makeContext = (over: Partial<CheckContext> = {}): CheckContext => ({
  citationSources: {},
  fallbackPhrases: [SEED_FALLBACK_PHRASE],
  grounding: 'warn',
  judgeSettings: { rubricPassScore: 4 },
  skipJudge: false,
  history: [],
  ...over,
  reader: over.reader ?? createReader(over.vault?.docs),
});
