// citationMustContain (seed 002): each string occurs, case-insensitively, inside some citation's brackets.
import { defineCheck, findingsOf } from './define.js';
import { textList } from './fields.js';
import { needle } from './needle.js';

declare module '../core/types.js' {
  interface CaseFields {
    readonly citationMustContain: readonly string[];
  }
}

const { pass, fail } = findingsOf('citationMustContain', 'citation');

export const citationMustContain = defineCheck({
  name: 'citationMustContain',
  fields: { citationMustContain: textList },
  fuzz: 'relax',
  applies: (c) => c.citationMustContain.length > 0,
  run(reply, c) {
    const inside = reply.citations.map((x) => x.raw.toLowerCase());
    const missing = c.citationMustContain.filter((s) => !inside.some((raw) => raw.includes(needle(s))));
    return missing.length === 0
      ? pass('citations name what they must')
      : fail(`no citation contains ${missing.map((s) => `"${s}"`).join(', ')}`, {
          evidence: reply.citations.map((x) => x.raw).join(' ') || '(no citation)',
        });
  },
});
