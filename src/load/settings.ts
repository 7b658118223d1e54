// Suite settings from three places, in order of precedence (design.md §5):
// the command line, the suite file, and a qa_agent_h file's SUT.
import { basename, dirname, resolve } from 'node:path';
import {
  ConfigError,
  DEFAULT_RUBRIC_PASS_SCORE,
  DEFAULT_SETTINGS,
  DEFAULT_THRESHOLDS,
  parsePassRate,
  quoted,
  type GroundingMode,
  type HttpTargetSpec,
  type Issue,
  type JudgeSettings,
  type RequestShape,
  type SuiteSettings,
  type TargetSpec,
  type Thresholds,
} from '../core/index.js';
import { CITATION_PATTERN_FLAGS, regexProblem } from '../checks/index.js';
import { defaultHealthUrl, normalizeChatUrl } from '../targets/index.js';
import type { NativeSuite } from './schema.js';

/** What the command line may set; every field wins over the suite file. */
export interface SettingsOverrides {
  readonly vault?: string;
  /** A chat URL (`--url`) or a `provider:model` (`--target`). */
  readonly target?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly request?: RequestShape;
  readonly responsePath?: string;
  /** Where what the bot retrieved is in its JSON reply (`--context-path`). */
  readonly contextPath?: string;
  readonly healthUrl?: string | false;
  readonly judge?: string;
  readonly fuzz?: readonly string[] | 'all';
  readonly seed?: number;
  readonly concurrency?: number;
  readonly timeoutMs?: number;
  readonly retries?: number;
  readonly grounding?: GroundingMode;
  readonly thresholds?: Partial<Thresholds>;
}

export function resolveSettings(
  file: string,
  native: NativeSuite | undefined,
  sut: string | undefined,
  cli: SettingsOverrides,
): SuiteSettings {
  checkBounds(cli);
  const here = dirname(file);
  const vault = cli.vault ? resolve(cli.vault) : native?.vault ? resolve(here, native.vault) : undefined;
  // A judge named on the command line replaces the suite's, options and all.
  const judge = cli.judge ?? native?.judge?.model;
  const judgeOptions = cli.judge ? undefined : native?.judge?.options;
  const target = resolveTarget(file, native, sut, cli);
  return {
    name: native?.name ?? basename(file).replace(/\.[^.]+$/, ''),
    file,
    ...(vault ? { vault } : {}),
    ...(target ? { target } : {}),
    ...(judge ? { judge } : {}),
    ...(judgeOptions ? { judgeOptions } : {}),
    judgeSettings: judgeSettings(native),
    fallbackPhrases: native?.fallbackPhrases ?? DEFAULT_SETTINGS.fallbackPhrases,
    citation: native?.citation?.pattern ? { pattern: compilePattern(file, native.citation.pattern) } : {},
    citationSources: native?.citationSources ?? {},
    thresholds: { ...DEFAULT_THRESHOLDS, ...fileThresholds(native), ...cli.thresholds },
    concurrency: cli.concurrency ?? native?.concurrency ?? DEFAULT_SETTINGS.concurrency,
    timeoutMs: cli.timeoutMs ?? native?.timeoutMs ?? DEFAULT_SETTINGS.timeoutMs,
    retries: cli.retries ?? native?.retries ?? DEFAULT_SETTINGS.retries,
    maxResponseBytes: native?.maxResponseBytes ?? DEFAULT_SETTINGS.maxResponseBytes,
    ...((cli.fuzz ?? native?.fuzz) ? { fuzz: cli.fuzz ?? native?.fuzz } : {}),
    seed: cli.seed ?? native?.seed ?? DEFAULT_SETTINGS.seed,
    grounding: cli.grounding ?? native?.grounding ?? DEFAULT_SETTINGS.grounding,
  };
}

/**
 * The command line's (and the library's) numbers held to the suite file's bounds: a timeout of 2³¹ ms
 * or more would silently become 1 ms in Node's timers, and an unbounded concurrency or retry count
 * is a mistake, not a setting.
 */
