// One contract every target keeps, run against each implementation: the HTTP target over a real
// loopback server, the scripted in-process target, recorded replies, and a model served by each
// provider over its own protocol-faithful loopback server.
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { TargetError, type Message } from '../core/index.js';
import { createChatModel } from '../providers/index.js';
import { startAnthropicServer } from '../../test/support/anthropic-server.js';
import { startChatServer } from '../../test/support/chat-server.js';
import { startOllamaServer } from '../../test/support/ollama-server.js';
import { startOpenAIServer } from '../../test/support/openai-server.js';
import { httpTarget, loadRecorded, providerTarget, replayTarget, scriptedTarget, type Target, type TargetRequest } from './index.js';

/** The bot behind every implementation: it says what it saw, so the contract can check what was sent. */
const said = (history: readonly { role: string; content: string }[]): string => history.map((m) => `${m.role}:${m.content}`).join(' | ');

interface Running {
  readonly target: Target;
  close(): Promise<void>;
}

interface Implementation {
  readonly name: string;
  /** A target whose bot answers `said(history)`, or fails with `status` when it is set. */
  start(status?: number): Promise<Running>;
  /** Whether a bot behind it can answer with an HTTP status (recorded replies cannot). */
  readonly statuses: boolean;
}

const SECRET = 'sk-contract-secret-0123456789';

const IMPLEMENTATIONS: readonly Implementation[] = [
  {
    name: 'http',
    statuses: true,
    async start(status) {
      const bot = await startChatServer({
        reply: (body) => {
          const b = body as { message?: string; system?: string; messages?: Message[] };
          return said(b.messages ?? [...(b.system ? [{ role: 'system', content: b.system }] : []), { role: 'user', content: b.message ?? '' }]);
        },
        ...(status ? { statuses: [status] } : {}),
      });
      const target = httpTarget(
        { kind: 'http', url: bot.url, method: 'POST', headers: { Authorization: `Bearer ${SECRET}` }, request: 'message', healthUrl: false },
        { maxResponseBytes: 1 << 20 },
      );
      return { target, close: async () => (await target.close?.(), bot.close()) };
    },
  },
  {
    name: 'scripted',
    statuses: true,
    start: async (status) => ({
      target: scriptedTarget(({ messages }) => (status ? new TargetError(`answered ${status}`, { retryable: status >= 500 }) : said(messages))),
      close: async () => {},
    }),
  },
  {
    name: 'replay',
    statuses: false,
    async start() {
      const dir = await mkdtemp(join(tmpdir(), 'vouch-contract-'));
      const file = join(dir, 'replies.jsonl');
      const lines = [
        { id: 'C', trial: 0, response: said([{ role: 'user', content: 'hello' }]) },
        { id: 'C', trial: 0, turn: 1, response: said(CONVERSATION) },
      ];
      await writeFile(file, lines.map((l) => JSON.stringify(l)).join('\n'));
      return { target: replayTarget(await loadRecorded(file)), close: async () => {} };
    },
  },
  {
    name: 'provider: ollama',
    statuses: true,
    async start(status) {
      const server = await startOllamaServer({ reply: (r) => (status ? { status, error: 'no' } : said(r.messages)) });
      const target = providerTarget(await createChatModel('ollama:llama3.2', { OLLAMA_HOST: server.host }));
      return { target, close: () => server.close() };
    },
  },
  {
    name: 'provider: openai',
    statuses: true,
    async start(status) {
      const server = await startOpenAIServer({ apiKey: SECRET, reply: (r) => (status ? { status, message: 'no' } : said(r.messages)) });
      const target = providerTarget(await createChatModel('openai:gpt-test', { OPENAI_BASE_URL: server.baseUrl, OPENAI_API_KEY: SECRET }));
      return { target, close: () => server.close() };
    },
  },
  {
    name: 'provider: anthropic',
    statuses: true,
    async start(status) {
      const server = await startAnthropicServer({
        apiKey: SECRET,
        reply: (r) => (status ? { status, message: 'no' } : said([...(r.system ? [{ role: 'system', content: r.system }] : []), ...r.messages])),
      });
      const target = providerTarget(await createChatModel('anthropic:claude-test', { ANTHROPIC_BASE_URL: server.baseUrl, ANTHROPIC_API_KEY: SECRET }));
      return { target, close: () => server.close() };
    },
  },
];

const CONVERSATION: Message[] = [
  { role: 'system', content: 'be brief' },
  { role: 'user', content: 'hello' },
  { role: 'assistant', content: 'hi' },
  { role: 'user', content: 'and then?' },
];

const single: TargetRequest = { caseId: 'C', trial: 0, messages: [{ role: 'user', content: 'hello' }] };
const turn: TargetRequest = { caseId: 'C', trial: 0, turn: 1, messages: CONVERSATION };
const soon = (): AbortSignal => AbortSignal.timeout(5000);

async function using<T>(impl: Implementation, status: number | undefined, fn: (target: Target) => Promise<T>): Promise<T> {
  const running = await impl.start(status);
  try {
    return await fn(running.target);
  } finally {
    await running.close();
  }
}

for (const impl of IMPLEMENTATIONS) {
  describe(`target contract: ${impl.name}`, () => {
    test('a single message gets the bot\'s text back, whole', async () => {
      await using(impl, undefined, async (t) => assert.equal((await t.send(single, soon())).text, 'user:hello'));
    });

    test('a conversation turn carries the whole history, system message included', async () => {
      await using(impl, undefined, async (t) => assert.equal((await t.send(turn, soon())).text, said(CONVERSATION)));
    });

    test('an aborted request fails as a retryable TargetError, not a hang', async () => {
      await using(impl, undefined, async (t) => {
        const err = await t.send(impl.name === 'replay' ? { ...single, caseId: 'nope' } : single, AbortSignal.abort()).catch((e: unknown) => e);
        assert.ok(err instanceof TargetError, String(err));
        if (impl.name !== 'replay') assert.equal(err.retryable, true);
      });
    });

    test('its id says what it is and never carries a secret', async () => {
      await using(impl, undefined, async (t) => {
        assert.ok(t.id.length > 0);
        assert.ok(!t.id.includes(SECRET), t.id);
      });
    });

    if (!impl.statuses) return;
    for (const [status, retryable] of [[503, true], [400, false]] as const) {
      test(`a ${status} from the bot is a TargetError with retryable ${retryable}, and no secret in its message`, async () => {
        await using(impl, status, async (t) => {
          const err = await t.send(single, soon()).catch((e: unknown) => e);
          assert.ok(err instanceof TargetError, String(err));
          assert.equal(err.retryable, retryable);
          assert.ok(!err.message.includes(SECRET), err.message);
        });
      });
    }
  });
}
