// The guard: a pure classifier that says whether a message is an attack to deflect, a greeting
// to answer in kind, or a question for retrieval, and why. Attacks are checked first, so a
// greeting wrapped around an attack is still an attack.
import { normalizeText } from 'vouch';
import { encodingReason } from './encoding.js';
import { RULES } from './guard-rules.js';

export type Intent = 'attack' | 'greeting' | 'question';
export type GreetingKind = 'hello' | 'thanks' | 'goodbye' | 'about';

export interface GuardVerdict {
  readonly intent: Intent;
  /** Which rules fired (attacks) or which greeting this is. */
  readonly reasons: readonly string[];
  readonly greeting?: GreetingKind;
  /** The question with any leading greeting removed ("Hi! Do you…" → "Do you…"). */
  readonly question: string;
}

/** The text rules read: NFKC, invisible characters gone, straight quotes, lower case, single spaces. */
export function fold(message: string): string {
  return normalizeText(message)
    .replace(/[‘’‛`´]/g, "'")
    .replace(/[“”„]/g, '"')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

// "DAN" and its kin are names only in capitals; in lower case "dan" is a first name.
const PERSONA_NAMES = /\b(DAN|STAN|DUDE|AIM|KEVIN|APOPHIS|BetterDAN|AntiGPT|DevMode)\b[:\s]/;

/** Why the message is an attack, or an empty list. */
export function attackReasons(message: string): string[] {
  const text = fold(message);
  const reasons = RULES.filter((r) => r.patterns.some((p) => p.test(text))).map((r) => r.reason);
  if (PERSONA_NAMES.test(normalizeText(message)) && /\b(you|your)\b/.test(text)) reasons.push('role hijack');
  const encoded = encodingReason(normalizeText(message));
  if (encoded) reasons.push(`encoded request (${encoded})`);
  return [...new Set(reasons)];
}

const GREETING_WORDS =
  "hi|hello|hey|heya|hiya|howdy|greetings|yo|hallo|hola|bonjour|good (?:morning|afternoon|evening|day)|hi there|hello there|hey there";
const ADDRESSEE = '(?: (?:there|all|everyone|team|folks|bot|friend|again))?';
const HOW_ARE_YOU = "(?: how are (?:you|things)(?: doing)?(?: today)?| how's it going| what's up)?";

const GREETINGS: readonly (readonly [GreetingKind, RegExp])[] = [
  ['hello', new RegExp(`^(?:${GREETING_WORDS})${ADDRESSEE}${HOW_ARE_YOU}$`)],
  ['hello', /^(?:how are you(?: doing)?(?: today)?|how's it going|what's up|sup|ok|okay|cool|great|nice|got it|perfect|alright)$/],
  ['thanks', /^(?:thanks|thank you|thank you so much|thanks a lot|many thanks|cheers|thx|ty|much appreciated)(?: (?:very much|so much|a lot|again))?(?: for (?:your|the|all the) help)?$/],
  ['goodbye', /^(?:bye|goodbye|bye bye|see you|see ya|cya|farewell|good night|have a (?:good|nice) (?:day|one))(?: (?:then|now|later|soon))?$/],
  ['about', /^(?:who are you|what are you|what is this|what can you do|what do you do|what can you help(?: me)? with|how can you help(?: me)?|help|can you help(?: me)?|what can i ask(?: you)?|what (?:topics|questions) can you (?:help with|answer|cover)|what do you know|are you (?:a bot|an ai|a human|human|real|a person))$/],
];

const bare = (text: string): string => text.replace(/[^\p{L}\p{N}' ]+/gu, ' ').replace(/\s+/g, ' ').trim();

/** Which greeting a whole message is, if it is nothing but a greeting. */
export function greetingKind(message: string): GreetingKind | undefined {
  const text = bare(fold(message));
  return GREETINGS.find(([, pattern]) => pattern.test(text))?.[0];
}

const LEADING_GREETING = new RegExp(`^\\s*(?:${GREETING_WORDS})${ADDRESSEE}\\s*[,!.:;-]*\\s+`, 'i');

/** Classifies one user message. */
export function classify(message: string): GuardVerdict {
  const attacks = attackReasons(message);
  if (attacks.length) return { intent: 'attack', reasons: attacks, question: message };
  const greeting = greetingKind(message);
  if (greeting) return { intent: 'greeting', reasons: [greeting], greeting, question: message };
  const question = normalizeText(message).replace(LEADING_GREETING, '');
  return { intent: 'question', reasons: [], question };
}
