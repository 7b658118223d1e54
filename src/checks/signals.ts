// requiredSignals (design.md §3): every group must match; a group is `a|b|c` literal
// alternatives (case-insensitive), or a `/regex/flags` entry.
import { normalizeText } from '../core/text.js';
import { fail, pass, type Check } from './check.js';

type Matcher = (text: string, lower: string) => boolean;
const compiled = new Map<string, Matcher>();

/** Compiles a signal once per run; suites repeat the same signals across trials. */
export function signalMatcher(signal: string): Matcher {
  let m = compiled.get(signal);
  if (!m) {
    m = compile(signal);
    compiled.set(signal, m);
  }
  return m;
}

function compile(signal: string): Matcher {
  const re = /^\/(.+)\/([a-z]*)$/s.exec(signal);
  if (re) {
    const regex = new RegExp(re[1] ?? '', (re[2] ?? '').replace('g', ''));
    return (text) => regex.test(text);
  }
  const alternatives = signal
    .split('|')
    .map((a) => normalizeText(a).trim().toLowerCase())
    .filter((a) => a.length > 0);
  return (_text, lower) => alternatives.some((a) => lower.includes(a));
}

export const signals: Check = {
  name: 'signals',
  applies: (c) => c.requiredSignals.length > 0,
  run(c, reply) {
    const missing = c.requiredSignals.filter((s) => !signalMatcher(s)(reply.text, reply.lower));
    return missing.length === 0
      ? pass('signals', 'signal', `all ${c.requiredSignals.length} signal groups matched`)
      : fail('signals', 'signal', `no match for ${missing.map((s) => `"${s}"`).join(', ')}`, {
          evidence: missing.join('; '),
        });
  },
};
