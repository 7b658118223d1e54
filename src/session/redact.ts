// The run's one Redactor (core/redact.ts), fed by everything secret the run knows, and the places
// outside text enters through it: the judge (prompts out, answers in) and errors leaving the run.
// Replies and target errors go through it in the run stage (`redact` in runPlan's settings).
import { envSecrets, redactor, type JudgeModel, type Redactor } from '../core/index.js';
import type { Target } from '../targets/index.js';

/** Secrets from the environment (variables named like credentials: provider API keys…) and the ones the target sends. */
export function runRedactor(env: Readonly<Record<string, string | undefined>>, target: Target): Redactor {
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
