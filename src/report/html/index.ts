// The HTML report (`--report html` → report.html): one self-contained file that needs no network.
// The run is embedded as JSON in a non-executable <script type="application/json"> block; the
// page's one script (client/, bundled into client-script.ts at build time) renders it with DOM
// calls only. A strict Content-Security-Policy admits nothing else: no other script, style, image,
// frame, font or connection, inline handlers included.
import { createHash } from 'node:crypto';
import { asView, type RunResult, type RunView } from '../../core/index.js';
import { CLIENT_SCRIPT } from './client-script.js';
import { viewChunks } from './model.js';
import { STYLE } from './style.js';

const hash = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The page's policy: only our own script and stylesheet, by hash; everything else refused. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `script-src ${hash(CLIENT_SCRIPT)}`,
  `style-src ${hash(STYLE)}`,
  "img-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/**
 * @example await writeFile('report.html', renderHtml(run));
 */
export function renderHtml(run: RunResult | RunView): string {
  return [...htmlChunks(asView(run))].join('');
}

/**
 * The page in pieces, the embedded data a case each: a report of 50,000 cases is written without
 * being held.
 *
 * @example await writeChunksAtomically('report.html', htmlChunks(view));
 */
export function* htmlChunks(run: RunView): Generator<string> {
  yield `${[
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    '<title>vouch report</title>',
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<main id="report"><noscript>This report is drawn by its built-in script; the same data is in the run folder\'s run.json.</noscript></main>',
    '<script type="application/json" id="vouch-data">',
  ].join('\n')}`;
  yield* viewChunks(run);
  yield `</script>\n<script>${CLIENT_SCRIPT}</script>\n</body>\n</html>\n`;
}
