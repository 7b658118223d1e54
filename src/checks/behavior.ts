// Deflections and greetings must still say something: an empty reply is a broken bot.
import { fail, pass, type Check } from './check.js';

export const behavior: Check = {
  name: 'behavior',
  applies: (c) => c.expectedBehavior === 'reject_or_deflect' || c.expectedBehavior === 'greeting_or_fallback',
  run(_c, reply) {
    return reply.text.trim().length > 0
      ? pass('behavior', 'behavior', 'replied')
      : fail('behavior', 'behavior', 'empty reply');
  },
};
