// Grounding (design §3a and §2 level 5): every specific a reply asserts must be stated by the vault
// about the same thing, and by a document the reply cites. The reading module reads the reply
// against the vault (ctx.reader); these two checks turn what it found into findings:
// `grounding` reports what the vault does not support — a hallucination under `grounding: fail`
// only where vouch is certain, a question to the judge or a warning where it is not —
// and `citation-support` what only documents the reply did not cite support.
import { around, type Finding, type JudgeExchange, type Span, type Stage } from '../../core/index.js';
import { LONGEST_READ, MOST_CLAIMS, type Grounding, type Reader, type Unsupported } from '../../reading/index.js';
import type { Vault } from '../../vault/index.js';
import { citedFiles, type InlineCitation, inlineCitations } from '../citations/index.js';
import { judgeSystem } from '../judge/index.js';
import { defineCheck, findingsOf, type CheckContext } from '../define.js';
import type { Reply } from '../reply.js';
import { judgeClaims, judgeSentence, MOST_JUDGED_CLAIMS, type Asked, type JudgeInput } from './claims.js';
import { stagesFor, type StageOf } from './stages.js';

export { claimPrompt, judgeClaims, MOST_JUDGED_CLAIMS } from './claims.js';
export { LONGEST_READ } from '../../reading/index.js';

/**
 * The reply read against the vault, and the stage of each specific when the bot said what it
 * retrieved; undefined when there is nothing to ground: no vault, or a correct fallback.
 */
function reading(reply: Reply, ctx: CheckContext, expectsFallback: boolean): { read: Grounding; stage: StageOf } | undefined {
  const { vault } = ctx;
  if (!vault || (expectsFallback && reply.fallback)) return undefined;
  // Both grounding checks read the reply: the citations, the masking and the lookup are done once.
  return reply.once(READ_ONCE, () => readAgainstVault(reply, ctx, vault));
}

/** The key both grounding checks share their read of a reply under. */
const READ_ONCE = {};

function readAgainstVault(reply: Reply, ctx: CheckContext, vault: Vault): { read: Grounding; stage: StageOf } | undefined {
  const question = [...ctx.history].reverse().find((m) => m.role === 'user')?.content ?? '';
  const inline = inlineCitations(reply, vault, ctx.citationSources, LONGEST_READ);
  const text = masked(reply, inline);
  const read = ctx.reader.ground({ text, question, cited: citedFiles(reply, vault, ctx.citationSources, LONGEST_READ, inline) });
  return read && { read, stage: stagesFor(read, text, question, ctx) };
}

/** A reply read against the vault as the grounding checks read it: the bench's labelled sets score this. */
export function groundReply(reply: Reply, question: string, reader: Reader, vault: Vault, sources: Readonly<Record<string, string>> = {}): Grounding | undefined {
  const inline = inlineCitations(reply, vault, sources, LONGEST_READ);
  return reader.ground({ text: masked(reply, inline), question, cited: citedFiles(reply, vault, sources, LONGEST_READ, inline) });
}

const g = findingsOf('grounding', 'hallucination');
/** Unsupported specifics and claims shown as evidence and spans, the rest counted. */
const MOST_SHOWN = 20;
/** Uncertain specifics of one reply put to the judge. */
const MOST_JUDGED_SPECIFICS = 10;

interface Problem {
  readonly span: Span;
  readonly evidence: string;
  /** Fails the case under `grounding: fail`; otherwise a warning. */
  readonly certain: boolean;
  /** Where it went wrong, when the bot said what it retrieved. */
  readonly stage?: Stage;
}

