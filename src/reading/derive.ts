// Values that follow by plain arithmetic from stated ones (design §3a): sums, differences, halves,
// multiples, a count or a measure times a price, a percentage of an amount, a ratio or a change as a percentage, and the
// end of a period from its start and its length. A derived value counts as stated only where the
// text says it did that arithmetic ("so €70 in total", "12 kg × 12.5 mg/kg = 150 mg", "twice the
// fee", "14 days after 10 March") — a number that merely equals some sum of vault values proves nothing.
import { numberAt } from './numbers.js';
import { MONTHS, WEEKDAYS } from './tables/calendar.js';
import { convert, findSpecifics } from './specifics/index.js';
import { tokenize } from './tokens.js';
import type { Specific } from './types.js';

/**
 * Words and signs that say values were added, taken away, multiplied or divided. A "+" or "−" does
 * with a space each side or between two figures ("£30 storage + £15", "9+6"); right before a figure it
 * is the figure's sign ("+2 °C to +8 °C", "+44 20 …").
 */
const SUMS = /\b(?:tak(?:e|es|ing)(?: \w+){0,3} from|take away|averag(?:e|es|ed|ing) out|on average|in total|total(?:s|led|ling)?|combined|together|altogether|in all|sum|plus|adds? up|add(?:s|ed|ing)?|(?:making|bringing)(?: (?:it|that|this|the total))?(?: to)? (?=[£$€\d])|comes? to|came to|work(?:s|ed|ing)? (?:\w+ )?out|difference|save|saves|saving|savings|remaining|remainder|left ?over|left|(?:which|that|this) leaves|(?:leaves|leaving)(?: (?:you|us|me|them|it))?(?: with)?(?: (?:a little (?:over|under)|just (?:over|under)|about|around|roughly|only|just|some))? (?:[£$€\d]|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|forty|fifty)|lose|loses|losing|lost|balance|shortfall|minus|subtract(?:ed|ing)?|deduct(?:ed|ing)?|multiplied|divided|times|each|apiece|per|out of|gives|giving|equals?|equal to|both|each way|return|so|% of|percent of|therefore|thus|makes? (?:it|that|this|(?=[\d£$€]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve))|made it|i make|i get|i got|i calculate|calculat(?:ed|es|ion|ing)|arithmetic|subtraction|addition|multiplication|division|by my (?:sum|count|maths|math))\b|[=×÷]|\s[+−]\s|[\d)%][+−][£$€\d]|\s[x*/-]\s/i;
/** Nouns that say a value changed by an amount, each way: "a drop of about 8%" is counted from the larger value, "a rise of 8%" from the smaller. */
const DROPS = '(?:drop|fall|decrease|reduction|cut) of';
const RISES = '(?:rise|increase) of';
/** Words that say one value differs from another by an amount: "2.5 metres wider" (a comparative right after its value: "larger bags" compares nothing), "a drop of about 8%". */
const CHANGES = new RegExp(
  String.raw`\b(?:wider|longer|shorter|taller|higher|lower|bigger|smaller|larger|cheaper|dearer|heavier|lighter|deeper|quicker|faster|slower|sooner) than\b|\d[\d.,]{0,20}\s*(?:%|\p{L}+\.?)?\s+(?:wider|longer|taller|bigger|larger|cheaper|dearer|heavier|deeper|quicker|faster|slower|sooner)\b|\d[\d.,]{0,20}\s*(?:%|\p{L}+\.?(?:\s+(?!(?:and|or|but|is|are|was|were|of|to|in|on|at|for|with|the|a|an|than)\b)\p{L}+)?)?\s+(?:more|less|fewer) than\b|\b${DROPS}\b|\b${RISES}\b`,
  'iu',
);
const DROPPED = new RegExp(String.raw`\b${DROPS}\b`, 'i');
const ROSE = new RegExp(String.raw`\b${RISES}\b`, 'i');
/** Words that name a multiple or a share: "twice the fee", "half the dose". */
const MULTIPLES: readonly (readonly [RegExp, number])[] = [
  [/\b(?:twice|double[sd]?|two times|for both|for (?:the|those|these) two|(?:for )?(?:the|a) (?:round|return) trip|both ways|each way)\b/i, 2],
  [/\b(?:triple[sd]?|three times|thrice)\b/i, 3],
  [/\b(?:four times|quadruple[sd]?)\b/i, 4],
  [/\b(?:half|halved|halves)\b/i, 1 / 2],
  [/\b(?:a third|one third|third of)\b/i, 1 / 3],
  [/\b(?:a quarter|one quarter|quarter of)\b/i, 1 / 4],
];
/** Another thing said to be as much as the amount before it: "and demobilisation is the same", "costs the same again". */
const SAME_AGAIN = /\b(?:is|are|costs?|comes? to) (?:exactly )?the same(?: again)?\b|\bthe same again\b/i;
/** Small counts in words, from two: what a sentence that adds up may multiply an amount by. */
const COUNTS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
// …said of how many are bought, not a count of a unit ("four months" is a value): "two come to", "three at £9", "two of them cost".
// …or the people the user speaks for: "for two of you that comes to £130", "the three of us".
const COUNT_WORDS = new RegExp(`\\b(${COUNTS.join('|')})\\s+(?:of them\\s+|together\\s+)?(?:come|comes|came|cost|costs|would|will|make|makes|at|add|total|is|are)\\b|\\bof (${COUNTS.join('|')})\\b(?!\\s+\\p{L})|\\b(${COUNTS.join('|')}) of (?:you|us)\\b`, 'gu');
/** Words that place a date or a time a period after or before another: "14 days after 10 March". */
const SPANS = /\b(?:after|before|from|until|till|by|ends?|ending|later|earlier|starting|starts?|start|finish(?:es|ed)?|lasts?|lasting|runs? (?:to|until)|takes? (?:it|you) to|expires?|between|since|ago|service)\b|[–-]/i;

// A hyphen is left out: "lockers 5 - 9" is a range, not a difference.
const SIGNS = /\d\s*[+×÷−]\s*\d|\d\s[x*/]\s\d/;

/** What arithmetic a sentence says it did. */
export interface Working {
  readonly sums: boolean;
  /** It says by how much one value differs from another, a difference or a change as a percentage: −1 a drop, 1 a rise, 0 either; absent, no change. */
  readonly change?: -1 | 0 | 1;
  /** It says it added things up ("in total", "altogether", "adding … gives"): bare numbers listed may be summed then, never on "each" or "per". */
  readonly total: boolean;
  /** It says a value is the result of what came before: "which is", "that's", "so" (not "each", "per"). */
  readonly result: boolean;
  /** It says what is left over once whole units are taken out: "£47 earns four stamps and the leftover £7" (47 mod 10). */
  readonly remainder: boolean;
  /** It names the rest of a whole: "the remaining 10.7%", "the other 30%", "the rest". */
  readonly rest: boolean;
  /** Written as a sum with its signs ("350 + 350 + 300 m", "98.0 − 3.6"): a bare number there takes the result's unit. */
  readonly signs: boolean;
  readonly multiples: readonly number[];
  readonly spans: boolean;
  /** Which way a period is counted: "after", "later" forward (1); "before", "earlier", "ago" back (−1); else either (0). */
  readonly direction: 1 | -1 | 0;
  /** It says one thing follows from another: "so", "which means". */
  readonly follows: boolean;
  /** It spreads an amount over a period: "spread over 18 months", "split across 12 payments". */
  readonly spread: boolean;
  /** What it gives a rate per, when per two things: "£2.80 per metre per night" (times a count of each). */
  readonly perTwo?: readonly [string, string];
  /** A day next to another it names: "the day before loading" (a day), "the Friday before" (the nearest Friday): −1 back, 1 on. */
  readonly nextTo?: { readonly weekday?: number; readonly direction: 1 | -1 };
  /** It says another thing is as much as an amount and adds them up: "demobilisation is the same, so £33,000 in total". */
  readonly again?: true;
  /** Where a value that an amount is per starts: after "per", "for every", "for each" ("25 mm of text height for every 10 m"); none, empty. */
  readonly perAt: readonly number[];
  /** It counts both ends of a run of days: "24 December to 1 January inclusive". */
  readonly inclusive?: true;
  /** Runs of named months it writes, first and last: "October through January" is [10, 1]. */
  readonly monthRuns: readonly (readonly [number, number])[];
}