function checkBounds(cli: SettingsOverrides): void {
  const issues: Issue[] = [];
  for (const [name, value, min, max] of [
    ['concurrency', cli.concurrency, 1, 1024],
    ['timeoutMs', cli.timeoutMs, 1, 3_600_000],
    ['retries', cli.retries, 0, 20],
  ] as const) {
    if (value !== undefined && !(Number.isInteger(value) && value >= min && value <= max)) {
      issues.push({ file: 'options', path: name, message: `expected a whole number from ${min} to ${max}, got ${String(value)}` });
    }
  }
  if (issues.length > 0) throw new ConfigError(issues);
}

/** The suite's thresholds, pass rates read as fractions (the schema has checked they are rates). */
function fileThresholds(native: NativeSuite | undefined): Partial<Thresholds> {
  const t = native?.thresholds;
  if (!t) return {};
  const { minPassRate, warnPassRate, ...counts } = t;
  return {
    ...counts,
    ...(minPassRate !== undefined ? { minPassRate: parsePassRate(minPassRate) } : {}),
    ...(warnPassRate !== undefined ? { warnPassRate: parsePassRate(warnPassRate) } : {}),
  };
}

function judgeSettings(native: NativeSuite | undefined): JudgeSettings {
  const j = native?.judge;
  const system = j?.system ?? (j?.preset === 'strict' ? 'strict' : undefined);
  return {
    ...(j?.template ? { template: j.template } : {}),
    ...(system ? { system } : {}),
    rubricPassScore: j?.rubricPassScore ?? DEFAULT_RUBRIC_PASS_SCORE,
  };
}

/** A command-line target with a scheme (`://`) is an endpoint; any other string a `provider:model`. */
const hasScheme = (s: string): boolean => /^[a-z][a-z\d+.-]*:\/\//i.test(s.trim());

function resolveTarget(
  file: string,
  native: NativeSuite | undefined,
  sut: string | undefined,
  cli: SettingsOverrides,
): TargetSpec | undefined {
  // The command line's target replaces the suite's whole target, as --judge does.
  if (cli.target !== undefined) {
    return hasScheme(cli.target) ? httpSpec(file, cli.target, undefined, native, cli) : { kind: 'provider', name: cli.target.trim() };
  }
  const fromFile = native?.target;
  if (fromFile?.url !== undefined) return httpSpec(file, fromFile.url, fromFile, native, cli);
  if (fromFile?.model !== undefined) {
    return { kind: 'provider', name: fromFile.model, ...(fromFile.options ? { options: fromFile.options } : {}) };
  }
  return sut === undefined ? undefined : { kind: 'provider', name: sut };
}

function httpSpec(
  file: string,
  url: string,
  http: NativeSuite['target'],
  native: NativeSuite | undefined,
  cli: SettingsOverrides,
): HttpTargetSpec {
  let chatUrl: string;
  try {
    chatUrl = normalizeChatUrl(url);
  } catch (e) {
    const why = e instanceof ConfigError ? (e.issues[0]?.message ?? '') : `"${url}" is not a valid URL`;
    throw ConfigError.one(cli.target ? '--url' : file, why, cli.target ? '' : 'target.url');
  }
  const health = cli.healthUrl ?? http?.healthUrl ?? defaultHealthUrl(chatUrl);
  return {
    kind: 'http',
    url: chatUrl,
    method: (http?.method ?? 'POST').toUpperCase(),
    headers: { ...http?.headers, ...cli.headers },
    request: cli.request ?? http?.request ?? native?.request ?? 'message',
    ...(http?.body !== undefined ? { body: http.body } : {}),
    ...((cli.responsePath ?? http?.responsePath) ? { responsePath: cli.responsePath ?? http?.responsePath } : {}),
    ...((cli.contextPath ?? http?.contextPath) ? { contextPath: cli.contextPath ?? http?.contextPath } : {}),
    healthUrl: health,
  };
}

function compilePattern(file: string, source: string): string {
  const problem = regexProblem(source, CITATION_PATTERN_FLAGS);
  if (problem) throw new ConfigError([{ file, path: 'citation.pattern', message: `${quoted(source, 120)}: ${problem}` } satisfies Issue]);
  return source;
}
