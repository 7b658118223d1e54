// A vault document's Markdown → title, sections and passages. marked does the parsing: it keeps
// code fences apart (a `# comment` inside one is not a heading), and on hostile input it stays
// linear where a CommonMark tree builder measured quadratic (1 MB of short lines: 0.15 s against 21 s).
import { Lexer, type Token, type Tokens } from 'marked';
import { costlyMarkdown, normalizeText, oneSpace, wordTable, yaml } from '../core/index.js';
import { readTextDoc, TEXT_MAX_BYTES, type DocFormat } from './format.js';
import { rowText, sentences, step } from './passages.js';
import type { Passage, Section, VaultDoc } from './types.js';

/** Markdown: the H1 is the title, front matter may declare `aliases`. */
export const markdown: DocFormat = {
  name: 'Markdown',
  extensions: ['.md', '.markdown', '.mdx'],
  maxBytes: TEXT_MAX_BYTES,
  read: async (file, bytes) => readTextDoc(file, bytes, parseDoc),
};

const MARKDOWN = /\.(md|markdown|mdx)$/i;
// Front matter is a YAML block between `---` lines at the very top; the yaml package parses it.
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export function parseDoc(file: string, source: string): VaultDoc {
  const text = normalizeText(source);
  const front = FRONT_MATTER.exec(text);
  const body = front ? text.slice(front[0].length) : text;
  const tokens = lex(body);
  const fallbackTitle = (file.split('/').pop() ?? file).replace(MARKDOWN, '');
  const h1 = tokens.find((t): t is Tokens.Heading => t.type === 'heading' && t.depth === 1);
  const title = (h1 ? inline(h1.tokens) : '') || fallbackTitle;
  const meta = front ? frontMatter(front[1] ?? '') : undefined;
  const details = detailsOf(meta);
  const sections = sectionsOf(tokens, title);
  return { file, title, aliases: aliasesOf(meta), body, ...(details ? { details } : {}), lower: body.toLowerCase(), sections: details ? withDetails(sections, title, details) : sections };
}

/**
 * Front-matter fields that state something about the document a reader may ask ("who owns this
 * policy?", "when was it last reviewed?"): a typed list, so a site generator's `weight: 30` or
 * `nav_order: 12` is never read as a fact. Keys compare in lower case, without blanks, - or _.
 */
const DETAIL_FIELDS = new Set(
  ['owner', 'author', 'authors', 'approver', 'approvedby', 'approved', 'reviewer', 'reviewedby', 'reviewed', 'lastreviewed', 'lastreview', 'reviewdate', 'nextreview', 'nextreviewdate',
   'updated', 'lastupdated', 'lastmodified', 'effective', 'effectivedate', 'effectivefrom', 'validfrom', 'version', 'revision', 'issued', 'issuedate', 'published', 'department', 'classification'],
);

/**
 * The document's details from its front matter ("owner: Miriam Okafor", "last_reviewed: 2025-03-10")
 * as one row, "Owner: Miriam Okafor; Last reviewed: 2025-03-10": the vault states them as surely as its text does.
 */
function detailsOf(meta: Record<string, unknown> | undefined): string | undefined {
  const cells = Object.entries(meta ?? {})
    .filter(([key, value]) => DETAIL_FIELDS.has(key.toLowerCase().replace(/[\s_-]+/g, '')) && (typeof value === 'string' || typeof value === 'number' || value instanceof Date) && String(value).trim() !== '')
    .slice(0, MOST_DETAILS)
    .map(([key, value]) => `${fieldName(key)}: ${value instanceof Date ? value.toISOString().slice(0, 10) : String(value).replace(/\s+/g, ' ').trim()}`);
  return cells.length > 0 ? cells.join('; ') : undefined;
}

/** The details row, first under the title. */
function withDetails(sections: Section[], title: string, details: string): Section[] {
  const row: Passage = { text: details, kind: 'row' };
  const first = sections[0];
  if (first && first.heading === title && first.depth <= 1) return [{ ...first, passages: [row, ...first.passages] }, ...sections.slice(1)];
  return [{ heading: title, depth: 0, passages: [row] }, ...sections];
}

/** A front matter's many fields are a bound on what one row holds. */
const MOST_DETAILS = 20;

