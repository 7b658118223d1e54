// Evidence where it matters: a failed signal shows what the bot said, a flaky pass shows its failing
// trials, a passing judged case its questions and answers, a conversation turn the turns before it,
// and a pin diff both what went and what came — in the run record, the console and the HTML report.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { RunResult } from '../../src/core/run-result.js';
import { launchChromium, noBrowser } from '../support/browser.js';
import { startChatServer, type ChatServer } from '../support/chat-server.js';
import { vouch, type CliResult } from '../support/cli.js';

const CASES = [
  { id: 'SIG-1', prompt: 'How long are backups kept?', requiredSignals: ['retention|35 days'] },
  // Fails its first trial (a forbidden vendor), passes the next two: 2 of 3 reach A = 0.5 of Q = 4.
  { id: 'FLAKY-1', prompt: 'Which SSO do you use?', Q: 4, A: 0.5, mustNotAppear: ['Okta'] },
  { id: 'JUDGE-1', prompt: 'Can you help?', whitelist: ["Does the output contain 'help'?"] },
  { id: 'CONV-1', conversation: [{ user: 'Do you encrypt data?' }, { user: 'With which algorithm?' }] },
  { id: 'PIN-1', prompt: 'Pinned question', pinnedResponse: 'Keys are held by security.\nKeys rotate yearly.' },
];

const answers: Record<string, string[]> = {
  'How long are backups kept?': ['I am not sure about that.'],
  'Which SSO do you use?': ['We use Okta for single sign-on.', 'We use single sign-on.', 'We use single sign-on.'],
  'Can you help?': ['Happy to help with that.'],
  'Do you encrypt data?': ['Yes, all data is encrypted at rest.'],
  'With which algorithm?': ['AES-256, as I said before.'],
  // Two lines, the second changed: the diff's context line comes before the - and + lines.
  'Pinned question': ['Keys are held by security.\nKeys rotate quarterly.'],
};

describe('evidence shown where it matters', () => {
  let dir: string;
  let bot: ChatServer;
  let r: CliResult;
  let run: RunResult;
  let html: string;

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vouch-evidence-'));
    const asked = new Map<string, number>();
    bot = await startChatServer({
      reply: (body) => {
        const b = body as { message?: string; messages?: { role: string; content: string }[] };
        const said = b.message ?? b.messages?.filter((m) => m.role === 'user').at(-1)?.content ?? '';
        const n = asked.get(said) ?? 0;
        asked.set(said, n + 1);
        const list = answers[said] ?? ['?'];
        return list[Math.min(n, list.length - 1)]!;
      },
    });
    await writeFile(join(dir, 'suite.json'), JSON.stringify({ name: 'evidence', cases: CASES }));
    r = await vouch(['run', join(dir, 'suite.json'), '--url', bot.url, '--concurrency', '1', '--reports-dir', join(dir, 'reports'), '--report', 'html', '--json'], { cwd: dir });
    run = JSON.parse(r.stdout) as RunResult;
    const [runId] = (await readdir(join(dir, 'reports'))).filter((n) => n !== 'latest.json');
    html = join(dir, 'reports', runId!, 'report.html');
  });
  after(() => bot.close());

  const decision = (id: string) => run.cases.find((d) => d.id === id)!;

  it('a failed signal shows the reply, not only the pattern', () => {
    const f = decision('SIG-1').findings.find((x) => x.check === 'signals')!;
    assert.equal(f.message, 'no match for "retention|35 days"');
    assert.equal(f.evidence, 'the reply: "I am not sure about that."');
    assert.match(r.stderr, /evidence: the reply: "I am not sure about that\."/);
  });

  it('a flaky case that passed keeps its failing trial and reply, and the console shows them', () => {
    const d = decision('FLAKY-1');
    assert.deepEqual([d.status, d.passes, d.fails], ['pass', 2, 1]);
    assert.equal(d.findings[0]?.check, 'mustNotAppear');
    assert.equal(d.reply?.text, 'We use Okta for single sign-on.');
    assert.match(r.stderr, /Passed, with failing trials\n~ FLAKY-1 .*\n {4}hallucination\/mustNotAppear \(trial 0\): .*\n.*evidence: "Okta" in "We use Okta for single sign-on\."\n.*reply \(trial 0\): We use Okta for single sign-on\./);
  });

  it('a passing judged case keeps its questions and answers', () => {
    const d = decision('JUDGE-1');
    assert.equal(d.status, 'pass');
    const [exchange] = d.judged?.[0]?.exchanges ?? [];
    assert.deepEqual([exchange?.question, exchange?.answer, exchange?.exact], ["Does the output contain 'help'?", 'yes', true]);
  });

  it('a conversation turn carries the turns before it', () => {
    assert.deepEqual(decision('CONV-1@1').history, [
      { role: 'user', content: 'Do you encrypt data?' },
      { role: 'assistant', content: 'Yes, all data is encrypted at rest.' },
    ]);
    assert.equal(decision('CONV-1@0').history, undefined);
  });

  it('a two-line pin diff shows both the - and the + line in the console', () => {
    assert.match(r.stderr, /-Keys rotate yearly\.\n.*\+Keys rotate quarterly\./);
  });

  it('the HTML report shows the flaky pass, the judge answers and the earlier turns', { skip: noBrowser() }, async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.goto(pathToFileURL(html).href);
      await page.waitForSelector('details.case');
      const open = async (id: string) => {
        const row = page.locator('details.case').filter({ has: page.locator('summary .id', { hasText: id }) }).first();
        await row.locator('summary').click();
        await row.locator('.drill').waitFor();
        return row;
      };
      const flaky = await open('FLAKY-1');
      // biome-ignore lint/performance/useDomNodeTextContent: what a reader sees is the point
      const flakyText = await flaky.innerText();
      assert.doesNotMatch(flakyText, /Nothing failed or warned/);
      assert.match(flakyText, /Passed, but 1 of 3 trials failed/);
      assert.deepEqual(await flaky.locator('.reply mark.fail').allInnerTexts(), ['Okta']);
      const judge = await open('JUDGE-1');
      assert.deepEqual(await judge.locator('table.judge tbody tr td:nth-child(2)').allInnerTexts(), ["Does the output contain 'help'?"]);
      const turn = await open('CONV-1@1');
      assert.deepEqual(await turn.locator('.history pre').allInnerTexts(), ['Do you encrypt data?', 'Yes, all data is encrypted at rest.']);
      const pin = await open('PIN-1');
      assert.deepEqual(await pin.locator('pre.diff .del').allInnerTexts(), ['-Keys rotate yearly.\n']);
      assert.deepEqual(await pin.locator('pre.diff .add').allInnerTexts(), ['+Keys rotate quarterly.\n']);
    } finally {
      await browser.close();
    }
  });
});
