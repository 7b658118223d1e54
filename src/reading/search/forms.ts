// The forms of a reply that a reasonable reader of "does it contain 'X'?" might search (design §7):
// as rendered, with look-alike letters merged, with numbers spelled out, with an address written
// back from "[at]" and "[dot]", without punctuation. Each is a plain string function; the readings
// (readings.ts) decide how to search it.
import { Parser } from 'htmlparser2';
import { Marked } from 'marked';
import numberToWords from 'number-to-words';
import unhomoglyph from 'unhomoglyph';
import { costlyMarkdown, normalizeText, oneSpace, regexLiteral, rememberLast, wordTable } from '../../core/index.js';

// A private instance: another module's marked.use() must not change what a reply renders to.
const markdown = new Marked({ gfm: true, async: false });
// Elements whose text a reader never sees on the page.
const HIDDEN = new Set(['script', 'style', 'template', 'title', 'head']);
// Elements that end a line of text when rendered: their neighbours' words do not join.
const BLOCK = new Set(['p', 'div', 'br', 'li', 'td', 'th', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'blockquote', 'hr']);

/**
 * The text a reader sees once the reply's Markdown and HTML are rendered: tags, comments and link
 * targets gone, emphasis markers dropped, entities decoded.
 *
 * @example rendered('Hu<b>sam</b> <!-- secret -->') // 'Husam '
 */
export const rendered = rememberLast((reply: string): string => {
  let html = reply;
  try {
    // Markdown marked would read in more than linear time (core/markdown-cost.ts), or too deeply
    // nested to render at all, is read as HTML.
    if (!costlyMarkdown(reply)) html = markdown.parse(reply, { async: false });
  } catch {}
  return visibleText(html);
});

/** The text nodes of `html` outside comments and hidden elements, blocks kept apart by a space. */
function visibleText(html: string): string {
  let out = '';
  let hidden = 0;
  const edge = (name: string): void => {
    if (BLOCK.has(name)) out += ' ';
  };
  const parser = new Parser(
    {
      onopentag: (name) => {
        if (HIDDEN.has(name)) hidden++;
        edge(name);
      },
      onclosetag: (name) => {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        edge(name);
      },
      ontext: (text) => {
        if (hidden === 0) out += text;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return out;
}

/**
 * The Unicode confusable skeleton (UTS #39): text that looks the same maps to the same string —
 * Cyrillic 'а' and Latin 'a', 'I' and 'l', '0' and 'O', 'rn' and 'm'. Letter case is kept, as the
 * skeleton needs it: '0' looks like 'O', not like 'o'.
 *
 * @example skeleton('Husаm') === skeleton('Husam') // true
 */
export const skeleton = rememberLast((text: string): string => oneSpace(unhomoglyph(normalizeText(text))));

// Letters and the digits leetspeak writes for them ("1" for both i and l). (vouch's leetspeak fuzz transform has the same
// table, but checks may not import the plan stage; nine pairs are not worth a shared module.)
const LEET = wordTable<string>({ a: '4', b: '8', e: '3', g: '9', i: '1', l: '1', o: '0', s: '5', t: '7' });

/**
 * A pattern that finds the folded literal with any of its letters written as leetspeak digits:
 * "husam" matches "hu5am" and "hus4m", while the literal's own digits match only themselves ("10"
 * is not leetspeak for "io").
 *
 * @example leetPattern('husam').test('ask hu5am') // true
 */
export const leetPattern = (wanted: string): RegExp =>
  new RegExp([...wanted].map((ch) => (LEET[ch] ? `[${ch}${LEET[ch]}]` : regexLiteral(ch))).join(''), 'u');

// Digits standing alone (not part of a word such as "v2" or "5pm"), short enough to be spoken.
const NUMBER = /(?<![\p{L}\p{N}])\d{1,15}(?![\p{L}\p{N}])/gu;

/**
 * Folded text with every standalone number in English words, spaced the same way on both sides
 * ("forty-two", "forty two" and "42" all read "forty two"; "and" and commas dropped).
 *
 * @example spelledNumbers('step 42 of 100') // 'step forty two of one hundred'
 */
export const spelledNumbers = rememberLast((folded: string): string =>
  oneSpace(
    folded
      .replace(NUMBER, (digits) => ` ${numberToWords.toWords(digits)} `)
      .replace(/[-,]+/g, ' ')
      .replace(/\band\b/g, ' '),
  ).trim(),
);

// How people hide an address from scrapers: "jane [at] example [dot] com", "jane at example dot com".
const AT = /\s*[[({<]\s*(?:at|@)\s*[\])}>]\s*|\s+(?:at|@)\s+/g;
const DOT = /\s*[[({<]\s*(?:dot|\.)\s*[\])}>]\s*|\s+dot\s+/g;
const DEFANGED = /\bhxxp(s?):/g;

/**
 * Folded text with obfuscated addresses written back: "[at]" → "@", " dot " → ".", "hxxp" → "http".
 *
 * @example addressesWrittenBack('janesmith [at] example [dot] com') // 'janesmith@example.com'
 */
export const addressesWrittenBack = rememberLast((folded: string): string => folded.replace(AT, '@').replace(DOT, '.').replace(DEFANGED, 'http$1:'));

// Punctuation inside a word, dropped so the word's letters meet: "A.I.", "Hu**sam**", "e-mail",
// "1,000". Other punctuation (dashes, slashes, brackets, tags) separates words and becomes a space.
const JOINING = /[.'`*_~\-\u00AD\u2010\u2011\u00B7]+|(?<=\d),(?=\d)/g;

/**
 * Folded text without punctuation or symbols, spaces collapsed: "A.I." reads "ai", "Hello, world!"
 * reads "hello world", "<b>Husam</b>" reads "b husam b".
 */
export const withoutPunctuation = rememberLast((folded: string): string =>
  oneSpace(folded.replace(JOINING, '').replace(/[\p{P}\p{S}]+/gu, ' ')).trim(),
);

/** Accents stripped, full case folding (ß → ss), spaces, hyphens and underscores removed. */
export const loosened = rememberLast((s: string): string =>
  s.normalize('NFD').replace(/\p{M}+/gu, '').toUpperCase().toLowerCase().replace(/[\s\-_\u2010-\u2015]+/g, ''),
);
