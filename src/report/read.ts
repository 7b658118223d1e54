// Reading a saved run record (`vouch report`, `merge`, `compare`, `history`): any JSON file a user
// names is untrusted input, checked against the published schema before a reporter sees it. A
// small record is read whole; a large one (a run of 50,000 cases is tens of megabytes) is parsed as
// it is read, each case checked and put in a decision store, so reading it holds what writing it
// did: the head, and a few bytes per case.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { JSONParser } from '@streamparser/json';
import type { z } from 'zod';
import { ConfigError, decisionsOf, viewOf, type Decision, type Issue, type RunHead, type RunResult, type RunView } from '../core/index.js';
import { jsonPath } from '../load/index.js';
import { openDecisionStore, type DecisionStore } from './decision-store.js';

/**
 * The schemas, loaded when a record is first read: they are built with zod's full API, which is
 * most of the executable's code, and a run that reads no record never needs them.
 */
type Schemas = typeof import('./schema.js');
const loadSchemas = (): Promise<Schemas> => import('./schema.js');

/** Issues named after the file, at most this many (a wrong file would list every field). */
const MAX_ISSUES = 10;
/** Records from this size on are parsed as they are read. */
export const STREAM_RECORDS_FROM = 4 * 1024 * 1024;

export interface ReadOptions {
  /** Parse as it is read from this size on (bytes); default STREAM_RECORDS_FROM. */
  readonly streamFrom?: number;
  /** Check the cases but keep none: for listing runs. */
  readonly headOnly?: boolean;
}

/** A saved run read back; `close()` lets its cases go (a large record's are in a scratch file). */
export interface SavedRun {
  readonly run: RunView;
  close(): void;
}

/**
 * The run in `path`, or a ConfigError (exit 2) naming the file, the JSON path and what is wrong.
 *
 * @example const { run, close } = await readRunResult('reports/latest.json');
 */
export async function readRunResult(path: string, shown = path, opts: ReadOptions = {}): Promise<SavedRun> {
  const info = await stat(path).catch((e: NodeJS.ErrnoException) => {
    throw ConfigError.one(shown, e.code === 'ENOENT' ? 'file not found' : `cannot read: ${e.message}`);
  });
  if (info.isDirectory()) throw ConfigError.one(shown, 'is a folder: name its run.json');
  const schemas = await loadSchemas();
  if (info.size >= (opts.streamFrom ?? STREAM_RECORDS_FROM)) return streamRunResult(path, shown, opts.headOnly ?? false, schemas);
  const text = await readFile(path, 'utf8').catch((e: NodeJS.ErrnoException) => {
    throw ConfigError.one(shown, `cannot read: ${e.message}`);
  });
  const run = viewOf(parseRunResult(shown, text, schemas));
  return { run: opts.headOnly ? { ...run, decisions: decisionsOf([]) } : run, close: () => undefined };
}

function parseRunResult(file: string, text: string, { runResultSchema }: Schemas): RunResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw ConfigError.one(file, `not a vouch run record: invalid JSON (${(error as Error).message})`);
  }
  const parsed = runResultSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw issuesOf(file, parsed.error.issues.map((i) => ({ path: i.path, message: i.message })));
}

interface Found {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

function issuesOf(file: string, found: readonly Found[]): ConfigError {
  const issues: Issue[] = found.slice(0, MAX_ISSUES).map((i) => ({ file, path: jsonPath(i.path), message: i.message }));
  const more = found.length - issues.length;
  if (more > 0) issues.push({ file, path: '', message: `… and ${more} more problems: is this a vouch run.json?` });
  return new ConfigError(issues);
}

type ListName = keyof Schemas['runListSchemas'];

/** Parses the record as it is read: the head kept, each list's elements checked as they end, the cases stored. */
async function streamRunResult(path: string, shown: string, headOnly: boolean, { runHeadSchema, runListSchemas }: Schemas): Promise<SavedRun> {
  const isList = (key: unknown): key is ListName => typeof key === 'string' && key in runListSchemas;
  const store: DecisionStore | undefined = headOnly ? undefined : openDecisionStore();
  const head: Record<string, unknown> = {};
  const lists = new Set<string>();
  const found: Found[] = [];
  let cases = 0;
  const parser = new JSONParser({ paths: ['$', '$.*', ...Object.keys(runListSchemas).map((k) => `$.${k}.*`)], keepStack: false });
  parser.onValue = ({ value, key, stack }) => {
    if (stack.length === 0) {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) found.push({ path: [], message: 'not a vouch run record: not a JSON object' });
      return;
    }
    if (stack.length === 1) {
      // A list's elements were checked and let go as they ended: what is left of it is an empty array.
      if (!isList(key)) head[key as string] = value;
      else if (!Array.isArray(value)) found.push({ path: [key], message: 'expected array' });
      else lists.add(key);
      return;
    }
    const list = stack[1]!.key;
    if (!isList(list)) return;
    const checked = (runListSchemas[list] as z.ZodType).safeParse(value);
    if (!checked.success) {
      for (const i of checked.error.issues) if (found.length <= MAX_ISSUES) found.push({ path: [list, key as number, ...i.path], message: i.message });
    } else if (list === 'cases') store?.add(cases++, checked.data as Decision);
  };
  try {
    for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) parser.write(chunk);
    if (!parser.isEnded) parser.end();
  } catch (error) {
    store?.close();
    throw ConfigError.one(shown, `not a vouch run record: invalid JSON (${(error as Error).message})`);
  }
  const checked = runHeadSchema.safeParse(head);
  if (!checked.success) found.push(...checked.error.issues.map((i) => ({ path: i.path, message: i.message })));
  for (const list of Object.keys(runListSchemas)) if (!lists.has(list)) found.push({ path: [list], message: 'Invalid input: expected array, received undefined' });
  if (found.length > 0) {
    store?.close();
    throw issuesOf(shown, found);
  }
  return { run: { ...(checked.data as RunHead), decisions: store ?? decisionsOf([]) }, close: () => store?.close() };
}
