// The one thing vouch needs from a bot under test: send messages, get text back.
import type { Message } from '../core/index.js';

export interface TargetRequest {
  readonly caseId: string;
  /** 0-based repeat index. */
  readonly trial: number;
  /** 0-based conversation turn, when the case is a conversation. */
  readonly turn?: number;
  /** The whole history: optional system message, earlier turns, and the new user message last. */
  readonly messages: readonly Message[];
}

export interface TargetReply {
  readonly text: string;
  /** What the bot says it retrieved, when it says (see Response.contexts). */
  readonly contexts?: readonly string[];
}

/**
 * A bot under test. `send` throws `TargetError` (with `retryable`) on failure. Retries and
 * timeouts are the runner's; a target that streams should stop reading past the size cap, and
 * the runner checks the cap again for those that cannot.
 */
export interface Target {
  readonly id: string;
  send(request: TargetRequest, signal: AbortSignal): Promise<TargetReply>;
  /** Checked once before the run; throws `UnreachableError` when the bot is not there. */
  health?(signal: AbortSignal): Promise<void>;
  /**
   * Credentials this target sends (auth header values, `${ENV}` values, credential-like URL query
   * values): the run removes them from every reply and error before anything is written.
   */
  readonly secrets?: readonly string[];
  close?(): Promise<void>;
}
