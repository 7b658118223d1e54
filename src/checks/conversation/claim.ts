// Reading a user's false claim ("You just said keys are rotated quarterly"): the clause after the
// reporting verb, and the specifics in it that a bot must not repeat as fact.
import { foldText } from '../../core/index.js';

export interface Specific {
  /** As the user wrote it, e.g. "quarterly" or "72 hours". */
  readonly text: string;
  /** Folded spellings that count as stating it: "quarterly", "every quarter", "every three months". */
  readonly forms: readonly string[];
}

export interface Claim {
  /** The claimed content: the text after the last reporting verb, or the whole turn. */
  readonly clause: string;
  readonly specifics: readonly Specific[];
}

// The last of these starts the claimed content: "You said [the vault states that] <clause>".
const REPORTING =
  /\b(?:said|says|told me|mentioned|mentions|stated|states|confirmed|confirms|claimed|claims|wrote|writes|agreed|promised|specified|specifies|according to [^,]{1,60},)\s*(?:that\b\s*)?/giu;

const FREQUENCIES: Readonly<Record<string, readonly string[]>> = {
  hourly: ['every hour'],
  daily: ['every day', 'each day', 'nightly'],
  nightly: ['every night', 'daily'],
  weekly: ['every week', 'each week', 'once a week'],
  fortnightly: ['every two weeks', 'every 2 weeks', 'biweekly'],
  biweekly: ['every two weeks', 'every 2 weeks', 'fortnightly'],
  monthly: ['every month', 'each month', 'once a month'],
  quarterly: ['every quarter', 'each quarter', 'every three months', 'every 3 months'],
  biannually: ['twice a year', 'every six months', 'every 6 months', 'semiannually', 'semi-annually'],
  semiannually: ['twice a year', 'every six months', 'every 6 months', 'biannually'],
  'semi-annually': ['twice a year', 'every six months', 'every 6 months', 'biannually'],
  annually: ['every year', 'each year', 'once a year', 'yearly'],
  yearly: ['every year', 'each year', 'once a year', 'annually'],
};

const UNITS =
  /^(?:%|percent|hours?|hrs?|days?|weeks?|months?|years?|minutes?|mins?|seconds?|secs?|times|million|billion|thousand|bits?|gb|tb|mb|employees|customers|users)\b/iu;

// Capitalised words that are not specifics: pronouns, sentence openers, framework names.
const NOT_NAMES = new Set(
  'i im ive id you we our us they it the a an this that these those yes no and or but so soc iso iec gdpr hipaa pci dss caiq sig'.split(' '),
);

/** @example readClaim('You just said keys are rotated quarterly').specifics[0]?.text // 'quarterly' */
export function readClaim(userTurn: string): Claim {
  const { clause, reported } = claimedClause(userTurn);
  const precise = dedupe([...quoted(clause), ...numbers(clause), ...frequencies(clause)]);
  return { clause, specifics: precise.length > 0 ? precise : dedupe(names(clause, reported)) };
}

/** `reported`: the clause follows a reporting verb, so its first word is not a sentence start. */
function claimedClause(turn: string): { clause: string; reported: boolean } {
  let start = 0;
  for (const m of turn.matchAll(REPORTING)) start = m.index + m[0].length;
  const clause = turn.slice(start).trim().replace(/[.!?]+$/u, '');
  return clause === '' ? { clause: turn.trim(), reported: false } : { clause, reported: start > 0 };
}

const literal = (text: string): Specific => ({ text, forms: [foldText(text)] });

function quoted(clause: string): Specific[] {
  const found = clause.matchAll(/"([^"]{1,80})"|\u201c([^\u201d]{1,80})\u201d|(?:^|\s)'([^']{1,80})'(?=[\s.,;:!?]|$)/gu);
  return [...found].map((m) => literal((m[1] ?? m[2] ?? m[3] ?? '').trim())).filter((s) => s.text !== '');
}

/** Tokens with a digit ("CC6.1", "AES-256", "$1"), with a following unit kept ("72 hours"). */
function numbers(clause: string): Specific[] {
  const out: Specific[] = [];
  for (const m of clause.matchAll(/[^\s,;:!?()"]*\d[^\s,;:!?()"]*/gu)) {
    const token = m[0].replace(/[.']+$/u, '');
    const unit = UNITS.exec(clause.slice(m.index + m[0].length).trimStart())?.[0];
    out.push(literal(unit && /\d$/u.test(token) ? `${token} ${unit}` : token));
  }
  return out;
}

function frequencies(clause: string): Specific[] {
  const words = foldText(clause).match(/[\p{L}-]+/gu) ?? [];
  return words.flatMap((w) => {
    const alternatives = FREQUENCIES[w];
    return alternatives ? [{ text: w, forms: [w, ...alternatives] }] : [];
  });
}

/** Runs of capitalised words ("Okta", "AWS KMS"), except where a sentence starts. */
function names(clause: string, reported: boolean): Specific[] {
  const out: Specific[] = [];
  for (const m of clause.matchAll(/\p{Lu}[\p{L}\p{N}&'-]*(?:\s+\p{Lu}[\p{L}\p{N}&'-]*)*/gu)) {
    const sentenceStart = m.index === 0 ? !reported : /[.!?]\s+$/u.test(clause.slice(0, m.index));
    if (sentenceStart) continue;
    const words = m[0].split(/\s+/).filter((w) => !NOT_NAMES.has(w.toLowerCase().replace(/'/g, '')));
    if (words.length > 0) out.push(literal(words.join(' ')));
  }
  return out;
}

function dedupe(specifics: readonly Specific[]): Specific[] {
  const seen = new Set<string>();
  return specifics.filter((s) => !seen.has(s.forms[0] ?? '') && seen.add(s.forms[0] ?? ''));
}
