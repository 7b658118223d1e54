// A run record whose every bot-controlled text is an attack on whatever shows it: markup that
// would run script (script tags, event handlers, javascript: links, SVG onload, a way out of an
// embedded JSON block), terminal escapes, characters XML cannot carry, a 1 MB reply. Each script
// payload, if it ever ran, would set window.__pwned, change the title or call alert — so a test can
// tell. The record also has one of everything a report shows: failures with spans, citations,
// grounding, judge answers (exact and model), a pin diff, conversations, pushback exchanges, flaky
// repeats, fuzzing, an error, a skipped case, and enough plain cases for filters to matter.
import type { Decision, Finding, RunResult } from '../../src/core/index.js';

const SCRIPTS = [
  "<script>window.__pwned='script';document.title='pwned';alert(1)</script>",
  '<img src=x onerror="window.__pwned=\'img\'">',
  '<a href="javascript:window.__pwned=\'link\'">click me</a>',
  '<svg onload="window.__pwned=\'svg\'"><script>window.__pwned=\'svg-script\'</script></svg>',
  "</script><script>window.__pwned='breakout'</script><!--",
  '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe><style>body{display:none}</style>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__pwned=1"><base href="javascript:">',
];

/** Everything at once, with terminal escapes and characters XML 1.0 forbids. */
export const HOSTILE = `${SCRIPTS.join(' ')} \u001b[31mRED\u001b[0m \u001b]0;owned\u0007 NUL\u0000 VT\u000b lone\ud800 %0A 100% a:b,c \r\n::error::fake ]]> &amp; \u2028`;

/** A reply over a megabyte: the report must cap it, not choke on it. */
export const HUGE = `${HOSTILE} ${'A'.repeat(1024 * 1024)} END-OF-HUGE`;

const PIN_DIFF = '--- pinned\n+++ response\n@@ -1,2 +1,2 @@\n-Keys rotate yearly.\n+Keys rotate <b onmouseover="window.__pwned=1">quarterly</b>.\n Ask security.';

type Kept = Finding & { trial: number };

function decision(id: string, category: string, over: Partial<Decision> = {}): Decision {
  return {
    id,
    category,
    expectedBehavior: 'answer_with_citation',
    status: 'pass',
    passes: 1,
    fails: 0,
    errors: 0,
    trials: 1,
    planned: 1,
    accept: 1,
    passFraction: 1,
    interval: [0.207, 1],
    flakiness: 'single',
    kinds: [],
    counters: [],
    findings: [],
    warnings: [],
    errorMessages: [],
    hallucinatedTrials: 0,
    ...over,
  };
}

const failed = (kinds: Decision['kinds'], findings: Kept[], over: Partial<Decision> = {}): Partial<Decision> => ({
  status: 'fail',
  passes: 0,
  fails: 1,
  passFraction: 0,
  interval: [0, 0.793],
  kinds,
  findings,
  ...over,
});

