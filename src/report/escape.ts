// A bot's reply is adversarial input: before it reaches a terminal, control characters and
// escape sequences are made visible and the text is capped, so it cannot rewrite the screen, and
// workflow commands are broken, so it cannot command a CI runner reading the log.
import { breakWorkflowCommands } from '../core/index.js';

// CSI/OSC/other ESC sequences, then any remaining C0/C1 control character except \n and \t.
const ESCAPES = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|[@-Z\\-_])/g;
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** Safe to print: escape sequences and controls shown as `\u{..}`, workflow commands broken, length capped. */
export function forTerminal(text: string, max = 2000): string {
  const capped = text.length > max ? `${text.slice(0, max)}… (${text.length - max} more characters)` : text;
  return breakWorkflowCommands(capped.replace(ESCAPES, (s) => visible(s)).replace(CONTROLS, (ch) => visible(ch)));
}

/** One line: newlines folded, capped shorter. */
export function oneLine(text: string, max = 300): string {
  return forTerminal(text.replace(/\s+/g, ' ').trim(), max);
}

const visible = (s: string): string =>
  [...s].map((ch) => (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) >= 0x7f ? `\\u{${ch.charCodeAt(0).toString(16)}}` : ch)).join('');
