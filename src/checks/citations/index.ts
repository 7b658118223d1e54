// The citations check (design.md §2–§3): levels 1–3 for every citation, level 4 when the case
// names its source, and what each expected behaviour allows.
import type { Case, Finding } from '../../core/types.js';
import { findByFileName } from '../../vault/index.js';
import { fail, pass, type Check, type CheckContext } from '../check.js';
import type { Reply } from '../reply.js';
import { verifyCitation, type CitationVerdict } from './verify.js';

export { parseCitations, type Citation } from './parse.js';
export { verifyCitation, type CitationVerdict, type CitationProblem } from './verify.js';

const NAME = 'citations';

export const citations: Check = {
  name: NAME,
  applies: (c) => c.expectedBehavior !== undefined || c.requiredCitationSource !== undefined,
  run(c, reply, ctx) {
    const cited = reply.citations;
    switch (c.expectedBehavior) {
      case 'security_clearance_fallback':
        return cited.length === 0
          ? pass(NAME, 'citation', 'no citation, as the vault has no answer')
          : fail(NAME, 'hallucination', 'cited a source for a topic the vault does not cover (fabricated citation)', {
              evidence: cited.map((x) => x.raw).join(' '),
            });
      case 'greeting_or_fallback':
        return cited.length === 0
          ? pass(NAME, 'citation', 'no citation')
          : fail(NAME, 'behavior', 'a greeting or fallback should cite nothing', { evidence: cited.map((x) => x.raw).join(' ') });
      case 'reject_or_deflect':
        return verifyAll(c, reply, ctx, false);
      default:
        return verifyAll(c, reply, ctx, true);
    }
  },
};

function verifyAll(c: Case, reply: Reply, ctx: CheckContext, required: boolean): Finding {
  const cited = reply.citations;
  if (cited.length === 0) {
    return required
      ? fail(NAME, 'citation', 'no citation: expected "Based on [SOURCE, SECTION]:"')
      : pass(NAME, 'citation', 'no citation');
  }
  if (!ctx.vault) throw new Error('citations check needs a vault');
  const verdicts = cited.map((x) => verifyCitation(x, ctx.vault!, ctx.citationSources));
  const bad = verdicts.filter((v) => v.problem);
  const data = { citations: verdicts.map(describe) };
  if (bad.length > 0) {
    return fail(NAME, 'citation', bad.map((v) => `${v.citation.raw}: ${v.problem}`).join('; '), {
      evidence: bad.map((v) => v.citation.raw).join(' '),
      data,
    });
  }
  const source = c.requiredCitationSource;
  if (source) {
    const wanted = findByFileName(ctx.vault, source)?.file ?? source;
    if (!verdicts.some((v) => v.file === wanted)) {
      return fail(NAME, 'citation', `did not cite the required source ${source}`, {
        evidence: cited.map((x) => x.raw).join(' '),
        data,
      });
    }
  }
  return pass(NAME, 'citation', `${verdicts.length} citation${verdicts.length === 1 ? '' : 's'} verified`, { data });
}

function describe(v: CitationVerdict): Record<string, unknown> {
  return { raw: v.citation.raw, file: v.file ?? null, problem: v.problem ?? null };
}
