// Vault documents written to be slow to read: a 200 KB heading line, a line opening a list or a
// quote a hundred thousand times, a paragraph crowded with emphasis delimiters. Each loads, indexes
// and answers a citation within a CPU budget far above what it takes, and far below what a
// superlinear reader takes (seconds to hours).
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { cpuMs } from '../../test/support/cpu.js';
import { CHECKS, makeReply } from '../checks/index.js';
import { createReader } from '../reading/index.js';
import { makeCase, makeContext } from '../../test/support/cases.js';
import { loadVault, type Vault } from './index.js';

const KB200 = 200 * 1024;
const fill = (unit: string): string => unit.repeat(Math.ceil(KB200 / unit.length)).slice(0, KB200);
/** Far above what each takes (under 0.8 s), far below what a superlinear reader takes (seconds to minutes). */
const BUDGET_MS = 2000;

const DOCS: Record<string, string> = {
  'heading-words': `# ${fill('Backups are kept 30 days under CC6.1 ')}\n\nKeys rotate every 90 days.\n`,
  'heading-emphasis': `# ${fill('**_`[')}\n\nKeys rotate every 90 days.\n`,
  'nested-lists': `# Nested\n\n${fill('- ')}keys rotate every 90 days\n`,
  'nested-quotes': `# Quoted\n\n${fill('> ')}keys rotate every 90 days\n`,
  'nested-numbers': `# Numbered\n\n${fill('1) ')}keys rotate every 90 days\n`,
  'crowded-emphasis': `# Emphasis\n\n${fill('**a_')} keys rotate every 90 days\n`,
  'heading-emphasis-crowded': `# ${fill('_a*')}\n\nKeys rotate every 90 days.\n`,
};

let dir: string;
before(async () => void (dir = await mkdtemp(join(tmpdir(), 'vouch-vault-hostile-'))));
after(() => rm(dir, { recursive: true, force: true }));

describe('hostile vault documents are read in linear time', () => {
  for (const [name, text] of Object.entries(DOCS)) {
    test(name, async (t) => {
      const folder = join(dir, name);
      await mkdir(folder);
      await writeFile(join(folder, `${name}.md`), text);
      let vault: Vault | undefined;
      const load = await cpuMs(async () => void (vault = await loadVault(folder)));
      const reader = createReader(vault!.docs);
      const index = await cpuMs(() => reader.statements());
      const reply = makeReply(`Based on [${name}.md], keys rotate every 90 days.`, { fallbackPhrases: [] });
      const read = await cpuMs(() => {
        reader.ground({ text: reply.text, question: 'How often do keys rotate?', cited: new Set() });
        return CHECKS.find((c) => c.name === 'citations')!.run(reply, makeCase({ expectedBehavior: 'answer_with_citation' }), makeContext({ vault: vault!, reader }));
      });
      t.diagnostic(`CPU ms: load ${load.toFixed(0)}, index ${index.toFixed(0)}, ground and cite ${read.toFixed(0)}`);
      assert.ok(load < BUDGET_MS && index < BUDGET_MS && read < BUDGET_MS, `load ${load} ms, index ${index} ms, read ${read} ms`);
      // Still read as text: the passage after the markers is there to be cited.
      assert.ok(vault!.docs[0]!.lower.includes('keys rotate every 90 days'));
    });
  }
});
