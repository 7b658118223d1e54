// The reference bot's public entry: build it in memory, or serve it over HTTP.
export { createBot, loadBot, type Bot, type BotOptions } from './bot.js';
export { startBot, type RunningBot, type StartBotOptions } from './server.js';
export { generatingBot, type AnswerModel } from './generate.js';
export type { BotReply, ReplyKind } from './answer.js';
export { classify, type GuardVerdict, type Intent } from './guard.js';
export { DEFAULT_MIN_COVERAGE } from './retrieve.js';
