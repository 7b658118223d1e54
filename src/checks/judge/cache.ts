// The judge's answers kept on disk: judges run at temperature 0, so the same model asked the same
// prompt gives the same answer, and a rerun of an unchanged suite costs no judge calls. Failures are
// never kept. The system under test is never cached here: repeats need fresh samples.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeAtomically, type JudgeModel } from '../../core/index.js';

interface Entry {
  readonly id: string;
  readonly system: string | null;
  readonly prompt: string;
  readonly reply: string;
}

/** sha256 over the model id, system prompt and prompt, unambiguously joined. */
export function cacheKey(id: string, system: string | undefined, prompt: string): string {
  return createHash('sha256').update(JSON.stringify([id, system ?? null, prompt])).digest('hex');
}

/**
 * Wraps a judge so each answer is read from `dir` when present and written there when new.
 * Concurrent identical questions in this process share one call; concurrent processes may both
 * ask, and whichever writes last wins (each write is whole: temp file, then rename).
 *
 * @example const judge = cachedJudge(modelJudge(model), '.vouch-cache/judge');
 */
export function cachedJudge(judge: JudgeModel, dir: string): JudgeModel {
  const inFlight = new Map<string, Promise<string>>();
  return {
    id: judge.id,
    ask(prompt, system, signal) {
      const key = cacheKey(judge.id, system, prompt);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const answer = lookUpOrAsk(judge, dir, key, { prompt, system, signal }).finally(() => inFlight.delete(key));
      inFlight.set(key, answer);
      return answer;
    },
  };
}

async function lookUpOrAsk(
  judge: JudgeModel,
  dir: string,
  key: string,
  q: { prompt: string; system: string | undefined; signal: AbortSignal | undefined },
): Promise<string> {
  const file = join(dir, key.slice(0, 2), `${key}.json`);
  const hit = await readEntry(file);
  // The stored question is compared too, so even a (theoretical) hash collision cannot mislead.
  if (hit && hit.id === judge.id && hit.prompt === q.prompt && hit.system === (q.system ?? null)) return hit.reply;
  const reply = await judge.ask(q.prompt, q.system, q.signal);
  // The answer stands even when it cannot be kept (read-only or full disk): the cache only saves calls.
  await writeAtomically(file, JSON.stringify({ id: judge.id, system: q.system ?? null, prompt: q.prompt, reply } satisfies Entry)).catch(() => undefined);
  return reply;
}

async function readEntry(file: string): Promise<Entry | undefined> {
  try {
    const entry = JSON.parse(await readFile(file, 'utf8')) as Partial<Entry>;
    return typeof entry.reply === 'string' ? (entry as Entry) : undefined;
  } catch {
    // Missing, half-written by a crashed run, or not ours: a miss.
    return undefined;
  }
}
