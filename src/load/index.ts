// Load stage: suite file(s) + vault folder → a validated Suite, or every problem at once (exit 2).
import { basename, dirname, relative, resolve } from 'node:path';
import type * as z from 'zod/mini';
import { lintCase, needingVault } from '../checks/index.js';
import { ConfigError, quoted, type Case, type Issue, type Suite } from '../core/index.js';
import { FORMATS, loadVault, type Vault } from '../vault/index.js';
import { cyberSecEvalToCases, isCyberSecEval } from './adapters/cyberseceval.js';
import { garakToCases } from './adapters/garak.js';
import { toCase } from './cases.js';
import { detectFormat, FORMAT_HELP } from './detect.js';
import { jsonPath, toIssues } from './issues.js';
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
export { suiteJsonSchema, fieldNodes, docKey, SUITE_SCHEMA_VERSION } from './suite-schema.js';
export { FIELD_DOCS, RECORDED_LINE_DOCS, type FieldDoc } from './suite-docs.js';
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
  if (issues.length === 0 && cases.length === 0) {
    issues.push({ file, path: native ? 'cases' : '', message: 'has no cases: nothing to run (a case needs at least an "id" and a "prompt")' });
  }
  if (issues.length > 0) throw new ConfigError(issues);

  const settings = resolveSettings(path, native, sut, cli);
  const vault = settings.vault ? await readVault(settings.vault, cli.vault ? '--vault' : file) : undefined;
  const needing = vault ? [] : cases.filter((c) => needingVault(c).length > 0);
  if (needing.length > 0) {
    const checks = [...new Set(needing.flatMap((c) => needingVault(c)))].join(', ');
    throw ConfigError.one(file, `${needing.length} case(s) check against the vault (${checks}: ${needing.slice(0, 3).map((c) => c.id).join(', ')}…), so they need a vault: pass --vault DIR or set "vault" in a suite file`);
  }
  const warnings = [...vaultWarnings(vault), ...cases.flatMap((c) => lintCase(c, vault))];
  const pins = await readPins(path);
  return { suite: { settings, cases, warnings }, ...(vault ? { vault } : {}), pins };
}

/** The vault, its problems named where the vault was given: the suite's `vault` field or `--vault`. */
async function readVault(dir: string, givenIn: string): Promise<Vault> {
  try {
    return await loadVault(dir);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    throw new ConfigError(error.issues.map((i) => ({ file: givenIn, path: givenIn === '--vault' ? '' : 'vault', message: `${i.file}: ${i.message}` })));
  }
}

/** The vault's own warnings (documents it could not read, each named), then what they add up to. */
function vaultWarnings(vault: Vault | undefined): string[] {
  if (!vault) return [];
  const extensions = FORMATS.flatMap((f) => f.extensions).join(' ');
  if (vault.docs.length === 0) return [...vault.warnings, `the vault ${vault.dir} has no documents it can read (${extensions}): every citation will be an unknown source`];
  if (vault.docs.every((d) => d.sections.every((s) => s.passages.length === 0))) {
    return [...vault.warnings, `the vault ${vault.dir} has no text in its documents: nothing an answer says can be grounded in it`];
  }
  return [...vault.warnings];
}

interface Read {
  native?: NativeSuite;
  cases: Case[];
  sut?: string;
}

/** A file's cases: a big array of prompts streamed case by case, anything else read whole. */
async function readCasesFrom(shown: string, path: string, issues: Issue[], reading: ReadonlySet<string>): Promise<Read> {
  return (await streamCases(shown, path, issues)) ?? readCases(shown, path, await readStructured(path), issues, reading);
}

/** The cases of a big JSON array of prompts, read as it streams; undefined when the file is read whole. */
async function streamCases(shown: string, path: string, issues: Issue[]): Promise<Read | undefined> {
  const cases: Case[] = [];
  const found: Issue[] = [];
  const streamed = await streamTopLevelArray(path, (item, i) => {
    // Attack corpora are arrays too: they are told apart by their first element, and read whole.
    if (i === 0 && (typeof item !== 'object' || isCyberSecEval([item]))) return NOT_CASES;
    parseCaseItem(shown, item, [i], cases, found);
  });
  if (!streamed) return undefined;
  append(issues, found);
  return { cases };
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
    const read = await readEntry(shown, where, resolve(dirname(path), entry), entry, issues, reading);
    append(cases, read.cases);
    sut ??= read.sut;
  }
  return { native, cases, ...(sut ? { sut } : {}) };
}

