// One kind of vault document: the files it reads, how large they may be, and how their bytes become
// a VaultDoc. Every format yields the same VaultDoc, so citations and grounding never ask which it was.
import type { VaultDoc } from './types.js';

/** What reading one file gave: the document, or why it cannot be read (the vault warns, naming the file). */
export type DocRead =
  | { readonly doc: VaultDoc; readonly warnings?: readonly string[] }
  | { readonly problem: string };

export interface DocFormat {
  /** How the format is named in warnings: "PDF", "Word". */
  readonly name: string;
  /** Lower-case file name endings, with their dot: `.md`. */
  readonly extensions: readonly string[];
  /** Larger files are not read (a warning says so): past this a document is not a note a bot answers from. */
  readonly maxBytes: number;
  /** `file` is the document's path in the vault, with `/` separators. Never throws for bad content: says the problem. */
  read(file: string, bytes: Uint8Array): Promise<DocRead>;
}

const MB = 1024 * 1024;
/** The cap for documents that are text (Markdown, plain text, HTML). */
export const TEXT_MAX_BYTES = 8 * MB;
/** The cap for containers (PDF, Word), which hold images and fonts beside their text. */
export const BINARY_MAX_BYTES = 32 * MB;
/** What any document may hold as text once read: more is cut, with a warning. */
export const MAX_TEXT_CHARS = 8 * MB;

/** The file's name without its folders or its extension: the title of a document that names none. */
export const stemOf = (file: string): string => (file.split('/').pop() ?? file).replace(/\.[^.]+$/, '');

/**
 * Bytes as text: UTF-8 unless a byte-order mark or a declared charset (an HTML `<meta charset>`,
 * passed as `charset`) says otherwise; bytes that are not UTF-8 are read as Windows-1252, the usual
 * legacy encoding. Undefined when the bytes are binary (a NUL byte early on), as a misnamed file's are.
 */
export function decodeText(bytes: Uint8Array, charset?: string): string | undefined {
  const bom = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : undefined;
  if (!bom && bytes.subarray(0, 65_536).includes(0)) return undefined;
  for (const label of [bom, charset]) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(bytes);
    } catch {
      // Not a label this Node knows: the next one.
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Reads a text document with `parse`, or says it is binary. */
export function readTextDoc(file: string, bytes: Uint8Array, parse: (file: string, text: string) => VaultDoc, charset?: string): DocRead {
  const text = decodeText(bytes, charset);
  return text === undefined ? { problem: 'it holds binary data, not text' } : { doc: parse(file, text) };
}

/** A number of bytes as people read it: "50.0 MB". */
export const megabytes = (bytes: number): string => `${(bytes / MB).toFixed(1)} MB`;
