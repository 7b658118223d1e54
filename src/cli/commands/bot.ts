// `vouch bot`: serve the reference bot until interrupted. The bot is its own package; vouch loads
// it only for this command and `vouch start`.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PACKAGE_ROOT, UsageError } from '../../core/index.js';
import { createChatModel } from '../../providers/index.js';
import { BUNDLED } from '../../session/index.js';
import type { Io } from '../io.js';

export interface BotFlags {
  readonly vault?: string;
  /** `provider:model` to write answers from the retrieved sections. */
  readonly llm?: string;
  readonly port: number;
  readonly host: string;
}

/** What vouch uses of the reference bot package. */
export interface ReferenceBot {
  startBot(options: {
    vaultDir: string;
    host: string;
    port: number;
    model?: { readonly id: string; chat(messages: readonly { role: 'system' | 'user' | 'assistant'; content: string }[], opts: { temperature?: number; maxTokens?: number }): Promise<string> };
  }): Promise<{ readonly url: string; close(): Promise<void> }>;
}

// A variable, so the compiler does not resolve it: the bot depends on vouch, not the other way round.
const REFERENCE_BOT: string = '@vouch/reference-bot';

/** The copy of the bot bundled into vouch's own package (scripts/bundle.mjs): what an installed vouch has. */
const BUNDLED_BOT = join(PACKAGE_ROOT, 'dist', 'bot', 'index.js');

/** The workspace package in vouch's repository (sources under test), else the copy shipped in the package. */
export async function loadReferenceBot(): Promise<ReferenceBot> {
  try {
    return (await import(REFERENCE_BOT)) as ReferenceBot;
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
  }
  if (existsSync(BUNDLED_BOT)) return (await import(pathToFileURL(BUNDLED_BOT).href)) as ReferenceBot;
  throw new UsageError(`the reference bot is missing: neither ${REFERENCE_BOT} nor ${BUNDLED_BOT} is there (in vouch's repository, npm run build makes it)`);
}

export async function botCommand(flags: BotFlags, io: Io): Promise<number> {
  const { startBot } = await loadReferenceBot();
  const vaultDir = resolve(io.cwd, flags.vault ?? BUNDLED.vault);
  const model = flags.llm ? await createChatModel(flags.llm, io.env) : undefined;
  const bot = await startBot({ vaultDir, host: flags.host, port: flags.port, ...(model ? { model } : {}) });
  const mode = model ? `, answers written by ${model.id} (citations verified)` : ', extractive answers';
  io.stderr.write(`reference bot answering from ${vaultDir}${mode}\nchat:   POST ${bot.url}/api/chat\nhealth: GET  ${bot.url}/api/health\n(ctrl-c to stop)\n`);
  await new Promise<void>((done) => {
    if (io.stop?.aborted) return done();
    io.stop?.addEventListener('abort', () => done(), { once: true });
  });
  await bot.close();
  return 0;
}
