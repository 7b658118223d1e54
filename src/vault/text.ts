// A plain-text vault document (.txt): the first line is the title, blank lines separate paragraphs,
// and a paragraph that looks like a heading opens a section. Plain text has no markup to say which
// lines are headings, so only unmistakable shapes count; anything else is prose.
import { normalizeText } from '../core/index.js';
import { readTextDoc, stemOf, TEXT_MAX_BYTES, type DocFormat } from './format.js';
import { sectionBuilder, sentences, squash, step, type SectionBuilder } from './passages.js';
import type { VaultDoc } from './types.js';

export const text: DocFormat = {
  name: 'plain text',
  extensions: ['.txt', '.text'],
  maxBytes: TEXT_MAX_BYTES,
  read: async (file, bytes) => readTextDoc(file, bytes, parseText),
};

// A list item's marker: "- ", "* ", "• ", "1. ", "2) ".
const ITEM = /^\s*(?:([-*•+])|(\d{1,4}[.)]))\s+(?=\S)/;
// A setext underline: the line above it is a heading ("=" level 1, "-" level 2).
const UNDERLINE = /^\s*(=+|-+)\s*$/;
// "2 Scope", "3.1. Keys": a heading's own numbering gives its depth.
const NUMBERED = /^(\d{1,3}(?:\.\d{1,3})*)\.?\s+\p{L}/u;
/** A line longer than this is prose, never a heading. */
const MAX_HEADING_CHARS = 100;

/** Reads a plain-text document; linear in its length. */
export function parseText(file: string, source: string): VaultDoc {
  const body = normalizeText(source).replace(/\r\n?/g, '\n');
  const blocks = body.split(/\n[ \t]*\n/).map((b) => b.split('\n').filter((l) => l.trim() !== '')).filter((b) => b.length > 0);
  const title = squash(blocks[0]?.[0] ?? '') || stemOf(file);
  const sections = sectionBuilder();
  for (const [i, lines] of blocks.entries()) {
    const heading = headingOf(lines, i === 0, i + 1 < blocks.length);
    if (heading) sections.heading(heading.text, heading.depth);
    else readBlock(lines, sections);
  }
  return { file, title, aliases: [], body, lower: body.toLowerCase(), sections: sections.done(title) };
}

function headingOf(lines: readonly string[], first: boolean, more: boolean): { text: string; depth: number } | undefined {
  const [line = '', under] = lines;
  const text = squash(line);
  if (text.length > MAX_HEADING_CHARS || !/\p{L}/u.test(text)) return undefined;
  if (lines.length === 2 && under !== undefined && UNDERLINE.test(under)) return { text, depth: under.trim().startsWith('=') ? 1 : 2 };
  if (lines.length !== 1) return undefined;
  if (first) return { text, depth: 1 };
  // A lone short line ending without punctuation, with text after it: "Data Retention", "2.1 Backups".
  if (!more || /[.!?,;:]$/.test(text) || ITEM.test(line) && !NUMBERED.test(text)) return undefined;
  const numbered = NUMBERED.exec(text);
  return { text, depth: numbered ? Math.min(6, (numbered[1] ?? '').split('.').length + 1) : 2 };
}

/** Prose lines up to the first list item, then one passage per item (numbered steps keep their numbers). */
function readBlock(lines: readonly string[], sections: SectionBuilder): void {
  const firstItem = lines.findIndex((l) => ITEM.test(l));
  const prose = firstItem < 0 ? lines : lines.slice(0, firstItem);
  for (const p of sentences(squash(prose.join(' ')))) sections.passage(p);
  if (firstItem < 0) return;
  let item = '';
  let number: number | undefined;
  const flush = (): void => {
    if (item) sections.passage(number === undefined ? { text: squash(item), kind: 'item' } : step(number, squash(item)));
  };
  for (const line of lines.slice(firstItem)) {
    const marker = ITEM.exec(line);
    if (!marker) {
      item += ` ${line}`;
      continue;
    }
    flush();
    // A bullet goes; a number stays, as the step's name ("Step 3: Notify the customer").
    number = marker[2] ? Number.parseInt(marker[2], 10) : undefined;
    item = line.slice(marker[0].length);
  }
  flush();
}
