// The data the HTML report embeds: the run record without its derived lists (failures, errors
// and skipped are read off the cases), with every string capped. Shared by the page (model.ts)
// and the script that renders it in the browser (client/).
import type { Decision, RunResult } from '../../core/index.js';

export type ViewRun = Omit<RunResult, 'failures' | 'errors' | 'skipped' | 'cases'> & { readonly cases: readonly ViewCase[] };
export type ViewCase = Decision;
export type ViewFinding = Decision['findings'][number];

/** Longest reply text embedded, and longest other text (messages, evidence, prompts). */
export const MAX_REPLY = 20_000;
export const MAX_TEXT = 4_000;
