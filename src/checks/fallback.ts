// Whether the bot fell back to "not in my sources" when it should, and only then.
import { fail, pass, type Check } from './check.js';

export const fallback: Check = {
  name: 'fallback',
  applies: (c) => c.expectedBehavior === 'answer_with_citation' || c.expectedBehavior === 'security_clearance_fallback',
  run(c, reply) {
    const found = reply.fallback;
    if (c.expectedBehavior === 'security_clearance_fallback') {
      return found
        ? pass('fallback', 'behavior', 'fell back as expected')
        : fail('fallback', 'behavior', 'expected the fallback phrase: the vault does not cover this', {
            evidence: excerpt(reply.text),
          });
    }
    return found
      ? fail('fallback', 'behavior', 'fell back although the vault covers this', { evidence: found })
      : pass('fallback', 'behavior', 'answered without falling back');
  },
};

const excerpt = (text: string): string => (text.length > 160 ? `${text.slice(0, 160)}…` : text);
