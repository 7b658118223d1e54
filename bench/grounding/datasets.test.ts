// The third-party grounding bench's own parts: its BEGIN reader and its scoring arithmetic, on rows
// small enough to check by hand.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { begin, score, type Labelled } from './datasets.js';

const row = (answer: string, unsupported: boolean, group = 'g'): Labelled => ({ group, source: 'Backups are kept for 35 days.', answer, question: '', unsupported });

test('scores count a flagged unsupported answer as caught and a flagged supported one as a false alarm', () => {
  const [g, all] = score([
    row('Backups are kept for 35 days.', false),
    row('Backups are kept for 30 days.', true),
    row('Backups are kept for 35 days, forever.', true),
    row('Backups are kept for thirty-five days by Okta.', false),
  ]);
  assert.equal(g!.group, 'g');
  assert.equal(all!.group, 'all');
  assert.equal(all!.flagged, 2);
  assert.equal(all!.precision, 0.5);
  assert.equal(all!.recall, 0.5);
  assert.equal(all!.balancedAccuracy, 0.5);
});

test("BEGIN's tab-separated file is read by column name, CRLF and all, with Generic rows left out", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'vouch-begin-'));
  try {
    await mkdir(join(dir, 'begin-wow'));
    const lines = [
      'model_name\tdata_source\tknowledge\tmessage\tresponse\tbegin_label',
      't5\twow\tThe band formed in 1985.\thi "there"\tit formed in 1985\tFully attributable',
      'ctrl\twow\tk\tm\twhat about you ?\tGeneric',
      'gpt2\twow\tThe band formed in 1985.\tm\tit formed in 1990\tNot fully attributable',
    ];
    await writeFile(join(dir, 'begin-wow', 'begin_test_wow.tsv'), lines.join('\r\n'));
    const rows = await begin(dir);
    assert.deepEqual(
      rows.map((r) => [r.group, r.answer, r.question, r.unsupported]),
      [
        ['t5', 'it formed in 1985', 'hi "there"', false],
        ['gpt2', 'it formed in 1990', 'm', true],
      ],
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