/** The cases of a file a suite's `cases` names (`entry`, at `where`): prompts, qa_agent_h or attacks, never a suite. */
async function readEntry(shown: string, where: string, inner: string, entry: string, issues: Issue[], reading: ReadonlySet<string>): Promise<Read> {
  const chain = [...reading, inner];
  if (reading.has(inner)) return record(issues, [{ file: shown, path: where, message: cycle(chain) }]);
  const streamed = await streamCases(entry, inner, issues);
  if (streamed) return streamed;
  const data = await readNamed(shown, where, entry, inner, issues);
  if (data === UNREAD) return { cases: [] };
  if (detectFormat(data) === 'native') {
    // A suite's cases never name another suite; one that names this one back is a cycle, said as such.
    const back = suiteRefs(inner, data).find((ref) => reading.has(ref) || ref === inner);
    return record(issues, [{ file: shown, path: where, message: back ? cycle([...chain, back]) : `${entry} is a suite; cases may name prompts, qa_agent_h or attack files` }]);
  }
  return readCases(entry, inner, data, issues, new Set(chain));
}

const UNREAD = Symbol('unread');

/** A file a suite names, its problems said where it was named: `suite.yaml › cases: ./x.json: file not found`. */
async function readNamed(shown: string, where: string, entry: string, inner: string, issues: Issue[]): Promise<unknown> {
  try {
    return await readStructured(inner);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const i of error.issues) {
      issues.push({ file: shown, path: where, message: `${i.file.replace(inner, entry)}${i.path ? ` › ${i.path}` : ''}: ${i.message}` });
    }
    return UNREAD;
  }
}

/** The files a native suite's `cases` names. */
function suiteRefs(path: string, data: unknown): string[] {
  const cases = (data as { cases?: unknown }).cases;
  const entries = typeof cases === 'string' ? [cases] : Array.isArray(cases) ? cases.filter((c): c is string => typeof c === 'string') : [];
  return entries.map((e) => resolve(dirname(path), e));
}

function cycle(chain: readonly string[]): string {
  if (chain.length === 2 && chain[0] === chain[1]) return "the suite names itself as its cases (a cycle); a suite's cases may name prompts, qa_agent_h or attack files";
  const names = chain.map((p) => relative(dirname(chain[0]!), p) || basename(p));
  return `the suites name each other in a cycle (${names.join(' → ')}); a suite's cases may name prompts, qa_agent_h or attack files, not a suite`;
}

/** Where each case was read, for problems found across cases (a duplicate id). */
const placeOf = new WeakMap<Case, { file: string; path: string }>();

/** Validates each case on its own, so every problem names its case: `cases[3].requiredSignals[0]: …`. */
function parseCaseList(file: string, list: readonly unknown[], prefix: PropertyKey[], issues: Issue[], offset = 0): Case[] {
  const cases: Case[] = [];
  for (const [i, item] of list.entries()) parseCaseItem(file, item, [...prefix, offset + i], cases, issues);
  return cases;
}

function parseCaseItem(file: string, item: unknown, path: PropertyKey[], cases: Case[], issues: Issue[]): void {
  const parsed = validate(caseSchema, item);
  if (!parsed.success) {
    issues.push(...toIssues(file, parsed.error, path));
    return;
  }
  const c = toCase(parsed.data as RawCase);
  placeOf.set(c, { file, path: jsonPath(path) });
  cases.push(c);
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
  append(issues, found);
  return { cases: [] };
}

/** `to.push(...items)` for lists of any length: a spread of 200,000 cases overflows the stack. */
function append<T>(to: T[], items: readonly T[]): void {
  for (const item of items) to.push(item);
}

function checkDuplicates(file: string, cases: readonly Case[], issues: Issue[]): void {
  const seen = new Map<string, Case>();
  for (const c of cases) {
    const first = seen.get(c.id);
    if (first) {
      const here = placeOf.get(c);
      const there = placeOf.get(first);
      const at = there ? ` (first at ${there.file === here?.file ? '' : `${there.file} › `}${there.path || 'the top'})` : '';
      issues.push({ file: here?.file ?? file, path: here ? `${here.path}.id` : 'id', message: `case id ${quoted(c.id)} appears more than once${at}; ids must be unique` });
    } else seen.set(c.id, c);
  }
}
