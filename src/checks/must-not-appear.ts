// mustNotAppear (design §3): a forbidden string in the reply is a hallucination. Literal entries
// match case-insensitively at word edges, so "AWS" is not in "laws" and "72 hours" is not in
// "172 hours", while "CVE-" still matches "CVE-2024-1"; `/regex/flags` entries are regular expressions.
import { around, findAtWordEdges, type Span } from '../core/index.js';
import type { Vault } from '../vault/index.js';
import { defineCheck, findingsOf } from './define.js';
import { patternList } from './fields.js';
import { needle } from './needle.js';
import { entryRegex, type Found } from './regex.js';

declare module '../core/types.js' {
  interface CaseFields {
    readonly mustNotAppear: readonly string[];
  }
  interface TurnFields {
    readonly mustNotAppear?: readonly string[];
  }
}

/** Where the entry occurs in the reply (`lower` for literals, `text` for regexes), or undefined. */
export function findForbidden(entry: string, text: string, lower: string): Found | undefined {
  const regex = entryRegex(entry);
  if (regex) return regex.find(text);
  const n = needle(entry);
  const at = findAtWordEdges(lower, n);
  return at < 0 ? undefined : { start: at, end: at + n.length, located: true };
}

const { pass, fail } = findingsOf('mustNotAppear', 'hallucination');

export const mustNotAppear = defineCheck({
  name: 'mustNotAppear',
  fields: { mustNotAppear: patternList },
  turnFields: { mustNotAppear: patternList },
  fromTurn: (turn, conversation) => ({ mustNotAppear: [...conversation.mustNotAppear, ...(turn.mustNotAppear ?? [])] }),
  applies: (c) => c.mustNotAppear.length > 0,
  lint: (c, vault) => (vault ? c.mustNotAppear.flatMap((item) => statedBy(vault, c.id, item)) : []),
  run(reply, c) {
    const hits: string[] = [];
    const spans: Span[] = [];
    for (const item of c.mustNotAppear) {
      const at = findForbidden(item, reply.text, reply.lower);
      if (!at) continue;
      if (!at.located) {
        hits.push(`"${item}" matched (the reply is too long to locate where)`);
        continue;
      }
      hits.push(`"${item}" in "${around(reply.text, at.start, at.end)}"`);
      spans.push({ start: at.start, end: at.end, label: `forbidden: ${item}` });
    }
    return hits.length === 0
      ? pass(`none of ${c.mustNotAppear.length} forbidden strings appeared`)
      : fail(`forbidden ${hits.length === 1 ? 'string' : 'strings'} appeared`, { evidence: hits.join('; '), spans });
  },
});

/** The seed's maintenance rule (§9): keep forbidden only what the vault does not say. */
function statedBy(vault: Vault, id: string, item: string): string[] {
  const doc = vault.docs.find((d) => findForbidden(item, d.body, d.lower));
  return doc ? [`${id}: mustNotAppear "${item}" is stated by the vault (${doc.file}); a correct answer may say it`] : [];
}