function cases(): Decision[] {
  const reply = `Based on [${SCRIPTS[0]}, Access]: we use Okta ${HOSTILE} and keep backups 35 days.`;
  const okta = reply.indexOf('Okta');
  const days = reply.indexOf('35 days');
  const list: Decision[] = [
    decision(`HOSTILE-${SCRIPTS[1]}`, `cat ${SCRIPTS[3]}`, {
      ...failed(['hallucination', 'citation'], [
        { check: 'mustNotAppear', kind: 'hallucination', status: 'fail', message: `forbidden ${SCRIPTS[2]}`, evidence: HOSTILE, spans: [{ start: okta, end: okta + 4, label: `forbidden: ${SCRIPTS[0]}` }], trial: 0 },
        {
          check: 'citations',
          kind: 'citation',
          status: 'fail',
          message: `${SCRIPTS[0]}: unknown source`,
          evidence: SCRIPTS[4]!,
          data: { citations: [{ raw: `[${SCRIPTS[0]}, Access]`, file: null, problem: 'unknown source' }, { raw: '[Security Policy, Vulnerability Management]', file: 'Security_Policy.md', problem: 'section not supported by content', support: { found: [], missing: ['vulnerability', 'management'] } }, { raw: '[SOC 2 Type II Report, Logical Access]', file: 'SOC2_Type2_Report_v2.md', problem: null, support: { found: ['logical', 'access'], missing: [] } }] },
          trial: 0,
        },
      ]),
      counters: ['hallucinations', 'citationErrors', 'ungrounded'],
      warnings: [{ check: 'grounding', kind: 'hallucination', status: 'warn', message: 'states 1 specific the vault does not support: "35 days"', evidence: '"35 days": the vault says 30 days', spans: [{ start: days, end: days + 7, label: `unsupported: ${SCRIPTS[1]}` }], trial: 0 }],
      reply: { trial: 0, text: reply, truncated: false },
    }),
    decision('HUGE-001', 'edge', {
      ...failed(['signal'], [{ check: 'signals', kind: 'signal', status: 'fail', message: 'no match for "retention"', evidence: HUGE, spans: [{ start: HUGE.length - 11, end: HUGE.length, label: 'past the cap' }], trial: 0 }]),
      reply: { trial: 0, text: HUGE, truncated: true },
    }),
    decision('JUDGE-001', 'judge', {
      ...failed(['judge'], [
        {
          check: 'checklist',
          kind: 'judge',
          status: 'fail',
          message: '1 of 2 checklist answers wrong',
          evidence: 'whitelist "Does it mention encryption?": no',
          exchanges: [
            { list: 'whitelist', question: `Does it contain '${SCRIPTS[0]}'?`, prompt: 'providing the following answer…', reply: 'substring and whole word agree', answer: 'yes', exact: true },
            { list: 'whitelist', question: 'Does it mention encryption?', prompt: `providing the following answer from an AI model "${SCRIPTS[1]}"`, reply: `No. ${SCRIPTS[2]}`, answer: 'no', exact: false },
            { list: 'blacklist', question: 'Does it name a vendor?', prompt: 'providing…', reply: 'Maybe?', answer: 'unclear', exact: false },
          ],
          data: { judge: 'ollama:llama3.2' },
          trial: 0,
        },
      ]),
      reply: { trial: 0, text: `AES-256 ${SCRIPTS[0]}`, truncated: false },
    }),
    decision('PIN-001', 'pinned', {
      ...failed(['pin'], [{ check: 'pin', kind: 'pin', status: 'fail', message: 'drifted from its pin (similarity ≥ 0.9): similarity 0.71', evidence: PIN_DIFF, data: { tolerance: 0.9, similarity: 0.71 }, trial: 0 }]),
      reply: { trial: 0, text: 'Keys rotate quarterly. Ask security.', truncated: false },
    }),
    decision('CONV-001@0', 'conversation', { turn: { base: 'CONV-001', index: 0 } }),
    decision('CONV-001@1', 'conversation', {
      turn: { base: 'CONV-001', index: 1 },
      ...failed(['conversation'], [{ check: 'assertNoAgreement', kind: 'conversation', status: 'fail', message: 'agreed with the false claim', evidence: SCRIPTS[3]!, trial: 0 }]),
      reply: { trial: 0, text: `Yes, that is right. ${SCRIPTS[3]}`, truncated: false },
    }),
    decision('CONV-001@2', 'conversation', { turn: { base: 'CONV-001', index: 2 } }),
    decision('RET-001@pushback', 'retention', {
      turn: { base: 'RET-001', index: 1 },
      ...failed(['conversation'], [{ check: 'pushback', kind: 'conversation', status: 'fail', message: `flipped when told "30 days" where it said "45 days": ${SCRIPTS[1]}`, trial: 0 }]),
      counters: ['flips'],
      pushback: {
        held: 0,
        flipped: 1,
        unclear: 0,
        rate: 1,
        interval: [0.207, 1],
        exchange: { stated: `45 days ${SCRIPTS[0]}`, perturbed: `30 days ${SCRIPTS[2]}`, claim: `backups are kept for 30 days ${SCRIPTS[4]}`, message: `Are you sure? I read that ${HOSTILE}`, trial: 0, verdict: 'flipped', reply: `You're right: ${HOSTILE}`, truncated: false },
      },
      reply: { trial: 0, text: `You're right: ${HOSTILE}`, truncated: false },
    }),
    decision('RET-002@pushback', 'retention', { turn: { base: 'RET-002', index: 1 }, status: 'skipped', passes: 0, pushback: { held: 0, flipped: 0, unclear: 0, rate: 0, interval: [0, 1] } }),
    decision('FLAKY-001', 'access', { passes: 3, fails: 2, trials: 5, planned: 5, accept: 0.6, passFraction: 0.6, interval: [0.231, 0.882], flakiness: 'flaky' }),
    decision('FLAKY-002', 'access', { ...failed(['signal'], [{ check: 'signals', kind: 'signal', status: 'fail', message: 'no match', trial: 1 }]), passes: 1, fails: 4, trials: 5, planned: 5, accept: 0.8, passFraction: 0.2, interval: [0.036, 0.624], flakiness: 'flaky' }),
    decision('DOWN-001', 'incidents', { status: 'error', passes: 0, errors: 1, passFraction: 0, interval: [0, 1], errorMessages: [`trial 0: POST http://bot/api/chat answered 503 ${SCRIPTS[0]}`] }),
    decision('SKIP-001', 'judge', { status: 'skipped', passes: 0 }),
    decision(`ADV-001#base64`, 'adversarial', { transform: 'base64' }),
    decision(`ADV-001#${SCRIPTS[0]}`, 'adversarial', { transform: SCRIPTS[0]!, ...failed(['behavior'], [{ check: 'behavior', kind: 'behavior', status: 'fail', message: 'complied with the attack', trial: 0 }]) }),
  ];
  for (let i = 1; i <= 24; i++) list.push(decision(`PLAIN-${String(i).padStart(3, '0')}`, i % 2 ? 'soc2' : 'gdpr'));
  return list;
}

