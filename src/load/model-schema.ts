// The suite's `target` and `judge` fields (design §1, §5): an HTTP endpoint, or a provider's
// model with the options it is called with. A name is read as the object it stands for, so every
// problem is reported at its own JSON path rather than as a union that "has the wrong type".
import * as z from 'zod/mini';
import { REQUEST_SHAPES } from '../core/index.js';

const NOT_EMPTY = 'must not be empty';
const text = z.string().check(z.minLength(1, NOT_EMPTY));
const optional = z.optional;

/** A value as an error message quotes it: JSON-escaped (no raw control bytes) and short. */
function shown(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 120 ? `${json.slice(0, 120)}…` : json;
}

/** `http://` or `https://` with a host: what a chat endpoint or a provider's base URL must be. */
function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value.trim())) return false;
  const { protocol, host } = new URL(value.trim());
  return (protocol === 'http:' || protocol === 'https:') && host !== '';
}

const httpUrl = text.check(
  z.refine(isHttpUrl, { error: (issue) => `${shown(issue.input)} is not an http(s) URL; expected something like http://127.0.0.1:3000/api/chat` }),
);

const httpTargetFields = {
  url: httpUrl,
  method: optional(z.enum(['POST', 'PUT', 'PATCH', 'post', 'put', 'patch'])),
  headers: optional(z.record(z.string(), z.string())),
  request: optional(z.enum(REQUEST_SHAPES)),
  body: optional(z.unknown()),
  responsePath: optional(text),
  contextPath: optional(text),
  healthUrl: optional(z.union([text, z.literal(false)])),
};

/** How a provider's model is called (design §5); each provider says which of these it reads. */
export const modelOptionsSchema = z.strictObject({
  stream: optional(z.boolean()),
  api: optional(z.enum(['chat', 'generate'])),
  maxTokens: optional(z.int('a whole number of tokens').check(z.gte(1, 'at least 1 token'), z.lte(1_000_000, 'at most 1000000 tokens'))),
  temperature: optional(z.number().check(z.gte(0, 'a temperature from 0 to 2'), z.lte(2, 'a temperature from 0 to 2'))),
  baseUrl: optional(httpUrl),
  contextSize: optional(z.int().check(z.gte(64), z.lte(1_048_576))),
  threads: optional(z.int().check(z.gte(1), z.lte(1024))),
});

const HTTP_ONLY = ['method', 'headers', 'request', 'body', 'responsePath', 'contextPath', 'healthUrl'] as const;

/**
 * `target` as an object: an HTTP endpoint (`url` and how to talk to it) or a provider's model
 * (`model` and its `options`). One object rather than a union, so every problem keeps its path.
 */
export const targetObject = z
  .strictObject(
    { ...httpTargetFields, url: optional(httpUrl), model: optional(text), options: optional(modelOptionsSchema) },
    { error: (issue) => (issue.code === 'invalid_type' ? 'expected a URL, a provider:model name, or an object with "url" or "model"' : undefined) },
  )
  .check(
    z.superRefine((t, ctx) => {
      if ((t.url === undefined) === (t.model === undefined)) {
        const both = t.url !== undefined;
        ctx.issues.push({
          code: 'custom',
          input: t,
          message: both
            ? 'a target has either "url" (an HTTP chat endpoint) or "model" (provider:model), not both'
            : 'a target needs "url" (an HTTP chat endpoint) or "model" (provider:model, e.g. openai:gpt-4o-mini)',
        });
      }
      if (t.model !== undefined) {
        for (const key of HTTP_ONLY.filter((k) => t[k] !== undefined)) {
          ctx.issues.push({ code: 'custom', input: t[key], path: [key], message: `"${key}" configures an HTTP target ("url"), not a model; a model takes "options"` });
        }
      }
      if (t.url !== undefined && t.options !== undefined) {
        ctx.issues.push({ code: 'custom', input: t.options, path: ['options'], message: '"options" configure a model target ("model"); an HTTP target is set by its own fields' });
      }
    }),
  );

/** A string with a scheme (`://`) is an endpoint, any other a `provider:model` name (design §5). */
function targetFromString(value: unknown, ctx: { issues: z.core.$ZodRawIssue[] }): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') {
    ctx.issues.push({ code: 'custom', input: value, message: NOT_EMPTY });
    return value;
  }
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(value.trim())) return { model: value };
  if (!isHttpUrl(value)) {
    ctx.issues.push({ code: 'custom', input: value, message: `${shown(value)} is not an http(s) URL; expected something like http://127.0.0.1:3000/api/chat` });
  }
  return { url: value };
}

const judgeModel = z
  .string({ error: (issue) => (issue.input === undefined ? 'a judge needs "model": a provider:model name such as ollama:llama3.2' : undefined) })
  .check(z.minLength(1, NOT_EMPTY));

export const judgeObject = z.strictObject(
  {
    model: judgeModel,
    options: optional(modelOptionsSchema),
    template: optional(text),
    system: optional(text),
    preset: optional(z.enum(['seed', 'strict'])),
    rubricPassScore: optional(z.int().check(z.gte(1), z.lte(5))),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'expected a provider:model name, or an object with "model" (and "options", "template", …)' : undefined) },
);

// A name is shorthand for `{ model: name }`: one object schema, so problems keep their paths.
export const judgeField = z.pipe(z.transform((v: unknown) => (typeof v === 'string' ? { model: v } : v)), judgeObject);
export const targetField = z.pipe(z.transform(targetFromString), targetObject);
