// What a check is, declared once: the case fields it reads (validated when a suite loads), when it
// applies, how it judges a reply, and what the rest of vouch needs to know about it — what fuzzing
// does to its fields, whether it needs a judge, which counters its failures feed, what it can see
// wrong in a suite before anything runs. Load, plan, decide and the session all read these.
import type * as z from 'zod/mini';
import type {
  Case,
  Counter,
  Finding,
  FindingKind,
  GroundingMode,
  JudgeModel,
  JudgeSettings,
  Message,
  Pushback,
  Turn,
} from '../core/index.js';
import type { Reader } from '../reading/index.js';

/** What the bot said it retrieved for this reply (design §12), and a reader over those texts alone. */
export interface Retrieved {
  readonly contexts: readonly string[];
  readonly reader: Reader;
}
import type { Vault } from '../vault/index.js';
import type { Reply } from './reply.js';
import type { TrialMemory } from './trial-memory.js';

/** Case or turn fields: names → zod/mini schemas, with defaults where a case may leave them out. */
export type FieldShape = Readonly<Record<string, z.ZodMiniType>>;

/** Everything a check may use besides the case and the reply. Passed in by the session, never global. */
export interface CheckContext {
  readonly vault?: Vault;
  /** The run's reader: the vault read as statements, and what the checks ask of language (design, the reading paragraph). */
  readonly reader: Reader;
  /** Extra citation label → vault file names (the seed's level-1 table). */
  readonly citationSources: Readonly<Record<string, string>>;
  readonly fallbackPhrases: readonly string[];
  readonly grounding: GroundingMode;
  readonly judge?: JudgeModel;
  readonly judgeSettings: JudgeSettings;
  readonly skipJudge: boolean;
  /** For a conversation turn: every message before this turn's reply (earlier replies included). */
  readonly history: readonly Message[];
  readonly signal?: AbortSignal;
  /** Which of the case's trials this reply is (0-based). */
  readonly trial?: number;
  /** On a pushback turn: what vouch put to the bot (design §7a). */
  readonly pushback?: Pushback;
  /** What earlier trials of each case said, for comparing trials (one per run). */
  readonly trials?: TrialMemory;
  /** What the bot retrieved for this reply, when it said: grounding and citation findings then carry a stage. */
  readonly retrieved?: Retrieved;
}

/** What `applies` may look at: the run's settings, not the trial. */
export type RunContext = Omit<CheckContext, 'history' | 'signal' | 'retrieved' | 'trial' | 'pushback'>;

export interface CheckDefinition {
  /** The name findings carry (`check`) and reports show. */
  readonly name: string;
  /** Case fields this check reads; they join the case schema every suite is validated against. */
  readonly fields?: FieldShape;
  /** Fields a conversation turn may carry for this check. */
  readonly turnFields?: FieldShape;
  /** A turn case's values for this check's fields, from its turn and the conversation case. */
  fromTurn?(turn: Turn, conversation: Case): Partial<Case>;
  /**
   * What a fuzz variant does with this check's fields: `keep` them (the default); `relax` them back
   * to their defaults when the transform obscures the question (a deflection cannot meet them);
   * `omit` them from every variant. One rule for all its fields, or one per field.
   */
  readonly fuzz?: FuzzRule | Readonly<Record<string, FuzzRule>>;
  /**
   * Counters a case adds to when this check fails (or warns) on it, besides the one its finding's
   * kind implies (`hallucination` → hallucinations, `citation` → citationErrors).
   */
  readonly counts?: readonly Counter[];
  /** Whether this case asks something of this check that only a judge model can answer. */
  needsJudge?(c: Case): boolean;
  /** Whether this check asks a judge for this case when one is configured, where it cannot tell alone (no judge: a warning). */
  mayAskJudge?(c: Case): boolean;
  /** Whether this check cannot judge this case without a vault (loading such a suite without one is an error). */
  needsVault?(c: Case): boolean;
  /** Problems in the suite this check can see before anything runs (reported as warnings). */
  lint?(c: Case, vault: Vault | undefined): readonly string[];
  /**
   * True for a check that reads every reply whatever the case asks (grounding). It is not a check of
   * the case's own: a trial whose own checks were all skipped (`--skip-judge`) is skipped, whatever
   * an ambient check found — unless it failed.
   */
  readonly ambient?: boolean;
  /** Whether the check has anything to say about this case; one that does not apply makes no finding. */
  applies(c: Case, run: RunContext): boolean;
  /** The check's finding on this reply, or undefined when it has nothing to say of it (consistency on a case's first trial). */
  run(reply: Reply, c: Case, ctx: CheckContext): Finding | undefined | Promise<Finding | undefined>;
}

export type FuzzRule = 'keep' | 'relax' | 'omit';

/** Keeps a check's literal type, so the list of checks is checked as one. */
export const defineCheck = <D extends CheckDefinition>(definition: D): D => definition;

type Extra = Omit<Partial<Finding>, 'check' | 'kind' | 'status' | 'message'>;

/**
 * Finding makers for one check and kind: `const { pass, fail } = findingsOf('signals', 'signal')`.
 */
export function findingsOf(check: string, kind: FindingKind) {
  const make =
    (status: Finding['status']) =>
    (message: string, extra: Extra = {}, as: FindingKind = kind): Finding => ({ check, kind: as, status, message, ...extra });
  return { pass: make('pass'), fail: make('fail'), warn: make('warn'), skipped: make('skipped') };
}