/** "inclusive" of a run of days, not of a price ("inclusive of VAT", "all-inclusive", "not inclusive"). */
const INCLUSIVE = /(?<!\ball[- ]|\bnot )\binclusive\b(?!\s+of\b)|\bincluding both\b|\bboth (?:days|dates|ends) (?:included|includ(?:ed|ing)|counted)\b/i;

const MONTH_NAME = `(${Object.keys(MONTHS).join('|')})\\.?`;
/** Two named months joined as a run: "October through January", "Nov–Mar", "from May to September". */
const MONTH_RUN = new RegExp(`\\b${MONTH_NAME}\\s*(?:to|through|thru|until|till|[–—-])\\s*${MONTH_NAME}\\b`, 'gi');

/** "the day before", "the Friday after": a weekday's full name (the calendar table counts them from Sunday, as JavaScript does). */
const NEXT_TO = new RegExp(`\\bthe (day|${Object.keys(WEEKDAYS).filter((w) => w.endsWith('day')).join('|')}) (before|after)\\b`, 'i');

const TOTAL = /\b(?:in total|total(?:s|led|ling)?|altogether|in all|sum|add(?:s|ed|ing)?(?: up)?|comes? to|gives|makes)\b/i;
const REMAINDER = /\b(?:remaining|remainder|left ?over|left)\b/i;
const REST = /\b(?:the remaining|the rest|the other|the remainder)\b/i;

/** At most " per " or " for every " between an amount and the measure it is per. */
const PER_GAP = 11;
/** …or a few words of what the amount is, ending in one of them: "25 mm of text height for every 10 m" (five or six words at most). */
const PER_WORDS = /\b(?:per|for every|for each)\s+/gi;
const PER_WORDS_GAP = 40;

/** Words that say what comes after follows from what came before. */
export const FOLLOWS = /\b(?:so|which means|that means|therefore|meaning)\b/i;

const PER_TWO = /\bper\s+(\p{L}+)\s+per\s+(\p{L}+)/iu;

/** Words that say an amount is each one's: "£65 each", "per person", "a head". */
const PER_HEAD = /\b(?:each|apiece|per (?:person|head|adult|child|guest|ticket|visitor|participant)|a (?:head|person))\b/i;
/** …of each thing counted ("6 mL each"), and the word that adds such things up ("together they hold"). */
const EACH = /\b(?:each|apiece)\b/i;
const TOGETHER = /\b(?:together|across (?:the|all|both) \p{L}+)\b/iu;
/** A total said right after its value: "167 lifts between the two models", "248 tonnes between them" (not "choose between the two plans"). */
const BETWEEN_TOTAL = /\d[\d,.]*\s*(?:[\p{L}³²-]+\s+){0,2}between (?:them|the (?:two|three|four)|both)\b/iu;
/** A small count after a word that limits or picks out things already named, before a stop: "at most six,", "across the four.". */
const LONE_COUNTS = new RegExp(`\\b(?:the|all|at most|up to|only|just)\\s+(${COUNTS.join('|')})(?=\\s*(?:[,.;:!?)]|$))`, 'g');
/** A small count in words anywhere — not a count of a unit of time, nor how often ("every ten minutes"): those are values, not how many. */
const BARE_COUNTS = new RegExp(`(?<!\\bevery\\s)\\b(${COUNTS.join('|')})\\b(?!\\s+(?:seconds?|minutes?|hours?|days?|nights?|weeks?|months?|years?|times?)\\b)`, 'g');

const SPREAD = /\b(?:spread|split|divided|shared|paid|payable|repaid)\b(?: \w+)? (?:over|across|between|into|in)\b/i;

const FORWARD = /\b(?:after|later|following|from)\b/i;
const BACKWARD = /\b(?:before|earlier|ago|prior)\b/i;

/** "that's $400 a year": "that's", "that is", "which is" show working only before a value. */
const RESULT = /\b(?:that['’]s|that is|which is|which comes to)\s+(?:about\s+|roughly\s+|around\s+)?[£$€¥\d]|\b(?:that['’]s|that is)\s+(?:about\s+|roughly\s+|around\s+)?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred)(?:[\s-]+(?:and a half|one|two|three|four|five|six|seven|eight|nine))?\s+(?:hours?|minutes?|days?|weeks?|months?|years?|nights?|people|pounds|euros|dollars|per ?cent|metres?|miles?|kilometres?|places|seats)\b/i;

export function workingOf(sentence: string): Working | undefined {
  const changes = CHANGES.test(sentence);
  const between = BETWEEN_TOTAL.test(sentence);
  const summing = SUMS.test(sentence) || between;
  const sums = summing || RESULT.test(sentence) || changes;
  const change = changes ? (DROPPED.test(sentence) ? -1 : ROSE.test(sentence) ? 1 : 0) : undefined;
  const total = TOTAL.test(sentence);
  const result = total || RESULT.test(sentence) || FOLLOWS.test(sentence);
  // "each is £38.50, so two come to £77.00": a small count in words times an amount, where the sentence says it added up.
  // …or what each pack holds, where it works anything out: "80 cases of six, so 480 bottles".
  // The people a user speaks for multiply only an amount the sentence says is each one's ("£65 each", "per person").
  const perHead = PER_HEAD.test(sentence);
  const counted = [...sentence.toLowerCase().matchAll(COUNT_WORDS)].flatMap((m) => ((m[1] && total) || (m[2] && summing) || (m[3] && summing && perHead) ? [COUNTS.indexOf((m[1] ?? m[2] ?? m[3])!) + 2] : []));
  // "two tubes of 6 mL each, so 12 mL in total", "400 kg each, and there are two, so together 800 kg": a count of
  // things said to be as much each, where the sentence adds them up.
  const each = EACH.test(sentence) && (total || between || TOGETHER.test(sentence)) ? [...sentence.toLowerCase().matchAll(BARE_COUNTS)].map((m) => COUNTS.indexOf(m[1]!) + 2) : [];
  // "at most six, which is 1,230 litres", "60 kg each, so 240 kg across the four": a count of the things just said, with no noun of its own.
  const lone = sums ? [...sentence.toLowerCase().matchAll(LONE_COUNTS)].map((m) => COUNTS.indexOf(m[1]!) + 2) : [];
  const multiples = [...new Set([...MULTIPLES.filter(([word]) => word.test(sentence)).map(([, k]) => k), ...counted, ...each, ...lone])];
  // "…is £16,500, and demobilisation is the same, so £33,000 in total": an amount taken twice, on the reply's word.
  const again = total && SAME_AGAIN.test(sentence);
  const spans = SPANS.test(sentence);
  const remainder = REMAINDER.test(sentence);
  const rest = REST.test(sentence);
  const signs = SIGNS.test(sentence);
  const forward = FORWARD.test(sentence);
  const back = BACKWARD.test(sentence);
  const direction = forward === back ? 0 : forward ? 1 : -1;
  const follows = FOLLOWS.test(sentence);
  const spread = SPREAD.test(sentence);
  const per = PER_TWO.exec(sentence);
  const perTwo = per ? ([per[1]!.toLowerCase(), per[2]!.toLowerCase()] as const) : undefined;
  const perAt = [...sentence.matchAll(PER_WORDS)].map((m) => m.index + m[0].length);
  const next = NEXT_TO.exec(sentence);
  const nextTo = next ? { ...(next[1]!.toLowerCase() !== 'day' ? { weekday: WEEKDAYS[next[1]!.toLowerCase()]! } : {}), direction: next[2]!.toLowerCase() === 'before' ? (-1 as const) : (1 as const) } : undefined;
  const inclusive = INCLUSIVE.test(sentence);
  const monthRuns = [...sentence.matchAll(MONTH_RUN)].map((m) => [MONTHS[m[1]!.toLowerCase()]!, MONTHS[m[2]!.toLowerCase()]!] as const);
  return sums || multiples.length > 0 || spans ? { sums, total, result, remainder, rest, signs, multiples, spans, direction, follows, spread, ...(perTwo ? { perTwo } : {}), ...(nextTo ? { nextTo } : {}), perAt, ...(again ? { again } : {}), ...(change !== undefined ? { change } : {}), ...(inclusive ? { inclusive } : {}), monthRuns } : undefined;
}

