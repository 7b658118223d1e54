// What a user's message puts forward as so, for the reply to confirm: a figure in a sentence that
// asks for a yes to it ("The nose tyre is 130 psi, right?") or says where the user heard it ("I
// heard the Wharf Room takes 150 standing", "a friend said …"). Given back under a yes, such a
// figure is the reply's claim ("Yes, 130 psi on the nose tyre"), not the user's circumstance ("I
// have 4 claim-free years", "We're a group of 6, that's fine, right?", "my order 884213"), which a
// reply gives back only to weigh it: a figure after the user's own "I", "my", "we" or "our" in its
// sentence is theirs, whatever the tag.
import type { Specific } from './types.js';

/**
 * A question that asks for a yes to what its sentence says: a tag after a comma or dash ("…, doesn't
 * it?", "… — right?"), or "is that right?", "am I right?". ("How much is it?" asks for a value.)
 */
const ASKS_FOR_YES =
  /(?:[,;—–-]\s*(?:(?:is|are|was|were|do|does|did|will|would|can|could|have|has|had|should)(?:n['’]t)?\s+(?:it|they|you|we|he|she|there|that|those|these)|right|correct|true|yes|no|yeah)|\b(?:is|isn['’]t) (?:that|this|it) (?:right|correct|true|so)|\bam i (?:right|correct)|\bcorrect me if i['’]m wrong)\W*$/iu;

/**
 * Where the user heard it: "I heard", "I've read", "I was told", "someone told me", "my friend
 * says", "the website said", "apparently". (A source needs its verb: "my friend" alone is the
 * user's circumstance. Not "I think": what a user thinks is as often their own case, "I think my
 * membership number is 20417".) What follows it is the claim.
 */
const HEARSAY =
  /\b(?:i|we)\s+(?:have\s+|['’]ve\s+)?(?:heard|read|seen|was told|were told|been told)\b|\btold\s+(?:me|us)\b|\b(?:someone|somebody|friend|colleague|neighbou?r|website|site|leaflet|brochure|guide|app|page|advert|ad|email|letter|sign|poster|flyer|notice)\s+(?:\w+\s+){0,2}(?:said|says|say|mentioned|claims|claimed|showed|shows|reckons|stated|states)\b|\bapparently\b|\bsupposedly\b/i;

/** A sentence's end, as a user writes one: a full stop, question or exclamation mark before a space or the end. */
const SENTENCE_END = /[.?!]+(?=\s|$)/g;

/**
 * The keys of the figures a user's message claims, in a sentence that asks for a yes to it or says
 * where the user heard it.
 * @example claimedKeysOf('The Orangery seats 150, doesn\'t it?', specifics) // Set { 'n:150' }
 */
export function claimedKeysOf(text: string, specifics: readonly Specific[]): Set<string> {
  const keys = new Set<string>();
  if (specifics.length === 0) return keys;
  let start = 0;
  const claims: [number, number][] = [];
  for (const end of [...[...text.matchAll(SENTENCE_END)].map((m) => m.index + m[0].length), text.length]) {
    if (end <= start) continue;
    const sentence = text.slice(start, end);
    const heard = HEARSAY.exec(sentence);
    if (heard || ASKS_FOR_YES.test(sentence)) claims.push([start + (heard ? heard.index + heard[0].length : 0), end]);
    start = end;
  }
  for (const s of specifics) {
    const claim = claims.find(([from, to]) => s.start >= from && s.end <= to);
    if (!claim || OWN.test(text.slice(claim[0], s.start)) || CASE_OPENING.test(text.slice(claim[0], s.start))) continue;
    const sentence = text.slice(claim[0], claim[1]);
    // A premise the user reasons from ("The house is 3 miles away, so delivery is free, right?"): their case.
    if (WORKED.test(sentence) || ALLOWED.test(sentence) || /\bso\b/i.test(text.slice(s.end, claim[1]))) continue;
    for (const k of s.keys) keys.add(k);
  }
  return keys;
}

/**
 * The user's words for their own case: what follows them in the sentence is theirs ("We're a group
 * of 6", "my order 884213", "I opened ticket 58812"). Not "I"/"we" before what they may do or
 * believe ("we can have 20 people on the list", "I think the window is 21 days"): that asks about
 * the rule.
 */
const OWN = /\b(?:my|mine|our|ours|me|us)\b|\b(?:i|we)\b(?!\s+(?:(?:only|just|really|also|still)\s+)?(?:can|could|may|might|must|should|need|think|thought|believe|reckon|understand|guess|suppose|heard|read)\b)/i;

/** A figure the user works out ("two adults and a child would be £13.75", "£90 in total"): a sum, not a fact they heard. */
const WORKED = /\bwould\s+(?:be|cost|come to|make|total)\b|['’]d\s+(?:be|cost|come to)\b|\bcomes?\s+to\b|\bin total\b|\baltogether\b|\bthat makes\b/i;

/** A sentence that asks whether the user's case is allowed ("The bag is 20 kg, that's ok, right?"): its figures are the case. */
const ALLOWED = /\b(?:ok|okay|fine|allowed|alright|all right|acceptable|enough|in time|qualify|qualifies|eligible|covered|within)\b/i;

/** A sentence that opens with what the user would do ("Ordering at 11:30 gets it here tomorrow, right?"): their case. */
const CASE_OPENING = /^\s*(?:so\s+)?\p{L}+ing\b/iu;
