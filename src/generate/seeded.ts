// Choices made from the seed: each is a hash of the seed and what it is about (a passage's text, a
// topic's id), never a position in a list, so the same vault and seed give the same suite, and one
// document's edit changes none of the choices made for the others (`--since`).

/** FNV-1a (32-bit) over the seed and the keys, joined with NUL: a whole number ≥ 0. */
export function seeded(seed: number, ...keys: readonly string[]): number {
  const text = [String(seed), ...keys].join('\u0000');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
