// Command-line flags (as commander gives them) → runSuite's options. The flags' names and help
// live in program.ts; their meaning lives here, once, for `run`, `smoke` and `start`.
import { join, resolve } from 'node:path';
import { UsageError, type GroundingMode, type RequestShape, type Thresholds } from '../core/index.js';
import type { RunSuiteOptions } from '../session/index.js';

export interface RunFlags {
  readonly vault?: string;
  readonly url?: string;
  readonly target?: string;
  readonly header?: Record<string, string>;
  readonly request?: RequestShape;
  readonly responsePath?: string;
  readonly contextPath?: string;
  readonly healthUrl?: string;
  /** `--no-health` sets this false. */
  readonly health?: boolean;
  readonly responses?: string;
  readonly record?: string;
  readonly category?: string[];
  readonly id?: string[];
  readonly repeat?: number;
  readonly accept?: number;
  readonly allTrials?: boolean;
  readonly concurrency?: number;
  readonly timeout?: number;
  readonly retries?: number;
  readonly json?: boolean;
  readonly output?: string;
  readonly reportsDir?: string;
  /** `--no-reports` sets this false. */
  readonly reports?: boolean;
  readonly report?: string[];
  readonly verbose?: boolean;
  readonly maxHallucinations?: number;
  readonly maxCitationErrors?: number;
  readonly maxFallbackErrors?: number;
  readonly minPassRate?: number;
  readonly fuzz?: string[];
  readonly pushback?: boolean;
  readonly seed?: number;
  readonly shard?: { index: number; count: number };
  readonly updatePins?: boolean;
  /** Set by `--update-pins=all`. */
  readonly pinFailing?: boolean;
  readonly judge?: string;
  readonly skipJudge?: boolean;
  /** `--no-cache` sets this false. */
  readonly cache?: boolean;
  readonly grounding?: GroundingMode;
  readonly resume?: string;
  readonly force?: boolean;
}

/** The options the flags ask for, with every path read from `cwd`. */
export function optionsFrom(f: RunFlags, cwd: string): Omit<RunSuiteOptions, 'suite'> {
  const path = (p: string): string => resolve(cwd, p);
  const thresholds: Partial<Thresholds> = {
    ...(f.maxHallucinations !== undefined ? { maxHallucinations: f.maxHallucinations } : {}),
    ...(f.maxCitationErrors !== undefined ? { maxCitationErrors: f.maxCitationErrors } : {}),
    ...(f.maxFallbackErrors !== undefined ? { maxFallbackErrors: f.maxFallbackErrors } : {}),
    ...(f.minPassRate !== undefined ? { minPassRate: f.minPassRate } : {}),
  };
  const target = f.url !== undefined ? endpoint(f.url) : f.target;
  return {
    ...(f.vault ? { vault: path(f.vault) } : {}),
    ...(target ? { target } : {}),
    ...(f.header ? { headers: f.header } : {}),
    ...(f.request ? { request: f.request } : {}),
    ...(f.responsePath ? { responsePath: f.responsePath } : {}),
    ...(f.contextPath ? { contextPath: f.contextPath } : {}),
    ...(f.health === false ? { healthUrl: false as const } : f.healthUrl ? { healthUrl: f.healthUrl } : {}),
    ...(f.responses ? { responses: path(f.responses) } : {}),
    ...(f.record ? { record: path(f.record) } : {}),
    ...(f.judge ? { judge: f.judge } : {}),
    ...(f.skipJudge ? { skipJudge: true } : {}),
    judgeCache: f.cache === false ? false : path(join('.vouch-cache', 'judge')),
    ...(f.grounding ? { grounding: f.grounding } : {}),
    ...(f.category?.length ? { categories: f.category } : {}),
    ...(f.id?.length ? { ids: f.id } : {}),
    ...(f.repeat !== undefined ? { repeat: f.repeat } : {}),
    ...(f.accept !== undefined ? { accept: f.accept } : {}),
    ...(f.allTrials ? { allTrials: true } : {}),
    ...(f.fuzz?.length ? { fuzz: f.fuzz.includes('all') ? ('all' as const) : f.fuzz } : {}),
    ...(f.pushback ? { pushback: true } : {}),
    ...(f.seed !== undefined ? { seed: f.seed } : {}),
    ...(f.shard ? { shard: f.shard } : {}),
    ...(f.concurrency !== undefined ? { concurrency: f.concurrency } : {}),
    ...(f.timeout !== undefined ? { timeoutMs: f.timeout } : {}),
    ...(f.retries !== undefined ? { retries: f.retries } : {}),
    thresholds,
    reportsDir: f.reports === false ? false : path(f.reportsDir ?? 'reports'),
    ...(f.report?.length ? { reports: f.report } : {}),
    ...(f.output ? { output: path(f.output) } : {}),
    ...(f.updatePins || f.pinFailing ? { updatePins: f.pinFailing ? ('all' as const) : true } : {}),
    ...(f.resume ? { resume: path(f.resume) } : {}),
    ...(f.force ? { force: true } : {}),
  };
}

/** `--url` is always the chat endpoint (design §5): without a scheme it would be read as a model name. */
function endpoint(url: string): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url.trim())) return url;
  throw new UsageError(`--url ${JSON.stringify(url)} is not a URL: write it with http:// or https:// (a provider model goes in --target)`);
}
