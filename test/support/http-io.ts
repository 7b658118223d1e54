// What the protocol test servers share: reading a request body and answering with JSON.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The whole body as UTF-8 (chunks joined before decoding, so split characters survive). */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
