// The vault documents a reply cites, for the checks that read its claims against them (level 5,
// agreement, pushback): its "Based on" citations, and any other bracket group that names a vault
// document ("… ended on 21 Apr 2025 [Product Lifecycle Policy, Release Calendar]") — a second
// source cited inline is still cited for what those checks ask. Levels 1–3 verify only the
// citations of design §2.
import { resolveCitation, type Vault } from '../../vault/index.js';
import type { Reply } from '../reply.js';
import { toCitation } from './parse.js';

/** A bracket group that names a vault document, where it stands in the reply. */
export interface InlineCitation {
  readonly start: number;
  readonly end: number;
  readonly file: string;
}

/** Bracket groups read at most: hostile text of a thousand brackets costs bounded lookups. */
const MOST_BRACKETS = 200;
/** A bracket group longer than this is prose in brackets, not a document's name. */
const LONGEST_LABEL = 200;

export function citedFiles(reply: Reply, vault: Vault, sources: Readonly<Record<string, string>>, longest = reply.text.length, inline = inlineCitations(reply, vault, sources, longest)): Set<string> {
  // Each "Based on" citation is a bracket group too: the inline ones found hold them.
  const files = new Set(inline.map((c) => c.file));
  for (const c of reply.citations) {
    if (inline.some((x) => reply.text.startsWith(c.raw, x.start))) continue;
    const file = resolveCitation(vault, c.label, c.section, sources).file;
    if (file) files.add(file);
  }
  return files;
}

/** Every bracket group in the reply's first `longest` characters that names a vault document. */
export function inlineCitations(reply: Reply, vault: Vault, sources: Readonly<Record<string, string>>, longest = reply.text.length): InlineCitation[] {
  const found: InlineCitation[] = [];
  const text = reply.text.length > longest ? reply.text.slice(0, longest) : reply.text;
  let read = 0;
  for (let open = text.indexOf('['); open >= 0 && read++ < MOST_BRACKETS; open = text.indexOf('[', open + 1)) {
    const close = text.indexOf(']', open);
    if (close < 0) break;
    if (close - open < LONGEST_LABEL) {
      const { label, section } = toCitation(text.slice(open, close + 1), text.slice(open + 1, close));
      const file = resolveCitation(vault, label, section, sources).file;
      if (file) found.push({ start: open, end: close + 1, file });
    }
    open = close;
  }
  return found;
}
