// `request: ui-messages`: an AI SDK 5+ `useChat` route (UI messages with `parts`, read with
// `convertToModelMessages`) answers vouch's single prompts and whole conversations, history and all.
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { RunResult } from '../../src/core/run-result.js';
import { startAiSdkRoute, type AiSdkRoute } from '../support/ai-sdk-route.js';
import { vouch } from '../support/cli.js';

let route: AiSdkRoute;
let dir: string;
let suite: string;

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vouch-ui-messages-'));
  // The model answers from what it was given: how many user turns, and the first of them.
  route = await startAiSdkRoute((prompt) => {
    const users = prompt.filter((m) => m.role === 'user');
    return users.length === 1 ? `You asked about ${users[0]!.text}.` : `Earlier you asked about ${users[0]!.text}; this is turn ${users.length}.`;
  });
  suite = join(dir, 'suite.yaml');
  await writeFile(
    suite,
    [
      'cases:',
      '  - { id: ONE, prompt: backups, requiredSignals: ["You asked about backups"] }',
      '  - id: CHAT',
      '    conversation:',
      '      - { user: retention }',
      '      - { user: and encryption? }',
      '    requiredSignals: ["retention"]',
      '',
    ].join('\n'),
  );
});
after(() => route.close());

test('a useChat route built with the ai package answers --request ui-messages: one prompt, and a conversation with its history', async () => {
  route.prompts.length = 0;
  const r = await vouch(['run', suite, '--url', route.url, '--request', 'ui-messages', '--no-reports', '--json'], { cwd: dir });
  assert.equal(r.code, 0, r.stderr + r.stdout);
  const run = JSON.parse(r.stdout) as RunResult;
  assert.deepEqual(run.cases.map((d) => [d.id, d.status]), [['ONE', 'pass'], ['CHAT@0', 'pass'], ['CHAT@1', 'pass']]);
  // The second turn's call carried the first turn and the bot's own answer to it.
  const last = route.prompts.find((p) => p.some((m) => m.text === 'and encryption?'));
  assert.deepEqual(last, [
    { role: 'user', text: 'retention' },
    { role: 'assistant', text: 'You asked about retention.' },
    { role: 'user', text: 'and encryption?' },
  ]);
});

test("vouch's other request shapes are not what such a route reads: it answers 500, and the run says so (exit 3)", async () => {
  const r = await vouch(['run', suite, '--url', route.url, '--request', 'messages', '--retries', '0', '--no-reports', '--json'], { cwd: dir });
  assert.equal(r.code, 3);
  assert.match((JSON.parse(r.stdout) as RunResult).errors[0]!.messages.join(), /answered 500/);
});

test('a body template without "{{messages}}" drops a conversation\'s history: the run warns', async () => {
  const templated = join(dir, 'templated.yaml');
  await writeFile(
    templated,
    [
      'target:',
      `  url: ${route.url}`,
      '  body: { messages: [{ id: m1, role: user, parts: [{ type: text, text: "{{prompt}}" }] }] }',
      'cases:',
      '  - id: CHAT',
      '    conversation:',
      '      - { user: retention }',
      '      - { user: and encryption? }',
      '',
    ].join('\n'),
  );
  const r = await vouch(['run', templated, '--no-reports', '--json'], { cwd: dir });
  const run = JSON.parse(r.stdout) as RunResult;
  assert.match(run.warnings.join('\n'), /target\.body has no "\{\{messages\}\}" slot, so the conversations' later turns \(CHAT\) are sent without the turns before them/);
  assert.match(r.stderr, /target\.body has no "\{\{messages\}\}" slot/);
});
