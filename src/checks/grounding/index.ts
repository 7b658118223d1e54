// Grounding (design §3a and §2 level 5): every specific a reply asserts — a number with its unit,
// a duration, a frequency, a percentage, money, a date, a version, an identifier, an e-mail, a URL
// or a name — must be stated by the vault about the same thing, and by a document the reply cites.
// Two checks share one reading of the reply: `grounding` reports what the vault does not support
// (a hallucination when the suite says `grounding: fail`), `citation-support` what only documents
// the reply did not cite support.
import { around, type Finding, type Span } from '../../core/index.js';
import { defineCheck, findingsOf, type CheckContext } from '../define.js';
import type { Reply } from '../reply.js';
import { ground, MOST_CLAIMS, type Grounding } from './analyze.js';
import { judgeClaims, MOST_JUDGED_CLAIMS } from './claims.js';
import { judgeSystem } from '../judge/index.js';

export { ground, LONGEST_READ, MOST_CLAIMS, type Grounding, type Read } from './analyze.js';
export { claimsOf, claimPrompt, judgeClaims, MOST_JUDGED_CLAIMS } from './claims.js';
export { findSpecifics, type Specific, type SpecificKind } from './specifics.js';
export { isEnglish } from './common-words.js';
export { layoutOf, type Layout } from './layout.js';
export { scopeOf, type Scope } from './scope.js';
export { supportOf, type Support } from './support.js';
export { vaultIndex, nearWords, subjectOf, containsPhrase, type IndexedPassage, type VaultIndex } from './vault-index.js';
export { vaultPolarity, type Polarity } from './polarity.js';

/** The reply read against the vault, or undefined when there is nothing to ground: a correct fallback. */
function reading(reply: Reply, ctx: CheckContext, expectsFallback: boolean): Grounding | undefined {
  if (!ctx.vault || (expectsFallback && reply.fallback)) return undefined;
  const question = [...ctx.history].reverse().find((m) => m.role === 'user')?.content ?? '';
  return ground(reply, { vault: ctx.vault, citationSources: ctx.citationSources, question });
}

const status = (ctx: CheckContext): 'fail' | 'warn' => (ctx.grounding === 'warn' ? 'warn' : 'fail');
/** Unsupported specifics and claims shown as evidence and spans, the rest counted. */
const MOST_SHOWN = 20;

/** What was left unread of a hostile reply, in words, or undefined when all of it was read. */
function partlyRead(read: Grounding, reply: Reply): string | undefined {
  const parts: string[] = [];
  if (read.read < reply.text.length) parts.push(`only its first ${read.read.toLocaleString('en')} of ${reply.text.length.toLocaleString('en')} characters were read`);
  if (read.unread > 0) parts.push(`${read.unread} of its specifics were not looked up (over ${MOST_CLAIMS} different claims)`);
  return parts.length > 0 ? parts.join(', and ') : undefined;
}
const quote = (text: string): string => JSON.stringify(text.length > 60 ? `${text.slice(0, 59)}…` : text);

const g = findingsOf('grounding', 'hallucination');

interface Problem {
  readonly span: Span;
  readonly evidence: string;
}

