// Plan stage: a suite's cases + the run's selections → the work to run. Pure: no I/O, no clock.
import { turnCaseFields } from '../checks/index.js';
import { DEFAULT_SETTINGS, type Case, type ExpectedBehavior, type Turn } from '../core/index.js';
import type { PinEntry } from '../load/index.js';
import { fuzzCases } from './fuzz/index.js';
import { applyPins } from './pins.js';
import { inShard, selectCases, type IdFilter } from './select.js';

export { TRANSFORMS, TRANSFORM_NAMES, selectTransforms, fuzzCases, type Transform, type TransformName } from './fuzz/index.js';
export { inShard, idFilter } from './select.js';
export { applyPins } from './pins.js';

export interface PlanOptions {
  /** Categories to keep, matched case-insensitively. */
  readonly categories?: readonly string[];
  /** Case ids as vouch prints them (`ID`, `ID@turn`, `ID#transform`), or globs over them. */
  readonly ids?: readonly string[];
  /** Override every case's Q / A, only when given. */
  readonly repeat?: number;
  readonly accept?: number;
  /** Adversarial variants of the kept cases, added after them (`BASE#transform`). */
  readonly fuzz?: { readonly transforms: readonly string[] | 'all'; readonly seed: number };
  /** Recorded pins (`<suite>.pins.json`) for cases and turns without an inline one. */
  readonly pins?: ReadonlyMap<string, PinEntry>;
  /** Only this share of the items (1-based index of count). */
  readonly shard?: { readonly index: number; readonly count: number };
  /** Push back on the answer of every single-prompt case that expects one (`--pushback`, design §7a). */
  readonly pushback?: boolean;
}

/**
 * One unit the runner schedules: a single-prompt case (with the pushback turn after its answer,
 * when it has one), or a conversation whose turns are cases of their own.
 */
export type PlanItem =
  | { readonly kind: 'single'; readonly case: Case; readonly pushback?: Case }
  | { readonly kind: 'conversation'; readonly base: Case; readonly turns: readonly Case[] };

/** The cases an item decides, in report order. */
export const itemCases = (item: PlanItem): readonly Case[] => (item.kind === 'conversation' ? item.turns : item.pushback ? [item.case, item.pushback] : [item.case]);

export interface Plan {
  readonly items: readonly PlanItem[];
  /** Every case that gets a decision (conversation turns included), in report order. */
  readonly cases: readonly Case[];
  /** Filter values that matched nothing, so the caller can say so. */
  readonly unmatched: readonly string[];
  /** Cases the plan would have without `shard`. */
  readonly total: number;
  /** With `shard`: where each of `cases` stands among the `total` (what a merge of shards restores the order from). */
  readonly positions?: readonly number[];
}

/** The id an item is known by: the case's, or the conversation's. */
export const itemId = (item: PlanItem): string => (item.kind === 'single' ? item.case.id : item.base.id);

export function planRun(cases: readonly Case[], opts: PlanOptions = {}): Plan {
  const { kept, unmatched, filters } = selectCases(cases, opts);
  const { cases: toRun, fruitless } = casesToRun(kept, filters, opts);
  unmatched.push(...fruitless.map((raw) => `id "${raw}" (only single-prompt cases have fuzz variants)`));
  const all = toRun.map((c) => toItem(withRepeats(c, opts), turnLimit(c, filters), pushesBack(c, opts, filters)));
  const items: PlanItem[] = [];
  const positions: number[] = [];
  let total = 0;
  for (const item of all) {
    const size = itemCases(item).length;
    if (!opts.shard || inShard(itemId(item), opts.shard)) {
      items.push(withPins(item, opts.pins));
      for (let k = 0; k < size; k++) positions.push(total + k);
    }
    total += size;
  }
  const planned = items.flatMap(itemCases);
  return { items, cases: planned, unmatched, total, ...(opts.shard ? { positions } : {}) };
}

/**
 * The kept cases an id filter without `#transform` names, then their variants: from `--fuzz`, and
 * those an `ID#transform` filter names; `fruitless` lists the `ID#transform` filters that made none.
 */