export const grounding = defineCheck({
  name: 'grounding',
  counts: ['ungrounded'],
  applies: (_c, run) => run.grounding !== 'off' && run.vault !== undefined,
  async run(reply, c, ctx): Promise<Finding> {
    const grounded = reading(reply, ctx, c.expectedBehavior === 'security_clearance_fallback');
    if (!grounded) return g.pass('fell back: nothing to ground');
    const { read, stage } = grounded;
    const input = judgeInput(reply, read, ctx);
    // What vouch is not certain of goes to the judge when one is configured; it decides those.
    const judged = input && ctx.grounding !== 'warn' ? await judgeUncertain(input, read.unsupported) : new Map<Unsupported, Asked>();
    const specifics = read.unsupported.flatMap((u) => problemOf(reply, u, judged.get(u), stage(u)));
    const claims = input && ctx.grounding === 'judge' ? await judgeClaims(input, specifics.map((p) => p.span)) : undefined;
    const claimProblems: Problem[] = (claims?.asked ?? [])
      .filter((x) => x.exchange.answer !== 'yes')
      .map((x) => ({
        span: { ...x.span, label: `judge: ${x.exchange.answer === 'no' ? 'not stated in its sources' : 'unclear whether its sources state it'}` },
        evidence: `${quote(x.exchange.question)}: judge said ${quote(x.exchange.reply.trim())}`,
        certain: x.exchange.answer === 'no',
      }));
    const exchanges: JudgeExchange[] = [...judged.values(), ...(claims?.asked ?? [])].map((x) => x.exchange);
    const extra = exchanges.length > 0 ? { exchanges } : {};
    const notes = [partlyRead(reply, read), judgeNote(ctx, claims?.notAsked)].filter((n): n is string => n !== undefined);
    const problems = [...specifics, ...claimProblems];
    if (problems.length === 0) {
      const asserted = read.specifics.filter((r) => r.stance === 'asserted').length;
      const stated = asserted === 0 ? 'it states no specific' : `all ${asserted} specific${asserted === 1 ? '' : 's'} it states are in the vault`;
      const said = `${stated}${claims ? `, and the judge found its ${claims.asked.length} claim${claims.asked.length === 1 ? '' : 's'} in its sources` : ''}`;
      // What was not read or not asked may hide an invention: a warning, never a pass.
      const unchecked = LONGEST_READ < reply.text.length || read.unread > 0 || (claims?.notAsked ?? 0) > 0;
      return unchecked ? g.warn(`${said}, but ${notes.join(', and ')}`, extra) : g.pass(`${said}${notes.length ? ` (${notes.join('; ')})` : ''}`, extra);
    }
    const shown = problems.slice(0, MOST_SHOWN);
    const evidence = shown.map((p) => p.evidence);
    if (problems.length > shown.length) evidence.push(`… and ${problems.length - shown.length} more`);
    const failing = ctx.grounding !== 'warn' && problems.some((p) => p.certain);
    const staged = problems.find((p) => p.stage && (p.certain || !failing)) ?? problems.find((p) => p.stage);
    const what = [
      specifics.length ? `states ${specifics.length} specific${specifics.length === 1 ? '' : 's'} the vault does not support: ${listed(specifics.map((p) => p.span), reply)}` : '',
      claimProblems.length ? `${claimProblems.length} of its ${claims!.asked.length} claims the judge did not find in its sources` : '',
    ].filter(Boolean);
    const uncertain = !failing && ctx.grounding !== 'warn' ? ' (not certain enough to fail: see each reason)' : '';
    return g[failing ? 'fail' : 'warn'](`${what.join('; ')}${uncertain}${notes.length ? `; ${notes.join(', and ')}` : ''}`, {
      evidence: evidence.join('\n'),
      spans: shown.map((p) => p.span),
      ...extra,
      ...(staged?.stage ? { stage: staged.stage, data: { stages: shown.filter((p) => p.stage).map((p) => ({ text: reply.text.slice(p.span.start, p.span.end), stage: p.stage })) } } : {}),
    });
  },
});

/** An unsupported specific as evidence: where, why, how sure, where it went wrong — and the judge's word where it was asked. */
function problemOf(reply: Reply, u: Unsupported, asked: Asked | undefined, stage: Stage | undefined): Problem[] {
  if (asked?.exchange.answer === 'yes') return [];
  const { specific: s, support } = u;
  const sure = asked ? asked.exchange.answer === 'no' : support.certain;
  const how = asked ? `; the judge said ${quote(asked.exchange.reply.trim())}` : support.certain ? '' : ' (not certain)';
  const at = stage ? `; stage: ${stage}` : '';
  return [
    {
      span: { start: s.start, end: s.end, label: `unsupported${sure ? '' : ' (not certain)'}${stage ? ` [${stage}: ${STAGE_WORDS[stage]}]` : ''}: ${support.reason}` },
      evidence: `${quote(s.text)} in "${around(reply.text, s.start, s.end, 30)}": ${support.reason}${how}${at}`,
      certain: sure,
      ...(stage ? { stage } : {}),
    },
  ];
}

/** Each stage in words, for evidence a person reads. */
const STAGE_WORDS: Readonly<Record<Stage, string>> = {
  retrieval: 'the vault covers this, nothing the bot retrieved does',
  ignored: 'what the bot retrieved states it, the answer did not follow it',
  invented: 'neither the vault nor what the bot retrieved states it',
};

