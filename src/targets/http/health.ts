// The pre-run health check: one GET that must answer 2xx, or the run stops before it starts.
import type { OutgoingHttpHeaders } from 'node:http';
import { UnreachableError } from '../../core/index.js';
import { networkProblem } from '../../net/index.js';
import { endpoint } from './transport.js';

/**
 * GETs `url` once; throws UnreachableError saying what happened and what to check.
 *
 * @example await checkHealth('http://127.0.0.1:3000/api/health', 'http://127.0.0.1:3000/api/health', {}, signal)
 */
export async function checkHealth(
  url: string,
  shownUrl: string,
  headers: OutgoingHttpHeaders,
  signal: AbortSignal,
): Promise<void> {
  const what = `health check GET ${shownUrl}`;
  let status: number;
  let reason: string;
  try {
    const res = await endpoint(url, false).send({ method: 'GET', headers, signal });
    res.resume();
    status = res.statusCode ?? 0;
    reason = res.statusMessage ?? '';
  } catch (err) {
    if (signal.aborted) throw new UnreachableError(`${what} timed out — is the bot running?`);
    const problem = networkProblem(err) ?? (err instanceof Error ? err.message : String(err));
    throw new UnreachableError(`${what} failed: ${problem} — is the bot running?`);
  }
  if (status < 200 || status > 299) {
    throw new UnreachableError(
      `${what} answered ${status} ${reason} — the bot is up but not healthy (or the health URL is wrong: set healthUrl, or false to skip the check)`,
    );
  }
}
