// The HTML report in a real browser (the system's Chromium through playwright-core): a run whose
// bot output is hostile renders with none of the bot's script running, no console error, no
// Content-Security-Policy violation and no request beyond the file itself; its filters and
// search change what is shown; a screenshot is saved under test-results/. Skipped, saying why,
// where no Chromium is installed.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, noBrowser } from '../../../test/support/browser.js';
import { vouch } from '../../../test/support/cli.js';
import { hostileRun } from '../../../test/support/hostile-run.js';
import { fromRoot } from '../../../test/support/repo.js';
import { MAX_REPLY } from './view.js';

const skip = noBrowser();

/** What the page did that it must not: script of the bot's, errors, policy violations, requests. */
interface Watch {
  readonly console: string[];
  readonly dialogs: string[];
  readonly requests: string[];
}

async function load(page: Page, file: string): Promise<Watch> {
  const watch: Watch = { console: [], dialogs: [], requests: [] };
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') watch.console.push(m.text());
  });
  page.on('pageerror', (e) => watch.console.push(`page error: ${e.message}`));
  page.on('dialog', (d) => {
    watch.dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('request', (r) => watch.requests.push(r.url()));
  // Runs before the page's own script, outside its policy: records every violation the page reports.
  // (Code for the page is written as text: this file is type-checked without the DOM's types.)
  await page.addInitScript(`
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + e.sample));
  `);
  await page.goto(pathToFileURL(file).href);
  await page.waitForSelector('details.case');
  return watch;
}

/** Asserts that nothing the bot wrote ran, and nothing went wrong. */
async function assertInert(page: Page, watch: Watch, file: string): Promise<void> {
  const state = (await page.evaluate(`({
    pwned: window.__pwned,
    violations: window.__violations,
    title: document.title,
    // Any attribute named on… (an event handler), any element that loads or links, any script but ours.
    handlers: [...document.querySelectorAll('*')].filter((el) => [...el.attributes].some((a) => a.name.toLowerCase().startsWith('on'))).length,
    loaders: document.querySelectorAll('img, iframe, object, embed, a[href], base, link, meta[http-equiv="refresh"], form, style:not(head > style)').length,
    scripts: document.querySelectorAll('script').length,
  })`)) as { pwned: unknown; violations: string[]; title: string; handlers: number; loaders: number; scripts: number };
  assert.equal(state.pwned, undefined, 'no script of the bot ran');
  assert.deepEqual(watch.dialogs, [], 'no alert');
  assert.match(state.title, /^vouch report · suite <script>/, 'the title is ours, with the suite name as text');
  assert.deepEqual(state.violations, [], 'no Content-Security-Policy violation');
  assert.deepEqual(watch.console, [], 'no console error or warning');
  assert.equal(state.handlers, 0, 'no event-handler attribute in the page');
  assert.equal(state.loaders, 0, 'no image, frame, link, form or base element');
  assert.equal(state.scripts, 2, 'only the data block and our script');
  assert.deepEqual(watch.requests, [pathToFileURL(file).href], 'no request but the file itself');
}

const visibleCases = (page: Page): Promise<number> => page.locator('details.case:visible').count();

describe('the HTML report in Chromium', { skip }, () => {
  let browser: Browser;
  let dir: string;
  let file: string;
  const run = hostileRun();
  const count = (f: (d: (typeof run.cases)[number]) => boolean): number => run.cases.filter(f).length;

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vouch-html-'));
    await writeFile(join(dir, 'run.json'), JSON.stringify(run));
    const r = await vouch(['report', join(dir, 'run.json'), '--format', 'html', '--output', join(dir, 'report.html')]);
    assert.equal(r.code, 0, r.stderr);
    file = join(dir, 'report.html');
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await rm(dir, { recursive: true, force: true });
  });

  test('hostile bot output is shown as text and nothing of it runs; a screenshot is saved', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const watch = await load(page, file);
    await assertInert(page, watch, file);
    // biome-ignore lint/performance/useDomNodeTextContent: what a reader sees, after styles, is the point
    const text = await page.locator('body').innerText();
    assert.ok(text.includes("<script>window.__pwned='script';document.title='pwned';alert(1)</script>"), 'the script tag is on the page as text');
    assert.ok(text.includes('\\u{1b}[31mRED'), 'terminal escapes are shown, not sent through');
    await mkdir(fromRoot('test-results'), { recursive: true });
    await page.screenshot({ path: fromRoot('test-results', 'report-hostile.png') });
    await page.close();
  });

  test('the drill-down: spans marked in the reply, citation levels, judge answers by who gave them, pin diff, a capped 1 MB reply', async () => {
    const page = await browser.newPage();
    const watch = await load(page, file);
    const open = async (id: string) => {
      const row = page.locator('details.case').filter({ has: page.locator('summary .id', { hasText: id }) }).first();
      await row.locator('summary').click();
      // The drill-down is built on the toggle event, which fires after the click returns.
      await row.locator('.drill').waitFor();
      return row;
    };
    const hostile = await open('HOSTILE-');
    assert.deepEqual(await hostile.locator('.reply mark.fail').allInnerTexts(), ['Okta']);
    assert.deepEqual(await hostile.locator('.reply mark.warn').allInnerTexts(), ['35 days']);
    const levels = await hostile.locator('table.citations tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].slice(1, 4).map((td) => td.textContent?.trim()[0])));
    assert.deepEqual(levels, [['✗', '–', '–'], ['✓', '✓', '✗'], ['✓', '✓', '✓']]);
    const judge = await open('JUDGE-001');
    assert.deepEqual(await judge.locator('table.judge tbody tr td:nth-child(4)').allInnerTexts(), ['exact', 'model', 'model']);
    const pin = await open('PIN-001');
    assert.deepEqual(await pin.locator('pre.diff .del').allInnerTexts(), ['-Keys rotate yearly.\n']);
    const huge = await open('HUGE-001');
    const shown = (await huge.locator('.reply pre').textContent()) ?? '';
    assert.ok(shown.length <= MAX_REPLY + 100, `the reply is capped (${shown.length} characters shown)`);
    assert.match((await huge.locator('.reply .caption').textContent()) ?? '', /cut short/);
    await assertInert(page, watch, file);
    await page.close();
  });

  test('filters by status, category and kind, and search by id, change the rows shown', async () => {
    const page = await browser.newPage();
    await load(page, file);
    assert.equal(await visibleCases(page), run.cases.length);
    await page.selectOption('select.filter-status', 'fail');
    assert.equal(await visibleCases(page), count((d) => d.status === 'fail'));
    await page.selectOption('select.filter-status', '');
    await page.selectOption('select.filter-category', 'soc2');
    assert.equal(await visibleCases(page), count((d) => d.category === 'soc2'));
    await page.selectOption('select.filter-category', '');
    await page.selectOption('select.filter-kind', 'judge');
    assert.equal(await visibleCases(page), 1);
    await page.selectOption('select.filter-kind', '');
    await page.fill('input.search', 'plain-01');
    assert.equal(await visibleCases(page), 10);
    assert.equal(await page.locator('.shown').textContent(), `10 of ${run.cases.length} cases shown`);
    // A conversation turn's button clears the filters and opens that turn.
    await page.locator('.conversation button', { hasText: 'turn 1' }).click();
    assert.equal(await visibleCases(page), run.cases.length);
    assert.equal(await page.locator('details.case[open] summary .id').textContent(), 'CONV-001@1');
    // A pushback turn is shown with its exchange, as text, and its button opens the case.
    const flip = page.locator('.pushback.fail');
    assert.match((await flip.locator('pre.asked').textContent()) ?? '', /^Are you sure\? I read that <script>/);
    assert.match((await flip.locator('pre.replied').textContent()) ?? '', /^You're right: <script>/);
    await flip.locator('button', { hasText: 'RET-001@pushback' }).click();
    assert.equal(await page.locator('details.case[open] summary .id').last().textContent(), 'RET-001@pushback');
    assert.equal(await page.locator('.pushback.none').count(), 1, 'a turn with nothing to push back on says so');
    await page.close();
  });

  test('without its Content-Security-Policy the page is still inert: escaping alone keeps the bot text from running', async () => {
    const html = await readFile(file, 'utf8');
    const bare = join(dir, 'no-csp.html');
    await writeFile(bare, html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, ''));
    assert.notEqual(await readFile(bare, 'utf8'), html);
    const page = await browser.newPage();
    const watch = await load(page, bare);
    await page.locator('details.case summary').first().click();
    await page.locator('details.case .drill').first().waitFor();
    await assertInert(page, watch, bare);
    await page.close();
  });
});
