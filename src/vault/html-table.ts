// An HTML table as it is read: rows of cell texts, then each body row said under the header row's
// cells, as a Markdown table's rows are (passages.ts rowText).
import { rowText } from './passages.js';

/** Elements that belong to a table's own structure, never to a cell's text. */
export const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th']);

/** A cell spanning more columns than this stands under this many: a span is layout, not content. */
const MAX_SPAN = 20;
/** Cells past this in one row are not read (they would all need a header of their own). */
const MAX_CELLS = 200;

export interface Table {
  readonly rows: Row[];
  /** Inside <thead>. */
  inHead: boolean;
  /** The text of the cell being read, until it closes. */
  cell?: string;
  /** How many columns the open cell spans. */
  span?: number;
  /** The open cell is a <th>. */
  cellIsHeader?: boolean;
}

interface Row {
  readonly cells: string[];
  readonly inHead: boolean;
  /** Every cell so far is a <th>. */
  allHeader: boolean;
  /** The first cell is a <th>: the row's own name ("RTO" in "RTO | 4 hours"). */
  named?: boolean;
}

export function openRow(t: Table): void {
  closeCell(t);
  t.rows.push({ cells: [], inHead: t.inHead, allHeader: true });
}

export function openCell(t: Table, header: boolean, span: number): void {
  closeCell(t);
  if (t.rows.length === 0) openRow(t);
  const row = t.rows.at(-1)!;
  row.allHeader &&= header;
  row.named ??= header;
  t.cell = '';
  t.span = Math.max(1, Math.min(span, MAX_SPAN));
  t.cellIsHeader = header;
}

/**
 * Ends the open cell, if any. A header cell spanning columns heads each of them; a body cell spanning
 * columns is said once, under the first.
 */
export function closeCell(t: Table): void {
  if (t.cell === undefined) return;
  const row = t.rows.at(-1)!;
  const text = t.cell.replace(/\s+/g, ' ').trim();
  for (let i = 0; i < (t.span ?? 1) && row.cells.length < MAX_CELLS; i++) row.cells.push(i === 0 || t.cellIsHeader ? text : '');
  t.cell = undefined;
  t.span = undefined;
}

/**
 * Each body row as a statement under the header: the last of the leading rows that are in <thead>
 * or all <th>, or else the first row, as a Markdown table's first row is its header. A table with no
 * header row whose rows each start with a <th> says each row as "name: values".
 */
export function tableRows(t: Table): string[] {
  const rows = t.rows.filter((r) => r.cells.some((c) => c !== ''));
  if (rows.length === 0) return [];
  if (rows.length === 1) return [rowText([], rows[0]!.cells)];
  let headers = 0;
  while (headers < rows.length && (rows[headers]!.inHead || rows[headers]!.allHeader)) headers++;
  // No header row, and each row names itself in a <th>: a table of names and values.
  if (headers === 0 && rows.every((r) => r.named)) return rows.map((r) => `${r.cells[0]}: ${r.cells.slice(1).filter((c) => c).join('; ')}`);
  headers = Math.max(1, Math.min(headers, rows.length - 1));
  const header = rows[headers - 1]!.cells;
  return rows
    .slice(headers)
    .map((r) => rowText(header, r.cells))
    .filter((s) => s !== '');
}
