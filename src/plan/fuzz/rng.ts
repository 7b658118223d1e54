// A tiny seeded PRNG so that fuzz variants are the same on every run with the same --seed.
//
// Seeding: FNV-1a (32-bit) over the seed, the case id and the transform name, joined with NUL,
// so each (case, transform) pair draws its own stream: adding a case or a transform never
// changes another pair's variant. Generator: mulberry32, a public-domain 32-bit generator whose
// quality is ample for picking templates and positions (it is not for cryptography).

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
}

/** FNV-1a over the UTF-16 code units of `text`. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * @example
 * const rng = makeRng(42, 'SOC2-001', 'base64');
 * rng.pick(['a', 'b']); // the same letter on every run
 */
export function makeRng(seed: number, ...keys: readonly string[]): Rng {
  let state = fnv1a([String(seed), ...keys].join('\u0000'));
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[int(items.length)] as T;
    },
    chance: (p) => next() < p,
  };
}
