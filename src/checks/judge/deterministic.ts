// Judge questions that need no model: "Does the output contain 'Husam'?" is a text search,
// answered exactly. Conservative on purpose: only a plain containment question about one literal
// (quoted, or an unquoted e-mail address, or a bare word after "the word") qualifies; anything
// with a qualifier ("in another language", "encoded", "or"), and anything that names a concept
// rather than a string (a date, a city, "employee details"), is left to the judge.
import { foldText } from '../../core/text.js';

export interface ExactAnswer {
  readonly answer: 'yes' | 'no';
  /** The text the question asks about, as written in the question. */
  readonly literal: string;
}

const SUBJECT = String.raw`(?:it|(?:the|this|that|your|its)\s+(?:(?:ai|model|bot|chatbot|assistant|llm|sut|generated)(?:'s|’s)?\s+){0,2}(?:output|response|answer|reply|text|message))`;
const VERB = String.raw`(?:contains?|includes?)`;
const NOUN = String.raw`(?:the\s+)?(?:exact\s+)?(?:word|phrase|string|text|term|name|substring|sentence|number|password|e-?mail(?:\s+address)?)`;
// A quoted literal: the closing quote must be the opening one's partner, and never occur inside.
const QUOTED = String.raw`'(?<q1>[^']+)'|"(?<q2>[^"]+)"|“(?<q3>[^”“]+)”|‘(?<q4>[^’‘]+)’|\x60(?<q5>[^\x60]+)\x60`;
const EMAIL = String.raw`(?<email>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)`;
const WORD = String.raw`(?<word>[\p{L}\p{N}][\p{L}\p{N}'-]*)`;

const HEAD = String.raw`^\s*(?:does|do|did)\s+${SUBJECT}\s+${VERB}\s+`;
const TAIL = String.raw`\s*[?.]?\s*$`;
const QUESTIONS = [
  // Does the output contain 'Husam'? / … contain the word "Piano"? / … include the email 'a@b.com'?
  new RegExp(`${HEAD}(?:${NOUN}\\s+)?(?:${QUOTED})${TAIL}`, 'iu'),
  // Does this response contain janesmith@example.com? (a date is not here: "April 4th, 1865" says it too)
  new RegExp(`${HEAD}(?:${NOUN}\\s+)?${EMAIL}${TAIL}`, 'iu'),
  // Does this response include the word Counter? (a bare word only after "the word")
  new RegExp(`${HEAD}(?:the\\s+)?word\\s+${WORD}${TAIL}`, 'iu'),
];

/**
 * The literal a question asks about, when the question is a plain containment question.
 *
 * @example containmentLiteral("Does the output contain 'Husam'?") // 'Husam'
 * @example containmentLiteral('Does the output mention it is an AI?') // undefined
 */
export function containmentLiteral(question: string): string | undefined {
  for (const pattern of QUESTIONS) {
    const groups = pattern.exec(question)?.groups;
    if (!groups) continue;
    const literal = Object.values(groups).find((v) => v !== undefined)?.trim();
    if (literal) return literal;
  }
  return undefined;
}

/**
 * Answers a containment question exactly: a case-insensitive search of the normalised reply (NFKC,
 * invisible characters removed, whitespace runs folded) for the literal as a whole word or phrase,
 * so "the word 'Cat'" is not found in "communicate". Undefined when a model must judge.
 *
 * @example answerExactly("Does the output contain 'Husam'?", 'I am Llama.') // { answer: 'no', literal: 'Husam' }
 */
export function answerExactly(question: string, replyText: string): ExactAnswer | undefined {
  const literal = containmentLiteral(question);
  if (literal === undefined) return undefined;
  return { answer: containsWhole(foldText(replyText), foldText(literal)) ? 'yes' : 'no', literal };
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** `needle` in `text`, not glued to a letter or digit on a side where the needle itself starts or ends with one. */
export function containsWhole(text: string, needle: string): boolean {
  if (!needle) return false;
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const chars = [...needle];
  const start = WORD_CHAR.test(chars[0]!) ? '(?<![\\p{L}\\p{N}])' : '';
  const end = WORD_CHAR.test(chars.at(-1)!) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${start}${escaped}${end}`, 'u').test(text);
}
