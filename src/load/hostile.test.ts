// Suite files as an attacker (or an unlucky day) writes them: each is a clear exit-2 problem naming
// the file and what is wrong, never a crash, a hang or gigabytes of memory.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ConfigError, formatIssue } from '../core/index.js';
import { loadSuite } from './index.js';

let dir: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vouch-hostile-'));
});
after(() => rm(dir, { recursive: true, force: true }));

async function write(name: string, content: string | Buffer): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

/** The problems loading `file` reports, each as `path: message`. */
async function problems(file: string): Promise<string[]> {
  try {
    await loadSuite(file);
  } catch (e) {
    if (e instanceof ConfigError) return e.issues.map((i) => `${i.path}: ${i.message}`);
    throw e;
  }
  return assert.fail('expected a ConfigError');
}

const billionLaughs = [
  'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  ...'bcdefgh'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(',')}]`),
  'cases: *h',
].join('\n');

describe('YAML aliases', () => {
  test('a hundred and more ordinary reuses of one anchor load', async () => {
    const cases = Array.from({ length: 150 }, (_, i) => `  - { id: c${i}, prompt: hi, requiredSignals: *signals }`);
    const file = await write('reuse.yaml', `cases:\n  - { id: first, prompt: hi, requiredSignals: &signals ["a|b", "c"] }\n${cases.join('\n')}\n`);
    const { suite } = await loadSuite(file);
    assert.equal(suite.cases.length, 151);
    assert.deepEqual(suite.cases[150]?.requiredSignals, ['a|b', 'c']);
  });

  test('an alias bomb is exit 2 saying so, not a crash', async () => {
    const [problem] = await problems(await write('laughs.yaml', billionLaughs));
    assert.match(problem!, /invalid YAML: aliases expand too far/);
  });

  test('an alias to no anchor names the alias', async () => {
    assert.deepEqual(await problems(await write('undefined.yaml', 'cases:\n  - id: a\n    prompt: *nope\n')), [
      'cases[0].prompt: invalid YAML: alias *nope refers to no anchor &nope defined before it',
    ]);
  });
});

describe('nesting', () => {
  test('unclosed JSON nested 10,000 deep is exit 2, not a stack overflow', async () => {
    const [problem] = await problems(await write('deep.json', '['.repeat(10_000)));
    assert.match(problem!, /invalid JSON: nested too deeply/);
  });

  test('closed JSON and YAML nested 10,000 deep are refused before any validator walks them', async () => {
    assert.match((await problems(await write('deep-closed.json', `${'['.repeat(10_000)}${']'.repeat(10_000)}`)))[0]!, /nested more than 64 levels/);
    assert.match((await problems(await write('deep.yaml', `cases: ${'['.repeat(10_000)}${']'.repeat(10_000)}`)))[0]!, /nested too deeply|nested more than/);
  });
});

describe('files that are not suite files', () => {
  test('a FIFO is refused at once instead of waiting for a writer', async (t) => {
    const fifo = join(dir, 'pipe.json');
    try {
      execFileSync('mkfifo', [fifo]);
    } catch {
      return t.skip('mkfifo is not available here');
    }
    assert.deepEqual(await problems(fifo), [': is a pipe (FIFO), not a regular file; save the suite to a file and pass its path']);
  });

  test('/dev/urandom is refused without reading it', async (t) => {
    if (process.platform === 'win32') return t.skip('no /dev/urandom');
    const before = process.memoryUsage().rss;
    assert.deepEqual(await problems('/dev/urandom'), [': is a device, not a regular file; save the suite to a file and pass its path']);
    assert.ok(process.memoryUsage().rss - before < 64 * 1024 * 1024);
  });

  test('a folder is not a suite', async () => {
    assert.deepEqual(await problems(dir), [': is a folder; expected a suite file (JSON or YAML)']);
  });

  test('bytes that are not UTF-8 are an error with their offset, not silently replaced', async () => {
    const bytes = Buffer.concat([Buffer.from('[{"id":"a","prompt":"caf\u00e9 \ufffd '), Buffer.from([0xff, 0xfe]), Buffer.from('"}]')]);
    const offset = bytes.indexOf(0xff);
    assert.deepEqual(await problems(await write('latin1.json', bytes)), [
      `: not UTF-8: byte 0xff at offset ${offset} is not valid UTF-8; save the file as UTF-8`,
    ]);
  });

  test('a UTF-8 byte-order mark is allowed', async () => {
    const { suite } = await loadSuite(await write('bom.json', `\ufeff[{"id":"a","prompt":"hi"}]`));
    assert.equal(suite.cases.length, 1);
  });
});

