// A vault cut at its headings: each chunk is one section's sentences, with the document title and
// heading the bot cites for it. Works for any Markdown vault; nothing here knows the sample one.
import { resolveLabel, type Vault, type VaultDoc } from 'vouch';
import { plainInline, sectionSentences } from './markdown.js';

export interface Chunk {
  /** Position in the chunk list; also the search index id. */
  readonly id: number;
  readonly file: string;
  /** The label cited for the document: its title when that can be cited, else an alias or stem. */
  readonly label: string;
  /** The nearest heading, as cited; absent for text before a document's first section heading. */
  readonly section?: string;
  /** Parent headings and the section heading, for ranking (a subsection inherits its parent's topic). */
  readonly headings: readonly string[];
  readonly sentences: readonly string[];
}

const HEADING = /^(#{1,6})[ \t]+(.+?)[ \t#]*$/;
const FENCE = /^\s*(```|~~~)/;

// Characters that would end or break a `Based on [LABEL, SECTION]:` clause.
const CLAUSE_BREAKERS = /[[\]:\n]/;

/** Heading text as it can stand inside a citation: markup gone, colons and brackets replaced. */
export function citableHeading(raw: string): string {
  return plainInline(raw).replace(/\s*:\s*/g, ' - ').replace(/[[\]]/g, '').trim();
}

/**
 * The label to cite a document by: the first of title, aliases and file stem that resolves back to
 * this very document and can sit in a citation (the label ends at the first comma).
 */
export function citationLabel(vault: Vault, doc: VaultDoc): string | undefined {
  const stem = (doc.file.split('/').pop() ?? doc.file).replace(/\.[^.]+$/, '').replace(/[_\-\s.]v\d+(?:[._]\d+)*$/i, '');
  const candidates = [plainInline(doc.title), ...doc.aliases, stem.replace(/_/g, ' ')];
  return candidates.find(
    (c) => c !== '' && !c.includes(',') && !CLAUSE_BREAKERS.test(c) && resolveLabel(vault, c).doc === doc,
  );
}

interface Section {
  readonly level: number;
  readonly heading?: string;
  readonly lines: string[];
}

/** Splits a document body at its headings; the first H1 is the title, not a section. */
function sections(body: string): Section[] {
  const out: Section[] = [{ level: 1, lines: [] }];
  let titleSeen = false;
  let inFence = false;
  for (const line of body.split(/\r?\n/)) {
    if (FENCE.test(line)) inFence = !inFence;
    const m = inFence ? null : HEADING.exec(line);
    if (!m) {
      out.at(-1)?.lines.push(line);
      continue;
    }
    const level = (m[1] ?? '#').length;
    if (level === 1 && !titleSeen) {
      titleSeen = true;
      continue;
    }
    out.push({ level, heading: citableHeading(m[2] ?? ''), lines: [] });
  }
  return out;
}

/** Heading trails: each section with the headings of the sections that contain it. */
function withParents(list: readonly Section[]): { section: Section; trail: string[] }[] {
  const stack: Section[] = [];
  return list.map((section) => {
    while (stack.length && (stack.at(-1)?.level ?? 0) >= section.level) stack.pop();
    const trail = [...stack, section].flatMap((s) => (s.heading ? [s.heading] : []));
    if (section.heading) stack.push(section);
    return { section, trail };
  });
}

/** Every non-empty section of every document that can be cited, in vault order. */
export function chunkVault(vault: Vault): Chunk[] {
  const chunks: Chunk[] = [];
  for (const doc of vault.docs) {
    const label = citationLabel(vault, doc);
    if (!label) continue;
    for (const { section, trail } of withParents(sections(doc.body))) {
      const sentences = sectionSentences(section.lines);
      if (sentences.length === 0) continue;
      const base = { id: chunks.length, file: doc.file, label, headings: trail, sentences };
      chunks.push(section.heading ? { ...base, section: section.heading } : base);
    }
  }
  return chunks;
}

/** How the bot cites a chunk: `[Label, Section]`, or `[Label]` for a document's lead text. */
export const citationOf = (c: Chunk): string => (c.section ? `[${c.label}, ${c.section}]` : `[${c.label}]`);
