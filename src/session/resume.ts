// `--resume RUN_DIR`: the trials an earlier run finished, read back from its journal
// (trials.jsonl), so the run takes them as they were and calls the target only for the rest.
// The journal is scanned once and each trial read again only when the run reaches it: resuming a
// run of any size costs memory for its keys, not its trials.
import { stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import * as z from 'zod/mini';
import { ConfigError, FINDING_KINDS, LineIndex, openLineReader, scanLines, type Case, type Issue, type Trial } from '../core/index.js';
import { TRIALS_FILE } from '../report/index.js';
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
  /** The finished trial `n` of case `c`, when the journal has it. */
  reuse(c: Case, n: number): Reused | undefined;
  /** How many trials were reused so far. */
  readonly reused: number;
  /** What the user should know: journaled trials this run had no use for, a torn last line. */
  notes(): string[];
  close(): void;
}

/** Reads the journal of the run in `dir` (or the folder of a run.json / trials.jsonl given instead). */
export async function openJournal(dir: string): Promise<Journal> {
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
  return journalOver(file, index, torn);
}

function journalOver(file: string, index: LineIndex, torn: number | undefined): Journal {
  const reader = openLineReader(file);
  let reused = 0;
  return {
    file,
    size: index.size,
    reuse(c, n) {
      const at = index.get(c.id, n);
      if (!at) return undefined;
      const trial = JSON.parse(reader.read(at)) as Trial & { turn?: number; base?: string };
      reused++;
      const { turn: _turn, base: _base, ...rest } = trial;
      const text = trial.status === 'error' ? undefined : trial.response?.text;
      return { trial: rest, ...(text !== undefined ? { text } : {}) };
    },
    get reused() {
      return reused;
    },
    notes() {
      const out: string[] = [];
      if (torn !== undefined) out.push(`resume: the last line of ${file} was cut off (the run was killed mid-write); that trial ran again`);
      if (reused < index.size) out.push(`resume: ${index.size - reused} trial(s) in ${file} were not in this run's plan (another suite or other filters?) and were not used`);
      return out;
    },
    close: () => reader.close(),
  };
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
