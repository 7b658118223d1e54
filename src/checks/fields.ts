// Field schemas the checks share, so every list of strings in a suite reads the same way.
import * as z from 'zod/mini';

const NOT_EMPTY = 'must not be empty';
export const text = z.string().check(z.minLength(1, NOT_EMPTY));
export const texts = z.array(text);
/** A list that may be left out: an empty list. */
export const textList = z._default(texts, []);
export const optional = z.optional;

const REGEX = /^\/(.+)\/([a-z]*)$/s;

/** `/source/flags` → its parts, for entries written as regular expressions (design §3). */
export function regexParts(entry: string): { source: string; flags: string } | undefined {
  const m = REGEX.exec(entry);
  return m ? { source: m[1] ?? '', flags: m[2] ?? '' } : undefined;
}

/** A text that may be a `/regex/flags`, whose regular expression must compile. */
export const pattern = text.check(
  z.superRefine((s, ctx) => {
    const parts = regexParts(s);
    if (!parts) return;
    try {
      new RegExp(parts.source, parts.flags);
    } catch (e) {
      ctx.issues.push({ code: 'custom', input: s, message: `invalid regular expression: ${(e as Error).message}` });
    }
  }),
);
export const patternList = z._default(z.array(pattern), []);
