// A real browser for tests: the system's Chromium (Debian's `chromium` package, which .ci/run
// installs) driven by playwright-core — never a browser download. Tests skip, saying why, when
// there is no Chromium on this machine.
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

const NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

/** The Chromium executable: $CHROMIUM_PATH, else the first of the usual names on $PATH. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  const dirs = (env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const name of NAMES) for (const dir of dirs) if (existsSync(join(dir, name))) return join(dir, name);
  return undefined;
}

/** Why browser tests are skipped here, or undefined when they can run. */
export const noBrowser = (): string | undefined =>
  findChromium() ? undefined : 'no Chromium on this machine: install it (apt-get install chromium, as .ci/run does) or set CHROMIUM_PATH';

/** A headless Chromium; close it when done. */
export function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(noBrowser());
  // --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
  return chromium.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
}
