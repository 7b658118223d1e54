// The run's one Redactor (core/redact.ts), fed by everything secret the run knows, and the places
// outside text enters through it: the judge (prompts out, answers in, before the cache keeps them),
// the findings checks make of a reply, and errors leaving the run. Replies and target errors go
// through it in the run stage (`redact` in runPlan's settings).
import { envSecrets, redactor, type Finding, type JudgeExchange, type JudgeModel, type Redactor } from '../core/index.js';
import type { Target } from '../targets/index.js';

/** Secrets from the environment (variables named like credentials: provider API keys…) and the ones the target sends. */
export function runRedactor(env: Readonly<Record<string, string | undefined>>, target: Target): Promise<Redactor> {
  return redactor([...envSecrets(env), ...(target.secrets ?? [])]);
}

/**
 * The judge, asked only redacted prompts (so neither the judge's provider nor the judge cache ever
 * sees a secret a reply echoed) and answering redacted text.
 */
export function redactingJudge(judge: JudgeModel, r: Redactor): JudgeModel {
  if (r.size === 0) return judge;
  return {
    id: judge.id,
    ask: async (prompt, system, signal) => r.text(await judge.ask(r.text(prompt), system === undefined ? undefined : r.text(system), signal)),
  };
}

/** The same error with its message redacted (errors leave the run through the CLI's stderr). */
export function redactedError(error: unknown, r: Redactor): unknown {
  if (error instanceof Error && r.size > 0) {
    const message = r.text(error.message);
    if (message !== error.message) error.message = message;
    if (error.stack) error.stack = r.text(error.stack);
  }
  return error;
}

/**
 * Findings with their text redacted again. Checks read the reply normalised (NFKC, invisible
 * characters removed, quotes plain) and quote it in messages, evidence and judge exchanges: whatever
 * a normalisation produces for showing is redacted after it, so no reading of a reply shows a
 * secret the raw reply hid in a form the redactor missed.
 */
export function redactedFindings(findings: readonly Finding[], r: Redactor): Finding[] {
  if (r.size === 0) return [...findings];
  return findings.map((f) => ({
    ...f,
    message: r.text(f.message),
    ...(f.evidence !== undefined ? { evidence: r.text(f.evidence) } : {}),
    ...(f.spans ? { spans: f.spans.map((s) => ({ ...s, label: r.text(s.label) })) } : {}),
    ...(f.exchanges ? { exchanges: f.exchanges.map((e) => redactedExchange(e, r)) } : {}),
    ...(f.data ? { data: redactedValue(f.data, r) as Finding['data'] } : {}),
  }));
}

const redactedExchange = (e: JudgeExchange, r: Redactor): JudgeExchange => ({ ...e, question: r.text(e.question), prompt: r.text(e.prompt), reply: r.text(e.reply) });

/** Every string in a finding's structured extras, a few levels deep (they are small, flat records). */
function redactedValue(value: unknown, r: Redactor, depth = 0): unknown {
  if (typeof value === 'string') return r.text(value);
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((v) => redactedValue(v, r, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactedValue(v, r, depth + 1)]));
}
