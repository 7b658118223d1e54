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

export { ground, LONGEST_READ, MOST_CLAIMS, type Grounding, type Read } from './analyze.js';
export { findSpecifics, type Specific, type SpecificKind } from './specifics.js';
export { layoutOf, type Layout } from './layout.js';
export { scopeOf, type Scope } from './scope.js';
export { supportOf, type Support } from './support.js';
export { vaultIndex, nearWords, subjectOf, type VaultIndex } from './vault-index.js';

/** The reply read against the vault, or undefined when there is nothing to ground: a correct fallback. */
function reading(reply: Reply, ctx: CheckContext, expectsFallback: boolean): Grounding | undefined {
  if (!ctx.vault || (expectsFallback && reply.fallback)) return undefined;
  const question = [...ctx.history].reverse().find((m) => m.role === 'user')?.content ?? '';
  return ground(reply, { vault: ctx.vault, citationSources: ctx.citationSources, question });
}

const status = (ctx: CheckContext): 'fail' | 'warn' => (ctx.grounding === 'warn' ? 'warn' : 'fail');
/** Unsupported specifics shown as evidence and spans, the rest counted. */
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

export const grounding = defineCheck({
  name: 'grounding',
  counts: ['ungrounded'],
  applies: (_c, run) => run.grounding !== 'off' && run.vault !== undefined,
  run(reply, c, ctx): Finding {
    const read = reading(reply, ctx, c.expectedBehavior === 'security_clearance_fallback');
    if (!read) return g.pass('fell back: nothing to ground');
    const partly = partlyRead(read, reply);
    const asserted = read.specifics.filter((r) => r.scope === 'asserted').length;
    if (read.unsupported.length === 0) {
      if (partly) return g.warn(`found nothing the vault does not support, but ${partly}`);
      return g.pass(`all ${asserted} specific${asserted === 1 ? '' : 's'} it states are in the vault`);
    }
    const shown = read.unsupported.slice(0, MOST_SHOWN);
    const spans: Span[] = shown.map((r) => ({ start: r.specific.start, end: r.specific.end, label: `unsupported: ${r.support.reason}` }));
    const evidence = shown.map((r) => `${quote(r.specific.text)} in "${around(reply.text, r.specific.start, r.specific.end, 30)}": ${r.support.reason}`);
    const n = read.unsupported.length;
    if (n > shown.length) evidence.push(`… and ${n - shown.length} more`);
    const what = `${shown.slice(0, 10).map((r) => quote(r.specific.text)).join(', ')}${n > 10 ? `, … (${n} in all)` : ''}`;
    return g[status(ctx)](`states ${n} specific${n === 1 ? '' : 's'} the vault does not support: ${what}${partly ? `; ${partly}` : ''}`, { evidence: evidence.join('\n'), spans });
  },
});

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
