// `npm run schema`: regenerates schema/run-result.v<N>.json from the zod schema.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT, RUN_RESULT_VERSION } from '../core/index.js';
import { runResultJsonSchema } from './schema.js';

export const SCHEMA_FILE = join(PACKAGE_ROOT, 'schema', `run-result.v${RUN_RESULT_VERSION}.json`);
export const schemaText = (): string => `${JSON.stringify(runResultJsonSchema(), null, 2)}\n`;

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  writeFileSync(SCHEMA_FILE, schemaText());
  process.stdout.write(`wrote ${SCHEMA_FILE}\n`);
}
