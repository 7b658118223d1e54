// A reply read against the vault once, for both grounding checks: every specific it states, which
// of them it asserts, which the vault supports, and which only documents it did not cite support.
import { resolveLabel, type Vault } from '../../vault/index.js';
import type { Reply } from '../reply.js';
import { layoutOf, type Clause, type Layout } from './layout.js';
import { scopeOf, type Scope } from './scope.js';
import { isEnglish } from './common-words.js';
import { findSpecifics, type Specific } from './specifics.js';
import { supportOf, type Support } from './support.js';
import { labelsOf, nearWords, vaultIndex } from './vault-index.js';

export interface Read {
  readonly specific: Specific;
  readonly scope: Scope;
  /** For asserted specifics only. */
  readonly support?: Support;
}

export interface Grounding {
  readonly specifics: readonly Read[];
  /** Asserted, and no vault passage states them about the same thing. */
  readonly unsupported: readonly (Read & { readonly support: Support & { supported: false } })[];
  /** Supported, but only by documents the reply did not cite (design §2, level 5). */
  readonly misattributed: readonly (Read & { readonly files: readonly string[] })[];
  /** Asserted specifics not looked up: the reply held more different claims than one reply is read for (hostile text). */
  readonly unread: number;
  /** How many of the reply's characters were read: all of them, but for hostile text longer than LONGEST_READ. */
  readonly read: number;
  /** The text read (citations and the fallback blanked) and where its sentences are. */
  readonly layout: Layout;
}

export interface GroundingInput {
  readonly vault: Vault;
  readonly citationSources: Readonly<Record<string, string>>;
  /** The user's message the reply answers. */
  readonly question: string;
  /**
   * Read the text as a user's claim rather than a bot's reply: "Backups are kept 90 days, right?"
   * asks for confirmation of what it states, so its question still claims.
   */
  readonly claim?: boolean;
}

/**
 * How many different claims one reply is looked up for. A person's answer states dozens; only
 * hostile text states thousands, and each lookup costs a scan of the vault's values of its kind.
 */
export const MOST_CLAIMS = 2000;

const analyses = new WeakMap<Reply, Grounding>();

/** The reply's grounding, worked out once per reply whichever check asks first. */
export function ground(reply: Reply, input: GroundingInput): Grounding {
  let g = analyses.get(reply);
  if (!g) analyses.set(reply, (g = analyze(reply, input)));
  return g;
}

function analyze(reply: Reply, input: GroundingInput): Grounding {
  const text = masked(reply);
  const { layout, found, near, english } = readText(text);
  const scopes = scopeOf(layout, found, input.question).map((scope) => (input.claim && scope === 'asked' ? 'asserted' : scope));
  const index = vaultIndex(input.vault);
  const cited = new Set(reply.citations.map((c) => resolveLabel(input.vault, c.label, input.citationSources).file).filter((f): f is string => f !== undefined));
  const alongside = assertedBySentence(layout, found, scopes);
  // The same claim (same specific, same words around it) is looked up once: replies and hostile
  // text repeat themselves. Clauses and sentences are known by an id of their text, read once each.
  const ids = new Map<string, number>();
  const idOf = memoBy((c: Clause) => ids.get(slice(text, c)) ?? ids.set(slice(text, c), ids.size).size - 1);
  const looked = new Map<string, Support>();
  let unread = 0;
  const reads: Read[] = found.map((specific, i) => {
    const scope = scopes[i]!;
    if (scope !== 'asserted') return { specific, scope };
    const { sentence, clause } = layout.at(specific.start);
    const others = alongside[layout.sentenceAt(specific.start)] ?? NOTHING_ALONGSIDE;
    const key = `${specific.kind}\u0000${specific.text}\u0000${idOf(clause)}\u0000${idOf(sentence)}\u0000${[...near[i]!].join(' ')}\u0000${others.id}`;
    let support = looked.get(key);
    if (!support) {
      if (looked.size >= MOST_CLAIMS) {
        unread++;
        return { specific, scope };
      }
      const labels = labelsOf(specific, others.specifics, text);
      const claim = { specific, clause: slice(text, clause), sentence: slice(text, sentence), near: near[i]!, question: input.question, alongside: others.keys, cited, labels, ...(english ? {} : { foreign: { anchors: anchorsOf(others.specifics) } }) };
      looked.set(key, (support = supportOf(claim, index)));
    }
    return { specific, scope, support };
  });
  const unsupported = reads.filter((r): r is Read & { support: Support & { supported: false } } => r.support?.supported === false);
  const misattributed = cited.size === 0 ? [] : reads.flatMap((r) => {
    const files = r.support?.supported ? r.support.files : [];
    return files.length > 0 && !files.some((f) => cited.has(f)) ? [{ ...r, files }] : [];
  });
  return { specifics: reads, unsupported, misattributed, unread, read: text.length, layout };
}

