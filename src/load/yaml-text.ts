// Reading a YAML suite with the yaml package, every problem placed where it is: the package's own
// errors carry only an offset (its line numbers come with `prettyErrors`, whose messages quote the
// source), so each is given its line and column here; so are the problems vouch finds itself —
// an alias to nothing, nesting past MAX_DEPTH, an alias bomb — with the field they are in.
import type { Document, Node as YamlNode, Pair } from 'yaml';
import { ConfigError, yaml, type Issue } from '../core/index.js';
import { jsonPath } from './issues.js';
import { MAX_DEPTH, MAX_YAML_ALIASES } from './limits.js';

/** At most this many problems of one file are listed. */
const MAX_PROBLEMS = 10;

/** The YAML text's value, as JSON would give it; a ConfigError naming line, column and field for anything wrong. */
export function parseYamlText(file: string, text: string): unknown {
  const { LineCounter, parseDocument } = yaml();
  const lines = new LineCounter();
  let doc: Document;
  try {
    doc = parseDocument(text, { prettyErrors: false, lineCounter: lines });
  } catch (error) {
    if (error instanceof RangeError) throw ConfigError.one(file, `invalid YAML: nested too deeply to read (at most ${MAX_DEPTH} levels)`);
    throw error;
  }
  const at = (offset: number): string => {
    const { line, col } = lines.linePos(Math.max(0, Math.min(offset, text.length)));
    return `${file}:${line}:${col}`;
  };
  if (doc.errors.length > 0) {
    throw new ConfigError(doc.errors.slice(0, MAX_PROBLEMS).map((e) => ({ file: at(e.pos[0]), path: '', message: `invalid YAML: ${yamlProblem(e.message)}` })));
  }
  const deep = tooDeep(doc);
  if (deep) throw ConfigError.one(at(deep.offset), `nested more than ${MAX_DEPTH} levels deep; a suite needs only a few`, `${jsonPath(deep.path.slice(0, 6))}…`);
  const unresolved = unresolvedAliases(doc);
  if (unresolved.length > 0) {
    throw new ConfigError(unresolved.map((a): Issue => ({ file: at(a.offset), path: a.path, message: `invalid YAML: alias *${a.name} refers to no anchor &${a.name} defined before it` })));
  }
  try {
    return doc.toJS({ maxAliasCount: MAX_YAML_ALIASES }) as unknown;
  } catch (error) {
    const bomb = /Excessive alias count/.test(String(error)) ? placeOf(() => heaviestAlias(doc)) : undefined;
    if (bomb) throw ConfigError.one(at(bomb.offset), `invalid YAML: ${aliasProblem(error)} (alias *${bomb.name})`, bomb.path);
    throw ConfigError.one(file, `invalid YAML: ${aliasProblem(error)}`);
  }
}

/** A chain of thousands of anchors, each aliasing the last, is too deep to follow: then no place is given. */
function placeOf<T>(find: () => T): T | undefined {
  try {
    return find();
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

type Place = { readonly offset: number; readonly path: readonly PropertyKey[] };
type Child = { readonly node: unknown; readonly key: PropertyKey };

/** The children of a collection node with the key each has in the value (a pair's key as text). */
function childrenOf(node: unknown): Child[] {
  const { isMap, isPair, isScalar, isSeq } = yaml();
  if (isSeq(node)) return node.items.map((item, i) => ({ node: item, key: i }));
  if (!isMap(node)) return [];
  return node.items.filter((p): p is Pair => isPair(p)).map((p) => ({ node: p.value, key: isScalar(p.key) ? String(p.key.value) : '?' }));
}

/**
 * The first collection nested MAX_DEPTH levels deep, found without recursion before anything
 * recursive (the package's visit and toJS) walks the document.
 */
function tooDeep(doc: Document): Place | undefined {
  const { isCollection } = yaml();
  const stack: { node: unknown; path: PropertyKey[] }[] = [{ node: doc.contents, path: [] }];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    if (!isCollection(node)) continue;
    if (path.length >= MAX_DEPTH) return { offset: node.range?.[0] ?? 0, path };
    for (const child of childrenOf(node).reverse()) stack.push({ node: child.node, path: [...path, child.key] });
  }
  return undefined;
}

type AliasPlace = Place & { readonly node: unknown; readonly name: string; readonly target: unknown };

/**
 * Every alias in document order, with where it is, the field it stands in and the node it names
 * (the last one anchored with its name before it; undefined for none). One walk: asking each alias
 * to resolve itself would walk the document once per alias.
 */
function aliases(doc: Document): AliasPlace[] {
  const { visit, isAlias } = yaml();
  const anchored = new Map<string, unknown>();
  const found: AliasPlace[] = [];
  visit(doc, (_key, node, ancestors) => {
    // An empty document, or an empty value, is visited as null.
    if (node === null || typeof node !== 'object') return;
    if (isAlias(node)) {
      found.push({ node, name: node.source, target: anchored.get(node.source), offset: node.range?.[0] ?? 0, path: aliasPath(node, ancestors) });
      return;
    }
    const anchor = (node as { anchor?: string }).anchor;
    if (anchor) anchored.set(anchor, node);
  });
  return found;
}

/** Aliases naming no anchor defined before them. */
function unresolvedAliases(doc: Document): { name: string; offset: number; path: string }[] {
  return aliases(doc)
    .filter((a) => a.target === undefined)
    .slice(0, MAX_PROBLEMS)
    .map((a) => ({ name: a.name, offset: a.offset, path: jsonPath(a.path) }));
}

/**
 * Where an alias bomb goes off: the first alias whose expansion alone passes the limit, or else the
 * one expanding furthest. Expansions are counted once per anchored node.
 */
function heaviestAlias(doc: Document): { name: string; offset: number; path: string } | undefined {
  const { isAlias, isPair } = yaml();
  const found = aliases(doc);
  const targets = new Map<unknown, unknown>(found.map((a) => [a.node, a.target]));
  const sizes = new Map<unknown, number>();
  const size = (node: unknown): number => {
    if (isAlias(node)) return size(targets.get(node));
    if (isPair(node)) return size(node.key) + size(node.value);
    const known = sizes.get(node);
    if (known !== undefined) return known;
    sizes.set(node, Number.POSITIVE_INFINITY); // an alias inside its own anchor: endless
    const items = (node as { items?: unknown[] } | null)?.items;
    const total = items ? items.reduce<number>((n, item) => n + size(item), 1) : 1;
    sizes.set(node, Math.min(total, Number.MAX_SAFE_INTEGER));
    return sizes.get(node)!;
  };
  let heaviest: { alias: AliasPlace; size: number } | undefined;
  for (const alias of found) {
    const n = size(alias.target);
    if (n > MAX_YAML_ALIASES) return { name: alias.name, offset: alias.offset, path: jsonPath(alias.path) };
    if (!heaviest || n > heaviest.size) heaviest = { alias, size: n };
  }
  return heaviest && { name: heaviest.alias.name, offset: heaviest.alias.offset, path: jsonPath(heaviest.alias.path) };
}

type Ancestor = YamlNode | Pair | Document;

/** The field an alias stands in, from the nodes above it: `cases[0].prompt`. */
function aliasPath(node: YamlNode, ancestors: readonly Ancestor[]): PropertyKey[] {
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
