// Bodies that are not a reply to check: empty, binary, or still compressed. Scoring one as text would
// let a case with only `mustNotAppear` pass on bytes the bot never said; each is a trial error.
import { isUtf8 } from 'node:buffer';
import { TargetError } from '../../core/index.js';

/** Media types that never carry a chat answer as text. */
const BINARY_TYPES = /^(image|audio|video|font)\/|^application\/(octet-stream|gzip|x-gzip|zip|x-tar|pdf|x-protobuf|vnd\.)/;

/** What vouch can tell from a body's first bytes (magic numbers) when it is not text. */
const MAGIC: readonly (readonly [readonly number[], string])[] = [
  [[0x1f, 0x8b], 'gzip-compressed data (compressed twice, or sent without its Content-Encoding?)'],
  [[0x28, 0xb5, 0x2f, 0xfd], 'zstd-compressed data'],
  [[0x50, 0x4b, 0x03, 0x04], 'a ZIP archive'],
  [[0x89, 0x50, 0x4e, 0x47], 'a PNG image'],
  [[0x25, 0x50, 0x44, 0x46], 'a PDF document'],
];

/**
 * Why `body` (as decoded from its Content-Encoding) is no reply to check, or undefined when it is
 * text: a 204/205 or an empty body says nothing; a binary media type, bytes that are not UTF-8 or
 * that hold NUL characters are not text.
 */
export function undecodable(status: number, body: Buffer, mediaType: string): string | undefined {
  if (status === 204 || status === 205) return `answered ${status} ${status === 204 ? 'No Content' : 'Reset Content'}: there is no reply to check`;
  if (body.length === 0) return 'answered with an empty body: there is no reply to check';
  if (BINARY_TYPES.test(mediaType)) return `answered with ${mediaType} (${body.length} bytes), not a text reply`;
  const magic = MAGIC.find(([bytes]) => bytes.every((b, i) => body[i] === b));
  if (magic) return `answered with ${magic[1]}, not a text reply`;
  if (!isUtf8(body)) return `answered with ${body.length} bytes that are not UTF-8 text (binary data?)`;
  if (body.includes(0)) return `answered with ${body.length} bytes holding NUL characters (binary data?)`;
  return undefined;
}

export function undecodableError(where: string, why: string): TargetError {
  return new TargetError(`${where} ${why}; vouch scores only text replies`, { retryable: false });
}
