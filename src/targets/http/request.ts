// The request body: {"message"}, {"messages": [...]}, or the user's JSON template (design §5).
import type { Message } from '../../core/index.js';
import type { HttpTargetSpec } from '../../core/index.js';

/** Turns a conversation into the JSON text to POST. Chosen once per target. */
export type BodyBuilder = (messages: readonly Message[]) => string;

const MESSAGES_SLOT = '{{messages}}';
// One pass, so a prompt that itself contains `{{system}}` is sent as written.
const TEXT_SLOT = /\{\{(prompt|system)\}\}/g;

export function bodyBuilder(spec: Pick<HttpTargetSpec, 'request' | 'body'>): BodyBuilder {
  if (spec.body !== undefined) {
    const template = spec.body;
    return (messages) => JSON.stringify(fillTemplate(template, messages));
  }
  return spec.request === 'messages' ? messagesBody : spec.request === 'ui-messages' ? uiMessagesBody : messageBody;
}

/** The body a conversation's turns go as: its history always travels (design §5), so `message` becomes `messages`. */
export function conversationBodyBuilder(spec: Pick<HttpTargetSpec, 'request' | 'body'>): BodyBuilder {
  return bodyBuilder(spec.body === undefined && spec.request === 'message' ? { request: 'messages' } : spec);
}

/**
 * What an AI SDK 5+ `useChat` route reads (`DefaultChatTransport`'s body): UI messages, each with
 * an id and its text as a part, the whole history, and the trigger of a message sent.
 */
const uiMessagesBody: BodyBuilder = (messages) =>
  JSON.stringify({
    id: 'vouch',
    messages: messages.map(({ role, content }, i) => ({ id: `m${i}`, role, parts: [{ type: 'text', text: content }] })),
    trigger: 'submit-message',
  });

/** Whether a body template sends a conversation's history: some string in it is exactly `{{messages}}`. */
export function carriesHistory(template: unknown): boolean {
  if (template === MESSAGES_SLOT) return true;
  if (Array.isArray(template)) return template.some(carriesHistory);
  if (template !== null && typeof template === 'object') return Object.values(template).some(carriesHistory);
  return false;
}

const messageBody: BodyBuilder = (messages) => {
  const system = systemText(messages);
  const message = promptText(messages);
  return JSON.stringify(system === undefined ? { message } : { message, system });
};

const messagesBody: BodyBuilder = (messages) =>
  JSON.stringify({ messages: messages.map(({ role, content }) => ({ role, content })) });

/** The newest user message: what the bot is asked now. */
export function promptText(messages: readonly Message[]): string {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.role === 'user') return m.content;
  }
  return '';
}

/** A leading system message, if the conversation has one. */
function systemText(messages: readonly Message[]): string | undefined {
  const first = messages[0];
  return first?.role === 'system' ? first.content : undefined;
}

/**
 * A copy of the template with the slots filled: a string that is exactly `{{messages}}`
 * becomes the messages array; `{{prompt}}` and `{{system}}` inside strings become text.
 */
export function fillTemplate(template: unknown, messages: readonly Message[]): unknown {
  const prompt = promptText(messages);
  const system = systemText(messages) ?? '';
  const fill = (node: unknown): unknown => {
    if (typeof node === 'string') {
      if (node === MESSAGES_SLOT) return messages.map(({ role, content }) => ({ role, content }));
      if (!node.includes('{{')) return node;
      return node.replace(TEXT_SLOT, (_, slot: string) => (slot === 'prompt' ? prompt : system));
    }
    if (Array.isArray(node)) return node.map(fill);
    if (node !== null && typeof node === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(node)) out[key] = fill(value);
      return out;
    }
    return node;
  };
  return fill(template);
}
