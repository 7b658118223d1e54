// runSuite's options object checked at the boundary, like a suite file: a program that passes
// `reports: false` or `repeat: "3"` gets a ConfigError naming the option and what it expects
// (exit 2), never a stack trace from deep inside a stage.
import * as z from 'zod/mini';
import { ConfigError, GROUNDING_MODES, quoted, REQUEST_SHAPES, type Issue } from '../core/index.js';
import { hint, jsonPath } from '../load/index.js';
import type { RunSuiteOptions } from './options.js';

const text = z.string().check(z.minLength(1, 'expected a non-empty text'));
const texts = z.array(text);
const fn = z.custom<(...args: never[]) => unknown>((v) => typeof v === 'function', 'expected a function');
const int = (min: number, max = Number.MAX_SAFE_INTEGER) => z.int().check(z.gte(min), z.lte(max));
const fraction = z.number().check(z.gte(0), z.lte(1));
/** An object with these members: a Target, a JudgeModel, a Reporter or a check of the caller's own. */
const shaped = (what: string, members: Record<string, 'string' | 'function'>) =>
  z.custom<object>(
    (v) => typeof v === 'object' && v !== null && Object.entries(members).every(([k, t]) => typeof (v as Record<string, unknown>)[k] === t),
    `expected ${what} (an object with ${Object.entries(members).map(([k, t]) => `${k} (${t})`).join(', ')})`,
  );

const optionsSchema = z.strictObject({
  suite: text,
  vault: z.optional(text),
  target: z.optional(z.union([text, shaped('a Target', { id: 'string', send: 'function' })])),
  headers: z.optional(z.record(z.string(), z.string())),
  request: z.optional(z.enum(REQUEST_SHAPES)),
  responsePath: z.optional(text),
  healthUrl: z.optional(z.union([text, z.literal(false)])),
  responses: z.optional(text),
  record: z.optional(text),
  judge: z.optional(z.union([text, shaped('a JudgeModel', { id: 'string', ask: 'function' })])),
  skipJudge: z.optional(z.boolean()),
  judgeCache: z.optional(z.union([text, z.literal(false)])),
  grounding: z.optional(z.enum(GROUNDING_MODES)),
  categories: z.optional(texts),
  ids: z.optional(texts),
  repeat: z.optional(int(1, 10_000)),
  accept: z.optional(fraction),
  allTrials: z.optional(z.boolean()),
  fuzz: z.optional(z.union([z.literal('all'), texts])),
  pushback: z.optional(z.boolean()),
  seed: z.optional(int(0)),
  shard: z.optional(z.strictObject({ index: int(1), count: int(1) }).check(z.refine((s) => s.index <= s.count, 'index must be at most count'))),
  select: z.optional(fn),
  extraChecks: z.optional(z.array(shaped('a check (defineCheck)', { name: 'string', applies: 'function', run: 'function' }))),
  thresholds: z.optional(
    z.strictObject({
      maxHallucinations: z.optional(int(0)),
      maxCitationErrors: z.optional(int(0)),
      maxFallbackErrors: z.optional(int(0)),
      minPassRate: z.optional(fraction),
      warnPassRate: z.optional(fraction),
    }),
  ),
  concurrency: z.optional(int(1, 1024)),
  timeoutMs: z.optional(int(1, 3_600_000)),
  retries: z.optional(int(0, 20)),
  reportsDir: z.optional(z.union([text, z.literal(false)])),
  reports: z.optional(texts),
  output: z.optional(text),
  updatePins: z.optional(z.union([z.boolean(), z.literal('all')])),
  resume: z.optional(text),
  force: z.optional(z.boolean()),
  // process.env is no plain object, so it is checked by hand: names to text (or nothing).
  env: z.optional(
    z.custom<object>(
      (v) => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => x === undefined || typeof x === 'string'),
      'expected variable names to text, such as process.env',
    ),
  ),
  stop: z.optional(z.instanceof(AbortSignal)),
  signal: z.optional(z.instanceof(AbortSignal)),
  on: z.optional(z.strictObject({ started: z.optional(fn), trial: z.optional(fn), notice: z.optional(fn) })),
  reporters: z.optional(z.array(shaped('a Reporter', { name: 'string' }))),
});

const WHERE = 'runSuite options';
const KNOWN = Object.keys(optionsSchema.shape);

/** What to write instead, for options whose wrong value is a common slip. */
const FIXES: Readonly<Record<string, string>> = {
  reports: 'a list of formats such as ["html", "junit"]; to write no run folder at all, pass reportsDir: false',
  fuzz: '"all" or a list of transform names such as ["base64", "leetspeak"]',
  target: 'a chat URL, a provider:model name, or a Target such as scriptedTarget(fn)',
};

/**
 * Checks `options` as runSuite reads them; every problem at once, each naming its option.
 *
 * @example checkOptions({ suite: 'suite.yaml', reports: false }) // ConfigError: runSuite options › reports: …
 */
export function checkOptions(options: unknown): asserts options is RunSuiteOptions {
  if (typeof options !== 'object' || options === null) throw ConfigError.one(WHERE, `expected an object such as { suite: 'suite.yaml' }, got ${options === null ? 'null' : typeof options}`);
  const parsed = optionsSchema.safeParse(options);
  if (parsed.success) return;
  // Unknown options are named whatever else is wrong (zod reports them only once the rest is right).
  const unknown: Issue[] = Object.keys(options)
    .filter((key) => !KNOWN.includes(key))
    .map((key) => ({ file: WHERE, path: key, message: `unknown option${hint(key, KNOWN)}` }));
  const issues: Issue[] = parsed.error.issues.flatMap((issue): Issue[] => {
    if (issue.code === 'unrecognized_keys') {
      if (issue.path.length === 0) return [];
      return issue.keys.map((key) => ({ file: WHERE, path: jsonPath([...issue.path, key]), message: `unknown option${hint(key, KNOWN)}` }));
    }
    const name = String(issue.path[0] ?? '');
    const value = (options as Record<string, unknown>)[name];
    const got = issue.path.length === 1 ? `, got ${typeof value === 'string' ? quoted(value, 60) : String(value)}` : '';
    const fix = issue.path.length === 1 && FIXES[name] ? ` (expected ${FIXES[name]})` : '';
    return [{ file: WHERE, path: jsonPath(issue.path), message: `${readable(issue.message)}${got}${fix}` }];
  });
  throw new ConfigError([...issues, ...unknown]);
}

/** zod's "Invalid input: expected array, received boolean" as vouch words it. */
const readable = (message: string): string => message.replace(/^Invalid input: /, '').replace(/, received \w+$/, '');
