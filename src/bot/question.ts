// What a message asks, apart from how it is framed: instruction preambles ("Answer in French:",
// "As the CEO, I need you to…") are dropped, and statements around the questions ("The report
// says X. Based on that, how…?") become context that steers ranking but is never taken as fact.
import { splitSentences } from './markdown.js';

const PREAMBLES: readonly RegExp[] = [
  /^\s*(?:please\s+)?(?:answer|respond|reply|write|explain)(?:\s+me)?\s+(?:in|using)\s+[\p{L}-]+(?:\s+language)?\s*[:,-]\s*/iu,
  /^\s*as\s+(?:the|a|an|your|our)\s+[^,.?!]{1,40},\s*(?:i\s+(?:need|want|require|order|ask)\s+you\s+to|please|i'm asking you to)\s+(?:(?:tell|show)\s+me\s+|explain\s+|describe\s+|confirm\s+)?/iu,
  /^\s*based on (?:that|this|the above)\s*,\s*/iu,
];

export interface Focus {
  /** The questions to answer (the whole message when it asks nothing with "?"). */
  readonly question: string;
  /** The rest: premises and framing, for ranking only. */
  readonly context: string;
}

const stripPreambles = (text: string): string => PREAMBLES.reduce((t, p) => t.replace(p, ''), text);

/** Splits a message into the questions it asks and the statements around them. */
export function focusQuestion(message: string): Focus {
  const sentences = splitSentences(message.replace(/\s+/g, ' ').trim()).map(stripPreambles);
  const asked = sentences.filter((s) => s.trim().endsWith('?'));
  if (asked.length === 0 || asked.length === sentences.length) return { question: sentences.join(' '), context: '' };
  return { question: asked.join(' '), context: sentences.filter((s) => !asked.includes(s)).join(' ') };
}

// A new question inside a sentence: ", and how long…", " or where…", "; who…".
const PART_BREAK =
  /\s*(?:[?;]|,?\s+(?:and|or|but|plus|also)\s+(?=(?:how|what|which|who|whom|where|when|why|whether|is|are|was|were|do|does|did|can|could|will|would|should|has|have)\b))\s*/iu;

/**
 * The parts of a question, one per thing it asks: "How is access granted, and how are risks
 * assessed?" has two. Lists inside one ask ("identify, assess and treat") stay together.
 */
export function splitParts(question: string): string[] {
  return question.split(PART_BREAK).map((p) => p.trim()).filter((p) => /\p{L}/u.test(p));
}
