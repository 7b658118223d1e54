// `npm test`'s runner: every *.test.ts under the given folders (default: all of them), imported into
// this one process so vouch's modules load once — 7 s for the whole suite on 2 cores, against 42 s
// for a process per file. Tests must not leak state into each other; CI's `test:dist` still runs the
// CLI end to end in child processes.
//   node --conditions=vouch-source --import tsx --test-reporter=spec test/run.ts [folder or file …]
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './support/repo.js';

const ROOTS = ['src', 'test', 'bench', 'packages/bot/src'];
const SKIP = new Set(['node_modules', 'dist', 'fixtures']);

function testFiles(path: string): string[] {
  if (statSync(path).isFile()) return path.endsWith('.test.ts') ? [path] : [];
  return readdirSync(path, { withFileTypes: true })
    .filter((e) => !SKIP.has(e.name))
    .flatMap((e) => testFiles(join(path, e.name)));
}

const asked = process.argv.slice(2);
const files = (asked.length > 0 ? asked : ROOTS).flatMap((p) => testFiles(resolve(repoRoot, p))).sort();
if (files.length === 0) throw new Error(`no test files under ${asked.join(', ')}`);
for (const file of files) await import(pathToFileURL(file).href);
