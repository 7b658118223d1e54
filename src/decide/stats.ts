// Statistics on a case's trials: a 95% Wilson score interval for the pass fraction, and the
// seed's flakiness classes (§9: failing ≥ 3 of 5 is a real issue, 1–2 of 5 is flaky) for any Q.
import type { Flakiness } from '../core/index.js';

const Z95 = 1.959963984540054;

/** Trials up to which intervals are remembered: at most 64·65/2 pairs, kept for the process's life. */
const REMEMBERED_TRIALS = 64;
const remembered = new Map<number, readonly [number, number]>();

/**
 * Wilson score interval at 95%; [0, 1] when nothing was decided. The same frozen pair is returned
 * for the same passes and trials (up to 64): every decision keeps its interval for the whole run,
 * and a suite's decisions share a handful of pairs (1 of 1, 5 of 5), so 50,000 decisions hold a
 * few arrays instead of 50,000 (3 MiB).
 */
export function wilson(passes: number, n: number): readonly [number, number] {
  if (n > REMEMBERED_TRIALS) return wilsonAt(passes, n, Z95);
  const key = n * (REMEMBERED_TRIALS + 1) + passes;
  const known = remembered.get(key);
  if (known) return known;
  const interval = Object.freeze(wilsonAt(passes, n, Z95));
  remembered.set(key, interval);
  return interval;
}

function wilsonAt(passes: number, n: number, z: number): readonly [number, number] {
  if (n === 0) return [0, 1];
  const p = passes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** `failing` when more than half the decided trials failed, `flaky` when some did, else `stable`. */
export function flakiness(passes: number, fails: number): Flakiness {
  const n = passes + fails;
  if (n <= 1) return 'single';
  if (fails === 0) return 'stable';
  return fails / n > 0.5 ? 'failing' : 'flaky';
}