/**
 * For each sentence, the keys of the values it asserts: a value the reply gives beside another is
 * no rival to it ("from version 11.4 to 12.0"). A specific's own keys among them change nothing:
 * a rival never has them.
 */
function assertedBySentence(layout: Layout, found: readonly Specific[], scopes: readonly Scope[]): { keys: Set<string>; specifics: Specific[]; id: string }[] {
  const by = layout.sentences.map(() => ({ keys: new Set<string>(), specifics: [] as Specific[], id: '' }));
  found.forEach((s, i) => {
    const at = layout.sentenceAt(s.start);
    if (at < 0) return;
    by[at]!.specifics.push(s);
    if (scopes[i] === 'asserted') for (const k of s.keys) by[at]!.keys.add(k);
  });
  for (const b of by) b.id = [...b.keys].join(' ');
  return by;
}

/** What a sentence names, in any language: the words of its names, labels and versions, lower case ("AWS KMS" → aws, kms). */
const anchorsOf = (specifics: readonly Specific[]): string[] => [
  ...new Set(specifics.filter((s) => s.kind === 'name' || s.kind === 'version' || s.names).flatMap((s) => s.text.toLowerCase().split(/[\s/:]+/).filter((w) => w.length >= 3))),
];

const NOTHING_ALONGSIDE = { keys: new Set<string>(), specifics: [] as Specific[], id: '' };

/** `f` worked out once per object. */
function memoBy<K extends object, V>(f: (k: K) => V): (k: K) => V {
  const seen = new Map<K, V>();
  return (k) => {
    if (!seen.has(k)) seen.set(k, f(k));
    return seen.get(k)!;
  };
}

interface TextReading {
  readonly layout: Layout;
  readonly found: readonly Specific[];
  readonly near: readonly ReadonlySet<string>[];
  readonly english: boolean;
}

// Bots repeat their answers across trials, fuzz variants and cases: what depends on the text
// alone is read once per text (bounded, and only for texts of an ordinary size).
const readings = new Map<string, TextReading>();
const READINGS_KEPT = 500;
const LONGEST_KEPT = 20_000;

function readText(text: string): TextReading {
  const kept = readings.get(text);
  if (kept) return kept;
  const layout = layoutOf(text);
  const found = findSpecifics(text);
  const reading = { layout, found, near: nearWords(layout, found, true), english: isEnglish(text) };
  if (text.length <= LONGEST_KEPT) {
    if (readings.size >= READINGS_KEPT) readings.delete(readings.keys().next().value!);
    readings.set(text, reading);
  }
  return reading;
}

const slice = (text: string, c: Clause): string => text.slice(c.start, c.end);

/**
 * How much of a reply is read: far more than any answer a person reads, and a bound on what
 * hostile text costs (the rest is reported as not read, never passed as grounded).
 */
export const LONGEST_READ = 100_000;

/**
 * The reply's first LONGEST_READ characters with what is not its own claim blanked out (same
 * offsets, so spans still point into `reply.text`): citation brackets (the citations check
 * verifies those) and the fallback phrase.
 */
function masked(reply: Reply): string {
  const text = reply.text.length > LONGEST_READ ? reply.text.slice(0, LONGEST_READ) : reply.text;
  const blanks: [number, number][] = [];
  let from = 0;
  for (const c of reply.citations) {
    const at = text.indexOf(c.raw, from);
    if (at < 0) break;
    blanks.push([at, at + c.raw.length]);
    from = at + c.raw.length;
  }
  if (reply.fallback) {
    const phrase = reply.fallback.toLowerCase().replace(/[.!?…\s]+$/u, '');
    const at = reply.lower.indexOf(phrase);
    if (at >= 0 && at + phrase.length <= text.length) blanks.push([at, at + phrase.length]);
  }
  if (blanks.length === 0) return text;
  blanks.sort((a, b) => a[0] - b[0]);
  const parts: string[] = [];
  let at = 0;
  for (const [start, end] of blanks) {
    if (start < at) continue;
    parts.push(text.slice(at, start), ' '.repeat(end - start));
    at = end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}
