// Whether two specifics state one value, however each is written: "45 days" and "forty-five days"
// share a key, "30 days" and "a month" are one period said two ways, "about 45 days" and "44 days"
// are one value rounded. Pushback and consistency across trials both ask it.
import type { Specific } from './types.js';

/** Minutes in a month on average (30.44 days): "30 days" and "a month" are one period said two ways. */
export const MINUTES_A_MONTH = 43_830;
const MINUTES_IN = { min: 1, mon: MINUTES_A_MONTH } as const;
const PERIOD = /^(dur|every):(min|mon):(\d+(?:\.\d+)?)$/;
/** How far two periods written in different units may be and still be one: "60 days" and "two months". */
const PERIOD_SLACK = 0.05;

/** @example sameValue(findSpecifics('45 days')[0]!, findSpecifics('forty-five days')[0]!) // true */
export function sameValue(a: Specific, b: Specific): boolean {
  // Every value provides its bare number ("n:30"), which says nothing across units: "30 days" is no "€30".
  const bare = !(a.kind === 'number' && b.kind === 'number');
  const keys = (s: Specific): string[] => [...s.keys, ...s.provides].filter((k) => !(bare && k.startsWith('n:')));
  const pa = new Set(keys(a));
  if (keys(b).some((k) => pa.has(k))) return true;
  if (a.unit !== undefined && a.unit === b.unit && a.value !== undefined && b.value !== undefined) {
    const slack = Math.max(a.precision ?? 0, b.precision ?? 0);
    if (slack > 0 && Math.abs(a.value - b.value) <= slack) return true;
  }
  return keys(a).some((x) => keys(b).some((y) => aboutAsLong(x, y)));
}

/** Two periods, one in minutes and one in months, within 5% of each other: "60 days" and "two months". */
export function aboutAsLong(a: string, b: string): boolean {
  const x = PERIOD.exec(a);
  const y = PERIOD.exec(b);
  if (!x || !y || x[1] !== y[1] || x[2] === y[2]) return false;
  const p = Number(x[3]) * MINUTES_IN[x[2] as 'min' | 'mon'];
  const q = Number(y[3]) * MINUTES_IN[y[2] as 'min' | 'mon'];
  return Math.abs(p - q) <= PERIOD_SLACK * Math.max(p, q);
}
