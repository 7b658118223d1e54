// JUnit XML (`--report junit` → junit.xml), the format CI servers and test-report actions read:
// one testcase per case (classname = category), a failure carrying its kinds and evidence, an
// errored case as <error>, a skipped one as <skipped>, repeated cases' flakiness as properties.
// Every text is XML-escaped, and characters XML 1.0 cannot carry at all are shown as \u{..}.
import type { Decision, Finding, RunResult } from '../core/index.js';

/** Longest attribute (a failure's one-line message) and element text (its full evidence). */
const MAX_ATTR = 1000;
const MAX_TEXT = 16_384;

/**
 * @example await writeFile('junit.xml', renderJunit(run));
 */
export function renderJunit(run: RunResult): string {
  const s = run.summary;
  const counts = { tests: s.total, failures: s.failed, errors: s.errored, skipped: s.skipped };
  const time = seconds(run.durationMs);
  const timestamp = run.startedAt.replace(/\.\d+Z$/, 'Z');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites${attrs({ name: 'vouch', ...counts, time })}>`,
    `  <testsuite${attrs({ name: run.suite.name, ...counts, time, timestamp })}>`,
    ...properties(suiteProperties(run), '    '),
    ...run.cases.flatMap((d) => testcase(d)),
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

function suiteProperties(run: RunResult): [string, string][] {
  const s = run.summary;
  return [
    ['vouch.version', run.vouch],
    ['vouch.runId', run.runId],
    ['vouch.suiteFile', run.suite.file],
    ['vouch.target', run.target],
    ...(run.judge ? [['vouch.judge', run.judge] as [string, string]] : []),
    ['vouch.passRate', s.passRate],
    ['vouch.hallucinations', String(s.hallucinations)],
    ['vouch.citationErrors', String(s.citationErrors)],
    ['vouch.fallbackErrors', String(s.fallbackErrors)],
    ['vouch.ungrounded', String(s.ungrounded)],
    ['vouch.gate', run.gate.verdict],
    ...run.gate.failed.map((x): [string, string] => ['vouch.gate.failed', x]),
    ...run.gate.warnings.map((x): [string, string] => ['vouch.gate.warning', x]),
    ...(run.interrupted ? [['vouch.interrupted', 'true'] as [string, string]] : []),
  ];
}

function testcase(d: Decision): string[] {
  const open = `    <testcase${attrs({ name: d.id, classname: d.category })}`;
  const props = caseProperties(d);
  const outcome = outcomeOf(d);
  const out = d.warnings.length > 0 ? [`      <system-out>${text(d.warnings.map(findingText).join('\n'))}</system-out>`] : [];
  if (props.length === 0 && outcome.length === 0 && out.length === 0) return [`${open}/>`];
  return [`${open}>`, ...properties(props, '      '), ...outcome, ...out, '    </testcase>'];
}

/** Repeated cases carry their trials, acceptance, Wilson interval and flakiness; variants their origin. */
function caseProperties(d: Decision): [string, string][] {
  const props: [string, string][] = [];
  if (d.transform) props.push(['transform', d.transform]);
  if (d.turn) props.push(['conversation', d.turn.base], ['turn', String(d.turn.index)]);
  if (d.planned > 1) {
    const [lo, hi] = d.interval;
    props.push(
      ['flakiness', d.flakiness],
      ['passes', String(d.passes)],
      ['trials', String(d.trials)],
      ['accept', String(d.accept)],
      ['interval95', `${lo.toFixed(3)}-${hi.toFixed(3)}`],
    );
  }
  return props;
}

function outcomeOf(d: Decision): string[] {
  if (d.status === 'skipped') return [`      <skipped${attrs({ message: 'every check was skipped (--skip-judge): not judged, not counted' })}/>`];
  if (d.status === 'error') {
    const first = d.errorMessages[0] ?? 'error';
    return [`      <error${attrs({ message: first, type: 'error' })}>${text(d.errorMessages.join('\n'))}</error>`];
  }
  if (d.status !== 'fail') return [];
  const kinds = d.kinds.join(', ');
  const message = `${d.passes}/${d.trials} trials passed · ${kinds}${d.findings[0] ? ` — ${d.findings[0].message}` : ''}`;
  const body = [`${d.expectedBehavior ?? 'case'}: ${d.passes}/${d.trials} trials passed (needs ${Math.round(d.accept * 100)}%)`, ...d.findings.map(findingText)];
  return [`      <failure${attrs({ message, type: d.kinds.join(',') || 'fail' })}>${text(body.join('\n'))}</failure>`];
}

function findingText(f: Finding & { trial: number }): string {
  return `[${f.kind}/${f.check}] trial ${f.trial}: ${f.message}${f.evidence ? `\n  evidence: ${f.evidence.replace(/\n/g, '\n  ')}` : ''}`;
}

function properties(props: readonly [string, string][], indent: string): string[] {
  if (props.length === 0) return [];
  return [`${indent}<properties>`, ...props.map(([name, value]) => `${indent}  <property${attrs({ name, value })}/>`), `${indent}</properties>`];
}

const seconds = (ms: number): string => (Math.max(0, ms) / 1000).toFixed(3);

function attrs(values: Readonly<Record<string, string | number>>): string {
  return Object.entries(values)
    .map(([k, v]) => ` ${k}="${attr(String(v))}"`)
    .join('');
}

// Characters XML 1.0 forbids (most C0 controls, lone surrogates, U+FFFE/U+FFFF), and the C1 and
// DEL controls it allows but terminals act on: none may reach a CI log as itself.
const UNSAFE = /[^\t\n\r\u0020-\u007e\u00a0-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;
const visible = (ch: string): string => `\\u{${ch.codePointAt(0)!.toString(16)}}`;
const cap = (s: string, max: number): string => (s.length > max ? `${s.slice(0, max)}… (${s.length - max} more characters)` : s);

/** Element text: markup escaped, unsafe characters visible, capped. */
export function text(s: string): string {
  // A bare \r would be read back as \n (XML normalises line ends): kept as a reference.
  return noCommands(cap(s, MAX_TEXT).replace(UNSAFE, visible).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;'));
}

/** Attribute value: as text, plus quotes, and whitespace kept as character references. */
export function attr(s: string): string {
  return cap(s, MAX_ATTR)
    .replace(UNSAFE, visible)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;')
    .replace(/\t/g, '&#9;')
    .replace(/##\[/g, '##&#91;');
}

/**
 * A CI runner reads a line beginning with `::` and any `##[` as a workflow command, should the file
 * be printed to a log: each is written with a character reference (the same text to any XML reader).
 */
const noCommands = (xml: string): string => xml.replace(/(^|\n)([^\S\n]*):(?=:)/g, '$1$2&#58;').replace(/##\[/g, '##&#91;');
