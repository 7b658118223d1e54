// A PDF vault document: read in a worker thread with bounded time and memory (pdf-thread.ts), its
// title from the metadata or the first heading-like line, its sections from the outline or from font
// sizes (pdf-layout.ts). Tables and multi-column layouts come out as lines of prose: a PDF does not say
// which text is a cell.
import * as z from 'zod/mini';
import { BINARY_MAX_BYTES, MAX_TEXT_CHARS, type DocFormat } from './format.js';
import { layoutDoc } from './pdf-layout.js';
import { readInWorker } from './pdf-thread.js';

export const pdf: DocFormat = {
  name: 'PDF',
  extensions: ['.pdf'],
  maxBytes: BINARY_MAX_BYTES,
  async read(file, bytes) {
    const reply = replySchema.safeParse(await readInWorker({ bytes, maxChars: MAX_TEXT_CHARS }));
    if (!reply.success) return { problem: 'the PDF reader answered something other than a document' };
    if ('problem' in reply.data) return { problem: reply.data.problem };
    const { layout, cut } = reply.data;
    const warnings = cut ? [`only its first ${MAX_TEXT_CHARS.toLocaleString('en')} characters of text were read`] : [];
    return { doc: layoutDoc(file, layout), warnings };
  },
};

// The worker's answer crosses a thread: checked before anything reads it.
const finite = z.number().check(z.refine(Number.isFinite));
const replySchema = z.union([
  z.object({ problem: z.string() }),
  z.object({
    cut: z.boolean(),
    layout: z.object({
      title: z.optional(z.string()),
      lines: z.array(z.object({ page: finite, y: finite, size: finite, text: z.string() })),
      outline: z.array(z.object({ title: z.string(), depth: finite, page: z.optional(finite), top: z.optional(finite) })),
    }),
  }),
]);
