// Text as the redactor compares it, each character remembering where in the original it came from.
// A secret must be found in any form vouch would read as the same text (design §11) — so the view
// folds each character to what every reading of it has in common: its compatibility decomposition
// (fullwidth, mathematical and circled letters, ligatures), without invisible characters (zero-width
// spaces, soft hyphens, word joiners: every default-ignorable code point) or case, quotes made
// plain. Decomposing each character alone gives the decomposition of the text's NFKC form too, so no
// normalisation vouch applies later can put back together a secret the redactor did not see.
// `decodedView` also reads the encodings servers use: percent-escapes, JSON escapes, HTML entities.
import { wordTable } from './word-table.js';

/** Folded text, and for each of its UTF-16 units the range of the original it stands for. */
export interface FoldedView {
  readonly text: string;
  readonly from: Int32Array;
  readonly to: Int32Array;
}

const DROPPED = /\p{Default_Ignorable_Code_Point}/gu;
const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u02BC\u02B9]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u02BA\u00AB\u00BB\u301D\u301E\u301F]/g;
const folds = new Map<string, string>();

/** One character (a whole code point) as the view has it: possibly several characters, or none. */
export function foldChar(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code < 0x80) return code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 32) : ch;
  let folded = folds.get(ch);
  if (folded === undefined) {
    folded = ch.normalize('NFKD').toLowerCase().normalize('NFKD').replace(DROPPED, '').replace(SINGLE_QUOTES, "'").replace(DOUBLE_QUOTES, '"');
    if (folds.size < 1 << 16) folds.set(ch, folded);
  }
  return folded;
}

/** `text` folded character by character, as a secret is: the needle side of the search. */
export function foldText(text: string): string {
  let out = '';
  for (const ch of text) out += foldChar(ch);
  return out;
}

/** Collects a view's characters with their ranges; the ranges grow as needed (a ligature folds to several). */
class ViewBuilder {
  private readonly parts: string[] = [];
  private from = new Int32Array(64);
  private to = new Int32Array(64);
  private length = 0;

  push(folded: string, from: number, to: number): void {
    if (folded.length === 0) return;
    if (this.length + folded.length > this.from.length) this.grow(this.length + folded.length);
    this.parts.push(folded);
    for (let i = 0; i < folded.length; i++, this.length++) {
      this.from[this.length] = from;
      this.to[this.length] = to;
    }
  }

  done(): FoldedView {
    return { text: this.parts.join(''), from: this.from.subarray(0, this.length), to: this.to.subarray(0, this.length) };
  }

  private grow(needed: number): void {
    const size = Math.max(needed, this.from.length * 2);
    const [from, to] = [new Int32Array(size), new Int32Array(size)];
    from.set(this.from);
    to.set(this.to);
    [this.from, this.to] = [from, to];
  }
}

// ASCII folds by lower-casing alone, one character for one: the common case, without a loop over code points.
const ASCII = /^[\x00-\x7f]*$/;

/** `raw` folded character by character. */
export function foldedView(raw: string): FoldedView {
  if (ASCII.test(raw)) return ascii(raw);
  const view = new ViewBuilder();
  for (let i = 0; i < raw.length; ) {
    const width = raw.codePointAt(i)! > 0xffff ? 2 : 1;
    view.push(foldChar(raw.slice(i, i + width)), i, i + width);
    i += width;
  }
  return view.done();
}

function ascii(raw: string): FoldedView {
  const from = new Int32Array(raw.length);
  const to = new Int32Array(raw.length);
  for (let i = 0; i < raw.length; i++) {
    from[i] = i;
    to[i] = i + 1;
  }
  return { text: raw.toLowerCase(), from, to };
}

/**
 * The folded view with every escape a server might write a secret in read as what it stands for,
 * and folded again: `%2F`, `%EF%BC%A1` (UTF-8), `\/`, `\u0073`, `\ud835\udc00`, `&#47;`, `&#x2f;`,
 * `&sol;`, `&Aopf;`. One pass, each escape bounded in length: linear in the text.
 */
export function decodedView(view: FoldedView, raw: string): FoldedView {
  const text = view.text;
  if (!/[%\\&]/.test(text)) return view;
  const out = new ViewBuilder();
  for (let i = 0; i < text.length; ) {
    const ch = text[i]!;
    const found = ch === '%' ? percent(text, i) : ch === '\\' ? jsonEscape(text, i) : ch === '&' ? entity(text, i, view, raw) : undefined;
    if (found) {
      out.push(foldText(found.decoded), view.from[i]!, view.to[i + found.length - 1]!);
      i += found.length;
    } else {
      out.push(ch, view.from[i]!, view.to[i]!);
      i++;
    }
  }
  return out.done();
}

