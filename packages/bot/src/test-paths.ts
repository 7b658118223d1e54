// Where the bot's tests find their data: the package's own fixtures and vouch's bundled sample vault.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLED } from 'vouch';

const PACKAGE = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A file or folder in this package, e.g. `fromPackage('fixtures', 'tiny-vault')`. */
export const fromPackage = (...parts: string[]): string => join(PACKAGE, ...parts);

export const SAMPLE_VAULT = BUNDLED.vault;
