// The stage of each grounding and citation-support problem (design §12), when the bot said what it
// retrieved: the reply grounded a second time, against the retrieved texts alone, and the reader
// says for each specific whether the failure was retrieval, ignored or invented.
import type { Stage } from '../../core/index.js';
import { stageOf, type Grounded, type Grounding } from '../../reading/index.js';
import type { CheckContext } from '../define.js';

/** The stage of a specific of `read` (by identity), or undefined when the bot said nothing of what it retrieved. */
export type StageOf = (g: Grounded) => Stage | undefined;

export function stagesFor(read: Grounding, text: string, question: string, ctx: CheckContext): StageOf {
  const retrieved = ctx.retrieved;
  const vault = ctx.reader.statements();
  if (!retrieved || !vault) return () => undefined;
  const there = retrieved.reader.ground({ text, question, cited: new Set() });
  const retrievedStatements = retrieved.reader.statements();
  if (!there || !retrievedStatements) return () => undefined;
  return (g) => {
    const index = read.reading.specifics.indexOf(g.specific);
    if (index < 0) return undefined;
    return stageOf({ grounded: g, index, reading: read.reading, vault, retrieved: there, retrievedStatements, stem: ctx.reader.stem });
  };
}
