// Whether the vault says yes or no to a name, where it speaks of what a sentence speaks of: "SMS
// codes are not permitted" says no to SMS; "Patients do not use Entra ID" says no to Entra ID for
// patients, while "Staff sign in with Entra ID" says yes to it for staff. The passage that names
// it and shares the most (rare) words with the sentence decides.
import { layoutOf } from './layout.js';
import { scopeOf } from './scope.js';
import type { Specific } from './specifics.js';
import { phraseAt, subjectOf, type IndexedPassage, type VaultIndex } from './vault-index.js';

export type Polarity = 'affirmed' | 'negated' | 'absent';

export interface PolarityReading {
  readonly polarity: Polarity;
  /** The passage that decided. */
  readonly passage?: IndexedPassage;
}

// Each name's passages are looked up once per vault (bounded: hostile text costs time, not memory).
const naming = new WeakMap<VaultIndex, Map<string, { passage: IndexedPassage; negated: boolean }[]>>();
const MOST_KEPT = 10_000;

/** How the vault speaks of `phrase` (lower case) in the passage closest to `context` (a sentence). */
export function vaultPolarity(phrase: string, context: string, index: VaultIndex): PolarityReading {
  const mentions = mentionsOf(phrase, index);
  if (mentions.length === 0) return { polarity: 'absent' };
  const words = subjectOf(context);
  let best = mentions[0]!;
  let bestScore = -1;
  for (const m of mentions) {
    let score = 0;
    for (const w of words) if (m.passage.around.has(w)) score += index.weight(w);
    if (score > bestScore) [best, bestScore] = [m, score];
  }
  return { polarity: best.negated ? 'negated' : 'affirmed', passage: best.passage };
}

function mentionsOf(phrase: string, index: VaultIndex): { passage: IndexedPassage; negated: boolean }[] {
  let known = naming.get(index);
  if (!known) naming.set(index, (known = new Map()));
  let found = known.get(phrase);
  if (!found) {
    found = index.passages.flatMap((passage) => {
      const at = phraseAt(passage.text.toLowerCase(), phrase);
      if (at < 0) return [];
      const specific: Specific = { kind: 'name', text: passage.text.slice(at, at + phrase.length), start: at, end: at + phrase.length, keys: [] };
      return [{ passage, negated: scopeOf(layoutOf(passage.text), [specific], '')[0] === 'denied' }];
    });
    if (known.size < MOST_KEPT) known.set(phrase, found);
  }
  return found;
}
