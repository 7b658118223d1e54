// A one-entry memory for functions of a reply: the checks of a trial read the same reply many times
// (a checklist once per question), and each form of a megabyte-long reply costs up to a second.

/**
 * `form`, remembering its last input of at least `from` characters and what it gave for it.
 * Shorter inputs (a question's literal) are computed each time, so they never push the reply out.
 *
 * @example const fold = rememberLast(foldText); fold(reply); fold(reply) // folded once
 */
export function rememberLast<T>(form: (text: string) => T, from = 1000): (text: string) => T {
  let last: { input: string; output: T } | undefined;
  return (text) => {
    if (text.length < from) return form(text);
    if (last?.input !== text) last = { input: text, output: form(text) };
    return last.output;
  };
}
