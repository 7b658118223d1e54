// Generated malformed suites, in every format vouch reads (seed 002 arrays and prompts objects,
// qa_agent_h files, native suites; JSON, JSONC and YAML), each broken in one known way: a wrong
// type, an unknown field, a huge or deeply nested value, a bad regex, YAML aliases, bytes that are
// not UTF-8, a cycle, a syntax error. Each says which field (if any) an error message must name.
import fc from 'fast-check';

export type Format = 'seed-array' | 'prompts-object' | 'qa-agent' | 'native-json' | 'native-yaml' | 'jsonc';

export interface Malformed {
  readonly format: Format;
  /** What is wrong, for a failing example's report. */
  readonly fault: string;
  /** The file's extension. */
  readonly ext: 'json' | 'jsonc' | 'yaml';
  /** The file's content; a function of the file's own name, for suites that name themselves. */
  readonly content: (name: string) => string | Buffer;
  /** A field the message must name (in its JSON path or its text), when the fault has one. */
  readonly field?: string;
  /** The broken case's place, such as `cases[2]`, when one case is broken. */
  readonly at?: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/);
const sentence = fc.array(word, { minLength: 1, maxLength: 6 }).map((w) => w.join(' '));

/** A valid case, in the seeds' fields. */
const validCase = fc.record(
  {
    id: fc.oneof(word.map((w) => `C-${w}`), fc.integer({ min: 1, max: 1e6 })),
    category: word,
    prompt: sentence,
    expectedBehavior: fc.constantFrom('answer_with_citation', 'security_clearance_fallback', 'reject_or_deflect', 'greeting_or_fallback'),
    requiredSignals: fc.array(sentence, { maxLength: 3 }),
    mustNotAppear: fc.array(sentence, { maxLength: 3 }),
    notes: sentence,
    Q: fc.integer({ min: 1, max: 5 }),
    A: fc.double({ min: 0, max: 1, noNaN: true }),
  },
  { requiredKeys: ['id', 'prompt'] },
) as fc.Arbitrary<Record<string, Json>>;

/** Values of a type each field never takes, with the field's name. */
const WRONG_TYPES: Readonly<Record<string, readonly Json[]>> = {
  id: [{}, [], true, null, { a: 1 }, ''],
  prompt: [5, [], {}, true, '', ['a']],
  category: [[], {}, true],
  expectedBehavior: ['answer', 'nope', 5, [], 'ANSWER_WITH_CITATION'],
  requiredSignals: ['provisioning', 5, [1], [''], [{}], [null], {}],
  mustNotAppear: ['Okta', 5, [2], [''], [[]]],
  citationMustContain: [5, [null], 'x'],
  requiredCitationSource: [5, '', []],
  Q: [0, -1, 1.5, '3', 10_001, true],
  A: [2, -0.1, 'x', []],
  whitelist: ['q?', [5], {}],
  blacklist: ['q?', [null]],
  notes: [5, [], {}],
  conversation: ['x', [], [{}], [{ user: 5 }], [{ user: 'a', bogus: 1 }]],
  system: [5, ''],
  pinnedResponse: [5, []],
  pinnedTolerance: ['loose', 2, -1],
  rubric: [false, 5, ''],
};

const SETTINGS_WRONG: Readonly<Record<string, readonly Json[]>> = {
  name: [5, '', []],
  vault: [5, '', []],
  thresholds: ['strict', { minPassRate: 'abc' }, { maxHallucinations: -1 }, { minPassRate: 150 }, { maxCitationErrors: 1.5 }, { bogus: 1 }],
  concurrency: [0, 5000, 'x', 1.5],
  timeoutMs: [0, 2 ** 31, 'slow'],
  retries: [-1, 99, 'x'],
  maxResponseBytes: [0, 2 ** 40],
  judge: [5, [], { model: 5 }, { bogus: 'x' }],
  fallbackPhrases: [[], 'x', [5]],
  grounding: ['maybe', 5],
  fuzz: ['some', [5], 5],
  seed: [1.5, 'x'],
  citation: [{ pattern: '(?=x)' }, { pattern: '(' }, 'x', { bogus: 1 }],
  target: [5, [], { url: 5 }, { bogus: 'x' }],
  request: ['body', 5],
};

