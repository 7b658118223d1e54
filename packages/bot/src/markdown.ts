// Markdown prose → plain sentences the bot can quote: lists, tables and paragraphs become
// sentences; code blocks, images and markup go. Quoting never changes a word, number or name.

const FENCE = /^\s*(```|~~~)/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;

/** Removes inline Markdown and HTML, keeping the words; brackets go so no quote looks like a citation. */
export function plainInline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
    .replace(/<(https?:\/\/[^>\s]+)>/g, '$1')
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/\{#[^}]*\}/g, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\p{L}\p{N}*])\*(?!\s)(.+?)\*(?![\p{L}\p{N}])/gu, '$1$2')
    .replace(/(^|[^\p{L}\p{N}_])_(?!\s)(.+?)_(?![\p{L}\p{N}])/gu, '$1$2')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/[[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

// Abbreviations whose full stop does not end a sentence.
const ABBREVIATIONS = /\b(e\.g|i\.e|etc|vs|inc|ltd|co|corp|dr|mr|mrs|ms|no|approx|incl|dept|art|sec)\.$/i;

/** Splits a paragraph after `.`, `!` or `?` followed by a space and a capital, digit or quote. */
export function splitSentences(paragraph: string): string[] {
  const parts = paragraph.split(/(?<=[.!?]["')\]]?)\s+(?=["'(]?[\p{Lu}\p{N}])/u);
  const sentences: string[] = [];
  for (const part of parts) {
    const last = sentences.at(-1);
    if (last !== undefined && ABBREVIATIONS.test(last)) sentences[sentences.length - 1] = `${last} ${part}`;
    else sentences.push(part);
  }
  return sentences.map((s) => s.trim()).filter((s) => /\p{L}/u.test(s));
}

const cells = (row: string): string[] =>
  row.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => plainInline(c));

/** A table row as one sentence, each cell introduced by its column header. */
function tableSentence(header: readonly string[], row: readonly string[]): string {
  const parts = row
    .map((cell, i) => (header[i] && header[i] !== cell ? `${header[i]}: ${cell}` : cell))
    .filter((p, i) => row[i] !== '' && p !== '');
  const text = parts.join('; ');
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Groups a section's lines into units: paragraphs, list items and table rows. */
function units(lines: readonly string[]): string[] {
  const out: string[] = [];
  let paragraph: string[] = [];
  let header: string[] | undefined;
  let inFence = false;
  const flush = () => {
    if (paragraph.length) out.push(plainInline(paragraph.join(' ')));
    paragraph = [];
  };
  for (const line of lines) {
    if (FENCE.test(line)) { flush(); inFence = !inFence; continue; }
    if (inFence) continue;
    if (TABLE_ROW.test(line)) {
      flush();
      if (TABLE_RULE.test(line)) continue;
      if (!header) header = cells(line);
      else out.push(tableSentence(header, cells(line)));
      continue;
    }
    header = undefined;
    const text = line.replace(/^\s*>\s?/, '');
    if (!text.trim() || RULE.test(text)) { flush(); continue; }
    if (LIST_ITEM.test(text)) { flush(); paragraph.push(text.replace(LIST_ITEM, '')); continue; }
    paragraph.push(text.trim());
  }
  flush();
  return out.filter((u) => u !== '');
}

/** The sentences of a Markdown section body, in order. */
export function sectionSentences(lines: readonly string[]): string[] {
  return units(lines).flatMap(splitSentences);
}
