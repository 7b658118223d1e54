// The reference bot in memory: a vault chunked and indexed once, answering conversations.
import { SEED_FALLBACK_PHRASE } from 'vouch';
import type { Message } from 'vouch';
import { loadVault, type Vault } from 'vouch';
import { answer, type BotReply } from './answer.js';
import { chunkVault } from './chunk.js';
import { describeScope } from './replies.js';
import { DEFAULT_MIN_COVERAGE, indexChunks } from './retrieve.js';

export interface BotOptions {
  /** What the bot says when its documents do not cover a question. */
  readonly fallbackPhrase?: string;
  /** Weighted share of a question's terms the evidence must cover (0..1); see retrieve.ts. */
  readonly minCoverage?: number;
}

/** What the server needs: a reply to a conversation, now or later (a generating bot waits on its model). */
export interface ChatBot {
  reply(history: readonly Message[]): BotReply | Promise<BotReply>;
}

export interface Bot extends ChatBot {
  /** Number of sections indexed. */
  readonly sections: number;
  /** Answers the newest user message of `history`, using the rest as context. */
  reply(history: readonly Message[]): BotReply;
}

/**
 * @example
 * const bot = createBot(await loadVault('data/sample-vault'));
 * bot.reply([{ role: 'user', content: 'How is data encrypted at rest?' }]).text;
 * // → 'Based on [SOC 2 Type II Report, Encryption]: …'
 */
export function createBot(vault: Vault, options: BotOptions = {}): Bot {
  const chunks = chunkVault(vault);
  const index = indexChunks(chunks, options.minCoverage ?? DEFAULT_MIN_COVERAGE);
  const scope = describeScope([...new Set(chunks.map((c) => c.label))]);
  const fallbackPhrase = options.fallbackPhrase ?? SEED_FALLBACK_PHRASE;
  return {
    sections: chunks.length,
    reply: (history) => answer(history, { index, fallbackPhrase, scope }),
  };
}

/** Reads a vault folder and builds the bot over it. */
export async function loadBot(vaultDir: string, options: BotOptions = {}): Promise<Bot> {
  return createBot(await loadVault(vaultDir), options);
}
