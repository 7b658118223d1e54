// A reply's clause copied from the vault with its value changed (design §3a, "about the same
// thing"): bots copy the sentence they retrieved and change one value. Words in a bag cannot tell
// "Mainstream Support lasts 2 years from GA" from the vault's "… lasts 3 years from GA, and Extended
// Support lasts 2 years"; their order can. Used by support.ts where it weighs a rival.
import type { Claim } from './claim.js';
import type { Occurrence, Statements } from './statements.js';
import { spelledOut } from './statements.js';
import { labelMatch } from './subject.js';
import { WORD_ROLES } from './tables/function-words.js';
import { containsPhrase, contentStems, withoutForm } from './words.js';

/**
 * The reply's clause is the vault's own around the value, word for word, and only the value differs:
 * "at least 6 months in advance on …" against "at least 12 months in advance on …". Word order tells
 * what words in a bag cannot: the clause was copied and its value changed. The whole clause must
 * match (a parallel sentence about another subject breaks off at that subject: "the first departure
 * from Skarra" is not "… from Dunmallow"), and no passage stating the claimed value frames it as well.
 */
export function copiedOver(claim: Claim, rival: Occurrence, candidates: readonly Occurrence[], st: Statements): boolean {
  const ours = clauseOf(claim);
  return ours !== undefined && sameFrame(claim, ours, rival, candidates, st);
}

function sameFrame(claim: Claim, ours: ClaimClause, rival: Occurrence, candidates: readonly Occurrence[], st: Statements): boolean {
  // The value opens its clause ("York accepts drop-offs …", "Tier 2 members get …"): it is the subject, and a parallel
  // sentence's subject is just what differs. Words before it are needed to tell a copy.
  if (ours.left.length === 0 || ours.left.length + ours.right.length < FRAME_WORDS) return false;
  const theirs = framing(ours, rival, st);
  if (theirs.left < ours.left.length) return false;
  // The reply may go on where the vault's clause ends ("we hold them for 7 days, free of charge" of "… and we hold it for 14
  // days."), once the words before the value are copied, several of them.
  if (theirs.right < ours.right.length && !(ours.left.length >= GOES_ON_AFTER && theirs.right >= vaultClause(rival, st).right.length)) return false;
  // The rest of the reply's sentence must be the rival's too: "For children, a day ticket costs £6" is said of
  // children, whom "a day ticket costs £12 for adults" is not about; and under no other label of its series ("On Tier 2, …").
  if (labelMatch(claim.labels, rival.labels) < 0 || !aboutTheSame(claim, ours, rival, candidates, st)) return false;
  // Cited documents the rival is not in: the reply says where its value comes from.
  if (claim.cited.size > 0 && !claim.cited.has(st.passages[rival.passage]!.file)) return false;
  let best = 0;
  for (const o of candidates.slice(0, MOST_FRAMED)) {
    const f = framing(ours, o, st);
    best = Math.max(best, f.left + f.right);
  }
  return theirs.left + theirs.right >= best + FRAME_LEAD;
}

/** A value of the claim's kind whose clause the reply copied whole, where no passage stating the claimed value frames it nearly as well. */
export function copiedFrom(claim: Claim, candidates: readonly Occurrence[], st: Statements): Occurrence | undefined {
  const s = claim.specific;
  const ours = clauseOf(claim);
  if (!s.dimension || !ours || ours.left.length + ours.right.length < COPIED_WORDS) return undefined;
  const keys = new Set(s.keys);
  const nearest = nearestStems(ours, st);
  for (const i of (st.byDimension.get(s.dimension) ?? []).slice(0, MOST_COPIED)) {
    const o = st.occurrences[i]!;
    if (!holdsAll(st.passages[o.passage]!.own, nearest) || o.specific.provides.some((k) => keys.has(k))) continue;
    if (wholeCopy(ours, o, st) && sameFrame(claim, ours, o, candidates, st)) return o;
  }
  return undefined;
}

