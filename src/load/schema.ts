// The shapes vouch reads (design.md §1), validated once at the boundary. Case fields keep the
// seeds' names; unknown fields are errors (with a "did you mean" hint added in issues.ts).
import { z } from 'zod';
import { parsePassRate } from '../core/pass-rate.js';
import { EXPECTED_BEHAVIORS } from '../core/types.js';

const text = z.string().min(1, 'must not be empty');
const texts = z.array(z.string().min(1, 'must not be empty'));

const signal = z.string().min(1, 'must not be empty').superRefine((s, ctx) => {
  const m = /^\/(.+)\/([a-z]*)$/s.exec(s);
  if (!m) return;
  try {
    new RegExp(m[1] ?? '', m[2]);
  } catch (e) {
    ctx.addIssue({ code: 'custom', message: `invalid regular expression: ${(e as Error).message}` });
  }
});

const pinTolerance = z.union([
  z.enum(['exact', 'normalized']),
  z.number().gt(0, 'a similarity threshold is above 0').lte(1, 'a similarity threshold is at most 1'),
]);

export const turnSchema = z.strictObject({
  user: text,
  expectedBehavior: z.enum(EXPECTED_BEHAVIORS).optional(),
  assertCitation: z.boolean().optional(),
  assertFallback: z.boolean().optional(),
  assertNoAgreement: z.boolean().optional(),
  assertNoRepeat: z.boolean().optional(),
  requiredSignals: z.array(signal).optional(),
  mustNotAppear: texts.optional(),
  framework: text.optional(),
  whitelist: texts.optional(),
  blacklist: texts.optional(),
  pinnedResponse: z.string().optional(),
});

export const caseSchema = z
  .strictObject({
    id: z.union([text, z.number()]).transform(String),
    category: z.union([z.string(), z.number()]).transform(String).optional(),
    prompt: text.optional(),
    system: text.optional(),
    conversation: z.array(turnSchema).min(1, 'a conversation needs at least one turn').optional(),
    expectedBehavior: z.enum(EXPECTED_BEHAVIORS).optional(),
    requiredSignals: z.array(signal).optional(),
    requiredCitationSource: text.optional(),
    citationMustContain: texts.optional(),
    mustNotAppear: texts.optional(),
    notes: z.string().optional(),
    Q: z.number().int('Q is a whole number of trials').min(1, 'Q must be at least 1').optional(),
    A: z.number().min(0, 'A is a fraction from 0 to 1').max(1, 'A is a fraction from 0 to 1').optional(),
    whitelist: texts.optional(),
    blacklist: texts.optional(),
    rubric: z.union([z.literal(true), text]).optional(),
    pinnedResponse: z.string().optional(),
    pinnedTolerance: pinTolerance.optional(),
  })
  .superRefine((c, ctx) => {
    if (c.prompt === undefined && c.conversation === undefined) {
      ctx.addIssue({ code: 'custom', message: 'a case needs a "prompt" or a "conversation"' });
    }
    if (c.prompt !== undefined && c.conversation !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'a case has either a "prompt" or a "conversation", not both' });
    }
  });
export type RawCase = z.output<typeof caseSchema>;

export const seedPromptsSchema = z.array(caseSchema);
export const seedPromptsObjectSchema = z.looseObject({ prompts: z.array(caseSchema) });

export const qaAgentSchema = z.strictObject({
  SUT: text.optional(),
  TestCases: z.array(caseSchema),
});

export const passRate = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const rate = parsePassRate(v);
  if (rate === undefined) ctx.addIssue({ code: 'custom', message: 'a pass rate such as 85, "85%" or 0.85 (at most 100%)' });
  return rate ?? 0;
});

const count = z.number().int().min(0);

export const thresholdsSchema = z.strictObject({
  maxHallucinations: count.optional(),
  maxCitationErrors: count.optional(),
  maxFallbackErrors: count.optional(),
  minPassRate: passRate.optional(),
  warnPassRate: passRate.optional(),
});

export const httpTargetSchema = z.strictObject({
  url: text,
  method: z.enum(['POST', 'PUT', 'post', 'put']).optional(),
  headers: z.record(z.string(), z.string()).optional(),
  request: z.enum(['message', 'messages']).optional(),
  body: z.unknown().optional(),
  responsePath: text.optional(),
  healthUrl: z.union([text, z.literal(false)]).optional(),
});

export const judgeSchema = z.union([
  text,
  z.strictObject({
    model: text,
    template: text.optional(),
    system: text.optional(),
    preset: z.enum(['seed', 'strict']).optional(),
    rubricPassScore: z.number().int().min(1).max(5).optional(),
  }),
]);

export const nativeSuiteSchema = z.strictObject({
  name: text.optional(),
  description: z.string().optional(),
  vault: text.optional(),
  target: z.union([text, httpTargetSchema]).optional(),
  request: z.enum(['message', 'messages']).optional(),
  judge: judgeSchema.optional(),
  fallbackPhrases: z.array(text).min(1).optional(),
  citation: z.strictObject({ pattern: text.optional() }).optional(),
  citationSources: z.record(z.string(), text).optional(),
  thresholds: thresholdsSchema.optional(),
  concurrency: z.number().int().min(1).max(1024).optional(),
  timeoutMs: z.number().int().min(1).optional(),
  retries: z.number().int().min(0).max(20).optional(),
  maxResponseBytes: z.number().int().min(1).optional(),
  fuzz: z.union([z.literal('all'), z.array(text)]).optional(),
  seed: z.number().int().optional(),
  /** Cases inline, or files of cases (seed 002 prompts, qa_agent_h, attack corpora), or both. */
  cases: z.union([text, z.array(z.union([text, caseSchema]))]),
});
export type NativeSuite = z.output<typeof nativeSuiteSchema>;

/** Every field name vouch knows, for "did you mean" hints. */
export const KNOWN_KEYS: readonly string[] = [
  ...Object.keys(caseSchema.shape ?? {}),
  ...Object.keys(turnSchema.shape),
  ...Object.keys(nativeSuiteSchema.shape),
  ...Object.keys(thresholdsSchema.shape),
  ...Object.keys(httpTargetSchema.shape),
  'SUT',
  'TestCases',
  'model',
  'template',
  'preset',
  'rubricPassScore',
];
