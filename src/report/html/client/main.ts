// The report page's script: reads the run from the page's JSON block and builds every section with
// DOM calls. It runs under the page's Content-Security-Policy, which admits only this script (by
// hash), so nothing in the data could run even if it were ever parsed as markup.
import type { ViewRun } from '../view.js';
import { caseList, conversations } from './cases.js';
import { append, h } from './dom.js';
import { flakiness } from './flaky.js';
import { pushback } from './pushback.js';
import { categories, gate, header, heatMap, tiles } from './summary.js';

function main(): void {
  const source = document.getElementById('vouch-data');
  const root = document.getElementById('report');
  if (!source || !root) return;
  const run = JSON.parse(source.textContent ?? '{}') as ViewRun;
  document.title = `vouch report · ${run.suite.name.slice(0, 80)}`;
  const cases = caseList(run);
  const open = (id: string): void => cases.open(id);
  root.textContent = '';
  append(root, header(run), gate(run), tiles(run), categories(run), heatMap(run), flakiness(run, open), conversations(run, open), pushback(run, open), cases.element);
  append(root, h('footer', {}, 'Rendered from the run record by vouch; every text from the bot is shown as text.'));
}

main();
