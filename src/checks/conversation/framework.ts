// Framework detection (seed 002 §10.3): a turn that asks for it — `framework: SOC 2`, or
// `assertFramework: true` for the frameworks the user's words name — fails when the reply does not
// name the framework too, in any common spelling. It runs only where the suite asks: a correct
// reply need not repeat a framework the user happened to mention. With `assertFramework`, a reply
// that falls back (or a turn that asserts the fallback) need not name it; an explicit `framework`
// always applies.
import * as z from 'zod/mini';
import type { Case } from '../../core/index.js';
import { defineCheck, findingsOf } from '../define.js';
import { excerpt } from '../excerpt.js';
import { text } from '../fields.js';
import { findFrameworks, namesFramework, resolveFramework, type Framework } from './frameworks.js';

declare module '../../core/types.js' {
  interface TurnFields {
    /** The framework this turn's reply must name (seed 002 §10.3). */
    readonly framework?: string;
    /** The reply must name every framework the user's words name. */
    readonly assertFramework?: boolean;
  }
}

const { pass, fail } = findingsOf('framework', 'conversation');

function required(c: Case): { frameworks: Framework[]; explicit: boolean } {
  const a = c.turn?.assertions;
  if (!a) return { frameworks: [], explicit: false };
  if (a.framework !== undefined) return { frameworks: [resolveFramework(a.framework)], explicit: true };
  return { frameworks: a.assertFramework === true ? findFrameworks(a.user) : [], explicit: false };
}

export const framework = defineCheck({
  name: 'framework',
  turnFields: { framework: z.optional(text), assertFramework: z.optional(z.boolean()) },
  applies: (c) => required(c).frameworks.length > 0,
  run(reply, c) {
    const { frameworks, explicit } = required(c);
    const names = frameworks.map((f) => f.name);
    if (!explicit && (reply.fallback || c.turn?.assertions.assertFallback)) {
      return pass(`fell back, so naming ${names.join(', ')} is not required`);
    }
    const missing = frameworks.filter((f) => !namesFramework(reply.text, f)).map((f) => f.name);
    return missing.length === 0
      ? pass(`names ${names.join(', ')} as asked`)
      : fail(`does not name ${missing.join(', ')}, which the user asked about`, {
          evidence: excerpt(reply.text),
          data: { missing },
        });
  },
});
