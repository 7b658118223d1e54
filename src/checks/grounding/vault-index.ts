// The vault's specifics, indexed once per vault: every occurrence of a specific with the words
// that say what it is about — close by (its own stretch of its clause), in its passage, and in its
// section heading and document title — and how rare each word is in the vault.
import { stemmer } from 'stemmer';
import type { Vault } from '../../vault/index.js';
import { layoutOf, type Layout } from './layout.js';
import { findSpecifics, type Specific } from './specifics.js';
import { STOP_WORDS } from './vocabulary.js';

export interface Occurrence {
  readonly specific: Specific;
  readonly file: string;
  readonly heading: string;
  readonly passage: string;
  /** Stems next to it: from the previous specific (or its clause's start) to the next one. */
  readonly near: ReadonlySet<string>;
  /** Stems of its passage and section heading. */
  readonly around: ReadonlySet<string>;
  /** Stems of its passage alone. */
  readonly own: ReadonlySet<string>;
  /** The labels it is stated under ("Tier 1" for "Tier 1 RTO: 8 hours"): see labelsOf. */
  readonly labels: readonly Specific[];
}

/** Kinds that name a thing by a number rather than state a value: "Tier 1", "Sev 2", "P3", "CC6.1". */
const LABEL_KINDS = new Set<Specific['kind']>(['version', 'identifier']);

/**
 * The labels a value is stated under, among `specifics` of one sentence or table row: those
 * before it since the value before it (names between do not count); else one right after it
 * behind "for", "of", "in" ("8 hours for Tier 1", "quarterly is for Tier 2"); else the last one before it; else the first
 * after it. "Tier 0 and Tier 1 are tested every quarter": both; "Tier 1 has an RTO of 8 hours and
 * Tier 2 of 24 hours": 8 hours is Tier 1's.
 */
export function labelsOf(s: Specific, specifics: readonly Specific[], text?: string): Specific[] {
  if (LABEL_KINDS.has(s.kind)) return [];
  const group: Specific[] = [];
  let last: Specific | undefined;
  for (const x of specifics) {
    if (x.end > s.start) break;
    if (LABEL_KINDS.has(x.kind)) {
      group.push(x);
      last = x;
    } else if (x.kind !== 'name') group.length = 0;
  }
  if (group.length > 0) return group;
  const after = specifics.find((x) => x.start >= s.end && LABEL_KINDS.has(x.kind));
  if (after && text !== undefined && /^\s*(?:(?:is|are|was|were|applies|apply)\s+(?:only\s+)?)?(?:for|of|in|on|at|under|to)\s+(?:the\s+)?$/i.test(text.slice(s.end, after.start))) return [after];
  if (last) return [last];
  return after ? [after] : [];
}

/** One vault passage with the stems it is about: what a judge is shown as a claim's source. */
export interface IndexedPassage {
  readonly file: string;
  readonly heading: string;
  readonly text: string;
  /** Stems of the passage and its section heading. */
  readonly around: ReadonlySet<string>;
}

