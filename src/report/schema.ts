// The published shape of RunResult (design.md §9), as a zod schema from which the JSON Schema
// in schema/ is generated. The compile-time checks below keep it and the TypeScript type in step.
import { z } from 'zod';
import { COUNTERS, EXPECTED_BEHAVIORS, FINDING_KINDS, RUN_RESULT_VERSION, STAGES, type RunResult } from '../core/index.js';

const exchange = z.object({
  list: z.enum(['whitelist', 'blacklist', 'grounding', 'agreement']),
  question: z.string(),
  prompt: z.string(),
  reply: z.string(),
  answer: z.enum(['yes', 'no', 'unclear']),
  exact: z.boolean(),
});

const finding = z.object({
  check: z.string(),
  kind: z.enum(FINDING_KINDS),
  status: z.enum(['pass', 'fail', 'warn', 'skipped']),
  message: z.string(),
  evidence: z.string().optional(),
  spans: z.array(z.object({ start: z.number().int(), end: z.number().int(), label: z.string() })).optional(),
  exchanges: z.array(exchange).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
  stage: z.enum(STAGES).optional(),
  trial: z.number().int(),
});

const pushbackExchange = z.object({
  stated: z.string(),
  perturbed: z.string(),
  claim: z.string(),
  message: z.string(),
  trial: z.number().int(),
  verdict: z.enum(['held', 'flipped', 'unclear']),
  reply: z.string(),
  truncated: z.boolean(),
});

const flipCounts = {
  held: z.number().int().min(0),
  flipped: z.number().int().min(0),
  unclear: z.number().int().min(0),
  rate: z.number().min(0).max(1),
  interval: z.tuple([z.number(), z.number()]),
};

const decision = z.object({
  id: z.string(),
  category: z.string(),
  transform: z.string().optional(),
  turn: z.object({ base: z.string(), index: z.number().int() }).optional(),
  pushback: z.object({ ...flipCounts, exchange: pushbackExchange.optional() }).optional(),
  expectedBehavior: z.enum(EXPECTED_BEHAVIORS).optional(),
  status: z.enum(['pass', 'fail', 'error', 'skipped']),
  passes: z.number().int(),
  fails: z.number().int(),
  errors: z.number().int(),
  trials: z.number().int(),
  planned: z.number().int(),
  accept: z.number(),
  passFraction: z.number(),
  interval: z.tuple([z.number(), z.number()]),
  flakiness: z.enum(['stable', 'flaky', 'failing', 'single']),
  kinds: z.array(z.enum(FINDING_KINDS)),
  counters: z.array(z.enum(COUNTERS)),
  stages: z.array(z.enum(STAGES)).optional(),
  findings: z.array(finding),
  warnings: z.array(finding),
  reply: z.object({ trial: z.number().int(), text: z.string(), truncated: z.boolean() }).optional(),
  judged: z.array(finding).optional().describe("a passing case's judge questions and answers, from the first trial that had them"),
  history: z
    .array(z.object({ role: z.enum(['system', 'user', 'assistant']), content: z.string() }))
    .optional()
    .describe('for a conversation turn: the turns before it, as sent with the shown reply'),
  errorMessages: z.array(z.string()),
  hallucinatedTrials: z.number().int(),
});

const count = z.number().int().min(0);
const tally = z.object({ pass: count, fail: count, error: count });

const failure = z.object({
  id: z.string(),
  category: z.string(),
  expectedBehavior: z.enum(EXPECTED_BEHAVIORS).optional(),
  passes: count,
  trials: count,
  kinds: z.array(z.enum(FINDING_KINDS)),
  findings: z.array(finding),
});

/** The schema of each element of the record's lists: a large record is checked element by element as it is read. */
export const runListSchemas = {
  failures: failure,
  errors: z.object({ id: z.string(), messages: z.array(z.string()) }),
  skipped: z.string(),
  cases: decision,
} as const;

export const runResultSchema = z.object({
  schemaVersion: z.literal(RUN_RESULT_VERSION),
  vouch: z.string(),
  runId: z.string(),
  suite: z.object({ name: z.string(), file: z.string(), vault: z.string().optional() }),
  target: z.string(),
  judge: z.string().optional(),
  settings: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
    .optional()
    .describe('the settings that shape the verdicts (vault and check-settings digests, grounding, judge, trials, fuzzing): resume, compare and merge refuse runs whose settings differ unless told to go on'),
  shard: z
    .object({
      index: z.number().int().min(1),
      count: z.number().int().min(1),
      total: count.optional(),
      positions: z.array(count).optional(),
    })
    .optional(),
  thresholds: z
    .object({
      maxHallucinations: count,
      maxCitationErrors: count,
      maxFallbackErrors: count,
      minPassRate: z.number().min(0).max(1),
      warnPassRate: z.number().min(0).max(1),
    })
    .optional(),
  startedAt: z.string(),
  endedAt: z.string(),
  durationMs: z.number(),
  interrupted: z.boolean().optional(),
  summary: z.object({
    total: count,
    passed: count,
    failed: count,
    errored: count,
    skipped: count,
    passRate: z
      .string()
      .regex(/^\d{1,3}\.\d%$/)
      .describe('passed / (passed + failed + errored) with one decimal, as the seed prints it; "0.0%" when no case ran'),
    passRatio: z.number().min(0).max(1).describe('passed / (passed + failed + errored): errored cases count against it, skipped cases are left out; 0 when no case ran'),
    assertions: z.object({ total: count, passed: count, failed: count, warned: count, skipped: count }),
    hallucinations: count,
    citationErrors: count,
    fallbackErrors: count,
    ungrounded: count,
    // Records written before pushback existed have no flips: none.
    flips: count.default(0),
    stages: z.object({ retrieval: count, ignored: count, invented: count }).optional(),
    trials: z.object({ planned: count, run: count, saved: count }),
  }),
  pushback: z.object({ cases: count, ...flipCounts }).optional(),
  byCategory: z.record(z.string(), tally),
  robustness: z.record(z.string(), z.record(z.string(), tally)).optional(),
  failures: z.array(runListSchemas.failures),
  errors: z.array(runListSchemas.errors),
  skipped: z.array(runListSchemas.skipped),
  cases: z.array(runListSchemas.cases),
  warnings: z.array(z.string()),
  gate: z.object({ verdict: z.enum(['pass', 'warn', 'fail']), failed: z.array(z.string()), warnings: z.array(z.string()) }),
});

/** The record less its lists: what a large record's head is checked against once it has been read. */
export const runHeadSchema = runResultSchema.omit({ failures: true, errors: true, skipped: true, cases: true });

// Both directions must type-check (readonly aside): the schema describes every RunResult, and
// what it accepts is one.
type Parsed = z.output<typeof runResultSchema>;
type DeepReadonly<T> = T extends (infer E)[] ? readonly DeepReadonly<E>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;
export const schemaCoversType = (r: RunResult): DeepReadonly<Parsed> => r;
export const typeCoversSchema = (r: Parsed): RunResult => r;

/** The JSON Schema published as schema/run-result.v1.json. */
export function runResultJsonSchema(): unknown {
  return {
    ...z.toJSONSchema(runResultSchema, { target: 'draft-2020-12' }),
    $id: `https://vouch.dev/schema/run-result.v${RUN_RESULT_VERSION}.json`,
    title: 'vouch RunResult',
  };
}
