// English number words, as data. Hand-written rather than a library: the grammar is small and
// closed, and the reader needs each number's exact span at a cost of microseconds — compromise's
// number plugin measured 4 ms per answer here (the budget for a whole reply is a fraction of one),
// and words-to-numbers returns values without spans.
import { wordTable } from '../../core/index.js';

/** Words that are a number on their own, and add up when written in a row ("forty five"). */
export const NUMBER_WORDS = wordTable<number>({
  zero: 0, nil: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
});

/** Words that multiply what came before them (or 1: "a hundred"). */
export const SCALE_WORDS = wordTable<number>({ hundred: 100, thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 });

/** Scales written straight after digits: "$2.4m", "1.5bn", "10k". */
export const SCALE_SUFFIXES = wordTable<number>({ k: 1e3, m: 1e6, mn: 1e6, bn: 1e9 });

/** Words that stand for a number before a unit or a noun: "a dozen eggs", "a couple of days", "a pair of gloves". */
export const COUNT_WORDS = wordTable<number>({ dozen: 12, couple: 2, pair: 2, single: 1, score: 20 });

/** Fractions said in words: "half an hour", "a quarter of the amount", "two-thirds of a millilitre". */
export const FRACTION_WORDS = wordTable<number>({
  half: 1 / 2, halves: 1 / 2, third: 1 / 3, thirds: 1 / 3, quarter: 1 / 4, quarters: 1 / 4, fifth: 1 / 5, fifths: 1 / 5,
  tenth: 1 / 10, tenths: 1 / 10,
});

/**
 * Ordinals that only ever count ("the fifth day", "twenty-first"). "second" is left out: "a
 * thirty-second pause" is half a minute far more often than the 32nd.
 */
export const ORDINAL_WORDS = wordTable<number>({
  first: 1, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, eleventh: 11, twelfth: 12,
});

/** The days of a month as ordinal words, "first" to "thirty-first": "on the twentieth day of each month". */
export const DAY_ORDINALS = wordTable<number>({
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17, eighteenth: 18, nineteenth: 19, twentieth: 20,
  'twenty-first': 21, 'twenty-second': 22, 'twenty-third': 23, 'twenty-fourth': 24, 'twenty-fifth': 25, 'twenty-sixth': 26, 'twenty-seventh': 27,
  'twenty-eighth': 28, 'twenty-ninth': 29, thirtieth: 30, 'thirty-first': 31,
});

/** How many times per period "once", "twice" say. */
export const TIMES_WORDS = wordTable<number>({ once: 1, twice: 2, thrice: 3 });
