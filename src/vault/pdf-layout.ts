// A PDF's text as lines with their font sizes (what pdf-worker.ts extracts) → a VaultDoc. PDF has no
// paragraphs or headings, only text drawn at places: sections come from the outline (bookmarks) when
// the document has one, else from lines set larger than the body text; paragraphs from line spacing.
import { normalizeText } from '../core/index.js';
import { stemOf } from './format.js';
import { sectionBuilder, sentences, squash, step, type SectionBuilder } from './passages.js';
import type { VaultDoc } from './types.js';

/** One line of text as drawn: its page (1-based), baseline height on the page, and font size. */
export interface PdfLine {
  readonly page: number;
  readonly y: number;
  readonly size: number;
  readonly text: string;
}

/** An outline (bookmark) entry: its title, nesting (1 = top), and where it points when that is known. */
export interface PdfOutlineEntry {
  readonly title: string;
  readonly depth: number;
  readonly page?: number;
  /** The height on the page the entry opens at (PDF units, from the bottom). */
  readonly top?: number;
}

export interface PdfLayout {
  /** The title in the document's metadata, if any. */
  readonly title?: string;
  readonly lines: readonly PdfLine[];
  readonly outline: readonly PdfOutlineEntry[];
}

/** A line this much larger than the body text is heading-like. */
const HEADING_RATIO = 1.15;
/** A heading-like line is short: longer ones are emphasised prose. */
const MAX_HEADING_CHARS = 160;
/** How far an outline entry's position is looked for past its page's first line. */
const MAX_POSITION_SCAN = 2000;
const ITEM = /^(?:([•·▪‣◦\-*–])|(\d{1,3}[.)]))\s+(?=\S)/;

/** The document a PDF's layout reads as: linear in its lines, apart from a log factor for the outline. */
export function layoutDoc(file: string, layout: PdfLayout): VaultDoc {
  const lines = layout.lines.map((l) => ({ ...l, text: squash(normalizeText(l.text)) })).filter((l) => l.text !== '');
  const bodySize = mostCommonSize(lines);
  const largeLines = headingLike(lines, bodySize);
  const title = usableTitle(layout.title) ?? largeLines.at.values().next().value?.[0]?.text ?? lines[0]?.text ?? stemOf(file);
  const headings = layout.outline.length > 0 ? outlineHeadings(lines, layout.outline) : largeLines;
  const sections = sectionBuilder();
  let paragraph: typeof lines = [];
  const flush = (): void => {
    readParagraph(paragraph, sections);
    paragraph = [];
  };
  let seenHeading = false;
  for (const [i, line] of lines.entries()) {
    for (const h of headings.at.get(i) ?? []) {
      flush();
      sections.heading(h.text, h.depth);
      seenHeading = true;
    }
    // The line an outline entry or a heading stands for, and the title drawn above the first heading, are not prose.
    if (headings.consumed.has(i) || (!seenHeading && line.text === title)) continue;
    const last = paragraph.at(-1);
    if (last && !sameParagraph(last, line)) flush();
    paragraph.push(line);
  }
  flush();
  const body = lines.map((l) => l.text).join('\n');
  return { file, title, aliases: [], body, lower: body.toLowerCase(), sections: sections.done(title) };
}

interface Heading {
  readonly text: string;
  readonly depth: number;
}

interface Headings {
  /** The headings that open before each line, by line index. */
  readonly at: ReadonlyMap<number, readonly Heading[]>;
  /** Lines that are a heading's own text, so not also passages. */
  readonly consumed: ReadonlySet<number>;
}

/** The font size most of the text is set in. */
function mostCommonSize(lines: readonly PdfLine[]): number {
  const chars = new Map<number, number>();
  for (const l of lines) chars.set(round(l.size), (chars.get(round(l.size)) ?? 0) + l.text.length);
  return [...chars].reduce((best, entry) => (entry[1] > best[1] ? entry : best), [0, -1])[0];
}

/** Lines set larger than the body, as headings: the largest size is depth 1, the next 2, and so on. */
function headingLike(lines: readonly PdfLine[], bodySize: number): Headings {
  const isHeading = (l: PdfLine): boolean => round(l.size) >= bodySize * HEADING_RATIO && l.text.length <= MAX_HEADING_CHARS && /\p{L}/u.test(l.text);
  const sizes = [...new Set(lines.filter(isHeading).map((l) => round(l.size)))].sort((a, b) => b - a);
  const at = new Map<number, Heading[]>();
  const consumed = new Set<number>();
  let open: { index: number; line: PdfLine; heading: { text: string; depth: number } } | undefined;
  for (const [i, line] of lines.entries()) {
    if (!isHeading(line)) continue;
    consumed.add(i);
    // A heading wrapped onto a second line of the same size is one heading.
    if (open && open.index === i - 1 && sameParagraph(open.line, line)) {
      open.heading.text += ` ${line.text}`;
      open = { ...open, index: i, line };
      continue;
    }
    const heading = { text: line.text, depth: Math.min(6, sizes.indexOf(round(line.size)) + 1) };
    at.set(i, [heading]);
    open = { index: i, line, heading };
  }
  return { at, consumed };
}

