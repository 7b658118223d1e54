// Whether the vault supports a specific the reply asserts (design §3a): a vault passage states it
// (in any equivalent wording: the keys compare) about the same thing. "The same thing" is read
// from the words around it on both sides, rare words counting most: the vault must state it
// somewhere those words share, and nowhere state another value of the same kind about them more
// closely ("public liability £10m" is contradicted by the vault's "public liability £5m" even
// though £10m is there, for employer's liability). Names, e-mails, URLs and identifiers only need
// to be in the vault. A number may also follow by plain arithmetic from stated ones, where the
// reply says it did ("in total").
import { numberKey } from './numbers.js';
import { vaultPolarity } from './polarity.js';
import type { Specific } from './specifics.js';
import { containsPhrase, subjectOf, type Occurrence, type VaultIndex } from './vault-index.js';

export type Support =
  /** Stated about the same thing; `files` are where. */
  | { readonly supported: true; readonly files: readonly string[] }
  | { readonly supported: false; readonly reason: string };

export interface Claim {
  readonly specific: Specific;
  /** The clause and the sentence it is asserted in. */
  readonly clause: string;
  readonly sentence: string;
  /** Its own stretch of the clause (nearWords): what it is said of. */
  readonly near: ReadonlySet<string>;
  /** The user's question: a subject when the reply's clause has none of its own ("35 days."). */
  readonly question: string;
  /** Keys of the other specifics its sentence asserts: a value the reply itself also gives is no rival ("from version 11.4 to 12.0"). */
  readonly alongside: ReadonlySet<string>;
  /** The vault files the reply cites. */
  readonly cited: ReadonlySet<string>;
  /** The labels it is stated under in its sentence ("Tier 1"): only vault values under the same label are about it. */
  readonly labels: readonly Specific[];
  /**
   * Written in another language than English, whose words say nothing against an English vault's:
   * the names and labels of its sentence (lower case) are what it is about.
   */
  readonly foreign?: { readonly anchors: readonly string[] };
}

/** How much a shared label ("Tier 1" on both sides) adds to how closely a vault value fits: about a rare word's weight. */
const LABEL_FIT = 4;

/** Kinds that name themselves: being in the vault is enough, unless the vault gives a rival for what they are said of. */
const PRESENCE_KINDS = new Set<Specific['kind']>(['name', 'email', 'url', 'identifier']);

export function supportOf(claim: Claim, index: VaultIndex): Support {
  const s = claim.specific;
  const own = subjectOf(s.text);
  const subject = subjectFor(claim, own);
  const sentence = without(subjectOf(claim.sentence), own);
  // Close words decide between values; the clause's and the sentence's words show a passage is about it at all, and break ties.
  const fit = (o: Occurrence): Fit => {
    const labels = labelMatch(claim.labels, o.labels);
    // A value stated under another label of the same series ("Tier 2" for a "Tier 1" claim) is about something else.
    if (labels < 0) return { close: 0, broad: 0, wide: 0 };
    return {
      close: 2 * overlap(claim.near, o.near, index) + overlap(claim.near, o.around, index) + labels * LABEL_FIT,
      broad: overlap(subject, o.around, index),
      wide: overlap(sentence, o.around, index),
    };
  };
  const candidates = [...new Set(s.keys.flatMap((k) => index.byKey.get(k) ?? []))].map((i) => index.occurrences[i]!).filter((o) => sameUnit(s, o));
  if (claim.foreign) return foreignSupport(s, candidates, claim.foreign.anchors, index);
  // A sentence that says nothing but the specific ("Version 2.1.") is about whatever states it.
  if (claim.near.size === 0 && subject.size === 0 && sentence.size === 0 && candidates.length > 0) return { supported: true, files: files(candidates) };
  const about = candidates.filter((o) => {
    const f = fit(o);
    return f.close + f.broad > 0;
  });
  const rival = contradiction(claim, about, fit, index);
  if (rival) {
    return { supported: false, reason: `the vault says "${rival.specific.text}" for this: "${excerpt(rival.passage)}" (${where(rival)})` };
  }
  if (PRESENCE_KINDS.has(s.kind) || s.names) return saidNo(s, claim, index) ?? presence(s, index);
  if (about.length > 0) return { supported: true, files: files(about) };
  const worked = arithmetic(claim, subject, index);
  if (worked) return worked;
  const other = candidates[0];
  if (other) return { supported: false, reason: `the vault states "${other.specific.text}" only about something else: "${excerpt(other.passage)}" (${where(other)})` };
  return { supported: false, reason: `the vault does not state "${s.text}"` };
}

