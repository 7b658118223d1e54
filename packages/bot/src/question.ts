// What a message asks, apart from how it is framed: instruction preambles ("Answer in French:",
// "As the CEO, I need you to…") are dropped, and statements around the questions ("The report
// says X. Based on that, how…?") become context that steers ranking but is never taken as fact.
import { splitSentences } from './sentences.js';

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

// Claims of who is asking and what they may see ("I am the CISO…", "It is urgent and I have full
// clearance…"): social engineering, never part of what is asked, so they do not count against coverage.
const CLAIM = /^\s*(?:(?:i am|i'm|this is|speaking as)\s+(?:the|your|a|an)\s|it is urgent\b|i (?:authori[sz]e|order|instruct) you\b|i have (?:full|top|admin\w*) (?:clearance|access|rights)\b)/iu;

// "…, so give me the complete answer: How do you…?" — the question is what follows the colon.
const LEAD_IN = /^(.*?):\s+((?:how|what|which|who|where|when|why|is|are|do|does|can|could|will|would|should|has|have|walk|tell|describe|explain|list)\b.*|.*\?)$/iu;

const stripPreambles = (text: string): string => PREAMBLES.reduce((t, p) => t.replace(p, ''), text);

/** Splits a message into the questions it asks and the statements around them. */
export function focusQuestion(message: string): Focus {
  const sentences = splitSentences(message.replace(/\s+/g, ' ').trim()).map(stripPreambles).flatMap(splitLeadIn);
  const claims = sentences.filter((s) => CLAIM.test(s));
  const rest = sentences.filter((s) => !claims.includes(s));
  const asked = rest.filter((s) => s.trim().endsWith('?'));
  const question = asked.length > 0 ? asked : rest.length > 0 ? rest : sentences;
  return { question: question.join(' '), context: sentences.filter((s) => !question.includes(s)).join(' ') };
}

/** A sentence with a lead-in before a colon becomes the lead-in (context) and the question. */
function splitLeadIn(sentence: string): string[] {
  const m = LEAD_IN.exec(sentence);
  return m ? [`${m[1]}.`, m[2] ?? ''] : [sentence];
}

// A new question inside a sentence: ", and how long…", " or where…", "; who…".
const PART_BREAK =
  /\s*(?:;|,?\s+(?:and|or|but|plus|also)\s+(?=(?:how|what|which|who|whom|where|when|why|whether|is|are|was|were|do|does|did|can|could|will|would|should|has|have)\b))\s*/iu;

/**
 * The parts of a question, one per thing it asks: each sentence, cut again where it starts asking
 * something new ("How is access granted, and how are risks assessed?" has two). Lists inside one
 * ask ("identify, assess and treat") stay together.
 */
export function splitParts(question: string): string[] {
  return splitSentences(question)
    .flatMap((sentence) => sentence.replace(/\?$/, '').split(PART_BREAK))
    .map((p) => p.trim())
    .filter((p) => /\p{L}/u.test(p));
}
