// The yaml package, loaded on first use: most runs read no YAML, and it takes ~30 ms to load.
// require() rather than import(): it resolves the same package from source, from dist and from
// the bundled CLI alike.
import { createRequire } from 'node:module';

let loaded: typeof import('yaml') | undefined;

export function yaml(): typeof import('yaml') {
  return (loaded ??= createRequire(import.meta.url)('yaml') as typeof import('yaml'));
}
