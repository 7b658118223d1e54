// Writing a file so that a reader never sees half of it: write beside it, then rename.
import { mkdir, open, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export async function writeAtomically(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  await writeFile(tmp, text, 'utf8');
  await rename(tmp, path);
}

/** Arrays longer than this are written element by element. */
const STREAMED_ARRAY = 64;
/** Bytes gathered before each write. */
const CHUNK_CHARS = 1 << 16;

/**
 * Writes `value` as `JSON.stringify(value, null, 2)` would — byte for byte — without building that
 * string: a run record of 50,000 cases is tens of megabytes of text, which would otherwise sit in
 * memory whole (twice, while being encoded). The top-level object's long arrays are written one
 * element at a time. Hand-written because only this one shape needs it; a streaming serialiser
 * library would add a dependency for twenty lines.
 */
export async function writeJsonAtomically(path: string, value: object): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  const file = await open(tmp, 'w');
  try {
    let pending = '';
    const put = async (text: string): Promise<void> => {
      pending += text;
      if (pending.length >= CHUNK_CHARS) {
        await file.write(pending);
        pending = '';
      }
    };
    const entries = Object.entries(value).filter(([, v]) => v !== undefined && typeof v !== 'function');
    await put('{');
    for (const [i, [key, v]] of entries.entries()) {
      await put(`${i === 0 ? '' : ','}\n  ${JSON.stringify(key)}: `);
      if (Array.isArray(v) && v.length > STREAMED_ARRAY) {
        for (const [j, element] of v.entries()) await put(`${j === 0 ? '[' : ','}\n    ${indented(element, '    ')}`);
        await put('\n  ]');
      } else {
        await put(indented(v, '  '));
      }
    }
    await put(entries.length > 0 ? '\n}\n' : '}\n');
    await file.write(pending);
  } finally {
    await file.close();
  }
  await rename(tmp, path);
}

/** A value as JSON.stringify(…, null, 2) shows it at this depth. */
const indented = (value: unknown, indent: string): string => (JSON.stringify(value, null, 2) ?? 'null').replace(/\n/g, `\n${indent}`);
