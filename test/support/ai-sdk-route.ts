// A chat route written as the AI SDK's docs show it for `useChat` (AI SDK 5+): the request's UI
// messages through `convertToModelMessages`, `streamText`, and a UI-message stream back — with the
// real `ai` package, a scripted model from its own test utilities, over real HTTP on loopback.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { convertToModelMessages, createUIMessageStreamResponse, simulateReadableStream, streamText, toUIMessageStream, type UIMessage } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';

/** What the model saw on one call: each message's role and its text. */
export type SeenPrompt = readonly { readonly role: string; readonly text: string }[];

export interface AiSdkRoute {
  readonly url: string;
  /** The prompt the model got on each call, in order. */
  readonly prompts: SeenPrompt[];
  close(): Promise<void>;
}

const USAGE = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};

/** Starts the route; `answer` writes the model's reply from the prompt it was given. */
export async function startAiSdkRoute(answer: (prompt: SeenPrompt) => string): Promise<AiSdkRoute> {
  const prompts: SeenPrompt[] = [];
  const model = new MockLanguageModelV4({
    doStream: async ({ prompt }) => {
      const seen = prompt.map((m) => ({
        role: m.role,
        text: typeof m.content === 'string' ? m.content : m.content.map((p) => ('text' in p ? p.text : '')).join(''),
      }));
      prompts.push(seen);
      const text = answer(seen);
      return {
        stream: simulateReadableStream({
          chunks: [
            { type: 'text-start', id: 't1' },
            ...text.split(/(?<= )/).map((delta) => ({ type: 'text-delta' as const, id: 't1', delta })),
            { type: 'text-end', id: 't1' },
            { type: 'finish', finishReason: { unified: 'stop', raw: undefined }, usage: USAGE },
          ],
        }),
      };
    },
  });

  // app/api/chat/route.ts, as the docs write it.
  async function POST(req: Request): Promise<Response> {
    const { messages } = (await req.json()) as { messages: UIMessage[] };
    const result = streamText({ model, messages: await convertToModelMessages(messages) });
    return createUIMessageStreamResponse({ stream: toUIMessageStream({ stream: result.stream }) });
  }

  const server = createServer((req, res) => void serve(req, res, POST));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/chat`,
    prompts,
    close: () =>
      new Promise<void>((done, fail) => {
        server.close((e) => (e ? fail(e) : done()));
        server.closeAllConnections();
      }),
  };
}

/** Node's request as a web Request to the route, and its web Response back; a throw is the 500 a framework would send. */
async function serve(req: IncomingMessage, res: ServerResponse, POST: (req: Request) => Promise<Response>): Promise<void> {
  if (req.method !== 'POST') return void res.writeHead(req.url === '/api/health' ? 200 : 404).end();
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const response = await POST(new Request(`http://127.0.0.1${req.url}`, { method: 'POST', body: Buffer.concat(chunks), headers: { 'content-type': 'application/json' } }));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    for await (const chunk of response.body ?? []) res.write(chunk);
    res.end();
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(`route failed: ${(error as Error).message}`);
  }
}