export interface VaultIndex {
  readonly passages: readonly IndexedPassage[];
  readonly occurrences: readonly Occurrence[];
  /** Provided key → occurrence indices. */
  readonly byKey: ReadonlyMap<string, readonly number[]>;
  /** Dimension → occurrence indices: the values a claim's rivals come from. */
  readonly byDimension: ReadonlyMap<string, readonly number[]>;
  /** Stem → weight: rare words say more about a subject than common ones. */
  readonly weight: (stem: string) => number;
  /** Every word of the vault, lower case: names are looked up here. */
  readonly words: ReadonlySet<string>;
  /** Each document's text, lower case, spaces folded: for name phrases. */
  readonly texts: ReadonlyMap<string, string>;
  /** Initials of capitalised phrases ("Data Protection Officer" → dpo) → the files they are in. */
  readonly initials: ReadonlyMap<string, readonly string[]>;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

// Replies and vaults repeat the same words: each is stemmed once (bounded, so hostile text costs time, not memory).
const stems = new Map<string, string>();
const stemOf = (w: string): string => {
  let stem = stems.get(w);
  if (stem === undefined) {
    stem = stemmer(w);
    if (stems.size < 50_000) stems.set(w, stem);
  }
  return stem;
};

/** Stems of the content words of `text`: what a sentence is about. */
export function subjectOf(text: string, into = new Set<string>()): Set<string> {
  for (const stem of stemsOf(text)) into.add(stem);
  return into;
}

// "don't", "we're", "they've": function words, whatever the stop list spells.
const CONTRACTION = /n['’]t$|['’](?:re|ve|ll|d|m)$/;

// The same clause is read for each specific in it, and vault passages again for each reply.
const subjects = new Map<string, readonly string[]>();

function stemsOf(text: string): readonly string[] {
  let found = subjects.get(text);
  if (found) return found;
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(WORD)) {
    const w = m[0].replace(/['’]s$/, '');
    if (w.length < 3 || STOP_WORDS.has(w) || /^\d/.test(w) || CONTRACTION.test(w)) continue;
    out.push(stemOf(w));
  }
  found = out;
  if (text.length < 2000) {
    if (subjects.size >= 20_000) subjects.clear();
    subjects.set(text, found);
  }
  return found;
}

// "4 hours of HR recording…": a name a value is joined to by a preposition.
const OF_NAME = /^\s+(?:of|by|from|for|to|at|in|with|through|via|on)\s+(?:the\s+|a\s+|an\s+)?$/i;

/**
 * The stems next to each specific of `text`: its stretch of its clause, from the end of the
 * specific before it to the start of the one after (or the clause's ends). `withNames`: a name just
 * before it counts as its words too.
 */
export function nearWords(layout: Layout, specifics: readonly Specific[], withNames = false): Set<string>[] {
  const { text } = layout;
  return specifics.map((s, i) => {
    const { clause, sentence } = layout.at(s.start);
    const prev = specifics[i - 1];
    // A name after it, joined by a preposition, does not end what it is said of: "within 4 hours of HR recording the termination".
    let n = i + 1;
    while (specifics[n]?.kind === 'name' && OF_NAME.test(text.slice(specifics[n - 1]!.end, specifics[n]!.start))) n++;
    const next = specifics[n];
    // In a reply, a name or a label just before it in its sentence is what it is said of ("the RPO
    // is 15 minutes", "Plan: Concession Annual; Price: £48"): its words count. (Not in the vault,
    // where a name before a value is as often another subject.)
    const named = withNames && prev !== undefined && (prev.kind === 'name' || prev.names === true) && prev.start >= sentence.start && prev.end <= s.start;
    const from = named ? prev.start : prev && prev.end > clause.start && prev.end <= s.start ? prev.end : clause.start;
    const until = next && next.start < clause.end && next.start >= s.end ? next.start : clause.end;
    // After it, only up to the next comma or "and": "every 90 days and from driver cards every 28 days".
    const stop = /,|;|\band\b|\bor\b|\bwhile\b|\bwhereas\b/.exec(text.slice(s.end, until));
    const to = stop ? s.end + stop.index : until;
    // Before it, from the last comma or "and" on: "… 14 days overdue and a final notice when it is 30 days …".
    const lead = text.slice(from, s.start);
    const cut = Math.max(lead.lastIndexOf(','), lead.search(/\band\b(?!.*\band\b)/s));
    const near = subjectOf(`${cut > 0 ? lead.slice(cut + 1) : lead} ${text.slice(s.end, to)}`);
    // "…, which is 30 days": a relative clause is about the last words before it.
    if (/^\s*(?:which|that|who|whose)\b/i.test(text.slice(clause.start, s.start))) {
      for (const w of [...subjectOf(text.slice(Math.max(0, clause.start - 60), clause.start))].slice(-3)) near.add(w);
    }
    return near;
  });
}

const indexes = new WeakMap<Vault, VaultIndex>();

/** The index of `vault`, built on first use and kept for the vault's lifetime. */
export function vaultIndex(vault: Vault): VaultIndex {
  let index = indexes.get(vault);
  if (!index) indexes.set(vault, (index = build(vault)));
  return index;
}

function build(vault: Vault): VaultIndex {
  const occurrences: Occurrence[] = [];
  const indexed: IndexedPassage[] = [];
  const byKey = new Map<string, number[]>();
  const byDimension = new Map<string, number[]>();
  const df = new Map<string, number>();
  let passages = 0;
  const words = new Set<string>();
  const texts = new Map<string, string>();
  const initials = new Map<string, string[]>();
  const add = (map: Map<string, number[]>, key: string, i: number): void => void (map.get(key)?.push(i) ?? map.set(key, [i]));
  for (const doc of vault.docs) {
    texts.set(doc.file, doc.lower.replace(/\s+/g, ' '));
    for (const m of doc.lower.matchAll(WORD)) words.add(m[0]);
    for (const key of capitalisedInitials(doc.body)) initials.set(key, [...(initials.get(key) ?? []), doc.file]);
    for (const section of doc.sections) {
      const heading = subjectOf(section.heading);
      for (const p of section.passages) {
        passages++;
        const own = subjectOf(p.text);
        const around = new Set([...own, ...heading]);
        for (const stem of around) df.set(stem, (df.get(stem) ?? 0) + 1);
        indexed.push({ file: doc.file, heading: section.heading, text: p.text, around });
        const specifics = findSpecifics(p.text);
        const near = p.kind === 'row' ? rowNearWords(p.text, specifics) : nearWords(layoutOf(p.text), specifics);
        const firstCell = p.text.indexOf('; ');
        const rowLabels = specifics.filter((x) => LABEL_KINDS.has(x.kind) && (firstCell < 0 || x.end <= firstCell));
        specifics.forEach((specific, k) => {
          // A table row is about its first cell: its labels ("Tier 0") are every value's in the row.
          const labels = p.kind === 'row' && rowLabels.length > 0 ? rowLabels : labelsOf(specific, specifics, p.text);
          const i = occurrences.push({ specific, file: doc.file, heading: section.heading, passage: p.text, near: near[k]!, around, own, labels }) - 1;
          for (const key of specific.provides ?? specific.keys) add(byKey, key, i);
          if (specific.dimension) add(byDimension, specific.dimension, i);
        });
      }
    }
  }
  const weights = new Map([...df].map(([stem, n]) => [stem, Math.log((passages + 1) / (n + 1)) + 1]));
  const unseen = Math.log(passages + 1) + 1;
  const weight = (stem: string): number => weights.get(stem) ?? unseen;
  return { passages: indexed, occurrences, byKey, byDimension, weight, words, texts, initials };
}

/**
 * Near words for a table row's values, read as markdown.ts writes rows ("Severity: Sev 2;
 * Acknowledge within: 30 minutes; Updates: Every 2 hours"): a value is about its own column's
 * header and about what the row is about, its first cell — not the other columns.
 */
function rowNearWords(row: string, specifics: readonly Specific[]): Set<string>[] {
  const cells: { start: number; end: number }[] = [];
  for (let start = 0; start <= row.length; ) {
    const end = row.indexOf('; ', start);
    cells.push({ start, end: end < 0 ? row.length : end });
    if (end < 0) break;
    start = end + 2;
  }
  const first = row.slice(cells[0]!.start, cells[0]!.end);
  return specifics.map((s) => {
    const cell = cells.find((c) => s.start >= c.start && s.start < c.end) ?? cells[0]!;
    return subjectOf(first, subjectOf(row.slice(cell.start, cell.end)));
  });
}

/** The initials of `body`'s capitalised multi-word phrases: "Data Protection Officer" → "dpo". */
function* capitalisedInitials(body: string): Iterable<string> {
  for (const m of body.matchAll(/\b[A-Z][\w-]*(?:\s+(?:of|and|&|for)?\s*[A-Z][\w-]*)+/g)) {
    const key = m[0].split(/[\s-]+/).filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join('').toLowerCase();
    if (key.length >= 2) yield key;
  }
}

/** Where `phrase` (lower case) occurs in `text` (lower case) as whole words, or −1. */
export function phraseAt(text: string, phrase: string): number {
  if (phrase === '') return -1;
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const before = text[at - 1];
    const after = text[at + phrase.length];
    if (!(before && /[\p{L}\p{N}]/u.test(before)) && !(after && /[\p{L}\p{N}]/u.test(after))) return at;
  }
  return -1;
}

/** Whether `phrase` (lower case) occurs in `text` (lower case) as whole words. */
export const containsPhrase = (text: string, phrase: string): boolean => phraseAt(text, phrase) >= 0;
