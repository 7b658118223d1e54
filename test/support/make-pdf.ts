// Writes small, valid PDF files for the vault's tests, so no binary fixture is committed: text drawn
// line by line in Helvetica at chosen sizes, an optional outline pointing at lines, a title in the
// Info dictionary, and a cross-reference table with true offsets.
import { createDeflate, deflateSync } from 'node:zlib';

export interface PdfLineSpec {
  readonly text: string;
  /** Font size in points; 11 when not given. */
  readonly size?: number;
}

export interface PdfOutlineSpec {
  readonly title: string;
  /** 1-based page and 0-based line on it the entry opens at. */
  readonly page: number;
  readonly line: number;
  /** 1 for a top entry, 2 for one under the entry before it, … */
  readonly depth?: number;
}

export interface PdfSpec {
  /** The Info dictionary's /Title. */
  readonly title?: string;
  /** Each page's lines, top to bottom. */
  readonly pages: readonly (readonly PdfLineSpec[])[];
  readonly outline?: readonly PdfOutlineSpec[];
  /** Compress content streams with FlateDecode, as most real PDFs do. */
  readonly compress?: boolean;
  /** Protect the file with a user password (pdf.js then asks for one before reading anything). */
  readonly encrypt?: boolean;
}

const literal = (s: string): string => `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/**
 * @example await writeFile('policy.pdf', makePdf({ title: 'Backup Policy', pages: [[{ text: 'Backup Policy', size: 20 }, { text: 'Backups are kept 35 days.' }]] }));
 */
export function makePdf(spec: PdfSpec): Uint8Array {
  const objects: (string | Uint8Array)[] = [];
  const add = (body: string | Uint8Array = ''): number => objects.push(body);
  const set = (id: number, body: string | Uint8Array): void => void (objects[id - 1] = body);
  const catalog = add();
  const pages = add();
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const pageIds: number[] = [];
  const lineTops: number[][] = [];
  for (const lines of spec.pages) {
    let y = 760;
    const ops: string[] = [];
    const tops: number[] = [];
    for (const line of lines) {
      const size = line.size ?? 11;
      tops.push(y);
      y -= size * 1.5;
      ops.push(`BT /F1 ${size} Tf 72 ${y.toFixed(1)} Td ${literal(line.text)} Tj ET`);
    }
    lineTops.push(tops);
    const content = Buffer.from(ops.join('\n'), 'latin1');
    const data = spec.compress ? deflateSync(content) : content;
    const stream = add(streamObject(data, spec.compress ? '/Filter /FlateDecode' : ''));
    pageIds.push(add(`<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${stream} 0 R >>`));
  }
  set(pages, `<< /Type /Pages /Kids [${pageIds.map((p) => `${p} 0 R`).join(' ')}] /Count ${pageIds.length} >>`);
  const outline = spec.outline?.length ? addOutline(spec.outline, add, set, (o) => `[${pageIds[o.page - 1]} 0 R /XYZ 0 ${lineTops[o.page - 1]?.[o.line] ?? 792} 0]`) : undefined;
  set(catalog, `<< /Type /Catalog /Pages ${pages} 0 R${outline ? ` /Outlines ${outline} 0 R /PageMode /UseOutlines` : ''} >>`);
  const info = spec.title === undefined ? undefined : add(`<< /Title ${literal(spec.title)} /Producer (vouch tests) >>`);
  // The standard security handler, revision 2, with password hashes that match no empty password.
  const encrypt = spec.encrypt ? add(`<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -44 >>`) : undefined;
  return serialise(objects, catalog, info, encrypt);
}

/**
 * A PDF whose one page's content stream inflates to `bytes` spaces: a few hundred kilobytes on
 * disk, as much memory as asked once decoded. Deflated as it streams, so making it costs no memory.
 */
export async function makeFlateBombPdf(bytes: number): Promise<Uint8Array> {
  const deflater = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflater.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => deflater.on('end', resolve));
  const block = Buffer.alloc(1024 * 1024, 0x20);
  for (let left = bytes; left > 0; left -= block.length) {
    if (!deflater.write(left >= block.length ? block : block.subarray(0, left))) await new Promise((resolve) => deflater.once('drain', resolve));
  }
  deflater.end();
  await done;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    streamObject(Buffer.concat(chunks), '/Filter /FlateDecode'),
  ];
  return serialise(objects, 1, undefined);
}

function streamObject(data: Uint8Array, filter: string): Uint8Array {
  return Buffer.concat([Buffer.from(`<< /Length ${data.length} ${filter} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);
}

/** The outline's objects: entries nested by depth, each linked to its parent and siblings. */
function addOutline(entries: readonly PdfOutlineSpec[], add: (body?: string) => number, set: (id: number, body: string) => void, dest: (o: PdfOutlineSpec) => string): number {
  const root = add();
  const ids = entries.map(() => add());
  const parentOf = entries.map((e, i) => {
    for (let j = i - 1; j >= 0; j--) if ((entries[j]!.depth ?? 1) < (e.depth ?? 1)) return ids[j]!;
    return root;
  });
  const childrenOf = (parent: number): number[] => ids.filter((_, i) => parentOf[i] === parent);
  const links = (kids: number[]): string => (kids.length ? ` /First ${kids[0]} 0 R /Last ${kids.at(-1)} 0 R /Count ${kids.length}` : '');
  for (const [i, e] of entries.entries()) {
    const siblings = childrenOf(parentOf[i]!);
    const k = siblings.indexOf(ids[i]!);
    const prev = k > 0 ? ` /Prev ${siblings[k - 1]} 0 R` : '';
    const next = k < siblings.length - 1 ? ` /Next ${siblings[k + 1]} 0 R` : '';
    set(ids[i]!, `<< /Title ${literal(e.title)} /Parent ${parentOf[i]} 0 R${prev}${next}${links(childrenOf(ids[i]!))} /Dest ${dest(e)} >>`);
  }
  set(root, `<< /Type /Outlines${links(childrenOf(root))} >>`);
  return root;
}

function serialise(objects: readonly (string | Uint8Array)[], root: number, info: number | undefined, encrypt?: number): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  const push = (b: Buffer): void => {
    parts.push(b);
    length += b.length;
  };
  for (const [i, body] of objects.entries()) {
    offsets.push(length);
    push(Buffer.from(`${i + 1} 0 obj\n`, 'latin1'));
    push(typeof body === 'string' ? Buffer.from(body, 'latin1') : Buffer.from(body));
    push(Buffer.from('\nendobj\n', 'latin1'));
  }
  const xref = length;
  const rows = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  push(Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}`, 'latin1'));
  const id = `<${'0123456789abcdef'.repeat(2)}>`;
  const secured = encrypt ? ` /Encrypt ${encrypt} 0 R /ID [${id} ${id}]` : '';
  push(Buffer.from(`trailer\n<< /Size ${objects.length + 1} /Root ${root} 0 R${info ? ` /Info ${info} 0 R` : ''}${secured} >>\nstartxref\n${xref}\n%%EOF\n`, 'latin1'));
  return new Uint8Array(Buffer.concat(parts));
}
