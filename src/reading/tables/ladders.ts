// The values people actually write for a measure of each unit, in order: a wrong value that could
// pass for the real one sits next to it here ("45 days" → "30 days", "quarterly" → "monthly").
// Used to perturb a specific (perturb.ts) into a believable false one.
import { wordTable } from '../../core/index.js';

/** Unit noun (singular, lower case) → its usual values. */
export const LADDERS = wordTable<readonly number[]>({
  second: [1, 5, 10, 15, 30, 45, 60, 90],
  minute: [1, 2, 5, 10, 15, 20, 30, 45, 60, 90],
  hour: [1, 2, 4, 6, 8, 12, 24, 36, 48, 72, 96],
  day: [1, 2, 3, 5, 7, 10, 14, 15, 21, 30, 45, 60, 90, 120, 180, 365],
  'business day': [1, 2, 3, 5, 7, 10, 15, 20, 30],
  week: [1, 2, 3, 4, 6, 8, 12, 26, 52],
  month: [1, 2, 3, 6, 9, 12, 18, 24, 36, 48, 60],
  year: [1, 2, 3, 5, 7, 10, 15, 20, 25],
  percent: [1, 2, 5, 10, 15, 20, 25, 30, 40, 50, 60, 70, 75, 80, 85, 90, 95, 98, 99, 99.5, 99.9, 99.95, 99.99, 100],
});

/** Words that stand for a unit of a ladder ("working day" is a business day). */
export const LADDER_UNITS = wordTable<string>({
  sec: 'second', secs: 'second', min: 'minute', mins: 'minute', hr: 'hour', hrs: 'hour', h: 'hour',
  'working day': 'business day', 'work day': 'business day', workday: 'business day', '%': 'percent', 'per cent': 'percent',
});

/** Frequency words and their believable neighbours. */
export const FREQUENCY_NEIGHBOURS = wordTable<readonly string[]>({
  hourly: ['daily', 'every two hours'],
  daily: ['weekly', 'twice a week'],
  nightly: ['weekly', 'twice a week'],
  weekly: ['monthly', 'daily'],
  fortnightly: ['monthly', 'weekly'],
  monthly: ['quarterly', 'weekly'],
  quarterly: ['monthly', 'annually'],
  'semi-annually': ['annually', 'quarterly'],
  semiannually: ['annually', 'quarterly'],
  biannually: ['annually', 'quarterly'],
  'half-yearly': ['yearly', 'quarterly'],
  annually: ['quarterly', 'every two years'],
  yearly: ['quarterly', 'every two years'],
});

/** "every month" without a number: the period next to it. */
export const PERIOD_NEIGHBOURS = wordTable<readonly string[]>({
  hour: ['day', 'two hours'],
  day: ['week', 'two days'],
  night: ['week', 'two nights'],
  week: ['month', 'two weeks'],
  month: ['quarter', 'week'],
  quarter: ['month', 'year'],
  year: ['quarter', 'two years'],
});

/** Numbered series of algorithms and protocols: a believable other member ("AES-256" → "AES-128"). */
export const SERIES = wordTable<readonly string[]>({
  aes: ['128', '192', '256'],
  rsa: ['1024', '2048', '3072', '4096'],
  sha: ['1', '224', '256', '384', '512'],
  tls: ['1.0', '1.1', '1.2', '1.3'],
  ssl: ['2.0', '3.0'],
  http: ['1.0', '1.1', '2', '3'],
  ipv: ['4', '6'],
});
