// The floor: the same requests as a `vouch run`, sent by the plainest keep-alive node:http client
// and nothing else — no checks, no reports. What Node and the kernel charge per request on this
// machine; vouch's own cost per case is what it spends above this.
//   node floor-client.js <suite.json> <chat url> <concurrency>
import { Agent, request } from 'node:http';
import { readFileSync } from 'node:fs';

const [suiteFile, url, concurrency] = process.argv.slice(2);
const prompts = (JSON.parse(readFileSync(suiteFile!, 'utf8')) as { prompt: string }[]).map((c) => c.prompt);
const target = new URL(url!);
const agent = new Agent({ keepAlive: true });

function ask(message: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'application/json' };
    const options = { hostname: target.hostname, port: target.port, path: target.pathname, method: 'POST', agent, headers };
    const req = request(options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { response: string }).response));
    });
    req.on('error', reject);
    req.end(JSON.stringify({ message }));
  });
}

let next = 0;
async function worker(): Promise<void> {
  while (next < prompts.length) await ask(prompts[next++]!);
}

await Promise.all(Array.from({ length: Number(concurrency) }, worker));
agent.destroy();
