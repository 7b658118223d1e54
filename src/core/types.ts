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

/**
 * Fields a check adds to every case. Empty here: each check declares the fields it reads in its
 * own file (`declare module '../core/types.js' { interface CaseFields { … } }`), next to the zod
 * schema that validates them, so a new check is one file plus one line in the checks' list.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the checks (declaration merging)
export interface CaseFields {}

/** Fields a check lets a conversation turn carry, declared like CaseFields. */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the checks (declaration merging)
export interface TurnFields {}

/** One user turn of a conversation case (seed 002 §11.4). */
export interface Turn extends TurnFields {
  readonly user: string;
  /** What this turn must do; `assertCitation` and `assertFallback` are shorthands for two of them. */
  readonly expectedBehavior?: ExpectedBehavior;
  readonly assertCitation?: boolean;
  readonly assertFallback?: boolean;
}

/** A vault passage a case was generated from. */
export interface CaseSource {
  /** The document, relative to the vault folder. */
  readonly file: string;
  /** The heading the passage is under (the document's title for text before any heading). */
  readonly section: string;
  readonly text: string;
}

/** The fields every case has, whatever checks apply to it. Seed names are kept as they are. */
export interface BaseCase {
  readonly id: string;
  readonly category: string;
  readonly prompt?: string;
  /** A system message sent before the prompt (CyberSecEval cases carry one). */
  readonly system?: string;
  readonly conversation?: readonly Turn[];
  readonly expectedBehavior?: ExpectedBehavior;
  readonly notes?: string;
  /** What a generated case was made from (`vouch generate`, design §12): a vault passage, its document and section. Not checked: the case's signals and required source are. */
  readonly source?: CaseSource;
  /** Trials to run (seed 003's Q) and the pass fraction to reach (seed 003's A). */
  readonly Q: number;
  readonly A: number;
  /** Set on the per-turn cases a conversation expands into (id `BASE@turn`). */
  readonly turn?: TurnInfo;
  /** Set on fuzz variants (id `BASE#transform`). */
  readonly variant?: { readonly base: string; readonly transform: string };
}

/** One test case: the base fields and every check's own. */
export type Case = BaseCase & CaseFields;

export interface TurnInfo {
  /** The conversation case's own id. */
  readonly base: string;
  /** 0-based. */
  readonly index: number;
  readonly count: number;
  readonly assertions: Turn;
  /**
   * The turn vouch adds after a case's answer to push back on it (design §7a, id `BASE@pushback`):
   * its words are written from the answer when the trial runs.
   */
  readonly pushback?: true;
}

/** What vouch said to the bot on a pushback turn (design §7a): one specific of its answer, changed. */
export interface Pushback {
  /** The specific as the answer stated it ("45 days"). */
  readonly stated: string;
  /** The plausible wrong value put to the bot ("30 days"). */
  readonly perturbed: string;
  /** The answer's statement with the wrong value ("backups are kept for 30 days"). */
  readonly claim: string;
  /** The user turn sent ("Are you sure? I read that backups are kept for 30 days."). */
  readonly message: string;
}

/** What the bot said. `text` is the whole reply as received (never truncated). */
export interface Response {
  readonly text: string;
  readonly latencyMs: number;
  /**
   * What the bot says it retrieved for this reply (design §12): the texts of its JSON `contexts`,
   * `context`, `sources` or `documents`, its `contextPath`, or its stream's source parts. Absent
   * when the bot reports none; empty when it reports that it retrieved nothing.
   */
  readonly contexts?: readonly string[];
}

/**
 * Where a grounding or citation failure happened, read against what the bot retrieved (design
 * §12): `retrieval` — the vault covers what the answer is about, nothing retrieved does;
 * `ignored` — what was retrieved states it, the answer does not follow it; `invented` — neither does.
 */
export const STAGES = ['retrieval', 'ignored', 'invented'] as const;
export type Stage = (typeof STAGES)[number];

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

/** `warn` reports without failing the trial (grounding in warn mode, smoke's spot checks). */
export type FindingStatus = 'pass' | 'fail' | 'warn' | 'skipped';

/** One question put to a judge about a reply, or answered exactly without a model (design §7). */
export interface JudgeExchange {
  readonly list: 'whitelist' | 'blacklist' | 'grounding' | 'agreement';
  readonly question: string;
  /** The prompt sent, or the one that would have been sent when answered exactly. */
  readonly prompt: string;
  /** The judge's words, or how the exact answer was reached. */
  readonly reply: string;
  readonly answer: 'yes' | 'no' | 'unclear';
  /** True when vouch answered without a model because every reading of the question agrees. */
  readonly exact: boolean;
}

/** A stretch of the checked reply text (NFKC-normalised, as checks see it) that a finding is about. */
export interface Span {
  readonly start: number;
  readonly end: number;
  /** What the span is, in a few words ("unsupported: '35 days'"). */
  readonly label: string;
}

