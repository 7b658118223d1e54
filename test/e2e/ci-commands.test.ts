// Under GitHub Actions the runner reads every line of a step's output for workflow commands: a line
// beginning with `::` (after whitespace) is one, and so is `##[` anywhere in a line (the legacy
// syntax). A bot that writes such lines must not be able to issue them through vouch: with
// GITHUB_ACTIONS=true and --verbose, no line of vouch's output that carries bot text begins with
// `::` and none holds `##[`, on stdout or stderr, with or without --json, nor in any report vouch
// prints; vouch's own annotations are the only commands.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { startChatServer } from '../support/chat-server.js';
import { vouch } from '../support/cli.js';
import { fromRoot } from '../support/repo.js';

/** What a hostile bot writes: each line a workflow command, modern or legacy. */
const FORGED = [
  'Sure, here you go.',
  '::error file=x::y',
  '  ::add-mask::s3cret-value',
  '::stop-commands::token',
  '\t::warning::tabbed',
  '\u00a0::notice::after a no-break space',
  '##[error]legacy error',
  'text before ##[group]inline legacy',
  '::set-output name=x::y',
  '::',
].join('\n');

/** vouch's own annotations: the only lines allowed to begin with `::`. */
const OWN_ANNOTATION = /^::(error|warning|notice) (file=[^,:]*,)?title=vouch[^:]*::/;

function assertNoForgedCommand(where: string, text: string): void {
  assert.ok(!text.includes('##['), `${where} holds ##[ at ${text.indexOf('##[')}: ${JSON.stringify(text.slice(Math.max(0, text.indexOf('##[') - 60), text.indexOf('##[') + 20))}`);
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (/^\s*::/.test(line)) assert.match(line, OWN_ANNOTATION, `${where} has a line beginning with :: that vouch did not write: ${JSON.stringify(line.slice(0, 120))}`);
  }
}

test('bot lines that are workflow commands never reach the runner as commands', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'vouch-ci-'));
  const bot = await startChatServer({ reply: () => FORGED });
  const failing = await startChatServer({ statuses: [{ status: 400, body: FORGED }, { status: 400, body: FORGED }] });
  try {
    const suite = join(dir, 'suite.json');
    await writeFile(
      suite,
      JSON.stringify([
        { id: 'FORGE-1', prompt: 'forge', mustNotAppear: ['/add-mask/', 'Sure'], requiredSignals: ['never said'] },
        { id: 'FORGE-2', prompt: 'forge again', expectedBehavior: 'security_clearance_fallback', pinnedResponse: 'something else' },
        { id: 'FORGE-3', prompt: 'forge a third time', whitelist: ['Does the output contain "##[error]"?', 'Does the output contain "::stop-commands::token"?'] },
      ]),
    );
    const env = { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: join(dir, 'summary.md') };
    const common = ['--vault', fromRoot('data/sample-vault'), '--no-health', '--report', 'json,console,html,junit,markdown', '--verbose'];
    const runs = [
      ['human', await vouch(['run', suite, '--url', bot.url, '--reports-dir', join(dir, 'a'), ...common], { env })],
      ['--json', await vouch(['run', suite, '--url', bot.url, '--reports-dir', join(dir, 'b'), ...common, '--json'], { env })],
      ['errors', await vouch(['run', suite, '--url', failing.url, '--reports-dir', join(dir, 'c'), '--retries', '0', ...common], { env })],
    ] as const;
    for (const [name, r] of runs) {
      assert.ok(r.code === 1 || r.code === 3, `${name}: exit ${r.code}: ${r.stderr}`);
      assertNoForgedCommand(`${name} stdout`, r.stdout);
      assertNoForgedCommand(`${name} stderr`, r.stderr);
    }
    // The bot's lines were shown (escaped), in the transcript and in the annotations.
    assert.match(runs[0][1].stdout, /add-mask/);
    assert.match(runs[0][1].stdout, /^::error .*title=vouch%3A FORGE-1/m);
    assert.match(runs[2][1].stdout, /stop-commands/);

    // A saved run printed by `vouch report`, in every format.
    const runDir = join(dir, 'a', readdirSync(join(dir, 'a')).find((n) => n !== 'latest.json')!);
    for (const format of ['console', 'json', 'markdown', 'junit', 'html']) {
      const r = await vouch(['report', join(runDir, 'run.json'), '--format', format], { env });
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stdout, /add\\?-mask/, `${format} shows the bot's text`);
      assertNoForgedCommand(`vouch report --format ${format}`, r.stdout);
    }
  } finally {
    await bot.close();
    await failing.close();
    await rm(dir, { recursive: true, force: true });
  }
});
