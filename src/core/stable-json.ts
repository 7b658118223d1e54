// JSON with object keys sorted, so equal values hash alike whatever order they were built in. Every
// trial's journal line hashes its case this way; building the text directly allocates a fraction of
// what a JSON.stringify replacer does (an entries array, a sorted copy and a new object per level).

/**
 * `JSON.stringify(value)` with every object's keys in sorted order, character for character what
 * `JSON.stringify` gives with a replacer that rebuilds each object from its sorted entries. Plain
 * data takes the direct path; a value with `toJSON` or an integer-like key (which an object always
 * lists first, in numeric order) is handed to the replacer, whose output defines the result.
 *
 * @example stableJson({ b: [1, undefined], a: 'x' }) // '{"a":"x","b":[1,null]}'
 */
export function stableJson(value: unknown): string {
  return direct(value) ?? viaReplacer(value);
}

/** The replacer form: what `stableJson` means, and its path for anything `direct` declines. */
export function viaReplacer(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Deeper than this, the replacer takes over, and reports a cycle as JSON.stringify does. */
const MAX_DEPTH = 64;

/** The text of plain data, or undefined where the replacer's result would differ from a plain walk. */
function direct(value: unknown, depth = 0): string | undefined {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (depth > MAX_DEPTH || typeof (value as { toJSON?: unknown }).toJSON === 'function') return undefined;
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      const item = skipped(value[i]) ? 'null' : direct(value[i], depth + 1);
      if (item === undefined) return undefined;
      out += i === 0 ? item : `,${item}`;
    }
    return `${out}]`;
  }
  const keys = Object.keys(value);
  // Integer-like keys come first in any object, however the replacer sorted them.
  if (keys.some(startsWithDigit)) return undefined;
  keys.sort();
  let out = '{';
  for (const key of keys) {
    const v = (value as Record<string, unknown>)[key];
    if (skipped(v)) continue;
    const text = direct(v, depth + 1);
    if (text === undefined) return undefined;
    out += `${out.length === 1 ? '' : ','}${JSON.stringify(key)}:${text}`;
  }
  return `${out}}`;
}

/** Values JSON leaves out of an object (and writes as null in an array). */
const skipped = (v: unknown): boolean => v === undefined || typeof v === 'function' || typeof v === 'symbol';

const startsWithDigit = (key: string): boolean => {
  const c = key.charCodeAt(0);
  return c >= 48 && c <= 57;
};
