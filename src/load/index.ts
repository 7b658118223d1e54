// Load stage: suite file(s) + vault folder → a validated Suite, or every problem at once (exit 2).
import { dirname, resolve } from 'node:path';
import type * as z from 'zod/mini';
import { ConfigError, type Issue } from '../core/errors.js';
import type { Suite } from '../core/suite.js';
import type { Case } from '../core/types.js';
import { loadVault, type Vault } from '../vault/index.js';
import { cyberSecEvalToCases } from './adapters/cyberseceval.js';
import { garakToCases } from './adapters/garak.js';
import { toCase } from './cases.js';
import { detectFormat, FORMAT_HELP } from './detect.js';
import { toIssues } from './issues.js';
import { readPins, type PinEntry } from './pins.js';
import { readStructured } from './read-file.js';
import { caseSchema, nativeSuiteSchema, qaAgentSchema, type NativeSuite, type RawCase } from './schema.js';
import { resolveSettings, type SettingsOverrides } from './settings.js';
import { vaultWarnings } from './vault-warnings.js';

export type { SettingsOverrides } from './settings.js';

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
  const data = await readStructured(path);
  const issues: Issue[] = [];
  const { native, cases, sut } = await readCases(file, path, data, issues);
  checkDuplicates(file, cases, issues);
  if (issues.length > 0) throw new ConfigError(issues);

  const settings = resolveSettings(path, native, sut, cli);
  const vault = settings.vault ? await loadVault(settings.vault) : undefined;
  if (!vault && cases.some(needsVault)) {
    throw ConfigError.one(file, 'these cases check citations, so they need a vault: pass --vault DIR or set "vault" in a suite file');
  }
  const warnings = vault ? vaultWarnings(cases, vault) : [];
  const pins = await readPins(path);
  return { suite: { settings, cases, warnings }, ...(vault ? { vault } : {}), pins };
}

const needsVault = (c: Case): boolean =>
  c.expectedBehavior !== undefined || c.requiredCitationSource !== undefined || c.citationMustContain.length > 0;

interface Read {
  native?: NativeSuite;
  cases: Case[];
  sut?: string;
}

async function readCases(shown: string, path: string, data: unknown, issues: Issue[]): Promise<Read> {
  const format = detectFormat(data);
  if (format === 'native') {
    const parsed = validate(nativeSuiteSchema, data);
    if (!parsed.success) return record(issues, toIssues(shown, parsed.error));
    const native = parsed.data;
    const entries = typeof native.cases === 'string' ? [native.cases] : native.cases;
    const cases: Case[] = [];
    let sut: string | undefined;
    for (const entry of entries) {
      if (typeof entry !== 'string') {
        cases.push(toCase(entry));
        continue;
      }
      const inner = await readCases(entry, resolve(dirname(path), entry), await readStructured(resolve(dirname(path), entry)), issues);
      if (inner.native) issues.push({ file: shown, path: 'cases', message: `${entry} is a suite; cases may name prompts, qa_agent_h or attack files` });
      cases.push(...inner.cases);
      sut ??= inner.sut;
    }
    return { native, cases, ...(sut ? { sut } : {}) };
  }
  if (format === 'qa-agent') {
    const parsed = validate(qaAgentSchema, data);
    if (!parsed.success) return record(issues, toIssues(shown, parsed.error));
    return { cases: parsed.data.TestCases.map(toCase), ...(parsed.data.SUT ? { sut: parsed.data.SUT } : {}) };
  }
  if (format === 'cyberseceval') return collect(issues, () => cyberSecEvalToCases(data, shown));
  if (format === 'garak') return collect(issues, () => garakToCases(data, { file: path }));
  if (format === 'seed-prompts') {
    const list = Array.isArray(data) ? data : (data as { prompts: unknown }).prompts;
    const prefix = Array.isArray(data) ? [] : ['prompts'];
    return { cases: parseCaseList(shown, list, prefix, issues) };
  }
  issues.push({ file: shown, path: '', message: `not a suite: ${FORMAT_HELP}` });
  return { cases: [] };
}

function parseCaseList(file: string, list: unknown, prefix: PropertyKey[], issues: Issue[]): Case[] {
  if (!Array.isArray(list)) {
    issues.push({ file, path: prefix.join('.'), message: 'expected an array of cases' });
    return [];
  }
  const cases: Case[] = [];
  list.forEach((item, i) => {
    const parsed = validate(caseSchema, item);
    if (parsed.success) cases.push(toCase(parsed.data as RawCase));
    else issues.push(...toIssues(file, parsed.error, [...prefix, i]));
  });
  return cases;
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