/**
 * Values that can stand in one sum: the same unit, units one converts into, a rate's amount with
 * the amount ("£6,200 a day" and "£2,300 per dive"), and a bare number with a count of anything.
 */
function inUnit(x: Specific, unit: string, signs = false): number | undefined {
  if (x.value === undefined || !x.unit) return undefined;
  const [mine, theirs] = [unit.split('/')[0]!, x.unit.split('/')[0]!];
  if (signs && theirs === 'n:') return x.value;
  // Counts of anything add up: "6 scientists plus 2 crew, so 8 people".
  if (theirs === mine || (mine.startsWith('n:') && theirs.startsWith('n:'))) return x.value;
  return convert(x.value, theirs, mine);
}

/** Values one step of arithmetic combines at most: a hostile sentence of thousands is not summed pairwise. */
const MOST_INPUTS = 40;

const close = (a: number, b: number, precision: number): boolean => Math.abs(a - b) <= Math.max(precision, Math.abs(b) * 1e-9) + 1e-9;

/**
 * Whether `claim` follows from `inputs` by one step of arithmetic: a + b (+ c), a − b, a × k or a ÷ k
 * (k = 2, 3, 4), a count × an amount, p% of an amount, a ÷ b as a percentage, a date + a duration.
 */
export function derivable(claim: Specific, inputs: readonly Specific[], working: Working, stated: (x: Specific) => boolean = () => true): boolean {
  if ((working.spans || working.sums) && (calendarStep(claim, inputs, working.direction) || weekdaysSpanned(claim, inputs) || weekdayRoundClock(claim, inputs))) return true;
  if (claim.value === undefined || !claim.unit) return false;
  const precision = Math.max(claim.precision ?? 0, 1e-6);
  const hit = (n: number): boolean => Number.isFinite(n) && close(n, claim.value!, precision);
  // "4 kg is 8.8 lb", "22 lb is 10 kg": a value given again in another unit is the same value.
  // Measures of another kind (a length beside an area) are never converted: told apart by their dimension first.
  const base = (d: string | undefined): string | undefined => d?.split('/')[0];
  // (A rate written as a unit of its own, "30 t/h", is of the kind of "10 tonnes an hour": one of its keys says so.)
  const measure = (k: string): string => k.replace(/:[\d.]+(?=\/|$)/, '');
  const claimed = claim.keys[0] === undefined ? undefined : measure(claim.keys[0]);
  const kin = inputs.filter((x) => !(x.unit?.startsWith('q:') && claim.unit!.startsWith('q:') && base(x.dimension) !== base(claim.dimension) && !x.keys.some((k) => measure(k) === claimed)));
  if (kin.some((x) => x.unit !== undefined && x.unit !== claim.unit && x.unit.startsWith('q:') && hit(inUnit(x, claim.unit!) ?? Number.NaN))) return true;
  const same = kin.map((x) => inUnit(x, claim.unit!, working.signs)).filter((v): v is number => v !== undefined).slice(0, MOST_INPUTS);
  for (const a of same) for (const k of working.multiples) if (hit(a * k)) return true;
  if (working.sums) {
    // "9 + 6 + 12 + 7 + 9 + 5 gives 48": the sum of values listed in a row.
    for (let i = 0; i < same.length; i++) {
      let run = 0;
      for (let j = i; j < same.length; j++) if (hit((run += same[j]!)) && j - i >= 3) return true;
    }
    for (let i = 0; i < same.length; i++) {
      const a = same[i]!;
      for (let j = 0; j < same.length; j++) {
        if (i === j) continue;
        const b = same[j]!;
        if (hit(a + b) || hit(a - b) || (working.remainder && b > 0 && a > b && hit(a % b))) return true;
        for (let m = j + 1; m < same.length; m++) if (m !== i && hit(a + b + same[m]!)) return true;
      }
    }
    // "61.4% accepted and 27.9% rejected, so the remaining 10.7%": shares of one whole make 100%.
    // Worked forward only, from two shares or more, into the rest the sentence names: "61.4% … and 27.9% …, so the remaining 10.7%".
    const shares = kin.filter((x) => x.unit === 'pct' && x.end <= claim.start).map((x) => x.value!);
    if (claim.unit === 'pct' && shares.length >= 2 && working.rest && restOfWhole(shares, hit)) return true;
    if (crossUnit(claim, inputs, hit, working, stated)) return true;
    // "the teaching weeks — 13 in autumn, 11 in spring and 12 in summer — gives 36 weeks in total":
    // bare numbers in a row, three or more, summed into the claim's unit (two could match by chance).
    // Summed as written: the claim's own figure ("36" of "36 weeks"), not its value in minutes.
    const written = working.total ? /^\d[\d,]*(?:\.\d+)?/.exec(claim.text)?.[0] : undefined;
    if (written !== undefined && summedInRow(inputs, claim.start, Number(written.replaceAll(',', '')))) return true;
  }
  // "06:00–22:00, which works out to 16 hours a day": a duration said per period is still the time between.
  const unit = claim.unit.split('/')[0];
  if (unit === 'dur:min' && working.sums && (timeBetween(inputs, hit) || daysBetween(inputs, hit, working.inclusive) || periodsToReach(claim, inputs, hit))) return true;
  // "signed 12 March 2023, reviewed every two years, so the first review fell due in March 2025".
  if (unit === 'ym' && (working.spans || working.sums)) return monthsApart(inputs, hit);
  // "1 January 2023 to 31 December 2024, two full calendar years": whole months from one date to the day after another.
  if (unit === 'dur:mon' && (working.spans || working.sums) && monthsFromTo(inputs, hit, working.monthRuns)) return true;
  // "closes 45 minutes before the park … closes at 17:30, so at 16:45": a time worked out says so, or places it.
  if (unit === 'time') return (working.sums || working.spans) && clockArithmetic(inputs, hit);
  if (!working.spans) return false;
  if (unit === 'day' || unit === 'md') return endOfPeriod(claim, inputs, hit) || dayOfNextMonth(claim, inputs) || (working.follows && dayBeside(claim, inputs));
  if (unit === 'year') return yearsApart(inputs, hit);
  if (unit === 'dur:min') return timeBetween(inputs, hit) || daysBetween(inputs, hit, working.inclusive);
  return false;
}

/**
 * Amounts each taken as many times as the count written with it, and summed: "Two adults at £85 and
 * one child at £55 come to £225"; "$139 per adult and $95 per child, so two adults and one child come
 * to $373". A count goes with an amount written right after it ("two adults at £85", "3 × £12") or
 * with the amount that is per its noun ("per adult" … "two adults"); an amount with none counts once.
 * Summed over the amounts of the claim's sentence before it, all of them or the last few — at least one
 * taken more than once: one step of arithmetic that the reply writes out in words.
 */