/** "last_reviewed" → "Last reviewed", "reviewDate" → "Review date". */
const fieldName = (key: string): string => {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The document's tokens. A document marked would read in more than linear time (core/markdown-cost.ts)
 * or too deeply nested to parse is read as plain paragraphs.
 */
function lex(body: string): Token[] {
  try {
    if (!costlyMarkdown(body)) return Lexer.lex(body, { gfm: true });
  } catch {
    // marked recurses per nesting level; thousands of nested levels over many lines overflow the stack.
  }
  return body.split(/\n\s*\n/).map((p) => ({ type: 'paragraph', raw: p, text: p, tokens: [{ type: 'text', raw: p, text: p }] }));
}

function sectionsOf(tokens: readonly Token[], title: string): Section[] {
  const sections: Section[] = [];
  let current = { heading: title, depth: 0, passages: [] as Passage[] };
  for (const token of tokens) {
    if (token.type === 'heading') {
      if (current.passages.length > 0 || current.depth > 0) sections.push(current);
      current = { heading: inline((token as Tokens.Heading).tokens), depth: (token as Tokens.Heading).depth, passages: [] };
      continue;
    }
    for (const passage of passagesOf(token)) current.passages.push(passage);
  }
  if (current.passages.length > 0 || current.depth > 0) sections.push(current);
  return sections;
}

function passagesOf(token: Token): Passage[] {
  switch (token.type) {
    case 'paragraph':
    case 'text':
      return sentences(inline((token as Tokens.Paragraph).tokens ?? [token]));
    case 'list':
      return listPassages(token as Tokens.List);
    case 'table':
      return tableRows(token as Tokens.Table);
    case 'blockquote':
      return (token as Tokens.Blockquote).tokens.flatMap(passagesOf);
    default:
      // Code, HTML, rules and spacing state nothing a reader would quote.
      return [];
  }
}

/**
 * A list item is one passage (nested lists become passages of their own). A numbered list's items
 * are steps and keep their numbers (design §2): "Step 4: Centrifuge at 2,000 g", so a reply's "in
 * step 4" is read against the vault's own numbering.
 */
function listPassages(list: Tokens.List): Passage[] {
  const first = typeof list.start === 'number' ? list.start : 1;
  return list.items.flatMap((item, i) => itemPassages(item, list.ordered ? first + i : undefined));
}

function itemPassages(item: Tokens.ListItem, number: number | undefined): Passage[] {
  const own = item.tokens.filter((t) => t.type !== 'list');
  const nested = item.tokens.filter((t): t is Tokens.List => t.type === 'list');
  const text = own.map((t) => inline((t as Tokens.Text).tokens ?? [t])).join(' ').trim();
  const passage: Passage[] = !text ? [] : number === undefined ? [{ text, kind: 'item' }] : [step(number, text)];
  return [...passage, ...nested.flatMap(listPassages)];
}

/** Each row as one passage, every cell introduced by its column's header: "Tier: 0; RTO: 4 hours". */
function tableRows(table: Tokens.Table): Passage[] {
  const header = table.header.map((cell) => inline(cell.tokens));
  return table.rows.map((row) => ({ kind: 'row' as const, text: rowText(header, row.map((cell) => inline(cell.tokens))) }));
}

/** The words of inline Markdown: emphasis, links and code spans keep their text, HTML goes. */
export function inline(tokens: readonly Token[] | undefined): string {
  if (!tokens) return '';
  let out = '';
  for (const t of tokens) {
    if (t.type === 'html') continue;
    if (t.type === 'br') out += ' ';
    else if ('tokens' in t && Array.isArray(t.tokens) && t.type !== 'codespan') out += inline(t.tokens);
    else if ('text' in t && typeof t.text === 'string') out += t.text;
  }
  return oneSpace(decodeEntities(out)).trim();
}

const ENTITIES = wordTable<string>({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' });
const decodeEntities = (s: string): string => s.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '');

function frontMatter(front: string): Record<string, unknown> | undefined {
  try {
    const meta: unknown = yaml().parse(front, { maxAliasCount: 100 });
    return meta && typeof meta === 'object' && !Array.isArray(meta) ? (meta as Record<string, unknown>) : undefined;
  } catch {
    // Front matter that is not YAML is just text; the document still counts.
    return undefined;
  }
}

function aliasesOf(meta: Record<string, unknown> | undefined): string[] {
  const aliases = meta?.aliases;
  if (Array.isArray(aliases)) return aliases.filter((a): a is string => typeof a === 'string');
  return typeof aliases === 'string' ? [aliases] : [];
}
