// `--resume RUN_DIR`: the trials an earlier run finished, read back from its journal
// (trials.jsonl), so the run takes them as they were and calls the target only for the rest.
// The journal is scanned once and each trial read again only when the run reaches it: resuming a
// run of any size costs memory for its keys, not its trials.
import { readFile, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import * as z from 'zod/mini';
import { ConfigError, FINDING_KINDS, LineIndex, openLineReader, scanLines, UsageError, type Case, type Issue, type RunIdentity, type Trial } from '../core/index.js';
import { IDENTITY_FILE, TRIALS_FILE } from '../report/index.js';
import { identityProblems } from './identity.js';
import type { Reused } from '../run/index.js';

const trialLine = z.looseObject({
  caseId: z.string(),
  trial: z.int().check(z.nonnegative()),
  status: z.enum(['pass', 'fail', 'error', 'skipped']),
  response: z.optional(z.object({ text: z.string(), latencyMs: z.number() })),
  error: z.optional(z.string()),
  findings: z.array(
    z.looseObject({
      check: z.string(),
      kind: z.enum(FINDING_KINDS),
      status: z.enum(['pass', 'fail', 'warn', 'skipped']),
      message: z.string(),
    }),
  ),
});

export interface Journal {
  /** The journal file read. */
  readonly file: string;
  /** Trials it holds. */
  readonly size: number;
  /**
   * Refuses (UsageError, exit 2) a journal of another suite, target or settings than `now`, or one
   * that does not say which it was, unless `force`; then only unchanged cases' trials are reused.
   */
  check(now: RunIdentity, force: boolean): Promise<void>;
  /** The finished trial `n` of case `c`, when the journal has it and the case is unchanged since. */
  reuse(c: Case, n: number): Reused | undefined;
  /** How many trials were reused so far. */
  readonly reused: number;
  /** What the user should know: journaled trials this run had no use for, a torn last line. */
  notes(): string[];
  close(): void;
}

/**
 * Reads the journal of the run in `dir` (or the folder of a run.json / trials.jsonl given instead).
 * `hashOf` gives a planned case's hash (`caseHasher`): a trial is reused only under the same one.
 */
export async function openJournal(dir: string, hashOf: (c: Case) => string | undefined): Promise<Journal> {
  const file = await journalFile(dir);
  const index = new LineIndex();
  const bad: Issue[] = [];
  let badLine = 0;
  let lastLine = 0;
  await scanLines(file, (text, n, at) => {
    const raw = text.trim();
    if (raw === '') return;
    lastLine = n;
    const line = parseTrial(raw);
    if (typeof line === 'string') {
      badLine ||= n;
      if (bad.length < 20) bad.push({ file, path: `line ${n}`, message: line });
      return;
    }
    if (!index.has(line.caseId, line.trial)) index.set(line.caseId, line.trial, at, n);
  });
  // A run killed mid-write can leave its last line cut off: that trial is run again, not an error.
  const torn = bad.length === 1 && badLine === lastLine ? badLine : undefined;
  if (bad.length > 0 && torn === undefined) throw new ConfigError(bad);
  return journalOver(file, index, torn, hashOf);
}

function journalOver(file: string, index: LineIndex, torn: number | undefined, hashOf: (c: Case) => string | undefined): Journal {
  const reader = openLineReader(file);
  let reused = 0;
  const changed = new Set<string>();
  let stale = 0;
  return {
    file,
    size: index.size,
    check: (now, force) => checkIdentity(dirname(file), now, force),
    reuse(c, n) {
      const at = index.get(c.id, n);
      if (!at) return undefined;
      const trial = JSON.parse(reader.read(at)) as Trial & { turn?: number; base?: string; caseHash?: string };
      // Edited since (or journaled by a vouch that kept no hash): its trials are run again.
      if (trial.caseHash === undefined || trial.caseHash !== hashOf(c)) {
        changed.add(c.id);
        stale++;
        return undefined;
      }
      reused++;
      const { turn: _turn, base: _base, caseHash: _hash, ...rest } = trial;
      const text = trial.status === 'error' ? undefined : trial.response?.text;
      return { trial: rest, ...(text !== undefined ? { text } : {}) };
    },
    get reused() {
      return reused;
    },
    notes() {
      const out: string[] = [];
      if (torn !== undefined) out.push(`resume: the last line of ${file} was cut off (the run was killed mid-write); that trial ran again`);
      if (changed.size > 0) out.push(`resume: ${changed.size} case(s) changed since ${file} was written (${[...changed].slice(0, 5).join(', ')}${changed.size > 5 ? ', …' : ''}): their ${stale} journaled trial(s) ran again`);
      if (reused + stale < index.size) out.push(`resume: ${index.size - reused} trial(s) in ${file} were not in this run's plan (another suite or other filters?) and were not used`);
      return out;
    },
    close: () => reader.close(),
  };
}

/** Which suite, target and settings the journaled run was: its identity.json, else its run.json. */
async function identityIn(dir: string): Promise<RunIdentity | undefined> {
  for (const name of [IDENTITY_FILE, 'run.json']) {
    const text = await readFile(join(dir, name), 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    try {
      const value = JSON.parse(text) as Partial<RunIdentity>;
      if (typeof value.target === 'string' && typeof value.suite?.name === 'string' && typeof value.suite.file === 'string') return value as RunIdentity;
    } catch {
      // An unreadable file says nothing about the run: the next one may.
    }
  }
  return undefined;
}

async function checkIdentity(dir: string, now: RunIdentity, force: boolean): Promise<void> {
  if (force) return;
  const was = await identityIn(dir);
  const problems = was
    ? identityProblems(was, now, { a: 'the run resumed', b: 'this run' })
    : [`${basename(dir)} does not say which suite, target and settings it ran (no ${IDENTITY_FILE}: made by an older vouch?)`];
  if (problems.length === 0) return;
  throw new UsageError(`--resume ${dir}: ${problems.join('; ')}. Its trials would be mixed into another run's verdicts; pass --force to reuse them anyway (only the trials of unchanged cases are reused)`);
}

async function journalFile(given: string): Promise<string> {
  const info = await stat(given).catch(() => undefined);
  if (!info) throw ConfigError.one(given, '--resume: no such run folder');
  const dir = info.isDirectory() ? given : dirname(given);
  const file = join(dir, TRIALS_FILE);
  const journal = await stat(file).catch(() => undefined);
  if (!journal?.isFile()) {
    throw ConfigError.one(given, `--resume: ${basename(dir)} has no ${TRIALS_FILE}; give the folder of a run (reports/<run-id>/)`);
  }
  return file;
}

function parseTrial(raw: string): { caseId: string; trial: number } | string {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return 'not valid JSON';
  }
  const parsed = trialLine.safeParse(value);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  return `not a trial line: ${first ? `${first.path.join('.') || '(line)'}: ${first.message}` : 'invalid'}`;
}
