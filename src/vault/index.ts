// Vault: a folder of Markdown documents read once per run, and citation labels resolved against it.
export type { Vault, VaultDoc, Section, Passage } from './types.js';
export { loadVault, indexVault, MAX_DOC_BYTES } from './read.js';
export { parseDoc, inline } from './markdown.js';
export { resolveLabel, findByFileName, labelKey, fileStemKey, type Resolution } from './label.js';