/** Another name whose clause the reply copied whole, where the claimed name's own passages frame it less. */
export function copiedName(claim: Claim, st: Statements): Occurrence | undefined {
  const ours = clauseOf(claim);
  if (!ours || ours.left.length + ours.right.length < COPIED_WORDS) return undefined;
  const keys = new Set(claim.specific.keys);
  const own = claim.specific.keys.flatMap((k) => st.byKey.get(k) ?? []).map((i) => st.occurrences[i]!);
  const words = new Set(claim.specific.text.toLowerCase().match(FRAME_WORD) ?? []);
  const nearest = nearestStems(ours, st);
  for (const o of st.occurrences) {
    if (o.specific.kind !== 'name' || o.specific.weak || !holdsAll(st.passages[o.passage]!.own, nearest) || o.specific.keys.some((k) => keys.has(k)) || sameName(claim.specific.text, o.specific.text, words, st)) continue;
    // A clause that ends on the name may have dropped the rest of a list the vault's goes on with ("at Essential and Standard").
    if (ours.right.length === 0 && LIST_GOES_ON.test(st.passages[o.passage]!.text.slice(o.specific.end, o.specific.end + 8))) continue;
    if (wholeCopy(ours, o, st) && sameFrame(claim, ours, o, own, st)) return o;
  }
  return undefined;
}

/**
 * Whether two names may be one: a word in common ("Aoife" and "Aoife Brennan", "Ashcombe & Reddle"
 * and "Ashcombe & Reddle Memorial Masons"), or an acronym and what it stands for ("BSL", "British
 * Sign Language"; "UK", "United Kingdom").
 */
function sameName(ours: string, theirs: string, words: ReadonlySet<string>, st: Statements): boolean {
  const other = theirs.toLowerCase();
  if ((other.match(FRAME_WORD) ?? []).some((w) => words.has(w))) return true;
  const mine = ours.toLowerCase();
  return spelledOut(mine, other.split(/\s+/)) === other || spelledOut(other, mine.split(/\s+/)) === mine || expands(mine, other, st) || expands(other, mine, st);
}

/** Whether `acronym` stands for words that hold `name` ("DBS" for "Disclosure and Barring Service", holding "Disclosure"). */
function expands(acronym: string, name: string, st: Statements): boolean {
  for (const phrase of st.acronyms.get(acronym) ?? []) if (containsPhrase(phrase, name)) return true;
  return false;
}

const LIST_GOES_ON = /^\s*(?:,|&|and\b|or\b)/i;

/** The stems of the clause's words next to the value, each side: a passage that copies the clause holds them (a cheap test first). */
function nearestStems(ours: Frame, st: Statements): string[] {
  return [ours.left[0], ours.right[0]].flatMap((w) => (w === undefined ? [] : contentStems(w, st.stem)));
}

function holdsAll(own: ReadonlySet<string>, stems: readonly string[]): boolean {
  for (const w of stems) if (!own.has(w)) return false;
  return true;
}

/** Values of a kind whose clauses are compared at most. */
const MOST_COPIED = 400;
/** Words a clause must have to be copied from a value the words around it do not already point to: "with a lead time of" is everyone's. */
const COPIED_WORDS = 7;

/** The words of an asserted value's clause, where its sentence writes it once (else which one is the claim's is not known). */
function clauseOf(claim: Claim): ClaimClause | undefined {
  const { text } = claim.specific;
  const at = claim.sentenceText.indexOf(text);
  if (at < 0 || claim.stance !== 'asserted' || claim.sentenceText.includes(text, at + 1)) return undefined;
  return { ...clauseAround(claim.sentenceText, at, at + text.length), at, figure: figureOf(text) };
}

/**
 * Whether what the reply's sentence says before the copied words is the rival's too: its content
 * words in the rival's passage (with its heading and title), the labels it names stated there ("For
 * Tier 2, …"), and none of them beside the claimed value where one passage states both ("£12 for
 * adults and £6 for children" for "For children, a day ticket costs £6").
 */
function aboutTheSame(claim: Claim, ours: ClaimClause, rival: Occurrence, candidates: readonly Occurrence[], st: Statements): boolean {
  const words = withoutForm(claim.sentenceText.slice(0, ours.at)).match(FRAME_WORD) ?? [];
  const before = new Set(contentStems(words.slice(0, Math.max(0, words.length - ours.left.length)).join(' '), st.stem));
  const around = st.passages[rival.passage]!.around;
  for (const w of before) if (!around.has(w)) return false;
  const stated = st.occurrencesIn(rival.passage).map((i) => st.occurrences[i]!);
  for (const k of claim.alongside) if (k.startsWith('code:') && !stated.some((o) => o.specific.provides.includes(k))) return false;
  for (const o of candidates) {
    if (o.passage !== rival.passage) continue;
    const text = st.passages[o.passage]!.text;
    const beside = clauseAround(text, o.specific.start, o.specific.end);
    if ([...beside.left, ...beside.right].some((w) => before.has(st.stem(w)))) return false;
  }
  return true;
}

