// Vault stage entry: read a folder of Markdown once, resolve citation labels against it.
export { loadVault, indexVault, parseDoc, type Vault, type VaultDoc } from './vault.js';
export { resolveLabel, findByFileName, labelKey, fileStemKey, type Resolution } from './label.js';