const TYPOS = ['expectedBehaviour', 'mustNotApear', 'requiredSignal', 'requiredCitation', 'whiteList', 'Prompt', 'ID', 'catagory', 'citationMustContains', 'pinnedReponse'];

const BAD_REGEXES = ['/(?=x)y/', '/(a)\\1/', '/(/', '/a{1,1000}b{1,1000}/', '/x/z', `/${'x'.repeat(5000)}/`, '/(?<!a)b/', '/[[:alpha:]]/'];

/** One broken case: the case, and the field its message must name. */
const brokenCase: fc.Arbitrary<{ c: Record<string, Json>; field: string; fault: string }> = fc.oneof(
  fc.tuple(validCase, fc.constantFrom(...Object.keys(WRONG_TYPES))).chain(([c, field]) =>
    fc.constantFrom(...WRONG_TYPES[field]!).map((bad) => ({ c: { ...c, [field]: bad }, field, fault: `wrong type for ${field}` })),
  ),
  fc.tuple(validCase, fc.oneof(fc.constantFrom(...TYPOS), word.map((w) => `x_${w}`), fc.string({ minLength: 1, maxLength: 20 }).map((s) => `\u001b[31m${s}`))).map(([c, key]) => ({
    c: { ...c, [key]: 'value' },
    field: key.replace(/[\u0000-\u001f\u007f-\u009f]/g, ''),
    fault: `unknown field: ${JSON.stringify(key)}`,
  })),
  fc.tuple(validCase, fc.constantFrom('requiredSignals', 'mustNotAppear'), fc.constantFrom(...BAD_REGEXES)).map(([c, field, re]) => ({
    c: { ...c, [field]: ['fine', re] },
    field,
    fault: `bad regex in ${field}`,
  })),
  fc.tuple(validCase, fc.integer({ min: 200_000, max: 3_000_000 })).map(([c, n]) => ({
    c: { ...c, expectedBehavior: 'z'.repeat(n) },
    field: 'expectedBehavior',
    fault: `huge value (${n} characters)`,
  })),
  fc.tuple(validCase, fc.integer({ min: 70, max: 400 })).map(([c, depth]) => {
    let deep: Json = 'x';
    for (let i = 0; i < depth; i++) deep = [deep];
    return { c: { ...c, notes: deep }, field: 'notes', fault: `nested ${depth} deep` };
  }),
  validCase.map((c) => {
    const { prompt: _, ...rest } = c;
    return { c: rest, field: 'prompt', fault: 'no prompt' };
  }),
  validCase.map((c) => {
    const { id: _, ...rest } = c;
    return { c: rest, field: 'id', fault: 'no id' };
  }),
  validCase.map((c) => {
    // An own key named __proto__, as JSON.parse makes one (an object literal would set the prototype instead).
    const polluted = Object.defineProperty({ ...c }, '__proto__', { value: { polluted: true }, enumerable: true, configurable: true, writable: true });
    return { c: polluted as Record<string, Json>, field: '__proto__', fault: 'a __proto__ key' };
  }),
);

/** Cases around the broken one: it may be first, last or among many. */
const caseList = fc
  .tuple(fc.array(validCase, { maxLength: 4 }), brokenCase, fc.array(validCase, { maxLength: 4 }))
  .map(([before, broken, after]) => {
    const unique = (list: Record<string, Json>[], tag: string) => list.map((c, i) => ({ ...c, id: `${tag}-${i}` }));
    return { cases: [...unique(before, 'B'), broken.c, ...unique(after, 'A')], index: before.length, field: broken.field, fault: broken.fault };
  });

const json = (value: unknown): string => JSON.stringify(value, null, 2);

const yamlOf = async (value: unknown): Promise<string> => (await import('yaml')).stringify(value, { aliasDuplicateObjects: false });

