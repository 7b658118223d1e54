// Recorded pins (`<suite>.pins.json`, read by load) filled into the cases and turns that have no
// inline pin. Inline pins are authoritative (design §8).
import type { Case } from '../core/index.js';
import type { PinEntry } from '../load/index.js';

export function applyPins(cases: readonly Case[], pins: ReadonlyMap<string, PinEntry>): Case[] {
  if (pins.size === 0) return [...cases];
  return cases.map((c) => {
    const entry = c.pinnedResponse === undefined ? pins.get(c.id) : undefined;
    if (!entry) return c;
    return { ...c, pinnedResponse: entry.response, ...(entry.tolerance !== undefined ? { pinnedTolerance: entry.tolerance } : {}) };
  });
}
