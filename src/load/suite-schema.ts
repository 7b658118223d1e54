// The suite file's published JSON Schema (schema/suite.v1.json), generated from the zod schemas
// vouch validates suites with, so editors complete and check what vouch reads. Every field carries
// its description from FIELD_DOCS (suite-docs.ts); the configuration page is rendered from the same.
import * as z from 'zod/mini';
import { caseFieldShape, turnFieldShape } from '../checks/index.js';
import { EXPECTED_BEHAVIORS } from '../core/index.js';
import { judgeObject, targetObject } from './model-schema.js';
import { nativeSuiteSchema, turnSchema } from './schema.js';
import { FIELD_DOCS, FORMAT_DOCS } from './suite-docs.js';

export const SUITE_SCHEMA_VERSION = 1;
export const SUITE_SCHEMA_ID = `https://vouch.dev/schema/suite.v${SUITE_SCHEMA_VERSION}.json`;

type Json = { [key: string]: unknown };

const text = z.string().check(z.minLength(1));

/** A case as written (input side: an id may be a number), with every check's fields. */
const writtenCase = z.strictObject({
  id: z.union([text, z.number()]),
  category: z.optional(z.union([z.string(), z.number()])),
  prompt: z.optional(text),
  system: z.optional(text),
  conversation: z.optional(z.array(z.strictObject({ ...turnSchema.shape, ...turnFieldShape() }))),
  expectedBehavior: z.optional(z.enum(EXPECTED_BEHAVIORS)),
  notes: z.optional(z.string()),
  source: z.optional(z.strictObject({ file: text, section: z.string(), text })),
  Q: z.optional(z.int().check(z.gte(1), z.lte(10_000))),
  A: z.optional(z.number().check(z.gte(0), z.lte(1))),
  ...caseFieldShape(),
});

/** A file of cases named instead of cases written inline (seed 002 prompts, qa_agent_h, attack corpora). */
const caseFile = text;

/** The four shapes a suite file may take (design §1). */
const suiteFile = z.union([
  z.strictObject({
    ...nativeSuiteSchema.shape,
    target: z.optional(z.union([text, targetObject])),
    judge: z.optional(z.union([text, judgeObject])),
    cases: z.union([caseFile, z.array(z.union([writtenCase, caseFile]))]),
  }),
  z.array(writtenCase),
  z.strictObject({ prompts: z.array(writtenCase) }),
  z.strictObject({ SUT: z.optional(text), TestCases: z.array(writtenCase) }),
]);

/** Fields whose checks zod cannot express in JSON Schema (a refinement), written out here. */
const SHAPES: Readonly<Record<string, Json>> = {
  'thresholds.minPassRate': { anyOf: [{ type: 'number', minimum: 0, maximum: 100 }, { type: 'string', pattern: '^\\s*\\d+(\\.\\d+)?\\s*%?\\s*$' }] },
  'thresholds.warnPassRate': { anyOf: [{ type: 'number', minimum: 0, maximum: 100 }, { type: 'string', pattern: '^\\s*\\d+(\\.\\d+)?\\s*%?\\s*$' }] },
};

/** `a.b[].c` paths of every property in a JSON Schema, each with its node. */
export function fieldNodes(schema: Json, at = ''): { path: string; node: Json }[] {
  const out: { path: string; node: Json }[] = [];
  const props = schema['properties'] as Record<string, Json> | undefined;
  for (const [key, node] of Object.entries(props ?? {})) {
    const path = at === '' ? key : `${at}.${key}`;
    out.push({ path, node }, ...fieldNodes(node, path));
  }
  const items = schema['items'] as Json | undefined;
  if (items) out.push(...fieldNodes(items, `${at}[]`));
  for (const key of ['anyOf', 'oneOf'] as const) {
    for (const branch of (schema[key] as Json[] | undefined) ?? []) out.push(...fieldNodes(branch, at));
  }
  return out;
}

/** Where a field is documented: the same key wherever it appears (a case inline or in a list). */
export const docKey = (path: string): string => path.replace(/^(\[\]|prompts\[\]|TestCases\[\]|cases\[\])\./, 'case.').replace(/^case\.conversation\[\]\./, 'turn.');

/** The suite file's JSON Schema, every field described; a field without words is an error, so none ships undocumented. */
export function suiteJsonSchema(): Json {
  const schema = z.toJSONSchema(suiteFile, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  const undocumented: string[] = [];
  for (const { path, node } of fieldNodes(schema)) {
    const words = FIELD_DOCS[docKey(path)];
    if (words === undefined) undocumented.push(docKey(path));
    else Object.assign(node, SHAPES[docKey(path)] ?? {}, { description: words.text });
  }
  if (undocumented.length > 0) throw new Error(`suite fields without documentation in suite-docs.ts: ${[...new Set(undocumented)].join(', ')}`);
  const branches = schema['anyOf'] as Json[];
  for (const [i, branch] of branches.entries()) branch['description'] = FORMAT_DOCS[i];
  return { $schema: schema['$schema'], $id: SUITE_SCHEMA_ID, title: 'vouch suite file', description: 'A vouch suite: a native suite (settings and cases), a seed 002 prompts file, or a qa_agent_h file (design §1).', anyOf: branches };
}
