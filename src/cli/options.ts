// Parsers for command-line values: each says what it expected, and lists take a value.
import { InvalidArgumentError } from 'commander';
import { parsePassRate } from '../core/index.js';

export const integer = (min: number, max = Number.MAX_SAFE_INTEGER) => (value: string): number => {
  // Decimal digits only: Number() would also read "0x10" as 16 and "1e3" as 1000.
  const n = /^\s*-?\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new InvalidArgumentError(`expected a whole number from ${min} to ${max}, got "${snip(value)}"`);
  }
  return n;
};

/** `--shard 2/4`: the second of four shares of the suite. */
export const shard = (value: string): { index: number; count: number } => {
  const m = /^(\d+)\/(\d+)$/.exec(value.trim());
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || count < 1 || count > 1000 || index < 1 || index > count) {
    throw new InvalidArgumentError(`expected i/n with 1 ≤ i ≤ n ≤ 1000, e.g. 2/4, got "${snip(value)}"`);
  }
  return { index, count };
};

/** A value that must be one of `allowed`. */
export const oneOf = (allowed: readonly string[]) => (value: string): string => {
  if (!allowed.includes(value)) throw new InvalidArgumentError(`expected one of ${allowed.join(', ')}, got "${snip(value)}"`);
  return value;
};

const snip = (value: string): string => (value.length > 60 ? `${value.slice(0, 60)}…` : value).replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');

export const fraction = (value: string): number => {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 1) throw new InvalidArgumentError(`expected a fraction from 0 to 1, got "${snip(value)}"`);
  return n;
};

export const percentage = (value: string): number => {
  const rate = parsePassRate(value);
  if (rate === undefined) throw new InvalidArgumentError(`expected a pass rate such as 85, 85% or 0.85, got "${snip(value)}"`);
  return rate;
};

/** `--category a,b --category c` → ['a', 'b', 'c']. */
export const list = (value: string, previous: string[] = []): string[] => [
  ...previous,
  ...value.split(',').map((v) => v.trim()).filter(Boolean),
];

/** `--header "Authorization: Bearer ${TOKEN}"`, repeatable. */
export const header = (value: string, previous: Record<string, string> = {}): Record<string, string> => {
  const colon = value.indexOf(':');
  if (colon <= 0) throw new InvalidArgumentError(`expected "Name: value", got "${snip(value)}"`);
  return { ...previous, [value.slice(0, colon).trim()]: value.slice(colon + 1).trim() };
};