/** A format wrapping a list of cases. */
function wrap(format: Format, cases: Json[]): { text: string; ext: Malformed['ext']; prefix: string } | Promise<{ text: string; ext: Malformed['ext']; prefix: string }> {
  switch (format) {
    case 'seed-array':
      return { text: json(cases), ext: 'json', prefix: '' };
    case 'prompts-object':
      return { text: json({ prompts: cases }), ext: 'json', prefix: 'prompts' };
    case 'qa-agent':
      return { text: json({ SUT: 'llama3.2:latest', TestCases: cases }), ext: 'json', prefix: 'TestCases' };
    case 'native-json':
      return { text: json({ name: 'generated', cases }), ext: 'json', prefix: 'cases' };
    case 'jsonc':
      return { text: `// generated\n${json(cases).replace(/\n/, ' /* a comment */\n')}`, ext: 'jsonc', prefix: '' };
    case 'native-yaml':
      return yamlOf({ name: 'generated', cases }).then((text) => ({ text, ext: 'yaml' as const, prefix: 'cases' }));
  }
}

const FORMATS: readonly Format[] = ['seed-array', 'prompts-object', 'qa-agent', 'native-json', 'native-yaml', 'jsonc'];

/** A suite with one broken case. */
const withBrokenCase: fc.Arbitrary<Promise<Malformed>> = fc.tuple(fc.constantFrom(...FORMATS), caseList).map(async ([format, { cases, index, field, fault }]) => {
  // A key holding a terminal escape cannot be written into YAML as plain text: such cases go to JSON.
  const f = format === 'native-yaml' && /[\u0000-\u001f]/.test(JSON.stringify(cases)) ? 'native-json' : format;
  const { text, ext, prefix } = await wrap(f, cases as Json[]);
  return { format: f, fault, ext, content: () => text, field, at: `${prefix}[${index}]` };
});

/** A native suite with one broken setting. */
const withBrokenSetting: fc.Arbitrary<Promise<Malformed>> = fc
  .tuple(fc.boolean(), fc.constantFrom(...Object.keys(SETTINGS_WRONG)), validCase)
  .chain(([asYaml, field, c]) =>
    fc.constantFrom(...SETTINGS_WRONG[field]!).map(async (bad): Promise<Malformed> => {
      const suite = { name: 'generated', [field]: bad, cases: [c] };
      const text = asYaml ? await yamlOf(suite) : json(suite);
      return { format: asYaml ? 'native-yaml' : 'native-json', fault: `setting ${field}: ${JSON.stringify(bad)}`, ext: asYaml ? 'yaml' : 'json', content: () => text, field };
    }),
  );

