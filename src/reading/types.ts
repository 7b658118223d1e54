// The records reading produces: specifics with typed canonical values, and how a sentence holds them.

export type SpecificKind =
  | 'name'
  | 'number'
  | 'duration'
  | 'frequency'
  | 'percentage'
  | 'money'
  | 'date'
  | 'time'
  | 'version'
  | 'identifier'
  | 'email'
  | 'url';

/**
 * A thing a text states that it could get wrong by inventing it (design §3a): a number with its
 * unit, a duration, a frequency, a percentage, money, a date, a time, a version, an identifier, an
 * e-mail, a URL or a proper name.
 */
export interface Specific {
  readonly kind: SpecificKind;
  /** As written. */
  readonly text: string;
  /** Offsets in the text it was read from. */
  readonly start: number;
  readonly end: number;
  /**
   * Its value in canonical form, however written: "four hours", "4 hrs" and "240 minutes" share
   * `dur:min:240`. A claim of it is supported by a vault specific that provides one of these.
   */
  readonly keys: readonly string[];
  /** What it supports when the vault states it: a superset of `keys` ("3 March 2024" also supports "in 2024"). */
  readonly provides: readonly string[];
  /** For arithmetic: the number, and the unit it counts in (`dur:min`, `money:eur`, `pct`, `q:kg`, `n:tablet`). */
  readonly value?: number;
  readonly unit?: string;
  /** What it measures: another value of the same dimension in the passage it is about contradicts it. */
  readonly dimension?: string;
  /** Half the place of its last written digit ("2.2" is 2.2 ± 0.05), for values converted from another unit; 0 when exact. */
  readonly precision?: number;
  /** It names a thing by a number ("Tier 1", "Step 4", "P3") rather than stating a value. */
  readonly label?: true;
  /**
   * vouch is not sure this is a specific at all: a bare number, a capitalised phrase of common
   * words, a lower-case word it does not know. Unsupported, it is a warning, never a failure.
   */
  readonly weak?: true;
}

/**
 * How a sentence holds a specific (design §3a): it asserts it; denies or corrects it ("not 30 days
 * but 35"); asks about it; supposes it ("if you shipped 1,200 units"); states a value the user's
 * message gave ("echoed": adopted or only used — the vault decides); or gives the user's words back
 * as theirs ("quoted": "You mentioned 'Splunk'").
 */
export type Stance = 'asserted' | 'denied' | 'asked' | 'supposed' | 'echoed' | 'quoted';
