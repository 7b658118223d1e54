// Scores on a scale: "a GPA of 3.5/4.0", "rated 4.5/5", "3.5 out of 4.0", "four out of five" — one
// value however written, so a reply's "3.5/4.0" is supported by the vault's "3.5 out of 4.0" and a
// "3.2/4.0" contradicted by it. Hand-written: chrono reads "3.5/4.0" as 5 April, and the number
// libraries read "3.5 out of 4.0" as two numbers.
import { numberAt, numberKey } from '../numbers.js';
import { FUNCTION_WORDS } from '../tables/function-words.js';
import type { Scan } from './scan.js';

/** "3.5/4.0", "4.5/5": a decimal on either side, so no date ("3/4") is taken for a score, and a whole scale, so no pair of versions ("TLS 1.2/1.3"). */
const SLASHED = /^(\d{1,3}(?:\.\d{1,2})?)\/(\d{1,3}(?:\.\d{1,2})?)$/;

/** Read before dates and codes, which would take "3.5/4.0" for a date or an identifier. */
export function scores(scan: Scan): void {
  const { tokens } = scan;
  for (let i = 0; i < tokens.length; i++) {
    if (scan.isHeld(i)) continue;
    const t = tokens[i]!;
    const slashed = t.kind === 'mixed' && t.text.includes('.') ? SLASHED.exec(t.text) : null;
    if (slashed) {
      take(scan, i, i + 1, Number(slashed[1]), Number(slashed[2]), false);
      continue;
    }
    if (tokens[i + 1]?.lower !== 'out' || tokens[i + 2]?.lower !== 'of') continue;
    const score = numberAt(tokens, i);
    const scale = score && score.to === i + 1 ? numberAt(tokens, i + 3) : undefined;
    // "seven out of ten", and no noun after: a share as much as a score ("seven out of ten sessions" counts sessions).
    if (score && scale) take(scan, i, scale.to, score.value, scale.value, tokens[scale.to]?.kind !== 'word' || FUNCTION_WORDS.has(tokens[scale.to]!.lower));
  }
}

function take(scan: Scan, from: number, to: number, score: number, scale: number, shareToo: boolean): void {
  if (scale === 0 || score > scale || !Number.isInteger(scale)) return;
  const key = `score:${numberKey(score)}:${numberKey(scale)}`;
  // "seven out of ten", "12 out of 100": whole numbers are as often a share as a score, so the percentage states it too.
  const share = shareToo && Number.isInteger(score) && Number.isInteger(scale) ? [`pct:${numberKey((100 * score) / scale)}`] : [];
  // Its score alone is stated too: "a GPA of 3.5" is what "3.5 out of 4.0" says.
  scan.take(from, to, { kind: 'number', keys: [key, ...share], provides: [key, ...share, `n:${numberKey(score)}`], dimension: `score:${numberKey(scale)}`, value: score, unit: `score:${numberKey(scale)}` });
}