/** Whole-file faults: syntax, bytes, aliases, cycles, shapes that are no suite. */
const fileFaults: fc.Arbitrary<Promise<Malformed>> = fc.oneof(
  fc.tuple(fc.array(validCase, { minLength: 1, maxLength: 3 }), fc.nat()).map(async ([cases, at]) => {
    const text = json(cases);
    const cut = 1 + (at % (text.length - 1));
    return { format: 'seed-array', fault: `truncated at ${cut}`, ext: 'json', content: () => text.slice(0, cut) } satisfies Malformed;
  }),
  fc.tuple(fc.array(validCase, { minLength: 1, maxLength: 3 }), fc.nat(), fc.constantFrom([0xff], [0xfe, 0xff], [0xc3], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0x80])).map(
    async ([cases, at, bytes]) => {
      const text = Buffer.from(json(cases));
      const i = at % text.length;
      return { format: 'seed-array', fault: `bytes ${bytes.map((b) => b.toString(16)).join(' ')} at ${i}`, ext: 'json', content: () => Buffer.concat([text.subarray(0, i), Buffer.from(bytes), text.subarray(i)]) } satisfies Malformed;
    },
  ),
  fc.constantFrom<Malformed>(
    { format: 'native-yaml', fault: 'undefined alias', ext: 'yaml', content: () => 'cases:\n  - id: a\n    prompt: *nope\n', field: 'prompt' },
    {
      format: 'native-yaml',
      fault: 'alias bomb',
      ext: 'yaml',
      content: () =>
        ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]', ...'bcdefgh'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(',')}]`), 'cases: *h'].join('\n'),
    },
    { format: 'native-yaml', fault: 'self-referencing alias', ext: 'yaml', content: () => 'cases: &c\n  - {id: a, prompt: x, notes: *c}\n', field: 'notes' },
    { format: 'native-yaml', fault: 'tab indentation', ext: 'yaml', content: () => 'cases:\n\t- id: a\n\t  prompt: x\n' },
    { format: 'native-yaml', fault: 'YAML merge key', ext: 'yaml', content: () => 'base: &b {category: x}\ncases:\n  - {<<: *b, id: a, prompt: x}\n', field: 'base' },
    { format: 'native-yaml', fault: 'cases names itself', ext: 'yaml', content: (name) => `cases: ./${name}\n`, field: 'cases' },
    { format: 'native-json', fault: 'cases names a missing file', ext: 'json', content: () => '{"cases": "./no-such-file.json"}', field: 'no-such-file' },
    { format: 'native-json', fault: 'empty file', ext: 'json', content: () => '' },
    { format: 'native-yaml', fault: 'empty YAML', ext: 'yaml', content: () => '# nothing\n' },
    { format: 'native-json', fault: 'a number', ext: 'json', content: () => '42' },
    { format: 'native-json', fault: 'null', ext: 'json', content: () => 'null' },
    { format: 'native-json', fault: 'a string', ext: 'json', content: () => '"cases"' },
    { format: 'native-json', fault: 'an empty object', ext: 'json', content: () => '{}' },
    { format: 'seed-array', fault: 'no cases', ext: 'json', content: () => '[]' },
    { format: 'prompts-object', fault: 'prompts beside thresholds', ext: 'json', content: () => '{"prompts":[{"id":"a","prompt":"x"}],"thresholds":{"minPassRate":1}}', field: 'thresholds' },
    { format: 'qa-agent', fault: 'TestCases not a list', ext: 'json', content: () => '{"SUT":"m","TestCases":{"id":1}}', field: 'TestCases' },
    { format: 'native-json', fault: 'cases not a list', ext: 'json', content: () => '{"cases": 5}', field: 'cases' },
    { format: 'seed-array', fault: 'duplicate ids', ext: 'json', content: () => '[{"id":"a","prompt":"x"},{"id":"a","prompt":"y"}]', field: 'id' },
    { format: 'jsonc', fault: 'unclosed comment', ext: 'jsonc', content: () => '[{"id":"a","prompt":"x"} /* never closed' },
    { format: 'seed-array', fault: 'UTF-16 file', ext: 'json', content: () => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('[{"id":"a","prompt":"x"}]', 'utf16le')]) },
  ).map(async (m) => m),
  fc.integer({ min: 100, max: 20_000 }).map(async (depth) => ({ format: 'seed-array', fault: `unclosed, ${depth} deep`, ext: 'json', content: () => '['.repeat(depth) }) satisfies Malformed),
  fc.integer({ min: 1, max: 4 }).map(async (mb) => ({
    format: 'native-json',
    fault: `a ${mb} MB unknown key`,
    ext: 'json',
    content: () => `{"cases":[{"id":"a","prompt":"x","${'k'.repeat(mb * 1024 * 1024)}":1}]}`,
  }) satisfies Malformed),
  fc.integer({ min: 1000, max: 50_000 }).map(async (n) => ({
    format: 'seed-array',
    fault: `${n} wrong items`,
    ext: 'json',
    content: () => json([{ id: 'a', prompt: 'x', requiredSignals: Array.from({ length: n }, (_, i) => i) }]),
    field: 'requiredSignals',
  }) satisfies Malformed),
);

/** Every kind of malformed suite, weighted towards broken cases and settings. */
export const malformedSuite: fc.Arbitrary<Promise<Malformed>> = fc.oneof(
  { arbitrary: withBrokenCase, weight: 5 },
  { arbitrary: withBrokenSetting, weight: 2 },
  { arbitrary: fileFaults, weight: 3 },
);
