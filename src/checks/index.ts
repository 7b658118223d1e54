// Check stage: case + reply + vault (+ judge) → findings, one per applicable check. Every check is
// defined once (define.ts) and listed here; the suite schema, fuzz rules, judge needs, counters and
// load-time warnings are all read from these definitions.
import type { Case, CaseFields, Counter, Finding, FindingKind, Turn } from '../core/index.js';
import type { Vault } from '../vault/index.js';
import { behavior } from './behavior.js';
import { citationMustContain } from './citation-must-contain.js';
import { citations } from './citations/index.js';
import { consistency } from './consistency.js';
import { framework, noAgreement, noRepeat, pushback } from './conversation/index.js';
import type { CheckContext, CheckDefinition, FieldShape, FuzzRule } from './define.js';
import { fallback } from './fallback.js';
import { citationSupport, grounding } from './grounding/index.js';
import { checklist, rubric } from './judge/index.js';
import { mustNotAppear } from './must-not-appear.js';
import { pin } from './pin.js';
import type { Reply } from './reply.js';
import { signals } from './signals.js';

export { defineCheck, findingsOf, type CheckContext, type CheckDefinition, type FieldShape, type FuzzRule, type Retrieved, type RunContext } from './define.js';
export { makeReply, type Reply, type ReplyOptions } from './reply.js';
export { parseCitations, verifyCitation, type Citation, type CitationVerdict } from './citations/index.js';
export { cachedJudge, answerExactly, containmentLiteral, escapeOutput, checklistPrompt, parseAnswer, SEED_TEMPLATE } from './judge/index.js';
export { makeNoRepeat, pushbackTurn, pushbackPrompt } from './conversation/index.js';
export { rememberTrial } from './consistency.js';
export { trialMemory, type TrialMemory, type RememberedTrial } from './trial-memory.js';
export { comparePin, similarity, canonicalText, type PinTolerance } from './pin.js';
export { findForbidden } from './must-not-appear.js';
export { signalMatcher } from './signals.js';
export { regexParts } from './fields.js';
export { entryRegex, regexProblem, MAX_PATTERN_CHARS, MAX_PROGRAM_SIZE, type EntryRegex, type Found } from './regex.js';
export { CITATION_PATTERN_FLAGS } from './citations/parse.js';
export { LONGEST_READ, groundReply } from './grounding/index.js';

/** Marks a check that reads every reply whatever the case asks (see CheckDefinition.ambient). */
const ambient = <D extends CheckDefinition>(definition: D): D => ({ ...definition, ambient: true });

/** Every check vouch runs, in report order. A new check is one file plus one line here. */
export const CHECKS = [
  fallback,
  behavior,
  citations,
  citationMustContain,
  signals,
  mustNotAppear,
  pin,
  noAgreement,
  noRepeat,
  framework,
  pushback,
  consistency,
  checklist,
  rubric,
  ambient(grounding),
  ambient(citationSupport),
] as const satisfies readonly CheckDefinition[];

/** Runs every applicable check on one reply. */
export async function checkReply(c: Case, reply: Reply, ctx: CheckContext, checks: readonly CheckDefinition[] = CHECKS): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const check of checks) {
    if (!check.applies(c, ctx)) continue;
    const found = await check.run(reply, c, ctx);
    if (found) findings.push(found);
  }
  return findings;
}

/**
 * A trial's status from its findings: fail on any failing finding; skipped when the case's own
 * checks all were (`--skip-judge`), even though grounding ran on the reply and found nothing; else
 * pass. A case none of whose own checks was skipped is judged by what ran.
 *
 * @example trialStatus([skippedChecklist, passingGrounding]) // 'skipped'
 */
export function trialStatus(findings: readonly Finding[], checks: readonly CheckDefinition[] = CHECKS): 'pass' | 'fail' | 'skipped' {
  if (findings.some((f) => f.status === 'fail')) return 'fail';
  const own = findings.filter((f) => !checks.some((c) => c.ambient && c.name === f.check));
  return own.length > 0 && own.every((f) => f.status === 'skipped') ? 'skipped' : 'pass';
}

/** The case fields every check reads, for the suite schema. */
export const caseFieldShape = (checks: readonly CheckDefinition[] = CHECKS): FieldShape =>
  Object.assign({}, ...checks.map((c) => c.fields ?? {}));

