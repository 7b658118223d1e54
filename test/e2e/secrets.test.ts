// Canary secrets — in a header written out, in a header filled from the environment, in the URL's
// api_key, and the judge provider's API key — echoed back by a bot in its replies and in its error
// pages, and by a careless judge server in its errors: none appears in any file vouch writes (the
// journal, run.json, latest.json, --output, --record, the judge cache, every report format, the
// GitHub job summary, a resumed run's files), in its stdout or stderr (--json, --verbose, GitHub
// annotations), or in a prompt the judge receives.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { basicForms, disguises, reveals } from '../support/disguises.js';
import { readBody } from '../support/http-io.js';
import { startOpenAIServer } from '../support/openai-server.js';
import { defineCheck, findingsOf } from '../../src/checks/index.js';
import { runSuite } from '../../src/session/index.js';
import { scriptedTarget } from '../../src/targets/index.js';
import { vouch } from '../support/cli.js';

const HEADER_CANARY = 'hdr-canary-7f3a9c0d';
const ENV_CANARY = 'env-canary-51be02aa';
const URL_CANARY = 'url-canary-c0ffee/+= x';
const JUDGE_KEY_CANARY = 'judge-key-canary-9d8e11';
const CANARIES = [HEADER_CANARY, ENV_CANARY, URL_CANARY, JUDGE_KEY_CANARY];

/** Every form a canary could be written in: as is, URL-encoded (either hex case, `+` for space), JSON-escaped. */
const forms = (canary: string): string[] => {
  const uri = encodeURIComponent(canary);
  return [canary, uri, uri.toLowerCase(), uri.replace(/%20/g, '+'), JSON.stringify(canary).slice(1, -1)];
};

/**
 * A bot that leaks: each reply quotes the URL and headers it was called with; a prompt asking for it
 * gets a framework's 404 page naming the URL (`Cannot POST /chat?api_key=…`), or a 401 quoting the
 * token. A `script` answers instead, with a status and a body (JSON `{response}` for a 200).
 */
