// Whether the bot fell back to "not in my sources" when it should, and only then (design §3).
import { defineCheck, findingsOf } from './define.js';
import { excerpt } from './excerpt.js';

const { pass, fail } = findingsOf('fallback', 'behavior');

export const fallback = defineCheck({
  name: 'fallback',
  counts: ['fallbackErrors'],
  applies: (c) => c.expectedBehavior === 'answer_with_citation' || c.expectedBehavior === 'security_clearance_fallback',
  run(reply, c) {
    const found = reply.fallback;
    if (c.expectedBehavior === 'security_clearance_fallback') {
      return found
        ? pass('fell back as expected')
        : fail('expected the fallback phrase: the vault does not cover this', { evidence: excerpt(reply.text, 160) });
    }
    return found ? fail('fell back although the vault covers this', { evidence: found }) : pass('answered without falling back');
  },
});
