// What every format shares once it has found its structure: prose split into sentences, a table row
// said under its column headers, and sections gathered heading by heading (design §2).
import { oneSpace, sentenceSpans } from '../core/index.js';
import type { Passage, Section } from './types.js';

/** The sentences of a stretch of prose, each a passage; blanks and bare punctuation are dropped. */
export function sentences(text: string): Passage[] {
  const out: Passage[] = [];
  for (const [start, end] of sentenceSpans(text)) {
    const s = text.slice(start, end).trim();
    if (/[\p{L}\p{N}]/u.test(s)) out.push({ text: s, kind: 'sentence' });
  }
  return out;
}

/**
 * A table row as one statement, every cell introduced by its column's header: "Tier: 0; RTO: 4 hours".
 * Empty cells are left out, and a cell that repeats its header is said once.
 */
export function rowText(header: readonly string[], cells: readonly string[]): string {
  return cells
    .map((value, i) => [header[i] ?? '', value] as const)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => (name && name !== value ? `${name}: ${value}` : value))
    .join('; ');
}

/**
 * A numbered list's item, which keeps its number as the step's name (design §2): "Step 4: Centrifuge
 * at 2,000 g", so a reply's "in step 4" is read against the document's own numbering.
 */
export function step(number: number, text: string): Passage {
  return { text: /^step\s+\d/i.test(text) ? text : `Step ${number}: ${text}`, kind: 'step' };
}

/** Collapses runs of whitespace to one space and trims: the text of a heading, a cell or an item. */
export const squash = (text: string): string => oneSpace(text).trim();

/** Builds a document's sections in reading order. */
export interface SectionBuilder {
  /** A heading opens a section of its own (1–6). */
  heading(text: string, depth: number): void;
  passage(passage: Passage): void;
  /** The sections, each with passages or a heading; text before any heading is a depth-0 section named `title`. */
  done(title: string): Section[];
}

export function sectionBuilder(): SectionBuilder {
  const sections: Section[] = [];
  // Text before any heading is named once the title is known (a page's first <h1> may come after it).
  let current = { heading: '', depth: 0, passages: [] as Passage[] };
  const close = (): void => {
    if (current.passages.length > 0 || current.depth > 0) sections.push(current);
  };
  return {
    heading(text, depth) {
      close();
      current = { heading: text, depth: Math.min(6, Math.max(1, depth)), passages: [] };
    },
    passage(passage) {
      if (passage.text) current.passages.push(passage);
    },
    done(title) {
      close();
      return sections.map((s) => (s.depth === 0 ? { ...s, heading: title } : s));
    },
  };
}
