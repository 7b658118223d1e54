// How a sentence holds each specific in it (design §3a): asserted; denied or corrected ("it is not
// 30 days; it is 35", "the documents do not mention Okta"); asked ("Did you mean the 2023 audit?");
// supposed ("if you shipped 1,200 units"); or echoed — the user's own figure given back. Negation
// is scoped to its clause and reaches a few words: "not 30 days but 35" asserts 35, and a limit
// ("no later than 72 hours") states its value.
import type { Sentence, Stretch } from './layout.js';
import { affirmation } from './affirmation.js';
import { numberKey } from './numbers.js';
import { FUNCTION_WORDS } from './tables/function-words.js';
import { ABSENCE_VERBS, DENIED_AFTER_WORDS, EXAMPLE_WORDS, LIMIT_WORDS, NEGATING_PHRASES, NEGATORS, PREPOSITIONAL_NEGATORS, SUPPOSING_WORDS, USER_VERBS } from './tables/stance.js';
import type { Token } from './tokens.js';
import type { Specific, SpecificKind, Stance } from './types.js';

/** How many words back a negator reaches: "does not name a specific SIEM vendor such as Splunk" is six. */
const NEGATION_REACH = 8;
/** How far an absence statement reaches ("the documents do not say anything about X or Y"), and an example of what is denied. */
const ABSENCE_REACH = 24;

export interface StanceInput {
  readonly text: string;
  readonly tokens: readonly Token[];
  readonly sentences: readonly Sentence[];
  /** Keys of the specifics the user's own message states: given back, they are the user's, not the text's. */
  readonly userKeys: ReadonlySet<string>;
  /** Keys of the figures the user's message claims ("…, right?", "I heard …"): given back under a yes, the text asserts them. */
  readonly claimedKeys?: ReadonlySet<string>;
  /** The user's message, lower case: a name given back in quotes or after "you mentioned" is theirs. */
  readonly userText?: string;
  /** Read the text as a claim: its questions ("90 days, right?") still claim what they state. */
  readonly claim?: boolean;
}

/** The stance of the text at [start, end) (a phrase that is no specific of its own: "the vault does not use SSO"). */
export function stanceAt(start: number, end: number, input: StanceInput): Stance {
  const phrase: Specific = { kind: 'name', text: input.text.slice(start, end), start, end, keys: [], provides: [] };
  return stancesOf([phrase], input)[0]!;
}

/** The stance of each of `specifics` (sorted by start), in order. */
export function stancesOf(specifics: readonly Specific[], input: StanceInput): Stance[] {
  const { tokens, sentences } = input;
  // Whether the user's message says no itself: read once, not per specific.
  const userSaysNo = NEGATED_MESSAGE.test(input.userText ?? '');
  let si = 0;
  let ti = 0;
  const stances = specifics.map((s) => {
    while (si < sentences.length && sentences[si]!.end <= s.start) si++;
    while (ti < tokens.length && tokens[ti]!.end <= s.start) ti++;
    const sentence = sentences[si];
    if (!sentence || sentence.start > s.start) return 'asserted';
    let to = ti;
    while (to < tokens.length && tokens[to]!.start < s.end) to++;
    const clause = sentence.clauses.find((c) => c.start <= s.start && s.start < c.end) ?? sentence;
    // The user's own date or time, under a negation the user's message did not make: the reply says no to it ("No, the gym isn't open until 23:00").
    const theirs = s.kind !== 'name' && s.keys.some((k) => input.userKeys.has(k)) && !userSaysNo;
    if (denied(tokens, clause, ti, to, s.kind, sentence, theirs)) return 'denied';
    if (sentence.question && !input.claim) return 'asked';
    // The user's own figures given back; a name the user asked about is the bot's claim when it asserts it ("we claim with Petplan"),
    // and the user's when given back as theirs: "You mentioned 'Splunk'".
    if (input.userText?.includes(s.text.toLowerCase()) && givenBack(tokens, input.text, s, ti, clause, input.userText)) return 'quoted';
    // "the roughly £38k you mention": said to be the user's, and the user's message has its figure ("about 38k").
    if (input.userText && saidToBeTheirs(tokens, to) && figureIn(s.text, input.userText)) return 'quoted';
    // A conditional comes first: the user's figure in "one at 18 months would be declined" is weighed, not given back.
    if (conditional(tokens, clause, ti)) return 'supposed';
    const usersFigure = s.kind !== 'name' && (s.keys.some((k) => input.userKeys.has(k)) || scoreOfTheirs(s, input.userKeys));
    // The user's supposed figure in the reply's own condition is the user's case ("If I cancel a $400 pass…" — "So if the fee is
    // $400 as you say, …"), unless a yes comes before it: "Yes, that's right: if you stay 10 nights you pay for 9" answers it.
    if (usersFigure) {
      if (adopted(s, si, specifics, input)) return 'asserted';
      const theirCase = input.userText !== undefined && supposedByUser(s.text, input.userText) && supposed(tokens, clause, ti) && !yesBefore(input.text, sentences, si, s.start);
      return theirCase ? 'supposed' : 'echoed';
    }
    // "a spend of £20,000 as you describe falls in Tier 2" (the user wrote "about £20,000 a year"): their figure, given back to weigh.
    if (input.userText && saidToBeTheirs(tokens, to, true) && figureIn(s.text, input.userText)) return 'quoted';
    if (supposed(tokens, clause, ti)) return 'supposed';
    return 'asserted';
  });
  // A range is denied whole: "18:00–20:00, not 20:00–22:00" says no to its end as to its start.
  for (let i = 1; i < specifics.length; i++) {
    if (stances[i - 1] === 'denied' && (stances[i] === 'asserted' || stances[i] === 'echoed') && RANGE_JOIN.test(input.text.slice(specifics[i - 1]!.end, specifics[i]!.start))) stances[i] = 'denied';
  }
  return stances;
}

