// A vault with more documents than the process may open files at once still loads: documents are
// read a few at a time, never all opened together.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { accessSync, constants, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { fromRoot } from '../../test/support/repo.js';
import { cpuMs } from '../../test/support/cpu.js';
import { loadVault, type Vault } from './index.js';

/**
 * Where the documents go: a memory file system where there is one (Linux's /dev/shm), so making
 * 20,000 files does not wait on a disk other jobs share; the temporary folder elsewhere.
 */
function scratchRoot(): string {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return tmpdir();
  }
}

let dir: string;
before(async () => void (dir = await mkdtemp(join(scratchRoot(), 'vouch-vault-read-'))));
after(() => rm(dir, { recursive: true, force: true }));

/**
 * A vault of `count` one-line documents spread over folders of 1,000. Written synchronously: a
 * thousand writes in flight at once take ten times longer on an ordinary disk.
 */
function smallDocs(name: string, count: number): string {
  const root = join(dir, name);
  for (let n = 0; n < count; n++) {
    const sub = join(root, `part-${Math.floor(n / 1000)}`);
    if (n % 1000 === 0) mkdirSync(sub, { recursive: true });
    writeFileSync(join(sub, `doc-${n}.md`), `# Policy ${n}\n\nBackups of system ${n} are kept 30 days.\n`);
  }
  return root;
}

describe('a vault with more documents than open files allowed', () => {
  test('20,000 documents load, each one read', async () => {
    const root = smallDocs('twenty-thousand', 20_000);
    let vault: Vault | undefined;
    // CPU time, not the wall clock: on a shared machine other jobs' share of the processor is not ours.
    const ms = await cpuMs(async () => void (vault = await loadVault(root)));
    assert.equal(vault?.docs.length, 20_000);
    assert.equal(vault?.byFile.get('part-19/doc-19999.md')?.title, 'Policy 19999');
    assert.ok(ms < 8000, `took ${Math.round(ms)} ms of CPU`);
  });

  test('1,000 documents load in a process that may open only 256 files', { skip: process.platform === 'win32' && 'no ulimit' }, async () => {
    const root = smallDocs('thousand', 1000);
    const script = `import { loadVault } from ${JSON.stringify(fromRoot('src/vault/index.ts'))}; const v = await loadVault(${JSON.stringify(root)}); console.log(v.docs.length);`;
    const command = `ulimit -n 256 && exec "${process.execPath}" --conditions=vouch-source --import tsx --input-type=module -e '${script}'`;
    const { stdout } = await promisify(execFile)('sh', ['-c', command], { cwd: fromRoot() });
    assert.equal(stdout.trim(), '1000');
  });
});
