// A zip inspected before anything unpacks it: what it lists, what the chosen entries inflate to, and
// the problems said when it is no zip, damaged, or a bomb.
import assert from 'node:assert/strict';
import { cpuUsage } from 'node:process';
import { test } from 'node:test';
import { strToU8, zipSync } from 'fflate';
import { inspectZip } from './zip.js';

const LIMITS = { maxEntries: 100, maxBytes: 1024 * 1024 };
const all = (): boolean => true;

test('lists every entry, counts the chosen ones and keeps those asked for, stored or deflated', () => {
  const zip = zipSync({ 'a.xml': strToU8('<a>hello</a>'), 'b.bin': [new Uint8Array(10), { level: 0 }], 'c.xml': [strToU8('x'.repeat(5000)), { level: 9 }] });
  const found = inspectZip(zip, LIMITS, (n) => n.endsWith('.xml'), new Set(['a.xml', 'c.xml']));
  assert.ok(!('problem' in found));
  assert.deepEqual([...found.names].sort(), ['a.xml', 'b.bin', 'c.xml']);
  assert.equal(new TextDecoder().decode(found.kept.get('a.xml')), '<a>hello</a>');
  assert.equal(found.kept.get('c.xml')?.length, 5000);
});

test('not a zip, too many entries, damaged directory: each a problem', () => {
  assert.deepEqual(inspectZip(strToU8('plain text, no zip'), LIMITS, all, new Set()), { problem: 'it is not a zip file, as a .docx is' });
  const many = zipSync(Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}.xml`, strToU8('x')])));
  assert.match((inspectZip(many, LIMITS, all, new Set()) as { problem: string }).problem, /lists 101 files/);
  const zip = zipSync({ 'a.xml': strToU8('<a/>') });
  const damaged = zip.slice();
  const directory = new DataView(damaged.buffer).getUint32(damaged.length - 22 + 16, true);
  damaged.fill(0, directory, damaged.length - 22);
  assert.match((inspectZip(damaged, LIMITS, all, new Set()) as { problem: string }).problem, /damaged/);
});

test('a bomb is found by inflating, stopped just past the cap, whatever sizes the zip declares', () => {
  const bomb = zipSync({ 'word/document.xml': [new Uint8Array(16 * 1024 * 1024), { level: 9 }] });
  assert.ok(bomb.length < 50_000);
  // The directory claims a tiny entry: the count does not believe it.
  const lying = bomb.slice();
  const view = new DataView(lying.buffer);
  for (let at = lying.length - 22; at >= 0; at--) {
    if (view.getUint32(at, true) === 0x02014b50) {
      view.setUint32(at + 24, 10, true);
      break;
    }
  }
  // CPU time, not the wall clock: on a shared machine waiting for the processor is not the zip's cost.
  const started = cpuUsage();
  for (const zip of [bomb, lying]) assert.match((inspectZip(zip, LIMITS, all, new Set(['word/document.xml'])) as { problem: string }).problem, /unpacks to more than 1\.0 MB \(a zip bomb\?\)/);
  const used = cpuUsage(started);
  const ms = (used.user + used.system) / 1000;
  assert.ok(ms < 1000, `${ms} ms of CPU`);
});
