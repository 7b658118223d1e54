// A table's rows and what names each: a value the vault states in one row, claimed for another row
// the claim names ("With 3 claim-free years the discount is 30%", where 30% is the row for 4 years
// and 3 years' row says 25%). A table row is about its first cell (subject.ts); the words of that
// cell that not every row's first cell shares are what a claim names the row by.
import { firstCell, rowCells } from './subject.js';
import { FUNCTION_WORDS } from './tables/function-words.js';
import { prefixed, prefixOf } from './words.js';

export interface Table {
  /** Passage indices of its rows, in order. */
  readonly rows: readonly number[];
  /** Row → the words (stems) of its first cell, less those every row's first cell has. */
  readonly keys: readonly ReadonlySet<string>[];
  /** Row → where its first cell holds no word (an id: "B-2504"), the next cell's words, less those every row's has. */
  readonly nextKeys: readonly ReadonlySet<string>[];
}

/** The words of a row's first cell's value. */
export function rowKeyWords(row: string, stem: (w: string) => string): string[] {
  return keyWords(cellValue(row, firstCell(row)), stem);
}

/** The words of a row's second cell: what names the row where its first is an id ("B-2504", "3", "Band C"). */
export function rowNextWords(row: string, stem: (w: string) => string): string[] {
  const next = rowCells(row)[1];
  // A value ("1 hour", "£18", "Over 25 mm") says something of the row; words name it ("Night", "Kettle K2", "Studio 24").
  const value = next ? cellValue(row, next) : '';
  return VALUE_CELL.test(value) ? [] : keyWords(value, stem);
}

/** A cell that is a value: a number first, after at most a word of bound or currency ("1 hour", "£18", "up to 40 m"). */
const VALUE_CELL = /^\s*(?:(?:up to|under|over|from|about|approx\.?|c\.|min\.?|max\.?)\s+)?[~<>≈±+−-]?\s*[£$€¥]?\s*\d/iu;

/** A cell's value, after its "Header: ". */
export const cellValue = (row: string, cell: { readonly start: number; readonly colon: number; readonly end: number }): string => row.slice(cell.colon < 0 ? cell.start : cell.start + cell.colon + 2, cell.end);

/**
 * Lower-case words of `text` that can name a row, by their stems. Not numbers: a row's values name it
 * as values, by their keys ("3 lines", "Block 2") — a digit inside "£2.40" names no "2 lines" row.
 */
export function keyWords(text: string, stem: (w: string) => string): string[] {
  const out: string[] = [];
  // "That's", "Booster L's": no "s" of a possessive names the "Booster S" row.
  const lower = text.toLowerCase().replace(/['’]s\b/g, '');
  for (const m of lower.matchAll(/[\p{L}\p{N}]+/gu)) {
    const w = m[0];
    if (prefixOf(lower, m.index, w.length)) continue;
    // Short words too: "U&E", "Zone B" name rows by their letters.
    if (!/\d/.test(w) && !FUNCTION_WORDS.has(w)) out.push(prefixed(lower, m.index, w.length < 3 ? w : stem(w)));
  }
  return out;
}

/**
 * A table from its rows, each row's first-cell words and its next cell's: what every row shares names
 * none of them. A first cell whose own words are no more than a letter ("B-2504", "3", "Band C" where
 * every row is a band) is an id, and its row is named by its next cell too ("Band C | Night").
 */
export function tableOf(rows: readonly number[], words: readonly (readonly string[])[], nextWords: readonly (readonly string[])[]): Table {
  const keys = lessShared(words);
  const next = lessShared(nextWords);
  const id = (row: number): boolean => words[row]!.every((w) => w.length < 2) || (keys[row]!.size > 0 && [...keys[row]!].every((w) => w.length < 2));
  return { rows, keys, nextKeys: next.map((k, row) => (id(row) ? k : new Set<string>())) };
}

/** Each row's words less those every row has (one pass per row). */
function lessShared(words: readonly (readonly string[])[]): ReadonlySet<string>[] {
  const sets = words.map((w) => new Set(w));
  const shared = new Set<string>(sets.length > 1 ? sets[0] : []);
  for (const other of sets.slice(1)) for (const w of shared) if (!other.has(w)) shared.delete(w);
  return sets.map((s) => new Set([...s].filter((w) => !shared.has(w))));
}

/**
 * The rows (positions in `table.rows`) a claim names: by every word of its key that not every row
 * has ("Afternoon pass" by "the afternoon pass"), or by values its first cell states (`valueNamed`:
 * "3 lines", "Block 2", "HX-410"). Where the words name several rows ("xlarge" for c2.xlarge and
 * m3.xlarge), the one whose value the claim states too; where values name several, not one named
 * by fewer of the same values ("12 to 25 mm" names that row, not "6 to 12 mm" nor "Over 25 mm").
 */
export function namedRows(table: Table, said: ReadonlySet<string>, valueNamed: (row: number) => ReadonlySet<string>, byNextCell = false, valued?: (row: number) => boolean): number[] {
  const out: number[] = [];
  const naming = table.keys.map((_, row) => valueNamed(row));
  table.keys.forEach((key, row) => {
    if ((key.size > 0 && [...key].every((w) => said.has(w))) || naming[row]!.size > 0) out.push(row);
  });
  // Named by no first cell: a row whose first cell is an id is named by its next cell ("*Tansy* … took 640 hours").
  if (out.length === 0 && byNextCell) {
    table.nextKeys.forEach((key, row) => {
      if (key.size > 0 && [...key].every((w) => said.has(w))) out.push(row);
    });
  }
  if (out.length < 2) return out;
  const byValue = out.filter((row) => naming[row]!.size > 0 && !out.some((other) => other !== row && within(naming[row]!, naming[other]!)));
  if (byValue.length > 0) return byValue;
  // Named by words alone: a row whose first cell also states a value the claim does not ("3-day pass", "2-bed flat") is not the one
  // "a day pass" or "the flat" names, where a row the words name states none.
  const plain = valued ? out.filter((row) => !valued(row)) : [];
  return plain.length > 0 ? plain : out;
}

/** Whether `a` is a part of `b`, and not all of it. */
const within = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean => a.size < b.size && [...a].every((k) => b.has(k));
