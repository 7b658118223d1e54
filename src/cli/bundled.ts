// The embedded default: the Shield Bot suite and the sample vault shipped with vouch.
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../version.js';

export const bundled = {
  suite: join(PACKAGE_ROOT, 'suites', 'shieldbot', 'shieldbot.yaml'),
  prompts: join(PACKAGE_ROOT, 'suites', 'shieldbot', 'eval-prompts.json'),
  vault: join(PACKAGE_ROOT, 'data', 'sample-vault'),
} as const;