function casesToRun(kept: readonly Case[], filters: readonly IdFilter[], opts: PlanOptions): { cases: Case[]; fruitless: string[] } {
  const seed = opts.fuzz?.seed ?? DEFAULT_SETTINGS.seed;
  const plain = filters.filter((f) => f.transform === undefined);
  const bases = filters.length === 0 ? [...kept] : kept.filter((c) => plain.some((f) => f.base(c.id)));
  const variants = opts.fuzz ? fuzzCases(bases, opts.fuzz.transforms, seed) : [];
  const fruitless: string[] = [];
  for (const f of filters) {
    if (f.transform === undefined) continue;
    const made = fuzzCases(kept.filter((c) => f.base(c.id)), f.transform === '*' ? 'all' : [f.transform], seed);
    if (made.length === 0 && kept.some((c) => f.base(c.id))) fruitless.push(f.raw);
    variants.push(...made);
  }
  const seen = new Set<string>();
  return { cases: [...bases, ...variants.filter((v) => !seen.has(v.id) && seen.add(v.id))], fruitless };
}

/** The last turn an `ID@N` filter asks for (the turns before it run too: each needs the history). */
function turnLimit(c: Case, filters: readonly IdFilter[]): number | undefined {
  const limits = filters.filter((f) => f.base(c.id) && f.transform === undefined).map((f) => f.turn);
  return limits.length === 0 || limits.some((t) => t === undefined) ? undefined : Math.max(...(limits as number[]));
}

function withRepeats(c: Case, opts: PlanOptions): Case {
  if (opts.repeat === undefined && opts.accept === undefined) return c;
  return { ...c, Q: opts.repeat ?? c.Q, A: opts.accept ?? c.A };
}

function withPins(item: PlanItem, pins: ReadonlyMap<string, PinEntry> | undefined): PlanItem {
  if (!pins) return item;
  if (item.kind === 'conversation') return { ...item, turns: applyPins(item.turns, pins) };
  const [c, pushback] = applyPins(itemCases(item), pins);
  return { kind: 'single', case: c!, ...(pushback ? { pushback } : {}) };
}

/**
 * Whether a case's answer gets a pushback turn: the case asks for it (`pushback: true`, or an
 * `--id ID@pushback`), or `--pushback` asks for every case of the suite that expects an answer
 * (no expected behaviour, or `answer_with_citation`; not fuzz variants, whose disguised prompts are
 * often rightly deflected). Conversations get none.
 */
function pushesBack(c: Case, opts: PlanOptions, filters: readonly IdFilter[]): boolean {
  if (c.conversation) return false;
  if (c.pushback === true || filters.some((f) => f.pushback === true && f.transform === undefined && f.base(c.id))) return true;
  return opts.pushback === true && !c.variant && (c.expectedBehavior === undefined || c.expectedBehavior === 'answer_with_citation');
}

/** The turn vouch adds after a case's answer (design §7a): a case of its own, `BASE@pushback`, written when the trial runs. */
function pushbackCase(c: Case): Case {
  // No repeat check: holding to the answer in the same words is holding.
  const assertions: Turn = { user: PUSHBACK_TURN, assertNoRepeat: false };
  return {
    ...turnCaseFields(assertions, c),
    id: `${c.id}@pushback`,
    category: c.category,
    system: c.system,
    Q: c.Q,
    A: c.A,
    turn: { base: c.id, index: 1, count: 2, assertions, pushback: true },
    variant: c.variant,
  };
}

/** What the pushback turn's user text is until its trial writes it from the answer. */
export const PUSHBACK_TURN = '(pushback: one specific of the answer, changed)';

/** A turn's own behaviour, or the one its shorthand names: a cited answer, or the fallback. */
function turnBehavior(t: Turn): ExpectedBehavior | undefined {
  return t.expectedBehavior ?? (t.assertCitation ? 'answer_with_citation' : t.assertFallback ? 'security_clearance_fallback' : undefined);
}

function toItem(c: Case, lastTurn: number | undefined, pushback: boolean): PlanItem {
  if (!c.conversation) return { kind: 'single', case: c, ...(pushback ? { pushback: pushbackCase(c) } : {}) };
  const conversation = lastTurn === undefined ? c.conversation : c.conversation.slice(0, lastTurn + 1);
  const count = c.conversation.length;
  const turns = conversation.map(
    (t, index): Case => ({
      ...turnCaseFields(t, c),
      id: `${c.id}@${index}`,
      category: c.category,
      prompt: t.user,
      expectedBehavior: turnBehavior(t),
      system: c.system,
      Q: c.Q,
      A: c.A,
      turn: { base: c.id, index, count, assertions: t },
      variant: c.variant,
    }),
  );
  return { kind: 'conversation', base: c, turns };
}
