// Choosing cases: categories (case-insensitive), ids as vouch prints them (`ID`, `ID@turn`,
// `ID#transform`) or globs over them, and a deterministic share of the suite for `--shard i/n`.
import picomatch from 'picomatch';
import type { Case } from '../core/index.js';

export interface Selection {
  readonly categories?: readonly string[];
  readonly ids?: readonly string[];
}

/** What one `--id` value asks for. */
export interface IdFilter {
  readonly raw: string;
  /** Matches a base case id. */
  readonly base: (id: string) => boolean;
  /** `@N`: run the conversation up to this turn. */
  readonly turn?: number;
  /** `@pushback`: the case with its pushback turn (design §7a). */
  readonly pushback?: true;
  /** `#name`: the fuzz variant made by this transform (`*` for all). */
  readonly transform?: string;
}

// `ID`, `ID@2`, `ID#base64`, `ID@pushback`; `ID@2` inside a variant is not a thing: turns of variants are `ID#t@2`.
const ID_PARTS = /^(?<base>.+?)(?:#(?<transform>[^@#]+))?(?:@(?:(?<turn>\d+)|(?<pushback>pushback)))?$/;

export function idFilter(raw: string): IdFilter {
  const m = ID_PARTS.exec(raw.trim())?.groups ?? {};
  const base = m.base ?? raw;
  const glob = /[*?[\]{}]/.test(base) ? picomatch(base, { bash: true, dot: true }) : undefined;
  return {
    raw,
    base: glob ?? ((id) => id === base),
    ...(m.turn !== undefined ? { turn: Number(m.turn) } : {}),
    ...(m.pushback !== undefined ? { pushback: true as const } : {}),
    ...(m.transform !== undefined ? { transform: m.transform } : {}),
  };
}

/** The cases the filters keep, in suite order, and the filter values that matched nothing. */
export function selectCases(cases: readonly Case[], s: Selection): { kept: Case[]; unmatched: string[]; filters: IdFilter[] } {
  const categories = s.categories?.map((c) => c.toLowerCase());
  const filters = (s.ids ?? []).map(idFilter);
  const inCategory = (c: Case): boolean => !categories || categories.includes(c.category.toLowerCase());
  const byId = (c: Case): boolean => filters.length === 0 || filters.some((f) => f.base(c.id));
  const kept = cases.filter((c) => inCategory(c) && byId(c));
  const unmatched = [
    ...(categories ?? []).filter((k) => !cases.some((c) => c.category.toLowerCase() === k)).map((k) => `category "${k}"`),
    ...filters.filter((f) => !cases.some((c) => f.base(c.id))).map((f) => `id "${f.raw}"`),
  ];
  return { kept, unmatched, filters };
}

/**
 * Whether a plan item (by its base case id) is in shard `index` of `count` (1-based): FNV-1a of
 * the id, so the share is the same on every machine and whatever the order of the suite.
 */
export function inShard(id: string, shard: { readonly index: number; readonly count: number }): boolean {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shard.count === shard.index - 1;
}
