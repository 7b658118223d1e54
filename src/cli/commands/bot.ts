// `vouch bot`: serve the reference bot until interrupted.
import { resolve } from 'node:path';
import { startBot } from '../../bot/index.js';
import { bundled } from '../bundled.js';
import type { Io } from '../io.js';

export interface BotFlags {
  readonly vault?: string;
  /** `provider:model` to write answers from the retrieved sections. */
  readonly llm?: string;
  readonly port: number;
  readonly host: string;
}

export async function botCommand(flags: BotFlags, io: Io): Promise<void> {
  const vaultDir = resolve(flags.vault ?? bundled.vault);
  const model = flags.llm ? await (await import('../../providers/index.js')).createChatModel(flags.llm, io.env) : undefined;
  const bot = await startBot({ vaultDir, host: flags.host, port: flags.port, ...(model ? { model } : {}) });
  const mode = model ? `, answers written by ${model.id} (citations verified)` : ', extractive answers';
  io.stderr.write(`reference bot answering from ${vaultDir}${mode}\nchat:   POST ${bot.url}\nhealth: GET  ${new URL('/api/health', bot.url).href}\n(ctrl-c to stop)\n`);
  await new Promise<void>((done) => {
    const stop = (): void => void bot.close().then(done);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
