// Text from a user's file or a server, made safe for one of vouch's own messages: a suite key holding
// an escape sequence must not recolour the terminal, a 60 MB bad value must not be echoed whole, and
// a line of it must not be read as a command by a CI runner.

// C0 and C1 controls (ESC included) except line breaks and tabs, and the bidirectional overrides
// and isolates that reorder what a terminal shows.
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const LINE_BREAKS = /[\n\r\t]/g;

/**
 * `text` with control characters shown as `\u{1b}` and, past `max` characters, cut with its length
 * said. `inline` also shows line breaks, for a value quoted inside a sentence.
 *
 * @example printable('\u001b[31mred') // '\\u{1b}[31mred'
 * @example printable('x'.repeat(100), 10) // 'xxxxxxxxxx… (100 characters)'
 */
export function printable(text: string, max = 2000, inline = false): string {
  const cut = text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
  const shown = cut.replace(CONTROLS, escaped);
  return breakWorkflowCommands(inline ? shown.replace(LINE_BREAKS, escaped) : shown);
}

// GitHub's runner takes a line that begins with `::` (after any whitespace) as a workflow command
// (`::add-mask::`, `::stop-commands::`, `::error file=…::`), and `##[` anywhere in a line as one of
// its legacy syntax. A line starts after LF or CR (the runner splits on both).
const COMMAND_START = /(^|[\n\r])([^\S\n\r]*):(?=:)/g;
const LEGACY_COMMAND = /##\[/g;

/**
 * `text` with every workflow command broken visibly: a line's opening `::` becomes `\u{3a}:` and
 * `##[` becomes `##\u{5b}`, as control characters are shown. Apply it last: text it is joined to
 * afterwards must not start a line with `::` either.
 *
 * @example breakWorkflowCommands('ok\n  ::add-mask::x ##[error]') // 'ok\n  \\u{3a}:add-mask::x ##\\u{5b}error]'
 */
export function breakWorkflowCommands(text: string): string {
  if (!text.includes('::') && !text.includes('##[')) return text;
  return text.replace(COMMAND_START, '$1$2\\u{3a}').replace(LEGACY_COMMAND, '##\\u{5b}');
}

/** A value from a user's file quoted in a message: one line, at most `max` characters of it. */
export const quoted = (value: string, max = 80): string => `"${printable(value, max, true)}"`;

const escaped = (ch: string): string => `\\u{${ch.charCodeAt(0).toString(16)}}`;
