// The shapes vouch reads (design §1), validated once at the boundary. Case fields keep the seeds'
// names: the base fields are here, every other field belongs to the check that reads it
// (checks/*.ts). Unknown fields are errors (with a "did you mean" hint added in issues.ts).
// zod/mini rather than zod's chained API: the same validation, and tree-shaken it loads in a
// fraction of the time (measured: ~15 ms against ~70 ms), which every `vouch run` pays.
import * as z from 'zod/mini';
import { caseFieldShape, turnFieldShape } from '../checks/index.js';
import { EXPECTED_BEHAVIORS, GROUNDING_MODES, parsePassRate, REQUEST_SHAPES } from '../core/index.js';
import { MAX_PROMPT_CHARS } from './limits.js';
import { judgeField, judgeObject, modelOptionsSchema, targetField, targetObject } from './model-schema.js';

const NOT_EMPTY = 'must not be empty';
const text = z.string().check(z.minLength(1, NOT_EMPTY));
const optional = z.optional;
/** What a bot is sent: bounded, so a 60 MB prompt is a problem in the suite, not a minute of sending. */
const message = (what: string) =>
  text.check(z.maxLength(MAX_PROMPT_CHARS, { error: (issue) => `is ${(issue.input as string).length} characters; ${what} may be at most ${MAX_PROMPT_CHARS} (1 MiB)` }));

export const turnSchema = z.strictObject({
  user: message('a turn'),
  expectedBehavior: optional(z.enum(EXPECTED_BEHAVIORS)),
  assertCitation: optional(z.boolean()),
  assertFallback: optional(z.boolean()),
  ...turnFieldShape(),
});

const baseFields = {
  id: z.pipe(z.union([text, z.number()]), z.transform(String)),
  category: optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String))),
  prompt: optional(message('a prompt')),
  system: optional(message('a system prompt')),
  conversation: optional(z.array(turnSchema).check(z.minLength(1, 'a conversation needs at least one turn'))),
  expectedBehavior: optional(z.enum(EXPECTED_BEHAVIORS)),
  notes: optional(z.string()),
  /** What a generated case was made from (design §12): the vault passage, its file and section. */
  source: optional(z.strictObject({ file: text, section: z.string(), text: text })),
  Q: optional(z.int('Q is a whole number of trials').check(z.gte(1, 'Q must be at least 1'), z.lte(10_000, 'Q is at most 10000'))),
  A: optional(z.number().check(z.gte(0, 'A is a fraction from 0 to 1'), z.lte(1, 'A is a fraction from 0 to 1'))),
};

const caseFields = z.strictObject({ ...baseFields, ...caseFieldShape() });

export const caseSchema = caseFields.check(
  z.superRefine((c, ctx) => {
    if (c.prompt === undefined && c.conversation === undefined) {
      ctx.issues.push({ code: 'custom', input: c, message: 'a case needs a "prompt" or a "conversation"' });
    }
    if (c.prompt !== undefined && c.conversation !== undefined) {
      ctx.issues.push({ code: 'custom', input: c, message: 'a case has either a "prompt" or a "conversation", not both' });
    }
  }),
);
export type RawCase = z.output<typeof caseSchema>;

export const qaAgentSchema = z.strictObject({
  SUT: optional(text),
  TestCases: z.array(z.unknown()),
});

/** 85, "85%" and 0.85 all mean 85%; the number is read with parsePassRate where it is used. */
export const passRate = z.union([z.number(), z.string()]).check(
  z.refine((v) => parsePassRate(v) !== undefined, 'a pass rate such as 85, "85%" or 0.85 (at most 100%)'),
);

const count = z.int().check(z.gte(0));

export const thresholdsSchema = z.strictObject({
  maxHallucinations: optional(count),
  maxCitationErrors: optional(count),
  maxFallbackErrors: optional(count),
  minPassRate: optional(passRate),
  warnPassRate: optional(passRate),
});

/** Suite-level settings; `cases` is checked case by case (see index.ts) so each problem names its case. */
export const nativeSuiteSchema = z.strictObject({
  /** Where an editor finds the suite's JSON Schema (schema/suite.v1.json); vouch does not read it. */
  $schema: optional(z.string()),
  name: optional(text),
  description: optional(z.string()),
  vault: optional(text),
  target: optional(targetField),
  request: optional(z.enum(REQUEST_SHAPES)),
  judge: optional(judgeField),
  fallbackPhrases: optional(z.array(text).check(z.minLength(1))),
  citation: optional(z.strictObject({ pattern: optional(text) })),
  citationSources: optional(z.record(z.string(), text)),
  thresholds: optional(thresholdsSchema),
  grounding: optional(z.enum(GROUNDING_MODES)),
  concurrency: optional(z.int().check(z.gte(1), z.lte(1024))),
  timeoutMs: optional(z.int().check(z.gte(1), z.lte(3_600_000))),
  retries: optional(z.int().check(z.gte(0), z.lte(20))),
  maxResponseBytes: optional(z.int().check(z.gte(1), z.lte(64 * 1024 * 1024))),
  fuzz: optional(z.union([z.literal('all'), z.array(text)])),
  seed: optional(z.int()),
  /** Cases inline, or files of cases (seed 002 prompts, qa_agent_h, attack corpora), or both. */
  cases: z.union([text, z.array(z.unknown())]),
});
export type NativeSuite = z.output<typeof nativeSuiteSchema>;

/** A seed 002 prompts object: the `prompts` list, and nothing else vouch could silently ignore. */
export const promptsObjectSchema = z.strictObject({ prompts: z.array(z.unknown()) });

/** Every field name vouch knows, for "did you mean" hints. */
export const KNOWN_KEYS: readonly string[] = [
  ...Object.keys(caseFields.shape),
  ...Object.keys(turnSchema.shape),
  ...Object.keys(nativeSuiteSchema.shape),
  ...Object.keys(thresholdsSchema.shape),
  ...Object.keys(targetObject.shape),
  ...Object.keys(judgeObject.shape),
  ...Object.keys(modelOptionsSchema.shape),
  'SUT',
  'TestCases',
];
