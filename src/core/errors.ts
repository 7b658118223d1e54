// Errors that say what, where and how to fix, each with a stable code and the exit code it maps to.
import { printable } from './printable.js';

export const EXIT = { ok: 0, gateFailed: 1, badInput: 2, unreachable: 3, interrupted: 130 } as const;

export type ErrorCode = 'usage' | 'config' | 'unreachable' | 'target' | 'judge';

export class VouchError extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode,
    readonly exitCode: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** One problem in a user's file: where it is and what is wrong. */
export interface Issue {
  readonly file: string;
  /** JSON path such as `[3].requiredSignals[0]` or `cases[2].id`; empty for the whole file. */
  readonly path: string;
  readonly message: string;
}

/** `file › path: message`, every part made printable (keys and values come from the user's file). */
export const formatIssue = (i: Issue): string =>
  `${printable(i.file, 300, true)}${i.path ? ` › ${printable(i.path, 300, true)}` : ''}: ${printable(i.message, 2000)}`;

/** Bad input found before anything ran: every problem at once, exit 2. */
export class ConfigError extends VouchError {
  constructor(readonly issues: readonly Issue[]) {
    super(issues.map(formatIssue).join('\n'), 'config', EXIT.badInput);
  }

  static one(file: string, message: string, path = ''): ConfigError {
    return new ConfigError([{ file, path, message }]);
  }
}

/** A command-line mistake: exit 2. */
export class UsageError extends VouchError {
  constructor(message: string) {
    super(message, 'usage', EXIT.badInput);
  }
}

/** The target or judge could not be reached before the run: exit 3. */
export class UnreachableError extends VouchError {
  constructor(message: string) {
    super(message, 'unreachable', EXIT.unreachable);
  }
}

/**
 * A failed call to the bot under test. `retryable` says whether the runner may try again;
 * `retryAfterMs` carries the server's Retry-After, when it sent one.
 */
export class TargetError extends VouchError {
  readonly retryable: boolean;
  readonly retryAfterMs: number | undefined;
  constructor(message: string, opts: { retryable: boolean; retryAfterMs?: number }) {
    super(message, 'target', EXIT.unreachable);
    this.retryable = opts.retryable;
    this.retryAfterMs = opts.retryAfterMs;
  }
}