/** What joins the two ends of a range: a dash, "to". */
const RANGE_JOIN = /^\s*(?:[–—-]|to)\s*$/;

/**
 * The user's claimed figure given back under a yes — "The nose tyre is 130 psi, right?" "Yes, 130 psi
 * on the nose tyre" — is the text's own claim: the yes is in its own sentence, or is the whole of the
 * sentence before it ("That's right. Quotes are valid for 6 months."); a yes that says more first
 * may be followed by a correction ("Yes, it's paid per dose. The fee is £45; £40 was the old price").
 * Not where the sentence weighs it against a limit ("Yes, with 7 users you're within the 10-user
 * limit"): that gives back the user's case.
 */
function adopted(s: Specific, si: number, specifics: readonly Specific[], input: StanceInput): boolean {
  if (!input.claimedKeys || !s.keys.some((k) => input.claimedKeys!.has(k))) return false;
  const { sentences, text } = input;
  const own = text.slice(sentences[si]!.start, sentences[si]!.end);
  if (WEIGHED.test(own) || PAST.test(text.slice(sentences[si]!.start, s.start))) return false;
  if (affirms(own)) return true;
  // After a bare yes, a sentence that gives another value of its kind may be working it out ("Each dose is £45, so the course is £90").
  return si > 0 && bareYes(text.slice(sentences[si - 1]!.start, sentences[si - 1]!.end)) && !specifics.some((o) => o !== s && o.start >= sentences[si]!.start && o.end <= sentences[si]!.end && o.dimension !== undefined && o.dimension === s.dimension);
}

/** What was so, before the figure: "Yes — it was £15 until April; it's now £10". */
const PAST = /\b(?:was|were|used to be|previously|formerly)\s+(?:\w+\s+)?$/i;

