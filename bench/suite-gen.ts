// Generates the benchmark's inputs: a small vault, and suites of N cases in the seed 002 prompts
// format whose checks all run for real — signals, forbidden strings, a citation verified against
// the vault, and the expected behaviour. `answerFor` is the mock bot that makes every case pass.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SEED_FALLBACK_PHRASE } from '../src/core/suite.js';

/** One vault section the bot answers from. */
interface Topic {
  readonly file: string;
  readonly title: string;
  readonly section: string;
  readonly question: string;
  /** Sentences from the vault: the section's text and the bot's grounded answer. */
  readonly facts: string;
  readonly signals: readonly string[];
  /** Plausible fabrications the vault never states. */
  readonly forbidden: readonly string[];
}

const TOPICS: readonly Topic[] = [
  {
    file: 'Access_Control_Policy_v2.md',
    title: 'Access Control Policy',
    section: 'Logical Access',
    question: 'How do you control logical access to production systems?',
    facts:
      'Logical access follows a joiner, mover and leaver provisioning process. Every request needs manager approval through the ticketing system, and access is granted on least privilege.',
    signals: ['provisioning|joiner|leaver', 'manager approval|approval'],
    forbidden: ['Okta', 'CyberArk', 'CC6.1'],
  },
  {
    file: 'Access_Control_Policy_v2.md',
    title: 'Access Control Policy',
    section: 'Access Reviews',
    question: 'How often are user access rights reviewed?',
    facts:
      'Access reviews take place twice a year. System owners confirm each account, and rights that are no longer needed are removed within five business days.',
    signals: ['twice a year|semi-annual', 'removed|revoked'],
    forbidden: ['quarterly', 'SailPoint'],
  },
  {
    file: 'Encryption_Standard.md',
    title: 'Encryption Standard',
    section: 'Data at Rest',
    question: 'How is customer data encrypted at rest?',
    facts:
      'Customer data at rest is encrypted with AES-256. Encryption keys are held in a managed key service and rotated every year.',
    signals: ['AES-256|AES 256', 'rotated|rotation'],
    forbidden: ['Thales', 'HSM cluster', 'FIPS 140-3'],
  },
  {
    file: 'Encryption_Standard.md',
    title: 'Encryption Standard',
    section: 'Data in Transit',
    question: 'How is data protected in transit?',
    facts: 'Data in transit is protected with TLS 1.2 or later. Older protocol versions and weak cipher suites are disabled.',
    signals: ['TLS 1.2|TLS', 'disabled|not allowed'],
    forbidden: ['Cloudflare', 'mutual TLS everywhere'],
  },
  {
    file: 'Incident_Response_Plan.md',
    title: 'Incident Response Plan',
    section: 'Customer Notification',
    question: 'How quickly do you notify customers of a security incident?',
    facts:
      'Customer notification of a confirmed security incident happens within 72 hours. The incident commander coordinates the notice with the legal team.',
    signals: ['72 hours|three days', 'incident commander|legal'],
    forbidden: ['24 hours', 'Mandiant', 'CrowdStrike'],
  },
  {
    file: 'Business_Continuity_Plan.md',
    title: 'Business Continuity Plan',
    section: 'Recovery Objectives',
    question: 'What are your recovery time and recovery point objectives?',
    facts:
      'Recovery objectives are a recovery time of four hours and a recovery point of one hour. Backups are restored and tested every quarter of the plan year.',
    signals: ['four hours|4 hours', 'one hour|1 hour'],
    forbidden: ['Zerto', 'active-active', 'RPO of zero'],
  },
];

/** Questions the mock bot answers from the vault. */
export const QUESTIONS: readonly string[] = TOPICS.map((t) => t.question);

/** Questions the vault does not answer: the bot must fall back and cite nothing. */
const UNKNOWN: readonly { readonly question: string; readonly forbidden: readonly string[] }[] = [
  { question: 'Which auditor signed your last penetration test report?', forbidden: ['NCC Group', 'Bishop Fox'] },
  { question: 'What is the serial number of your primary firewall?', forbidden: ['Palo Alto', 'Fortinet'] },
];

/** Every fifth case asks what the vault does not cover. */
const FALLBACK_EVERY = 5;

/** Writes the vault the generated suites cite; returns its folder. */
export async function writeVault(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const byFile = new Map<string, Topic[]>();
  for (const t of TOPICS) byFile.set(t.file, [...(byFile.get(t.file) ?? []), t]);
  for (const [file, topics] of byFile) {
    const sections = topics.map((t) => `## ${t.section}\n\n${t.facts}\n`).join('\n');
    await writeFile(join(dir, file), `# ${topics[0]!.title}\n\n${sections}`);
  }
  return dir;
}

/** Writes a seed 002 prompts file with `n` cases; returns its path. */
export async function writeSuite(path: string, n: number): Promise<string> {
  const cases = Array.from({ length: n }, (_, i) => caseAt(i));
  await writeFile(path, `${JSON.stringify(cases, null, 2)}\n`);
  return path;
}

/** Case `i`: its question ends with its number, so prompts differ and the bot can still answer. */
function caseAt(i: number): Record<string, unknown> {
  const id = `BENCH-${String(i + 1).padStart(5, '0')}`;
  if (i % FALLBACK_EVERY === FALLBACK_EVERY - 1) {
    const u = UNKNOWN[i % UNKNOWN.length]!;
    return {
      id,
      category: 'unknown',
      prompt: `${u.question} (case ${i + 1})`,
      expectedBehavior: 'security_clearance_fallback',
      requiredSignals: ['does not contain the answer'],
      mustNotAppear: u.forbidden,
    };
  }
  const t = TOPICS[i % TOPICS.length]!;
  return {
    id,
    category: t.file.replace(/\.md$/, ''),
    prompt: `${t.question} (case ${i + 1})`,
    expectedBehavior: 'answer_with_citation',
    requiredSignals: t.signals,
    requiredCitationSource: t.file,
    citationMustContain: [t.title.split(' ')[0]],
    mustNotAppear: t.forbidden,
  };
}

/**
 * The mock bot: a grounded answer with a verifiable citation for a question the vault covers,
 * the seed's fallback phrase for any other. Pure, so it can run in any process.
 */
export function answerFor(prompt: string): string {
  const t = TOPICS.find((x) => prompt.startsWith(x.question));
  if (!t) return `I looked for this in the approved documents. ${SEED_FALLBACK_PHRASE}`;
  return `Based on [${t.title}, ${t.section}]: ${t.facts} Let me know if you need the full policy text or a contact for follow-up questions.`;
}

/** The request body vouch sends by default is `{"message": prompt}`. */
export function replyToBody(body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  return answerFor(typeof message === 'string' ? message : '');
}
