// The pin file beside a suite (`<suite>.pins.json`): responses recorded by `--update-pins`, keyed
// by case id, or `id@turn` for a conversation turn. Pins written inline in the suite are
// authoritative (design.md §8): they are never written here and always win over this file.
//
// Format (stable: keys sorted, two-space indent, trailing newline, so diffs in review stay small):
//   { "version": 1, "pins": { "SUB-001": { "response": "…" }, "CHAIN-001@2": { "response": "…", "tolerance": 0.9 } } }
// `tolerance` is optional and may be added by hand; an update keeps it.
import { readFile } from 'node:fs/promises';
import { dirname, join, parse } from 'node:path';
import { writeAtomically } from '../core/write-file.js';
import * as z from 'zod/mini';
import { ConfigError, type Issue } from '../core/errors.js';
import type { Case, PinTolerance } from '../core/types.js';
import { hint, jsonPath } from './issues.js';

export interface PinEntry {
  readonly response: string;
  readonly tolerance?: PinTolerance;
}

export interface PinUpdate {
  readonly caseId: string;
  /** 0-based conversation turn, when the id is the conversation's own. */
  readonly turn?: number;
  readonly response: string;
}

export interface PinUpdateResult {
  readonly file: string;
  /** Keys whose response was written. */
  readonly written: readonly string[];
  /** Keys left alone because the suite pins them inline. */
  readonly skipped: readonly string[];
}

export const PIN_FILE_VERSION = 1;

const TOLERANCE = 'expected "exact", "normalized" or a number in (0, 1]';

const pinFileSchema = z.strictObject({
  version: z.literal(PIN_FILE_VERSION, { error: `expected ${PIN_FILE_VERSION}` }),
  pins: z.record(
    z.string().check(z.minLength(1, 'a pin key must not be empty')),
    z.strictObject({
      response: z.string(),
      tolerance: z.optional(
        z.union([z.enum(['exact', 'normalized']), z.number().check(z.gt(0, TOLERANCE), z.lte(1, TOLERANCE))], { error: TOLERANCE }),
      ),
    }),
  ),
});

/** `suites/shield.yaml` → `suites/shield.pins.json`. */
export function pinFilePath(suiteFile: string): string {
  const { dir, name } = parse(suiteFile);
  return join(dir, `${name}.pins.json`);
}

/** `SUB-001`, or `CHAIN-001@2` for turn 2. */
export const pinKey = (caseId: string, turn?: number): string => (turn === undefined ? caseId : `${caseId}@${turn}`);

/** The suite's recorded pins; empty when it has no pin file. A malformed file is a ConfigError. */
export async function readPins(suiteFile: string): Promise<Map<string, PinEntry>> {
  const file = pinFilePath(suiteFile);
  const text = await readFile(file, 'utf8').catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return undefined;
    throw ConfigError.one(file, `cannot read: ${e.message}`);
  });
  return text === undefined ? new Map() : parsePins(file, text);
}

/** Pure half of readPins: the file's text → pins, or every problem at once. */
export function parsePins(file: string, text: string): Map<string, PinEntry> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw ConfigError.one(file, `invalid JSON: ${(e as Error).message}`);
  }
  const parsed = pinFileSchema.safeParse(data);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.flatMap((i) => toIssues(file, i)));
  }
  return new Map(Object.entries(parsed.data.pins).map(([key, v]) => [key, withoutUndefined(v)]));
}

function toIssues(file: string, issue: z.core.$ZodIssue): Issue[] {
  if (issue.code !== 'unrecognized_keys') return [{ file, path: jsonPath(issue.path), message: issue.message }];
  const known = issue.path.length === 0 ? ['version', 'pins'] : ['response', 'tolerance'];
  return issue.keys.map((key) => ({ file, path: jsonPath([...issue.path, key]), message: `unknown field${hint(key, known)}` }));
}

/**
 * Records `entries` in the suite's pin file, keeping the pins already there (and any tolerance
 * set by hand). Keys pinned inline (`inlinePinned`, by case id or by key) are never written,
 * and stale copies of them are dropped. For repeated trials of a key, the first entry wins.
 * @example await updatePins('suites/shield.yaml', [{ caseId: 'SUB-001', response: text }], new Set())
 */
export async function updatePins(
  suiteFile: string,
  entries: readonly PinUpdate[],
  inlinePinned: ReadonlySet<string>,
): Promise<PinUpdateResult> {
  const file = pinFilePath(suiteFile);
  const current = await readPins(suiteFile);
  const { pins, written, skipped } = applyPinUpdates(current, entries, inlinePinned);
  if (pins.size > 0 || current.size > 0) await writeAtomically(file, renderPins(pins));
  return { file, written, skipped };
}

/** Pure half of updatePins. */
export function applyPinUpdates(
  current: ReadonlyMap<string, PinEntry>,
  entries: readonly PinUpdate[],
  inlinePinned: ReadonlySet<string>,
): { pins: Map<string, PinEntry>; written: string[]; skipped: string[] } {
  const isInline = (caseId: string, key: string) => inlinePinned.has(caseId) || inlinePinned.has(key);
  const pins = new Map([...current].filter(([key]) => !isInline(key, key)));
  const written = new Set<string>();
  const skipped = new Set<string>();
  for (const e of entries) {
    const key = pinKey(e.caseId, e.turn);
    if (isInline(e.caseId, key)) skipped.add(key);
    else if (!written.has(key)) {
      const tolerance = current.get(key)?.tolerance;
      pins.set(key, tolerance === undefined ? { response: e.response } : { response: e.response, tolerance });
      written.add(key);
    }
  }
  return { pins, written: [...written], skipped: [...skipped] };
}

const byKey = new Intl.Collator('en', { numeric: true }).compare;

/** The file's text: keys in natural order (SUB-2 before SUB-10), response before tolerance. */
export function renderPins(pins: ReadonlyMap<string, PinEntry>): string {
  const sorted = [...pins].sort(([a], [b]) => byKey(a, b) || (a < b ? -1 : a > b ? 1 : 0));
  const body = Object.fromEntries(sorted.map(([key, e]) => [key, withoutUndefined({ response: e.response, tolerance: e.tolerance })]));
  return `${JSON.stringify({ version: PIN_FILE_VERSION, pins: body }, null, 2)}\n`;
}

/**
 * Cases with the recorded pin filled in where the suite has none inline. Run it on planned
 * cases, so conversation turns (`id@turn`) find theirs too.
 */
export function applyPins(cases: readonly Case[], pins: ReadonlyMap<string, PinEntry>): Case[] {
  return cases.map((c) => {
    const entry = c.pinnedResponse === undefined ? pins.get(c.id) : undefined;
    if (!entry) return c;
    return { ...c, pinnedResponse: entry.response, ...(entry.tolerance !== undefined ? { pinnedTolerance: entry.tolerance } : {}) };
  });
}


function withoutUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}
