// `vouch start` (npm start): the embedded default. Starts the reference bot on a free loopback
// port, runs the bundled Shield Bot suite against it over real HTTP, reports, stops the bot.
import { BUNDLED, startPreset } from '../../session/index.js';
import { optionsFrom, type RunFlags } from '../flags.js';
import type { Io } from '../io.js';
import { loadReferenceBot } from './bot.js';
import { execute, shortPath } from './run.js';

export async function startCommand(flags: RunFlags, io: Io): Promise<number> {
  const { startBot } = await loadReferenceBot();
  const bot = await startBot({ vaultDir: BUNDLED.vault, host: '127.0.0.1', port: 0 });
  try {
    (flags.json ? io.stderr : io.stdout).write(`reference bot on ${bot.url} · suite ${shortPath(BUNDLED.suite, io.cwd)}\n`);
    return await execute(startPreset(optionsFrom(flags, io.cwd), bot.url), flags, io);
  } finally {
    await bot.close();
  }
}