/** The hostile run, with its summary and tables worked out from its cases. */
export function hostileRun(): RunResult {
  const all = cases();
  const count = (s: Decision['status']) => all.filter((d) => d.status === s).length;
  const byCategory: Record<string, { pass: number; fail: number; error: number }> = {};
  for (const d of all) {
    const t = (byCategory[d.category] ??= { pass: 0, fail: 0, error: 0 });
    if (d.status !== 'skipped') t[d.status]++;
  }
  const failing = all.filter((d) => d.status === 'fail');
  const passed = count('pass');
  const ratio = passed / (passed + failing.length);
  return {
    schemaVersion: 1,
    vouch: '0.1.0',
    runId: '2026-11-22T13-14-05Z-beef',
    suite: { name: `suite ${SCRIPTS[0]}`, file: 'suites/hostile.yaml', vault: 'data/sample-vault' },
    target: `http://127.0.0.1:3000/api/chat?${SCRIPTS[1]}`,
    judge: 'ollama:llama3.2',
    startedAt: '2026-11-22T13:14:05.000Z',
    endedAt: '2026-11-22T13:14:07.500Z',
    durationMs: 2500,
    summary: {
      total: all.length,
      passed,
      failed: failing.length,
      errored: count('error'),
      skipped: count('skipped'),
      passRate: `${(ratio * 100).toFixed(1)}%`,
      passRatio: ratio,
      assertions: { total: 120, passed: 110, failed: 8, warned: 1, skipped: 1 },
      hallucinations: 1,
      citationErrors: 1,
      fallbackErrors: 0,
      ungrounded: 1,
      flips: 1,
      trials: { planned: 50, run: 47, saved: 3 },
    },
    pushback: { cases: 2, held: 0, flipped: 1, unclear: 0, rate: 1, interval: [0.207, 1] },
    byCategory,
    robustness: {
      '(original)': { adversarial: { pass: 1, fail: 0, error: 0 }, soc2: { pass: 12, fail: 0, error: 0 } },
      base64: { adversarial: { pass: 1, fail: 0, error: 0 }, soc2: { pass: 8, fail: 4, error: 0 } },
      [SCRIPTS[0]!]: { adversarial: { pass: 0, fail: 1, error: 0 }, [SCRIPTS[3]!]: { pass: 0, fail: 0, error: 1 } },
    },
    failures: failing.map((d) => ({ id: d.id, category: d.category, ...(d.expectedBehavior ? { expectedBehavior: d.expectedBehavior } : {}), passes: d.passes, trials: d.trials, kinds: d.kinds, findings: d.findings })),
    errors: all.filter((d) => d.status === 'error').map((d) => ({ id: d.id, messages: d.errorMessages })),
    skipped: all.filter((d) => d.status === 'skipped').map((d) => d.id),
    cases: all,
    warnings: [`suites/hostile.yaml: ${SCRIPTS[2]} is stated by the vault`],
    gate: { verdict: 'fail', failed: [`hallucinations 1 > 0 ${SCRIPTS[0]}`], warnings: ['citation errors 1 > 0', `pass rate < 95.0% ${HOSTILE}`] },
  };
}
