// `vouch start` (npm start): the embedded default. Starts the reference bot on a free loopback
// port, runs the bundled Shield Bot suite against it over real HTTP, reports, stops the bot.
import { startBot } from '../../bot/index.js';
import { loadSuite } from '../../load/index.js';
import { bundled } from '../bundled.js';
import type { Io } from '../io.js';
import { execute, overrides, planFor, shortPath, type RunFlags } from './run.js';

export async function startCommand(flags: RunFlags, io: Io): Promise<number> {
  const bot = await startBot({ vaultDir: bundled.vault, host: '127.0.0.1', port: 0 });
  try {
    (flags.json ? io.stderr : io.stdout).write(`reference bot on ${bot.url} · suite ${shortPath(bundled.suite)}\n`);
    const loaded = await loadSuite(bundled.suite, { ...overrides(flags), vault: bundled.vault, target: bot.url });
    return await execute(loaded, planFor(loaded, flags), flags, io);
  } finally {
    await bot.close();
  }
}
