// Load stage: suite file(s) + vault folder → a validated Suite, or every problem at once (exit 2).
import { dirname, resolve } from 'node:path';
import type * as z from 'zod/mini';
import { lintCase, needingVault } from '../checks/index.js';
import { ConfigError, type Case, type Issue, type Suite } from '../core/index.js';
import { loadVault, type Vault } from '../vault/index.js';
import { cyberSecEvalToCases, isCyberSecEval } from './adapters/cyberseceval.js';
import { garakToCases } from './adapters/garak.js';
import { toCase } from './cases.js';
import { detectFormat, FORMAT_HELP } from './detect.js';
import { toIssues } from './issues.js';
import { readPins, type PinEntry } from './pins.js';
import { readStructured } from './read-file.js';
import { NOT_CASES, streamTopLevelArray } from './stream.js';
import { caseSchema, nativeSuiteSchema, promptsObjectSchema, qaAgentSchema, type NativeSuite, type RawCase } from './schema.js';
import { resolveSettings, type SettingsOverrides } from './settings.js';

export type { SettingsOverrides } from './settings.js';
export { pinFilePath, pinKey, readPins, parsePins, PIN_FILE_VERSION, type PinEntry } from './pins.js';
export { toCase, DEFAULT_CATEGORY } from './cases.js';
export { readStructured } from './read-file.js';
export { hint, jsonPath } from './issues.js';
export { cyberSecEvalToCases, isCyberSecEval } from './adapters/cyberseceval.js';
export { garakToCases, isGarak } from './adapters/garak.js';

export interface Loaded {
  readonly suite: Suite;
  readonly vault?: Vault;
  /** Pins recorded by `--update-pins` beside the suite (empty when there is no pin file). */
  readonly pins: ReadonlyMap<string, PinEntry>;
}

/**
 * Reads a suite in any of the formats of design.md §1 and the vault it names.
 * @example const { suite, vault } = await loadSuite('suites/shieldbot/eval-prompts.json', { vault: 'data/sample-vault' });
 */
export async function loadSuite(file: string, cli: SettingsOverrides = {}): Promise<Loaded> {
  const path = resolve(file);
  const issues: Issue[] = [];
  const { native, cases, sut } = await readCasesFrom(file, path, issues, new Set([path]));
  checkDuplicates(file, cases, issues);
  if (issues.length > 0) throw new ConfigError(issues);

  const settings = resolveSettings(path, native, sut, cli);
  const vault = settings.vault ? await loadVault(settings.vault) : undefined;
  const needing = vault ? [] : cases.filter((c) => needingVault(c).length > 0);
  if (needing.length > 0) {
    throw ConfigError.one(file, `${needing.length} case(s) check citations (${needing.slice(0, 3).map((c) => c.id).join(', ')}…), so they need a vault: pass --vault DIR or set "vault" in a suite file`);
  }
  const warnings = [...vaultWarnings(vault), ...cases.flatMap((c) => lintCase(c, vault))];
  const pins = await readPins(path);
  return { suite: { settings, cases, warnings }, ...(vault ? { vault } : {}), pins };
}

function vaultWarnings(vault: Vault | undefined): string[] {
  if (!vault) return [];
  if (vault.docs.length === 0) return [`the vault ${vault.dir} has no Markdown documents: every citation will be an unknown source`];
  if (vault.docs.every((d) => d.sections.every((s) => s.passages.length === 0))) {
    return [`the vault ${vault.dir} has no text in its documents: nothing an answer says can be grounded in it`];
  }
  return [];
}

interface Read {
  native?: NativeSuite;
  cases: Case[];
  sut?: string;
}

/** A file's cases: a big array of prompts streamed case by case, anything else read whole. */
async function readCasesFrom(shown: string, path: string, issues: Issue[], reading: ReadonlySet<string>): Promise<Read> {
  const cases: Case[] = [];
  const found: Issue[] = [];
  const streamed = await streamTopLevelArray(path, (item, i) => {
    // Attack corpora are arrays too: they are told apart by their first element, and read whole.
    if (i === 0 && (typeof item !== 'object' || isCyberSecEval([item]))) return NOT_CASES;
    parseCaseItem(shown, item, [i], cases, found);
  });
  if (streamed) {
    issues.push(...found);
    return { cases };
  }
  return readCases(shown, path, await readStructured(path), issues, reading);
}