/** The turn fields every check reads, for the suite schema. */
export const turnFieldShape = (checks: readonly CheckDefinition[] = CHECKS): FieldShape =>
  Object.assign({}, ...checks.map((c) => c.turnFields ?? {}));

/** A field's value when a case leaves it out (`[]` for lists, undefined for optional fields). */
const defaultOf = (schema: FieldShape[string]): unknown => {
  const parsed = schema.safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
};

const defaultsOf = (checks: readonly CheckDefinition[]): CaseFields =>
  Object.fromEntries(Object.entries(caseFieldShape(checks)).map(([name, schema]) => [name, defaultOf(schema)])) as unknown as CaseFields;
const DEFAULTS = defaultsOf(CHECKS);

/** Every check field at its default, in the checks' order: the shape every case starts from. */
export const defaultFields = (checks: readonly CheckDefinition[] = CHECKS): CaseFields =>
  checks === CHECKS ? { ...DEFAULTS } : defaultsOf(checks);

/** A conversation turn's own values for every check's fields (design §1: turns are cases of their own). */
export function turnCaseFields(turn: Turn, conversation: Case, checks: readonly CheckDefinition[] = CHECKS): CaseFields {
  return Object.assign(defaultFields(checks), ...checks.map((c) => c.fromTurn?.(turn, conversation) ?? {}));
}

function fieldsWithRule(rule: FuzzRule, checks: readonly CheckDefinition[]): string[] {
  return checks.flatMap((c) =>
    Object.keys(c.fields ?? {}).filter((field) => {
      const r = typeof c.fuzz === 'object' ? c.fuzz[field] : c.fuzz;
      return (r ?? 'keep') === rule;
    }),
  );
}

/** Fields a transform that obscures the question resets to their defaults. */
export const RELAXED_FIELDS: readonly string[] = fieldsWithRule('relax', CHECKS);
/** Fields no fuzz variant carries over from its base case. */
export const OMITTED_FIELDS: readonly string[] = fieldsWithRule('omit', CHECKS);

/** The changes that reset `fields` to their defaults. */
export function resetFields(fields: readonly string[], checks: readonly CheckDefinition[] = CHECKS): Partial<Case> {
  const shape = caseFieldShape(checks);
  return Object.fromEntries(fields.map((f) => [f, shape[f] ? defaultOf(shape[f]) : undefined])) as Partial<Case>;
}

const KIND_COUNTERS: Partial<Record<FindingKind, Counter>> = { hallucination: 'hallucinations', citation: 'citationErrors' };
const BY_NAME: ReadonlyMap<string, CheckDefinition> = new Map(CHECKS.map((c) => [c.name, c]));

/**
 * The counters a finding adds its case to (design §4): a failing finding's kind (`hallucination`,
 * `citation`), and the counters its check declares, for a failing or warning finding.
 */
export function countersOf(f: Finding, checks: ReadonlyMap<string, CheckDefinition> = BY_NAME): Counter[] {
  if (f.status !== 'fail' && f.status !== 'warn') return [];
  const out: Counter[] = [];
  const byKind = KIND_COUNTERS[f.kind];
  if (byKind && f.status === 'fail') out.push(byKind);
  for (const c of checks.get(f.check)?.counts ?? []) if (!out.includes(c)) out.push(c);
  return out;
}

/** Whether any check needs a judge model for this case whatever the reply says. */
export const needsJudge = (c: Case, checks: readonly CheckDefinition[] = CHECKS): boolean =>
  checks.some((check) => check.needsJudge?.(c) === true);

/** Whether any check would ask a configured judge about this case: because it must, or where it cannot tell alone. */
export const mayAskJudge = (c: Case, checks: readonly CheckDefinition[] = CHECKS): boolean =>
  checks.some((check) => check.needsJudge?.(c) === true || check.mayAskJudge?.(c) === true);

/** What the checks can see wrong with a case before anything runs. */
export const lintCase = (c: Case, vault: Vault | undefined, checks: readonly CheckDefinition[] = CHECKS): string[] =>
  checks.flatMap((check) => check.lint?.(c, vault) ?? []);

/** The checks that cannot judge this case without a vault. */
export const needingVault = (c: Case, checks: readonly CheckDefinition[] = CHECKS): string[] =>
  checks.filter((check) => check.needsVault?.(c) === true).map((check) => check.name);
