// Statistics on a case's trials: a 95% Wilson score interval for the pass fraction, and the
// seed's flakiness classes (§9: failing ≥ 3 of 5 is a real issue, 1–2 of 5 is flaky) for any Q.
import type { Flakiness } from '../core/index.js';

const Z95 = 1.959963984540054;

/** Wilson score interval; [0, 1] when nothing was decided. */
export function wilson(passes: number, n: number, z = Z95): readonly [number, number] {
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
