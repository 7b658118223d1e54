// zod's issues turned into the user's words: file › JSON path: what is wrong (and a hint).
import { closest, distance } from 'fastest-levenshtein';
import type { z } from 'zod/mini';
import { quoted, type Issue } from '../core/index.js';
import { KNOWN_KEYS } from './schema.js';

/** `['cases', 3, 'requiredSignals', 0]` → `cases[3].requiredSignals[0]`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`))
    .join('');
}

/** `unknownHint` follows every unknown field's message (what to do instead). */
export function toIssues(file: string, error: z.core.$ZodError, prefix: readonly PropertyKey[] = [], unknownHint?: string): Issue[] {
  return error.issues.flatMap((issue): Issue[] => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ file, path: jsonPath([...path, key]), message: unknownField(key, unknownHint) }));
    }
    if (issue.code === 'invalid_value' && typeof issue.input === 'string') {
      const options = issue.values.filter((v): v is string => typeof v === 'string');
      return [{ file, path: jsonPath(path), message: `${quoted(issue.input)} is not one of ${options.join(', ')}${hint(issue.input, options)}` }];
    }
    if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input')) {
      return [{ file, path: jsonPath(path), message: wrongType(issue.expected, issue.input) }];
    }
    if (issue.code === 'invalid_union') {
      return [{ file, path: jsonPath(path), message: unionMessage(issue) }];
    }
    return [{ file, path: jsonPath(path), message: issue.message }];
  });
}

/** A field vouch does not read here: a near miss gets "did you mean", a field of another place says where it belongs. */
function unknownField(key: string, unknownHint: string | undefined): string {
  if (KNOWN_KEYS.includes(key)) return `${quoted(key)} is not read here${unknownHint ? `: ${unknownHint}` : ''}`;
  return `unknown field${hint(key, KNOWN_KEYS)}${unknownHint ? `: ${unknownHint}` : ''}`;
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'text',
  array: 'a list',
  object: 'an object ({…})',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  null: 'nothing (null)',
  undefined: 'nothing',
};

/** `expected a list, got text: write it as a list, e.g. ["…"]`: what was wanted, what was found, and how to fix the common slip. */
function wrongType(expected: string, input: unknown): string {
  const got = input === undefined ? 'nothing (the field is required)' : (TYPE_NAMES[typeOf(input)] ?? typeOf(input));
  const want = TYPE_NAMES[expected] ?? expected;
  const fix = expected === 'array' && typeof input === 'string' ? `: write it as a list, e.g. [${quoted(input, 40)}]` : '';
  return `expected ${want}, got ${got}${fix}`;
}

const typeOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'number' : typeof v);

function unionMessage(issue: z.core.$ZodIssueInvalidUnion): string {
  // The most specific branch explains best: the one that got furthest before failing.
  const best = issue.errors
    .map((branch) => branch[0])
    .filter((i) => i !== undefined)
    .sort((a, b) => b.path.length - a.path.length)[0];
  if (best && best.code !== 'invalid_type') return best.message;
  return issue.message === 'Invalid input' ? 'value has the wrong type' : issue.message;
}

/** ` (did you mean "expectedBehavior"?)` when a known word is close enough. */
export function hint(word: string, known: readonly string[]): string {
  // A long word is no near miss of any field name, and measuring its distance would cost time.
  if (known.length === 0 || word.length > 200) return '';
  const best = closest(word, [...known]);
  const limit = Math.max(2, Math.floor(word.length / 3));
  return distance(word.toLowerCase(), best.toLowerCase()) <= limit ? ` (did you mean "${best}"?)` : '';
}
