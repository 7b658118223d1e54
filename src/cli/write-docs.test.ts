import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parse } from 'yaml';
import { CONFIGURATION_PAGE, configurationText, SUITE_SCHEMA_FILE, suiteSchemaText } from './write-docs.js';

test('schema/suite.v1.json is the JSON Schema of the suite file as the zod schema has it (run `npm run schema` after changing a field)', () => {
  assert.equal(readFileSync(SUITE_SCHEMA_FILE, 'utf8'), suiteSchemaText());
});

test('docs/configuration.md is generated from the same schema and the command line (run `npm run schema`)', () => {
  assert.equal(readFileSync(CONFIGURATION_PAGE, 'utf8'), configurationText());
});

test('the configuration page names what a newcomer looks for, each with its meaning', () => {
  const page = configurationText();
  for (const field of ['fallbackPhrases', 'citationSources', 'timeoutMs', 'warnPassRate', 'rubricPassScore', '`Q`', '`A`', '`turn`', '`trial`', '--all-trials', 'ui-messages', '--force']) {
    assert.ok(page.includes(field), `${field} is on the page`);
  }
  assert.match(page, /\| `minPassRate` \| number \\\| string \| 85% \| Hard fail below this pass rate: passed \/ \(passed \+ failed \+ errored\)/);
});

test('every field of the suite schema carries a description an editor shows', () => {
  const schema = JSON.parse(suiteSchemaText()) as { anyOf: { properties?: Record<string, { description?: string }> }[] };
  const native = schema.anyOf[0]!.properties!;
  assert.ok(Object.values(native).every((p) => (p.description ?? '').length > 10));
  // The bundled suite names the schema's fields and nothing else.
  const bundled = parse(readFileSync(new URL('../../suites/shieldbot/shieldbot.yaml', import.meta.url), 'utf8')) as Record<string, unknown>;
  for (const key of Object.keys(bundled)) assert.ok(key in native, key);
});