/** Each outline entry at the line it points to: the line that reads as its title, else its page and height. */
function outlineHeadings(lines: readonly PdfLine[], outline: readonly PdfOutlineEntry[]): Headings {
  const byText = new Map<string, number[]>();
  const pageStart = new Map<number, number>();
  for (const [i, l] of lines.entries()) {
    const key = fold(l.text);
    const same = byText.get(key);
    if (same) same.push(i);
    else byText.set(key, [i]);
    if (!pageStart.has(l.page)) pageStart.set(l.page, i);
  }
  const at = new Map<number, Heading[]>();
  const consumed = new Set<number>();
  let from = 0;
  for (const entry of outline) {
    const titled = firstAtOrAfter(byText.get(fold(entry.title)) ?? [], from);
    const placed = entry.page === undefined ? undefined : position(lines, pageStart, entry, from);
    const onPage = titled !== undefined && (entry.page === undefined || lines[titled]!.page === entry.page);
    const index = onPage ? titled : (placed ?? titled);
    if (index === undefined) continue;
    const opening = at.get(index);
    const heading = { text: squash(normalizeText(entry.title)), depth: entry.depth };
    if (opening) opening.push(heading);
    else at.set(index, [heading]);
    if (onPage) consumed.add(index);
    from = index;
  }
  return { at, consumed };
}

/** The first line at or below where an entry points on its page (or the next page's first line). */
function position(lines: readonly PdfLine[], pageStart: ReadonlyMap<number, number>, entry: PdfOutlineEntry, from: number): number | undefined {
  const start = Math.max(from, pageStart.get(entry.page!) ?? Number.POSITIVE_INFINITY);
  if (!Number.isFinite(start)) return [...pageStart].find(([page]) => page > entry.page!)?.[1];
  for (let i = start; i < lines.length && i < start + MAX_POSITION_SCAN; i++) {
    const l = lines[i]!;
    if (l.page !== entry.page || entry.top === undefined || l.y <= entry.top + 1) return i;
  }
  return start;
}

function firstAtOrAfter(sorted: readonly number[], from: number): number | undefined {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < from) lo = mid + 1;
    else hi = mid;
  }
  return sorted[lo];
}

/** Lines of one paragraph: same page and size, no wider gap than line spacing. */
function sameParagraph(a: PdfLine, b: PdfLine): boolean {
  return a.page === b.page && round(a.size) === round(b.size) && a.y - b.y > 0 && a.y - b.y <= a.size * 1.8 && !ITEM.test(b.text);
}

/** A paragraph's lines: list items (numbers kept) one passage each, prose as sentences. */
function readParagraph(lines: readonly PdfLine[], sections: SectionBuilder): void {
  if (lines.length === 0) return;
  // Lines and the separators between them: a word hyphenated across lines ("reten-", "tion") is one word again.
  const parts: string[] = [];
  for (const { text } of lines) {
    const previous = parts.at(-1);
    const joined = previous !== undefined && /\p{L}-$/u.test(previous) && /^\p{Ll}/u.test(text);
    if (joined) parts[parts.length - 1] = previous.slice(0, -1);
    if (previous !== undefined) parts.push(joined ? '' : ' ');
    parts.push(text);
  }
  const text = parts.join('');
  const marker = ITEM.exec(text);
  if (!marker) for (const p of sentences(text)) sections.passage(p);
  else sections.passage(marker[2] ? step(Number.parseInt(marker[2], 10), text.slice(marker[0].length)) : { text: text.slice(marker[0].length), kind: 'item' });
}

/** Metadata titles that name a file ("Microsoft Word - draft3.docx", "untitled") say nothing of the document. */
function usableTitle(title: string | undefined): string | undefined {
  const t = squash(normalizeText(title ?? ''));
  return /\p{L}/u.test(t) && !/\.\w{2,4}$/.test(t) && !/^untitled\b/i.test(t) ? t : undefined;
}

const round = (size: number): number => Math.round(size * 2) / 2;
const fold = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
