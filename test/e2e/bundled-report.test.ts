// The reports of a real run: the bundled Shield Bot suite against the reference bot (what
// `npm start` runs), written with --report html,junit,markdown. Its JUnit validates against the
// schema; its HTML report loads in Chromium cleanly and is photographed to test-results/ (and, with
// UPDATE_SCREENSHOT=1, to docs/report.png for the README).
import assert from 'node:assert/strict';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import { recordOf, type RunResult } from '../../src/core/index.js';
import { BUNDLED, runSuite } from '../../src/session/index.js';
import { launchChromium, noBrowser } from '../support/browser.js';
import { junitProblems } from '../support/junit-schema.js';
import { fromRoot } from '../support/repo.js';

const REFERENCE_BOT: string = '@vouch/reference-bot';
const { startBot } = (await import(REFERENCE_BOT)) as { startBot(o: { vaultDir: string; port: number }): Promise<{ url: string; close(): Promise<void> }> };

let work: string;
let run: RunResult;
let dir: string;

before(async () => {
  work = await mkdtemp(join(tmpdir(), 'vouch-bundled-'));
  const bot = await startBot({ vaultDir: BUNDLED.vault, port: 0 });
  try {
    const result = await runSuite({ suite: BUNDLED.suite, vault: BUNDLED.vault, target: bot.url, reportsDir: join(work, 'reports'), reports: ['html', 'junit', 'markdown'], judgeCache: false });
    run = recordOf(result.run);
    result.close();
    dir = result.dir!;
  } finally {
    await bot.close();
  }
});
after(() => rm(work, { recursive: true, force: true }));

test('the JUnit of the bundled run validates, with one testcase per case and its failures', async () => {
  const xml = await readFile(join(dir, 'junit.xml'), 'utf8');
  assert.deepEqual(await junitProblems(xml), []);
  assert.equal(xml.match(/<testcase /g)?.length, run.summary.total);
  assert.equal(xml.match(/<failure /g)?.length ?? 0, run.summary.failed);
  assert.ok(run.summary.total > 50);
});

test('the Markdown summary of the bundled run names its verdict and its failures', async () => {
  const md = await readFile(join(dir, 'summary.md'), 'utf8');
  assert.match(md, new RegExp(`^### vouch · shieldbot · ${{ pass: '✅ PASS', warn: '⚠️ WARN', fail: '❌ FAIL' }[run.gate.verdict]}`));
  for (const f of run.failures) assert.ok(md.includes(`| ${f.id.replace(/-/g, '\\-')} |`), f.id);
});

test('the HTML report of the bundled run loads in Chromium with no error; screenshot saved', { skip: noBrowser() }, async () => {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    const problems: string[] = [];
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(pathToFileURL(join(dir, 'report.html')).href);
    await page.waitForSelector('details.case');
    assert.equal(await page.locator('details.case').count(), run.summary.total);
    await page.selectOption('select.filter-status', 'fail');
    assert.equal(await page.locator('details.case:visible').count(), run.summary.failed);
    if (run.summary.failed > 0) {
      await page.locator('details.case:visible summary').first().click();
      await page.locator('details.case .drill').first().waitFor();
    }
    assert.deepEqual(problems, []);
    await mkdir(fromRoot('test-results'), { recursive: true });
    const shot = fromRoot('test-results', 'bundled-report.png');
    await page.screenshot({ path: shot, fullPage: true });
    if (process.env.UPDATE_SCREENSHOT) await copyFile(shot, fromRoot('docs', 'report.png'));
  } finally {
    await browser.close();
  }
});
