// Every kind of YAML error the yaml package reports, and the ones vouch finds itself, names the
// line and column it is at: a problem in a 3,000-line suite is found by going to it, not by bisecting.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { parseDocument, type ErrorCode } from 'yaml';
import { ConfigError } from '../core/index.js';
import { loadSuite } from './index.js';

let dir: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vouch-yaml-'));
});
after(() => rm(dir, { recursive: true, force: true }));

/** The first problem loading `text` as a suite: `line:column › path: message`, the folder left out. */
async function firstProblem(name: string, text: string): Promise<string> {
  const file = join(dir, `${name}.yaml`);
  await writeFile(file, text);
  try {
    await loadSuite(file);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    const issue = e.issues[0]!;
    return `${issue.file.slice(file.length + 1)}${issue.path ? ` › ${issue.path}` : ''}: ${issue.message}`;
  }
  return assert.fail(`${name} loaded`);
}

const head = 'cases:\n  - id: a\n';

// Each error code the yaml package can report on a suite, with a suite that makes it and where it is.
// (BAD_PROP_ORDER, BAD_COLLECTION_TYPE and IMPOSSIBLE reach only warnings or nothing on any text,
// and NON_STRING_KEY needs an option vouch does not set.)
const KINDS: readonly [ErrorCode, string, string][] = [
  ['ALIAS_PROPS', `${head}    category: &c x\n    prompt: !!str *c\n`, '4:19'],
  ['BAD_ALIAS', `${head}    prompt: *\n`, '3:13'],
  ['BAD_DIRECTIVE', `%YAML\n---\n${head}    prompt: x\n`, '1:1'],
  ['BAD_DQ_ESCAPE', `${head}    prompt: "say \\q"\n`, '3:18'],
  ['BAD_INDENT', 'cases: [a,\nb]\n', '2:1'],
  ['BAD_SCALAR_START', `${head}    prompt: @who\n`, '3:13'],
  ['BLOCK_AS_IMPLICIT_KEY', 'cases:\n  - a\n - b\n', '3:1'],
  ['BLOCK_IN_FLOW', `${head}    mustNotAppear: [\n      - x\n    ]\n`, '4:7'],
  ['DUPLICATE_KEY', `${head}    prompt: x\n    prompt: y\n`, '4:5'],
  ['KEY_OVER_1024_CHARS', `${head}    ${'k'.repeat(1100)}: x\n`, '3:5'],
  ['MISSING_CHAR', `${head}    prompt: "unclosed\n`, '4:1'],
  ['MULTILINE_IMPLICIT_KEY', `${head}    "pro\n     mpt": x\n`, '3:5'],
  ['MULTIPLE_ANCHORS', `${head}    prompt: &p &q x\n`, '3:16'],
  ['MULTIPLE_DOCS', `${head}    prompt: x\n---\ncases: []\n`, '4:1'],
  ['MULTIPLE_TAGS', `${head}    prompt: !!str !!str x\n`, '3:19'],
  ['RESOURCE_EXHAUSTION', `cases: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n`, '1:'],
  ['TAB_AS_INDENT', `${head}\tprompt: x\n`, '3:1'],
  ['TAG_RESOLVE_FAILED', `${head}    prompt: !e!x y\n`, '3:13'],
  ['UNEXPECTED_TOKEN', `${head}    prompt: x\n]\n`, '4:1'],
];

describe('every YAML error names its line and column', () => {
  for (const [code, text, place] of KINDS) {
    test(code, async () => {
      assert.ok(
        parseDocument(text).errors.some((e) => e.code === code),
        `the example makes ${code}: ${parseDocument(text).errors.map((e) => e.code).join(', ')}`,
      );
      const problem = await firstProblem(code, text);
      assert.ok(problem.startsWith(place), `${code}: ${problem}`);
      assert.match(problem, /^\d+:\d+[ :]/);
    });
  }
});

describe("problems vouch finds in YAML name their line, column and field", () => {
  test('an alias to no anchor', async () => {
    assert.equal(await firstProblem('unresolved', `${head}    prompt: *nope\n`), '3:13 › cases[0].prompt: invalid YAML: alias *nope refers to no anchor &nope defined before it');
  });

  test('nesting deeper than 64 levels', async () => {
    const nested = `cases:\n${Array.from({ length: 70 }, (_, i) => `${' '.repeat(2 * i + 2)}-\n`).join('')}`;
    assert.equal(await firstProblem('deep', nested), '65:129 › cases[0][0][0][0][0]…: nested more than 64 levels deep; a suite needs only a few');
  });

  test('an alias bomb, at the alias that sets it off', async () => {
    const laughs = [
      'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
      ...'bcdefgh'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(',')}]`),
      'cases: *h',
    ].join('\n');
    assert.match(await firstProblem('bomb', laughs), /^6:8 › f\[0\]: invalid YAML: aliases expand too far .* \(alias \*e\)$/);
  });
});
