// Runs in a worker thread that pdf.ts starts: reads a PDF's title, outline and lines of text with
// pdf.js (through unpdf, which ships it without a canvas or a worker of its own) and posts them back
// as plain data. pdf.js decodes a page's streams whole, so a small file can expand to gigabytes: in
// its own thread, pdf.ts can stop it when it takes too long or too much memory, and vouch goes on.
import { parentPort } from 'node:worker_threads';
import { getDocumentProxy } from 'unpdf';
import type { PdfLayout, PdfLine, PdfOutlineEntry } from './pdf-layout.js';

/** What pdf.ts sends: the file's bytes and how much text to read at most. */
export interface PdfRequest {
  readonly bytes: Uint8Array;
  readonly maxChars: number;
}

/** What this worker answers: the layout (and whether text was left unread), or why the file cannot be read. */
export type PdfReply = { readonly layout: PdfLayout; readonly cut: boolean } | { readonly problem: string };

type Document = Awaited<ReturnType<typeof getDocumentProxy>>;
type Dest = Awaited<ReturnType<Document['getDestination']>>;

/** Outline entries past this many are not read: an outline is a table of contents, not content. */
const MAX_OUTLINE = 2000;

parentPort?.on('message', async (request: PdfRequest) => {
  let reply: PdfReply;
  try {
    reply = await read(request);
  } catch (error) {
    reply = { problem: problemOf(error) };
  }
  parentPort?.postMessage(reply);
});

async function read({ bytes, maxChars }: PdfRequest): Promise<PdfReply> {
  // No eval of font programs, no fonts loaded into the page, no messages on the console.
  const pdf = await getDocumentProxy(bytes, { isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    const lines: PdfLine[] = [];
    let chars = 0;
    let cut = false;
    for (let page = 1; page <= pdf.numPages && !cut; page++) {
      for (const line of await pageLines(pdf, page)) {
        if (chars + line.text.length > maxChars) {
          cut = true;
          break;
        }
        chars += line.text.length;
        lines.push(line);
      }
    }
    const title = await metadataTitle(pdf);
    return { layout: { ...(title ? { title } : {}), lines, outline: await outlineOf(pdf) }, cut };
  } finally {
    await pdf.destroy();
  }
}

/** A page's text items joined into lines: a new line where the baseline moves or pdf.js marks one. */
async function pageLines(pdf: Document, page: number): Promise<PdfLine[]> {
  const { items } = await (await pdf.getPage(page)).getTextContent();
  const lines: PdfLine[] = [];
  let current: { y: number; size: number; parts: string[]; end: number } | undefined;
  const close = (): void => {
    if (current) lines.push({ page, y: current.y, size: current.size, text: current.parts.join('') });
    current = undefined;
  };
  for (const item of items) {
    if (!('str' in item)) continue;
    const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
    const size = Math.hypot(c, d);
    if (![x, y, size, item.width].every(Number.isFinite)) continue;
    if (item.str !== '') {
      if (current && Math.abs(current.y - y) > Math.max(current.size, size) / 2) close();
      if (!current) current = { y, size, parts: [], end: x };
      // Items drawn apart on one line are words apart, though pdf.js gives no space between them.
      else if (x - current.end > size * 0.15 && !/\s$/.test(current.parts.at(-1) ?? '') && !/^\s/.test(item.str)) current.parts.push(' ');
      current.parts.push(item.str);
      current.size = Math.max(current.size, size);
      current.end = x + item.width;
    }
    if (item.hasEOL) close();
  }
  close();
  return lines;
}

async function metadataTitle(pdf: Document): Promise<string | undefined> {
  const { info, metadata } = await pdf.getMetadata().catch(() => ({ info: undefined, metadata: undefined }));
  const fromInfo = (info as { Title?: unknown } | undefined)?.Title;
  if (typeof fromInfo === 'string' && fromInfo.trim()) return fromInfo;
  return metadata?.get('dc:title') ?? undefined;
}

/** The outline flattened in reading order, each entry with its depth and, where it can be found, its page and height. */
async function outlineOf(pdf: Document): Promise<PdfOutlineEntry[]> {
  const top = await pdf.getOutline().catch(() => null);
  const out: PdfOutlineEntry[] = [];
  type Item = NonNullable<typeof top>[number];
  const visit = async (items: readonly Item[], depth: number): Promise<void> => {
    for (const item of items) {
      if (out.length >= MAX_OUTLINE) return;
      out.push({ title: item.title, depth: Math.min(6, depth), ...(await placeOf(pdf, item.dest)) });
      await visit(item.items ?? [], depth + 1);
    }
  };
  await visit(top ?? [], 1);
  return out;
}

/** The page (1-based) and height an outline destination opens at; empty when it cannot be resolved. */
async function placeOf(pdf: Document, dest: string | Dest | unknown[] | null): Promise<{ page?: number; top?: number }> {
  try {
    const explicit = typeof dest === 'string' ? await pdf.getDestination(dest) : (dest as unknown[] | null);
    if (!Array.isArray(explicit) || explicit.length === 0) return {};
    const [target, kind] = explicit as [unknown, { name?: string } | undefined];
    const page = typeof target === 'number' ? target + 1 : (await pdf.getPageIndex(target as Parameters<Document['getPageIndex']>[0])) + 1;
    // [page /XYZ left top zoom], [page /FitH top], [page /FitBH top]: the height the view opens at.
    const top = kind?.name === 'XYZ' ? explicit[3] : kind?.name === 'FitH' || kind?.name === 'FitBH' ? explicit[2] : undefined;
    return { page, ...(typeof top === 'number' ? { top } : {}) };
  } catch {
    return {};
  }
}

/** pdf.js's exceptions, said for a person: an encrypted file is said as such. */
function problemOf(error: unknown): string {
  const name = (error as { name?: unknown })?.name;
  if (name === 'PasswordException') return 'it is encrypted: a password is needed to read it';
  const message = error instanceof Error ? error.message : String(error);
  return name === 'InvalidPDFException' ? `it is not a valid PDF (${message})` : `pdf.js could not read it (${message})`;
}
