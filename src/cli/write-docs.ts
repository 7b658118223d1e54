// `npm run schema` (with report/write-schema.ts): writes schema/suite.v<N>.json and
// docs/configuration.md from the suite's zod schema and the command line. A test keeps both current.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../core/index.js';
import { suiteJsonSchema, SUITE_SCHEMA_VERSION } from '../session/index.js';
import { configurationPage } from './configuration-page.js';

export const SUITE_SCHEMA_FILE = join(PACKAGE_ROOT, 'schema', `suite.v${SUITE_SCHEMA_VERSION}.json`);
export const CONFIGURATION_PAGE = join(PACKAGE_ROOT, 'docs', 'configuration.md');

export const suiteSchemaText = (): string => `${JSON.stringify(suiteJsonSchema(), null, 2)}\n`;
export const configurationText = (): string => `${configurationPage()}\n`;

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  writeFileSync(SUITE_SCHEMA_FILE, suiteSchemaText());
  writeFileSync(CONFIGURATION_PAGE, configurationText());
  process.stdout.write(`wrote ${SUITE_SCHEMA_FILE}\nwrote ${CONFIGURATION_PAGE}\n`);
}