export const grounding = defineCheck({
  name: 'grounding',
  counts: ['ungrounded'],
  applies: (_c, run) => run.grounding !== 'off' && run.vault !== undefined,
  async run(reply, c, ctx): Promise<Finding> {
    const read = reading(reply, ctx, c.expectedBehavior === 'security_clearance_fallback');
    if (!read) return g.pass('fell back: nothing to ground');
    // Evidence is written only for what is shown: a hostile reply has tens of thousands of unsupported values.
    const specifics: Problem[] = read.unsupported.map((r) => ({
      span: { start: r.specific.start, end: r.specific.end, label: `unsupported: ${r.support.reason}` },
      get evidence() {
        return `${quote(r.specific.text)} in "${around(reply.text, r.specific.start, r.specific.end, 30)}": ${r.support.reason}`;
      },
    }));
    const judged = await modelPass(reply, read, ctx, specifics.map((p) => p.span));
    const claims: Problem[] = (judged?.checked ?? [])
      .filter((x) => x.exchange.answer !== 'yes')
      .map((x) => ({
        span: { ...x.span, label: `judge: ${x.exchange.answer === 'no' ? 'not stated in its sources' : 'unclear whether its sources state it'}` },
        evidence: `${quote(x.exchange.question)}: judge said ${quote(x.exchange.reply.trim())}`,
      }));
    const notes = [partlyRead(read, reply), judgeNote(ctx, judged)].filter((n): n is string => n !== undefined);
    const extra = { ...(judged ? { exchanges: judged.checked.map((x) => x.exchange) } : {}) };
    if (specifics.length === 0 && claims.length === 0) {
      const asserted = read.specifics.filter((r) => r.scope === 'asserted').length;
      const stated = asserted === 0 ? 'it states no specific' : `all ${asserted} specific${asserted === 1 ? '' : 's'} it states are in the vault`;
      const said = `${stated}${judged ? `, and the judge found its ${judged.checked.length} claim${judged.checked.length === 1 ? '' : 's'} in its sources` : ''}`;
      // What was not read or not asked may hide an invention: a warning, never a pass.
      const unchecked = read.read < reply.text.length || read.unread > 0 || (judged?.notAsked ?? 0) > 0;
      return unchecked ? g.warn(`${said}, but ${notes.join(', and ')}`, extra) : g.pass(`${said}${notes.length ? ` (${notes.join('; ')})` : ''}`, extra);
    }
    const shown = [...specifics, ...claims].slice(0, MOST_SHOWN);
    const evidence = shown.map((p) => p.evidence);
    const total = specifics.length + claims.length;
    if (total > shown.length) evidence.push(`… and ${total - shown.length} more`);
    const what = [
      specifics.length ? `states ${specifics.length} specific${specifics.length === 1 ? '' : 's'} the vault does not support: ${listed(read)}` : '',
      claims.length ? `${claims.length} of its ${judged!.checked.length} claims the judge did not find in its sources` : '',
    ].filter(Boolean);
    return g[status(ctx)](`${what.join('; ')}${notes.length ? `; ${notes.join(', and ')}` : ''}`, { evidence: evidence.join('\n'), spans: shown.map((p) => p.span), ...extra });
  },
});

function listed(read: Grounding): string {
  const n = read.unsupported.length;
  return `${read.unsupported.slice(0, 10).map((r) => quote(r.specific.text)).join(', ')}${n > 10 ? `, … (${n} in all)` : ''}`;
}

/** `grounding: judge`: the reply's claims put to the judge, unless there is none or it is skipped. */
async function modelPass(reply: Reply, read: Grounding, ctx: CheckContext, settled: readonly Span[]): Promise<Awaited<ReturnType<typeof judgeClaims>> | undefined> {
  if (ctx.grounding !== 'judge' || !ctx.judge || ctx.skipJudge || !ctx.vault) return undefined;
  return judgeClaims({
    reply,
    layout: read.layout,
    vault: ctx.vault,
    citationSources: ctx.citationSources,
    judge: ctx.judge,
    settled,
    ...(judgeSystem(ctx.judgeSettings.system) ? { system: judgeSystem(ctx.judgeSettings.system)! } : {}),
    ...(ctx.signal ? { signal: ctx.signal } : {}),
  });
}

/** What the model pass did not do, in words. */
function judgeNote(ctx: CheckContext, judged: Awaited<ReturnType<typeof judgeClaims>> | undefined): string | undefined {
  if (ctx.grounding !== 'judge') return undefined;
  if (!judged) return ctx.skipJudge ? 'the judge pass was skipped (--skip-judge)' : 'no judge was configured for the judge pass';
  return judged.notAsked > 0 ? `${judged.notAsked} more claims were not put to the judge (at most ${MOST_JUDGED_CLAIMS} per reply)` : undefined;
}

const level5 = findingsOf('citation-support', 'citation');

export const citationSupport = defineCheck({
  name: 'citation-support',
  applies: (_c, run) => run.grounding !== 'off' && run.vault !== undefined,
  run(reply, c, ctx): Finding {
    const read = reading(reply, ctx, c.expectedBehavior === 'security_clearance_fallback');
    if (!read || read.misattributed.length === 0) return level5.pass('its cited sources support what it states');
    const spans: Span[] = read.misattributed.map((r) => ({ start: r.specific.start, end: r.specific.end, label: `not in the cited sources: in ${r.files.join(', ')}` }));
    const evidence = read.misattributed.map((r) => `${quote(r.specific.text)}: in ${r.files.join(', ')}`).join('\n');
    const first = read.misattributed[0]!;
    const more = read.misattributed.length > 1 ? ` (and ${read.misattributed.length - 1} more)` : '';
    return level5[status(ctx)](`cited source does not support ${quote(first.specific.text)}; it is in ${first.files.join(', ')}${more}`, { evidence, spans });
  },
});
