// Where a text's sentences are, as Intl.Segmenter says, in linear time. The segmenter slows down
// with the number of sentences in the text it is handed (quadratic: 64 KB of short lines 0.2 s,
// 256 KB 9 s), so it is handed the text a window at a time; the vault and grounding both read this way.

const SENTENCES = new Intl.Segmenter('en', { granularity: 'sentence' });

/** A segment that ends with an abbreviation's full stop, which no sentence ends with. */
const ABBREVIATION = /(?:^|[\s(])(?:i\.e|e\.g|dr|mr|mrs|prof|incl|excl|approx|vs|cf|fig|tel|ext|dept)\.\s*$/i;

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
      yield [open, from + index + segment.length];
      open = -1;
    }
    if (open >= 0) yield [open, from + found[kept - 1]!.index + found[kept - 1]!.segment.length];
    from = kept < found.length ? from + found[kept]!.index : to;
  }
}
