// The report page's script: reads the run from the page's JSON block and builds every section with
// DOM calls. It runs under the page's Content-Security-Policy, which admits only this script (by
// hash), so nothing in the data could run even if it were ever parsed as markup.
import { expand, isLight, type PageRun, type ViewRun } from '../view.js';
import { caseList, conversations } from './cases.js';
import { append, h } from './dom.js';
import { flakiness } from './flaky.js';
import { pushback } from './pushback.js';
import { categories, gate, header, heatMap, tiles } from './summary.js';

function main(): void {
  const source = document.getElementById('vouch-data');
  const root = document.getElementById('report');
  if (!source || !root) return;
  const { cases, ...head } = JSON.parse(source.textContent ?? '{}') as ViewRun;
  document.title = `vouch report · ${head.suite.name.slice(0, 80)}`;
  root.textContent = '';
  append(root, header(head), gate(head), tiles(head), categories(head), heatMap(head));
  // The cases can be tens of thousands: they are drawn once the summary is on screen.
  requestAnimationFrame(() =>
    setTimeout(() => {
      const run: PageRun = { ...head, cases: cases.map((c) => (isLight(c) ? expand(c) : c)) };
      const list = caseList(run);
      const open = (id: string): void => list.open(id);
      append(root, flakiness(run, open), conversations(run, open), pushback(run, open), list.element);
      append(root, h('footer', {}, 'Rendered from the run record by vouch; every text from the bot is shown as text.'));
    }, 0),
  );
}

main();