describe('sizes that cost more to read than any suite needs', () => {
  test('a 60 MB YAML prompt is refused at once, naming the file, before the YAML is parsed', async () => {
    const prompt = Buffer.alloc(60 * 1024 * 1024, 'x');
    const file = await write('huge-prompt.yaml', Buffer.concat([Buffer.from('cases:\n  - id: a\n    prompt: "'), prompt, Buffer.from('"\n')]));
    const started = performance.now();
    const before = process.memoryUsage().rss;
    const found = await problems(file);
    assert.ok(performance.now() - started < 1000, `took ${Math.round(performance.now() - started)} ms`);
    assert.ok(process.memoryUsage().rss - before < 64 * 1024 * 1024, 'the file was not read whole');
    assert.deepEqual(found, [': is over 8388608 bytes; a YAML suite may be at most 8388608 bytes (8 MiB), as YAML costs far more to read than JSON: write a bigger suite as JSON (up to 64 MiB)']);
  });

  test('a prompt over 1 MiB is refused naming the field, in YAML and in JSON', async () => {
    const long = 'x'.repeat(1024 * 1024 + 1);
    const message = 'is 1048577 characters; a prompt may be at most 1048576 (1 MiB)';
    assert.deepEqual(await problems(await write('long-prompt.yaml', `cases:\n  - id: a\n    prompt: ${long}\n`)), [`cases[0].prompt: ${message}`]);
    assert.deepEqual(await problems(await write('long-prompt.json', JSON.stringify([{ id: 'a', prompt: 'hi', system: long }]))), [
      `[0].system: ${message.replace('a prompt', 'a system prompt')}`,
    ]);
    const turns = { cases: [{ id: 'a', conversation: [{ user: 'hi' }, { user: long }] }] };
    assert.deepEqual(await problems(await write('long-turn.json', JSON.stringify(turns))), [`cases[0].conversation[1].user: ${message.replace('a prompt', 'a turn')}`]);
  });

  test('a prompt of exactly 1 MiB loads', async () => {
    const { suite } = await loadSuite(await write('max-prompt.json', JSON.stringify([{ id: 'a', prompt: 'x'.repeat(1024 * 1024) }])));
    assert.equal(suite.cases[0]?.prompt?.length, 1024 * 1024);
  });
});

describe('cases that name suites', () => {
  test('a suite naming itself is exit 2 naming the cycle', async () => {
    const self = await write('self.yaml', 'cases: ./self.yaml\n');
    assert.match((await problems(self))[0]!, /^cases: the suite names itself as its cases \(a cycle\)/);
  });

  test('two suites naming each other are exit 2 naming both', async () => {
    await write('ping.yaml', 'cases: ./pong.yaml\n');
    const pong = await write('pong.yaml', 'cases: [./ping.yaml]\n');
    assert.match((await problems(pong))[0]!, /^cases\[0\]: the suites name each other in a cycle \(pong\.yaml → ping\.yaml → pong\.yaml\)/);
  });
});

describe('problems inside inline cases', () => {
  test('name the case index and the field, with a hint', async () => {
    const file = await write(
      'inline.yaml',
      'cases:\n  - { id: a, prompt: 3 }\n  - { id: b, prompt: x, requiredSignals: "x|y" }\n  - { id: c, prompt: x, expectedBehaviour: answer_with_citation }\n',
    );
    assert.deepEqual(await problems(file), [
      'cases[0].prompt: expected text, got a number',
      'cases[1].requiredSignals: expected a list, got text: write it as a list, e.g. ["x|y"]',
      'cases[2].expectedBehaviour: unknown field (did you mean "expectedBehavior"?)',
    ]);
  });
});

