// mustNotAppear (design.md §3): a forbidden string in the reply is a hallucination.
import { fail, pass, type Check } from './check.js';
import { needle } from './needle.js';

export const mustNotAppear: Check = {
  name: 'mustNotAppear',
  applies: (c) => c.mustNotAppear.length > 0,
  run(c, reply) {
    const hits: string[] = [];
    for (const item of c.mustNotAppear) {
      const at = reply.lower.indexOf(needle(item));
      if (at >= 0) hits.push(`"${item}" in "${span(reply.text, at, item.length)}"`);
    }
    return hits.length === 0
      ? pass('mustNotAppear', 'hallucination', `none of ${c.mustNotAppear.length} forbidden strings appeared`)
      : fail('mustNotAppear', 'hallucination', `forbidden ${hits.length === 1 ? 'string' : 'strings'} appeared`, {
          evidence: hits.join('; '),
        });
  },
};

/** The hit with a little context either side, so a reader sees how it was used. */
export function span(text: string, at: number, length: number, context = 40): string {
  const start = Math.max(0, at - context);
  const end = Math.min(text.length, at + length + context);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).replace(/\s+/g, ' ')}${end < text.length ? '…' : ''}`;
}
