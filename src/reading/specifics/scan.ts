// One pass of reading specifics: the text's tokens, which of them a specific already holds, and
// the specifics found. Recognizers run in priority order; a token taken by one is never seen by
// the ones after it (so "72-hour" is a duration, never an identifier).
import type { Token } from '../tokens.js';
import type { Specific } from '../types.js';

export type Found = Omit<Specific, 'text' | 'start' | 'end' | 'provides'> & { readonly provides?: readonly string[] };

export class Scan {
  readonly found: Specific[] = [];
  /** Which characters a specific holds: a span is checked once per character, however many readers ask. */
  private readonly held: Uint8Array;

  constructor(
    readonly text: string,
    readonly tokens: readonly Token[],
    /** A user's message: people write "last june", "on tuesday" in lower case there. */
    readonly casual = false,
  ) {
    this.held = new Uint8Array(text.length);
  }

  /** Takes tokens[from, to) as one specific, unless part of them is taken already. */
  take(from: number, to: number, found: Found): Specific | undefined {
    if (to <= from) return undefined;
    return this.takeChars(this.tokens[from]!.start, this.tokens[to - 1]!.end, found);
  }

  /** Takes the characters [start, end): a URL, or one end of a range written as one chunk ("4-7%"). */
  takeChars(start: number, end: number, found: Found): Specific | undefined {
    if (end <= start) return undefined;
    for (let i = start; i < end; i++) if (this.held[i]) return undefined;
    this.held.fill(1, start, end);
    // Any value states its bare number too: a count in another language ("12 Monate") is read as one.
    // Not a ratio's: "1:5" states no five children.
    const provides = found.provides ?? found.keys;
    const bare = found.value !== undefined && found.kind !== 'date' && found.kind !== 'time' && found.dimension !== 'ratio' ? `n:${String(Math.round(found.value * 1e6) / 1e6)}` : undefined;
    // Object.assign, not a spread followed by more properties: V8 takes a slow path for that shape (2 µs a specific).
    const specific: Specific = Object.assign({}, found, { provides: bare && !provides.includes(bare) ? [...provides, bare] : provides, text: this.text.slice(start, end), start, end });
    this.found.push(specific);
    return specific;
  }

  /** Holds tokens[from, to) as no specific: words that look like one and are not ("half a day"). */
  hold(from: number, to: number): void {
    if (to > from) this.held.fill(1, this.tokens[from]!.start, this.tokens[to - 1]!.end);
  }

  /** The index of the first token that ends after `offset`. */
  tokenAt(offset: number): number {
    let lo = 0;
    let hi = this.tokens.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.tokens[mid]!.end <= offset) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Whether token `i` is held, wholly or in part. */
  isHeld(i: number): boolean {
    const t = this.tokens[i];
    return t !== undefined && (this.held[t.start] === 1 || this.held[t.end - 1] === 1);
  }
}
