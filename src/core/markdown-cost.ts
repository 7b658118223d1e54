// Markdown that marked cannot read in linear time. Two shapes make it slow: a line opening more
// lists or quotes than any document does (it recurses once per level, re-reading the rest each
// time: 200 KB of `- - - …` took 4.7 s before the stack overflowed), and a paragraph crowded with
// emphasis delimiters (each unmatched one is matched against the rest: 32 KB of `**a_` took 21 s).
// Text of either shape is read as plain text instead.

/** No two alternatives can match the same characters, so the test is linear in the text. */
const DEEP_LINE = /^[ \t]*(?:>[ \t]*|(?:[-*+]|\d{1,9}[.)])[ \t]+){64}/m;

/**
 * The sum over paragraphs of (emphasis delimiters in it)² that is still cheap: about a quarter of
 * a second for one paragraph of 2,000 delimiters, far more than prose with bold words carries.
 */
const EMPHASIS_COST = 2000 ** 2;

/**
 * Whether marked would take more than linear time on `markdown`.
 *
 * @example costlyMarkdown('- '.repeat(100)) // true
 * @example costlyMarkdown('**a_'.repeat(5000)) // true
 */
export const costlyMarkdown = (markdown: string): boolean => DEEP_LINE.test(markdown) || emphasisCost(markdown) > EMPHASIS_COST;

/** Σ (delimiters per paragraph)², paragraphs split at blank lines; stops once over the limit. */
function emphasisCost(text: string): number {
  let cost = 0;
  let inParagraph = 0;
  let blank = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      if (blank) {
        cost += inParagraph * inParagraph;
        if (cost > EMPHASIS_COST) return cost;
        inParagraph = 0;
      }
      blank = true;
    } else if (c !== 32 && c !== 9 && c !== 13) {
      blank = false;
      // * _ ~ open or close emphasis, strikethrough and strong.
      if (c === 42 || c === 95 || c === 126) inParagraph++;
    }
  }
  return cost + inParagraph * inParagraph;
}
