// A vault: a folder of Markdown documents, read and indexed once per run. Checks and the
// reference bot read it from memory; nothing here ever resolves a label to a path on disk.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { ConfigError } from '../core/errors.js';
import { normalizeText } from '../core/text.js';
import { yaml } from '../core/yaml.js';
import { labelKey, fileStemKey } from './label.js';

export interface VaultDoc {
  /** Path relative to the vault folder, with `/` separators, e.g. `SOC2_Type2_Report_v2.md`. */
  readonly file: string;
  /** The first H1, or the file name's stem when there is none. */
  readonly title: string;
  readonly aliases: readonly string[];
  /** The document without its front matter, NFKC-normalised. */
  readonly body: string;
  /** `body` lower-cased, for the content checks. */
  readonly lower: string;
}

export interface Vault {
  readonly dir: string;
  readonly docs: readonly VaultDoc[];
  /** Normalised title, stem and alias keys → document. */
  readonly keys: ReadonlyMap<string, VaultDoc>;
  readonly byFile: ReadonlyMap<string, VaultDoc>;
}

const MARKDOWN = /\.(md|markdown|mdx)$/i;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Reads every Markdown file under `dir` (symbolic links are not followed). */
export async function loadVault(dir: string): Promise<Vault> {
  const info = await stat(dir).catch(() => undefined);
  if (!info?.isDirectory()) throw ConfigError.one(dir, 'vault folder not found');
  const files = await markdownFiles(dir);
  const docs = await Promise.all(
    files.map(async (path) => parseDoc(relative(dir, path).split(sep).join('/'), await readFile(path, 'utf8'))),
  );
  return indexVault(dir, docs);
}

/** Builds a vault from documents already in memory (used by tests and by loadVault). */
export function indexVault(dir: string, docs: readonly VaultDoc[]): Vault {
  const keys = new Map<string, VaultDoc>();
  const byFile = new Map<string, VaultDoc>();
  for (const doc of docs) {
    byFile.set(doc.file, doc);
    for (const key of [labelKey(doc.title), fileStemKey(doc.file), ...doc.aliases.map(labelKey)]) {
      if (key && !keys.has(key)) keys.set(key, doc);
    }
  }
  return { dir, docs, keys, byFile };
}

export function parseDoc(file: string, source: string): VaultDoc {
  const text = normalizeText(source);
  const front = FRONT_MATTER.exec(text);
  const body = front ? text.slice(front[0].length) : text;
  const aliases = front ? readAliases(front[1] ?? '') : [];
  const h1 = /^#[ \t]+(.+?)[ \t#]*$/m.exec(body);
  const title = h1?.[1]?.trim() ?? (file.split('/').pop() ?? file).replace(MARKDOWN, '');
  return { file, title, aliases, body, lower: body.toLowerCase() };
}

// Only documents with front matter need the YAML parser, loaded on their first use.
const parseYaml = (text: string): unknown => yaml().parse(text);

function readAliases(yaml: string): string[] {
  try {
    const meta: unknown = parseYaml(yaml);
    if (meta && typeof meta === 'object' && 'aliases' in meta) {
      const aliases = (meta as { aliases: unknown }).aliases;
      if (Array.isArray(aliases)) return aliases.filter((a): a is string => typeof a === 'string');
      if (typeof aliases === 'string') return [aliases];
    }
  } catch {
    // Front matter that is not YAML is just text; the document still counts.
  }
  return [];
}

async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && MARKDOWN.test(e.name))
    .map((e) => join(e.parentPath ?? dir, e.name))
    .sort();
}
