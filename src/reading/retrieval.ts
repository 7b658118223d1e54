// Where a grounding or citation failure happened, read against what the bot said it retrieved
// (design §12). The retrieved texts are read as a small vault of their own (one document each), and
// the reply grounded against them as against the vault; then, for a specific the vault does not
// support (or supports only in documents the reply does not cite):
//   - retrieval: the vault covers what the answer says it about, nothing retrieved does — or what was
//     retrieved states the value the vault does not (a stale or foreign text was handed over);
//   - ignored: what was retrieved states the value for the same thing, and the answer did not follow it;
//   - invented: neither the vault's nor the retrieved texts' passages are about it.
import { sentenceSpans, type Stage } from '../core/index.js';
import type { Grounded, Grounding } from './ground.js';
import type { TextReading } from './read.js';
import type { SourceDocument, Statements } from './statements.js';
import { contentStems } from './words.js';

/** The retrieved texts as documents: one each (`retrieved 1`, `retrieved 2`, …), a passage per sentence. */
export function retrievedDocuments(contexts: readonly string[]): SourceDocument[] {
  return contexts.map((body, i) => ({
    file: `retrieved ${i + 1}`,
    title: '',
    body,
    sections: [{ heading: '', passages: [...sentenceSpans(body)].map(([s, e]) => ({ text: body.slice(s, e).trim(), kind: 'sentence' })).filter((p) => p.text !== '') }],
  }));
}

export interface StageInput {
  /** The specific as the vault grounding read it, and its place in `reading`. */
  readonly grounded: Grounded;
  readonly index: number;
  readonly reading: TextReading;
  readonly vault: Statements;
  /** The same reply grounded against the retrieved texts, and those texts' statements. */
  readonly retrieved: Grounding;
  readonly retrievedStatements: Statements;
  readonly stem: (w: string) => string;
}

/**
 * @example stageOf({ grounded, index, reading, vault, retrieved, retrievedStatements, stem }) // 'ignored'
 */
export function stageOf(input: StageInput): Stage {
  const { grounded, index, reading, vault, retrieved, retrievedStatements, stem } = input;
  const there = retrieved.specifics[index]?.support;
  // Stated by the vault, in a document not cited: from what was retrieved, or from elsewhere.
  if (grounded.support?.supported) return there?.supported ? 'ignored' : 'retrieval';
  if (there?.supported) return 'retrieval';
  const words = subjectWords(reading, index, stem);
  const retrievedCovers = covers(retrievedStatements, words);
  // A retrieved passage about the same thing states another value: the answer did not follow it.
  if (there && !there.supported && there.passage && retrievedCovers) return 'ignored';
  const v = grounded.support;
  const vaultCovers = (v !== undefined && !v.supported && v.why === 'contradicted' && v.certain) || covers(vault, words);
  return vaultCovers && !retrievedCovers ? 'retrieval' : 'invented';
}

/** What the claim is said about: its clause's content words, or its sentence's when the clause has too few. */
function subjectWords(reading: TextReading, i: number, stem: (w: string) => string): string[] {
  const own = new Set(contentStems(reading.specifics[i]!.text, stem));
  const clause = [...reading.clauseStems(i)].filter((w) => !own.has(w));
  return clause.length >= 2 ? clause : [...reading.sentenceStems(i)].filter((w) => !own.has(w));
}

/** Whether some passage holds at least half of the subject's words (two at least, or all when fewer). */
function covers(st: Statements, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  const needed = Math.min(words.length, Math.max(2, Math.ceil(words.length / 2)));
  return st.passages.some((p) => words.filter((w) => p.around.has(w)).length >= needed);
}
