// Reading a suite file: JSON with comments (as the seed's own examples have) or YAML, with syntax
// errors reported by line and column instead of a stack trace. A suite file is untrusted input too:
// it is read only if it is a regular file, never past a size cap, must be UTF-8, and may not nest
// deeper than any real suite does (so no recursive reader or validator downstream can overflow).
import { isUtf8 } from 'node:buffer';
import { open, stat } from 'node:fs/promises';
import { parseTree, printParseErrorCode, type Node as JsonNode, type ParseError } from 'jsonc-parser';
import { ConfigError, yaml } from '../core/index.js';
import { jsonPath } from './issues.js';

/** Larger files are not suites a person wrote: 64 MiB holds well over 100,000 cases. */
export const MAX_SUITE_BYTES = 64 * 1024 * 1024;
/** Real suites nest five or six levels; 64 leaves room for any `body` template. */
export const MAX_DEPTH = 64;
/**
 * Aliases YAML may resolve: ordinary reuse (an anchor for shared signals, used by every case) needs
 * far more than the yaml package's default of 100; an alias bomb's expansion grows past this at once.
 */
const MAX_YAML_ALIASES = 10_000;

export async function readStructured(file: string): Promise<unknown> {
  const text = decode(file, await readCapped(file));
  const data = /\.ya?ml$/i.test(file) ? parseYamlText(file, text) : parseJsonText(file, text);
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

const tooLarge = (size: number, max: number): string =>
  `is ${size > max ? `over ${max}` : size} bytes; a suite file may be at most ${max} bytes (${max / 1024 / 1024} MiB)`;

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

function parseYamlText(file: string, text: string): unknown {
  const { LineCounter, parseDocument } = yaml();
  const lines = new LineCounter();
  let doc: import('yaml').Document;
  try {
    doc = parseDocument(text, { prettyErrors: false, lineCounter: lines });
  } catch (error) {
    if (error instanceof RangeError) throw ConfigError.one(file, `invalid YAML: nested too deeply to read (at most ${MAX_DEPTH} levels)`);
    throw error;
  }
  if (doc.errors.length > 0) {
    throw new ConfigError(
      doc.errors.slice(0, 10).map((e) => ({
        file: `${file}:${e.linePos?.[0] ? `${e.linePos[0].line}:${e.linePos[0].col}` : '?'}`,
        path: '',
        message: `invalid YAML: ${yamlProblem(e.message)}`,
      })),
    );
  }
  const unresolved = unresolvedAliases(doc, lines);
  if (unresolved.length > 0) {
    throw new ConfigError(unresolved.map((a) => ({ file: `${file}:${a.at}`, path: a.path, message: `invalid YAML: alias *${a.name} refers to no anchor &${a.name} defined before it` })));
  }
  try {
    return doc.toJS({ maxAliasCount: MAX_YAML_ALIASES }) as unknown;
  } catch (error) {
    throw ConfigError.one(file, `invalid YAML: ${aliasProblem(error)}`);
  }
}

type YamlNode = import('yaml').Node | import('yaml').Pair | import('yaml').Document | null;

/** Aliases naming no anchor defined before them, with where they are (line:column and the field). */
function unresolvedAliases(doc: import('yaml').Document, lines: import('yaml').LineCounter): { name: string; at: string; path: string }[] {
  const { visit, isAlias } = yaml();
  const anchors = new Set<string>();
  const found: { name: string; at: string; path: string }[] = [];
  visit(doc, (_key, node, ancestors) => {
    // An empty document, or an empty value, is visited as null.
    if (node === null || typeof node !== 'object') return;
    const anchor = (node as { anchor?: string }).anchor;
    if (anchor) anchors.add(anchor);
    if (!isAlias(node) || anchors.has(node.source) || found.length >= 10) return;
    const pos = lines.linePos(node.range?.[0] ?? 0);
    found.push({ name: node.source, at: `${pos.line}:${pos.col}`, path: jsonPath(aliasPath(node, ancestors as readonly YamlNode[])) });
  });
  return found;
}

/** The field an alias stands in, from the nodes above it: `cases[0].prompt`. */
function aliasPath(node: import('yaml').Node, ancestors: readonly YamlNode[]): PropertyKey[] {
  const { isPair, isScalar, isSeq } = yaml();
  const path: PropertyKey[] = [];
  ancestors.forEach((a, i) => {
    const next = ancestors[i + 1] ?? node;
    if (isPair(a) && a.value === next) path.push(isScalar(a.key) ? String(a.key.value) : '?');
    else if (isSeq(a)) path.push(a.items.indexOf(next as never));
  });
  return path;
}

const yamlProblem = (message: string): string =>
  /call stack/i.test(message) ? `nested too deeply to read (at most ${MAX_DEPTH} levels)` : (message.split('\n')[0] ?? message);

/** The yaml package's alias errors, in words that say what to change. */
function aliasProblem(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/Excessive alias count/.test(message)) {
    return `aliases expand too far (more than ${MAX_YAML_ALIASES} resolved uses, as in an alias bomb); write the repeated values out or share fewer levels of anchors`;
  }
  if (error instanceof RangeError) return `nested too deeply to read (at most ${MAX_DEPTH} levels)`;
  return message.split('\n')[0] ?? message;
}

/**
 * Rejects data nested deeper than MAX_DEPTH, naming where, walking it without recursion. A shared
 * (aliased) node is walked again only when reached deeper.
 */
function checkDepth(file: string, data: unknown): void {
  const deepest = new Map<object, number>();
  const stack: { value: unknown; path: readonly PropertyKey[] }[] = [{ value: data, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (value === null || typeof value !== 'object' || (deepest.get(value) ?? -1) >= path.length) continue;
    if (path.length >= MAX_DEPTH) {
      throw ConfigError.one(file, `nested more than ${MAX_DEPTH} levels deep; a suite needs only a few`, `${jsonPath(path.slice(0, 6))}…`);
    }
    deepest.set(value, path.length);
    const entries: [PropertyKey, unknown][] = Array.isArray(value) ? value.map((child, i) => [i, child]) : Object.entries(value);
    for (const [key, child] of entries) stack.push({ value: child, path: [...path, key] });
  }
}

function position(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return `${line}:${offset - before.lastIndexOf('\n')}`;
}

// jsonc-parser's codes read like identifiers ("CloseBraceExpected"); make them a phrase.
const describe = (code: string): string => code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