describe('problems across cases and files', () => {
  test('a duplicate id names both places', async () => {
    const file = await write('dupes.yaml', 'cases:\n  - { id: a, prompt: x }\n  - { id: b, prompt: x }\n  - { id: a, prompt: y }\n');
    assert.deepEqual(await problems(file), ['cases[2].id: case id "a" appears more than once (first at cases[0]); ids must be unique']);
  });

  test('a __proto__ key in JSON with comments is an unknown field, as in plain JSON, not a prototype', async () => {
    const file = await write('proto.jsonc', '// c\n[{"id":"a","prompt":"x","__proto__":{"polluted":true}}]');
    assert.deepEqual(await problems(file), ['[0].__proto__: unknown field']);
    assert.equal(({} as { polluted?: boolean }).polluted, undefined);
  });

  test('a file a suite names that cannot be read is said where it is named', async () => {
    const file = await write('names-missing.yaml', 'cases: ./missing.json\n');
    assert.deepEqual(await problems(file), ['cases: ./missing.json: file not found']);
  });

  test('a file with no cases says so, and an empty YAML file is no suite', async () => {
    assert.deepEqual(await problems(await write('none.yaml', 'cases: []\n')), ['cases: has no cases: nothing to run (a case needs at least an "id" and a "prompt")']);
    assert.match((await problems(await write('empty.yaml', '# nothing yet\n')))[0]!, /^: not a suite: expected a JSON array of cases/);
  });

  test("a suite's vault that cannot be read is said as the suite's vault field", async () => {
    const file = await write('vaulted.yaml', 'vault: ./no-vault\ncases: [{ id: a, prompt: x }]\n');
    assert.deepEqual(await problems(file), [`vault: ${join(dir, 'no-vault')}: vault folder not found`]);
  });
});

describe('settings beside a prompts list', () => {
  test('are not silently ignored: each is named, with where settings go', async () => {
    const file = await write('prompts.json', '{"prompts":[{"id":"a","prompt":"x"}],"thresholds":{"minPassRate":1},"vault":"v"}');
    const hint = 'a prompts file holds only "prompts"; put settings in a suite file with `cases: <this file>`';
    assert.deepEqual(await problems(file), [`thresholds: "thresholds" is not read here: ${hint}`, `vault: "vault" is not read here: ${hint}`]);
  });
});

describe('what an error message shows of a bad value', () => {
  test('escape sequences in a key are made visible', async () => {
    const file = await write('escape.json', '[{"id":"a","prompt":"x","\\u001b[31mred\\u009b":1}]');
    const message = (await loadSuite(file).catch((e: ConfigError) => e)) as ConfigError;
    const shown = message.issues.map(formatIssue).join('\n');
    assert.doesNotMatch(shown, /[\u001b\u009b]/);
    assert.match(shown, /\\u\{1b\}\[31mred\\u\{9b\}: unknown field/);
  });

  test('a huge bad value is shown by its start and its length', async () => {
    const file = await write('huge.json', JSON.stringify([{ id: 'a', prompt: 'x', expectedBehavior: 'z'.repeat(5_000_000) }]));
    const error = (await loadSuite(file).catch((e: ConfigError) => e)) as ConfigError;
    assert.ok(error.message.length < 1000, `message is ${error.message.length} characters`);
    assert.match(error.message, /"z{80}… \(5000000 characters\)" is not one of/);
  });
});

describe('numbers given by the command line or a library caller', () => {
  test('keep the suite file bounds: a timeout of 2^31 ms is refused, not turned into 1 ms', async () => {
    const file = await write('bounds.json', '[{"id":"a","prompt":"x"}]');
    const refused = await loadSuite(file, { timeoutMs: 2 ** 31, concurrency: 100_000, retries: 1000 }).catch((e: unknown) => e);
    assert.ok(refused instanceof ConfigError);
    assert.deepEqual(refused.issues.map((i) => `${i.path}: ${i.message}`), [
      'concurrency: expected a whole number from 1 to 1024, got 100000',
      'timeoutMs: expected a whole number from 1 to 3600000, got 2147483648',
      'retries: expected a whole number from 0 to 20, got 1000',
    ]);
    const { suite } = await loadSuite(file, { timeoutMs: 3_600_000, concurrency: 1024, retries: 20 });
    assert.equal(suite.settings.timeoutMs, 3_600_000);
  });
});
