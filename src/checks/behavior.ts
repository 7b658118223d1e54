// Deflections and greetings must still say something: an empty reply is a broken bot.
import { defineCheck, findingsOf } from './define.js';

const { pass, fail } = findingsOf('behavior', 'behavior');

export const behavior = defineCheck({
  name: 'behavior',
  applies: (c) => c.expectedBehavior === 'reject_or_deflect' || c.expectedBehavior === 'greeting_or_fallback',
  run: (reply) => (reply.text.trim().length > 0 ? pass('replied') : fail('empty reply')),
});
