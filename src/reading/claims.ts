// Which sentences of a reply state something about the world (for the judge's pass over claims,
// design §3a `grounding: judge`), and which vault passages a sentence is about: what a judge is
// shown as its source.
import type { Span } from './layout.js';
import type { TextReading } from './read.js';
import type { StatedPassage, Statements } from './statements.js';
import { contentStems } from './words.js';

// Sentences that state nothing about the world: offers, courtesies, and what the sources lack.
const NO_CLAIM =
  /^(?:let me know|please|feel free|if you (?:need|want|have|would)|i hope|happy to|thank|hope this|do you|would you|is there anything)\b|\b(?:do(?:es)?|did) not (?:\w+ )?(?:mention|state|specify|say|cover|contain|include)\b|\b(?:doesn['’]t|don['’]t) (?:\w+ )?(?:mention|state|specify|say|cover|contain|include)\b/i;

// "Based on [Source, Section]:" with its brackets blanked: the citation, which the citations check verifies.
const CITING = /^\s*(?:based on|according to)\s*:?\s*/i;

/** A sentence as a claim: without the citation that leads it. */
export function claimText(reading: TextReading, span: Span): string {
  const text = reading.text.slice(span.start, span.end);
  return text.slice(CITING.exec(text)?.[0].length ?? 0).replace(/^[\s:]+/, '').trim();
}

/** The reply's sentences that assert something: no questions, no courtesies, at least two content words. */
export function claimSentences(reading: TextReading, stem: (w: string) => string): Span[] {
  return reading.sentences.flatMap((s) => {
    const sentence = claimText(reading, s);
    return !s.question && !NO_CLAIM.test(sentence) && contentStems(sentence, stem).length >= 2 ? [{ start: s.start, end: s.end }] : [];
  });
}

/** The passages that share the most (rare) words with `text`, best first, up to `chars` characters; among `within` when given. */
export function passagesAbout(text: string, st: Statements, stem: (w: string) => string, chars: number, within?: readonly StatedPassage[]): StatedPassage[] {
  const words = new Set(contentStems(text, stem));
  const scored = (within ?? st.passages)
    .map((p) => {
      let score = 0;
      for (const w of words) if (p.around.has(w)) score += st.weight(w);
      return { p, score };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score);
  const chosen: StatedPassage[] = [];
  let size = 0;
  for (const { p } of scored) {
    if (chosen.length > 0 && size + p.text.length > chars) break;
    chosen.push(p);
    size += p.text.length;
  }
  return chosen;
}
