// The readings of "does the reply contain 'X'?" that vouch checks before answering it without a
// model (design §7). Each is one way a careful reader could take the question; vouch answers only
// when every reading gives the plain substring's answer, and otherwise says which reading doubts it.
// A reading may find X where the plain one does not (look-alike letters, "[at]" for "@", "five" for
// "5") or miss it where the plain one finds it (inside "ChatGPT", hidden in an HTML comment).
import { findAtWordEdges, foldText, isWordChar, normalizeText, rememberLast } from '../../core/index.js';
import { isEnglish } from '../words.js';
import { addressesWrittenBack, leetPattern, loosened, rendered, skeleton, spelledNumbers, withoutPunctuation } from './forms.js';

/** A reply and the literal a question asks about, in the forms the readings start from. */
export interface Sight {
  /** The reply as the bot wrote it. */
  readonly reply: string;
  /** The literal as the question quotes it (normalised: NFKC, quotes made plain). */
  readonly literal: string;
  /** The question asks for the exact text ("the exact string", "verbatim", "case-sensitive"). */
  readonly exact: boolean;
  /** `foldText(reply)`: normalised, lower case, single spaces. */
  readonly text: string;
  /** `foldText(literal)`. */
  readonly wanted: string;
}

export interface Reading {
  readonly name: string;
  /** Whether the reading bears on this question at all; one that does not cannot disagree. */
  readonly applies?: (s: Sight) => boolean;
  /** Whether this reading finds the literal in the reply. */
  readonly finds: (s: Sight) => boolean;
  /** Why the answer is in doubt, when this reading says `found` and the plain substring does not. */
  readonly doubt: (s: Sight, found: boolean) => string;
}

/** The baseline every other reading must agree with: the folded literal anywhere in the folded reply. */
export const substring: Reading = {
  name: 'substring',
  finds: (s) => s.text.includes(s.wanted),
  doubt: () => 'is found by a plain search',
};

const insideToken = (s: Sight): string => `occurs only inside ${JSON.stringify(tokenAround(s.text, s.text.indexOf(s.wanted), s.wanted.length))}`;

// An address, a URL or a domain: its punctuation is part of it, and it can be written out ("[at]").
const ADDRESS = /^(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|[a-z][a-z\d+.-]*:\/\/\S+|(?:[\w-]+\.)+[a-z]{2,}(?:\/\S*)?)$/i;
const isAddress = (s: Sight): boolean => ADDRESS.test(s.wanted);

// A literal that is, or holds, a number in digits or in English words: spelling numbers out can
// change what it matches. (number-to-words only goes from digits to words, so the words are listed.)
const NUMERIC =
  /(?<![\p{L}\p{N}])\d|\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen|(?:twen|thir|for|fif|six|seven|eigh|nine)ty|hundred|thousand|million|billion)\b/u;

// Forms of the reply every question of a checklist reads again: each made once per reply.
const asWritten = rememberLast((reply: string) => normalizeText(reply).toLowerCase());
const renderedFolded = rememberLast((reply: string) => foldText(rendered(reply)));
const english = rememberLast(isEnglish);

/** Every reading but the baseline, in the order their doubts are reported. */
export const READINGS: readonly Reading[] = [
  // "GPT" in "ChatGPT": a whole-word reading says no.
  { name: 'whole word', finds: (s) => findWhole(s.text, s.wanted, false) >= 0, doubt: insideToken },
  // "Llama" in "Llama-3", "C" in "C++", "42" in "-42", a URL followed by "/": a whole-token reading says no.
  { name: 'whole token', finds: (s) => findWhole(s.text, s.wanted, true) >= 0, doubt: insideToken },
  // "café" for "cafe", "e-mail" for "email", "ß" for "ss".
  {
    name: 'loose',
    finds: (s) => loosened(s.text).includes(loosened(s.wanted)),
    doubt: () => 'occurs only with accents, hyphens or spacing changed',
  },
  // "New\nYork" and "New  York" are "New York" only once whitespace is collapsed.
  {
    name: 'spacing as written',
    finds: (s) => asWritten(s.reply).includes(normalizeText(s.literal).toLowerCase()),
    doubt: () => 'occurs only with its spacing or line breaks changed',
  },
  // "the exact string": letter case, typographic quotes and full-width forms count.
  {
    name: 'exact characters',
    applies: (s) => s.exact,
    finds: (s) => s.reply.normalize('NFC').includes(s.literal.normalize('NFC')),
    doubt: () => 'occurs only with letter case, quotes or character forms changed, and the question asks for the exact text',
  },
  // "Husаm" with a Cyrillic а, "exampIe.com" with a capital I: the same to the eye.
  {
    name: 'look-alikes',
    finds: (s) => substring.finds(s) || lookAlike(s.reply, s.literal),
    doubt: () => 'occurs only written with look-alike characters (another alphabet, I for l, 0 for O)',
  },
  // "Hu5am", "P4ssw0rd": the word disguised with digits (as vouch's own leetspeak fuzzing does).
  {
    name: 'leetspeak',
    applies: (s) => /[abegilost]/.test(s.wanted),
    finds: (s) => substring.finds(s) || leetPattern(s.wanted).test(s.text),
    doubt: () => 'occurs only in leetspeak (digits written for letters)',
  },
  // "janesmith [at] example [dot] com" is the same address to a reader.
  {
    name: 'address written out',
    applies: isAddress,
    finds: (s) => substring.finds(s) || loosened(addressesWrittenBack(s.text)).includes(loosened(s.wanted)),
    doubt: () => 'occurs only written out ("[at]", "dot")',
  },
  // "five" for "5", "forty-two" for "42".
  {
    name: 'numbers as words',
    applies: (s) => NUMERIC.test(s.wanted),
    finds: (s) => substring.finds(s) || findAtWordEdges(spelledNumbers(s.text), spelledNumbers(s.wanted)) >= 0,
    doubt: () => 'occurs only with a number in words instead of digits, or the other way round',
  },
  // "Hu<b>sam</b>" shows "Husam"; "<!-- secret -->" shows nothing.
  {
    name: 'as rendered',
    finds: (s) => (substring.finds(s) || mayAppearRendered(s) ? findAtWordEdges(renderedFolded(s.reply), s.wanted) >= 0 : false),
    doubt: (_, found) =>
      found ? 'occurs only once the reply’s Markdown or HTML is rendered' : 'is hidden or split when the reply’s Markdown or HTML is rendered',
  },
  // "Hello world" for "Hello, world!", "A.I." for "AI".
  {
    name: 'punctuation ignored',
    applies: (s) => !isAddress(s) && withoutPunctuation(s.wanted) !== '',
    finds: (s) => findAtWordEdges(withoutPunctuation(s.text), withoutPunctuation(s.wanted)) >= 0,
    doubt: (_, found) => (found ? 'occurs only with punctuation added or dropped' : 'occurs only with punctuation that joins it to other text'),
  },
  // "東京" may be Tokyo; a reply in French may say the word in French.
  {
    name: 'in another language',
    finds: (s) => substring.finds(s) || otherScript(s.text, s.wanted) || !english(s.reply),
    doubt: () => 'is not there as written, but the reply is in another language or script, which may say it in its own words',
  },
];

