// The form a suite's literal takes for a case-insensitive search: NFKC, invisible characters
// removed, lower case. Suites repeat the same literals across trials, so each is worked out once.
import { normalizeText } from '../core/index.js';

const needles = new Map<string, string>();
/** Enough for any real suite; past it, literals are simply worked out each time. */
const LIMIT = 10_000;

/** @example needle('O\u200bkta') // 'okta' */
export function needle(literal: string): string {
  let found = needles.get(literal);
  if (found === undefined) {
    found = normalizeText(literal).toLowerCase();
    if (needles.size < LIMIT) needles.set(literal, found);
  }
  return found;
}
