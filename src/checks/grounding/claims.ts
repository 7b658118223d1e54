// Grounding's model pass (`grounding: judge`, design §3a): the reply's sentences that state
// something are each put to the judge with the passages they should come from — the sections the
// reply cites, or else the vault's passages closest to the claim — and a claim the judge does not
// find stated there is unsupported. Unsupported means not stated, not only contradicted.
//
// Claims are the reply's sentences, cut as the deterministic pass cuts them, not a model's
// rewording: a claim then has an exact span in the reply, and a small local judge answers one
// short yes/no question per claim better than it splits text.
import { significantWords, type JudgeExchange, type JudgeModel } from '../../core/index.js';
import { resolveLabel, type Vault } from '../../vault/index.js';
import { escapeOutput, parseAnswer } from '../judge/index.js';
import type { Reply } from '../reply.js';
import type { Clause, Layout } from './layout.js';
import { subjectOf, vaultIndex, type IndexedPassage, type VaultIndex } from './vault-index.js';

export interface ClaimCheck {
  readonly span: Clause;
  readonly exchange: JudgeExchange;
}

export interface ClaimsInput {
  readonly reply: Reply;
  /** The reply's layout as grounding read it (citations and fallback blanked). */
  readonly layout: Layout;
  readonly vault: Vault;
  readonly citationSources: Readonly<Record<string, string>>;
  readonly judge: JudgeModel;
  readonly system?: string;
  /** Spans already found unsupported without the model: their sentences need no question. */
  readonly settled: readonly Clause[];
  readonly signal?: AbortSignal;
}

/** The most claims of one reply put to the judge: a person's answer has a handful; the rest are counted, not asked. */
export const MOST_JUDGED_CLAIMS = 20;
/** How much source text a judge is shown per claim. */
const SOURCE_CHARS = 1500;

// Sentences that state nothing about the world: offers, courtesies, and what the vault lacks.
const NO_CLAIM =
  /^(?:let me know|please|feel free|if you (?:need|want|have|would)|i hope|happy to|thank|hope this|do you|would you|is there anything)\b|\b(?:do(?:es)?|did) not (?:\w+ )?(?:mention|state|specify|say|cover|contain|include)\b|\b(?:doesn['’]t|don['’]t) (?:\w+ )?(?:mention|state|specify|say|cover|contain|include)\b/i;

// "Based on [Source, Section]:" with its brackets blanked: the citation, which the citations check verifies.
const CITING = /^\s*(?:based on|according to)\s*:\s*/i;

/** The reply's sentences that assert something (without a leading citation): no questions, no courtesies, at least two content words. */
export function claimsOf(text: string, layout: Layout): Clause[] {
  return layout.sentences.flatMap((s) => {
    const lead = CITING.exec(text.slice(s.start, s.end))?.[0].length ?? 0;
    const claim = { start: s.start + lead, end: s.end };
    const sentence = text.slice(claim.start, claim.end).trim();
    return !sentence.endsWith('?') && !NO_CLAIM.test(sentence) && subjectOf(sentence).size >= 2 ? [claim] : [];
  });
}

/** Each claim asked of the judge, at most MOST_JUDGED_CLAIMS of them, all at once (the judge limits its own concurrency). */
export async function judgeClaims(input: ClaimsInput): Promise<{ checked: ClaimCheck[]; notAsked: number }> {
  const { text } = input.layout;
  const claims = claimsOf(text, input.layout).filter((c) => !input.settled.some((x) => x.start < c.end && x.end > c.start));
  const asked = claims.slice(0, MOST_JUDGED_CLAIMS);
  const index = vaultIndex(input.vault);
  const sources = citedPassages(input);
  const checked = await Promise.all(
    asked.map(async (span) => {
      const claim = text.slice(span.start, span.end).trim();
      const prompt = claimPrompt(claim, evidenceFor(claim, sources ?? index.passages, index));
      const said = await input.judge.ask(prompt, input.system, input.signal);
      return { span, exchange: { list: 'grounding' as const, question: claim, prompt, reply: said, answer: parseAnswer(said), exact: false } };
    }),
  );
  return { checked, notAsked: claims.length - asked.length };
}

/** The passages of the sections the reply cites (a whole document when its section is not found), or undefined when it cites none that resolve. */
function citedPassages(input: ClaimsInput): IndexedPassage[] | undefined {
  const index = vaultIndex(input.vault);
  const wanted = input.reply.citations.flatMap((c) => {
    const { doc } = resolveLabel(input.vault, c.label, input.citationSources);
    if (!doc) return [];
    const words = significantWords(c.section ?? '');
    const headings = doc.sections.filter((s) => words.length > 0 && words.filter((w) => s.heading.toLowerCase().includes(w)).length * 2 >= words.length).map((s) => s.heading);
    return [{ file: doc.file, headings: new Set(headings) }];
  });
  if (wanted.length === 0) return undefined;
  return index.passages.filter((p) => wanted.some((w) => w.file === p.file && (w.headings.size === 0 || w.headings.has(p.heading))));
}

/** The passages that share the most (rare) words with the claim, best first, up to SOURCE_CHARS. */
function evidenceFor(claim: string, passages: readonly IndexedPassage[], index: VaultIndex): IndexedPassage[] {
  const words = subjectOf(claim);
  const scored = passages
    .map((p) => ({ p, score: [...words].reduce((sum, w) => sum + (p.around.has(w) ? index.weight(w) : 0), 0) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score);
  const chosen: IndexedPassage[] = [];
  let size = 0;
  for (const { p } of scored) {
    if (chosen.length > 0 && size + p.text.length > SOURCE_CHARS) break;
    chosen.push(p);
    size += p.text.length;
  }
  return chosen;
}

/** The question put to the judge: the claim quoted and escaped like any bot output (design §7), after its sources. */
export function claimPrompt(claim: string, sources: readonly IndexedPassage[]): string {
  const shown = sources.length > 0 ? sources.map((p) => `[${p.file} › ${p.heading}] ${p.text}`).join('\n') : '(no passage of the knowledge base is about this)';
  return [
    'Source passages from the knowledge base:',
    shown,
    '',
    `A chatbot answered from these sources: "${escapeOutput(claim)}"`,
    'Answer This question: is everything this answer states found in the source passages above, with nothing added or contradicted? Yes or No.',
  ].join('\n');
}
