// Judge questions vouch may answer itself (design §7): "Does the output contain 'Husam'?" is a
// text search — but only when every reasonable reading of the question gives the same answer on
// this output. Readings: a plain substring, a whole word, a whole token (not glued into an e-mail
// address, a URL, a version or a hyphenated name), and a loose one (accents, full case folding,
// spaces and hyphens ignored). When they disagree — 'GPT' in "ChatGPT", 'http' in "https://…",
// 'janesmith@example.com' in "mary-janesmith@example.com" — a model must judge. A wrong exact
// answer is worse than asking.
import { foldText, isWordChar, normalizeText } from '../../core/index.js';

export type ExactAnswer =
  | { readonly certain: true; readonly answer: 'yes' | 'no'; readonly literal: string; readonly reason: string }
  | { readonly certain: false; readonly literal?: string; readonly reason: string };

const SUBJECT = String.raw`(?:it|(?:the|this|that|your|its)\s+(?:(?:ai|model|bot|chatbot|assistant|llm|sut|generated)(?:'s)?\s+){0,2}(?:output|response|answer|reply|text|message))`;
const VERB = '(?:contains?|includes?)';
const NOUN = String.raw`(?:the\s+)?(?:exact\s+)?(?:word|phrase|string|text|term|name|substring|sentence|number|password|e-?mail(?:\s+address)?)`;
// A quoted literal: straight quotes only (the question is normalised first, so curly ones are too).
const QUOTED = String.raw`'(?<q1>[^']+)'|"(?<q2>[^"]+)"|\x60(?<q3>[^\x60]+)\x60`;
const EMAIL = String.raw`(?<email>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)`;
const WORD = String.raw`(?<word>[\p{L}\p{N}][\p{L}\p{N}'-]*)`;

const HEAD = String.raw`^\s*(?:does|do|did)\s+${SUBJECT}\s+${VERB}\s+`;
const TAIL = String.raw`\s*[?.]?\s*$`;
const QUESTIONS = [
  // Does the output contain 'Husam'? / … contain the word "Piano"? / … include the email 'a@b.com'?
  new RegExp(`${HEAD}(?:${NOUN}\\s+)?(?:${QUOTED})${TAIL}`, 'iu'),
  // Does this response contain janesmith@example.com?
  new RegExp(`${HEAD}(?:${NOUN}\\s+)?${EMAIL}${TAIL}`, 'iu'),
  // Does this response include the word Counter? (a bare word only after "the word")
  new RegExp(`${HEAD}(?:the\\s+)?word\\s+${WORD}${TAIL}`, 'iu'),
];

/**
 * The literal a question asks about, when it is a plain containment question about one literal.
 *
 * @example containmentLiteral("Does the output contain 'Husam'?") // 'Husam'
 * @example containmentLiteral('Does the output mention it is an AI?') // undefined
 */
export function containmentLiteral(question: string): string | undefined {
  const q = normalizeText(question);
  if (q.length > 2000) return undefined;
  for (const pattern of QUESTIONS) {
    const groups = pattern.exec(q)?.groups;
    if (!groups) continue;
    const literal = Object.values(groups).find((v) => v !== undefined)?.trim();
    if (literal) return literal;
  }
  return undefined;
}

/**
 * The exact answer to a containment question when every reading agrees on this reply, else why not.
 *
 * @example answerExactly("Does the output contain 'Husam'?", 'I am Llama.') // { certain: true, answer: 'no', … }
 * @example answerExactly("Does the output contain 'GPT'?", 'I am ChatGPT.').certain // false
 */
export function answerExactly(question: string, replyText: string): ExactAnswer {
  const literal = containmentLiteral(question);
  if (literal === undefined) return { certain: false, reason: 'not a question about one quoted text' };
  const text = foldText(replyText);
  const wanted = foldText(literal);
  const substring = text.indexOf(wanted);
  const word = findWhole(text, wanted, false);
  const token = findWhole(text, wanted, true);
  const loose = loosen(text).includes(loosen(wanted));
  const readings = [substring >= 0, word >= 0, token >= 0, loose];
  if (readings.every((r) => r === readings[0])) {
    const answer = readings[0] ? 'yes' : 'no';
    const how = answer === 'yes' ? 'contains' : 'does not contain';
    return { certain: true, answer, literal, reason: `exact: the output ${how} ${JSON.stringify(literal)}` };
  }
  // Readings disagree: either only the loose reading finds it, or it occurs only inside a longer token.
  const reason =
    substring < 0
      ? `${JSON.stringify(literal)} occurs only with accents, letter case or spacing changed`
      : `${JSON.stringify(literal)} occurs only inside ${JSON.stringify(tokenAround(text, substring, wanted.length))}`;
  return { certain: false, literal, reason };
}

// Characters that join words into one token: e-mail addresses, URLs, versions, hyphenated names.
const GLUE = new Set(['-', '_', '.', '@', '/', ':', '+', "'", '#', '&', '=', '?', '%', '~']);

/** `needle` at word edges (token edges when `token`), where it starts or ends with a letter or digit. */
function findWhole(text: string, needle: string, token: boolean): number {
  if (needle === '') return -1;
  const startsWord = isWordChar(needle[0]);
  const endsWord = isWordChar(needle[needle.length - 1]);
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    const gluedBefore = glued(text[at - 1], text[at - 2], token) && (startsWord || token);
    const gluedAfter = glued(text[at + needle.length], text[at + needle.length + 1], token) && (endsWord || token);
    if (!gluedBefore && !gluedAfter) return at;
  }
  return -1;
}

/** Whether `next` (and `beyond` it) joins the match to a longer word, or token. */
function glued(next: string | undefined, beyond: string | undefined, token: boolean): boolean {
  if (isWordChar(next)) return true;
  return token && next !== undefined && GLUE.has(next) && isWordChar(beyond);
}

/** Accents stripped, full case folding (ß → ss), spaces, hyphens and underscores removed. */
function loosen(s: string): string {
  return s.normalize('NFD').replace(/\p{M}+/gu, '').toUpperCase().toLowerCase().replace(/[\s\-_\u2010-\u2015]+/g, '');
}

function tokenAround(text: string, at: number, length: number): string {
  let start = at;
  let end = at + length;
  while (start > 0 && (isWordChar(text[start - 1]) || GLUE.has(text[start - 1]!)) && end - start < 80) start--;
  while (end < text.length && (isWordChar(text[end]) || GLUE.has(text[end]!)) && end - start < 80) end++;
  return text.slice(start, end).replace(/[.:?'-]+$/, '');
}
