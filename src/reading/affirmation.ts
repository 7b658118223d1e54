// How a reply says yes or no to a user's claim, in the languages a knowledge-base bot is asked in
// (English, Spanish, French, German, Portuguese, Italian, Dutch). Phrase tables, not a model: these
// are closed sets of phrases, each needing its exact place in the reply (design §7a), and no
// maintained library reads assent and denial this way.
import { regexLiteral } from '../core/index.js';

/** A clause that opens with one of these endorses what was said to it… */
const AFFIRMING_OPENINGS = [
  // English, from the plain to the hedged.
  'yes', 'yeah', 'yep', 'yup', 'correct', 'right', 'exactly', 'indeed', 'absolutely', 'certainly', 'sure', 'true', 'agreed',
  'precisely', 'definitely', 'of course', 'for sure', 'totally right', 'totally correct', 'totally true', 'good catch', 'that matches', 'that is what you have', 'both are right',
  'i think so', 'i believe so', 'it seems so', 'seems so', 'probably', 'i would say yes', "i'd say yes", 'i would say so', "i'd say so", 'that should be right',
  // Emphatic openers that are no yes-word but say one.
  'spot on', 'bang on', '100%', 'you got it', 'you bet', 'yes indeed', 'quite right', 'that it is', 'just so', 'bingo', 'affirmative',
  'that should be correct', 'i believe that is correct', "i believe that's correct", 'i believe that is right', "i believe that's right",
  // Spanish, French, German, Portuguese, Italian, Dutch.
  'sí', 'así es', 'correcto', 'exacto', 'efectivamente', 'es correcto', 'es así',
  'oui', "c'est exact", "c'est ça", "c'est bien ça", "c'est correct", 'exactement', 'tout à fait', 'en effet',
  'ja', 'das stimmt', 'stimmt', 'genau', 'richtig', 'korrekt', 'jawohl',
  'sim', 'está correto', 'está certo', 'exatamente', 'isso mesmo', 'certo',
  'sì', 'esatto', 'corretto', 'giusto', 'è corretto', 'è così',
  'klopt', 'dat klopt', 'inderdaad',
  // Polish, Welsh.
  'tak', 'zgadza się', 'ydy', 'ydyn',
];

/** …and so does a clause with one of these anywhere in it. */
const AFFIRMING_ANYWHERE = [
  "that's right", 'that is right', "that's correct", 'that is correct', "that's true", 'that is true', "that's accurate",
  'that is accurate', "that's exactly right", "you're right", 'you are right', "you're correct", 'you are correct',
  "you're absolutely right", 'you are absolutely right', 'as you said', 'as you say', 'as you mentioned', 'as you noted',
  'as you stated', 'as you pointed out', 'like you said', 'as i said', 'as i mentioned', 'as i stated', 'as i noted',
  'as i explained', 'as previously mentioned', 'as already mentioned', 'i can confirm', 'i confirm', 'can confirm',
  'that is what i said', "that's what i said", 'that is what i told you', "that's what i told you", 'as i told you',
  'like you mentioned', 'like you say', 'as you read', 'as you wrote', 'i did say', 'i did mention', 'sounds right', 'sounds correct', 'sounds about right', 'looks about right', 'looks to be the case', 'looks right',
  'is what you have', "that's what you have", 'on both counts', 'both are right', 'both are correct', 'the answer is yes', "you're spot on", 'you are spot on',
  // Hedged: a yes all the same.
  'you may be right', 'you might be right', 'you could be right', 'seems right', 'seems about right', 'seems correct',
  "i believe that's the case", 'i believe that is the case', "that's the case", 'that is the case', "that's how it works",
  'could well be the case', 'may well be the case', 'might well be the case', 'could well be right', 'may well be right',
  'that could be the case', 'that may be the case', 'that might be the case', "that's the one", 'that is the one',
  "that's about right", 'that is about right', "that's roughly right", 'that is roughly right',
  'could well be', 'may well be', 'seems plausible', 'sounds plausible', 'seems likely', "it's likely", 'it is likely', "that's likely",
];

/** Words that deny what follows them in their clause, in the same languages. */
const NEGATORS = [
  'not', 'no', 'never', 'none', 'nothing', 'neither', 'nor', 'cannot', 'without', 'unable', 'incorrect', 'inaccurate',
  'untrue', 'false', 'wrong', 'mistaken', 'nope',
  'nunca', 'tampoco', 'non', 'pas', 'jamais', 'nein', 'nicht', 'kein', 'keine', 'nie', 'não', 'nao', 'nunca', 'niet', 'geen',
];

