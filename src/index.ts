// vouch as a library: the pipeline's stages and records, for teams that script their own runs.
export type { Case, Trial, Response, Finding, Decision, Message, ExpectedBehavior } from './core/types.js';
export type { Suite, SuiteSettings, Thresholds, TargetSpec } from './core/suite.js';
export type { RunResult, Summary, GateResult } from './core/run-result.js';
export { VouchError, ConfigError, UsageError, UnreachableError, TargetError, EXIT } from './core/errors.js';
export { loadSuite, type Loaded, type SettingsOverrides } from './load/index.js';
export { loadVault, resolveLabel, type Vault, type VaultDoc } from './vault/index.js';
export { planRun, type Plan, type PlanOptions } from './plan/index.js';
export { createTarget, httpTarget, replayTarget, loadRecorded, type Target } from './targets/index.js';
export { CHECKS, checkReply, makeReply, type Check, type CheckContext } from './checks/index.js';
export { evaluate, type EvaluateOptions, type Evaluation } from './evaluate.js';
export { gate, exitCode } from './gate/index.js';
export { renderConsole, REPORT_FORMATS } from './report/index.js';
export { runResultSchema } from './report/schema.js';
