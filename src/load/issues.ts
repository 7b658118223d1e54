// zod's issues turned into the user's words: file › JSON path: what is wrong (and a hint).
import { closest, distance } from 'fastest-levenshtein';
import type { z } from 'zod/mini';
import type { Issue } from '../core/index.js';
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
      return issue.keys.map((key) => ({
        file,
        path: jsonPath([...path, key]),
        message: `unknown field${hint(key, KNOWN_KEYS)}${unknownHint ? `: ${unknownHint}` : ''}`,
      }));
    }
    if (issue.code === 'invalid_value' && typeof issue.input === 'string') {
      const options = issue.values.filter((v): v is string => typeof v === 'string');
      return [{ file, path: jsonPath(path), message: `"${issue.input}" is not one of ${options.join(', ')}${hint(issue.input, options)}` }];
    }
    if (issue.code === 'invalid_union') {
      return [{ file, path: jsonPath(path), message: unionMessage(issue) }];
    }
    return [{ file, path: jsonPath(path), message: issue.message }];
  });
}

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
  if (known.length === 0) return '';
  const best = closest(word, [...known]);
  const limit = Math.max(2, Math.floor(word.length / 3));
  return distance(word.toLowerCase(), best.toLowerCase()) <= limit ? ` (did you mean "${best}"?)` : '';
}
