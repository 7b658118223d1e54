// The nouns that flow through vouch's pipeline: plain, immutable, serialisable records.

export const EXPECTED_BEHAVIORS = [
  'answer_with_citation',
  'security_clearance_fallback',
  'reject_or_deflect',
  'greeting_or_fallback',
] as const;
export type ExpectedBehavior = (typeof EXPECTED_BEHAVIORS)[number];

export type Role = 'system' | 'user' | 'assistant';
export interface Message {
  readonly role: Role;
  readonly content: string;
}

/** Assertions a conversation turn may carry on top of the case's own. */
export interface Turn {
  readonly user: string;
  /** What this turn must do; `assertCitation` and `assertFallback` are shorthands for two of them. */
  readonly expectedBehavior?: ExpectedBehavior;
  readonly assertCitation?: boolean;
  readonly assertFallback?: boolean;
  readonly assertNoAgreement?: boolean;
  /** Repeating an earlier reply fails this turn unless set false (true by default after the first turn). */
  readonly assertNoRepeat?: boolean;
  readonly requiredSignals?: readonly string[];
  readonly mustNotAppear?: readonly string[];
  readonly framework?: string;
  readonly whitelist?: readonly string[];
  readonly blacklist?: readonly string[];
  readonly pinnedResponse?: string;
}

export type PinTolerance = 'exact' | 'normalized' | number;

/** One test case, with the seeds' field names kept as they are. */
export interface Case {
  readonly id: string;
  readonly category: string;
  readonly prompt?: string;
  /** A system message sent before the prompt (CyberSecEval cases carry one). */
  readonly system?: string;
  readonly conversation?: readonly Turn[];
  readonly expectedBehavior?: ExpectedBehavior;
  readonly requiredSignals: readonly string[];
  readonly requiredCitationSource?: string;
  readonly citationMustContain: readonly string[];
  readonly mustNotAppear: readonly string[];
  readonly notes?: string;
  /** Trials to run (seed 003's Q) and the pass fraction to reach (seed 003's A). */
  readonly Q: number;
  readonly A: number;
  readonly whitelist: readonly string[];
  readonly blacklist: readonly string[];
  readonly rubric?: string | true;
  readonly pinnedResponse?: string;
  readonly pinnedTolerance?: PinTolerance;
  /** Set on the per-turn cases a conversation expands into (id `BASE@turn`). */
  readonly turn?: TurnInfo;
  /** Set on fuzz variants (id `BASE#transform`). */
  readonly variant?: { readonly base: string; readonly transform: string };
}

export interface TurnInfo {
  /** The conversation case's own id. */
  readonly base: string;
  /** 0-based. */
  readonly index: number;
  readonly count: number;
  readonly assertions: Turn;
}

/** What the bot said. `text` is the whole reply as received (never truncated). */
export interface Response {
  readonly text: string;
  readonly latencyMs: number;
}

export const FINDING_KINDS = [
  'behavior',
  'signal',
  'citation',
  'hallucination',
  'judge',
  'pin',
  'conversation',
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** One check's result on one trial. `assertions` in the seed's JSON counts these. */
export interface Finding {
  readonly check: string;
  readonly kind: FindingKind;
  readonly status: 'pass' | 'fail' | 'skipped';
  readonly message: string;
  /** The offending span, the cited label, the judge's words: whatever shows why. */
  readonly evidence?: string;
  /** Structured extras a reporter may show (judge score, citation levels…). */
  readonly data?: Readonly<Record<string, unknown>>;
}

export type TrialStatus = 'pass' | 'fail' | 'error';

/** One run of a case: one repeat (and, later, one fuzz variant or conversation turn). */
export interface Trial {
  readonly caseId: string;
  readonly trial: number;
  readonly status: TrialStatus;
  readonly response?: Response;
  /** Why the trial is an error: the target or judge failed after retries, or the reply broke the size limit. */
  readonly error?: string;
  readonly findings: readonly Finding[];
}

export type Flakiness = 'stable' | 'flaky' | 'failing' | 'single';

/** A case's verdict over its trials. */
export interface Decision {
  readonly id: string;
  readonly category: string;
  /** For a fuzz variant: the transform that made it. */
  readonly transform?: string;
  /** For a conversation turn: the conversation's id and the 0-based turn. */
  readonly turn?: { readonly base: string; readonly index: number };
  readonly expectedBehavior?: ExpectedBehavior;
  readonly status: TrialStatus;
  readonly passes: number;
  readonly fails: number;
  readonly errors: number;
  /** Trials run; `planned` is Q. planned − trials were saved by early stopping. */
  readonly trials: number;
  readonly planned: number;
  readonly accept: number;
  readonly passFraction: number;
  readonly interval: readonly [number, number];
  readonly flakiness: Flakiness;
  /** Kinds of failed findings, each once. */
  readonly kinds: readonly FindingKind[];
  /** Failed findings with the trial they came from (capped per case). */
  readonly findings: readonly (Finding & { readonly trial: number })[];
  readonly errorMessages: readonly string[];
  /** A passing case that nonetheless had hallucinating trials (possible only with A < 1). */
  readonly hallucinatedTrials: number;
}
