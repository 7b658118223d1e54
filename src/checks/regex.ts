// `/regex/flags` entries in a suite (signals, mustNotAppear, the citation pattern) run on RE2 (the
// re2js package), an engine without backtracking: matching time grows linearly with the reply, so
// `/(a+)+$/` cannot hang a run on a hostile reply. Chosen over a ReDoS checker (recheck) because a
// checker's verdict is a heuristic that may time out or answer "unknown", it ships several MB (a
// Scala.js build or a native binary) and costs seconds per pattern, while re2js is 260 KB of plain
// JavaScript, loads in ~20 ms (only when a suite has a regex) and guarantees linear time for every
// pattern on every input. The price: no lookarounds and no backreferences, which a pattern must then
// do without (a load error says so). Patterns must also compile as JavaScript regular expressions,
// and escapes whose meaning differs between the two engines are refused, so an accepted pattern
// means what a JavaScript reader expects.
import { createRequire } from 'node:module';
import type { RE2JS as Engine } from 're2js';

/** Where a match is; `located` is false for a match on a huge reply that was not worth pinning down. */
export interface Found {
  readonly start: number;
  readonly end: number;
  readonly located: boolean;
}

/** A compiled entry. `test` is the engine's DFA (fast); `find` also says where, which costs more. */
export interface EntryRegex {
  test(text: string): boolean;
  find(text: string): Found | undefined;
}

/** Longer patterns are not signals a person writes; RE2 compiles them to programs too large to run fast. */
export const MAX_PATTERN_CHARS = 2000;
/**
 * RE2's program size ("a very approximate measure of a regexp's cost"); matching time is linear in
 * the reply times this. At 1000, a 1 MiB reply is matched in well under a second (measured: ≤ 0.2 s).
 */
export const MAX_PROGRAM_SIZE = 1000;
/** Replies up to this many characters are searched for a match's position directly. */
const FIND_WINDOW = 8192;

const REGEX = /^\/(.+)\/([a-z]*)$/s;

/** `/source/flags` → its parts, for entries written as regular expressions (design §3). */
export function regexParts(entry: string): { source: string; flags: string } | undefined {
  const m = REGEX.exec(entry);
  return m ? { source: m[1] ?? '', flags: m[2] ?? '' } : undefined;
}

let engine: typeof Engine | undefined;
// require() rather than import(): compiling happens inside synchronous validation, and re2js is
// loaded only by suites that have a regex.
const re2 = (): typeof Engine => (engine ??= (createRequire(import.meta.url)('re2js') as { RE2JS: typeof Engine }).RE2JS);

const compiled = new Map<string, Engine | string>();

/**
 * Why `/source/flags` cannot be used, or undefined when it can. Compiles it once; the compiled form
 * is kept for the run.
 */
export function regexProblem(source: string, flags: string): string | undefined {
  const got = compile(source, flags);
  return typeof got === 'string' ? got : undefined;
}

/**
 * The entry's compiled regex, or undefined when the entry is literal text. Throws for a pattern
 * `regexProblem` refuses (the suite's validation has already reported those).
 *
 * @example entryRegex('/(a+)+$/')?.test('a'.repeat(40) + '!') // false, at once
 */
export function entryRegex(entry: string): EntryRegex | undefined {
  const parts = regexParts(entry);
  if (!parts) return undefined;
  return linear(parts.source, parts.flags);
}

/** `source` with `flags` as a linear-time regex; throws a readable Error when it cannot be one. */
export function linear(source: string, flags: string): EntryRegex {
  const got = compile(source, flags);
  if (typeof got === 'string') throw new Error(`/${source}/${flags}: ${got}`);
  return { test: (text) => got.test(text), find: (text) => find(got, text) };
}

/** Every match's text and first group (the citation pattern's label), left to right. */
export function* matchAll(source: string, flags: string, text: string): Generator<{ whole: string; group?: string }> {
  const got = compile(source, flags);
  if (typeof got === 'string') throw new Error(`/${source}/${flags}: ${got}`);
  if (!got.test(text)) return;
  for (const m of got.matchAll(text)) {
    const group = m[1];
    yield group === undefined || group === null ? { whole: m[0] } : { whole: m[0], group };
  }
}

function compile(source: string, flags: string): Engine | string {
  const key = `${flags}/${source}`;
  let got = compiled.get(key);
  if (got === undefined) {
    got = build(source, flags);
    if (compiled.size < 10_000) compiled.set(key, got);
  }
  return got;
}

