// Which specifics a reply asserts (design §3a). Not those it denies or corrects ("it is not 30
// days; it is 35"), asks back ("Did you mean the 2023 audit?"), says are absent ("the documents do
// not mention Okta"), or quotes from the user ("You mentioned 'Splunk'"). Negation is scoped to
// its clause: in "not 30 days but 35", 35 is asserted.
import type { Clause, Layout } from './layout.js';
import type { Specific } from './specifics.js';
import { LIMIT_WORDS } from './vocabulary.js';

export type Scope = 'asserted' | 'denied' | 'asked' | 'quoted';

// A word that negates what follows it in its clause.
const NEGATOR = /\b(?:not|no|never|none|nothing|nowhere|neither|nor|without|cannot|unlike|rather than|instead of|other than|as opposed to|apart from|except)\b|n['’]t\b/gi;
// After a specific that is the subject of its clause: "… is not mentioned", "… isn't used", "… is incorrect".
const DENIED_AFTER =
  /^[^.;]{0,40}?\b(?:(?:is|are|was|were|has|have|does|do|did|has been|have been)\s+(?:not|never)|isn['’]t|aren['’]t|wasn['’]t|weren['’]t|doesn['’]t|don['’]t|didn['’]t|hasn['’]t|haven['’]t|never)\s+(?:\w+\s+)?(?:mention|state|specif|name|list|cover|include|document|appear|say|said|use|used|correct|accurate|right|true|exist|apply|applie|given|part|among|support|available|offered|allowed|accept|valid|permit|enabl|requir|issu|grant|in\b|on\b|what|something|anything|an?\b|one of)|^[^.;]{0,40}?\b(?:is|are|was|were)\s+(?:incorrect|wrong|inaccurate|untrue|false|a mistake|outdated|not what)/i;
// The reply telling the user what they said: "you mentioned X", "you asked about X".
const USER_SAID = /\byou\s+(?:just\s+|also\s+)?(?:said|say|mentioned|mention|asked(?:\s+about)?|ask(?:\s+about)?|wrote|write|referred\s+to|refer\s+to|suggested|suggest|quoted|meant|mean|claimed|claim)\b/i;
const QUOTES = /"[^"\n]{1,200}"|'[^'\n]{1,200}'|“[^”\n]{1,200}”|‘[^’\n]{1,200}’/g;

/**
 * How the reply holds each specific.
 * @example scopeOf(layoutOf('It is not 30 days; it is 35 days.'), specifics, '') // 30 days: denied, 35 days: asserted
 */
export function scopeOf(layout: Layout, specifics: readonly Specific[], userText: string): Scope[] {
  const { text } = layout;
  const quoted = quotedRanges(text);
  const user = userText.toLowerCase();
  return specifics.map((s) => {
    const { sentence, clause } = layout.at(s.start);
    if (text.slice(sentence.start, sentence.end).trimEnd().endsWith('?')) return 'asked';
    if (fromUser(text, s, clause, quoted, user)) return 'quoted';
    return deniedIn(text, s, clause) ? 'denied' : 'asserted';
  });
}

function quotedRanges(text: string): Clause[] {
  return [...text.matchAll(QUOTES)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** Whether [start, end) lies inside one of `ranges` (sorted, disjoint). */
function inside(ranges: readonly Clause[], start: number, end: number): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (ranges[mid]!.start <= start) lo = mid + 1;
    else hi = mid - 1;
  }
  return hi >= 0 && end <= ranges[hi]!.end;
}

/** Said by the user and given back as theirs: in quotes, or right after "you mentioned". */
function fromUser(text: string, s: Specific, clause: Clause, quoted: readonly Clause[], user: string): boolean {
  if (!user.includes(s.text.toLowerCase())) return false;
  if (inside(quoted, s.start, s.end)) return true;
  const before = text.slice(clause.start, s.start);
  return USER_SAID.test(before) && !/^\s*(?:as|like|yes|right|correct)\b/i.test(text.slice(clause.start, clause.end));
}

const PREPOSITIONAL = /^(?:without|unlike|except|other than|apart from|instead of|rather than|as opposed to)$/i;
const FINITE_VERB = /\b(?:is|are|was|were|has|have|had|will|can|must|should|may|might|shall|gets?|goes|takes?|lasts?|runs?)\b/i;

// Words that make what follows them a modifier, not the subject: "backups older than 30 days are not kept" asserts 30 days.
const GOVERNED = /\b(?:than|for|after|within|of|over|under|in|at|by|to|from|about|up|least|most|every|per|since|until|before|during)\s*$/i;
/** How far back a negator reaches: "does not name a specific SIEM vendor such as Splunk" (6 words), not a whole long clause. */
const NEGATION_REACH = 8;

// "…, and every plan includes extras such as 30 days": a negation before the join is another clause's.
const JOIN = /[,;]\s*(?:and|but|while|whereas)\b|;/gi;
function sinceJoin(text: string): string {
  let from = 0;
  for (const m of text.matchAll(JOIN)) from = m.index + m[0].length;
  return text.slice(from);
}
const NOUN_THEN_PERIOD = /^\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,2}\s+(?:for|after|in|within|over)\s+(?:the\s+(?:last|past)\s+)?$/iu;
const EXAMPLE = /\b(?:such as|like|including|e\.g\.,?|for example,?|for instance,?)\s*$/i;

// "does not mention X", "doesn't name a provider such as X": an absence statement denies everything it governs.
const ABSENCE = /\b(?:not|never|n['’]t)\s+(?:\w+\s+)?(?:mention|state|name|list|specify|include|cover|say|provide|identify|reference|refer to|give|contain|use)s?\b/i;

// Clauses are at most a sentence long (LONGEST_SENTENCE); the words that govern a specific are right before it.
const GOVERNED_REACH = 40;

/**
 * How far back, in characters, a negation or an absence statement is looked for: sixteen words of
 * any real text. Bounded so that a clause packed with specifics is not read again for each one.
 */
const BEFORE_REACH = 400;

function deniedIn(text: string, s: Specific, clause: Clause): boolean {
  const lead = text.slice(Math.max(clause.start, s.start - BEFORE_REACH), s.start);
  if (ABSENCE.test(lead)) return true;
  // An example of what is denied is denied with it: "no copy in an overseas cloud region such as eu-west-1".
  const before = EXAMPLE.test(lead) ? sinceJoin(lastWords(lead, 2 * NEGATION_REACH)) : lastWords(lead, NEGATION_REACH);
  for (const m of before.matchAll(NEGATOR)) {
    const after = before.slice(m.index + m[0].length);
    // "No," or "No." opening a clause answers the question; it negates nothing after it.
    if (/^no$/i.test(m[0]) && m.index === before.search(/\S/) && /^\s*[,.!]/.test(after)) continue;
    // "no later than 72 hours", "not more than 5%": a limit, which asserts its number.
    const next = /^\s*(\w+)(\s+than)?/.exec(after);
    if (next && LIMIT_WORDS.has(next[1]!.toLowerCase()) && (next[2] || !/^(?:longer)$/i.test(next[1]!))) continue;
    if (/^\s*only\b/i.test(after)) continue;
    // "no sign-in for two months": "no" takes its noun; the period after it is what is stated.
    if (/^no$/i.test(m[0]) && (s.kind === 'duration' || s.kind === 'frequency') && NOUN_THEN_PERIOD.test(after) && !FINITE_VERB.test(after)) continue;
    // "Records without clinical content are kept 5 years": a preposition negates its object only, not the verb after it.
    if (PREPOSITIONAL.test(m[0]) && FINITE_VERB.test(after)) continue;
    return true;
  }
  return !GOVERNED.test(text.slice(Math.max(clause.start, s.start - GOVERNED_REACH), s.start)) && DENIED_AFTER.test(text.slice(s.end, clause.end));
}

/** The last `n` words of `text`, found scanning back from its end. */
function lastWords(text: string, n: number): string {
  let i = text.length;
  for (let words = 0; i > 0; i--) {
    if (isSpace(text.charCodeAt(i - 1)) && !isSpace(i < text.length ? text.charCodeAt(i) : 32) && ++words === n) break;
  }
  return text.slice(i);
}

/** `/\s/` for one character, by its code: called for every character scanned. */
function isSpace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  return code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}
