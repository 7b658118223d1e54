// A Word vault document (.docx): mammoth converts it to HTML, read as an HTML document is (html.ts),
// so its headings, tables and numbered lists read as a page's do. Before mammoth unpacks anything, the
// zip is inspected (zip.ts): a file that is not a Word document, or whose text unpacks past the cap,
// is a problem said, not a process out of memory.
import { wordTable } from '../core/index.js';
import { normalizeText } from '../core/index.js';
import { BINARY_MAX_BYTES, type DocFormat } from './format.js';
import { parseHtml } from './html.js';
import { squash } from './passages.js';
import { inspectZip } from './zip.js';

/**
 * What a Word document's XML parts may unpack to, together: a thousand pages is a few MB. mammoth
 * holds the XML as a tree, about 100 bytes of memory per byte (measured: 8 MB of XML, 80,000
 * paragraphs, read in 5 s with 0.8 GB resident), so the cap is what bounds its memory.
 */
const MAX_XML_BYTES = 16 * 1024 * 1024;
const CORE = 'docProps/core.xml';

export const docx: DocFormat = {
  name: 'Word',
  extensions: ['.docx'],
  maxBytes: BINARY_MAX_BYTES,
  async read(file, bytes) {
    // mammoth reads only XML parts (images are dropped below), so only they count toward the cap.
    const zip = inspectZip(bytes, { maxEntries: 5000, maxBytes: MAX_XML_BYTES }, (name) => /\.(xml|rels)$/i.test(name), new Set([CORE]));
    if ('problem' in zip) return zip;
    if (!zip.names.has('word/document.xml')) return { problem: 'it is a zip without word/document.xml, so not a Word document' };
    // mammoth is CommonJS and large: loaded only when a vault holds a Word document.
    const { default: mammoth } = await import('mammoth');
    const converted = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      {
        // Word's own "Title" style names the document as a first heading does.
        styleMap: ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => p:fresh"],
        // Images say nothing a citation can check; dropping them also keeps them from being unpacked.
        convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
        // Linked files outside the document are never read.
        externalFileAccess: false,
      },
    );
    const title = coreTitle(zip.kept.get(CORE));
    return { doc: parseHtml(file, `${title ? `<title>${escapeHtml(title)}</title>` : ''}${converted.value}`) };
  },
};

/** The title set in the document's properties (File › Properties in Word), if any. */
function coreTitle(core: Uint8Array | undefined): string | undefined {
  if (!core) return undefined;
  const raw = /<dc:title>([\s\S]{0,2000}?)<\/dc:title>/.exec(new TextDecoder().decode(core))?.[1];
  const title = squash(normalizeText(unescapeXml(raw ?? '')));
  return title || undefined;
}

const XML_ENTITIES = wordTable<string>({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" });
const unescapeXml = (s: string): string => s.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => XML_ENTITIES[e] ?? '');
const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