/** 1 when both are stated under a same label, −1 when only under different labels of one series, 0 when either has none or they are of different series. */
function labelMatch(a: readonly Specific[], b: readonly Specific[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const provided = new Set(b.flatMap((x) => x.provides ?? x.keys));
  if (a.some((x) => x.keys.some((k) => provided.has(k)))) return 1;
  return a.some((x) => x.dimension !== undefined && b.some((y) => y.dimension === x.dimension)) ? -1 : 0;
}

/** A value in a sentence not in English: stated by the vault in a passage that names what its sentence names ("AWS KMS … 12 Monate"). */
function foreignSupport(s: Specific, candidates: readonly Occurrence[], anchors: readonly string[], index: VaultIndex): Support {
  if (PRESENCE_KINDS.has(s.kind) || s.names || s.kind === 'version') return presence(s, index);
  const about = candidates.filter((o) => anchors.some((a) => containsPhrase(o.passage.toLowerCase(), a)));
  if (about.length > 0) return { supported: true, files: files(about) };
  const other = candidates[0];
  return other
    ? { supported: false, reason: `the vault states "${other.specific.text}" only about something else: "${excerpt(other.passage)}" (${where(other)})` }
    : { supported: false, reason: `the vault does not state "${s.text}"` };
}

interface Fit {
  readonly close: number;
  readonly broad: number;
  readonly wide: number;
}

/** How much better a rival must fit than the claimed value to contradict it. */
const MARGIN = 1.2;

/**
 * The vault occurrence of another value of the same kind that the claim's words fit clearly
 * better than any occurrence of the claimed value: a contradiction. The words next to the claim
 * decide; when they fit both about as well, the whole sentence does. Rivals come from the
 * documents the reply cites (or, when it cites none, those holding the claimed value), and are
 * never a value the reply itself also gives.
 */
function contradiction(claim: Claim, about: readonly Occurrence[], fit: (o: Occurrence) => Fit, index: VaultIndex): Occurrence | undefined {
  const s = claim.specific;
  // A label is no value: "Tier 2" in a sentence the vault says of Tier 1 is the claim's subject, and its values are checked.
  if (!s.dimension || s.names) return undefined;
  const keys = new Set(s.keys);
  const docs = claim.cited.size > 0 ? claim.cited : new Set(about.map((o) => o.file));
  // A rival stated under the claim's own label ("Tier 1") is one wherever it is.
  const rivals = (index.byDimension.get(s.dimension) ?? [])
    .map((i) => index.occurrences[i]!)
    .filter((o) => (claim.cited.size === 0 || docs.has(o.file) || labelMatch(claim.labels, o.labels) > 0) && !(o.specific.provides ?? o.specific.keys).some((k) => keys.has(k) || claim.alongside.has(k)));
  const byFit = (a: Fit, b: Fit): number => a.close - b.close || a.wide - b.wide;
  const rival = maxByFit(rivals, fit, byFit);
  if (!rival || rival.fit.close + rival.fit.wide === 0) return undefined;
  const best = maxByFit(about, fit, byFit)?.fit ?? { close: 0, broad: 0, wide: 0 };
  const closer = rival.fit.close > best.close * MARGIN + 0.01;
  const tied = rival.fit.close * MARGIN >= best.close && best.close * MARGIN >= rival.fit.close;
  return closer || (tied && rival.fit.wide > best.wide * MARGIN + 0.01) ? rival.item : undefined;
}

function maxByFit<T>(items: readonly T[], fit: (t: T) => Fit, order: (a: Fit, b: Fit) => number): { item: T; fit: Fit } | undefined {
  let best: { item: T; fit: Fit } | undefined;
  for (const item of items) {
    const f = fit(item);
    if (!best || order(f, best.fit) > 0) best = { item, fit: f };
  }
  return best;
}

/** The clause's content words, or also the sentence's and the question's when the clause has too few to say what it is about. */
function subjectFor(claim: Claim, own: ReadonlySet<string>): Set<string> {
  const clause = without(subjectOf(claim.clause), own);
  if (clause.size >= 2) return clause;
  return subjectOf(claim.question, without(subjectOf(claim.sentence, clause), own));
}

/** `set` without the words of the specific itself ("35 days" says nothing about what is kept). */
function without(set: Set<string>, own: ReadonlySet<string>): Set<string> {
  for (const w of own) set.delete(w);
  return set;
}

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>, index: VaultIndex): number {
  let total = 0;
  for (const w of a) if (b.has(w)) total += index.weight(w);
  return total;
}

