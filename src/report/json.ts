// The run record as JSON (`run.json`, `latest.json`, `--output`, `--json`), produced piece by
// piece from a view: the head, then the failures, errors and skipped cases and every case, each
// read from the decisions as it is written. The text is `toJson(record, 2)` and a newline, byte
// for byte, as if the whole record had been built first: the same keys in the same order.
import { failureOf, isErrored, isFailed, isSkipped, toJson, type RunView } from '../core/index.js';

/** A value as toJson(…, 2) shows it at this depth. */
const indented = (value: unknown, indent: string): string => (toJson(value, 2) ?? 'null').replace(/\n/g, `\n${indent}`);

/** The elements of a top-level array, one piece each: `[]` when there are none, as JSON.stringify writes it. */
function* list(texts: Iterable<string>): Generator<string> {
  let first = true;
  for (const text of texts) {
    yield `${first ? '[' : ','}\n    ${text.replace(/\n/g, '\n    ')}`;
    first = false;
  }
  yield first ? '[]' : '\n  ]';
}

function* map<T>(items: Iterable<T>, f: (item: T) => string): Generator<string> {
  for (const item of items) yield f(item);
}

/**
 * The record's JSON text in pieces (a case, or a field of the head, each).
 *
 * @example for (const piece of recordChunks(view)) out.write(piece);
 */
export function* recordChunks(view: RunView): Generator<string> {
  const { decisions, warnings, gate, ...head } = view;
  let first = true;
  const key = (name: string): string => {
    const text = `${first ? '' : ','}\n  ${toJson(name)}: `;
    first = false;
    return text;
  };
  yield '{';
  for (const [name, value] of Object.entries(head)) if (value !== undefined) yield `${key(name)}${indented(value, '  ')}`;
  yield key('failures');
  yield* list(map(decisions.each(isFailed), (d) => toJson(failureOf(d), 2)));
  yield key('errors');
  yield* list(map(decisions.each(isErrored), (d) => toJson({ id: d.id, messages: d.errorMessages }, 2)));
  yield key('skipped');
  yield* list(map(decisions.each(isSkipped), (d) => toJson(d.id)));
  yield key('cases');
  yield* list(decisions.eachJson());
  yield `${key('warnings')}${indented(warnings, '  ')}`;
  yield `${key('gate')}${indented(gate, '  ')}`;
  yield '\n}\n';
}
