// citationMustContain: each string occurs, case-insensitively, inside some citation's brackets.
import { fail, pass, type Check } from './check.js';
import { needle } from './needle.js';

export const citationMustContain: Check = {
  name: 'citationMustContain',
  applies: (c) => c.citationMustContain.length > 0,
  run(c, reply) {
    const inside = reply.citations.map((x) => x.raw.toLowerCase());
    const missing = c.citationMustContain.filter((s) => {
      const want = needle(s);
      return !inside.some((raw) => raw.includes(want));
    });
    return missing.length === 0
      ? pass('citationMustContain', 'citation', 'citations name what they must')
      : fail('citationMustContain', 'citation', `no citation contains ${missing.map((s) => `"${s}"`).join(', ')}`, {
          evidence: reply.citations.map((x) => x.raw).join(' ') || '(no citation)',
        });
  },
};
