// The pin file beside a suite (`<suite>.pins.json`): responses recorded by `--update-pins`, keyed
// by case id, or `id@turn` for a conversation turn. Read here; filled into cases by plan; written
// by the pins reporter. Pins written inline in the suite are authoritative (design.md §8): they
// are never written to this file and always win over it.
//
// Format (stable: keys sorted, two-space indent, trailing newline, so diffs in review stay small):
//   { "version": 1, "pins": { "SUB-001": { "response": "…" }, "CHAIN-001@2": { "response": "…", "tolerance": 0.9 } } }
// `tolerance` is optional and may be added by hand; an update keeps it.
import { readFile } from 'node:fs/promises';
import { join, parse } from 'node:path';
import * as z from 'zod/mini';
import type { PinTolerance } from '../checks/index.js';
import { ConfigError, type Issue } from '../core/index.js';
import { hint, jsonPath } from './issues.js';

export interface PinEntry {
  readonly response: string;
  readonly tolerance?: PinTolerance;
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
  return new Map(Object.entries(parsed.data.pins).map(([key, v]) => [key, v.tolerance === undefined ? { response: v.response } : { response: v.response, tolerance: v.tolerance }]));
}

function toIssues(file: string, issue: z.core.$ZodIssue): Issue[] {
  if (issue.code !== 'unrecognized_keys') return [{ file, path: jsonPath(issue.path), message: issue.message }];
  const known = issue.path.length === 0 ? ['version', 'pins'] : ['response', 'tolerance'];
  return issue.keys.map((key) => ({ file, path: jsonPath([...issue.path, key]), message: `unknown field${hint(key, known)}` }));
}
