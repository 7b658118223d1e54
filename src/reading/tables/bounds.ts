// Words that make a value a limit, not the value itself: "never exceed 50%", "up to 30 days",
// "at least 18". A value inside a vault's limit is not contradicted by it ("10% of the charge"
// against "credits never exceed 50%"). Data for rivalOf in ../support.ts.

/** Before a value: it is the most ("up to 50%") or the least ("at least 18") a thing may be. */
export const UPPER_BOUND_BEFORE: readonly string[] = [
  'up to', 'at most', 'no more than', 'not more than', 'maximum of', 'maximum', 'max', 'max.', 'never exceed', 'never exceeds', 'not exceed',
  'not to exceed', 'capped at', 'a cap of', 'limited to', 'a limit of', 'no longer than', 'within', 'under', 'below', 'less than', 'fewer than',
];
export const LOWER_BOUND_BEFORE: readonly string[] = [
  'at least', 'no less than', 'not less than', 'minimum of', 'minimum', 'min', 'min.', 'more than', 'over', 'above', 'no fewer than',
];

/** After a value: "18 or over", "5 or fewer". */
export const UPPER_BOUND_AFTER: readonly string[] = ['or less', 'or fewer', 'or under', 'or below', 'at most', 'maximum', 'max'];
export const LOWER_BOUND_AFTER: readonly string[] = ['or more', 'or over', 'or above', 'and over', 'and above', 'plus', 'at least', 'minimum'];