// Flags a stateless test can honour; g, y and d change nothing when only asking "is there a match".
const IGNORED_FLAGS = new Set(['g', 'y', 'd', 'u']);

function build(source: string, flags: string): Engine | string {
  if (source.length > MAX_PATTERN_CHARS) return `too large: ${source.length} characters (at most ${MAX_PATTERN_CHARS}); list literal texts as entries of their own instead`;
  const bad = [...flags].find((f) => !'imsgyud'.includes(f));
  if (bad) return `unknown flag "${bad}"; flags are i, m, s (and g, y, u, d, which change nothing here)`;
  // JavaScript refuses `/a/gg` outright; a suite must not mean something JavaScript would not run.
  const twice = [...flags].find((f, i) => flags.indexOf(f) !== i);
  if (twice) return `flag "${twice}" is written twice`;
  try {
    new RegExp(source, flags.includes('u') ? 'u' : '');
  } catch (e) {
    return `invalid regular expression: ${(e as Error).message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, '')}`;
  }
  const unsupported = unsupportedSyntax(source, flags.includes('u'));
  if (unsupported) return unsupported;
  const R = re2();
  let flagBits = 0;
  for (const f of flags) {
    if (IGNORED_FLAGS.has(f)) continue;
    flagBits |= f === 'i' ? R.CASE_INSENSITIVE : f === 'm' ? R.MULTILINE : R.DOTALL;
  }
  let regex: Engine;
  try {
    regex = R.compile(R.translateRegExp(source), flagBits);
  } catch (e) {
    return `not supported by vouch's linear-time engine (RE2): ${(e as Error).message.replace(/^error parsing regexp: /, '')}`;
  }
  if (regex.programSize() > MAX_PROGRAM_SIZE) {
    return `too large: it compiles to ${regex.programSize()} instructions (at most ${MAX_PROGRAM_SIZE}); use smaller repeat counts, or list literal texts as entries of their own`;
  }
  return regex;
}

// Constructs JavaScript has and RE2 lacks (or reads differently), found outside character classes.
const LOOKAROUND = /^\(\?<?[=!]/;
const BACKREFERENCE = /^\\(?:[1-9]|k<)/;
const RE2_ONLY_ESCAPE = /^\\[QEzACpP]/;

/** Why the pattern is refused for syntax the two engines do not share, if it is. */
function unsupportedSyntax(source: string, unicode: boolean): string | undefined {
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    const rest = source.slice(i, i + 4);
    if (ch === '\\') {
      if (!inClass && BACKREFERENCE.test(rest)) return 'backreferences (\\1, \\k<name>) are not supported: vouch matches regexes in linear time (RE2), which cannot have them';
      if (RE2_ONLY_ESCAPE.test(rest) && !(unicode && /^\\[pP]\{/.test(rest))) {
        return `the escape ${rest.slice(0, 2)} means different things in JavaScript and RE2 (\\p{…} needs the u flag); write what it stands for`;
      }
      i++;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
      else if (ch === '[' && source[i + 1] === ':') return 'a "[:" inside a character class reads as a POSIX class in RE2; escape the bracket as \\[';
      continue;
    }
    if (ch === '[') inClass = true;
    else if (ch === '(' && LOOKAROUND.test(rest)) return 'lookarounds ((?=…), (?!…), (?<=…), (?<!…)) are not supported: vouch matches regexes in linear time (RE2), which cannot have them';
  }
  return undefined;
}

/**
 * Where the first match is. The verdict comes from the DFA; the position needs RE2's slower
 * capturing engine, so on a long reply it is looked for only in the first window the DFA says holds a
 * match (windows overlap by half, so any match up to half a window long is found). A match on a huge
 * reply longer than that is reported without a position rather than paid for.
 */
function find(regex: Engine, text: string): Found | undefined {
  if (!regex.test(text)) return undefined;
  if (text.length <= FIND_WINDOW) return at(regex.exec(text), 0);
  const step = FIND_WINDOW / 2;
  for (let from = 0; from < text.length; from += step) {
    const window = text.slice(from, from + FIND_WINDOW);
    if (regex.test(window)) {
      const found = at(regex.exec(window), from);
      if (found) return found;
    }
    if (from + FIND_WINDOW >= text.length) break;
  }
  return { start: 0, end: 0, located: false };
}

function at(m: unknown[] | null, offset: number): Found | undefined {
  if (!m) return undefined;
  const index = (m as unknown[] & { index: number }).index;
  return { start: offset + index, end: offset + index + String(m[0]).length, located: true };
}
