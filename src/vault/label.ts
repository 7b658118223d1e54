// Resolving a citation label to a vault document (design.md §2): exact matches after
// normalisation against title, filename stem (version suffix dropped) or alias. No guessing.
import type { Vault, VaultDoc } from './types.js';

/** NFKC, lower case, punctuation and whitespace removed: "SOC 2 Type II Report" → "soc2typeiireport". */
export function labelKey(label: string): string {
  return label.normalize('NFKC').toLowerCase().replace(/[\p{P}\p{S}\p{Z}\s]+/gu, '');
}

// `_v2`, `-v2.1`, ` v3`: a trailing version tag is not part of a document's name.
const VERSION_SUFFIX = /[_\-\s.]v\d+(?:[._]\d+)*$/i;

/** `reports/SOC2_Type2_Report_v2.md` → "soc2type2report" (or "soc2type2reportv2" keeping the version). */
export function fileStemKey(file: string, dropVersion = true): string {
  const stem = (file.split('/').pop() ?? file).replace(/\.[^.]+$/, '');
  return labelKey(dropVersion ? stem.replace(VERSION_SUFFIX, '') : stem);
}

export interface Resolution {
  /** The vault file the label names, when it names one. */
  readonly file?: string;
  /** The document, when that file is in the vault. */
  readonly doc?: VaultDoc;
}

/**
 * Finds the document a label names. `sources` maps extra labels to file names, like the seed's
 * level-1 table; such a file may be missing from the vault, which is what level 2 reports.
 */
export function resolveLabel(
  vault: Vault,
  label: string,
  sources: Readonly<Record<string, string>> = {},
): Resolution {
  const key = labelKey(label);
  if (!key) return {};
  const doc = vault.keys.get(key);
  if (doc) return { file: doc.file, doc };
  for (const [name, file] of Object.entries(sources)) {
    if (labelKey(name) === key) return { file, doc: vault.byFile.get(file) };
  }
  return {};
}

/**
 * Finds the document a citation names, and the section it cites there. LABEL and SECTION split at
 * the first comma (design §2); when that label names no document, a title that itself holds
 * commas is tried at each later comma — "[Tickets, Prices and Refunds, Group Rates]" cites the
 * document "Tickets, Prices and Refunds". Each try is the same exact lookup, so nothing is guessed.
 */
export function resolveCitation(
  vault: Vault,
  label: string,
  section: string | undefined,
  sources: Readonly<Record<string, string>> = {},
): Resolution & { readonly section?: string } {
  const first = resolveLabel(vault, label, sources);
  if (first.file || section === undefined) return section === undefined ? first : { ...first, section };
  const parts = section.split(',');
  for (let i = 1; i <= Math.min(parts.length, MOST_COMMAS); i++) {
    const longer = resolveLabel(vault, [label, ...parts.slice(0, i)].join(','), sources);
    const rest = parts.slice(i).join(',').trim();
    if (longer.file) return rest ? { ...longer, section: rest } : longer;
  }
  return { section };
}

/** Commas a title may hold: a bound on the lookups a hostile bracket of commas costs. */
const MOST_COMMAS = 4;

/** Finds a vault document by the file name a case gives in `requiredCitationSource`. */
export function findByFileName(vault: Vault, name: string): VaultDoc | undefined {
  return vault.byFile.get(name) ?? vault.docs.find((d) => d.file.split('/').pop() === name);
}