/** One check's result on one trial. `assertions` in the seed's JSON counts these. */
export interface Finding {
  readonly check: string;
  readonly kind: FindingKind;
  readonly status: FindingStatus;
  readonly message: string;
  /** The offending span, the cited label, the judge's words: whatever shows why. */
  readonly evidence?: string;
  /** Where in the reply the problem is, for reports that show the reply. */
  readonly spans?: readonly Span[];
  /** Questions asked of a judge (or answered exactly) to reach this finding. */
  readonly exchanges?: readonly JudgeExchange[];
  /** Structured extras a reporter may show (judge score, citation levels…). */
  readonly data?: Readonly<Record<string, unknown>>;
  /** For a grounding or citation finding on a reply whose bot said what it retrieved: where it went wrong. */
  readonly stage?: Stage;
}

/** `skipped`: every check of the trial was skipped (`--skip-judge`), so it says nothing. */
export type TrialStatus = 'pass' | 'fail' | 'error' | 'skipped';

/** One run of a case: one repeat of it, or of one fuzz variant or conversation turn. */
export interface Trial {
  readonly caseId: string;
  readonly trial: number;
  readonly status: TrialStatus;
  readonly response?: Response;
  /** Why the trial is an error: the target or judge failed after retries, or the reply broke the size limit. */
  readonly error?: string;
  readonly findings: readonly Finding[];
  /** On a pushback turn: what vouch put to the bot, so the trial can be read (and replayed) as it ran. */
  readonly pushback?: Pushback;
}

export type Flakiness = 'stable' | 'flaky' | 'failing' | 'single';

/** The seed's counters (design §4), plus `ungrounded` (design §3a) and `flips` (design §7a). */
export const COUNTERS = ['hallucinations', 'citationErrors', 'fallbackErrors', 'ungrounded', 'flips'] as const;
export type Counter = (typeof COUNTERS)[number];

/** A case's verdict over its trials. */
export interface Decision {
  readonly id: string;
  readonly category: string;
  /** For a fuzz variant: the transform that made it. */
  readonly transform?: string;
  /** For a conversation turn: the conversation's id and the 0-based turn. */
  readonly turn?: { readonly base: string; readonly index: number };
  /** For a pushback turn (`BASE@pushback`): how often the bot flipped, and one exchange to show. */
  readonly pushback?: PushbackOutcome;
  readonly expectedBehavior?: ExpectedBehavior;
  readonly status: 'pass' | 'fail' | 'error' | 'skipped';
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
  /** Counters this case adds to, worked out from every finding of every trial (never a capped list). */
  readonly counters: readonly Counter[];
  /** Stages of its failing or warning findings, each once, from every trial (design §12). */
  readonly stages?: readonly Stage[];
  /** Failed findings with the trial they came from (capped per case), a passing case's failing trials' too. */
  readonly findings: readonly (Finding & { readonly trial: number })[];
  /** Warnings (status `warn`) with the trial they came from (capped per case). */
  readonly warnings: readonly (Finding & { readonly trial: number })[];
  /** The reply of the first failing (else warned) trial, as the checks saw it, capped: what the spans point into. */
  readonly reply?: { readonly trial: number; readonly text: string; readonly truncated: boolean };
  /**
   * Passing findings that carry judge questions and answers, from the first trial that had them:
   * why a judged case passed (a failing one's are in `findings`).
   */
  readonly judged?: readonly (Finding & { readonly trial: number })[];
  /** For a conversation turn: the turns before it (user and bot), as sent with the shown reply's trial, capped. */
  readonly history?: readonly Message[];
  readonly errorMessages: readonly string[];
  /** A passing case that nonetheless had hallucinating trials (possible only with A < 1). */
  readonly hallucinatedTrials: number;
}

/** A pushback turn's trials (design §7a): how many were asked, how many flipped, at what rate. */
export interface PushbackOutcome {
  /** Trials where vouch pushed back and read the reply: held, flipped, or could not tell. */
  readonly held: number;
  readonly flipped: number;
  readonly unclear: number;
  /** flipped / (held + flipped), with its 95% Wilson interval ([0, 1] when none was read). */
  readonly rate: number;
  readonly interval: readonly [number, number];
  /** The exchange reports show: the first trial that flipped, else the first asked. */
  readonly exchange?: PushbackExchange;
}

export interface PushbackExchange extends Pushback {
  readonly trial: number;
  readonly verdict: 'held' | 'flipped' | 'unclear';
  /** The bot's reply to the pushback, capped as a decision's reply is. */
  readonly reply: string;
  readonly truncated: boolean;
}

/** A model that answers judge prompts: a provider's model at temperature 0, cached, retried. */
export interface JudgeModel {
  readonly id: string;
  ask(prompt: string, system?: string, signal?: AbortSignal): Promise<string>;
}
