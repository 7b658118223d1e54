// A progress line on a terminal, redrawn at most ten times a second; silent when piped.
import pc from 'picocolors';

export interface Progress {
  tick(status: 'pass' | 'fail' | 'error'): void;
  done(): void;
}

const QUIET: Progress = { tick() {}, done() {} };

export function progressBar(total: number, stream: NodeJS.WriteStream = process.stderr): Progress {
  if (!stream.isTTY || total === 0) return QUIET;
  let n = 0;
  const counts = { pass: 0, fail: 0, error: 0 };
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
      const now = Date.now();
      if (now - last >= 100) {
        last = now;
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
