// A table cell that is a bare number, under a header that says what it counts or measures
// ("Litres: 40.9", "Approx. pints: 72", "Free days: 14", "Weight (kg): 22"): the cell states the
// number in that unit, as "40.9 litres" would. Read both ways — with the header's last word, and
// with the whole header ("14 free days") — and kept as the reading that has a unit, providing
// every key either states. The vault's rows and a reply's Markdown tables are read so.
import { findSpecifics } from './specifics/index.js';
import { PER_WORDS } from './tables/frequency.js';
import { LABEL_WORDS } from './tables/labels.js';
import type { Specific } from './types.js';

/** `s`, a bare number alone in its cell, read under `header`; `s` itself when the header names no unit. */
export function inHeaderUnit(s: Specific, headerText: string): Specific {
  if (s.kind !== 'number' || s.unit !== 'n:' || s.label) return s;
  const header = headerText.trim().toLowerCase();
  const bracketed = /\(([^)]{1,12})\)\s*$/.exec(headerText.trim())?.[1];
  // In lower case ("(M)" is metres), and as written: a currency's code is read in capitals only ("(ISK)").
  const inBrackets = bracketed && !BOUND_HEADERS.has(bracketed.trim().toLowerCase()) ? [...new Set([bracketed.toLowerCase(), bracketed])] : [];
  // A unit may end in its power: "Size in m2" (NFKC writes m² so), "Volume (m3)".
  const words = header.replace(/\([^)]*\)/g, ' ').split(/\s+/).filter((w) => /^\p{L}+[23²³]?$/u.test(w));
  // "Min", "Max", "No": a header word that is a bound or a short label, not a unit (a unit in brackets still is: "(kg)").
  // "Guest passes per year": the last word is the period of a rate, not the unit of the cell ("2" is 2 passes a year, not 2 years).
  const perPeriod = PER_WORDS.has(words.at(-2) ?? '');
  // …so where the whole header is no rate the reader knows ("Fixers per session"), what it counts is the word before "per":
  // "4" is 4 fixers. A count only: "Hours per day: 8" is a rate, and "Visits per month per member" counts no months.
  const beforePer = perPeriod && words.length > 2 ? [words.at(-3)!, words.slice(0, -2).join(' ')] : [];
  const unitWords = words.length > 0 && !BOUND_HEADERS.has(words.at(-1)!) && (words.at(-1)!.length > 2 || /[23²³]$/.test(words.at(-1)!)) ? [...(perPeriod ? [] : [words.at(-1)]), words.join(' '), ...beforePer] : [];
  // "Miles included: 90", "Points reached: 9": what is counted or measured may open the header, said of after it — not a
  // period, which the words after it change ("Months left: 10" is no contract's length).
  const first = words.length > 1 && !perPeriod ? words[0] : undefined;
  // "Hours of work: 640", "Days of leave: 25": the word before "of" is what the cell counts, a duration too.
  const of = words.indexOf('of');
  // In the plural only: "Year of study: 2", "Week of term: 3" say which one, not how many.
  const counted = of > 0 && of < words.length - 1 && /s$/.test(words[of - 1]!) ? words[of - 1] : undefined;
  // Each spelling read once: a one-word header ("Desks") is both its last word and all its words.
  const spellings = [...new Set([...inBrackets, ...unitWords, first, counted])].filter((x): x is string => x !== undefined && x !== '');
  const readings = spellings.flatMap((unit) => {
    const text = /^[£$€¥]$/.test(unit) ? `${unit}${s.text}` : `${s.text} ${unit}`;
    const read = wholeReading(text);
    const period = unit === first && unit !== counted && read?.unit?.startsWith('dur:') === true;
    const notCounted = beforePer.includes(unit) && read?.unit?.startsWith('n:') !== true;
    return read && read.unit !== 'n:' && !period && !notCounted ? [read] : [];
  });
  const best = readings.find((r) => !r.unit?.startsWith('n:')) ?? readings[0];
  // "Exceedances allowed per year: 18": a count of things that happen, over a period, is how often (18 times a year) — where
  // the header opens with what it counts, in the plural. Not "Hours per day: 8", a measure, nor "Price per month: 25".
  const often = perPeriod && !best && countsEvents(words[0]!) ? timesPer(s, words.at(-1)!) : undefined;
  if (often) return readAs(s, often, [...readings, often]);
  return best ? readAs(s, best, readings) : s;
}

/** Whether a header's first word is a plural noun a number counts ("exceedances", "visits"), no unit ("hours") nor amount ("price"). */
function countsEvents(word: string): boolean {
  if (!/^\p{L}{3,}s$/u.test(word)) return false;
  const read = wholeReading(`2 ${word}`);
  return read?.unit?.startsWith('n:') === true && read.unit.length > 2;
}

/** "18 times per year" for a count under a header that ends "per year", where that reads as a frequency. */
function timesPer(s: Specific, period: string): Specific | undefined {
  const read = wholeReading(`${s.text} times per ${period}`);
  return read?.kind === 'frequency' ? read : undefined;
}

