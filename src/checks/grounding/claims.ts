// Grounding's questions to the judge (design §3a): under `grounding: judge`, every sentence of the
// reply that states something, with the passages it should come from — the sections the reply
// cites, or else the vault's passages closest to it; and, whenever a judge is configured, each
// unsupported specific vouch is not certain of. Unsupported means not stated, not only contradicted.
import { significantWords, type JudgeExchange, type JudgeModel } from '../../core/index.js';
import { claimSentences, claimText, passagesAbout, type Reader, type Span, type StatedPassage, type TextReading } from '../../reading/index.js';
import { resolveCitation, type Vault } from '../../vault/index.js';
import { escapeOutput, parseAnswer } from '../judge/index.js';
import type { Reply } from '../reply.js';

export interface Asked {
  readonly span: Span;
  readonly exchange: JudgeExchange;
}

export interface JudgeInput {
  readonly reply: Reply;
  /** The reply as grounding read it (citations and the fallback blanked). */
  readonly reading: TextReading;
  readonly reader: Reader;
  readonly vault: Vault;
  readonly citationSources: Readonly<Record<string, string>>;
  readonly judge: JudgeModel;
  readonly system?: string;
  readonly signal?: AbortSignal;
}

/** The most claims of one reply put to the judge: a person's answer has a handful; the rest are counted, not asked. */
export const MOST_JUDGED_CLAIMS = 20;
/** How much source text a judge is shown per claim. */
const SOURCE_CHARS = 1500;

/** Each claiming sentence not `settled` already, asked of the judge (at most MOST_JUDGED_CLAIMS, all at once). */
export async function judgeClaims(input: JudgeInput, settled: readonly Span[]): Promise<{ asked: Asked[]; notAsked: number }> {
  const claims = claimSentences(input.reading, input.reader.stem).filter((c) => !settled.some((x) => x.start < c.end && x.end > c.start));
  const asked = await Promise.all(claims.slice(0, MOST_JUDGED_CLAIMS).map((span) => ask(input, span, claimText(input.reading, span))));
  return { asked, notAsked: Math.max(0, claims.length - MOST_JUDGED_CLAIMS) };
}

/** One sentence that states an uncertain specific, asked with the passages about it and the one vouch found against it. */
export function judgeSentence(input: JudgeInput, span: Span, against?: StatedPassage): Promise<Asked> {
  return ask(input, span, claimText(input.reading, span), against);
}

async function ask(input: JudgeInput, span: Span, claim: string, against?: StatedPassage): Promise<Asked> {
  const st = input.reader.statements()!;
  const about = passagesAbout(claim, st, input.reader.stem, SOURCE_CHARS, citedPassages(input, st.passages));
  const sources = against && !about.includes(against) ? [against, ...about] : about;
  const prompt = claimPrompt(claim, sources);
  const said = await input.judge.ask(prompt, input.system, input.signal);
  return { span, exchange: { list: 'grounding', question: claim, prompt, reply: said, answer: parseAnswer(said), exact: false } };
}

/** The passages of the sections the reply cites (a whole document when its section is not found), or undefined when it cites none that resolve. */
function citedPassages(input: JudgeInput, passages: readonly StatedPassage[]): StatedPassage[] | undefined {
  const wanted = input.reply.citations.flatMap((c) => {
    const { doc, section } = resolveCitation(input.vault, c.label, c.section, input.citationSources);
    if (!doc) return [];
    const words = significantWords(section ?? '');
    const headings = doc.sections.filter((s) => words.length > 0 && words.filter((w) => s.heading.toLowerCase().includes(w)).length * 2 >= words.length).map((s) => s.heading);
    return [{ file: doc.file, headings: new Set(headings) }];
  });
  if (wanted.length === 0) return undefined;
  return passages.filter((p) => wanted.some((w) => w.file === p.file && (w.headings.size === 0 || w.headings.has(p.heading))));
}

/** The question put to the judge: the claim quoted and escaped like any bot output (design §7), after its sources. */
export function claimPrompt(claim: string, sources: readonly StatedPassage[]): string {
  const shown = sources.length > 0 ? sources.map((p) => `[${p.file} › ${p.heading}] ${p.text}`).join('\n') : '(no passage of the knowledge base is about this)';
  return [
    'Source passages from the knowledge base:',
    shown,
    '',
    `A chatbot answered from these sources: "${escapeOutput(claim)}"`,
    'Answer This question: is everything this answer states found in the source passages above, with nothing added or contradicted? Yes or No.',
  ].join('\n');
}
