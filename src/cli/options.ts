// Parsers for command-line values: each says what it expected, and lists take a value.
import { InvalidArgumentError } from 'commander';
import { parsePassRate } from '../core/pass-rate.js';

export const integer = (min: number) => (value: string): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new InvalidArgumentError(`expected a whole number ≥ ${min}, got "${value}"`);
  return n;
};

export const fraction = (value: string): number => {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 1) throw new InvalidArgumentError(`expected a fraction from 0 to 1, got "${value}"`);
  return n;
};

export const percentage = (value: string): number => {
  const rate = parsePassRate(value);
  if (rate === undefined) throw new InvalidArgumentError(`expected a pass rate such as 85, 85% or 0.85, got "${value}"`);
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
  if (colon <= 0) throw new InvalidArgumentError(`expected "Name: value", got "${value}"`);
  return { ...previous, [value.slice(0, colon).trim()]: value.slice(colon + 1).trim() };
};
