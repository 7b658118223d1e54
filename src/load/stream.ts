// Big suites read element by element: a JSON file of many megabytes whose top level is an array
// (the seed's prompts format, the shape of generated suites) is parsed as it is read, each case
// handed on as soon as it is complete and then let go. Reading it whole held the text, the parsed
// array and the converted cases at once: 50,000 cases peaked at 180 MiB before anything ran.
// @streamparser/json does the parsing: a maintained streaming parser that emits the elements
// of a path and keeps nothing it has emitted.
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { JSONParser } from '@streamparser/json';
import { MAX_SUITE_BYTES } from './limits.js';

/** Files below this size are read whole: faster, and their size does not matter. */
export const STREAM_FROM_BYTES = 4 * 1024 * 1024;

/** Said by `each` on the first element when the array is not one it reads case by case. */
export const NOT_CASES = Symbol('not cases');

/**
 * Calls `each(element, index)` for every element of the top-level array of `file`, reading it in
 * pieces. Returns false, having called nothing that counts, when the file is small, not a regular
 * file, not an array at the top, not valid JSON or not UTF-8 (the whole-file reader then says where
 * it is wrong), over the suite size cap (which the whole-file reader refuses without parsing), or
 * when `each` answers NOT_CASES for the first element.
 */
export async function streamTopLevelArray(file: string, each: (element: unknown, index: number) => void | typeof NOT_CASES): Promise<boolean> {
  if (!/\.json$/i.test(file)) return false;
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile() || info.size < STREAM_FROM_BYTES || info.size > MAX_SUITE_BYTES) return false;
  if ((await firstCharacter(file)) !== '[') return false;
  const parser = new JSONParser({ paths: ['$.*'], keepStack: false });
  let index = 0;
  let declined = false;
  parser.onValue = ({ value }) => {
    if (declined) return;
    if (each(value, index++) === NOT_CASES) declined = true;
  };
  try {
    // Never past the cap, should the file grow: the array is then unfinished, and refused whole.
    for await (const chunk of createReadStream(file, { end: MAX_SUITE_BYTES }) as AsyncIterable<Buffer>) {
      parser.write(chunk);
      if (declined) return false;
    }
    // The parser ends by itself once the array closes; trailing text after it is an error.
    if (!parser.isEnded) parser.end();
  } catch {
    return false;
  }
  return !declined;
}

async function firstCharacter(file: string): Promise<string | undefined> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(256), 0, 256, 0);
    return /\S/.exec(buffer.subarray(0, bytesRead).toString('utf8').replace(/^\uFEFF/, ''))?.[0];
  } finally {
    await handle.close();
  }
}
