// The words that set how a sentence holds what it says (design §3a): asserted, denied, asked,
// supposed, or given back as the user's. Data for the rules in ../stance.ts.

/** Words that deny what follows them in their clause. */
export const NEGATORS: ReadonlySet<string> = new Set([
  'not', 'no', 'never', 'none', 'nothing', 'nowhere', 'neither', 'nor', 'cannot', 'without', 'unlike', 'except', 'excluding',
  "don't", "doesn't", "didn't", "isn't", "aren't", "wasn't", "weren't", "won't", "wouldn't", "can't", "couldn't", "shouldn't",
  "hasn't", "haven't", "hadn't", "mustn't", "needn't", 'nope',
]);

/** Two-word negators: "rather than X", "instead of X", "other than X". */
export const NEGATING_PHRASES: readonly (readonly [string, string])[] = [
  ['rather', 'than'], ['instead', 'of'], ['other', 'than'], ['apart', 'from'], ['as', 'opposed'], ['in', 'place'],
];

/** Negators that govern only their own object, not the verb after it: "Records without content are kept 5 years". */
export const PREPOSITIONAL_NEGATORS: ReadonlySet<string> = new Set(['without', 'unlike', 'except', 'excluding']);

/** Words after a negator that make it a limit, which states its value: "no later than 72 hours", "not more than 5%". */
export const LIMIT_WORDS: ReadonlySet<string> = new Set([
  'later', 'more', 'less', 'fewer', 'longer', 'shorter', 'earlier', 'greater', 'higher', 'lower', 'older', 'newer', 'sooner',
  'exceed', 'exceeds', 'exceeding', 'over', 'under', 'beyond', 'above', 'below',
]);

/** After "not"/"n't", a verb that says a source lacks something: "does not mention X" denies X. */
export const ABSENCE_VERBS: ReadonlySet<string> = new Set([
  'mention', 'state', 'specify', 'name', 'list', 'include', 'cover', 'say', 'provide', 'identify', 'reference', 'refer', 'give',
  'contain', 'describe', 'document', 'show', 'record', 'define', 'set', 'indicate', 'offer', 'find', 'see', 'confirm', 'have',
]);

/** Verbs after a specific that deny it: "30 days is not mentioned", "Okta isn't used", "it is incorrect". */
export const DENIED_AFTER_WORDS: ReadonlySet<string> = new Set([
  'mentioned', 'stated', 'specified', 'named', 'listed', 'covered', 'included', 'documented', 'used', 'correct', 'accurate',
  'right', 'true', 'valid', 'available', 'offered', 'allowed', 'accepted', 'permitted', 'supported', 'given', 'part', 'applicable',
  'the', 'a', 'an', 'what', 'something', 'anything', 'in', 'on', 'among', 'one', 'possible', 'required', 'enabled', 'issued',
  'granted', 'provided', 'there', 'here', 'found',
]);

/** Words that make what follows them the condition or an example, not a claim: "if you shipped 1,200 units", "say, 5 kg". */
export const SUPPOSING_WORDS: ReadonlySet<string> = new Set(['if', 'suppose', 'supposing', 'assuming', 'imagine', 'hypothetically', 'say', 'unless', 'whether']);

/** A user's words given back: "you mentioned", "you said", "you asked about", "your". */
export const USER_VERBS: ReadonlySet<string> = new Set([
  'said', 'say', 'mentioned', 'mention', 'asked', 'ask', 'wrote', 'write', 'referred', 'refer', 'suggested', 'suggest', 'quoted',
  'meant', 'mean', 'claimed', 'claim', 'described', 'describe', 'gave', 'give', 'have', 'had', 'need', 'needs', 'want', 'wanted',
  'plan', 'planned', 'expect', 'expected', 'estimate', 'estimated', 'quote', 'shipped', 'bring', 'brought',
]);

/** Words that introduce an example of what is denied: "no copy in a region such as eu-west-1". */
export const EXAMPLE_WORDS: readonly (readonly string[])[] = [['such', 'as'], ['like'], ['including'], ['e.g.'], ['for', 'example'], ['for', 'instance'], ['say']];

/** Words that start a new clause inside a sentence, closing the reach of a negation. */
export const CLAUSE_JOINERS: ReadonlySet<string> = new Set([
  'but', 'however', 'whereas', 'although', 'though', 'while', 'yet', 'instead', 'so', 'because', 'since', 'which', 'who', 'and', 'or',
  'then', 'otherwise', 'where', 'when', 'after', 'before', 'until', 'unless', 'once',
]);

/** Words that turn a sentence to another subject than the one it opened with: "GTM-2415 came in 69 kg bags, while the other lots…". */
export const CONTRAST_WORDS: ReadonlySet<string> = new Set(['other', 'others', 'rest', 'remaining', 'while', 'whereas']);

/** Words that turn a sentence against what it said first: "Band 3 tops out at £500,000, but beyond that the fee is…". */
export const TURN_WORDS: ReadonlySet<string> = new Set(['but', 'however', 'though', 'although', 'beyond', 'otherwise', 'instead', 'unlike', 'except']);
