// Live progress on stderr: on a terminal, one line redrawn at most ten times a second; in a CI log
// (no terminal), a plain line every few seconds, so a long run never looks stuck.
import { createColors } from 'picocolors';

export interface Progress {
  tick(status: 'pass' | 'fail' | 'error' | 'skipped'): void;
  done(): void;
}

export interface ProgressOptions {
  readonly color?: boolean;
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Without a terminal: how often a line is written (default 5 s). */
  readonly everyMs?: number;
  readonly now?: () => number;
}

const QUIET: Progress = { tick() {}, done() {} };

export function progressBar(total: number, stream: { isTTY?: boolean; write(s: string): unknown }, opts: ProgressOptions = {}): Progress {
  if (total === 0) return QUIET;
  return stream.isTTY ? terminalLine(total, stream, opts) : logLines(total, stream, opts);
}

function terminalLine(total: number, stream: { write(s: string): unknown }, opts: ProgressOptions): Progress {
  const pc = createColors(opts.color);
  const now = opts.now ?? Date.now;
  const counts = { pass: 0, fail: 0, error: 0, skipped: 0 };
  let n = 0;
  let last = 0;
  let finished = false;
  const draw = (): void => {
    const width = 30;
    const filled = Math.min(width, Math.round((n / total) * width));
    stream.write(
      `\r${'█'.repeat(filled)}${'░'.repeat(width - filled)} ${n}/${total} trials  ` +
        `${pc.green(`✓${counts.pass}`)} ${pc.red(`✗${counts.fail}`)} ${pc.yellow(`!${counts.error}`)}\u001b[K`,
    );
  };
  return {
    tick(status) {
      if (finished) return;
      n++;
      counts[status]++;
      if (now() - last >= 100) {
        last = now();
        draw();
      }
    },
    done() {
      if (finished) return;
      finished = true;
      stream.write('\r\u001b[K');
    },
  };
}

function logLines(total: number, stream: { write(s: string): unknown }, opts: ProgressOptions): Progress {
  const now = opts.now ?? Date.now;
  const every = opts.everyMs ?? 5_000;
  const started = now();
  let next = started + every;
  let n = 0;
  let failed = 0;
  let errored = 0;
  let finished = false;
  return {
    tick(status) {
      if (finished) return;
      n++;
      if (status === 'fail') failed++;
      if (status === 'error') errored++;
      const t = now();
      if (t < next || n === total) return;
      next = t + every;
      const rate = n / Math.max(0.001, (t - started) / 1000);
      stream.write(`progress: ${n}/${total} trials · ${failed} failed · ${errored} errored · ${rate.toFixed(1)} trials/s\n`);
    },
    done() {
      finished = true;
    },
  };
}
