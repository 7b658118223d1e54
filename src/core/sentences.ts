// Where a text's sentences are, as Intl.Segmenter says, in linear time. The segmenter slows down
// with the number of sentences in the text it is handed (quadratic: 64 KB of short lines 0.2 s,
// 256 KB 9 s), so it is handed the text a window at a time; the vault and grounding both read this way.

const SENTENCES = new Intl.Segmenter('en', { granularity: 'sentence' });

/** Short forms whose full stop ends no sentence: "i.e. £19", "Dr. Smith", "incl. VAT". */
const ABBREVIATIONS = ['i.e', 'e.g', 'dr', 'mr', 'mrs', 'prof', 'incl', 'excl', 'approx', 'vs', 'cf', 'fig', 'tel', 'ext', 'dept'];

/** A segment that ends with an abbreviation's full stop, which no sentence ends with. */
const ABBREVIATION = new RegExp(`(?:^|[\\s(])(?:${ABBREVIATIONS.map((a) => a.replace('.', '\\.')).join('|')})\\.\\s*$`, 'i');

/**
 * Where a sentence that opens with a figure starts inside a segment. Unicode's rules (UAX #29) read
 * a full stop followed by anything but a capital letter as an abbreviation's ("etc. 12 rooms"), so
 * "Level 2 costs £6 a month. £12 is the Level 3 price." comes back as one sentence, and what £12 is
 * said of is read from the sentence before. A stop after a whole word of three letters or more
 * that is no abbreviation ends a sentence there.
 */
function figureStarts(segment: string): number[] {
  if (!segment.includes('. ')) return [];
  const cuts: number[] = [];
  for (const m of segment.matchAll(FIGURE_OPENS)) if (!SHORT_FORMS.has(m[1]!.toLowerCase()) && !shortCapital(m[1]!)) cuts.push(m.index! + m[0].length);
  return cuts;
}

/** A capitalised word that may be a short form no list knows ("Lvl. 2", "Hwy. 101"): three letters, or no vowel. */
const shortCapital = (word: string): boolean => word[0] !== word[0]!.toLowerCase() && (word.length < 4 || !/[aeiouy]/i.test(word));

/**
 * A word or a figure, its full stop, blanks, and a figure or currency sign next: "… a month. £12 is …",
 * "… at Meridel Nantes. 14:00 is …", "… the figure is £2,900. £12,000 is …".
 */
const FIGURE_OPENS = /(?<![\p{L}\p{N}.,])(\p{L}{3,}|[£$€¥]?\d[\d,]*(?:\.\d+)?%?)\.\s+(?=[£$€¥]?\d)/gu;

/** Short forms a figure follows ("approx. 30", "incl. 20% VAT", "Vol. 2"), in lower case: no sentence ends with them. */
const SHORT_FORMS: ReadonlySet<string> = new Set([
  ...ABBREVIATIONS, 'figs', 'vol', 'vols', 'sect', 'sec', 'rev', 'ver', 'min', 'max', 'mins', 'hrs', 'yrs', 'est', 'ref', 'art', 'para', 'nos', 'qty', 'app', 'apt', 'bldg', 'ave', 'etc', 'tab',
  // "Sept. 15", "Mon. 5 May": a month or a weekday cut short.
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun',
]);

/** Characters handed to the segmenter at once; a sentence longer than this is cut into pieces. */
export const SENTENCE_WINDOW = 4000;

/**
 * The sentences of `text[start, end)` as `[start, end)` offsets into `text`, blanks included.
 *
 * @example [...sentenceSpans('No. Yes.')] // [[0, 4], [4, 8]]
 */
export function* sentenceSpans(text: string, start = 0, end = text.length): Generator<readonly [number, number]> {
  for (let from = start; from < end; ) {
    const to = Math.min(end, from + SENTENCE_WINDOW);
    const found = [...SENTENCES.segment(text.slice(from, to))];
    // The window's last sentence may go on past it: it is read again as the next window's first.
    const kept = to < end && found.length > 1 ? found.length - 1 : found.length;
    let open = -1;
    for (const { index, segment } of found.slice(0, kept)) {
      // "i.e. £19", "Dr. Smith", "incl. VAT": the segmenter ends a sentence at an abbreviation's stop; it goes on.
      if (open < 0) open = from + index;
      if (ABBREVIATION.test(segment) && index + segment.length < to - from) continue;
      for (const cut of figureStarts(segment)) {
        yield [open, from + index + cut];
        open = from + index + cut;
      }
      yield [open, from + index + segment.length];
      open = -1;
    }
    if (open >= 0) yield [open, from + found[kept - 1]!.index + found[kept - 1]!.segment.length];
    from = kept < found.length ? from + found[kept]!.index : to;
  }
}
