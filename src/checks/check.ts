// What a check is: a name, when it applies, and a function from (case, reply, context) to one finding.
import type { JudgeSettings } from '../core/suite.js';
import type { Case, Finding, FindingKind, Message } from '../core/types.js';

export type { JudgeSettings } from '../core/suite.js';
import type { Vault } from '../vault/index.js';
import type { Reply } from './reply.js';

/** A model that answers judge prompts (the judge issue supplies real ones). */
export interface JudgeModel {
  readonly id: string;
  ask(prompt: string, system?: string, signal?: AbortSignal): Promise<string>;
}


export interface CheckContext {
  readonly vault?: Vault;
  readonly citationSources: Readonly<Record<string, string>>;
  readonly judge?: JudgeModel;
  readonly judgeSettings: JudgeSettings;
  readonly skipJudge: boolean;
  /** For a conversation turn: every message before this turn's reply (earlier replies included). */
  readonly history: readonly Message[];
  readonly signal?: AbortSignal;
}

export interface Check {
  readonly name: string;
  /** Whether this check has anything to say about the case; a check that does not apply makes no finding. */
  applies(c: Case): boolean;
  run(c: Case, reply: Reply, ctx: CheckContext): Finding | Promise<Finding>;
}

export const pass = (check: string, kind: FindingKind, message: string, extra: Partial<Finding> = {}): Finding => ({
  check,
  kind,
  status: 'pass',
  message,
  ...extra,
});

export const fail = (check: string, kind: FindingKind, message: string, extra: Partial<Finding> = {}): Finding => ({
  check,
  kind,
  status: 'fail',
  message,
  ...extra,
});
