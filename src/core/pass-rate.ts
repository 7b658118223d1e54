// A pass rate as users write it: 85, "85%" or 0.85 all mean 85%.

/** The rate as a fraction 0..1, or undefined when `value` is not a pass rate. */
export function parsePassRate(value: string | number): number | undefined {
  const text = String(value).trim();
  if (!/^\d+(\.\d+)?\s*%?$/.test(text)) return undefined;
  const n = Number.parseFloat(text);
  const rate = n > 1 || text.endsWith('%') ? n / 100 : n;
  return rate >= 0 && rate <= 1 ? rate : undefined;
}
