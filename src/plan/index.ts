// Plan stage: a suite's cases + command-line filters → the work to run. Pure.
import type { Case } from '../core/types.js';

export interface PlanOptions {
  /** Categories to keep, matched case-insensitively. */
  readonly categories?: readonly string[];
  readonly ids?: readonly string[];
  /** Override every case's Q / A, only when given. */
  readonly repeat?: number;
  readonly accept?: number;
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
  const items = kept.map((c) => toItem(withRepeats(c, opts)));
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

function toItem(c: Case): PlanItem {
  if (!c.conversation) return { kind: 'single', case: c };
  const count = c.conversation.length;
  const turns = c.conversation.map(
    (t, index): Case => ({
      id: `${c.id}@${index}`,
      category: c.category,
      prompt: t.user,
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
    }),
  );
  return { kind: 'conversation', base: c, turns };
}
