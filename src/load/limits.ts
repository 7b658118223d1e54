// How much of a suite file vouch will read: a suite file is untrusted input, and each bound here
// keeps a hostile or mistaken one an exit-2 problem rather than minutes of work or gigabytes.

/** Larger files are not suites a person wrote: 64 MiB holds well over 100,000 cases. */
export const MAX_SUITE_BYTES = 64 * 1024 * 1024;
/** Real suites nest five or six levels; 64 leaves room for any `body` template. */
export const MAX_DEPTH = 64;
/**
 * Aliases YAML may resolve: ordinary reuse (an anchor for shared signals, used by every case) needs
 * far more than the yaml package's default of 100; an alias bomb's expansion grows past this at once.
 */
export const MAX_YAML_ALIASES = 10_000;
/**
 * YAML suites are bounded tighter: the yaml package takes about half a second and 50 MB of memory per
 * megabyte of cases (JSON.parse, a hundredth of that), so 64 MiB of YAML would take half a minute and
 * gigabytes. 8 MiB holds some 30,000 cases; bigger suites are JSON, which is also streamed.
 */
export const MAX_YAML_BYTES = 8 * 1024 * 1024;
/**
 * A prompt (a system prompt, a conversation turn) is a chat message, not a document: 1 MiB is
 * generous for any context window, and what a bot is sent is kept in memory for the whole run.
 */
export const MAX_PROMPT_CHARS = 1024 * 1024;
