// A readable, size-capped diff between a pinned response and what the bot said now.
//
// Replies are often one long paragraph, so a plain line diff would show the whole reply as one
// changed line. Both texts are first broken into sentences (one per line), then compared with the
// `diff` package's line diff and printed as unified-diff hunks with one sentence of context.
// The printed diff is capped, so only the start of each text is compared (DIFF_INPUT_CHARS), and a
// diff that takes too long (two long, unrelated texts) gives way to both texts' first sentences.
import { structuredPatch } from 'diff';
import { normalizeText } from '../core/index.js';

export interface PinDiffOptions {
  /** Cap on the whole diff, in characters. */
  readonly maxChars?: number;
  /** Cap on one printed line, in characters. */
  readonly maxLineChars?: number;
}

export const PIN_DIFF_MAX_CHARS = 2000;
const MAX_LINE_CHARS = 240;
const DIFF_INPUT_CHARS = 20_000;
const DIFF_TIMEOUT_MS = 500;
const MAX_RUN = 8;

/**
 * @example
 * pinDiff('Keys rotate yearly. Ask security.', 'Keys rotate quarterly. Ask security.')
 * // --- pinned
 * // +++ response
 * // @@ -1,2 +1,2 @@
 * // -Keys rotate yearly.
 * // +Keys rotate quarterly.
 * //  Ask security.
 */
export function pinDiff(pinned: string, response: string, opts: PinDiffOptions = {}): string {
  const maxChars = opts.maxChars ?? PIN_DIFF_MAX_CHARS;
  const maxLine = opts.maxLineChars ?? MAX_LINE_CHARS;
  const [a, b] = [sentenceLines(pinned.slice(0, DIFF_INPUT_CHARS)), sentenceLines(response.slice(0, DIFF_INPUT_CHARS))];
  const patch = structuredPatch('pinned', 'response', a, b, '', '', { context: 1, timeout: DIFF_TIMEOUT_MS });
  const lines = ['--- pinned', '+++ response'];
  if (!patch) lines.push('(too different to align: the start of each)', ...prefixed('-', a), ...prefixed('+', b));
  else if (patch.hunks.length === 0) lines.push(`(same sentences: the texts differ in spacing only, or after ${DIFF_INPUT_CHARS} characters)`);
  for (const h of patch?.hunks ?? []) {
    lines.push(`@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@`);
    // The package marks a missing final newline with a "\" line; sentenceLines always ends
    // with one, so those lines never carry information here.
    lines.push(...squeezeRuns(h.lines.filter((l) => !l.startsWith('\\'))));
  }
  return capLines(lines.map((l) => clip(l, maxLine)), maxChars);
}

/**
 * Long runs of removed or added lines cut to their first MAX_RUN, so a rewritten reply shows
 * both what went and what came within the size cap.
 */
function squeezeRuns(lines: readonly string[]): string[] {
  const out: string[] = [];
  let run = 0;
  for (const [i, line] of lines.entries()) {
    run = i > 0 && line[0] === lines[i - 1]?.[0] ? run + 1 : 1;
    if (run <= MAX_RUN || line[0] === ' ') out.push(line);
    else if (run === MAX_RUN + 1) out.push(`… ${countRun(lines, i)} more ${line[0] === '-' ? 'removed' : 'added'} lines`);
  }
  return out;
}

function countRun(lines: readonly string[], from: number): number {
  let n = 0;
  while (lines[from + n]?.[0] === lines[from]?.[0]) n++;
  return n;
}

/** A few of `text`'s lines with `sign` in front: enough to fill the capped diff. */
function prefixed(sign: string, text: string): string[] {
  return text
    .split('\n')
    .filter((l) => l !== '')
    .slice(0, MAX_RUN)
    .map((l) => sign + l);
}

/** One sentence per line, after the same normalisation the checks use. */
export function sentenceLines(text: string): string {
  const sentences = normalizeText(text)
    .split(/(?<=[.!?:;])\s+|\s*\n\s*/u)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return sentences.map((s) => `${s}\n`).join('');
}

function clip(line: string, max: number): string {
  return line.length <= max ? line : `${line.slice(0, max - 1)}…`;
}

/** Whole lines up to `maxChars`, then a note of how many were left out. */
function capLines(lines: readonly string[], maxChars: number): string {
  const kept: string[] = [];
  let size = 0;
  for (const line of lines) {
    if (size + line.length + 1 > maxChars && kept.length > 2) {
      kept.push(`… ${lines.length - kept.length} more diff lines not shown`);
      break;
    }
    kept.push(line);
    size += line.length + 1;
  }
  return kept.join('\n');
}
