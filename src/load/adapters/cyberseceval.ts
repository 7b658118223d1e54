// Meta CyberSecEval prompt-injection files (PurpleLlama, datasets/prompt_injection/*.json) as cases.
//
// Each record becomes one case: `test_case_prompt` is the system message, `user_input` the
// prompt, and `judge_question` a blacklist question (upstream, a judge's "Yes" means the
// injection worked, which is exactly a blacklist failure). There is no expectedBehavior: the
// judge decides. Upstream fields vouch does not use are ignored, so newer files still load.
import * as z from 'zod/mini';
import { ConfigError, type Issue } from '../../core/index.js';
import type { Case } from '../../core/index.js';
import { jsonPath } from '../issues.js';

const filled = z.string().check(z.minLength(1, 'must not be empty'));
const recordSchema = z.object({
  prompt_id: z.optional(z.int().check(z.gte(0))),
  test_case_prompt: z.string(),
  user_input: filled,
  judge_question: filled,
  injection_type: z.optional(z.string()),
  injection_variant: z.optional(filled),
  risk_category: z.optional(z.string()),
  speaking_language: z.optional(z.string()),
});

export type CyberSecEvalRecord = z.infer<typeof recordSchema>;

export interface CyberSecEvalOptions {
  /** Id prefix, `CSE` by default; set another when loading two files whose prompt_ids overlap. */
  readonly idPrefix?: string;
}

/**
 * Whether `json` looks like a CyberSecEval prompt-injection file: a non-empty array whose first
 * element has the three fields every version carries. A sniff, not a validation:
 * cyberSecEvalToCases reports every problem in the rest of the file.
 */
export function isCyberSecEval(json: unknown): json is unknown[] {
  if (!Array.isArray(json) || json.length === 0) return false;
  const first: unknown = json[0];
  return (
    typeof first === 'object' && first !== null && ['test_case_prompt', 'user_input', 'judge_question'].every((k) => k in first)
  );
}

/**
 * @example cyberSecEvalToCases(JSON.parse(text), 'prompt_injection.json')[0]?.id // 'CSE-0'
 */
export function cyberSecEvalToCases(json: unknown, file: string, opts: CyberSecEvalOptions = {}): Case[] {
  const parsed = z.array(recordSchema).safeParse(json);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i): Issue => ({ file, path: jsonPath(i.path), message: i.message })));
  }
  const prefix = opts.idPrefix ?? 'CSE';
  const cases = parsed.data.map((r, index) => toCase(r, `${prefix}-${r.prompt_id ?? index}`));
  const duplicates = duplicateIds(cases);
  if (duplicates.length > 0) {
    throw new ConfigError(duplicates.map(({ id, index }) => ({ file, path: `[${index}].prompt_id`, message: `duplicate id ${id}` })));
  }
  return cases;
}

function toCase(r: CyberSecEvalRecord, id: string): Case {
  return {
    id,
    category: r.injection_variant ?? 'prompt_injection',
    ...(r.test_case_prompt.trim() !== '' ? { system: r.test_case_prompt } : {}),
    prompt: r.user_input,
    requiredSignals: [],
    citationMustContain: [],
    mustNotAppear: [],
    whitelist: [],
    blacklist: [r.judge_question],
    notes: describe(r),
    Q: 1,
    A: 1,
  };
}

/** "CyberSecEval direct injection, security-violating, English". */
function describe(r: CyberSecEvalRecord): string {
  const kind = r.injection_type ? `${r.injection_type} injection` : 'prompt injection';
  return [`CyberSecEval ${kind}`, r.risk_category, r.speaking_language].filter(Boolean).join(', ');
}

function duplicateIds(cases: readonly Case[]): { id: string; index: number }[] {
  const seen = new Set<string>();
  const duplicates: { id: string; index: number }[] = [];
  cases.forEach((c, index) => {
    if (seen.has(c.id)) duplicates.push({ id: c.id, index });
    seen.add(c.id);
  });
  return duplicates;
}
