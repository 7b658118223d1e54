// requiredSignals (design §3): every group must match; a group is `a|b|c` literal alternatives
// (case-insensitive plain substrings), or a `/regex/flags` entry.
import { normalizeText } from '../core/index.js';
import { excerpt } from './excerpt.js';
import { defineCheck, findingsOf } from './define.js';
import { patternList } from './fields.js';
import { entryRegex } from './regex.js';

declare module '../core/types.js' {
  interface CaseFields {
    readonly requiredSignals: readonly string[];
  }
  interface TurnFields {
    readonly requiredSignals?: readonly string[];
  }
}

type Matcher = (text: string, lower: string) => boolean;
const compiled = new Map<string, Matcher>();

/** Compiles a signal once per run; suites repeat the same signals across trials. */
export function signalMatcher(signal: string): Matcher {
  let m = compiled.get(signal);
  if (!m) {
    m = compile(signal);
    if (compiled.size < 10_000) compiled.set(signal, m);
  }
  return m;
}

function compile(signal: string): Matcher {
  // Stateless, whatever its flags: a /g or /y regex must not alternate between matching and not on identical replies.
  const regex = entryRegex(signal);
  if (regex) return (text) => regex.test(text);
  const alternatives = signal
    .split('|')
    .map((a) => normalizeText(a).trim().toLowerCase())
    .filter((a) => a.length > 0);
  return (_text, lower) => alternatives.some((a) => lower.includes(a));
}

const { pass, fail } = findingsOf('signals', 'signal');

export const signals = defineCheck({
  name: 'signals',
  fields: { requiredSignals: patternList },
  turnFields: { requiredSignals: patternList },
  fromTurn: (turn) => ({ requiredSignals: turn.requiredSignals ?? [] }),
  fuzz: 'relax',
  applies: (c) => c.requiredSignals.length > 0,
  run(reply, c) {
    const missing = c.requiredSignals.filter((s) => !signalMatcher(s)(reply.text, reply.lower));
    return missing.length === 0
      ? pass(`all ${c.requiredSignals.length} signal groups matched`)
      : // The message names the patterns; the evidence is what the bot said instead.
        fail(`no match for ${missing.map((s) => `"${s}"`).join(', ')}`, { evidence: `the reply: "${excerpt(reply.text)}"` });
  },
});
