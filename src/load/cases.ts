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
    source: raw.source,
    Q: raw.Q ?? 1,
    A: raw.A ?? 1,
    ...defaultFields(),
  };
  const given = raw as Record<string, unknown>;
  for (const key of CHECK_FIELDS) if (given[key] !== undefined) c[key] = shared(given[key]);
  c.category = shared(c.category);
  c.expectedBehavior = shared(c.expectedBehavior);
  return c as unknown as Case;
}

/**
 * One copy of each short string and string list the cases repeat — categories, behaviours,
 * sources, signal and forbidden lists — instead of one per case: a big suite repeats them across
 * thousands of cases, and each parsed copy costs memory for the whole run. Cases are read-only, so
 * sharing is safe. The table is bounded; when full it starts again (sharing less, never wrong).
 */
const strings = new Map<string, string>();
const lists = new Map<string, readonly string[]>();
const POOL_LIMIT = 1 << 16;
const SHORT = 200;

function shared<T>(value: T): T {
  if (typeof value === 'string') return (value.length > SHORT ? value : remember(strings, value, () => value)) as T;
  if (!Array.isArray(value) || value.length > 32 || !value.every((v) => typeof v === 'string' && v.length <= SHORT)) return value;
  return remember(lists, `${value.length}\u0000${value.join('\u0000')}`, () => Object.freeze(value.map((v: string) => shared(v)))) as T;
}

function remember<V>(pool: Map<string, V>, key: string, make: () => V): V {
  const known = pool.get(key);
  if (known !== undefined) return known;
  if (pool.size >= POOL_LIMIT) pool.clear();
  const value = make();
  pool.set(key, value);
  return value;
}
