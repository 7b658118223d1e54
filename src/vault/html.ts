// An HTML vault document (.html, .htm), and the HTML a Word document is converted to: the title from
// <title> or the first <h1>, sections from <h1>–<h6>, prose as sentences, <li> items as passages
// (an <ol>'s keep their numbers), and <table> rows as statements under their column headers, as a
// Markdown table's are. One linear pass over htmlparser2's tokens (html-events.ts), with no element tree.
import { normalizeText } from '../core/index.js';
import { readTextDoc, stemOf, TEXT_MAX_BYTES, type DocFormat } from './format.js';
import { sectionBuilder, sentences, squash } from './passages.js';
import { tokenizeHtml } from './html-events.js';
import { closeCell, openCell, openRow, tableRows, TABLE_PARTS, type Table } from './html-table.js';
import type { VaultDoc } from './types.js';

export const html: DocFormat = {
  name: 'HTML',
  extensions: ['.html', '.htm', '.xhtml'],
  maxBytes: TEXT_MAX_BYTES,
  read: async (file, bytes) => readTextDoc(file, bytes, parseHtml, declaredCharset(bytes)),
};

// Elements whose text no reader sees on the page (<title> is read apart, as the title).
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'svg', 'math', 'title']);
// Elements inside a line of text; every other element ends the paragraph it interrupts.
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'font', 'i', 'img', 'ins', 'kbd', 'label', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'tt', 'u', 'var', 'wbr']);
const LISTS = new Set(['ul', 'ol', 'menu']);
const HEADING = /^h([1-6])$/;

interface List {
  readonly ordered: boolean;
  next: number;
  readonly step: 1 | -1;
}

/** Reads an HTML document; `file` names it in the vault. */
export function parseHtml(file: string, source: string): VaultDoc {
  const sections = sectionBuilder();
  const body: string[] = [];
  const lists: List[] = [];
  const tables: Table[] = [];
  const hidden: string[] = [];
  let pre = 0;
  let title: string | undefined;
  let inTitle = false;
  let firstH1: string | undefined;
  let heading: { depth: number; text: string } | undefined;
  let item: string | undefined;
  let prose = '';

  const cellOf = (): Table | undefined => (tables.at(-1)?.cell !== undefined ? tables.at(-1) : undefined);
  /** Text goes to the innermost thing being read: a table cell, a heading, a list item, or prose. */
  const append = (text: string): void => {
    const t = cellOf();
    if (t) t.cell += text;
    else if (heading) heading.text += text;
    else if (item !== undefined) item += text;
    else prose += text;
  };
  const flushProse = (): void => {
    if (pre === 0) for (const p of sentences(squash(prose))) sections.passage(p);
    prose = '';
  };
  const flushItem = (): void => {
    const text = squash(item ?? '');
    const list = lists.at(-1);
    if (text) sections.passage({ text: list?.ordered ? `${list.next}. ${text}` : text, kind: 'item' });
    if (text && list?.ordered) list.next += list.step;
    item = undefined;
  };
  const flushTable = (t: Table): void => {
    for (const text of tableRows(t)) sections.passage({ text, kind: 'row' });
  };

  const opened = (name: string, attrs: Record<string, string>): void => {
    if (name === 'br') append(' ');
    const t = tables.at(-1);
    if (cellOf() && !TABLE_PARTS.has(name)) {
      if (!INLINE.has(name) && name !== 'br') append(' ');
      return;
    }
    if (INLINE.has(name) || name === 'br') return;
    body.push('\n');
    flushProse();
    if (item !== undefined) append(' ');
    const depth = HEADING.exec(name)?.[1];
    if (depth && item === undefined && !t) heading = { depth: Number(depth), text: '' };
    else if (LISTS.has(name)) {
      if (item !== undefined) flushItem(); // an item's own text comes before its nested list's items
      const reversed = name === 'ol' && 'reversed' in attrs;
      lists.push({ ordered: name === 'ol', next: integer(attrs['start']) ?? 1, step: reversed ? -1 : 1 });
    } else if (name === 'li') {
      if (item !== undefined) flushItem();
      const list = lists.at(-1);
      const value = integer(attrs['value']);
      if (list && value !== undefined) list.next = value;
      item = '';
    } else if (name === 'table') tables.push({ rows: [], inHead: false });
    else if (t && (name === 'thead' || name === 'tbody' || name === 'tfoot')) t.inHead = name === 'thead';
    else if (t && name === 'tr') openRow(t);
    else if (t && (name === 'td' || name === 'th')) openCell(t, name === 'th', integer(attrs['colspan']) ?? 1);
    else if (name === 'pre') pre++;
  };

  const closed = (name: string): void => {
    const t = tables.at(-1);
    if (cellOf() && !TABLE_PARTS.has(name)) return;
    if (INLINE.has(name) || name === 'br') return;
    body.push('\n');
    if (HEADING.test(name) && heading) {
      const text = squash(heading.text);
      if (text) sections.heading(text, heading.depth);
      if (heading.depth === 1 && text) firstH1 ??= text;
      heading = undefined;
    } else if (name === 'li') flushItem();
    else if (LISTS.has(name)) {
      if (item !== undefined) flushItem();
      lists.pop();
    } else if (t && (name === 'td' || name === 'th' || name === 'tr')) closeCell(t);
    else if (t && name === 'table') {
      closeCell(t);
      tables.pop();
      flushTable(t);
    } else if (name === 'pre') {
      prose = '';
      pre = Math.max(0, pre - 1);
    } else flushProse();
  };

  tokenizeHtml(normalizeText(source), {
    open(name, attrs) {
      // <title> in <head> names the page; an <svg>'s <title> is a tooltip.
      if (name === 'title' && title === undefined && hidden.length === 0) inTitle = true;
      if (HIDDEN.has(name)) hidden.push(name);
      else if (hidden.length === 0) opened(name, attrs);
    },
    close(name) {
      if (name === 'title') inTitle = false;
      if (hidden.length > 0) {
        if (hidden.at(-1) === name) hidden.pop();
        return;
      }
      closed(name);
    },
    text(raw) {
      if (inTitle) title = (title ?? '') + raw;
      if (hidden.length > 0) return;
      body.push(raw);
      append(raw);
    },
  });
  // A heading left open is closed by the end of the page.
  if (heading) closed(`h${heading.depth}`);
  flushProse();
  if (item !== undefined) flushItem();
  // An unclosed table's rows are still rows.
  for (const t of tables.reverse()) {
    closeCell(t);
    flushTable(t);
  }
  const text = normalizeText(body.join('').replace(/[ \t]*\n\s*/g, '\n').trim());
  const name = squash(title ?? '') || firstH1 || stemOf(file);
  return { file, title: name, aliases: [], body: text, lower: text.toLowerCase(), sections: sections.done(name) };
}

const integer = (value: string | undefined): number | undefined => {
  const n = value === undefined ? Number.NaN : Number.parseInt(value, 10);
  return Number.isSafeInteger(n) ? n : undefined;
};

/** The charset a page declares in its first kilobyte (`<meta charset="…">` or its http-equiv form). */
function declaredCharset(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1];
}
