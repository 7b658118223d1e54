// Judge questions vouch may answer itself (design §7): "Does the output contain 'Husam'?" is a
// text search — but only when every reasonable reading of the question gives the same answer on
// this output (readings.ts: whole word, whole token, accents and spacing, look-alike letters,
// numbers in words, punctuation, rendered Markdown, another language…). When they disagree —
// 'GPT' in "ChatGPT", 'http' in "https://…", 'Husam' as "Husаm" with a Cyrillic а — a model must
// judge. A wrong exact answer is worse than asking.
import { foldText, normalizeText, rememberLast } from '../../core/index.js';
import { READINGS, type Sight, substring } from '../../reading/index.js';

export type ExactAnswer =
  | { readonly certain: true; readonly answer: 'yes' | 'no'; readonly literal: string; readonly reason: string }
  | { readonly certain: false; readonly literal?: string; readonly reason: string };

const SUBJECT = String.raw`(?:it|(?:the|this|that|your|its)\s+(?:(?:ai|model|bot|chatbot|assistant|llm|sut|generated)(?:'s)?\s+){0,2}(?:output|response|answer|reply|text|message))`;
const VERB = '(?:contains?|includes?)';
// "the exact string", "exactly", "verbatim", "(case-sensitive)": the question asks for the exact text.
const EXACT = '(?:exact|verbatim|literal|case[- ]sensitive)';
const EXACTLY = String.raw`(?:exactly|verbatim|literally|word[- ]for[- ]word|character[- ]for[- ]character|case[- ]sensitive(?:ly)?|with\s+(?:exact|matching)\s+case)`;
const EXACT_WORD = new RegExp(String.raw`\b(?:${EXACT}|${EXACTLY})\b`, 'i');
const NOUN = String.raw`(?:the\s+)?(?:${EXACT}\s+)?(?:word|phrase|string|text|term|name|substring|sentence|number|password|e-?mail(?:\s+address)?)`;
// A quoted literal: straight quotes only (the question is normalised first, so curly ones are too).
const QUOTED = String.raw`'(?<q1>[^']+)'|"(?<q2>[^"]+)"|\x60(?<q3>[^\x60]+)\x60`;
const EMAIL = String.raw`(?<email>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)`;
const WORD = String.raw`(?<word>[\p{L}\p{N}][\p{L}\p{N}'-]*)`;

const HEAD = String.raw`^\s*(?:does|do|did)\s+${SUBJECT}\s+${VERB}\s+(?:${EXACTLY}\s+)?`;
// "… 'X' verbatim?", "… 'X' (case-sensitive)?" — but not "… 'X' exactly once?", which counts.
const TAIL = String.raw`(?:\s*,?\s*(?:${EXACTLY}|\(\s*${EXACTLY}\s*\)))?\s*[?.]?\s*$`;
const QUESTIONS = [
  // Does the output contain 'Husam'? / … contain the word "Piano"? / … include the email 'a@b.com'?
  new RegExp(`${HEAD}(?:${NOUN}\\s+)?(?:${QUOTED})${TAIL}`, 'iu'),
  // Does this response contain janesmith@example.com?
  new RegExp(`${HEAD}(?:${NOUN}\\s+)?${EMAIL}${TAIL}`, 'iu'),
  // Does this response include the word Counter? (a bare word only after "the word")
  new RegExp(`${HEAD}(?:the\\s+)?word\\s+${WORD}${TAIL}`, 'iu'),
];

/** A containment question: the literal it asks about, and whether it asks for the exact text. */
export interface ContainmentQuestion {
  readonly literal: string;
  readonly exact: boolean;
}

/**
 * The literal a question asks about, when it is a plain containment question about one literal.
 *
 * @example containmentQuestion("Does the output contain 'Husam'?") // { literal: 'Husam', exact: false }
 * @example containmentQuestion('Does it contain the exact string `v2.1`?') // { literal: 'v2.1', exact: true }
 * @example containmentQuestion('Does the output mention it is an AI?') // undefined
 */
export function containmentQuestion(question: string): ContainmentQuestion | undefined {
  const q = normalizeText(question);
  if (q.length > 2000) return undefined;
  for (const pattern of QUESTIONS) {
    const groups = pattern.exec(q)?.groups;
    if (!groups) continue;
    const literal = Object.values(groups).find((v) => v !== undefined)?.trim();
    // The grammar admits "exact" words only around the literal, so the rest of the question tells.
    if (literal) return { literal, exact: EXACT_WORD.test(q.replace(literal, ' ')) };
  }
  return undefined;
}

/**
 * The literal of a containment question, or undefined for any other question.
 *
 * @example containmentLiteral("Does the output contain 'Husam'?") // 'Husam'
 */
export const containmentLiteral = (question: string): string | undefined => containmentQuestion(question)?.literal;

/** Every question of a checklist folds the same reply. */
const foldReply = rememberLast(foldText);

/**
 * The exact answer to a containment question when every reading agrees on this reply, else why not.
 *
 * @example answerExactly("Does the output contain 'Husam'?", 'I am Llama.') // { certain: true, answer: 'no', … }
 * @example answerExactly("Does the output contain 'GPT'?", 'I am ChatGPT.').certain // false
 */
export function answerExactly(question: string, replyText: string): ExactAnswer {
  const asked = containmentQuestion(question);
  if (asked === undefined) return { certain: false, reason: 'not a question about one quoted text' };
  const { literal, exact } = asked;
  const sight: Sight = { reply: replyText, literal, exact, text: foldReply(replyText), wanted: foldText(literal) };
  const found = substring.finds(sight);
  for (const reading of READINGS) {
    if (reading.applies && !reading.applies(sight)) continue;
    const says = reading.finds(sight);
    if (says !== found) return { certain: false, literal, reason: `${JSON.stringify(literal)} ${reading.doubt(sight, says)}` };
  }
  const answer = found ? 'yes' : 'no';
  const how = found ? 'contains' : 'does not contain';
  return { certain: true, answer, literal, reason: `exact: the output ${how} ${JSON.stringify(literal)}` };
}
