// Generation mode (`vouch bot --llm PROVIDER:MODEL`): the extractive bot retrieves, a model writes
// the answer from the retrieved sections, and every citation the model writes is verified against
// the vault before the answer leaves. A model reply that cites what does not verify is replaced by
// the extractive answer, so the bot never returns an unverified citation. Attacks, greetings,
// false claims and uncovered questions never reach the model.
import { parseCitations, verifyCitation } from 'vouch';
import { foldText } from 'vouch';
import type { Message } from 'vouch';
import type { Vault } from 'vouch';
import type { BotReply, Source } from './answer.js';
import type { Bot, ChatBot } from './bot.js';

/** The one thing generation needs from a model provider. */
export interface AnswerModel {
  readonly id: string;
  chat(messages: readonly Message[], opts: { temperature?: number; maxTokens?: number }): Promise<string>;
}

export interface GeneratingOptions {
  readonly vault: Vault;
  readonly fallbackPhrase: string;
}

export function generatingBot(bot: Bot, model: AnswerModel, opts: GeneratingOptions): ChatBot {
  return {
    async reply(history) {
      const extractive = bot.reply(history);
      if (extractive.kind !== 'answer' || !extractive.sources?.length) return extractive;
      const written = await model.chat(promptFor(history, extractive.sources, opts.fallbackPhrase), { temperature: 0, maxTokens: 400 });
      return checked(written.trim(), extractive, opts);
    },
  };
}

function checked(text: string, extractive: BotReply, opts: GeneratingOptions): BotReply {
  if (foldText(text).includes(foldText(opts.fallbackPhrase))) {
    return { text: opts.fallbackPhrase, kind: 'fallback', reasons: ['model found no answer in the sources'], files: [] };
  }
  const citations = parseCitations(text);
  const problems = citations.map((c) => verifyCitation(c, opts.vault, {})).filter((v) => v.problem);
  if (citations.length === 0 || problems.length > 0) {
    const why = citations.length === 0 ? 'model cited nothing' : problems.map((p) => `${p.citation.raw}: ${p.problem}`).join('; ');
    return { ...extractive, reasons: [...extractive.reasons, `model answer rejected (${why})`] };
  }
  return { ...extractive, text, reasons: [...extractive.reasons, 'model answer, citations verified'] };
}

function promptFor(history: readonly Message[], sources: readonly Source[], fallback: string): Message[] {
  const listed = sources
    .map((s) => `[${s.label}${s.section ? `, ${s.section}` : ''}]\n${s.text}`)
    .join('\n\n');
  const system =
    'You answer questions strictly from the sources below. Begin your answer with "Based on [SOURCE, SECTION]:" ' +
    'naming the sources you used exactly as they are written in brackets, then answer in at most four sentences. ' +
    'State no number, name, product or identifier that the sources do not contain. If the sources do not answer ' +
    `the question, reply with exactly: ${fallback}\n\nSources:\n\n${listed}`;
  const turns = history.filter((m) => m.role !== 'system');
  return [{ role: 'system', content: system }, ...turns];
}
