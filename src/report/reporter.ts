// What a reporter is, and the multiplexer that keeps one broken reporter from breaking a run:
// the run still writes its record and exits by the gate (reporters render; the gate decides).
import type { Case, RunView, Trial } from '../core/index.js';

export interface ReportContext {
  /** The run's folder (`reports/<run-id>/`), when the run writes one. */
  readonly dir?: string;
  /** Where the run record was written. */
  readonly runFile?: string;
}

export interface Reporter {
  readonly name: string;
  /** Each trial as it finishes, with the reply it checked. */
  onTrial?(trial: Trial, c: Case): void;
  /** The finished run; returns lines worth telling the user (files written). */
  onRunEnd(run: RunView, ctx: ReportContext): readonly string[] | undefined | Promise<readonly string[] | undefined>;
}

export interface FannedOut {
  onTrial(trial: Trial, c: Case): void;
  /** Every reporter's notes, and a warning for each that failed. */
  onRunEnd(run: RunView, ctx: ReportContext): Promise<{ notes: string[]; failures: string[] }>;
}

/** One reporter for many; a reporter that throws is reported, never fatal. */
export function fanOut(reporters: readonly Reporter[]): FannedOut {
  const broken = new Map<string, string>();
  const fail = (r: Reporter, error: unknown): void => {
    if (!broken.has(r.name)) broken.set(r.name, `reporter "${r.name}" failed: ${error instanceof Error ? error.message : String(error)}`);
  };
  return {
    onTrial(trial, c) {
      for (const r of reporters) {
        if (!r.onTrial || broken.has(r.name)) continue;
        try {
          // Typed void, but a library user's reporter may be async: its rejection is caught too.
          const pending: unknown = r.onTrial(trial, c);
          if (pending instanceof Promise) pending.catch((error: unknown) => fail(r, error));
        } catch (error) {
          fail(r, error);
        }
      }
    },
    async onRunEnd(run, ctx) {
      const notes: string[] = [];
      for (const r of reporters) {
        if (broken.has(r.name)) continue;
        try {
          notes.push(...((await r.onRunEnd(run, ctx)) ?? []));
        } catch (error) {
          fail(r, error);
        }
      }
      return { notes, failures: [...broken.values()] };
    },
  };
}