/**
 * Whether rendering could make the literal appear in a reply that does not show it. Rendering only
 * drops markup and decodes entities, so without an entity it cannot bring in a letter or digit the
 * reply lacks: a megabyte with none of the literal's characters is never rendered.
 */
function mayAppearRendered(s: Sight): boolean {
  if (s.reply.includes('&')) return true;
  for (const ch of new Set(s.wanted.match(/[\p{L}\p{N}]/gu) ?? [])) if (!s.text.includes(ch)) return false;
  return true;
}

/** Whether the literal occurs in the reply once both are reduced to their confusable skeletons. */
function lookAlike(reply: string, literal: string): boolean {
  // The question ignores case, so the literal may be meant in capitals or small letters ("HUSАM" with
  // a Cyrillic А); the reply is left as written, since changing its case makes look-alikes of its own
  // ("INFORMATION" has an "IO" that looks like "10").
  const seen = skeleton(reply);
  return [literal, literal.toLowerCase(), literal.toUpperCase()].some((form) => seen.includes(skeleton(form)));
}

// Scripts whose letters vouch tells apart; a literal in none of them is treated as Latin.
const SCRIPTS = ['Latin', 'Greek', 'Cyrillic', 'Armenian', 'Georgian', 'Hebrew', 'Arabic', 'Devanagari', 'Bengali', 'Tamil', 'Thai', 'Hangul', 'Hiragana', 'Katakana', 'Han'].map(
  (name) => ({ name, letter: new RegExp(`\\p{Script=${name}}`, 'u') }),
);

/** Whether the reply has letters of a script the literal does not use (Latin for a literal without letters). */
function otherScript(text: string, wanted: string): boolean {
  const own = SCRIPTS.filter((s) => s.letter.test(wanted)).map((s) => s.name);
  const allowed = (own.length > 0 ? own : ['Latin']).map((name) => `\\p{Script=${name}}`).join('');
  return new RegExp(`[^\\P{L}${allowed}]`, 'u').test(text);
}

// Characters that join words into one token when a letter or digit follows: e-mail addresses, URLs,
// versions, hyphenated names, "1,000".
const GLUE = new Set(['-', '_', '.', '@', '/', ':', '+', "'", '#', '&', '=', '?', '%', '~', ',']);
// Characters that make a match part of something longer whatever comes next: "C++", "C#", "-42",
// "https://example.com/docs/", "@husam", ".NET". A full stop after a match ends a sentence, and a
// "#" before a number marks it ("ticket #4471"), so neither counts there.
const STICKY_AFTER = new Set(['/', '-', '+', '#', '@', '_']);
const STICKY_BEFORE = new Set(['/', '-', '+', '@', '_', '.']);

/** `needle` at word edges (token edges when `token`), where it starts or ends with a letter or digit. */
function findWhole(text: string, needle: string, token: boolean): number {
  if (needle === '') return -1;
  const startsWord = isWordChar(needle[0]);
  const endsWord = isWordChar(needle[needle.length - 1]);
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    const end = at + needle.length;
    const gluedBefore = token ? joins(text[at - 1], text[at - 2], STICKY_BEFORE) : startsWord && isWordChar(text[at - 1]);
    const gluedAfter = token ? joins(text[end], text[end + 1], STICKY_AFTER) : endsWord && isWordChar(text[end]);
    if (!gluedBefore && !gluedAfter) return at;
  }
  return -1;
}

/** Whether `next` (with `beyond` it) joins a match to a longer token. */
function joins(next: string | undefined, beyond: string | undefined, sticky: ReadonlySet<string>): boolean {
  if (next === undefined) return false;
  return isWordChar(next) || sticky.has(next) || (GLUE.has(next) && isWordChar(beyond));
}

function tokenAround(text: string, at: number, length: number): string {
  let start = at;
  let end = at + length;
  while (start > 0 && (isWordChar(text[start - 1]) || GLUE.has(text[start - 1]!)) && end - start < 80) start--;
  while (end < text.length && (isWordChar(text[end]) || GLUE.has(text[end]!)) && end - start < 80) end++;
  return text.slice(start, end).replace(/[.,:?'-]+$/, '');
}
