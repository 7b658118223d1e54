// Bodies that are not text are trial errors, never scored: a case with only `mustNotAppear` would
// otherwise pass on bytes the bot never said (design §4: an error is the target failing).
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import type { RunResult } from '../../src/core/run-result.js';
import { vouch } from '../support/cli.js';

const ANSWER = Buffer.from('{"response":"Happy to help."}');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** How the bot answers each case, by its prompt: status, headers and body bytes. */
const ANSWERS: Record<string, { status?: number; headers?: Record<string, string>; body: Buffer }> = {
  'double gzip': { headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: gzipSync(gzipSync(ANSWER)) },
  'binary as text': { headers: { 'content-type': 'text/plain' }, body: PNG },
  'octet stream': { headers: { 'content-type': 'application/octet-stream' }, body: Buffer.from('Happy to help.') },
  'no content': { status: 204, body: Buffer.alloc(0) },
  'empty body': { headers: { 'content-type': 'text/plain' }, body: Buffer.alloc(0) },
  'unknown coding': { headers: { 'content-type': 'text/plain', 'content-encoding': 'zstd' }, body: Buffer.from([0x28, 0xb5, 0x2f, 0xfd]) },
  // Both codings named, as HTTP says: undone last first, and a proper answer.
  'gzip twice, said so': { headers: { 'content-type': 'application/json', 'content-encoding': 'gzip, gzip' }, body: gzipSync(gzipSync(ANSWER)) },
};

test('double-gzipped, binary, 204 and empty bodies are trial errors (exit 3), never scored as text', async () => {
  const server = createServer((req, res) => {
    if (req.method === 'GET') return void res.writeHead(200).end('ok');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const { message } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { message: string };
      const a = ANSWERS[message]!;
      res.writeHead(a.status ?? 200, { ...a.headers, 'content-length': String(a.body.length) }).end(a.body);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const dir = await mkdtemp(join(tmpdir(), 'vouch-undecodable-'));
  try {
    const suite = join(dir, 'suite.json');
    await writeFile(suite, JSON.stringify(Object.keys(ANSWERS).map((prompt, i) => ({ id: `B-${i + 1}`, prompt, mustNotAppear: ['Okta'] }))));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/api/chat`;
    const r = await vouch(['run', suite, '--url', url, '--retries', '0', '--no-reports', '--json'], { cwd: dir });
    const run = JSON.parse(r.stdout) as RunResult;
    const why = Object.fromEntries(run.cases.map((d, i) => [Object.keys(ANSWERS)[i]!, d.status === 'error' ? d.errorMessages.join(' ') : d.status]));
    assert.match(why['double gzip']!, /answered with gzip-compressed data \(compressed twice/);
    assert.match(why['binary as text']!, /answered with a PNG image, not a text reply/);
    assert.match(why['octet stream']!, /answered with application\/octet-stream \(14 bytes\), not a text reply/);
    assert.match(why['no content']!, /answered 204 No Content: there is no reply to check/);
    assert.match(why['empty body']!, /answered with an empty body/);
    assert.match(why['unknown coding']!, /Content-Encoding "zstd", which vouch cannot decode/);
    assert.equal(why['gzip twice, said so'], 'pass');
    assert.equal(run.summary.errored, 6);
    assert.equal(r.code, 3, r.stderr);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  }
});