interface Escape {
  readonly decoded: string;
  /** Characters of the view it takes. */
  readonly length: number;
}

const HEX2 = /%([0-9a-f]{2})/y;

/** `%xx`, or the `%xx%xx…` of one UTF-8 encoded character. */
function percent(text: string, at: number): Escape | undefined {
  const lead = byteAt(text, at);
  if (lead === undefined) return undefined;
  if (lead < 0x80) return { decoded: String.fromCharCode(lead), length: 3 };
  const continuation = lead >= 0xf0 ? 3 : lead >= 0xe0 ? 2 : lead >= 0xc2 ? 1 : -1;
  if (continuation < 0) return undefined;
  const bytes = [lead];
  for (let k = 1; k <= continuation; k++) {
    const b = byteAt(text, at + 3 * k);
    if (b === undefined || b < 0x80 || b > 0xbf) return undefined;
    bytes.push(b);
  }
  const decoded = Buffer.from(bytes).toString('utf8');
  return decoded.includes('\ufffd') ? undefined : { decoded, length: 3 * bytes.length };
}

function byteAt(text: string, at: number): number | undefined {
  HEX2.lastIndex = at;
  const m = HEX2.exec(text);
  return m ? Number.parseInt(m[1]!, 16) : undefined;
}

// `\\` is left as two backslashes: a reader who decodes `\\u0073` once more sees `s`, so the second
// backslash must still be able to start an escape.
const JSON_SIMPLE = wordTable<string>({ '"': '"', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' });
const UNICODE = /\\u([0-9a-f]{4})/y;

/** A JSON string escape: `\/`, `\n`, `\u0073`, or a surrogate pair `\ud835\udc00`. */
function jsonEscape(text: string, at: number): Escape | undefined {
  const simple = JSON_SIMPLE[text[at + 1] ?? ''];
  if (simple !== undefined) return { decoded: simple, length: 2 };
  const high = unitAt(text, at);
  if (high === undefined) return undefined;
  const low = high >= 0xd800 && high <= 0xdbff ? unitAt(text, at + 6) : undefined;
  if (low !== undefined && low >= 0xdc00 && low <= 0xdfff) return { decoded: String.fromCharCode(high, low), length: 12 };
  return { decoded: String.fromCharCode(high), length: 6 };
}

function unitAt(text: string, at: number): number | undefined {
  UNICODE.lastIndex = at;
  const m = UNICODE.exec(text);
  return m ? Number.parseInt(m[1]!, 16) : undefined;
}

const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|[a-z][a-z0-9]{0,31});?/y;

/** An HTML character reference: numeric, or named (read from the original's letters: names have case). */
function entity(text: string, at: number, view: FoldedView, raw: string): Escape | undefined {
  ENTITY.lastIndex = at;
  const m = ENTITY.exec(text);
  if (!m) return undefined;
  const length = m[0].length;
  const numeric = m[1] !== undefined ? Number.parseInt(m[1], 10) : m[2] !== undefined ? Number.parseInt(m[2], 16) : undefined;
  if (numeric !== undefined) return numeric > 0 && numeric <= 0x10ffff ? { decoded: String.fromCodePoint(numeric), length } : undefined;
  const source = raw.slice(view.from[at]!, view.to[at + length - 1]!);
  const name = source.length === length ? source : m[0];
  const decoded = namedEntity(name);
  return decoded === name ? undefined : { decoded, length };
}

let decodeHTML: ((text: string) => string) | undefined;

/**
 * Loads the HTML entity names (the entities package, which htmlparser2 also uses) for `decodedView`.
 * Imported on demand, as an ES module cannot be required: only runs that have secrets to look for pay
 * for it, and nothing that merely imports core does.
 */
export async function loadEntities(): Promise<void> {
  decodeHTML ??= (await import('entities')).decodeHTML;
}

const entities = new Map<string, string>();

/** `decodeHTML` of one `&name;`, remembered: a hostile reply may repeat one entity a hundred thousand times. */
function namedEntity(name: string): string {
  if (!decodeHTML) throw new Error('decodedView: call loadEntities() first');
  let decoded = entities.get(name);
  if (decoded === undefined) {
    decoded = decodeHTML(name);
    if (entities.size < 4096) entities.set(name, decoded);
  }
  return decoded;
}
