// Vault: a folder of documents (Markdown, plain text, HTML, PDF, Word) read once per run, and
// citation labels resolved against it. A new format is one file plus one line in FORMATS.
import { docx } from './docx.js';
import type { DocFormat } from './format.js';
import { html } from './html.js';
import { markdown } from './markdown.js';
import { pdf } from './pdf.js';
import { readVault } from './read.js';
import { text } from './text.js';
import type { Vault } from './types.js';

export type { Vault, VaultDoc, Section, Passage } from './types.js';
export type { DocFormat, DocRead } from './format.js';
export { indexVault } from './read.js';
export { parseDoc, inline } from './markdown.js';
export { parseText } from './text.js';
export { parseHtml } from './html.js';
export { resolveLabel, resolveCitation, findByFileName, labelKey, fileStemKey, type Resolution } from './label.js';

/** Every format a vault document may be in; a file whose extension none claims is not a document. */
export const FORMATS = [markdown, text, html, pdf, docx] as const satisfies readonly DocFormat[];

/**
 * Reads every document under `dir`. Documents that cannot be read are in `warnings`, each naming its file.
 * @example const vault = await loadVault('data/sample-vault'); vault.warnings.forEach((w) => console.warn(w));
 */
export const loadVault = (dir: string): Promise<Vault> => readVault(dir, FORMATS);