export function countedSum(claim: Specific, inputs: readonly Specific[], sentence: string, offset: number): boolean {
  if (claim.value === undefined || !claim.unit) return false;
  const base = claim.unit.split('/')[0]!;
  const inSentence = (x: Specific): boolean => x.start >= offset && x.end <= offset + sentence.length;
  const text = (from: number, to: number): string => sentence.slice(from - offset, to - offset);
  const before = (x: Specific): boolean => inSentence(x) && x.end <= claim.start;
  const amounts = inputs.filter((x) => before(x) && x.value !== undefined && x.unit?.split('/')[0] === base).sort((a, b) => a.start - b.start).slice(-MOST_TERMS);
  if (amounts.length < 2) return false;
  // Counts of all of a thing, not of those beyond the first ("3 additional classes", "3 classes after the first").
  const counts = inputs.filter((x) => inSentence(x) && x.kind === 'number' && !x.label && x.unit?.startsWith('n:') && x.unit !== base && Number.isInteger(x.value) && x.value! >= 2 && !BEYOND_FIRST.test(x.text) && !AFTER_FIRST.test(text(x.end, x.end + AFTER_FIRST_REACH)));
  const ofNoun = (noun: string) => (c: Specific): boolean => c.unit === `n:${noun}` || `${c.unit}s` === `n:${noun}` || c.unit === `n:${noun}s`;
  const precision = Math.max(claim.precision ?? 0, 1e-6);
  // "£200 for one class and £50 for each additional class, so £300 for three classes": the first, and each one after it,
  // times a count of what each one is ("three classes"; not "3 trade marks").
  const more = amounts.findIndex((b, i) => i > 0 && EACH_MORE.test(text(b.end, b.end + EACH_MORE_REACH)));
  if (more > 0) {
    const [first, each] = [amounts[more - 1]!.value!, amounts[more]!.value!];
    const noun = EACH_MORE.exec(text(amounts[more]!.end, amounts[more]!.end + EACH_MORE_REACH))![1]!.toLowerCase();
    if (counts.filter(ofNoun(noun)).some((n) => close(first + (n.value! - 1) * each, claim.value!, precision))) return true;
  }
  // Each amount is a thing bought, with how many: a count written before it ("two adults at £85", "3 × £12"), the count of
  // what it is per (the nearest before the claim: "$139 per adult … three adults", or one of it: "… one child"), or one of it
  // before it ("one child at £55"). Any other amount ("£20 off", "minus $20 per booking", "the £50 deposit") is no item, and
  // no sum holding it is read.
  const terms = amounts.map((a) => {
    const written = counts.find((c) => c.end <= a.start && (c.unit === 'n:' ? TIMES_SIGN : COUNT_AT).test(text(c.end, a.start)));
    const noun = PER_NOUN.exec(text(a.end, a.end + PER_NOUN_REACH))?.[1]?.toLowerCase();
    const named = noun === undefined ? undefined : counts.filter((c) => c.start > a.end && c.end <= claim.start && ofNoun(noun)(c)).at(-1)?.value;
    const once = noun !== undefined && named === undefined && oneOf(noun).test(text(a.end, claim.start)) ? 1 : undefined;
    const times = written?.value ?? named ?? once;
    return { value: a.value! * (times ?? 1), item: times !== undefined || ONE_AT.test(text(Math.max(offset, a.start - ONE_AT_REACH), a.start)), counted: (times ?? 1) > 1 };
  });
  for (let from = 0; from + 1 < terms.length; from++) {
    const run = terms.slice(from);
    if (!run.every((t) => t.item) || !run.some((t) => t.counted)) continue;
    if (close(run.reduce((total, t) => total + t.value, 0), claim.value, precision)) return true;
  }
  return false;
}

