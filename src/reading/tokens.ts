// A text cut into tokens once, in one linear pass: words, numbers, "mixed" chunks that join letters
// and digits ("AES-256", "v1.2", "72-hour", "3/14/2025", "07:45", "CC6.1", "km/h"), and single
// symbols. Every recognizer reads this stream instead of running patterns of its own over the
// text, so the cost of reading stays linear however the text is shaped.

export type TokenKind = 'word' | 'number' | 'mixed' | 'symbol';

export interface Token {
  readonly text: string;
  readonly lower: string;
  readonly start: number;
  readonly end: number;
  readonly kind: TokenKind;
  /** What stands between the previous token and this one: '' (nothing), ' ' (blanks) or '\n' (a line break among them). */
  readonly gap: '' | ' ' | '\n';
}

// A chunk: letters and digits, joined by - . / : _ # + only where a letter or digit follows, by an
// apostrophe only between letters ("don't", "O'Brien", never "3's"), and
// by a comma only inside a number written with thousands separators ("1,000"); else one symbol.
const CHUNK = /[\p{L}\p{N}\p{M}]+(?:(?:[-\u2010\u2011./:_#+](?=[\p{L}\p{N}])|(?<=\p{L})['’](?=\p{L})|(?<=\d),(?=\d{3}(?!\d)))[\p{L}\p{N}\p{M}]+)*|[^\s\p{L}\p{N}]/gu;
const NUMBER = /^\d+(?:,\d{3})*(?:\.\d+)?$/;
const WORD = /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u;

/** Chunks longer than this are never read as specifics (a hostile 100 KB "word"): kept as one symbol-like token. */
export const LONGEST_CHUNK = 120;

/**
 * @example tokenize('AES-256 for 72 hours').map((t) => t.kind) // ['mixed', 'word', 'number', 'word']
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  CHUNK.lastIndex = 0;
  for (let m = CHUNK.exec(text); m; m = CHUNK.exec(text)) {
    const chunk = m[0];
    const gap = m.index === last ? '' : text.slice(last, m.index).includes('\n') ? '\n' : ' ';
    last = m.index + chunk.length;
    const rate = RATE.exec(chunk);
    if (rate) {
      // "45/day", "60/hr": an amount per unit, read as "45 / day" — a code's slash joins digits or letters on both sides.
      const [amount, unit] = [rate[1]!, rate[2]!];
      const at = m.index;
      tokens.push({ text: amount, lower: amount, start: at, end: at + amount.length, kind: kindOf(amount), gap });
      tokens.push({ text: '/', lower: '/', start: at + amount.length, end: at + amount.length + 1, kind: 'symbol', gap: '' });
      tokens.push({ text: unit, lower: unit.toLowerCase(), start: at + amount.length + 1, end: last, kind: kindOf(unit), gap: '' });
      continue;
    }
    tokens.push({ text: chunk, lower: chunk.toLowerCase(), start: m.index, end: last, kind: kindOf(chunk), gap });
  }
  return tokens;
}

// An amount (in pence or cents too: "12.0p/kWh") glued by a slash to the unit it is per: a word, or an area or volume ("£2,450/m³", "£12/m2").
const RATE = /^(\d+(?:,\d{3})*(?:\.\d+)?[pc]?)\/(\p{L}+|(?:mm|cm|m|km|ft|in|yd)[²³23])$/u;

function kindOf(chunk: string): TokenKind {
  if (chunk.length === 1 && !/[\p{L}\p{N}]/u.test(chunk)) return 'symbol';
  if (chunk.length > LONGEST_CHUNK) return 'symbol';
  if (NUMBER.test(chunk)) return 'number';
  if (WORD.test(chunk)) return 'word';
  return 'mixed';
}

/** The value of a number token ("1,000" → 1000), or undefined. */
export const digitsValue = (text: string): number | undefined => {
  if (!NUMBER.test(text)) return undefined;
  const n = Number(text.replace(/,/g, ''));
  return Number.isFinite(n) ? n : undefined;
};

/** Whether the token starts with a capital letter. */
export const capitalised = (t: Token): boolean => t.text[0] !== t.lower[0];

/** Whether `tokens[i]` opens a sentence, a line or a list item: nothing but quotes, brackets, bullets or list numbers before it since a full stop or a line break. */
export function opensSentence(tokens: readonly Token[], i: number): boolean {
  // A few tokens back at most: a run of a million "(" must not be read again for each one.
  for (let j = i - 1; j >= Math.max(0, i - OPENING_REACH); j--) {
    const t = tokens[j]!;
    if (tokens[j + 1]!.gap === '\n') return true;
    if (t.kind === 'symbol') {
      // "2) Backups…", "3. Keys…": a list item's number.
      if ((t.text === ')' || t.text === '.') && tokens[j - 1]?.kind === 'number' && (j === 1 || tokens[j - 1]!.gap === '\n')) return true;
      if ('.!?:;•'.includes(t.text)) return true;
      if ('"\'“‘([*#>-–—'.includes(t.text)) continue;
      return false;
    }
    return false;
  }
  return i <= OPENING_REACH;
}

const OPENING_REACH = 6;
