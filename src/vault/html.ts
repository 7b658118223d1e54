// An HTML vault document (.html, .htm), and the HTML a Word document is converted to: the title from
// <title> or the first <h1>, sections from <h1>–<h6>, prose as sentences, <li> items as passages
// (an <ol>'s keep their numbers), and <table> rows as statements under their column headers, as a
// Markdown table's are. One linear pass over htmlparser2's tokens (html-events.ts), with no element tree.
import { normalizeText } from '../core/index.js';
import { readTextDoc, stemOf, TEXT_MAX_BYTES, type DocFormat } from './format.js';
import { sectionBuilder, sentences, squash, step } from './passages.js';
import { tokenizeHtml, type HtmlEvents } from './html-events.js';
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
  const page = new PageReader();
  tokenizeHtml(normalizeText(source), page);
  return page.finish(file);
}

/** The page's state as its tokens go by: what is open (lists, tables, hidden elements) and what is being read. */
class PageReader implements HtmlEvents {
  private readonly sections = sectionBuilder();
  private readonly body: string[] = [];
  private readonly lists: List[] = [];
  private readonly tables: Table[] = [];
  private readonly hidden: string[] = [];
  private pre = 0;
  private title: string | undefined;
  private inTitle = false;
  private firstH1: string | undefined;
  private heading: { depth: number; text: string } | undefined;
  private item: string | undefined;
  private prose = '';

  open(name: string, attrs: Readonly<Record<string, string>>): void {
    // <title> in <head> names the page; an <svg>'s <title> is a tooltip.
    if (name === 'title' && this.title === undefined && this.hidden.length === 0) this.inTitle = true;
    if (HIDDEN.has(name)) this.hidden.push(name);
    else if (this.hidden.length === 0) this.opened(name, attrs);
  }

  close(name: string): void {
    if (name === 'title') this.inTitle = false;
    if (this.hidden.length > 0) {
      if (this.hidden.at(-1) === name) this.hidden.pop();
      return;
    }
    this.closed(name);
  }

  text(raw: string): void {
    if (this.inTitle) this.title = (this.title ?? '') + raw;
    if (this.hidden.length > 0) return;
    this.body.push(raw);
    this.append(raw);
  }

  /** What is still open is closed by the end of the page: a heading, an item, a table's rows. */
  finish(file: string): VaultDoc {
    if (this.heading) this.closed(`h${this.heading.depth}`);
    this.flushProse();
    if (this.item !== undefined) this.flushItem();
    for (const t of this.tables.reverse()) this.flushTable(t);
    const text = normalizeText(this.body.join('').replace(/[ \t]*\n\s*/g, '\n').trim());
    const name = squash(this.title ?? '') || this.firstH1 || stemOf(file);
    return { file, title: name, aliases: [], body: text, lower: text.toLowerCase(), sections: this.sections.done(name) };
  }

  private opened(name: string, attrs: Readonly<Record<string, string>>): void {
    if (this.cell() && !TABLE_PARTS.has(name)) {
      if (!INLINE.has(name)) this.append(' ');
      return;
    }
    if (name === 'br') this.append(' ');
    if (INLINE.has(name) || name === 'br') return;
    this.body.push('\n');
    this.flushProse();
    if (this.item !== undefined) this.append(' ');
    const depth = HEADING.exec(name)?.[1];
    if (depth && this.item === undefined && this.tables.length === 0) this.heading = { depth: Number(depth), text: '' };
    else if (LISTS.has(name) || name === 'li') this.openList(name, attrs);
    else if (TABLE_PARTS.has(name)) this.openTablePart(name, attrs);
    else if (name === 'pre') this.pre++;
  }

  private closed(name: string): void {
    const t = this.tables.at(-1);
    if (this.cell() && !TABLE_PARTS.has(name)) return;
    if (INLINE.has(name) || name === 'br') return;
    this.body.push('\n');
    if (HEADING.test(name) && this.heading) this.closeHeading();
    else if (name === 'li') this.flushItem();
    else if (LISTS.has(name)) {
      if (this.item !== undefined) this.flushItem();
      this.lists.pop();
    } else if (t && (name === 'td' || name === 'th' || name === 'tr')) closeCell(t);
    else if (t && name === 'table') this.flushTable(this.tables.pop()!);
    else if (name === 'pre') {
      this.prose = '';
      this.pre = Math.max(0, this.pre - 1);
    } else this.flushProse();
  }

  private openList(name: string, attrs: Readonly<Record<string, string>>): void {
    // An item's own text comes before its nested list's items, and an unclosed item ends at the next.
    if (this.item !== undefined) this.flushItem();
    if (name !== 'li') {
      const reversed = name === 'ol' && 'reversed' in attrs;
      this.lists.push({ ordered: name === 'ol', next: integer(attrs['start']) ?? 1, step: reversed ? -1 : 1 });
      return;
    }
    const list = this.lists.at(-1);
    const value = integer(attrs['value']);
    if (list && value !== undefined) list.next = value;
    this.item = '';
  }

  private openTablePart(name: string, attrs: Readonly<Record<string, string>>): void {
    const t = this.tables.at(-1);
    if (name === 'table') this.tables.push({ rows: [], inHead: false });
    else if (!t) return;
    else if (name === 'thead' || name === 'tbody' || name === 'tfoot') t.inHead = name === 'thead';
    else if (name === 'tr') openRow(t);
    else openCell(t, name === 'th', integer(attrs['colspan']) ?? 1);
  }

  private closeHeading(): void {
    const text = squash(this.heading!.text);
    if (text) this.sections.heading(text, this.heading!.depth);
    if (this.heading!.depth === 1 && text) this.firstH1 ??= text;
    this.heading = undefined;
  }

  /** The innermost table, while one of its cells is open. */
  private cell(): Table | undefined {
    const t = this.tables.at(-1);
    return t?.cell !== undefined ? t : undefined;
  }

  /** Text goes to the innermost thing being read: a table cell, a heading, a list item, or prose. */
  private append(text: string): void {
    const t = this.cell();
    if (t) t.cell += text;
    else if (this.heading) this.heading.text += text;
    else if (this.item !== undefined) this.item += text;
    else this.prose += text;
  }

  private flushProse(): void {
    if (this.pre === 0) for (const p of sentences(squash(this.prose))) this.sections.passage(p);
    this.prose = '';
  }

  private flushItem(): void {
    const text = squash(this.item ?? '');
    const list = this.lists.at(-1);
    if (text) this.sections.passage(list?.ordered ? step(list.next, text) : { text, kind: 'item' });
    if (text && list?.ordered) list.next += list.step;
    this.item = undefined;
  }

  private flushTable(t: Table): void {
    closeCell(t);
    for (const text of tableRows(t)) this.sections.passage({ text, kind: 'row' });
  }
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