/** Amounts summed with their counts at most: a hostile sentence of thousands is not summed. */
const MOST_TERMS = 12;
/** Between a count of things and what each costs: "two adults at £85", "3 nights @ £90", "four × £12". */
const COUNT_AT = /^\s*(?:[\p{L}'’-]+\s+){0,2}(?:at|@|×|x|of)\s*$/iu;
/** Between a bare count and the amount it multiplies: "3 × £12". */
const TIMES_SIGN = /^\s*[×x*]\s*$/;
/** What an amount is per, right after it: "$139 per adult", "£12 a head", "£8 for each child". */
const PER_NOUN = /^\s*(?:per|a|an|each|for each|for every)\s+(\p{L}+)/iu;
const PER_NOUN_REACH = 24;
/** Right after an amount, that it is for each one after the first: "£50 for each additional class", "£5 per extra guest". */
const EACH_MORE = /^\s*(?:(?:for|per)\s+)?(?:each|every|an?|per)\s+(?:additional|extra|further|subsequent|more)\s+(\p{L}+)/iu;
const EACH_MORE_REACH = 30;
/** Before an amount, one thing it is the price of: "one child at £55", "a cot at £12". */
const ONE_AT = /\b(?:one|a|an)\s+(?:[\p{L}'’-]+\s+){1,2}(?:at|@)\s*$/iu;
const ONE_AT_REACH = 40;
/** One of what an amount is per, said after it: "one child", "a child" for "$95 per child". */
const oneOf = (noun: string): RegExp => new RegExp(`\\b(?:one|a|an)\\s+${noun.replace(/[^\p{L}]/gu, '')}\\b`, 'iu');
/** A count of those beyond the first: "3 additional classes", "two extra guests". */
const BEYOND_FIRST = /\b(?:additional|extra|further|more|other)\b/i;
/** …or said so after it: "3 classes after the first", "two beyond the first". */
const AFTER_FIRST = /^\s+(?:after|beyond|besides|on top of)\s+the\s+first\b/i;
const AFTER_FIRST_REACH = 30;

/** What two shares leave of the whole: 100% less them. */
function restOfWhole(shares: readonly number[], hit: (n: number) => boolean): boolean {
  for (let i = 0; i < shares.length; i++) for (let j = i + 1; j < shares.length; j++) if (hit(100 - shares[i]! - shares[j]!)) return true;
  return false;
}

/**
 * The pairs of values, one counting each of the two things a rate is per ("per metre per night":
 * "10 m" and "3 nights"), read by what "1 metre" and "1 night" are.
 */
function perEach(nouns: readonly [string, string], inputs: readonly Specific[]): (readonly [number, number])[] {
  const [first, second] = nouns.map((noun) => findSpecifics(`1 ${noun}`)[0]?.unit) as [string | undefined, string | undefined];
  if (!first || !second || first === second) return [];
  const of = (unit: string): number[] => inputs.filter((x) => x.unit === unit && x.value !== undefined).slice(0, MOST_INPUTS).map((x) => x.value!);
  return of(first).flatMap((x) => of(second).map((y) => [x, y] as const));
}

/** Steps between units: a count × a price, p% of an amount, a ratio as a percentage, a date + a duration. */
function crossUnit(claim: Specific, inputs: readonly Specific[], hit: (n: number) => boolean, working: Working, stated: (x: Specific) => boolean): boolean {
  const { change } = working;
  // Counts, and measures as written: "45p per mile, 120 miles comes to £54", "780 kWh at 12p".
  const counts = inputs.filter((x) => x.value !== undefined && ((x.unit?.startsWith('n:') ?? false) || (x.unit?.startsWith('q:') ?? false))).map((x) => x.value!);
  const base = claim.unit!.split('/')[0]!;
  // Measures in another unit of the claim's kind too: "60 rolls at 50 g each, 3 kg in all".
  const amounts = inputs.flatMap((x) => {
    const unit = x.unit?.split('/')[0];
    if (x.value === undefined || unit === undefined) return [];
    if (unit === base) return [x.value];
    const v = base.startsWith('q:') && unit.startsWith('q:') ? convert(x.value, unit, base) : undefined;
    return v === undefined ? [] : [v];
  });
  // A share of a count of anything is a count ("80% of 140 guests: 112 portions").
  const wholes = base.startsWith('n:') ? inputs.filter((x) => x.value !== undefined && x.unit?.startsWith('n:')).map((x) => x.value!) : amounts;
  // A share per period is a share ("10% a year" of $4,000 is $400 a year).
  const percents = inputs.filter((x) => x.unit === 'pct' || x.unit?.startsWith('pct/')).map((x) => x.value!);
  // "£20 cap at £2 a day: ten days"; "35 workers at one toilet per 10: four toilets" (rounded up).
  if (claim.unit!.startsWith('n:')) {
    const values = inputs.filter((x) => x.value !== undefined && x.value !== 0).map((x) => x.value!);
    for (const a of values) for (const b of values) if (a !== b && (hit(a / b) || hit(Math.ceil(a / b)) || hit(Math.floor(a / b)))) return true;
    // "108 cases of 24 cans — I make that 2,592 cans": a count of packs times what each holds.
    // Counts written as numbers, one of them of a thing ("108 cases"): no label, version or bare figure pair ("8 in 3.x" and "4.0").
    const counts = inputs.filter((x) => x.kind === 'number' && !x.label && x.value !== undefined && x.unit?.startsWith('n:') && Number.isInteger(x.value));
    for (let i = 0; i < counts.length; i++) {
      for (let j = i + 1; j < counts.length; j++) if ((counts[i]!.unit !== 'n:' || counts[j]!.unit !== 'n:') && hit(counts[i]!.value! * counts[j]!.value!)) return true;
    }
    // Said to be the result ("which is 100 tags"), not what each holds ("Boxes B1 to B8 each hold 8 chairs").
    if (working.result && countOfRun(inputs, hit)) return true;
    // "one adult to five children, so 3 adults for 15 children": a count times a ratio's other side.
    for (const r of inputs.filter((x) => x.dimension === 'ratio' && x.value !== undefined)) for (const n of values) if (n !== r.value && hit(n * r.value!)) return true;
  }
  // A rate for a period: "£450 per day, so three days comes to £1,350".
  // Not from a rate written after the claimed amount that the vault never states: that rate may be worked out from this
  // amount (below), and the two would prove each other.
  for (const rate of inputs.filter((x) => x.value !== undefined && x.unit !== undefined && x.unit.split('/')[0] === claim.unit!.split('/')[0] && x.unit.includes('/dur:') && (x.start < claim.start || stated(x)))) {
    const [base, size] = rate.unit!.split('/dur:')[1]!.split(':') as [string, string];
    for (const d of inputs) if (d.unit === `dur:${base}` && hit((rate.value! * d.value!) / Number(size))) return true;
  }
  if (measureOverTime(claim, inputs)) return true;
  for (const a of wholes) for (const p of percents) if (hit((a * p) / 100)) return true;
  // "1 litre per 5 tonnes, so for 20 tonnes that works out at 4 litres": an amount per so much of another measure,
  // scaled to another amount of that measure. The "per" is read as the two written side by side.
  for (const a of inputs) {
    if (a.value === undefined || a.unit?.split('/')[0] !== base) continue;
    // Of the same kind too where the words say "per": "25 mm … for every 10 m" of viewing distance.
    const per = inputs.find((x) => x.start > a.end && x.value && x.dimension !== undefined && ((x.start - a.end <= PER_GAP && x.dimension !== a.dimension) || (x.start - a.end <= PER_WORDS_GAP && working.perAt.includes(x.start))));
    if (per) for (const c of inputs) if (c !== per && c !== a && c.dimension === per.dimension && c.value !== undefined && hit((a.value * c.value) / per.value!)) return true;
  }
  // "£35.00/kg at the fixed rate of 1.18 works out to €41.30": an amount in another currency at a rate written as a bare number.
  if (base.startsWith('money:')) {
    const rates = inputs.filter((x) => x.unit === 'n:' && x.value !== undefined && x.value > 0 && stated(x)).map((x) => x.value!);
    for (const x of inputs) {
      if (x.value === undefined || !x.unit?.startsWith('money:') || x.unit.split('/')[0] === base) continue;
      for (const r of rates) if (hit(x.value * r) || hit(x.value / r)) return true;
    }
  }
  // "35 hrs every 5 yrs averages out at 7 hours a year": an amount every so often, as a rate for the claim's period.
  const per = /^dur:(min|mon):(\d+(?:\.\d+)?)$/.exec(claim.unit!.split('/')[1] ?? '');
  if (per) {
    for (const f of inputs) {
      const every = f.keys.map((k) => /^every:(min|mon):(\d+(?:\.\d+)?)$/.exec(k)).find((m) => m?.[1] === per[1]);
      // Spread over a shorter period only: "every 5 yrs" as a year's share, not "monthly" times twelve.
      if (!every || Number(every[2]) <= Number(per[2])) continue;
      // The amount said just before that "every", written as no rate: "35 hrs of … training every 5 yrs".
      const amount = inputs.filter((x) => x.value !== undefined && x.unit === base && x.end <= f.start).at(-1);
      if (amount && hit((amount.value! * Number(per[2])) / Number(every[2]))) return true;
    }
  }
  // "the balance is £2,760; spread over 18 months that works out at £153.33 a month": an amount written before the
  // claimed rate, over a length of time the sentence gives, as a rate for the claim's period. Forward only.
  if (per && working.spread) {
    const periods = inputs.filter((x) => x.kind === 'duration' && x.unit === `dur:${per[1]}` && x.value! > 0);
    for (const amount of inputs) {
      if (amount.value === undefined || amount.unit !== base || amount.end > claim.start) continue;
      for (const d of periods) if (d !== amount && hit((amount.value * Number(per[2])) / d.value!)) return true;
    }
  }
  // A length of time counted in its own unit times an amount: "five days at £35 would be £175", "20 hours … £570" at £28.50.
  const spans = base.startsWith('dur:') ? [] : inputs.filter((x) => x.kind === 'duration').map((x) => writtenCount(x.text)).filter((n): n is number => n !== undefined);
  // …an amount written as no rate: "£15 per day" times "5 weeks" is no £75 (a rate by its period is worked out above).
  const flat = inputs.filter((x) => x.value !== undefined && x.unit === base).map((x) => x.value!);
  // Times only: an amount divided by a period is a rate, and would make a claimed rate follow from the total it claims.
  for (const a of flat) for (const n of spans) if (hit(a * n)) return true;
  for (const a of amounts) {
    for (const n of counts) if (hit(a * n) || hit(a / n)) return true;
    // "£2.80 per metre per night, so 10 m × 3 nights comes to £84": a rate per two things, times a count of each of them.
    if (working.perTwo && perEach(working.perTwo, inputs).some(([x, y]) => hit(a * x * y))) return true;
    for (const p of percents) if (hit((a * p) / 100) || hit(a * (1 + p / 100)) || hit(a * (1 - p / 100))) return true;
    for (const b of amounts) if (b !== 0 && a !== b && hit(a * b)) return true;
  }
  // "3 m × 1 m is 3 square metres": an area from two lengths.
  const area = claim.value === undefined ? undefined : convert(claim.value, claim.unit!, 'q:m^2');
  if (area !== undefined) {
    // Lengths only (a quick test of the unit before converting), a few dozen at most: a bound on what a hostile sentence costs.
    const lengths = inputs.filter((x) => x.value !== undefined && x.dimension === 'q:length').slice(0, MOST_INPUTS).map((x) => convert(x.value!, x.unit!, 'q:m')).filter((v): v is number => v !== undefined);
    const square = (n: number): boolean => close(n, area, Math.max(Math.abs(area) * 0.01, 1e-6));
    for (let i = 0; i < lengths.length; i++) for (let j = i + 1; j < lengths.length; j++) if (square(lengths[i]! * lengths[j]!)) return true;
  }
  if (claim.unit === 'pct') {
    const values = inputs.filter((x) => x.value !== undefined && x.unit !== 'pct');
    // A share, or a change from one to the other: "60 to 55 is a drop of about 8%". Not one end of a range by the other:
    // "for annual spend of £10,000 to £49,999, gives 20% off" works nothing out.
    for (const a of values) for (const b of values) if (b.value !== 0 && a.value !== b.value && !endsOfRange(a, b) && hit((a.value! / b.value!) * 100)) return true;
    // A change from one value to another of the same unit, counted from the larger for a drop and the smaller for a rise.
    if (change !== undefined) {
      const kinds = inputs.filter((x) => x.value !== undefined && x.unit !== undefined && x.unit !== 'pct');
      for (const x of kinds) for (const y of kinds) {
        if (x.unit!.split('/')[0] !== y.unit!.split('/')[0] || x.value! <= y.value!) continue;
        const [high, low] = [x.value!, y.value!];
        if ((change <= 0 && hit(((high - low) / high) * 100)) || (change >= 0 && hit(((high - low) / low) * 100))) return true;
      }
    }
  }
  return false;
}

/** Two values written as a range, low to high, a dash or "to" apart: "£10,000 to £49,999". */
const endsOfRange = (a: Specific, b: Specific): boolean => {
  const [low, high] = a.start < b.start ? [a, b] : [b, a];
  return low.unit === high.unit && low.value! < high.value! && high.start - low.end <= RANGE_GAP;
};

/**
 * How many a run counts, both ends in: "WK-5000 to WK-5099, which is 100 tags", "CYCLE 1 to CYCLE 8,
 * so eight call signs", "at 7 am and then hourly until 3 pm, nine checks".
 */
function countOfRun(inputs: readonly Specific[], hit: (n: number) => boolean): boolean {
  const near = inputs.slice(0, MOST_INPUTS);
  const codes = near.flatMap((x) => x.keys.map((k) => /^code:(.+)\.(\d+)$/.exec(k)).filter((m) => m !== null));
  for (const a of codes) for (const b of codes) if (a[1] === b[1] && Number(b[2]) > Number(a[2]) && hit(Number(b[2]) - Number(a[2]) + 1)) return true;
  const times = near.filter((x) => x.unit === 'time' && x.value !== undefined).map((x) => x.value!);
  const every = near.flatMap((x) => x.keys.map((k) => /^every:min:(\d+(?:\.\d+)?)$/.exec(k)?.[1])).filter((m) => m !== undefined).map(Number);
  for (const f of every) for (const a of times) for (const b of times) if (b > a && f > 0 && Number.isInteger((b - a) / f) && hit((b - a) / f + 1)) return true;
  return false;
}

/**
 * A measure at a rate for a length of time: "200 ml per hour … over three hours, 600 ml". Read from
 * keys, in base units ("q:volume:0.0002/dur:min:60" times 180 minutes is "q:volume:0.0006"), as a
 * measure's rate has a unit of its own ("ml/h") that no unit of the claim's shares.
 */
function measureOverTime(claim: Specific, inputs: readonly Specific[]): boolean {
  const wanted = claim.keys.map((k) => /^(q:[a-z_]+):([\d.e+-]+)$/.exec(k)).filter((m) => m !== null);
  if (wanted.length === 0) return false;
  const minutes = inputs.filter((x) => x.unit === 'dur:min' && x.value !== undefined).slice(0, MOST_INPUTS).map((x) => x.value!);
  for (const x of inputs.slice(0, MOST_INPUTS)) {
    for (const k of x.keys) {
      const rate = /^(q:[a-z_]+):([\d.e+-]+)\/dur:min:(\d+(?:\.\d+)?)$/.exec(k);
      if (!rate) continue;
      for (const [, measure, value] of wanted) {
        if (measure !== rate[1]) continue;
        if (minutes.some((m) => close((Number(rate[2]) * m) / Number(rate[3]), Number(value), Number(value) * 1e-3))) return true;
      }
    }
  }
  return false;
}

/**
 * A weekday or a month a period after or before one the text gives: "Thursday at 10am, 48 hours'
 * notice, so by Tuesday"; "six months after a January birth, so from July". Read from keys: a
 * weekday or a lone month has no value of its own.
 */
function calendarStep(claim: Specific, inputs: readonly Specific[], direction: 1 | -1 | 0): boolean {
  const near = inputs.slice(0, MOST_INPUTS);
  const step = (prefix: string, cycle: number, minutesPer: number | undefined, monthsPer: number | undefined): boolean => {
    const wanted = keyNumbers(claim.keys, prefix);
    if (wanted.length === 0) return false;
    const from = near.flatMap((x) => keyNumbers(x.keys, prefix));
    const spans = near.flatMap((x) =>
      x.keys.flatMap((k) => {
        const m = /^dur:(min|mon):(\d+(?:\.\d+)?)$/.exec(k);
        if (!m) return [];
        const per = m[1] === 'min' ? minutesPer : monthsPer;
        const n = per === undefined ? Number.NaN : Number(m[2]) / per;
        return Number.isInteger(n) && n > 0 ? [n] : [];
      }),
    );
    const mod = (n: number): number => ((n % cycle) + cycle) % cycle;
    return from.some((a) => spans.some((n) => wanted.some((w) => (direction >= 0 && mod(a + n) === mod(w)) || (direction <= 0 && mod(a - n) === mod(w)))));
  };
  // Weekdays count days (whole days of minutes); months count months.
  return step('wd:', 7, 1440, undefined) || step('mon:', 12, undefined, 1);
}

/** At most " on " or " at " between a time and its weekday. */
const WEEKDAY_GAP = 5;

/** The weekday a time on one day and a period of hours come to: "21:00 on Tuesday, 36 hours later, Thursday". */
function weekdayRoundClock(claim: Specific, inputs: readonly Specific[]): boolean {
  const wanted = keyNumbers(claim.keys, 'wd:');
  if (wanted.length === 0) return false;
  const near = inputs.slice(0, MOST_INPUTS);
  // A time said with its weekday ("21:00 on Tuesday", "Tuesday at 21:00"): the moment counted from.
  const beside = (a: Specific, b: Specific): boolean => Math.max(a.start, b.start) - Math.min(a.end, b.end) <= WEEKDAY_GAP;
  const starts = near.flatMap((t) => (t.unit === 'time' ? near.filter((d) => d !== claim && beside(t, d) && !beside(t, claim)).flatMap((d) => keyNumbers(d.keys, 'wd:').map((day) => [day, t.value!] as const)) : []));
  const minutes = near.filter((x) => x.unit === 'dur:min').map((x) => x.value!);
  // Forward only, as the time round the clock is: the moment a period after the one said with its weekday.
  return starts.some(([d, t]) => minutes.some((m) => wanted.some((w) => (d + Math.floor((t + m) / 1440)) % 7 === w)));
}

/**
 * Whether `claim` follows from `inputs` by working whose premise is the reply's own word, not a
 * value vouch can check: "the day before loading", "the Friday before", "twelve years later",
 * "demobilisation is the same". The arithmetic holds; whether the premise does is not known, so
 * what the vault says otherwise is a doubt, not a failure.
 */
export function derivableOnPremise(claim: Specific, inputs: readonly Specific[], working: Working): boolean {
  if (working.nextTo && dayNextTo(claim, inputs, working.nextTo)) return true;
  if ((working.spans || working.sums) && yearsBetween(claim, inputs)) return true;
  if (!working.again || claim.value === undefined || !claim.unit) return false;
  return inputs.slice(0, MOST_INPUTS).some((x) => x.unit === claim.unit && x.value !== undefined && close(x.value * 2, claim.value!, Math.max(claim.precision ?? 0, 1e-6)));
}

/**
 * "Dropped off the day before loading, so for a Friday load by Thursday"; "opens on Saturday 29
 * November, so the preview is the Friday before, 28 November": the day before or after a day the
 * text gives, or the nearest named weekday before or after a date it gives (and truly that weekday).
 */
function dayNextTo(claim: Specific, inputs: readonly Specific[], next: NonNullable<Working['nextTo']>): boolean {
  const near = inputs.slice(0, MOST_INPUTS);
  const day = dayOf(claim);
  if (next.weekday === undefined) {
    const wanted = keyNumbers(claim.keys, 'wd:');
    if (wanted.some((w) => near.some((x) => keyNumbers(x.keys, 'wd:').some((a) => (a + next.direction + 7) % 7 === w)))) return true;
    return day !== undefined && near.some((x) => dayOf(x, day.year) !== undefined && dayOf(x, day.year)!.time + next.direction * DAY === day.time);
  }
  if (day === undefined || new Date(day.time).getUTCDay() !== next.weekday) return false;
  return near.some((x) => {
    const from = dayOf(x, day.year);
    const gap = from === undefined ? 0 : ((day.time - from.time) / DAY) * next.direction;
    return gap >= 1 && gap <= 7;
  });
}

const DAY = 86_400_000;

/** "Built in 2011 and refitted in 2023, twelve years later": a span of whole years between two years the text gives. */
function yearsBetween(claim: Specific, inputs: readonly Specific[]): boolean {
  const months = claim.keys.map((k) => /^dur:mon:(\d+)$/.exec(k)?.[1]).find((m) => m !== undefined);
  if (months === undefined || Number(months) % 12 !== 0) return false;
  const years = inputs.slice(0, MOST_INPUTS).flatMap((x) => keyNumbers(x.keys, 'year:'));
  return years.some((a) => years.some((b) => b > a && (b - a) * 12 === Number(months)));
}

/** A specific's calendar day, from its "date:" key, or its "md:" key in the year given. */
function dayOf(x: Specific, year?: number): { time: number; year: number } | undefined {
  for (const k of x.keys) {
    const m = /^date:(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(k) ?? (year !== undefined ? /^md:()(\d{1,2})-(\d{1,2})$/.exec(k) : null);
    if (m) {
      const y = m[1] ? Number(m[1]) : year!;
      return { time: Date.UTC(y, Number(m[2]) - 1, Number(m[3])), year: y };
    }
  }
  return undefined;
}

/** "Monday to Friday, so five days", "counting Tuesday to Friday as four days": the days a range of two weekdays spans, both counted. */
function weekdaysSpanned(claim: Specific, inputs: readonly Specific[]): boolean {
  const days = claim.unit === 'dur:min' && claim.value !== undefined ? claim.value / 1440 : Number.NaN;
  if (!Number.isInteger(days) || days < 1 || days > 7) return false;
  const weekdays = inputs
    .filter((x) => x.kind === 'date')
    .map((x) => ({ at: x.start, end: x.end, day: keyNumbers(x.keys, 'wd:')[0] }))
    .filter((x): x is { at: number; end: number; day: number } => x.day !== undefined)
    .sort((a, b) => a.at - b.at);
  return weekdays.some((a, i) => {
    const b = weekdays[i + 1];
    // Joined as a range ("Monday to Friday", "Mon–Fri"), not merely one after the other, and the count said of
    // it right after ("…, so five days", "… as four days"), not of something else ("…, so your refund takes five days").
    return b !== undefined && b.at - a.end <= RANGE_GAP && claim.start > b.end && claim.start - b.end <= COUNT_GAP && ((b.day - a.day + 7) % 7) + 1 === days;
  });
}

/** Whether bare numbers before `before`, three or more in a row, add up to `total`. */
function summedInRow(inputs: readonly Specific[], before: number, total: number): boolean {
  const bare = inputs.filter((x) => x.unit === 'n:' && x.value !== undefined && x.start < before).map((x) => x.value!).slice(-MOST_INPUTS);
  for (let i = 0; i + 2 < bare.length; i++) {
    let run = 0;
    for (let j = i; j < bare.length; j++) if (close((run += bare[j]!), total, 1e-6) && j - i >= 2) return true;
  }
  return false;
}

/** The number a duration is written with ("five days": 5, "20 hours": 20), not its value in minutes. */
function writtenCount(text: string): number | undefined {
  const tokens = tokenize(text);
  const phrase = numberAt(tokens, 0);
  return phrase && phrase.value > 0 ? phrase.value : undefined;
}

/** At most " to " between a range's two ends (weekdays, amounts), and ", so " or " as " between the range and its count of days. */
const RANGE_GAP = 4;
const COUNT_GAP = 6;

const keyNumbers = (keys: readonly string[], prefix: string): number[] => keys.filter((k) => k.startsWith(prefix) && /^\d+$/.test(k.slice(prefix.length))).map((k) => Number(k.slice(prefix.length)));

/** A month a number of months or years after a stated date or month ("four years from 1 March 2022: the end of February 2026"). */
function monthsApart(inputs: readonly Specific[], hit: (n: number) => boolean): boolean {
  // Each start as a month, and whether it is the 1st: a period from the 1st ends at the end of the month before its anniversary.
  const starts = inputs.flatMap((x) => {
    if (x.value === undefined) return [];
    if (x.unit === 'ym') return [{ month: x.value, first: false }];
    if (x.unit === 'day') {
      const d = new Date(x.value * 86_400_000);
      return [{ month: d.getUTCFullYear() * 12 + d.getUTCMonth(), first: d.getUTCDate() === 1 }];
    }
    return [];
  });
  // In months, read from the key ("every two years" is every:mon:24, whatever its value counts).
  const spans = inputs.flatMap((x) => x.keys.map((k) => /^(?:dur|every):mon:(\d+(?:\.\d+)?)$/.exec(k)?.[1]).filter((n): n is string => n !== undefined).map(Number));
  return starts.some((m) => spans.some((n) => hit(m.month + n) || (m.first && hit(m.month + n - 1))));
}

/**
 * "By the 22nd of the month after, so May's deductions by 22 June": the day the rule names, in the
 * month after the one the sentence gives.
 */
function dayOfNextMonth(claim: Specific, inputs: readonly Specific[]): boolean {
  const md = claim.keys.concat(claim.provides).map((k) => /^(?:md:|date:\d+-)(\d+)-(\d+)$/.exec(k)).find((m) => m !== null);
  if (!md) return false;
  const [month, day] = [Number(md[1]), Number(md[2])];
  const days = inputs.filter((x) => (x.unit === 'n:' && x.value === day) || x.keys.includes(`dom:${day}`));
  const months = inputs.flatMap((x) => x.provides.map((k) => /^mon:(\d+)$/.exec(k)?.[1]).filter((m): m is string => m !== undefined).map(Number));
  return days.length > 0 && months.some((m) => (m % 12) + 1 === month);
}

/**
 * The day after or before a date the sentence gives, where it says one follows from the other: "closed
 * 16 October – 30 April, so open from 1 May to 15 October".
 */
function dayBeside(claim: Specific, inputs: readonly Specific[]): boolean {
  // The other range's two ends come before the claim ("16 October – 30 April, so … from 1 May"): one date stated before
  // another is no range.
  // The claim is an end of a range of its own: an open season from a close season, both ranges in the sentence.
  const dates = inputs.filter((x) => x !== claim && x.unit === claim.unit && x.value !== undefined);
  const before = dates.filter((x) => x.end <= claim.start);
  return before.length >= 2 && dates.length >= 3 && before.some((x) => Math.abs(Math.abs(x.value! - claim.value!) - 1) < 1e-9);
}

/** A year a number of years after or before another: "retired in 2008 after 31 years: entering service in 1977". */
function yearsApart(inputs: readonly Specific[], hit: (n: number) => boolean): boolean {
  const years = inputs.filter((x) => x.unit === 'year').map((x) => x.value!);
  const spans = inputs.filter((x) => x.unit === 'dur:mon').map((x) => x.value! / 12);
  return years.some((y) => spans.some((n) => hit(y + n) || hit(y - n)));
}

/** A date a period after (or before) a stated one: "14 days after 10 March" is 24 March. */
function endOfPeriod(claim: Specific, inputs: readonly Specific[], _hit: (n: number) => boolean): boolean {
  const days = inputs.filter((x) => x.unit === claim.unit).map((x) => x.value!);
  const periods = inputs.filter((x) => x.unit === 'dur:min' || x.unit === 'dur:mon' || x.unit === 'dur:wd');
  for (const d of days) {
    for (const p of periods) {
      const span = p.unit === 'dur:min' ? p.value! / 1440 : p.unit === 'dur:wd' ? p.value! * 1.4 : p.value! * 30.44;
      const slack = p.unit === 'dur:min' ? 1 : p.unit === 'dur:wd' ? 3 : 2;
      for (const sign of [1, -1]) if (Math.abs(d + sign * span - claim.value!) <= slack) return true;
    }
  }
  return false;
}

/**
 * The days from one date to a later one, counted with both ends or without (both where it says
 * "inclusive": "24 December to 2 January inclusive, 10 days"). Dates without a year run forward from the first written, across the new year.
 */
function daysBetween(inputs: readonly Specific[], hit: (n: number) => boolean, inclusive = false): boolean {
  const dates = inputs.filter((x) => (x.unit === 'day' || x.unit === 'md') && x.value !== undefined).slice(0, MOST_INPUTS);
  const days = (a: Specific, b: Specific): number | undefined => {
    if (a.unit === 'day') return b.value! > a.value! ? b.value! - a.value! : undefined;
    // Without a year: in a year with no 29 February (the reader keys such a date in 2000, a leap year), the later end in the
    // next year where it comes earlier in the calendar and after the first in the sentence.
    const [start, end] = [inYear(a, 2025), inYear(b, 2025)];
    if (start === undefined || end === undefined) return undefined;
    if (end > start) return (end - start) / DAY;
    return b.start >= a.end ? (inYear(b, 2026)! - start) / DAY : undefined;
  };
  return dates.some((a) => dates.some((b) => {
    const n = b.unit === a.unit ? days(a, b) : undefined;
    // Both ends counted where the sentence says so; else either way.
    return n !== undefined && ((!inclusive && hit(n * 1440)) || hit((n + 1) * 1440));
  }));
}

/**
 * "£1.00 a day with a maximum of £6.00, so the cap is reached after 6 days": an amount over a rate of
 * it is a length of time. Worked forward only, from values written before the claim.
 */
function periodsToReach(claim: Specific, inputs: readonly Specific[], hit: (n: number) => boolean): boolean {
  const before = inputs.filter((x) => x.end <= claim.start && x.value !== undefined && x.value > 0 && x.unit !== undefined).slice(0, MOST_INPUTS);
  for (const rate of before) {
    const per = /^(.+)\/dur:min:(\d+(?:\.\d+)?)$/.exec(rate.unit!);
    if (!per) continue;
    for (const amount of before) if (amount.unit === per[1] && amount.value! > rate.value! && hit((amount.value! / rate.value!) * Number(per[2]))) return true;
  }
  return false;
}

/**
 * Whole months from one date to a later one, counted to the day after it (both ends in) or to it.
 * Dates without a year run forward from the first written ("1 November to 31 March", five months),
 * and named months count both ends ("October through January", four).
 */
function monthsFromTo(inputs: readonly Specific[], hit: (n: number) => boolean, runs: Working['monthRuns']): boolean {
  const dates = inputs.filter((x) => x.unit === 'day' && x.value !== undefined).slice(0, MOST_INPUTS).map((x) => new Date(x.value! * 86_400_000));
  const months = (a: Date, b: Date): number | undefined => (a.getUTCDate() === b.getUTCDate() ? (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth() : undefined);
  const dayAfter = (d: Date): Date => new Date(d.getTime() + 86_400_000);
  const counts = (a: Date, b: Date): boolean => [months(a, b), months(a, dayAfter(b))].some((n) => n !== undefined && n > 0 && hit(n));
  if (dates.some((a) => dates.some((b) => b > a && counts(a, b)))) return true;
  // In a year with no 29 February, the later end in the next year where it comes earlier in the calendar.
  const days = inputs.filter((x) => x.unit === 'md').slice(0, MOST_INPUTS);
  const at = (x: Specific, year: number): Date | undefined => {
    const t = inYear(x, year);
    return t === undefined ? undefined : new Date(t);
  };
  for (const [i, x] of days.entries()) {
    const a = at(x, 2025);
    for (const y of days.slice(i + 1)) {
      const b = at(y, 2025);
      if (a && b && counts(a, b > a ? b : at(y, 2026)!)) return true;
    }
  }
  return runs.some(([a, b]) => b !== a && hit(((b - a + 12) % 12) + 1));
}

/** A date without a year ("md:11-1") in `year`, as milliseconds: 2025 and 2026 have no 29 February. */
function inYear(x: Specific, year: number): number | undefined {
  const md = /^md:(\d+)-(\d+)$/.exec(x.keys[0] ?? '');
  return md ? Date.UTC(year, Number(md[1]) - 1, Number(md[2])) : undefined;
}

/** A time of day a duration after or before another: "8pm minus 15 minutes" is 7:45pm. */
function clockArithmetic(inputs: readonly Specific[], hit: (n: number) => boolean): boolean {
  const times = inputs.filter((x) => x.unit === 'time').map((x) => x.value!);
  // A period in minutes, or the period of a frequency ("slots start every 45 minutes from 09:30").
  const minutes = inputs.flatMap((x) => (x.unit === 'dur:min' ? [x.value!] : x.keys.map((k) => /^every:min:(\d+(?:\.\d+)?)$/.exec(k)?.[1]).filter((m): m is string => m !== undefined).map(Number)));
  // Round the clock, counted forward only, for a period of a day or more: "21:00 on Tuesday, 36 hours later, 09:00 on
  // Thursday" (back round the clock, any wrong time would be some time less a period).
  return times.some((t) => minutes.some((m) => hit(t + m) || hit(t - m) || hit((t + m) % 1440)));
}

/**
 * The time between two clock times: "opens at 08:00, closes at 13:00, so five hours". A run written
 * from one time to the next ("10pm to 4am", "22:00–04:00") goes on past midnight; one whose times each
 * follow their weekday ("Tuesday 10pm to Wednesday 4am", "Monday 09:00 to Wednesday 14:00") counts the
 * days between. Only a run written so: two times apart in a sentence say nothing of which comes first.
 */
function timeBetween(inputs: readonly Specific[], hit: (n: number) => boolean): boolean {
  const near = inputs.slice(0, MOST_INPUTS);
  const times = near.filter((x) => x.unit === 'time' && x.value !== undefined);
  const weekdays = near.filter((d) => keyNumbers(d.keys, 'wd:').length > 0);
  // The weekday written right before a time ("Monday 09:00", "Monday at 09:00").
  const weekdayOf = (t: Specific): number | undefined => {
    const d = weekdays.find((x) => x.end <= t.start && t.start - x.end <= WEEKDAY_GAP);
    return d === undefined ? undefined : keyNumbers(d.keys, 'wd:')[0];
  };
  return times.some((a) =>
    times.some((b) => {
      const [from, to] = [weekdayOf(a), weekdayOf(b)];
      const sameDay = from === undefined || to === undefined || from === to;
      if (sameDay && b.value! > a.value! && hit(b.value! - a.value!)) return true;
      // The next run: b written after a, no time between them, and only its weekday and a "to" in the gap.
      const gap = b.start - a.end;
      if (gap <= 0 || times.some((x) => x.start > a.end && x.end < b.start)) return false;
      if (from !== undefined && to !== undefined) return gap <= WEEKDAY_RUN_GAP && from !== to && hit(((to - from + 7) % 7) * 1440 + b.value! - a.value!);
      return to === undefined && gap <= RUN_GAP && b.value! < a.value! && hit(1440 + b.value! - a.value!);
    }),
  );
}

/** At most " to " or "–" between two times of one run, and with the second's weekday, " to Wednesday at ". */
const RUN_GAP = 6;
const WEEKDAY_RUN_GAP = 20;