/** The words of the vault's own clause around a value. */
function vaultClause(o: Occurrence, st: Statements): Frame {
  return clauseAround(st.passages[o.passage]!.text, o.specific.start, o.specific.end);
}

/** Words before the value a copy must share to go on past the end of the vault's clause. */
const GOES_ON_AFTER = 3;

/** Words of a copied clause, in all, and how many more of them than the claimed value's best passage must frame the rival. */
const FRAME_WORDS = 5;
const FRAME_LEAD = 3;
/** Passages stating the claimed value that are compared at most (a hostile vault repeats a value thousands of times). */
const MOST_FRAMED = 50;
/** Words looked at on each side. */
const FRAME_REACH = 8;

interface Frame {
  readonly left: readonly string[];
  readonly right: readonly string[];
}

/** The claim's own clause, where its value stands in its sentence, and the value's figure ("5" of "5 mph"). */
interface ClaimClause extends Frame {
  readonly at: number;
  readonly figure: string | undefined;
}

const figureOf = (text: string): string | undefined => text.toLowerCase().match(FRAME_WORD)?.find((w) => FIGURE.test(w));

/** The words of the value's clause on each side, nearest first: cut at a clause's marks, the citation's "]:" among them. */
function clauseAround(text: string, start: number, end: number): Frame {
  const before = text.slice(Math.max(0, start - 160), start);
  const after = text.slice(end, end + 160);
  let cut = before.length - 1;
  while (cut >= 0 && !clauseMark(before, cut)) cut--;
  let stop = 0;
  while (stop < after.length && !clauseMark(after, stop)) stop++;
  return wordsAround(before.slice(cut + 1), after.slice(0, stop));
}

const CLAUSE_MARKS = ':;,()[]—–.!?';

/**
 * A comma, point or dash between two digits is a number's own ("2023–2024", "1,000", "2.5"): no clause ends there. (A
 * clock's colon still does: "from Saturday 00:00 to Friday 23:59" copies the clause up to its first time.)
 */
const clauseMark = (text: string, i: number): boolean => CLAUSE_MARKS.includes(text[i]!) && !(NUMBER_MARKS.includes(text[i]!) && /\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? ''));
const NUMBER_MARKS = ',.–';

function wordsAround(before: string, after: string): Frame {
  const left = before.toLowerCase().match(FRAME_WORD) ?? [];
  const right = after.toLowerCase().match(FRAME_WORD) ?? [];
  return { left: left.slice(-FRAME_REACH).reverse(), right: right.slice(0, FRAME_REACH) };
}

const FRAME_WORD = /[\p{L}\p{N}]+/gu;

function framing(ours: ClaimClause, o: Occurrence, st: Statements): { left: number; right: number } {
  const text = st.passages[o.passage]!.text;
  const theirs = wordsAround(text.slice(Math.max(0, o.specific.start - 160), o.specific.start), text.slice(o.specific.end, o.specific.end + 160));
  // Two values swapped: where the reply writes the vault's value, the vault writes the reply's.
  const swapped = ours.figure === undefined ? undefined : { reply: figureOf(o.specific.text), vault: ours.figure };
  return { left: sharedRun(ours.left, theirs.left, swapped), right: sharedRun(ours.right, theirs.right, swapped) };
}

/** Whether the vault's words around `o` are every word of the reply's clause, on both sides. */
function wholeCopy(ours: ClaimClause, o: Occurrence, st: Statements): boolean {
  const f = framing(ours, o, st);
  return f.left === ours.left.length && f.right === ours.right.length;
}

/**
 * How many words from the value out the two clauses share. Two values swapped ("5 mph on haul roads and 10 mph at …"
 * against "10 mph on haul roads and 5 mph at …") copy the words between them: past the first two words, the reply's
 * other figure may stand where the vault writes the claimed one, and only so ("£5 for up to 4 hours" is no copy of
 * "£2 for up to 2 hours").
 */
function sharedRun(a: readonly string[], b: readonly string[], swapped?: { readonly reply: string | undefined; readonly vault: string }): number {
  let n = 0;
  while (n < a.length && n < b.length && (a[n] === b[n] || sameRole(a[n]!, b[n]!) || (n >= 2 && swapped !== undefined && a[n] === swapped.reply && b[n] === swapped.vault))) n++;
  return n;
}

const FIGURE = /^\d/;

/** Function words of one role stand in for one another in a copy: "we hold them for" is "we hold it for". */
const sameRole = (a: string, b: string): boolean => WORD_ROLES.get(a) !== undefined && WORD_ROLES.get(a) === WORD_ROLES.get(b);