async function readCases(shown: string, path: string, data: unknown, issues: Issue[], reading: ReadonlySet<string>): Promise<Read> {
  const format = detectFormat(data);
  if (format === 'native') return readNative(shown, path, data, issues, reading);
  if (format === 'qa-agent') {
    const parsed = validate(qaAgentSchema, data);
    if (!parsed.success) return record(issues, toIssues(shown, parsed.error));
    return { cases: parseCaseList(shown, parsed.data.TestCases, ['TestCases'], issues), ...(parsed.data.SUT ? { sut: parsed.data.SUT } : {}) };
  }
  if (format === 'cyberseceval') return collect(issues, () => cyberSecEvalToCases(data, shown));
  if (format === 'garak') return collect(issues, () => garakToCases(data, { file: path }));
  if (format === 'seed-prompts') {
    if (Array.isArray(data)) return { cases: parseCaseList(shown, data, [], issues) };
    // A prompts file holds only `prompts`: a `thresholds` or `vault` beside it would be silently ignored.
    const parsed = validate(promptsObjectSchema, data);
    if (!parsed.success) return record(issues, toIssues(shown, parsed.error, [], PROMPTS_HINT));
    return { cases: parseCaseList(shown, parsed.data.prompts, ['prompts'], issues) };
  }
  issues.push({ file: shown, path: '', message: `not a suite: ${FORMAT_HELP}` });
  return { cases: [] };
}

const PROMPTS_HINT = 'a prompts file holds only "prompts"; put settings in a suite file with `cases: <this file>`';

async function readNative(shown: string, path: string, data: unknown, issues: Issue[], reading: ReadonlySet<string>): Promise<Read> {
  const parsed = validate(nativeSuiteSchema, data);
  if (!parsed.success) return record(issues, toIssues(shown, parsed.error));
  const native = parsed.data;
  const entries = typeof native.cases === 'string' ? [native.cases] : native.cases;
  const cases: Case[] = [];
  let sut: string | undefined;
  for (const [i, entry] of entries.entries()) {
    const where = typeof native.cases === 'string' ? 'cases' : `cases[${i}]`;
    if (typeof entry !== 'string') {
      cases.push(...parseCaseList(shown, [entry], ['cases'], issues, i));
      continue;
    }
    const inner = resolve(dirname(path), entry);
    if (reading.has(inner)) {
      issues.push({ file: shown, path: where, message: `${entry} refers back to a suite already being read (a cycle)` });
      continue;
    }
    const read = await readCasesFrom(entry, inner, issues, new Set([...reading, inner]));
    if (read.native) issues.push({ file: shown, path: where, message: `${entry} is a suite; cases may name prompts, qa_agent_h or attack files` });
    cases.push(...read.cases);
    sut ??= read.sut;
  }
  return { native, cases, ...(sut ? { sut } : {}) };
}

/** Validates each case on its own, so every problem names its case: `cases[3].requiredSignals[0]: …`. */
function parseCaseList(file: string, list: readonly unknown[], prefix: PropertyKey[], issues: Issue[], offset = 0): Case[] {
  const cases: Case[] = [];
  for (const [i, item] of list.entries()) parseCaseItem(file, item, [...prefix, offset + i], cases, issues);
  return cases;
}

function parseCaseItem(file: string, item: unknown, path: PropertyKey[], cases: Case[], issues: Issue[]): void {
  const parsed = validate(caseSchema, item);
  if (parsed.success) cases.push(toCase(parsed.data as RawCase));
  else issues.push(...toIssues(file, parsed.error, path));
}

/** Runs an adapter, turning its ConfigError into issues alongside the rest. */
function collect(issues: Issue[], adapt: () => Case[]): Read {
  try {
    return { cases: adapt() };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return record(issues, [...error.issues]);
  }
}

/**
 * safeParse, keeping each offending input in its issue (for "did you mean" hints) only when there
 * are issues: reporting inputs costs a third of validating a valid case.
 */
function validate<S extends z.ZodMiniType>(schema: S, data: unknown) {
  const parsed = schema.safeParse(data);
  return parsed.success ? parsed : schema.safeParse(data, { reportInput: true });
}

function record(issues: Issue[], found: Issue[]): Read {
  issues.push(...found);
  return { cases: [] };
}

function checkDuplicates(file: string, cases: readonly Case[], issues: Issue[]): void {
  const seen = new Set<string>();
  for (const c of cases) {
    if (seen.has(c.id)) issues.push({ file, path: '', message: `case id "${c.id}" appears more than once` });
    seen.add(c.id);
  }
}
