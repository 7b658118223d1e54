// A vault cut at its headings: each chunk is one section's passages as vouch's vault reader gives
// them, with the document title and heading the bot cites for it. Works for any Markdown vault;
// nothing here knows the sample one.
import { resolveLabel, type Section, type Vault, type VaultDoc } from 'vouch';

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
  /** What the bot may quote: the section's sentences, list items and table rows, in order. */
  readonly sentences: readonly string[];
}

// Characters that would end or break a `Based on [LABEL, SECTION]:` clause.
const CLAUSE_BREAKERS = /[[\]:\n]/;

/** Heading text as it can stand inside a citation: colons and brackets replaced. */
function citableHeading(heading: string): string {
  return heading.replace(/\s*:\s*/g, ' - ').replace(/[[\]]/g, '').trim();
}

/** A passage as quoted: brackets go, so no quote looks like a citation. */
const quotable = (text: string): string => text.replace(/[[\]]/g, '').trim();

/**
 * The label to cite a document by: the first of title, aliases and file stem that resolves back to
 * this very document and can sit in a citation (the label ends at the first comma).
 */
export function citationLabel(vault: Vault, doc: VaultDoc): string | undefined {
  const stem = (doc.file.split('/').pop() ?? doc.file).replace(/\.[^.]+$/, '').replace(/[_\-\s.]v\d+(?:[._]\d+)*$/i, '');
  const candidates = [doc.title, ...doc.aliases, stem.replace(/_/g, ' ')];
  return candidates.find(
    (c) => c !== '' && !c.includes(',') && !CLAUSE_BREAKERS.test(c) && resolveLabel(vault, c).doc === doc,
  );
}

/** A section as the bot cites it; the lead has no heading. */
interface Cited {
  readonly depth: number;
  readonly heading?: string;
  readonly sentences: string[];
}

const quotes = (sections: readonly Section[]): string[] =>
  sections.flatMap((s) => s.passages.map((p) => quotable(p.text))).filter((t) => t !== '');

/**
 * A document's sections to cite. The first H1 is the title, not a section: its text and any text
 * above it are the lead, cited by the document label alone.
 */
function citedSections(doc: VaultDoc): Cited[] {
  const title = doc.sections.findIndex((s) => s.depth === 1);
  const isLead = (s: Section, i: number) => s.depth === 0 || i === title;
  const lead: Cited = { depth: 0, sentences: quotes(doc.sections.filter(isLead)) };
  const rest = doc.sections
    .filter((s, i) => !isLead(s, i))
    .map((s) => ({ depth: s.depth, heading: citableHeading(s.heading), sentences: quotes([s]) }));
  return [lead, ...rest];
}

/** Heading trails: each section with the headings of the sections that contain it. */
function withParents(list: readonly Cited[]): { section: Cited; trail: string[] }[] {
  const stack: Cited[] = [];
  return list.map((section) => {
    while (stack.length && (stack.at(-1)?.depth ?? 0) >= section.depth) stack.pop();
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
    for (const { section, trail } of withParents(citedSections(doc))) {
      if (section.sentences.length === 0) continue;
      const base = { id: chunks.length, file: doc.file, label, headings: trail, sentences: section.sentences };
      chunks.push(section.heading ? { ...base, section: section.heading } : base);
    }
  }
  return chunks;
}

/** How the bot cites a chunk: `[Label, Section]`, or `[Label]` for a document's lead text. */
export const citationOf = (c: Chunk): string => (c.section ? `[${c.label}, ${c.section}]` : `[${c.label}]`);
