// A judge's reply read as yes / no / unclear. Strict on purpose: anything that does not commit to
// one answer is unclear, which fails the question (design §4) instead of guessing.
import { wordTable } from '../../core/index.js';

export type JudgeAnswer = 'yes' | 'no' | 'unclear';

// Reasoning models think aloud first; only what follows the thinking is the answer.
const THINKING = /<(think|thinking|reasoning)>[\s\S]*?<\/\1>/gi;
const UNCLOSED_THINKING = /<(think|thinking|reasoning)>[\s\S]*$/i;

const YES = new Set(['yes', 'yeah', 'yep', 'yup']);
const NO = new Set(['no', 'nope', 'nah']);
// Whole replies that mean an answer without saying yes or no.
const WHOLE = wordTable<JudgeAnswer>({ true: 'yes', correct: 'yes', false: 'no', incorrect: 'no' });
// Openings that start with "no"/"yes" but answer nothing ("No doubt, ...", "Yes and no").
const HEDGED = /^(?:yes\s*(?:and|or|\/)\s*no|no\s*(?:and|or|\/)\s*yes|no\s+doubt|no\s+way\s+to\s+(?:know|tell))\b/;
// "The answer is yes", "Answer: No", "Final answer - yes", "Verdict: no".
const DECLARED = /\b(?:answer|verdict|judg(?:e)?ment)(?:\s*(?:is|would\s+be|:|-|=))+\s*(?:a\s+)?(?:clear\s+|definite\s+)?["'“]?(yes|no)\b/g;

/**
 * @example parseAnswer('  Yes, because it says so.') // 'yes'
 * @example parseAnswer('**No**')                      // 'no'
 * @example parseAnswer('I cannot determine that.')    // 'unclear'
 */
export function parseAnswer(reply: string): JudgeAnswer {
  const text = plain(reply);
  if (!text) return 'unclear';
  if (HEDGED.test(text)) return 'unclear';
  const whole = WHOLE[text.replace(/[^a-z]/g, '')];
  if (whole) return whole;
  const leading = leadingAnswer(text);
  const declared = [...text.matchAll(DECLARED)].map((m) => m[1] as 'yes' | 'no');
  const stated = new Set([...(leading ? [leading] : []), ...declared]);
  return stated.size === 1 ? [...stated][0]! : 'unclear';
}

/** The reply without thinking, markdown emphasis, headings, quotes and bullets; lower case. */
function plain(reply: string): string {
  return reply
    .replace(THINKING, ' ')
    .replace(UNCLOSED_THINKING, ' ')
    .replace(/[*_`#>~]+/g, ' ')
    .replace(/^\s*(?:[-•]|\d+[.)])\s+/gm, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** "Yes." / "no," / "YES!" / "Yes - it does": the first word, when it is an answer word. */
function leadingAnswer(text: string): 'yes' | 'no' | undefined {
  const first = /^["'“([]*([a-z]+)/.exec(text)?.[1] ?? '';
  if (YES.has(first)) return 'yes';
  if (NO.has(first)) return 'no';
  return undefined;
}

export interface RubricScore {
  /** 1–5, or undefined when the reply gives no clear score. */
  readonly score?: 1 | 2 | 3 | 4 | 5;
  /** The judge's words (thinking removed, the score phrase taken off the front), capped. */
  readonly explanation: string;
}

const EXPLANATION_CHARS = 1000;
// A digit 1–5 standing alone: not part of 4.5, 15 or 3,5.
const DIGIT = String.raw`(?<![\d.,])([1-5])(?![\d]|[.,]\d)`;
const SCORE_PATTERNS = [
  // "Score: 4", "Score (1-5): 4/5", "**Score:** 4", "score of 3", "The score is 2"
  new RegExp(String.raw`\bscore\s*(?:\(\s*1\s*[-–]\s*5\s*\))?\s*(?:is|of|would\s+be|:|=|-|–)*\s*:?\s*${DIGIT}(?:\s*(?:\/|out\s+of)\s*5)?`, 'i'),
  // "4 - Mostly accurate", "4/5. The answer …"
  new RegExp(String.raw`^\s*${DIGIT}(?:\s*(?:\/|out\s+of)\s*5)?\b`, 'i'),
  // "I would rate it 4 out of 5", "… deserves a 3/5"
  new RegExp(String.raw`${DIGIT}\s*(?:\/|out\s+of)\s*5\b`, 'i'),
  // "I'd give it a 2", "I rate this response 5"
  new RegExp(String.raw`\b(?:rate|give|assign)\s+(?:it|this(?:\s+response)?|the\s+response)?\s*(?:an?\s+)?${DIGIT}\b`, 'i'),
];

/**
 * A rubric judge's 1–5 score and explanation.
 *
 * @example parseScore('Score: 4\nMostly accurate; the citation is right.') // { score: 4, explanation: 'Mostly accurate; the citation is right.' }
 */
export function parseScore(reply: string): RubricScore {
  const text = reply.replace(THINKING, ' ').replace(UNCLOSED_THINKING, ' ').replace(/[*_`#]+/g, '').trim();
  for (const pattern of SCORE_PATTERNS) {
    const m = pattern.exec(text);
    if (!m) continue;
    const rest = m.index === 0 ? text.slice(m[0].length).replace(/^[\s.:;,\-–—)]+/, '') : text;
    return { score: Number(m[1]) as 1 | 2 | 3 | 4 | 5, explanation: cap(rest || text) };
  }
  return { explanation: cap(text) };
}

function cap(text: string): string {
  return text.length > EXPLANATION_CHARS ? `${text.slice(0, EXPLANATION_CHARS)}…` : text;
}
