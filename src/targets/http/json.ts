// The answer inside a JSON reply: the configured path, or the first of the usual places.
import { getProperty } from 'dot-prop';
import { TargetError } from '../../core/index.js';
import { snippet } from '../../net/index.js';

type Json = Record<string, unknown>;

const DEFAULT_KEYS = ['response', 'answer', 'message', 'text', 'content', 'output'] as const;
const KEYS_SHOWN = 12;

/**
 * The reply text at `path` (dot-prop syntax: `data.answer`, `choices[0].message.content`), or
 * without a path the first string among design §5's default places. No string there is a
 * non-retryable TargetError naming the keys the reply did have, so the user can set the path.
 */
export function textFromJson(value: unknown, path: string | undefined, where: string): string {
  const found = path === undefined ? defaultText(value) : atPath(value, path);
  if (found !== undefined) return found;
  const place = path === undefined ? `any of ${DEFAULT_KEYS.join(', ')}, choices[0].message.content, message.content` : `"${path}"`;
  const hint = path === undefined ? '; set the target\'s responsePath' : '';
  return fail(`${where}: the JSON reply has no string at ${place} (${describe(value)})${hint}`);
}

function atPath(value: unknown, path: string): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const found: unknown = getProperty(value as Json, path);
  return typeof found === 'string' ? found : undefined;
}

function defaultText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const obj = value as Json;
  for (const key of DEFAULT_KEYS) {
    const v = obj[key];
    if (typeof v === 'string') return v;
  }
  const choices = obj['choices'];
  const first = Array.isArray(choices) ? (choices[0] as Json | undefined) : undefined;
  return content(first?.['message']) ?? content(obj['message']);
}

function content(message: unknown): string | undefined {
  if (message === null || typeof message !== 'object') return undefined;
  const v = (message as Json)['content'];
  return typeof v === 'string' ? v : undefined;
}

/** What the reply was instead, in a few words (keys are the bot's text: cleaned and capped). */
function describe(value: unknown): string {
  if (Array.isArray(value)) return `it is an array of ${value.length} items`;
  if (value === null || typeof value !== 'object') return `it is ${value === null ? 'null' : typeof value}`;
  const keys = Object.keys(value);
  if (keys.length === 0) return 'it is an empty object';
  const shown = keys.slice(0, KEYS_SHOWN).map((k) => snippet(k, 40));
  return `its keys are ${shown.join(', ')}${keys.length > KEYS_SHOWN ? ', …' : ''}`;
}

function fail(message: string): never {
  throw new TargetError(message, { retryable: false });
}
