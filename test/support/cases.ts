// A case with the loader's defaults, for tests that only care about a few fields.
import type { Case } from '../../src/core/types.js';
import { toCase } from '../../src/load/cases.js';

export const makeCase = (over: Partial<Case> = {}): Case => ({ ...toCase({ id: 'T-1', category: 'c', prompt: 'q' }), ...over });