/** `s`, a bare number alone in its cell, in the unit a table's note names ("All concentrations are in µg/m³"); `s` itself if it reads no measure so. */
export function inNoteUnit(s: Specific, unit: string): Specific {
  if (s.kind !== 'number' || s.unit !== 'n:' || s.label) return s;
  const read = wholeReading(`${s.text} ${unit}`);
  return read?.unit !== undefined && !read.unit.startsWith('n:') ? readAs(s, read, [read]) : s;
}

/** The one specific `text` is, read whole ("18 times per year", "1 µg/m³"), if it is one. */
export function wholeReading(text: string): Specific | undefined {
  // (No names: a name never starts at a value, so none is the whole of "200 desks", and reading them costs a language guess each.)
  const read = findSpecifics(text, undefined, { names: false })[0];
  return read?.start === 0 && read.end === text.length ? read : undefined;
}

/** `s` read as `best`, providing every key of `readings` too. */
function readAs(s: Specific, best: Specific, readings: readonly Specific[]): Specific {
  const { weak: _, ...rest } = s;
  return { ...rest, kind: best.kind, keys: best.keys, unit: best.unit, dimension: best.dimension, value: best.value, precision: best.precision, provides: [...new Set([...s.provides, ...readings.flatMap((r) => r.provides)])] } as Specific;
}

const BOUND_HEADERS = new Set(['min', 'max', 'minimum', 'maximum', 'average', 'avg', 'total', 'approx']);

/**
 * A reply's Markdown tables read as the vault's are: a bare number alone in a cell is in its
 * column header's unit ("| Quayside | 200 |" under "| Site | Desks |" states 200 desks).
 * Linear: each line is looked at once, each specific once.
 */
export function withTableHeaders(text: string, specifics: readonly Specific[]): readonly Specific[] {
  if (!text.includes('|') || !text.includes('--')) return specifics;
  const lines = linesWithOffsets(text);
  const headerAt = new Map<number, { header: readonly string[]; cells: readonly { start: number; end: number }[] }>();
  for (let i = 1; i < lines.length; i++) {
    if (!separatorLine(lines[i]!.text) || !lines[i - 1]!.text.includes('|')) continue;
    const header = tableCells(lines[i - 1]!).map((c) => text.slice(c.start, c.end));
    if (header.length > MOST_COLUMNS) continue;
    for (let j = i + 1; j < lines.length && lines[j]!.text.trimStart().startsWith('|'); j++) {
      const cells = tableCells(lines[j]!);
      // A row of thousands of cells is no table a person writes: its cells are searched per value, so it is left as text.
      if (cells.length <= MOST_COLUMNS) headerAt.set(lines[j]!.start, { header, cells });
    }
  }
  if (headerAt.size === 0) return specifics;
  const starts = [...headerAt.keys()];
  return specifics.map((s) => {
    if (s.kind !== 'number' || s.unit !== 'n:') return s;
    const lineStart = starts[lastAtOrBefore(starts, s.start)];
    const row = lineStart === undefined ? undefined : headerAt.get(lineStart);
    const k = row?.cells.findIndex((c) => c.start <= s.start && s.end <= c.end) ?? -1;
    if (!row || k < 0) return s;
    const cell = row.cells[k]!;
    // The number must be the whole of its cell.
    if (text.slice(cell.start, cell.end).trim() !== s.text) return s;
    const header = row.header[k];
    if (header === undefined) return s;
    // Under a label word ("Priority", "Step", "Day"), a number is that label, as in the vault's rows: "Priority 1".
    if (LABEL_WORDS.has(header.trim().toLowerCase())) {
      const label = findSpecifics(`${header.trim()} ${s.text}`)[0];
      // Weak: a reply's own table ("| Day | Plan |" for an itinerary) may number what the vault never labels.
      return label?.label ? { ...label, text: s.text, start: s.start, end: s.end, weak: true } : s;
    }
    return inHeaderUnit(s, header);
  });
}

/** Columns a reply's table is read with at most: a bound on what a hostile row costs. */
const MOST_COLUMNS = 64;

/** A table's separator line, "|---|:--:|": pipes, dashes, colons and blanks, with "--" in it (one pass, no pattern to backtrack). */
function separatorLine(line: string): boolean {
  for (const c of line) if (c !== '|' && c !== '-' && c !== ':' && c !== ' ' && c !== '\t') return false;
  return line.includes('--');
}

interface Line {
  readonly text: string;
  readonly start: number;
}

function linesWithOffsets(text: string): Line[] {
  const out: Line[] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    out.push({ text: line, start });
    start += line.length + 1;
  }
  return out;
}

/** The cells of a Markdown table line, between its pipes, as offsets in the whole text. */
function tableCells(line: Line): { start: number; end: number }[] {
  const cells: { start: number; end: number }[] = [];
  const inner = line.text.trim();
  const lead = line.text.indexOf(inner);
  const body = inner.startsWith('|') ? 1 : 0;
  let from = lead + body;
  const stop = lead + inner.length - (inner.endsWith('|') && inner.length > 1 ? 1 : 0);
  for (let i = from; i <= stop; i++) {
    if (i === stop || line.text[i] === '|') {
      cells.push({ start: line.start + from, end: line.start + i });
      from = i + 1;
    }
  }
  return cells;
}

/** The index of the last of `starts` (sorted) at or before `offset`, or −1. */
function lastAtOrBefore(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! <= offset) lo = mid + 1;
    else hi = mid - 1;
  }
  return hi;
}
