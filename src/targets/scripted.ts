// The `scripted` target: a bot written as a function, in process. For pipeline tests that need no
// network, and for library users who want to test a bot they can call directly.
import { TargetError, type Message } from '../core/index.js';
import type { Target, TargetReply, TargetRequest } from './target.js';

/** What a scripted bot returns: its text (with what it retrieved, if it says), or an Error to make the trial fail the way a target would. */
export type ScriptedAnswer = string | TargetReply | Error;

/**
 * A Target that answers with `answer(request)`. A returned or thrown TargetError is passed on as
 * it is (so tests can script retryable failures); any other Error becomes a non-retryable one.
 *
 * @example
 * const bot = scriptedTarget(({ messages }) => `You said: ${messages.at(-1)?.content}`);
 */
export function scriptedTarget(
  answer: (request: TargetRequest) => ScriptedAnswer | Promise<ScriptedAnswer>,
  id = 'scripted',
): Target {
  return {
    id,
    async send(request, signal) {
      // As a network target would: an abort (the runner's timeout) is a retryable failure.
      if (signal.aborted) throw new TargetError(`${id} timed out`, { retryable: true });
      let said: ScriptedAnswer;
      try {
        said = await answer(request);
      } catch (error) {
        said = error instanceof Error ? error : new Error(String(error));
      }
      if (said instanceof TargetError) throw said;
      if (said instanceof Error) throw new TargetError(`${id}: ${said.message}`, { retryable: false });
      return typeof said === 'string' ? { text: said } : said;
    },
  };
}

/** The newest user message of a request: what a scripted bot usually answers. */
export const lastUserMessage = (messages: readonly Message[]): string =>
  [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
