// Which suite, target and settings a run was: what `--resume`, `compare` and `merge` hold two runs
// to before they mix them (design §10), and the hash of each case's definition, so a resumed trial
// is reused only when its case is unchanged.
import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import { stableJson, type Case, type RunIdentity, type RunSettings, type SuiteSettings } from '../core/index.js';
import type { Plan } from '../plan/index.js';
import type { Vault } from '../vault/index.js';
import type { RunSuiteOptions } from './options.js';

const digest = (value: unknown): string => createHash('sha256').update(typeof value === 'string' ? value : stableJson(value)).digest('hex').slice(0, 16);

/**
 * Each planned case's hash: its whole definition as planned (prompt, checks' fields, Q and A, pin,
 * variant). A conversation turn's hash also covers the turns before it, whose exchanges are its
 * history: editing turn 0 makes every later turn new too. Turns are hashed as the run is planned;
 * any other case when it is first asked about, and kept only while the case itself is, so a run of
 * 50,000 cases holds no table of them (3–4 MiB).
 */
export function caseHasher(plan: Plan): (c: Case) => string {
  const turns = new Map<string, string>();
  for (const item of plan.items) {
    if (item.kind === 'single') continue;
    let before = '';
    for (const turn of item.turns) {
      before = digest({ before, turn });
      turns.set(turn.id, before);
    }
  }
  const singles = new WeakMap<Case, string>();
  return (c) => {
    const known = turns.get(c.id) ?? singles.get(c);
    if (known !== undefined) return known;
    const made = digest(c);
    singles.set(c, made);
    return made;
  };
}

/** What about `target` shapes the request: the body shape or template (the URL is the target's id). */
function requestOf(settings: SuiteSettings, o: RunSuiteOptions): string {
  if (o.responses) return 'recorded';
  const t = settings.target;
  if (typeof o.target === 'object' || !t) return 'given';
  if (t.kind !== 'http') return 'model';
  return t.body === undefined ? t.request : `template ${digest(t.body)}`;
}

/**
 * The settings that change what a trial's findings and a case's verdict mean: the vault's
 * contents, how replies are checked, the judge, trials and variants. Not the filters (which cases
 * run), concurrency, timeouts or the gate's thresholds.
 */
export function runSettings(settings: SuiteSettings, vault: Vault | undefined, o: RunSuiteOptions): RunSettings {
  return {
    vault: vault ? digest(vault.docs.map((d) => [d.file, d.body])) : 'none',
    grounding: settings.grounding,
    checks: digest({
      fallbackPhrases: settings.fallbackPhrases,
      citation: settings.citation,
      citationSources: settings.citationSources,
      judgeSettings: settings.judgeSettings,
      maxResponseBytes: settings.maxResponseBytes,
      extraChecks: (o.extraChecks ?? []).map((c) => c.name),
    }),
    request: requestOf(settings, o),
    judge: o.skipJudge ? 'skipped' : (typeof o.judge === 'object' ? o.judge.id : settings.judge) ?? 'none',
    repeat: o.repeat ?? 'per case',
    accept: o.accept ?? 'per case',
    allTrials: o.allTrials ?? false,
    fuzz: settings.fuzz === undefined ? 'none' : settings.fuzz === 'all' ? 'all' : [...settings.fuzz].sort().join(','),
    pushback: o.pushback ?? false,
    seed: settings.seed,
  };
}

/**
 * Why runs `a` and `b` are not runs of one suite, target and settings, in words; empty when they
 * are. Suites are told apart by name and file name (a run copied from CI names its suite by
 * another path); a run without settings (an older vouch) cannot be vouched for.
 */
export function identityProblems(a: RunIdentity, b: RunIdentity, names: { a: string; b: string }): string[] {
  const problems: string[] = [];
  const suite = (r: RunIdentity): string => `"${r.suite.name}" (${basename(r.suite.file)})`;
  if (suite(a) !== suite(b)) problems.push(`${names.a} is a run of suite ${suite(a)}, ${names.b} of ${suite(b)}`);
  if (a.target !== b.target) problems.push(`${names.a} ran against ${a.target}, ${names.b} against ${b.target}`);
  if (!a.settings || !b.settings) {
    problems.push(`${!a.settings ? names.a : names.b} does not record its settings (made by an older vouch)`);
    return problems;
  }
  const changed = Object.keys({ ...a.settings, ...b.settings }).filter((k) => a.settings![k] !== b.settings![k]);
  if (changed.length > 0) {
    const shown = changed.map((k) => DIGESTS[k] ?? `${k} ${String(a.settings![k] ?? '(none)')} → ${String(b.settings![k] ?? '(none)')}`);
    problems.push(`other settings from ${names.a} to ${names.b}: ${shown.join(', ')}`);
  }
  return problems;
}

/** Settings recorded as digests say only that they differ. */
const DIGESTS: Readonly<Record<string, string>> = {
  vault: "the vault's documents differ",
  checks: 'the check settings differ (fallbackPhrases, citation, citationSources, judge prompts, maxResponseBytes or extra checks)',
};
