// JSON as vouch writes it to files and stdout. JSON.stringify leaves C1 control characters
// (U+0080–U+009F) and the line separators U+2028/U+2029 raw; a bot's reply is adversarial, and raw
// C1 bytes in a record (0x9B is a terminal's CSI) reach whatever later prints it with `cat` or
// `jq -r`. They are written as \u escapes instead: the same JSON value, in plain printable text.
// So is the `[` of `##[`, which a CI runner reads anywhere in a line as a command (--json output is
// read by the runner like any other).

const UNSAFE = /[\u0080-\u009f\u2028\u2029]/;
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'g');

/**
 * `JSON.stringify(value, null, indent)` with C1 controls and line separators escaped.
 *
 * @example toJson({ text: 'a\u009bb' }) // '{"text":"a\\u009bb"}'
 */
export function toJson(value: unknown, indent?: number): string {
  const text = JSON.stringify(value, null, indent);
  // Outside strings JSON is ASCII and holds no `#`, so every match is inside a string, where an escape means the same.
  const safe = UNSAFE.test(text) ? text.replace(UNSAFE_ALL, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`) : text;
  return safe.includes('##[') ? safe.replace(/##\[/g, '##\\u005b') : safe;
}