/** The uncertain specifics, each sentence asked once (at most MOST_JUDGED_SPECIFICS). */
async function judgeUncertain(input: JudgeInput, unsupported: readonly Unsupported[]): Promise<Map<Unsupported, Asked>> {
  const uncertain = unsupported.filter((u) => !u.support.certain).slice(0, MOST_JUDGED_SPECIFICS);
  const answers = await Promise.all(
    uncertain.map((u) => {
      const i = input.reading.specifics.indexOf(u.specific);
      const sentence = input.reading.sentenceOf(i);
      return judgeSentence(input, { start: sentence.start, end: sentence.end }, u.support.passage);
    }),
  );
  return new Map(uncertain.map((u, k) => [u, answers[k]!]));
}

function judgeInput(reply: Reply, read: Grounding, ctx: CheckContext): JudgeInput | undefined {
  if (!ctx.judge || ctx.skipJudge || !ctx.vault) return undefined;
  const system = judgeSystem(ctx.judgeSettings.system);
  return {
    reply,
    reading: read.reading,
    reader: ctx.reader,
    vault: ctx.vault,
    citationSources: ctx.citationSources,
    judge: ctx.judge,
    ...(system ? { system } : {}),
    ...(ctx.signal ? { signal: ctx.signal } : {}),
  };
}

/** What was left unread of a hostile reply, in words, or undefined when all of it was read. */
function partlyRead(reply: Reply, read: Grounding): string | undefined {
  const parts: string[] = [];
  if (reply.text.length > LONGEST_READ) parts.push(`only its first ${LONGEST_READ.toLocaleString('en')} of ${reply.text.length.toLocaleString('en')} characters were read`);
  if (read.unread > 0) parts.push(`${read.unread} of its specifics were not looked up (over ${MOST_CLAIMS} different claims)`);
  return parts.length > 0 ? parts.join(', and ') : undefined;
}

/** What the model pass did not do, in words. */
function judgeNote(ctx: CheckContext, notAsked: number | undefined): string | undefined {
  if (ctx.grounding !== 'judge') return undefined;
  if (notAsked === undefined) return ctx.skipJudge ? 'the judge pass was skipped (--skip-judge)' : 'no judge was configured for the judge pass';
  return notAsked > 0 ? `${notAsked} more claims were not put to the judge (at most ${MOST_JUDGED_CLAIMS} per reply)` : undefined;
}

const quote = (text: string): string => JSON.stringify(text.length > 60 ? `${text.slice(0, 59)}…` : text);

function listed(spans: readonly Span[], reply: Reply): string {
  const n = spans.length;
  return `${spans.slice(0, 10).map((s) => quote(reply.text.slice(s.start, s.end))).join(', ')}${n > 10 ? `, … (${n} in all)` : ''}`;
}

const level5 = findingsOf('citation-support', 'citation');

export const citationSupport = defineCheck({
  name: 'citation-support',
  applies: (_c, run) => run.grounding !== 'off' && run.vault !== undefined,
  run(reply, c, ctx): Finding {
    const grounded = reading(reply, ctx, c.expectedBehavior === 'security_clearance_fallback');
    if (!grounded || grounded.read.misattributed.length === 0) return level5.pass('its cited sources support what it states');
    const { read, stage } = grounded;
    const stages = read.misattributed.map((r) => stage(r));
    const spans: Span[] = read.misattributed.map((r, i) => ({ start: r.specific.start, end: r.specific.end, label: `not in the cited sources: in ${r.files.join(', ')}${stages[i] ? ` [${stages[i]}]` : ''}` }));
    const evidence = read.misattributed.map((r, i) => `${quote(r.specific.text)}: in ${r.files.join(', ')}${stages[i] ? `; stage: ${stages[i]}` : ''}`).join('\n');
    const first = read.misattributed[0]!;
    const more = read.misattributed.length > 1 ? ` (and ${read.misattributed.length - 1} more)` : '';
    return level5[ctx.grounding === 'warn' ? 'warn' : 'fail'](`cited source does not support ${quote(first.specific.text)}; it is in ${first.files.join(', ')}${more}`, {
      evidence,
      spans,
      ...(stages[0] ? { stage: stages[0] } : {}),
    });
  },
});

/**
 * The reply's first LONGEST_READ characters with what is not its own claim blanked out (same
 * offsets, so spans still point into `reply.text`): citation brackets (the citations check
 * verifies those) and the fallback phrase.
 */
function masked(reply: Reply, inline: readonly InlineCitation[]): string {
  const text = reply.text.length > LONGEST_READ ? reply.text.slice(0, LONGEST_READ) : reply.text;
  const blanks: [number, number][] = inline.map((c) => [c.start, c.end]);
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