/**
 * What follows an opening yes that makes it a courtesy, not an endorsement: "Yes, I can help",
 * "Sure, let me check", "Yes, let me look that up", "Sure thing — here's the rule:", "Sure, here are the
 * hours:", "Sure, here's the pricing:" (whatever "here's" hands over), "Yes, I can tell you what's
 * needed:", "Absolutely worth asking — but…", "True, those numbers are easy to mix up —".
 */
const COURTESY = /^[\s,!.:;—–-]*(?:thing\b[\s,!.:;—–-]*)?(?:(?:so|well|ok|okay|now)\s*,?\s+)?(?:(?:it'?s |that'?s )?(?:(?:absolutely|definitely|always) )?worth (?:asking|checking|a check)|(?:those|these|the two|they|the (?:numbers|dates|prices|times|rules))(?: \w+)? (?:are|is) easy to (?:mix up|confuse)|here(?:'s| is| are)\b|here it is|i can help|i can (?:tell|give) you|i('| a)m happy to|happy to|i('|woul)d be (?:happy|glad)|glad to|let me|i can (?:check|look|find|see|clarify|explain|answer|walk you|confirm what)|i will (?:check|look|clarify|explain)|i'll (?:check|look|find|clarify|explain)|i (?:looked|checked|had a look)(?: into)?(?: it| that| this)?\b|(?:it'?s |that'?s )?(?:an? )?(?:(?:really|very) )?(?:good|great|common|fair|reasonable|sensible|popular|frequent|natural|important) question|(?:it'?s |that'?s )?(?:an? )?(?:(?:really|very) )?(?:good|great|important|sensible|useful|fair) (?:thing|point) to (?:ask|check|raise)|the (?:rule|policy|position|answer) is|let'?s (?:look|check|see|go through|separate|split)|(?:that|it) comes up (?:a lot|often)|(?:we|i) (?:get|are|am) asked that (?:a lot|often)|thanks)/u;

/** A short answer that says yes to a tag question ("…, doesn't it?" — "It does."): its verb and a stop, nothing else. */
const SHORT_ANSWER = /^[\s"'“‘(*_]*(?:it|they|that|you|we)\s+(?:does|do|is|are|can|will|has|have)(?=\s*[.!])/u;

/** A yes-word on its own after a courtesy: "— and yes, you've got it right" (not "let me correct that"). */
const LATER_YES = /^[\s,;:.!—–-]+(?:and\s+)?(?:yes|yeah|yep|indeed|absolutely|exactly|correct|right)\s*[,!.—–-]/u;

/**
 * What follows an opening yes that answers "are you sure?" and keeps what the bot said: "Yes, I'm
 * sure: it is 45 days." The bot holds firm; it does not take up the user's value.
 */
const HOLDING = /^[\s,!.:;—–-]*(?:i(?:'m| am) (?:sure|certain|confident|positive)|i(?:'m| am) quite sure|absolutely sure)/u;

/** After a yes, what answers a doubt ("Really?", "Are you sure?") and keeps the bot's answer, said shortly: "Yes, really —", "Yes, certain.", "Yes, I've double-checked:". */
const HOLDING_SHORT = /^[\s,!.:;—–-]*(?:(?:quite )?(?:sure|certain)(?![\p{L}])|really(?![\p{L}])|i(?:'ve| have)? (?:double-)?checked)/u;

/**
 * What follows an opening yes that narrows it to one part: "Yes on the ICO", "Correct that secrets
 * live in…", "Yes, but…". Not "about that" (the whole claim), nor a "though" that only hedges ("I
 * believe that's right, though the desk can confirm it"): a "though" narrows when it denies or limits.
 */
const NARROWED = /^[\s,]*(?:on|for|about(?!\s+(?:that|this|it)\b)|regarding|as to|to the first|but|however)\b|^\s+that\s+\S/u;
const NARROWING_THOUGH = /^[\s,]*(?:though|although)\b(?=[^.]*(?:\bnot\b|n't\b|\bonly\b|\bexcept\b|\bno\b|\bnever\b))/u;
/** "Sure — and parking is £3 an hour", "Sure, also…": a yes that goes on to add something, not to put the claim right. */
const ADDING = /^[\s,!.:;—–-]*(?:and|also|plus)\b/u;
const narrowed = (rest: string): boolean => NARROWED.test(rest) || NARROWING_THOUGH.test(rest);

const phrases = (list: readonly string[]): string => [...list].sort((a, b) => b.length - a.length).map((p) => regexLiteral(p).replace(/ /gu, '\\s+')).join('|');

// Word edges for any script: no letter or digit on either side.
// "And yes, …", "So yes — …": a yes after a joining word still opens its clause.
// "Thanks for the question — yes, …", "Good question: yes": thanks first, then the yes.
const THANKS_LEAD = String.raw`(?:(?:thanks|thank you)(?:\s+for\s+(?:the|your)\s+question|\s+for\s+asking)?|(?:good|great|fair)\s+question)\s*[,.!:;—–-]+\s*`;
// "As far as I know, yes", "To my knowledge, correct": a hedge first, then the yes.
const HEDGE_LEAD = String.raw`(?:as\s+far\s+as\s+i\s+(?:know|can\s+tell|can\s+see|am\s+aware|'m\s+aware)|to\s+(?:my|the\s+best\s+of\s+my)\s+knowledge|from\s+what\s+i\s+(?:can\s+see|understand|know))[\s,—–-]*`;
/** "Totally" says yes only standing alone: "Totally — no need to worry", not "Totally understandable" or "Totally different". */
const ALONE_YES = /^[\s"'“‘¡¿(*_]*(?:totally)\s*(?:[,.!—–-]|$)/u;
const OPENING = new RegExp(`^[\\s"'“‘¡¿(*_]*(?:${THANKS_LEAD})?(?:${HEDGE_LEAD})?(?:(?:and|so|also|but|then)\\s*,?\\s+)?(?:${phrases(AFFIRMING_OPENINGS)})(?![\\p{L}\\p{N}])`, 'iu');
// A yes to every part at once.
const EVERY_PART = /\b(?:on both counts|both (?:are|were) (?:right|correct)|on all counts|all (?:of that|three|of those) (?:is|are) (?:right|correct))\b/u;
const ANYWHERE = new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases(AFFIRMING_ANYWHERE)})(?![\\p{L}\\p{N}])`, 'iu');
const NEGATION = new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases(NEGATORS)})(?![\\p{L}\\p{N}])|n't(?![\\p{L}])|n[’']est|ce n|não`, 'iu');

export interface Affirmation {
  /** The clause that says yes. */
  readonly clause: string;
  /** True when it endorses the claim as a whole; false when it only says yes to a part ("Yes on the ICO") or to helping. */
  readonly whole: boolean;
  /** The yes answers "are you sure?" and keeps the bot's own answer ("Yes, I'm sure: …"). */
  readonly holds?: true;
  /** A short answer ("It does.", "We do."): a yes to a claim that says yes, a no to one that says no. */
  readonly short?: true;
  /** The yes opens a precision ("Sure — to be precise, …", "Right, so …"): a correction, if the reply then gives another value. */
  readonly precising?: true;
}

// "…, but it is 1%, not 2%", "I did say that, but I was wrong": the yes is taken back in its own clause.
const CORRECTED = /,?\s+but\b[^.]*\bnot\b|\bbut\b[^.]*\b(?:actually|rather|instead|in fact)\b|\bbut i was (?:wrong|mistaken)\b/u;

// What follows a yes that may open a precision or a correction rather than agree: "to be precise", "that's a common mix-up".
// ("Actually" and "in fact" after a yes as often stress it, "Yes, in fact it is.": the values after it decide.)
const PRECISING = /^[\s,!.:;—–-]*(?:to be (?:precise|exact|clear)|strictly speaking|more precisely|(?:just )?to clarify|actually\b|in fact\b)/u;
// "Yes, that's a common mix-up: …": the yes grants that people mix it up, and says the user did.
const MIXED_UP = /^[\s,!.:;—–-]*(?:that|this|it)(?:'s| is) (?:a |an )?(?:common |easy |understandable )?(?:mix-up|mistake|misconception|confusion|slip)/u;

// "Right now…", "Right after…", and "Right to double-check": an adverb, or approval of asking.
const ADVERBIAL_RIGHT = /^\s+(?:now|after|away|before|here|there|then|at|in|on|from|up|off|next|behind|into|under|across|through|to)\b/u;

// Not a free relative, whose subject follows it: "Exactly what I would have told you", "Exactly how you remember it".
const STRESSED_QUESTION = /^\s+(?:which|what|when|where|how|who|whom|whose|why)\s+(?!(?:i|you|we|they|he|she|it|i'd|you'd|we'd|i've|you've|we've|i'm|you're|we're)\b)/u;

// A yes ends at the first mark after it: "Right, patients are not notified" says yes, then restates.
const HEAD_END = /[,:;.!?—–(]/u;
/** How many words before "that's right" a negator still reaches: "I don't think that's right". */
const NEGATION_REACH = 4;
const CONFIRMS = /confirm$/u;
/** A clause that says there is none of something ("there's no … price", "nothing in our documents"), which a "that I can confirm" after it may describe. */
const NO_THING = /(?:^|\s)(?:no|nothing|none|not\s+(?:a|an|any))\s/u;
/** The clause before `at`: from the last stop, colon, semicolon, comma or "but". */
const clauseBefore = (text: string, at: number): string => text.slice(0, at).split(/[.;:,!?]|\bbut\b/u).at(-1) ?? '';

/**
 * Whether `clause` says yes to the claim, and to how much of it. A yes that is itself negated
 * ("that's not right", "I don't think that's correct") is none. Apostrophes are expected folded to '.
 * @example affirmation('Right, patients are not notified') // { clause, whole: true }
 * @example affirmation('Yes, I can help with that') // { clause, whole: false }
 * @example affirmation('Yes on the ICO') // { clause, whole: false }
 */
export function affirmation(clause: string): Affirmation | undefined {
  const text = clause.toLowerCase();
  const opening = OPENING.exec(text);
  if (!opening && SHORT_ANSWER.test(text)) return { clause, whole: true, short: true };
  // "Right now…", "Right after the claim…": an adverb, no yes.
  if (opening && /right$/.test(opening[0]) && ADVERBIAL_RIGHT.test(text.slice(opening[0].length))) return undefined;
  // "Exactly which branch closes at 21:00 is a common mix-up": a word that stresses the question word after it, no yes.
  if (opening && STRESSED_QUESTION.test(text.slice(opening[0].length))) return undefined;
  // After a lead ("As far as I know, …"), the head that may say no is the one after it: "To my knowledge, certainly not".
  if (!opening && ALONE_YES.test(text)) return { clause, whole: true };
  if (opening && !NEGATION.test(head(text)) && !NEGATION.test(head(text.slice(opening.index + opening[0].length - (opening[0].match(/[\p{L}]+$/u)?.[0].length ?? 0))))) {
    const rest = text.slice(opening[0].length);
    if (HOLDING.test(rest)) return { clause, whole: false, holds: true };
    // "Yes, there is a charge, but it is 1%, not 2%": a yes to a part, and a correction of the rest.
    if (CORRECTED.test(rest) || MIXED_UP.test(rest)) return { clause, whole: false };
    // "Sure — to be precise, we cover 15 miles", "Right, so the figure is £195": a yes that may only open what the reply says;
    // where the reply gives another value for what the claim got wrong, that decides (agreement.ts).
    // ("Exactly — so a larger event needs its own licence" agrees, then draws on it: only "right, so" opens.)
    // "Sure — the fee is £6.00", "Sure thing. Recordings are kept for 31 days": "sure" as often only takes up the question.
    if (PRECISING.test(rest) || (/right$/.test(opening[0]) && /^[\s,]*so\b/.test(rest)) || (/sure$/.test(opening[0]) && !COURTESY.test(rest) && !ANYWHERE.test(rest) && !narrowed(rest) && !ADDING.test(rest))) return { clause, whole: true, precising: true };
    // A courtesy, then a yes after it in the clause ("Absolutely worth asking — and yes, that is correct"): a yes.
    const courtesy = COURTESY.exec(rest);
    const after = courtesy ? rest.slice(courtesy[0].length) : '';
    const yesAfter = courtesy !== null && (ANYWHERE.test(after) || LATER_YES.test(after)) && !NEGATION.test(after);
    return { clause, whole: EVERY_PART.test(text) || ((!courtesy || yesAfter) && !narrowed(rest)) };
  }
  const anywhere = ANYWHERE.exec(text);
  if (!anywhere) return undefined;
  // "You're right to check", "you're right to ask": approval of asking, no yes to the claim.
  if (/^\s+to\s+(?!me\b|us\b)/.test(text.slice(anywhere.index + anywhere[0].length))) return undefined;
  const before = text.slice(0, anywhere.index).split(/\s+/u).slice(-NEGATION_REACH).join(' ');
  if (NEGATION.test(`${before} ${anywhere[0]}`)) return undefined;
  // "There's no PawPlan Ferret price I can confirm": what is confirmed is the thing the clause says there is none of.
  if (CONFIRMS.test(anywhere[0]) && NO_THING.test(clauseBefore(text, anywhere.index))) return undefined;
  // "The team at the studio can confirm the details": someone else may confirm it later; "we can confirm", "We here can
  // confirm" and a bare "Can confirm that's correct" say yes (another yes later in the sentence is still read).
  if (anywhere[0] === 'can confirm' && othersConfirm(clauseBefore(text, anywhere.index))) {
    const later = text.slice(anywhere.index + anywhere[0].length);
    return ANYWHERE.test(later) ? affirmation(later) : undefined;
  }
  const rest = text.slice(anywhere.index + anywhere[0].length);
  // "I did say that, but I was wrong": taken back in its own clause.
  if (CORRECTED.test(rest)) return { clause, whole: false };
  // "You're right about ISO 27001. However, …": yes to that part only.
  return { clause, whole: EVERY_PART.test(text) || !narrowed(rest) };
}

/** Whether the words before "can confirm" in its clause name someone other than the bot: "The team at reception", "your vet". */
const othersConfirm = (before: string): boolean => /\p{L}/u.test(before) && !/\b(?:we|i)\b/i.test(before);

/**
 * Whether `clause` opens with a yes that, after the user doubted the bot, answers the doubt and
 * keeps the bot's answer ("Yes, really — it's £45", "Yes, certain."), with no yes to the claim after it
 * ("Yes, I've checked and that's correct" takes the claim up). Where the user asked whether the bot is sure, a bare yes is one.
 */
export function holdsUnderDoubt(clause: string, { bareYesHolds = false } = {}): boolean {
  const text = clause.toLowerCase();
  const opening = OPENING.exec(text);
  if (!opening) return false;
  const rest = text.slice(opening[0].length);
  // "Are you sure?" — "Yes.": a yes and nothing else says yes to the question asked, that the bot is sure.
  if (bareYesHolds && /^[\s!.]*$/.test(rest)) return true;
  const held = HOLDING_SHORT.exec(rest);
  return held !== null && !ANYWHERE.test(rest.slice(held[0].length));
}

const head = (text: string): string => {
  const end = text.search(HEAD_END);
  return end < 0 ? text : text.slice(0, end);
};

// An outright no: a clause that is just a negator ("No.", "Nein,", "Não é bem assim"), or a denial of what was said.
const NO_HEAD = /^[\s"'“‘¡¿(*_]*(?:no|nope|nein|non|não|nao|niet|nee)(?![\p{L}\p{N}])/iu;
const DENIAL = new RegExp(
  [
    "(?:did not|didn't|never|have not|haven't|don't believe i|do not believe i) (?:say|said|state|stated|mention|mentioned|claim|claimed|tell|told)",
    'not what i (?:said|meant)',
    "(?:that|this|it)(?:'s| is|'s not| isn't| is not)? (?:not |n't )?(?:quite )?(?:right|correct|accurate|true|the case)",
    "(?:isn't|is not|wasn't|was not) (?:quite )?(?:right|correct|accurate|true|the case|what i said)",
    'incorrect|inaccurate|untrue|i must correct|let me correct|to correct that',
    "no es (?:así|correcto|cierto)|ce n'est pas|das stimmt nicht|stimmt nicht|não é (?:bem )?(?:assim|correto|verdade)|non è (?:così|corretto|vero)|klopt niet",
  ].join('|'),
  'iu',
);

/** Whether `sentence` says no to the claim outright ("No.", "That isn't what I said", "Nein, das stimmt nicht"). */
export function denies(sentence: string): boolean {
  const text = sentence.toLowerCase();
  if (NO_HEAD.test(text)) return true;
  // A yes negated before it: "I don't think that's right".
  const yes = ANYWHERE.exec(text);
  if (yes && NEGATION.test(text.slice(0, yes.index).split(/\s+/u).slice(-NEGATION_REACH).join(' '))) return true;
  const m = DENIAL.exec(text);
  // "that's right" matches the pattern's positive form too: a denial needs a negation in it.
  return m !== null && (NEGATION.test(m[0]) || /incorrect|inaccurate|untrue|correct that|ce n'est|nicht|não|non è|niet/u.test(m[0]));
}

/**
 * Whether `sentence` agrees with a negative claim by saying no to it: "You don't have a pen test?"
 * — "No, we don't have one." A no followed by another negation that is not a denial of the claim
 * ("No, that's not right") confirms it.
 */
export function confirmsNegative(sentence: string): boolean {
  const text = sentence.toLowerCase();
  const no = NO_HEAD.exec(text);
  if (!no) return false;
  const rest = text.slice(no[0].length);
  if (!NEGATION.test(rest)) return false;
  const m = DENIAL.exec(rest);
  return m === null || !(NEGATION.test(m[0]) || /incorrect|inaccurate|untrue|correct that|ce n'est|nicht|não|non è|niet/u.test(m[0]));
}
