// Reading a suite file: JSON with comments (as the seed's own examples have) or YAML, with syntax
// errors reported by line and column instead of a stack trace. A suite file is untrusted input too:
// it is read only if it is a regular file, never past a size cap, must be UTF-8, and may not nest
// deeper than any real suite does (so no recursive reader or validator downstream can overflow).
import { isUtf8 } from 'node:buffer';
import { open, stat } from 'node:fs/promises';
import { parseTree, printParseErrorCode, type Node as JsonNode, type ParseError } from 'jsonc-parser';
import { ConfigError } from '../core/index.js';
import { jsonPath } from './issues.js';
import { MAX_DEPTH, MAX_SUITE_BYTES, MAX_YAML_BYTES } from './limits.js';
import { parseYamlText } from './yaml-text.js';

export { MAX_DEPTH, MAX_SUITE_BYTES } from './limits.js';

export async function readStructured(file: string): Promise<unknown> {
  const isYaml = /\.ya?ml$/i.test(file);
  const text = decode(file, await readCapped(file, isYaml ? MAX_YAML_BYTES : MAX_SUITE_BYTES));
  const data = isYaml ? parseYamlText(file, text) : parseJsonText(file, text);
  checkDepth(file, data);
  return data;
}

/** The file's bytes: a regular file only (a FIFO would block and a device never end), at most MAX_SUITE_BYTES. */
async function readCapped(file: string, max = MAX_SUITE_BYTES): Promise<Buffer> {
  const info = await stat(file).catch((e: NodeJS.ErrnoException) => {
    throw ConfigError.one(file, e.code === 'ENOENT' ? 'file not found' : `cannot read: ${e.code ?? e.message}`);
  });
  if (info.isDirectory()) throw ConfigError.one(file, 'is a folder; expected a suite file (JSON or YAML)');
  if (!info.isFile()) throw ConfigError.one(file, `is ${kindOf(info)}, not a regular file; save the suite to a file and pass its path`);
  if (info.size > max) throw ConfigError.one(file, tooLarge(info.size, max));
  const handle = await open(file, 'r').catch((e: NodeJS.ErrnoException) => {
    throw ConfigError.one(file, `cannot read: ${e.code ?? e.message}`);
  });
  try {
    // Read until the end, never past the cap: a file may grow, or (in /proc) report a size of 0.
    const chunks: Buffer[] = [];
    let length = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(Math.max(info.size + 1 - length, 65_536), max + 1 - length));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, length);
      if (bytesRead === 0) return Buffer.concat(chunks, length);
      chunks.push(chunk.subarray(0, bytesRead));
      length += bytesRead;
      if (length > max) throw ConfigError.one(file, tooLarge(length, max));
    }
  } finally {
    await handle.close();
  }
}

const tooLarge = (size: number, max: number): string => {
  const limit = `${max} bytes (${max / 1024 / 1024} MiB)`;
  const what = max === MAX_YAML_BYTES
    ? `a YAML suite may be at most ${limit}, as YAML costs far more to read than JSON: write a bigger suite as JSON (up to ${MAX_SUITE_BYTES / 1024 / 1024} MiB)`
    : `a suite file may be at most ${limit}`;
  return `is ${size > max ? `over ${max}` : size} bytes; ${what}`;
};

function kindOf(info: import('node:fs').Stats): string {
  if (info.isFIFO()) return 'a pipe (FIFO)';
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'a device';
  if (info.isSocket()) return 'a socket';
  return 'not a file';
}

/** UTF-8 text (a leading byte-order mark dropped); any other bytes are an error naming where, never silently replaced. */
export function decode(file: string, bytes: Buffer): string {
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  if (isUtf8(body)) return body.toString('utf8');
  const offset = firstInvalidByte(body) + (body === bytes ? 0 : 3);
  const byte = bytes[offset] ?? 0;
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  const before = bytes.subarray(0, offset);
  let line = 1;
  for (const b of before) if (b === 0x0a) line++;
  throw ConfigError.one(
    `${file}:${line}:${offset - before.lastIndexOf(0x0a)}`,
    `not UTF-8: byte 0x${byte.toString(16).padStart(2, '0')} at offset ${offset} is not valid UTF-8; ${utf16 ? 'the file is UTF-16: ' : ''}save the file as UTF-8`,
  );
}

/**
 * Where the first byte that is not UTF-8 is. Decoding replaces it with U+FFFD; every character before
 * it was decoded from valid bytes, so their UTF-8 length is its offset (a genuine U+FFFD in the file
 * is three valid bytes, EF BF BD, and is skipped).
 */
