// Plan stage: a suite's cases + command-line filters → the work to run. Pure.
import type { Case, ExpectedBehavior, Turn } from '../core/types.js';
import { applyPins, type PinEntry } from '../load/pins.js';
import { fuzzCases } from './fuzz/index.js';

export interface PlanOptions {
  /** Categories to keep, matched case-insensitively. */
  readonly categories?: readonly string[];
  readonly ids?: readonly string[];
  /** Override every case's Q / A, only when given. */
  readonly repeat?: number;
  readonly accept?: number;
  /** Adversarial variants of the kept cases, added after them (`BASE#transform`). */
  readonly fuzz?: { readonly transforms: readonly string[] | 'all'; readonly seed: number };
  /** Recorded pins (`<suite>.pins.json`) for cases and turns without an inline one. */
  readonly pins?: ReadonlyMap<string, PinEntry>;
}

/** One unit the runner schedules: a single-prompt case, or a conversation whose turns are cases of their own. */
export type PlanItem =
  | { readonly kind: 'single'; readonly case: Case }
  | { readonly kind: 'conversation'; readonly base: Case; readonly turns: readonly Case[] };

export interface Plan {
  readonly items: readonly PlanItem[];
  /** Every case that gets a decision (conversation turns included), in report order. */
  readonly cases: readonly Case[];
  /** Filter values that matched nothing, so the CLI can say so. */
  readonly unmatched: readonly string[];
}

export function planRun(cases: readonly Case[], opts: PlanOptions = {}): Plan {
  const { kept, unmatched } = filterCases(cases, opts);
  const variants = opts.fuzz ? fuzzCases(kept, opts.fuzz.transforms, opts.fuzz.seed) : [];
  const pinned = (list: readonly Case[]): Case[] => (opts.pins ? applyPins(list, opts.pins) : [...list]);
  const items = [...kept, ...variants].map((c) => toItem(withRepeats(c, opts))).map((item): PlanItem =>
    item.kind === 'single'
      ? { kind: 'single', case: pinned([item.case])[0]! }
      : { kind: 'conversation', base: item.base, turns: pinned(item.turns) },
  );
  return { items, cases: items.flatMap((i) => (i.kind === 'single' ? [i.case] : i.turns)), unmatched };
}

function filterCases(cases: readonly Case[], opts: PlanOptions): { kept: Case[]; unmatched: string[] } {
  const categories = opts.categories?.map((c) => c.toLowerCase());
  const ids = opts.ids ? new Set(opts.ids) : undefined;
  const kept = cases.filter(
    (c) => (!categories || categories.includes(c.category.toLowerCase())) && (!ids || ids.has(c.id)),
  );
  const unmatched = [
    ...(categories ?? []).filter((k) => !cases.some((c) => c.category.toLowerCase() === k)).map((k) => `category "${k}"`),
    ...[...(ids ?? [])].filter((id) => !cases.some((c) => c.id === id)).map((id) => `id "${id}"`),
  ];
  return { kept, unmatched };
}

function withRepeats(c: Case, opts: PlanOptions): Case {
  if (opts.repeat === undefined && opts.accept === undefined) return c;
  return { ...c, Q: opts.repeat ?? c.Q, A: opts.accept ?? c.A };
}

/** A turn's own behaviour, or the one its shorthand names: a cited answer, or the fallback. */
function turnBehavior(t: Turn): { expectedBehavior?: ExpectedBehavior } {
  const behavior =
    t.expectedBehavior ?? (t.assertCitation ? 'answer_with_citation' : t.assertFallback ? 'security_clearance_fallback' : undefined);
  return behavior ? { expectedBehavior: behavior } : {};
}

function toItem(c: Case): PlanItem {
  if (!c.conversation) return { kind: 'single', case: c };
  const count = c.conversation.length;
  const turns = c.conversation.map(
    (t, index): Case => ({
      id: `${c.id}@${index}`,
      category: c.category,
      prompt: t.user,
      ...turnBehavior(t),
      ...(c.system ? { system: c.system } : {}),
      requiredSignals: t.requiredSignals ?? [],
      citationMustContain: [],
      mustNotAppear: [...c.mustNotAppear, ...(t.mustNotAppear ?? [])],
      whitelist: t.whitelist ?? [],
      blacklist: t.blacklist ?? [],
      Q: c.Q,
      A: c.A,
      ...(t.pinnedResponse !== undefined ? { pinnedResponse: t.pinnedResponse, pinnedTolerance: c.pinnedTolerance ?? 'exact' } : {}),
      turn: { base: c.id, index, count, assertions: t },
      ...(c.variant ? { variant: c.variant } : {}),
    }),
  );
  return { kind: 'conversation', base: c, turns };
}
