// Reads a reply body as it streams in, stopping as soon as it passes a byte limit.
import type { Readable } from 'node:stream';

export interface BodyText {
  readonly text: string;
  /** The bytes `text` was decoded from, for telling text from binary. */
  readonly bytes: Buffer;
  /** True when the body went past the limit; `text` then holds only what came before it. */
  readonly exceeded: boolean;
}

/**
 * Collects the body until it ends or more than `limit` bytes arrived, then drops the
 * connection, so a huge or endless reply costs at most `limit` bytes of memory. Decodes UTF-8
 * once, at the end, so characters split across chunks survive.
 */
export function readBody(res: Readable, limit: number): Promise<BodyText> {
  return new Promise<BodyText>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    let settled = false;
    const finish = (exceeded: boolean): void => {
      settled = true;
      const bytes = Buffer.concat(chunks);
      resolve({ text: bytes.toString('utf8'), bytes, exceeded });
    };
    res.on('data', (chunk: Buffer) => {
      if (settled) return;
      bytes += chunk.length;
      if (bytes <= limit) {
        chunks.push(chunk);
        return;
      }
      chunks.push(chunk.subarray(0, chunk.length - (bytes - limit)));
      finish(true);
      res.destroy();
    });
    res.once('end', () => {
      if (!settled) finish(false);
    });
    const fail = (err: Error): void => {
      if (settled) return;
      settled = true;
      reject(err);
    };
    res.on('error', fail);
    // 'close' after 'end' is normal; before it, the server or an abort cut the reply short.
    res.once('close', () => {
      if (!settled) fail(prematureClose());
    });
  });
}

function prematureClose(): Error {
  return Object.assign(new Error('the connection closed before the reply ended'), { code: 'ECONNRESET' });
}
