// Field schemas the checks share, so every list of strings in a suite reads the same way.
import * as z from 'zod/mini';
import { quoted } from '../core/index.js';
import { regexParts, regexProblem } from './regex.js';

const NOT_EMPTY = 'must not be empty';
export const text = z.string().check(z.minLength(1, NOT_EMPTY));
export const texts = z.array(text);
/** A list that may be left out: an empty list. */
export const textList = z._default(texts, []);
export const optional = z.optional;

export { regexParts } from './regex.js';

/** A text that may be a `/regex/flags`, whose regular expression must compile on the linear-time engine (regex.ts). */
export const pattern = text.check(
  z.superRefine((s, ctx) => {
    const parts = regexParts(s);
    const problem = parts && regexProblem(parts.source, parts.flags);
    if (problem) ctx.issues.push({ code: 'custom', input: s, message: `${quoted(s, 120)}: ${problem}` });
  }),
);
export const patternList = z._default(z.array(pattern), []);
