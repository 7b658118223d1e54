// vouch as a library: one call runs a suite as `vouch run` does, and the pipeline's stages and
// records are here for teams that script their own runs.
export type * from './core/types.js';
export type { Suite, SuiteSettings, Thresholds, TargetSpec, GroundingMode } from './core/suite.js';
export type { RunResult, Summary, GateResult, Failure } from './core/run-result.js';
export type { RunView, RunHead, Decisions, Traits } from './core/run-view.js';
export { VouchError, ConfigError, UsageError, UnreachableError, TargetError, EXIT, VERSION, SEED_FALLBACK_PHRASE, normalizeText, foldText, recordOf, viewOf } from './core/index.js';
export { runSuite, smokePreset, startPreset, pickSmokeCases, BUNDLED, type RunSuiteOptions, type RunSuiteResult, type RunEvents } from './session/index.js';
export { loadSuite, type Loaded, type SettingsOverrides } from './load/index.js';
export { loadVault, indexVault, parseDoc, resolveLabel, type Vault, type VaultDoc, type Section, type Passage } from './vault/index.js';
export { planRun, type Plan, type PlanOptions } from './plan/index.js';
export { createTarget, httpTarget, replayTarget, loadRecorded, scriptedTarget, type Target, type TargetRequest } from './targets/index.js';
export { CHECKS, checkReply, makeReply, defineCheck, findingsOf, parseCitations, verifyCitation, type CheckDefinition, type CheckContext, type Reply } from './checks/index.js';
export { createChatModel, modelJudge, type ChatModel } from './providers/index.js';
export { gate, exitCode } from './gate/index.js';
export { renderConsole, REPORT_FORMATS, type Reporter } from './report/index.js';
export { runResultSchema } from './report/schema.js';