function firstInvalidByte(bytes: Buffer): number {
  const text = bytes.toString('utf8');
  let offset = 0;
  let from = 0;
  for (let at = text.indexOf('\ufffd'); at >= 0; at = text.indexOf('\ufffd', at + 1)) {
    offset += Buffer.byteLength(text.slice(from, at));
    from = at + 1;
    if (!(bytes[offset] === 0xef && bytes[offset + 1] === 0xbf && bytes[offset + 2] === 0xbd)) return offset;
    offset += 3;
  }
  return offset;
}

export function parseJsonText(file: string, text: string): unknown {
  // Most suites are plain JSON, which the built-in parser reads several times faster; comments,
  // trailing commas and mistakes go to jsonc-parser, which also says where the mistake is.
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return parseCommentedJson(file, text);
  }
}

function parseCommentedJson(file: string, text: string): unknown {
  const errors: ParseError[] = [];
  let tree: JsonNode | undefined;
  try {
    tree = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false });
  } catch (error) {
    // jsonc-parser recurses once per level: thousands of unclosed brackets overflow the stack.
    if (error instanceof RangeError) throw ConfigError.one(file, `invalid JSON: nested too deeply to read (at most ${MAX_DEPTH} levels)`);
    throw error;
  }
  if (errors.length > 0) {
    throw new ConfigError(
      errors.slice(0, 10).map((e) => ({
        file: `${file}:${position(text, e.offset)}`,
        path: '',
        message: `invalid JSON: ${describe(printParseErrorCode(e.error))}`,
      })),
    );
  }
  return tree ? treeValue(file, tree, []) : undefined;
}

/**
 * The value of a parsed tree, as JSON.parse would give it: a key such as `__proto__` is an own
 * property (so it is reported as an unknown field), never the object's prototype, as jsonc-parser's
 * own conversion would make it.
 */
function treeValue(file: string, node: JsonNode, path: PropertyKey[]): unknown {
  if (path.length > MAX_DEPTH) throw ConfigError.one(file, `nested more than ${MAX_DEPTH} levels deep; a suite needs only a few`, `${jsonPath(path.slice(0, 6))}…`);
  if (node.type === 'array') return (node.children ?? []).map((child, i) => treeValue(file, child, [...path, i]));
  if (node.type !== 'object') return node.value as unknown;
  const out: Record<string, unknown> = {};
  for (const property of node.children ?? []) {
    const [key, value] = property.children ?? [];
    if (!key || !value) continue;
    const name = String(key.value);
    Object.defineProperty(out, name, { value: treeValue(file, value, [...path, name]), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/**
 * Rejects data nested deeper than MAX_DEPTH, naming where, walking it without recursion. A shared
 * (aliased) node is walked again only when reached deeper.
 */
function checkDepth(file: string, data: unknown): void {
  const deepest = new Map<object, number>();
  const stack: Place[] = [{ value: data, depth: 0 }];
  while (stack.length > 0) {
    const place = stack.pop()!;
    const { value, depth } = place;
    if (value === null || typeof value !== 'object' || (deepest.get(value) ?? -1) >= depth) continue;
    if (depth >= MAX_DEPTH) {
      throw ConfigError.one(file, `nested more than ${MAX_DEPTH} levels deep; a suite needs only a few`, `${jsonPath(pathTo(place).slice(0, 6))}…`);
    }
    deepest.set(value, depth);
    // Only objects can nest: strings and numbers, most of a suite, are not walked.
    const visit = (child: unknown, key: PropertyKey): void => {
      if (child !== null && typeof child === 'object') stack.push({ value: child, depth: depth + 1, key, parent: place });
    };
    if (Array.isArray(value)) value.forEach(visit);
    else for (const key of Object.keys(value)) visit((value as Record<string, unknown>)[key], key);
  }
}

/** A value met on the walk, linked to its parent: a suite of thousands of cases needs no path copied per value. */
interface Place {
  readonly value: unknown;
  readonly depth: number;
  readonly key?: PropertyKey;
  readonly parent?: Place;
}

function pathTo(place: Place): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Place | undefined = place; at?.parent; at = at.parent) path.push(at.key!);
  return path.reverse();
}

function position(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return `${line}:${offset - before.lastIndexOf('\n')}`;
}

// jsonc-parser's codes read like identifiers ("CloseBraceExpected"); make them a phrase.
const describe = (code: string): string => code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