/** A figure weighed against a limit: "you're within", "is well under", "falls inside". */
const WEIGHED = /\b(?:you['’]re|you are|it['’]s|that['’]s|is|are|falls?|fits?|stays?)\s+(?:well\s+|comfortably\s+|just\s+|still\s+)?(?:within|under|over|below|above|inside|outside|beyond)\b/i;

/** A sentence that is nothing but a yes: "Yes.", "That's right.", "Correct — you heard right." */
function bareYes(sentence: string): boolean {
  const text = sentence.replace(/[’]/g, "'").replace(SOURCE_CLAUSE, '');
  return affirms(text) && (text.toLowerCase().match(/\p{L}+/gu) ?? []).every((w) => ANSWER_WORDS.has(w) || BARE_YES_WORDS.has(w));
}

const BARE_YES_WORDS = new Set(['you', 'heard', 'got', 'have', 've', 'are', 're']);

/** Whether the clause negates the specific at tokens[from, to). */
function denied(tokens: readonly Token[], clause: Stretch, from: number, to: number, kind: SpecificKind, sentence: Stretch, theirs: boolean): boolean {
  const start = clause.from;
  if (absence(tokens, start, from)) return true;
  const reach = exampleBefore(tokens, from) ? ABSENCE_REACH : NEGATION_REACH;
  for (let j = from - 1; j >= Math.max(start, from - reach); j--) {
    const t = tokens[j]!;
    if (NEGATING_PHRASES.some(([a, b]) => t.lower === a && tokens[j + 1]?.lower === b)) return true;
    if (!negator(t)) continue;
    if (notADenial(tokens, j, from, to, start) || quotedBefore(tokens, j, from, start) || anotherPredicate(tokens, j, from)) continue;
    if ((!theirs && boundsWhen(tokens, j, from, to, kind, sentence)) || asideCloses(tokens, j, from)) continue;
    return true;
  }
  return deniedAfter(tokens, clause, from, to);
}

const QUOTE_MARKS = new Set(["'", '"', '“', '”', '‘', '’', '«', '»']);

/** A negation inside quotation marks that close before the specific names a thing: "a 'not approved' decision within 30 days". */
function quotedBefore(tokens: readonly Token[], at: number, from: number, start: number): boolean {
  let closes = false;
  for (let k = at + 1; k < from && !closes; k++) closes = QUOTE_MARKS.has(tokens[k]!.text);
  if (!closes) return false;
  for (let k = at - 1; k >= start; k--) if (QUOTE_MARKS.has(tokens[k]!.text)) return true;
  return false;
}

const negator = (t: Token): boolean => NEGATORS.has(t.lower) || /n['’]t$/.test(t.lower);

/** How many tokens "no" may take as its nouns before a value's preposition: a short list ("smoking, vaping or naked flames"). */
const NOUN_LIST_REACH = 9;

/** The exceptions: a limit, "not only", an answer's "No,", "no" taking its noun, a preposition's own object. */
// Prepositions that begin a phrase of their own after a negator's object.
const OBJECT_ENDS = new Set(['until', 'till', 'for', 'after', 'within', 'by', 'before', 'in', 'over', 'at', 'from', 'up']);

function notADenial(tokens: readonly Token[], j: number, from: number, to: number, start: number): boolean {
  const t = tokens[j]!;
  const next = tokens[j + 1];
  // "no later than 72 hours", "not more than 5%", "not before 9am", "not exceeding 20 kg": a limit states its value.
  if (next && LIMIT_WORDS.has(next.lower)) return true;
  if (next?.lower === 'only') return true;
  // "If the insurer hasn't paid within 60 days": in a condition, the negation is of the event and its
  // deadline is stated. ("Accounts are not disabled after two months" denies the two months.)
  // So is the time after which it counts: "when an incident isn't resolved 8 hours after Level 2", "if you haven't attended for 6 months".
  const deadline = DEADLINE.has(tokens[from - 1]?.lower ?? '') || (tokens[from - 1]?.lower === 'the' && DEADLINE.has(tokens[from - 2]?.lower ?? '')) || RELATIVE_TO.has(tokens[to]?.lower ?? '');
  if (deadline && inCondition(tokens, start, j)) return true;
  // "don't allow vehicles longer than 6 m", "won't charge for the first two days": a value past a
  // comparative, or the first stretch of something, bounds what is negated; the bound is stated.
  if (BOUNDS.has(tokens[from - 1]?.lower ?? '') || (tokens[from - 1]?.lower === 'first' && tokens[from - 2]?.lower === 'the')) return true;
  // "No, backups are kept 35 days": the answer's no negates nothing after it.
  if (t.lower === 'no' && j === start && next && (next.text === ',' || next.text === '.' || next.text === '!' || next.text === '—' || next.text === '-')) return true;
  if (t.lower === 'no' && j === firstWord(tokens, start) && next?.kind === 'symbol') return true;
  const between = tokens.slice(j + 1, from);
  // "no sign-in for two months": "no" takes its noun; the period after it is what is stated.
  if (t.lower === 'no' && between.length <= 4 && between.some((x) => ['for', 'after', 'in', 'within', 'over', 'than'].includes(x.lower)) && !between.some(finiteVerb)) return true;
  // …a list of nouns too, right before the preposition that takes the value: "No smoking, vaping or naked flames within 15 metres".
  if (t.lower === 'no' && between.length <= NOUN_LIST_REACH && ['within', 'after', 'over', 'under', 'beyond', 'before'].includes(tokens[from - 1]?.lower ?? '') && !between.some(finiteVerb)) return true;
  // "Records without clinical content are kept 5 years": a preposition negates its object, not the verb after it.
  if (PREPOSITIONAL_NEGATORS.has(t.lower) && between.some(finiteVerb)) return true;
  // "cancel without charge until ten days before": its object ends where another phrase begins.
  if (PREPOSITIONAL_NEGATORS.has(t.lower) && between.length <= 5 && between.slice(1).some((x) => OBJECT_ENDS.has(x.lower))) return true;
  return false;
}

/**
 * A negation in a clause of its own before the specific's predicate: "samples that aren't Priority 1
 * must be booked within 60 minutes", "items not collected are donated after 120 days". A verb
 * after a word that is no auxiliary opens another predicate, which the negation does not reach —
 * unless the negated verb is one of saying or thinking ("I don't think it is 30 days").
 */
function anotherPredicate(tokens: readonly Token[], j: number, from: number): boolean {
  // "No refunds are made within 14 days", "Nothing suggests refunds take 30 days": the verb after the noun a "no" takes is its own.
  // (Not after a preposition: in "with no urine output your allowance is 1 litre", the "no" is in a phrase of its own.)
  if (DETERMINER_NEGATORS.has(tokens[j]!.lower) && !PHRASE_OPENERS.has(tokens[j - 1]?.lower ?? '')) return false;
  for (let k = j + 1; k < from; k++) {
    const t = tokens[k]!;
    // "It isn't true that the fee is £30": what is not so is said in the clause "that" opens.
    if (REPORTING.has(t.lower) || (t.lower === 'that' && k > j + 1 && SAID_SO.has(tokens[k - 1]!.lower))) return false;
    const before = tokens[k - 1]!;
    if (k === j + 1) continue;
    if ((finiteVerb(t) || SUBJECT_VERBS.has(t.lower)) && !AUXILIARIES.has(before.lower) && !negator(before) && before.kind !== 'symbol') return true;
  }
  return false;
}

/** A user's message that says no itself: "The railcard isn't valid before 10:00". */
const NEGATED_MESSAGE = /\b(?:not|no|never|cannot)\b|n['’]t\b/i;

// Prepositions that open a phrase a "no" may sit in: "with no symptoms", "for no reason".
const PHRASE_OPENERS = new Set(['with', 'for', 'at', 'in', 'on', 'of', 'under', 'by', 'from', 'after', 'before']);
// Negators that take a noun or stand for one: the first verb after them is what they deny.
const DETERMINER_NEGATORS = new Set(['no', 'none', 'nothing', 'nobody', 'neither']);
// Words before a "that" whose clause says what is, or is not, so: "not true that", "not the case that".
const SAID_SO = new Set(['true', 'correct', 'right', 'case', 'accurate', 'so', 'suggest', 'suggests', 'show', 'shows', 'say', 'says', 'state', 'states', 'mean', 'means', 'clear']);
// Verbs whose negation reaches into the clause they report: "I don't think it is", "we don't say it's".
const REPORTING = new Set(['think', 'believe', 'say', 'said', 'mean', 'suppose', 'expect', 'know', 'recall', 'remember']);
// A subject and its verb written as one word open a predicate too: "…can't be excluded, it's capped at £500".
const SUBJECT_VERBS = new Set(["it's", "that's", "there's", "they're", "we're", "you're", "he's", "she's", 'it’s', 'that’s', 'there’s', 'they’re', 'we’re', 'you’re']);

/**
 * A date or time that bounds when a negated event happens is stated: "no bonfires from 20 December
 * to 1 January", "cheques haven't been accepted since 1 April 2023", "no hot work after 17:00". The
 * negation is of the event; its period is the rule. Not when the negation stands right before the
 * preposition ("not in 2023") or the sentence goes on to correct it ("…, but in 2024").
 */
function boundsWhen(tokens: readonly Token[], j: number, from: number, to: number, kind: SpecificKind, sentence: Stretch): boolean {
  if (kind !== 'date' && kind !== 'time') return false;
  const before = tokens[from - 1]?.lower ?? '';
  const spanning = (before === 'to' || before === 'and' || before === '–' || before === '-') && tokens.slice(j + 1, from - 1).some((t) => t.lower === 'from' || t.lower === 'between');
  if (!WHEN_WORDS.has(before) && !spanning) return false;
  if (j >= from - 2) return false;
  // "No, the gym isn't open until 23:00": an answer's no says the value is wrong, whatever bounds it.
  const first = firstWord(tokens, sentence.from);
  if (tokens[first]?.lower === 'no' && ANSWER_MARKS.has(tokens[first + 1]?.text ?? '')) return false;
  for (let k = to; k < sentence.to; k++) if (CONTRAST.has(tokens[k]!.lower)) return false;
  return true;
}

// What follows an answer's "No": "No, …", "No — …", "No. …".
const ANSWER_MARKS = new Set([',', '.', '—', '–', '-', '!', ':']);
// Words that bound a period in time. Not "on" or "in": "prices don't change on 1 January" denies the day.
const WHEN_WORDS = new Set(['since', 'from', 'until', 'till', 'between', 'after', 'before', 'during', 'beginning', 'starting', 'commencing']);
// Words that go on to correct what was denied.
const CONTRAST = new Set(['but', 'instead', 'rather', ';']);

/**
 * "…may delay repayment of the capital account, but not of shares, for up to three years": an
 * aside that a comma closes, and a phrase of time or measure after it, which the aside does not deny.
 */
function asideCloses(tokens: readonly Token[], j: number, from: number): boolean {
  if (tokens[j - 1]?.lower !== 'but' && tokens[j - 1]?.text !== ',') return false;
  for (let k = j + 1; k < from - 1; k++) {
    if (tokens[k]!.text !== ',') continue;
    if (OBJECT_ENDS.has(tokens[k + 1]!.lower)) return true;
    // "…25 miles, not 30, and carries a £30 surcharge": a "not" whose object is a value alone sets that value aside, and no more —
    // unless a list of values goes on after the comma ("not £30, £35 or £40").
    if (k - j <= VALUE_ASIDE && tokens.slice(j + 1, k).some((t) => /\d/.test(t.text)) && !LIST_GOES_ON(tokens, k + 1)) return true;
  }
  return false;
}

/** The most tokens a value set aside by "not" takes: "not 30", "not £30 a month". */
const VALUE_ASIDE = 5;

/** After a comma, another value, or "or"/"and" and a value: the list the "not" is said of goes on. */
const LIST_GOES_ON = (tokens: readonly Token[], k: number): boolean => {
  const next = tokens[k];
  const valued = (t: Token | undefined): boolean => t !== undefined && (/\d/.test(t.text) || t.kind === 'symbol');
  return valued(next) || ((next?.lower === 'or' || next?.lower === 'and') && valued(tokens[k + 1]));
};

// Words after which a value is the bound of a quantity: "longer than", "over", "exceeding".
const BOUNDS = new Set(['than', 'over', 'under', 'above', 'below', 'exceeding', 'beyond']);
// Words that open a condition.
const CONDITIONS = new Set(['if', 'unless', 'when', 'whenever', 'once', 'until', 'where']);
// Words that make a value the deadline or the limit of a negated event.
const DEADLINE = new Set(['within', 'after', 'before', 'by', 'until', 'till', 'beyond', 'than', 'over', 'under', 'for']);
// Words after a value that make it a time from an event: "8 hours after Level 2".
const RELATIVE_TO = new Set(['after', 'before']);

/** A condition opens the clause, or a clause inside it before the negation: "She's brought in when an incident isn't resolved …". */
function inCondition(tokens: readonly Token[], start: number, j: number): boolean {
  // Back to the nearest comma only: "No — when you cancel, your membership doesn't carry on for 30 days" is no condition's deadline.
  const first = firstWord(tokens, start);
  for (let k = j - 1; k >= Math.max(start, j - CONDITION_REACH); k--) {
    const w = tokens[k]!.lower;
    if (w === ',' || w === ';') return false;
    if ((k === first && CONDITIONS.has(w)) || w === 'if' || w === 'when' || w === 'unless') return true;
  }
  return false;
}

const firstWord = (tokens: readonly Token[], start: number): number => {
  let i = start;
  while (tokens[i] && tokens[i]!.kind === 'symbol') i++;
  return i;
};

const FINITE = new Set(['is', 'are', 'was', 'were', 'has', 'have', 'had', 'will', 'can', 'must', 'should', 'may', 'might', 'shall', 'get', 'gets', 'goes', 'take', 'takes', 'last', 'lasts', 'run', 'runs', 'apply', 'applies', 'cost', 'costs']);
const finiteVerb = (t: Token): boolean => FINITE.has(t.lower);

/** "does not mention X", "doesn't list", "couldn't find", "there is no mention of X": denies what it governs. */
function absence(tokens: readonly Token[], start: number, from: number): boolean {
  for (let j = Math.max(start, from - ABSENCE_REACH); j < from; j++) {
    if (!negator(tokens[j]!)) continue;
    // "There's nothing in our documents about a USB or a £30 charge", "the guide says nothing about £30": all the "about"
    // governs is what the sources say nothing of (not "Nothing about the £30 fee changes"; nor "about" as a round figure's).
    if (tokens[j]!.lower === 'nothing' && sourceNear(tokens, start, j, from) && aboutGoverns(tokens, j, from)) return true;
    for (let k = j + 1; k <= j + 3 && k < from; k++) {
      const w = tokens[k]!.lower;
      if (ABSENCE_VERBS.has(w) || ABSENCE_VERBS.has(w.replace(/(?:s|ed|ing)$/, '')) || w === 'mention' || w === 'record' || w === 'reference') {
        // "does not have a 24-hour line" is no absence statement of the vault's: only sources lack things.
        if ((w === 'have' || w === 'offer' || w === 'set' || w === 'give' || w === 'provide' || w === 'include') && !sourceSubject(tokens, start, j)) continue;
        return true;
      }
    }
  }
  return false;
}

// Who can lack a mention: the sources, or the bot reading them.
const SOURCES = new Set(['document', 'documents', 'doc', 'docs', 'vault', 'policy', 'policies', 'guide', 'source', 'sources', 'i', 'it', 'they', 'text', 'notice', 'schedule', 'handbook', 'manual', 'sop', 'material', 'materials', 'information', 'records', 'record', 'anything', 'nothing', 'page', 'list', 'table', 'section']);
// (A pronoun is no source here: "Upgrading changes nothing about it".)
const sourceNear = (tokens: readonly Token[], start: number, j: number, from: number): boolean => tokens.slice(Math.max(start, j - 4), from).some((t) => SOURCES.has(t.lower) && t.lower !== 'nothing' && t.lower !== 'it' && t.lower !== 'they');

/**
 * Whether an "about" after "nothing" at `j` governs the value at `from`: no verb or clause stands
 * between ("…nothing about parking and the deposit is £100" says the £100), and it is no round
 * figure's "about" ("about 30 minutes").
 */
function aboutGoverns(tokens: readonly Token[], j: number, from: number): boolean {
  for (let k = j + 1; k < from; k++) {
    const w = tokens[k]!.lower;
    if (w !== 'about' && w !== 'regarding' && w !== 'concerning') continue;
    if (/^[\d£$€]/.test(tokens[k + 1]?.text ?? '')) continue;
    return tokens.slice(k + 1, from).every((t) => !finiteVerb(t) && !SUBJECT_VERBS.has(t.lower) && t.text !== ';' && t.text !== '.');
  }
  return false;
}

function sourceSubject(tokens: readonly Token[], start: number, j: number): boolean {
  for (let k = Math.max(start, j - 4); k < j; k++) if (SOURCES.has(tokens[k]!.lower)) return true;
  return false;
}

/** "…a region such as eu-west-1", "…like Okta": an example of what is denied, further from its negator. */
function exampleBefore(tokens: readonly Token[], from: number): boolean {
  return EXAMPLE_WORDS.some((words) => words.every((w, k) => tokens[from - words.length + k]?.lower === w));
}

/**
 * "30 days is not mentioned", "Okta isn't used", "that figure is incorrect": denied after it, in
 * its clause — unless the specific only qualifies the subject ("backups older than 30 days are not
 * kept" states 30 days).
 */
function deniedAfter(tokens: readonly Token[], clause: Stretch, from: number, to: number): boolean {
  const governed = tokens[from - 1];
  if (governed && ['than', 'for', 'after', 'within', 'of', 'over', 'under', 'in', 'at', 'by', 'to', 'from', 'about', 'every', 'per', 'since', 'until', 'before', 'during'].includes(governed.lower)) return false;
  // Only its own predicate denies it: "Okta is not used", "SMS codes are not permitted", never
  // "… chews for dogs that can't have one". Up to two words finish its noun phrase; then only auxiliaries.
  let nouns = 0;
  let verb = false;
  for (let k = to; k < Math.min(clause.to, to + 6); k++) {
    const t = tokens[k]!;
    if (['incorrect', 'wrong', 'inaccurate', 'untrue', 'false', 'outdated'].includes(t.lower)) return true;
    if (negator(t) && t.lower !== 'no' && t.lower !== 'without') {
      const after = tokens[k + 1]?.lower ?? '';
      const after2 = tokens[k + 2]?.lower ?? '';
      return DENIED_AFTER_WORDS.has(after) || DENIED_AFTER_WORDS.has(after2) || ABSENCE_VERBS.has(after.replace(/(?:s|ed)$/, ''));
    }
    if (AUXILIARIES.has(t.lower)) verb = true;
    else if (!verb && t.kind === 'word' && nouns < 2 && !CLAUSE_WORDS.has(t.lower)) nouns++;
    else return false;
  }
  return false;
}

// Words that start another clause: a negation after them is not the specific's own.
const CLAUSE_WORDS = new Set(['that', 'which', 'who', 'where', 'when', 'for', 'to', 'and', 'or', 'but', 'if', 'because', 'with', 'from', 'in', 'on', 'at', 'by']);

// What may stand between a specific and the negation of its own predicate: "Okta is also not used", "30 days has never been".
const AUXILIARIES = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'has', 'have', 'had', 'does', 'do', 'did', 'will', 'would', 'can', 'could', 'should', 'also', 'currently', 'simply', 'actually', 'really', 'itself', 'here', 'there', 'still', ',']);

/** In a clause that supposes: "if you shipped 1,200 units", "assuming 5 kg". */
function supposed(tokens: readonly Token[], clause: Stretch, from: number): boolean {
  for (let j = clause.from; j < from && j < clause.from + 4; j++) {
    // "If it persists, e-mail support@…": after the condition's comma is what the reply says to do, not what it supposes.
    // Only after "if", "when" or "unless" does a comma close the condition: "Assuming, as is usual, a 12-month term" supposes on.
    if (SUPPOSING_WORDS.has(tokens[j]!.lower) && tokens[j]!.lower !== 'say') return !(CONDITIONALS.has(tokens[j]!.lower) && consequent(tokens, j, from));
  }
  return conditional(tokens, clause, from);
}

const CONDITION_REACH = 40;
const CONDITIONALS: ReadonlySet<string> = new Set(['if', 'when', 'unless', 'whenever']);

/** Whether a comma closes the condition opened at `at` before tokens[from]: "if it persists, e-mail …". */
function consequent(tokens: readonly Token[], at: number, from: number): boolean {
  // A few dozen tokens at most: a hostile clause of thousands of values is not walked per value.
  for (let j = at + 1; j < Math.min(from, at + CONDITION_REACH); j++) if (tokens[j]!.text === ',') return true;
  return false;
}

/** In a clause whose verb is conditional: "one at 18 months would be declined". */
function conditional(tokens: readonly Token[], clause: Stretch, from: number): boolean {
  for (let j = clause.from; j < clause.to && j < from + 6; j++) if (tokens[j]!.lower === 'would' || tokens[j]!.lower === "wouldn't") return true;
  return false;
}

/** A yes in the sentence before the value, or as the whole sentence before it: "Yes. If you cancel 36 hours before, …". */
function yesBefore(text: string, sentences: readonly Sentence[], si: number, at: number): boolean {
  if (affirms(text.slice(sentences[si]!.start, at))) return true;
  const before = sentences[si - 1];
  return before !== undefined && affirms(text.slice(before.start, before.end));
}

/** Whether the user's message supposes the value's figure: "If I cancel a $400 pass, …", "say we ship 1,200 units". */
function supposedByUser(value: string, userText: string): boolean {
  const figure = /\d[\d,.]*/.exec(value)?.[0];
  if (figure === undefined) return false;
  // A few of its places, each read a few words back: a hostile message of one figure repeated stays linear.
  let seen = 0;
  for (let at = userText.indexOf(figure); at >= 0 && seen < MOST_PLACES; at = userText.indexOf(figure, at + 1), seen++) {
    if (/[\d.,]/.test(userText[at - 1] ?? '') || /\d/.test(userText[at + figure.length] ?? '')) continue;
    // Its own clause of the user's message, back to the last mark that ends one.
    const before = userText.slice(Math.max(0, at - CONDITION_REACH_CHARS), at).split(/[.?!;,:]/).pop()!;
    if (before.split(/[^\p{L}']+/u).some((w) => SUPPOSING_WORDS.has(w))) return true;
  }
  return false;
}

const MOST_PLACES = 8;
const CONDITION_REACH_CHARS = 120;

/** Right after a value, "you mention", "you said" (or, outside a condition, "as you describe"): the value is the user's, given back. */
const saidToBeTheirs = (tokens: readonly Token[], to: number, as = false): boolean => {
  const at = as && tokens[to]?.lower === 'as' ? to + 1 : to;
  return tokens[at]?.lower === 'you' && GIVEN_VERBS.has(tokens[at + 1]?.lower ?? '');
};

/** Verbs that give a value to the user after it: not "have" or "need" ("the 14 days you have to cancel" is the reply's). */
const GIVEN_VERBS: ReadonlySet<string> = new Set(['mention', 'mentioned', 'say', 'said', 'quoted', 'quote', 'gave', 'give', 'describe', 'described', 'wrote', 'estimated', 'estimate', 'cited', 'suggest', 'suggested', 'state', 'stated']);

/** Whether the user's message holds the figure of a value, however it was written around it ("38k" for "£38k"). */
export function figureIn(value: string, userText: string): boolean {
  const figure = /\d[\d,.]*(?:\s?[km]\b)?/i.exec(value)?.[0]?.toLowerCase();
  if (figure === undefined) return false;
  // As a figure of its own: "14" is not in "#1402".
  const lower = userText.toLowerCase();
  for (let at = lower.indexOf(figure); at >= 0; at = lower.indexOf(figure, at + 1)) {
    if (!/[\d.,]/.test(lower[at - 1] ?? '') && !/\d/.test(lower[at + figure.length] ?? '')) return true;
  }
  return false;
}

/**
 * In quotes that give back the user's words, or after "you mentioned", "you wrote that", "your":
 * the user's words given back as theirs.
 */
function givenBack(tokens: readonly Token[], text: string, s: Specific, from: number, clause: Stretch, userText: string): boolean {
  if (quotedFromUser(text, s, userText)) return true;
  for (let j = from - 1; j >= Math.max(clause.from, from - 12); j--) {
    const t = tokens[j]!;
    // "your £38k", "your quoted figure of £400" — not "have your vehicle back by 20:00", where "your" is another noun's.
    if (t.lower === 'your' && j >= from - 4) return !tokens.slice(j + 1, from).some((x) => PLACING_WORDS.has(x.lower));
    // "the 3 bags you have" — not "you have 28 days to fit it", "you need at least £5 million": a rule said to the user.
    if (USER_VERBS.has(t.lower) && tokens[j - 1]?.lower === 'you') return !(RULE_VERBS.has(t.lower) && ruleSaid(tokens, j, from, s));
    if (t.lower === 'about' && USER_VERBS.has(tokens[j - 1]?.lower ?? '') && tokens[j - 2]?.lower === 'you') return true;
  }
  return false;
}

/** Words that place a value after another noun: "your vehicle back by 20:00". */
const PLACING_WORDS: ReadonlySet<string> = new Set(['by', 'at', 'to', 'for', 'in', 'on', 'within', 'before', 'after', 'until', 'from', 'back']);
/** Verbs that give the user what a rule allows or asks: "you have 28 days to…", "you need at least…". */
const RULE_VERBS: ReadonlySet<string> = new Set(['have', 'need', 'needs']);

/** After "you have" / "you need": the value is bounded ("at least £5 million"), an allowance to do something ("28 days to fit it") or what the user must do ("need to attend within 60 days"). */
function ruleSaid(tokens: readonly Token[], verb: number, from: number, s: Specific): boolean {
  const between = tokens.slice(verb + 1, from).map((t) => t.lower).join(' ');
  let after = from;
  while (after < tokens.length && tokens[after]!.start < s.end) after++;
  // …or an obligation put to the user: "you need to attend within 60 days", "you have to give 14 days' notice".
  return /\b(?:at least|at most|up to|no more than|a minimum of|a maximum of|only)$/.test(between) || /^to\s/.test(between) || tokens[after]?.lower === 'to';
}

/** Inside a quotation, on its line, whose words the user's message holds: "On 'member data is stored in Ireland': …". */
function quotedFromUser(text: string, s: Specific, userText: string): boolean {
  const lineStart = text.lastIndexOf('\n', s.start) + 1;
  const from = Math.max(lineStart, s.start - 200);
  for (const q of ['"', "'", '“']) {
    const open = text.lastIndexOf(q, s.start - 1);
    if (open < from || (q === "'" && /\p{L}/u.test(text[open - 1] ?? ''))) continue;
    const closer = q === '“' ? '”' : q;
    const close = text.indexOf(closer, s.end);
    if (close < 0 || close - s.end > 200) continue;
    const quoted = text.slice(open + 1, close).toLowerCase().replace(/[.,;:!?]+$/, '').trim();
    if (quoted.length > 0 && (userText.includes(quoted) || inTheirWords(quoted, userText))) return true;
  }
  return false;
}

/** "'£1,602.35 for the borough' isn't right" to "The borough's share is £1,602.35": every word of the quotation is the user's, if not in their order. */
function inTheirWords(quoted: string, userText: string): boolean {
  const words = quoted.match(/[\p{L}\p{N}£$€][\p{L}\p{N}.,£$€%'’-]*/gu) ?? [];
  const own = words.filter((w) => !FUNCTION_WORDS.has(w));
  return own.length > 0 && own.length <= MOST_QUOTED_WORDS && own.every((w) => userText.includes(w.replace(/[.,]+$/, '')));
}

/** A quotation longer than this is no user's words given back but a passage. */
const MOST_QUOTED_WORDS = 12;

/** A sentence's opening clause naming its source, citation brackets blanked or not (at most a line). */
const SOURCE_CLAUSE = /^\s*(?:based on|according to)\b[^:\n]{0,300}:/i;

/**
 * The words of a sentence's opening yes or no ("That's right", "Correct", "No"): they answer the
 * user and say nothing about what the sentence's values are about. Empty when it opens otherwise.
 */
export function answerHead(sentence: string): string {
  const text = sentence.replace(/[’]/g, "'").replace(SOURCE_CLAUSE, '');
  const end = text.search(/[,:;.!?—–]/);
  if (end < 0 || end > ANSWER_HEAD) return '';
  const head = text.slice(0, end);
  if (affirmation(head) === undefined && !/^\s*(?:no|nope)\s*$/i.test(head)) return '';
  // Only the words of the answer itself: "Yes the damage bond is £50" keeps "damage bond".
  return (head.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => ANSWER_WORDS.has(w)).join(' ');
}

/** The words an opening yes or no is made of, which say nothing of what a value is about. */
const ANSWER_WORDS = new Set(['yes', 'yeah', 'yep', 'no', 'nope', 'right', 'correct', 'true', 'exactly', 'absolutely', 'definitely', 'indeed', 'sure', 'precisely', 'agreed', 'accurate', 'spot', 'on', 'that', 's', 'is', 'it', 'i', 'believe', 'think', 'so', 'quite']);

/** How long an opening yes or no may be: "I believe that is correct" and no more. */
const ANSWER_HEAD = 40;

/**
 * Whether a sentence endorses what the user said: "Yes, …", "That's right: …", "As you said, …" —
 * read as agreement reads a yes (affirmation.ts), so a courtesy ("Yes, I can check") is none.
 */
export function affirms(sentence: string): boolean {
  // The claim opens after the clause that names its source: "Based on [Policy, Appeals]: yes, …".
  const text = sentence.replace(/[’]/g, "'").replace(SOURCE_CLAUSE, '');
  return affirmation(text)?.whole === true;
}

/** "12 out of 100" when the user wrote "12 of our 100 samples": both its figures are the user's. */
function scoreOfTheirs(s: Specific, userKeys: ReadonlySet<string>): boolean {
  if (!s.unit?.startsWith('score:') || s.value === undefined) return false;
  return userKeys.has(`n:${numberKey(s.value)}`) && userKeys.has(`n:${s.unit.slice('score:'.length)}`);
}
