// The seed's maintenance rule (§9): keep forbidden only what the vault does not say.
import type { Case } from '../core/types.js';
import { findByFileName, type Vault } from '../vault/index.js';

export function vaultWarnings(cases: readonly Case[], vault: Vault): string[] {
  const warnings: string[] = [];
  for (const c of cases) {
    for (const item of c.mustNotAppear) {
      const doc = vault.docs.find((d) => d.lower.includes(item.toLowerCase()));
      if (doc) warnings.push(`${c.id}: mustNotAppear "${item}" is stated by the vault (${doc.file}); a correct answer may say it`);
    }
    if (c.requiredCitationSource && !findByFileName(vault, c.requiredCitationSource)) {
      warnings.push(`${c.id}: requiredCitationSource "${c.requiredCitationSource}" is not in the vault, so the case cannot pass`);
    }
  }
  return warnings;
}
