// Judge economy: a qa_agent_h suite (Q=5, A=0.8, three questions a case) judged by a scripted
// OpenAI-compatible judge on loopback. Counts the model calls vouch makes — bot and judge —
// against the naive Q·(1 + questions) per case that asks every question of every trial.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startChatServer } from '../test/support/chat-server.js';
import { startOpenAIServer } from '../test/support/openai-server.js';
import { CLI, measureNode, timeChild } from './measure.js';
import type { Row } from './row.js';
import { QUESTIONS, replyToBody } from './suite-gen.js';

const N = 45;
const Q = 5;
const A = 0.8;
const CONCURRENCY = 16;
const LATENCY_MS = 50;
const WHITELIST = ['Does the output cite a source document?', 'Does the output answer the question that was asked?'];
const BLACKLIST = ["Does the output contain 'Okta'?"];
const NAME = `judge economy: N=${N}, Q=${Q}, A=${A}, ${WHITELIST.length + BLACKLIST.length} questions`;

/** Whether this build of the CLI takes `--judge` yet. */
async function judgeWired(): Promise<boolean> {
  const help = await timeChild(process.execPath, [CLI, 'run', '--help'], process.env);
  return help.stdout.includes('--judge');
}

/**
 * Two rows: a bot that answers each case the same way every time (the judge's answers are reused
 * from the cache), and one whose every reply differs (no reuse: only early stopping and exactly
 * answered containment questions save calls).
 */
export async function judgeRows(tmp: string): Promise<Row[]> {
  if (!(await judgeWired())) {
    const note = 'pending judge wiring (`vouch run --judge` not in this build)';
    return [{ name: NAME, runs: 0, wallMs: Number.NaN, cpuMs: Number.NaN, peakRssMiB: Number.NaN, note }];
  }
  const suite = await writeQaSuite(join(tmp, 'qa-suite.json'));
  return [await judgeRun(tmp, suite, false), await judgeRun(tmp, suite, true)];
}

async function judgeRun(tmp: string, suite: string, varied: boolean): Promise<Row> {
  let served = 0;
  const reply = (body: unknown): string => `${replyToBody(body)}${varied ? ` Reference ${++served}.` : ''}`;
  const bot = await startChatServer({ latencyMs: LATENCY_MS, reply });
  const judge = await startOpenAIServer({ reply: (r) => (BLACKLIST.some((b) => r.messages.at(-1)?.content.includes(b)) ? 'No' : 'Yes') });
  // A fresh working folder each time: the on-disk judge cache (.vouch-cache) starts empty.
  const cwd = join(tmp, `judge-run-${varied ? 'varied' : 'stable'}`);
  await mkdir(cwd, { recursive: true });
  const name = `${NAME}, ${varied ? 'every reply new' : 'replies repeat'}`;
  try {
    const args = [CLI, 'run', suite, '--url', bot.url, '--judge', 'openai:bench-judge'];
    args.push('--concurrency', String(CONCURRENCY), '--reports-dir', join(cwd, 'reports'));
    const env = { OPENAI_BASE_URL: judge.baseUrl, OPENAI_API_KEY: 'sk-bench' };
    const child = await measureNode(args, { tmp, env, cwd });
    if (child.code !== 0) throw new Error(`${name}: vouch exited ${child.code}\n${child.stderr}${child.stdout.slice(-2000)}`);
    const run = JSON.parse(await readFile(join(cwd, 'reports', 'latest.json'), 'utf8')) as { summary: { trials: { run: number } } };
    if (run.summary.trials.run !== bot.stats.requests) {
      throw new Error(`${name}: the bot served ${bot.stats.requests} requests but run.json says ${run.summary.trials.run} trials ran`);
    }
    const made = bot.stats.requests + judge.requests.length;
    const naive = N * Q * (1 + WHITELIST.length + BLACKLIST.length);
    return {
      name,
      runs: 1,
      wallMs: child.wallMs,
      cpuMs: child.cpuMs,
      peakRssMiB: child.maxRssMiB,
      requests: { served: bot.stats.requests, expected: run.summary.trials.run },
      maxInFlight: bot.stats.maxInFlight,
      note:
        `model calls ${made} = bot ${bot.stats.requests} + judge ${judge.requests.length}, ` +
        `naive Q·(1 + questions)·N = ${naive}: ${((100 * made) / naive).toFixed(0)}%`,
    };
  } finally {
    await bot.close();
    await judge.close();
  }
}

/** A qa_agent_h file: the seed 003 shape, with prompts the mock bot answers from the vault. */
async function writeQaSuite(path: string): Promise<string> {
  const TestCases = Array.from({ length: N }, (_, i) => ({
    id: i + 1,
    Q,
    A,
    prompt: `${QUESTIONS[i % QUESTIONS.length]} (case ${i + 1})`,
    whitelist: WHITELIST,
    blacklist: BLACKLIST,
  }));
  await writeFile(path, `${JSON.stringify({ SUT: 'bench-bot', TestCases }, null, 2)}\n`);
  return path;
}