/** A number's unit (time units are in the keys already) must be what the vault counts: "5 regions" is not "5 engineers". */
function sameUnit(s: Specific, o: Occurrence): boolean {
  if (s.kind !== 'number' || !s.unit || o.specific.unit === s.unit) return true;
  for (const w of subjectOf(s.unit)) if (!o.own.has(w)) return false;
  return true;
}

/** A name the vault, where it speaks of what the claim's sentence speaks of, says no to ("SMS codes are not permitted"). */
function saidNo(s: Specific, claim: Claim, index: VaultIndex): Support | undefined {
  if (s.kind !== 'name') return undefined;
  const { polarity, passage } = vaultPolarity(s.text.toLowerCase().replace(/['’]s$/, ''), claim.sentence, index);
  return polarity === 'negated' && passage ? { supported: false, reason: `the vault says no to it: "${excerpt(passage.text)}" (${passage.file} › ${passage.heading})` } : undefined;
}

// Replies name the same few things again and again: each name is looked up once per vault.
const presences = new WeakMap<VaultIndex, Map<string, Support>>();

/** In the vault, in any case: the whole phrase, every word of a name, or an acronym of a capitalised phrase there. */
function presence(s: Specific, index: VaultIndex): Support {
  let known = presences.get(index);
  if (!known) presences.set(index, (known = new Map()));
  const key = `${s.kind}\u0000${s.text}`;
  let found = known.get(key);
  if (!found) {
    found = lookUp(s, index);
    if (known.size < 10_000) known.set(key, found);
  }
  return found;
}

// "a Splunk-based pipeline", "an Okta-like portal": the name is what comes before.
const NAME_SUFFIX = /-(?:like|based|style|type|kind|powered|driven|compatible|enabled|certified|approved|ready|native|hosted|managed|owned|led|run|only|specific|related|wide)$/;

/** The ways the vault may write a name the reply writes: as is, its hyphens as spaces or gone ("Go-there", "go there", "gothere"), without a "-based" tail, in the singular ("PhDs"). */
function spellings(phrase: string): string[] {
  const base = phrase.replace(NAME_SUFFIX, '');
  const forms = [base, base.replace(/-/g, ' '), base.replace(/-/g, '')];
  if (/[^s]s$/.test(base) && base.length > 3) forms.push(base.slice(0, -1));
  return [...new Set(forms)];
}

function lookUp(s: Specific, index: VaultIndex): Support {
  const phrase = s.text.toLowerCase().replace(/['’]s$/, '').replace(/\s+/g, ' ');
  const forms = s.kind === 'name' ? spellings(phrase) : [phrase];
  const inFiles = [...index.texts].filter(([, text]) => forms.some((f) => containsPhrase(text, f))).map(([file]) => file);
  if (inFiles.length > 0) return { supported: true, files: inFiles };
  const hits = s.keys.flatMap((k) => index.byKey.get(k) ?? []).map((i) => index.occurrences[i]!);
  if (hits.length > 0) return { supported: true, files: files(hits) };
  if (s.kind !== 'name') return { supported: false, reason: `the vault does not state "${s.text}"` };
  const words = phrase.split(/[\s/]+/).filter((w) => !/^(?:of|and|&|the|de|van|von|der)$/.test(w));
  if (words.length > 1 && words.every((w) => index.words.has(w))) {
    return { supported: true, files: [...index.texts].filter(([, t]) => words.some((w) => containsPhrase(t, w))).map(([f]) => f) };
  }
  const acronym = /^[A-Z]{2,}s?$/.test(s.text) ? index.initials.get(phrase.replace(/s$/, '')) : undefined;
  if (acronym) return { supported: true, files: [...new Set(acronym)] };
  if (words.length > 1 && index.words.has(words.map((w) => w[0]).join(''))) return { supported: true, files: [] };
  return { supported: false, reason: `the vault never names "${s.text}"` };
}


// What a reply says when a number is its own sum or ratio of stated ones: "3 sites in total".
const ARITHMETIC = /\b(?:in total|total of|totals?|combined|together|altogether|in all|overall|sum|plus|adds? up|add up|comes? to|difference|twice|double|triple|half|a third|one third|two thirds|a quarter|three quarters|times as|ratio|out of)\b/i;

/**
 * A number the reply says it worked out from two or three values the vault states about the same
 * thing: their sum, their difference, one times or divided by 2–4, or their ratio as a fraction or
 * a percentage (to the precision the reply writes).
 */
function arithmetic(claim: Claim, subject: ReadonlySet<string>, index: VaultIndex): Support | undefined {
  const s = claim.specific;
  if (s.value === undefined || !ARITHMETIC.test(claim.sentence)) return undefined;
  const about = subjectOf(claim.sentence, new Set(subject));
  const stated = index.occurrences
    .filter((o) => o.specific.value !== undefined && overlap(about, o.around, index) > 0 && comparable(s, o.specific))
    .slice(0, 60);
  const decimals = (String(s.value).split('.')[1] ?? '').length;
  const hit = (n: number): boolean =>
    Number.isFinite(n) && (numberKey(n) === numberKey(s.value!) || (s.kind === 'percentage' && n.toFixed(decimals) === s.value!.toFixed(decimals)));
  if (s.kind === 'duration' && spanOfDay(claim, index)) return { supported: true, files: [] };
  const v = stated.map((o) => o.specific.value!);
  for (let i = 0; i < v.length; i++) {
    for (const k of [2, 3, 4]) if (hit(v[i]! * k) || hit(v[i]! / k)) return worked([stated[i]!]);
    for (let j = 0; j < v.length; j++) {
      if (i === j) continue;
      const ratio = (v[i]! / v[j]!) * (s.kind === 'percentage' ? 100 : 1);
      if (hit(v[i]! + v[j]!) || hit(v[i]! - v[j]!) || hit(ratio)) return worked([stated[i]!, stated[j]!]);
      for (let k = j + 1; k < v.length; k++) if (k !== i && hit(v[i]! + v[j]! + v[k]!)) return worked([stated[i]!, stated[j]!, stated[k]!]);
    }
  }
  return undefined;
}

/** A duration that is the time between two clock times the vault states together: "opens at 08:00, closes at 13:00, so five hours". */
function spanOfDay(claim: Claim, index: VaultIndex): boolean {
  const minutes = Number(/dur:min:([\d.]+)$/.exec(claim.specific.keys[0] ?? '')?.[1]);
  if (!Number.isFinite(minutes)) return false;
  const times = new Map<string, number[]>();
  for (const o of index.occurrences) {
    const t = /^time:(\d+):(\d+)$/.exec(o.specific.keys[0] ?? '');
    if (t && claim.sentence.includes(o.specific.text)) times.set(o.passage, [...(times.get(o.passage) ?? []), Number(t[1]) * 60 + Number(t[2])]);
  }
  return [...times.values()].some((list) => list.some((a) => list.some((b) => b - a === minutes)));
}

/** Values that can be added up or divided into this one: the same unit, or any number for a percentage. */
const comparable = (s: Specific, x: Specific): boolean => s.kind === 'percentage' || x.unit === s.unit || (x.dimension !== undefined && x.dimension === s.dimension);

const worked = (from: readonly Occurrence[]): Support => ({ supported: true, files: files(from) });
const files = (from: readonly Occurrence[]): string[] => [...new Set(from.map((o) => o.file))];
const where = (o: Occurrence): string => `${o.file} › ${o.heading}`;
const excerpt = (text: string): string => (text.length > 100 ? `${text.slice(0, 99)}…` : text);
