// Untrusted text (a server's error body, an SDK's message) made safe for one line of ours.

const SNIPPET_CHARS = 200;
// Control characters (terminal escapes included).
const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;

/** No control characters, capped at `max` characters. */
export function snippet(text: string, max = SNIPPET_CHARS): string {
  const clean = text.slice(0, max * 2).replace(CONTROL, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}