async function startLeakyBot(script?: (prompt: string) => { status: number; body: string }): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET') return void res.writeHead(200).end('ok');
    void readBody(req).then((raw) => {
      const prompt = (JSON.parse(raw) as { message: string }).message;
      if (script) {
        const { status, body } = script(prompt);
        if (status !== 200) return void res.writeHead(status, { 'content-type': 'text/plain' }).end(body);
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ response: body }));
      }
      const leak = `url ${req.url} auth ${req.headers.authorization} token ${req.headers['x-api-token']}`;
      if (prompt.includes('404')) return void res.writeHead(404, { 'content-type': 'text/html' }).end(`<pre>Cannot POST ${req.url}</pre>`);
      if (prompt.includes('401')) return void res.writeHead(401).end(`bad token ${req.headers.authorization} / ${req.headers['x-api-token']}`);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ response: `Here you go. ${leak}. ${JSON.stringify(leak)}` }));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/chat`, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    return e.isDirectory() ? filesUnder(path) : [path];
  });
}

test('no canary secret reaches a file, an output stream or the judge', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'vouch-secrets-'));
  const bot = await startLeakyBot();
  const judge = await startOpenAIServer({
    apiKey: JUDGE_KEY_CANARY,
    reply: (req) => {
      const prompt = req.messages.at(-1)?.content ?? '';
      // A careless judge server quoting the key it was given, in an error that is not retried.
      if (prompt.includes('judge-error')) return { status: 400, message: `rejected request with ${req.headers.authorization}` };
      return 'Yes';
    },
  });
  try {
    const suite = join(dir, 'suite.json');
    await writeFile(
      suite,
      JSON.stringify([
        { id: 'ECHO-1', prompt: 'hello', mustNotAppear: ['token'], requiredSignals: ['never said'] },
        { id: 'ECHO-2', prompt: 'hello again', whitelist: ['Is the answer polite?'] },
        { id: 'ERR-404', prompt: 'please 404' },
        { id: 'ERR-401', prompt: 'please 401' },
        { id: 'JUDGE-ERR', prompt: 'hello', whitelist: ['Is it judge-error free?'] },
      ]),
    );
    const url = `${bot.url}?api_key=${encodeURIComponent(URL_CANARY)}&lang=en`;
    const record = join(dir, 'replies.jsonl');
    const args = (reportsDir: string) => [
      'run', suite, '--url', url,
      '--header', 'Authorization: Bearer ${BOT_TOKEN}',
      '--header', `X-Api-Token: ${HEADER_CANARY}`,
      '--judge', 'openai:judge-model',
      '--retries', '0',
      '--reports-dir', join(dir, reportsDir), '--report', 'json,console,html,junit,markdown',
      '--json', '--verbose',
    ];
    // In GitHub Actions, so the job summary and the annotations are written too.
    const env = { BOT_TOKEN: ENV_CANARY, OPENAI_BASE_URL: judge.baseUrl, OPENAI_API_KEY: JUDGE_KEY_CANARY, GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: join(dir, 'step-summary.md') };
    const r = await vouch([...args('reports'), '--record', record, '--output', join(dir, 'run.json')], { cwd: dir, env });
    // ECHO-1 hallucinated ("token"): the bot's failure is exit 1 though other cases errored.
    assert.equal(r.code, 1, r.stderr);
    // A second run resumed from the first one's journal writes its own journal and records.
    const runDir = filesUnder(join(dir, 'reports')).find((f) => f.endsWith('trials.jsonl'))!.slice(0, -'/trials.jsonl'.length);
    const resumed = await vouch([...args('resumed'), '--resume', runDir], { cwd: dir, env });
    assert.equal(resumed.code, 1, resumed.stderr);

    // The run did happen, and the bot did echo: what was written is the redacted echo.
    const run = JSON.parse(r.stdout) as { errors: { id: string; messages: string[] }[] };
    assert.deepEqual(run.errors.map((e) => e.id).sort(), ['ERR-401', 'ERR-404', 'JUDGE-ERR']);
    assert.match(r.stdout, /Cannot POST \/chat\?api_key=\[redacted\]/);
    assert.match(readFileSync(record, 'utf8'), /auth \[redacted\] token \[redacted\]/);
    assert.ok(judge.requests.length > 0, 'the judge was asked');
    const written = filesUnder(dir).filter((f) => statSync(f).isFile() && f !== suite);
    assert.ok(written.some((f) => f.includes('.vouch-cache')), 'the judge cache was written');

    for (const file of ['report.html', 'junit.xml', 'summary.md', 'summary.txt', 'trials.jsonl']) {
      assert.ok(written.some((f) => f.startsWith(join(dir, 'reports')) && f.endsWith(file)), `${file} was written`);
      assert.ok(written.some((f) => f.startsWith(join(dir, 'resumed')) && f.endsWith(file)), `${file} was written by the resumed run`);
    }
    assert.ok(written.includes(join(dir, 'step-summary.md')), 'the GitHub job summary was written');

    const places: [string, string][] = [
      ['stdout', r.stdout],
      ['stderr', r.stderr],
      ['resumed stdout', resumed.stdout],
      ['resumed stderr', resumed.stderr],
      ...written.map((f): [string, string] => [f, readFileSync(f, 'utf8')]),
      ...judge.requests.map((q, i): [string, string] => [`judge prompt ${i}`, JSON.stringify(q.messages)]),
    ];
    for (const [where, text] of places) {
      for (const canary of CANARIES) {
        for (const form of forms(canary)) assert.ok(!text.includes(form), `${where} contains ${JSON.stringify(form)}`);
      }
    }
  } finally {
    await bot.close();
    await judge.close();
    await rm(dir, { recursive: true, force: true });
  }
});

// Canaries made to be disguised: letters, digits, a hyphen and a slash (kept or encoded in a URL).
const D_HEADER = 'hdr-cnry-4e1f/77ab';
const D_ENV = 'env-cnry-a9c2/31de';
const D_URL = 'url-cnry-0bd5/c4e9';
const D_JUDGE_KEY = 'jkey-cnry-58fa/e20c';
const [BASIC_USER, BASIC_PASSWORD] = ['vouch-ci-user', 'basic-cnry-6d0e/aa71'];
const BASIC_CREDENTIAL = Buffer.from(`${BASIC_USER}:${BASIC_PASSWORD}`).toString('base64');

/** Each canary's every disguise, one per line, each line ending in a word the suite forbids (so it is quoted as evidence). */
function disguisedLeaks(canaries: readonly string[]): string {
  const forms = [...canaries.flatMap((c) => Object.values(disguises(c))), ...Object.values(basicForms(BASIC_USER, BASIC_PASSWORD))];
  return forms.map((form, i) => `leak ${i}: ${form} forbidden${i}`).join('\n');
}

test('a canary in every disguise, echoed through every channel, is found nowhere', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'vouch-disguised-'));
  const leaks = disguisedLeaks([D_HEADER, D_ENV, D_URL]);
  const bot = await startLeakyBot((prompt) => (prompt.includes('error page') ? { status: 400, body: leaks } : { status: 200, body: `Here you go.\n${leaks}` }));
  // A judge that quotes its own key, in every disguise, in each answer.
  const judge = await startOpenAIServer({ apiKey: D_JUDGE_KEY, reply: () => `Yes.\n${disguisedLeaks([D_JUDGE_KEY])}` });
  try {
    const suite = join(dir, 'suite.json');
    const forbidden = Array.from({ length: leaks.split('\n').length }, (_, i) => `forbidden${i}`);
    await writeFile(
      suite,
      JSON.stringify([
        { id: 'ERR-PAGE', prompt: 'error page' },
        { id: 'LEAK-1', prompt: 'leak it', mustNotAppear: forbidden, requiredSignals: ['never said'], pinnedResponse: 'nothing to see' },
        { id: 'LEAK-2', prompt: 'leak it again', whitelist: ['Is the answer polite?'] },
      ]),
    );
    const record = join(dir, 'replies.jsonl');
    const env = {
      BOT_TOKEN: D_ENV,
      BOT_BASIC: BASIC_CREDENTIAL,
      OPENAI_BASE_URL: judge.baseUrl,
      OPENAI_API_KEY: D_JUDGE_KEY,
      GITHUB_ACTIONS: 'true',
      GITHUB_STEP_SUMMARY: join(dir, 'step-summary.md'),
    };
    const args = [
      'run', suite, '--url', `${bot.url}?api_key=${encodeURIComponent(D_URL)}`,
      '--header', 'Authorization: Bearer ${BOT_TOKEN}',
      '--header', 'Proxy-Authorization: Basic ${BOT_BASIC}',
      '--header', `X-Api-Token: ${D_HEADER}`,
      '--judge', 'openai:judge-model',
      '--retries', '0', '--concurrency', '1',
      '--reports-dir', join(dir, 'reports'), '--report', 'json,console,html,junit,markdown',
      '--record', record, '--output', join(dir, 'run.json'),
    ];
    const human = await vouch([...args, '--verbose'], { cwd: dir, env });
    const json = await vouch([...args, '--json', '--verbose'], { cwd: dir, env });
    for (const r of [human, json]) assert.equal(r.code, 1, r.stderr); // the bot leaks and errs: its own fault decides (design §10)

    // The bot and the judge did leak, and what was kept is the redacted leak.
    const replies = readFileSync(record, 'utf8');
    assert.match(replies, /leak 0: \[redacted\] forbidden0/);
    assert.match(human.stdout, /leak \d+: \[redacted\] forbidden/);
    const written = filesUnder(dir).filter((f) => statSync(f).isFile() && f !== suite);
    const cached = written.filter((f) => f.startsWith(join(dir, '.vouch-cache')));
    assert.ok(cached.length > 0, 'the judge cache was written');
    assert.ok(cached.every((f) => readFileSync(f, 'utf8').includes('[redacted]')), 'the cached answers are the redacted ones');
    for (const file of ['run.json', 'trials.jsonl', 'report.html', 'junit.xml', 'summary.md', 'summary.txt']) {
      assert.ok(written.some((f) => f.startsWith(join(dir, 'reports')) && f.endsWith(file)), `${file} was written`);
    }
    assert.ok(written.includes(join(dir, 'step-summary.md')), 'the GitHub job summary was written');
    assert.match(human.stdout, /^::error .*LEAK-1/m, 'annotations were written');

    const places: [string, string][] = [
      ['stdout', human.stdout],
      ['stderr', human.stderr],
      ['--json stdout', json.stdout],
      ['--json stderr', json.stderr],
      ...written.map((f): [string, string] => [f, readFileSync(f, 'utf8')]),
      ...judge.requests.map((q, i): [string, string] => [`judge prompt ${i}`, q.messages.map((m) => m.content).join('\n')]),
    ];
    const secrets = [D_HEADER, D_ENV, D_URL, D_JUDGE_KEY, ...Object.values(basicForms(BASIC_USER, BASIC_PASSWORD))];
    for (const [where, text] of places) {
      for (const secret of secrets) {
        assert.ok(!reveals(text, secret), `${where} reveals ${secret}`);
        for (const [name, form] of Object.entries(disguises(secret))) assert.ok(!text.includes(form), `${where} holds ${secret} as ${name}`);
      }
    }
  } finally {
    await bot.close();
    await judge.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test("a check's own reading of a reply is redacted too: every finding passes the redactor after the checks", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'vouch-reading-'));
  try {
    const suite = join(dir, 'prompts.json');
    await writeFile(suite, JSON.stringify([{ id: 'R-1', prompt: 'hi' }]));
    const rot13 = (s: string): string => s.replace(/[a-z]/gi, (c) => String.fromCharCode(((c.toLowerCase().charCodeAt(0) - 97 + 13) % 26) + (c < 'a' ? 65 : 97)));
    // A check of the user's own that reads the reply through a normalisation vouch does not know (rot13) and quotes what it read.
    const { pass, fail } = findingsOf('decoded', 'behavior');
    const decoded = defineCheck({
      name: 'decoded',
      applies: () => true,
      run: (reply) => (reply.text.includes('ebg') ? fail('decoded the reply', { evidence: rot13(reply.text) }) : pass('nothing encoded')),
    });
    const { run } = await runSuite({
      suite,
      target: scriptedTarget(() => `ebg: ${rot13(D_ENV)}`),
      extraChecks: [decoded],
      env: { BOT_TOKEN: D_ENV },
      reportsDir: false,
    });
    const evidence = run.failures[0]?.findings.find((f) => f.check === 'decoded')?.evidence;
    assert.equal(evidence, 'rot: [redacted]');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
