// The compliance frameworks a questionnaire bot is asked about, with the spellings people use
// ("SOC2", "SOC 2 Type II", "ISO/IEC 27001:2022", "PCI-DSS").
import { normalizeText } from '../../core/index.js';

export interface Framework {
  /** How reports name it. */
  readonly name: string;
  /** Whether `text` (already normalised) names it. */
  matches(text: string): boolean;
}

const byPatterns = (name: string, ...patterns: RegExp[]): Framework => ({
  name,
  matches: (text) => patterns.some((p) => p.test(text)),
});

export const FRAMEWORKS: readonly Framework[] = [
  byPatterns('SOC 2', /\bsoc[\s-]*(?:2|ii|two)\b/iu),
  byPatterns('ISO 27001', /\biso(?:\s*\/\s*iec)?[\s-]*27001\b/iu),
  byPatterns('GDPR', /\bgdpr\b/iu, /\bgeneral data protection regulation\b/iu),
  byPatterns('HIPAA', /\bhip{1,2}a{1,2}\b/iu),
  byPatterns('PCI DSS', /\bpci(?:[\s-]*dss)?\b/iu, /\bpayment card industry\b/iu),
  byPatterns('CAIQ', /\bcaiq\b/iu, /\bconsensus assessments? initiative questionnaire\b/iu),
  // Upper case only: "sig" in lower case is too often something else.
  byPatterns('SIG', /\bSIG\b/u, /\bstandardi[sz]ed information gathering\b/iu),
];

/** Frameworks named in `text`, in table order. */
export function findFrameworks(text: string): Framework[] {
  const t = normalizeText(text);
  return FRAMEWORKS.filter((f) => f.matches(t));
}

/**
 * The framework a turn's `framework` assertion means: a table entry when the name matches one,
 * otherwise a literal match ignoring case, spaces and punctuation ("NIST 800-53" ~ "nist80053").
 */
export function resolveFramework(name: string): Framework {
  const known = findFrameworks(name)[0];
  if (known) return known;
  const wanted = squash(name);
  return { name, matches: (text) => wanted !== '' && squash(text).includes(wanted) };
}

/** Whether `text` names `f`, however it is spelt. */
export const namesFramework = (text: string, f: Framework): boolean => f.matches(normalizeText(text));

const squash = (s: string): string => normalizeText(s).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
