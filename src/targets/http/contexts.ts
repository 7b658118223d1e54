// What a bot says it retrieved (design §12), read from its reply: a configured `contextPath`, else
// the first of `contexts`, `context`, `sources`, `documents` in a JSON reply — strings, or objects
// whose text is in `text`, `content`, `pageContent` (LangChain) or `page_content` — and the source
// parts of a Vercel AI SDK stream. Kept as plain texts with the trial; the checks read them.
import { getProperty } from 'dot-prop';

type Json = Record<string, unknown>;

/** The keys a JSON reply's retrieved texts are looked for under, in order. */
export const CONTEXT_KEYS = ['contexts', 'context', 'sources', 'documents'] as const;

/** Where an object keeps its text; a source with none is named by its title, file or URL. */
const TEXT_KEYS = ['text', 'content', 'pageContent', 'page_content', 'snippet', 'chunk'] as const;
const NAME_KEYS = ['title', 'filename', 'url', 'source', 'id'] as const;

/**
 * The retrieved texts in a JSON reply, or undefined when it names none (an empty list says the bot
 * retrieved nothing: `[]`).
 * @example contextsFromJson({ answer: '…', contexts: [{ pageContent: 'Backups are kept 35 days.' }] }) // ['Backups are kept 35 days.']
 */
export function contextsFromJson(value: unknown, path?: string): string[] | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  if (path !== undefined) return textsOf(getProperty(value as Json, path));
  for (const key of CONTEXT_KEYS) {
    const found = textsOf((value as Json)[key]);
    if (found) return found;
  }
  return undefined;
}

/** A string, an object with a text, or a list of either → the texts; undefined for anything else. */
function textsOf(value: unknown): string[] | undefined {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) {
    const texts = value.map(sourceText).filter((t): t is string => t !== undefined);
    return texts.length === value.length || texts.length > 0 ? texts : undefined;
  }
  const one = sourceText(value);
  return one === undefined ? undefined : [one];
}

/**
 * One retrieved item's text: the string itself, its text field (a nested `document` too), else its
 * name (an AI SDK source part carries only a title or a URL).
 */
export function sourceText(item: unknown): string | undefined {
  if (typeof item === 'string') return item;
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return undefined;
  const obj = item as Json;
  for (const key of TEXT_KEYS) if (typeof obj[key] === 'string') return obj[key] as string;
  const nested = obj['document'] ?? obj['metadata'];
  if (nested && typeof nested === 'object') {
    for (const key of TEXT_KEYS) if (typeof (nested as Json)[key] === 'string') return (nested as Json)[key] as string;
  }
  for (const key of NAME_KEYS) if (typeof obj[key] === 'string') return obj[key] as string;
  return undefined;
}
