// Paths from the repository root, for tests that run both from src/ (tsx) and from dist/ (compiled).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`no package.json above ${from}`);
    dir = up;
  }
  return dir;
}

export const repoRoot = findRoot(dirname(fileURLToPath(import.meta.url)));

/** A path inside the repository, e.g. `fromRoot('data', 'sample-vault')`. */
export const fromRoot = (...parts: string[]): string => join(repoRoot, ...parts);

/** A path inside ../shared (datasets, models, seeds), which CI places beside the checkout. */
export const fromShared = (...parts: string[]): string => join(repoRoot, '..', 'shared', ...parts);
