// How often, in words: "quarterly" is every three months, "fortnightly" every two weeks (design §3a).
import { wordTable } from '../../core/index.js';
import type { TimeUnit } from './units.js';

const every = (base: TimeUnit['base'], size: number): TimeUnit => ({ base, size }) as TimeUnit;

/** A frequency word → the period between two occurrences. */
export const FREQUENCY_WORDS = wordTable<TimeUnit>({
  hourly: every('minutes', 60), daily: every('minutes', 1440), nightly: every('minutes', 1440), weekly: every('minutes', 10_080),
  fortnightly: every('minutes', 20_160), monthly: every('months', 1), quarterly: every('months', 3),
  biannually: every('months', 6), semiannually: every('months', 6), 'semi-annually': every('months', 6), 'half-yearly': every('months', 6),
  'six-monthly': every('months', 6), annually: every('months', 12), yearly: every('months', 12), biennially: every('months', 24),
  'bi-annually': every('months', 6), triennially: every('months', 36),
});

/** Words read two ways by people: "biweekly" is twice a week or every two weeks. Both readings are kept. */
export const AMBIGUOUS_FREQUENCIES = wordTable<readonly TimeUnit[]>({
  biweekly: [every('minutes', 20_160), every('minutes', 5040)],
  'bi-weekly': [every('minutes', 20_160), every('minutes', 5040)],
  bimonthly: [every('months', 2), every('months', 0.5)],
  'bi-monthly': [every('months', 2), every('months', 0.5)],
});

/** Words that introduce a frequency's period: "twice a day", "3 times per week", "once each month". */
export const PER_WORDS: ReadonlySet<string> = new Set(['a', 'an', 'per', 'each', 'every', '/']);

/** "every other week", "every second Tuesday": twice the period. */
export const ALTERNATE_WORDS: ReadonlySet<string> = new Set(['other', 'second', 'alternate']);

/**
 * The words that name a rate's period where a vault heads an amount with it ("Annual fee: £95",
 * "Weekly fee", "Rate per hour"), by the period's key in a rate's dimension ("money:gbp/dur:mon:12"):
 * an adjective, or the noun after "per", "a" or "each" ("the day of an event" names no rate).
 */
export const PERIOD_NAMES: Readonly<Record<string, { readonly adjectives: readonly string[]; readonly noun: string }>> = {
  'dur:mon:12': { adjectives: ['annual', 'annually', 'yearly', 'per annum'], noun: 'year' },
  'dur:mon:1': { adjectives: ['monthly'], noun: 'month' },
  'dur:min:10080': { adjectives: ['weekly'], noun: 'week' },
  'dur:min:1440': { adjectives: ['daily'], noun: 'day' },
  'dur:min:60': { adjectives: ['hourly'], noun: 'hour' },
};
