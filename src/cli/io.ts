// Where a command writes and what it may read: the process by default, buffers in tests.
export interface Io {
  readonly stdout: NodeJS.WritableStream & { isTTY?: boolean };
  readonly stderr: NodeJS.WriteStream;
  readonly env: Readonly<Record<string, string | undefined>>;
}

export const processIo = (): Io => ({ stdout: process.stdout, stderr: process.stderr, env: process.env });
