// Words that are never specifics however they are written (design §3a): interjections, courtesy,
// and the pronoun "I" with its contractions. A capitalised "Hmm", "Sorry" or "I'm" names nothing.
export const NEVER_NAMES: ReadonlySet<string> = new Set([
  'i', "i'm", "i'll", "i've", "i'd", 'im', 'ive', 'ill', 'id',
  'hmm', 'hm', 'hmmm', 'mm', 'um', 'uh', 'er', 'erm', 'ah', 'aha', 'oh', 'ooh', 'oops', 'whoops', 'wow', 'hey', 'hi', 'hello',
  'howdy', 'yo', 'gotcha', 'gotchya', 'yep', 'yup', 'yeah', 'nope', 'nah', 'ok', 'okay', 'okey', 'alright', 'sure', 'sorry',
  'thanks', 'thank', 'thx', 'cheers', 'please', 'pls', 'welcome', 'bye', 'goodbye', 'yes', 'no', 'absolutely', 'certainly',
  'great', 'perfect', 'cool', 'awesome', 'noted', 'understood', 'apologies', 'regards', 'best', 'dear', 'congrats', 'congratulations',
  'ta', 'huh', 'meh', 'phew', 'ugh', 'yikes', 'voila', 'alas', 'indeed', 'righto', 'roger', 'exactly', 'correct', 'right',
  'note', 'tip', 'update', 'summary', 'answer', 'important', 'warning', 'caution', 'reminder', 'fyi', 'ps', 'nb', 'tl;dr', 'tldr',
  'q', 'a', 'yours',
]);

/** Titles that go before a person's name and are no part of it: "Dr Ann Hale" is Ann Hale. */
export const TITLES: ReadonlySet<string> = new Set(['dr', 'mr', 'mrs', 'ms', 'mx', 'prof', 'professor', 'sir', 'dame', 'rev', 'revd', 'captain', 'capt']);

/** Lower-case words that join the words of one name: "Bank of Ireland", "Smith & Co", "van der Berg". */
export const NAME_JOINERS: ReadonlySet<string> = new Set(['of', '&', 'de', 'van', 'von', 'der', 'du', 'la', 'le', 'da', 'di', 'del']);

/**
 * Short forms of common words that a table header or a note writes capitalised before what they
 * qualify: "Max riders", "Min age", "Approx. weight". Alone before a lower-case word or a number they
 * are no name ("Max Turner" still is).
 */
export const ABBREVIATIONS: ReadonlySet<string> = new Set(['max', 'min', 'approx', 'avg', 'est', 'incl', 'excl', 'ext', 'no', 'nos', 'dept', 'qty']);

/** Those that bound or round a number, and so name no series before it: "Max 2 bags" (unlike "No. 2"). */
export const BOUNDING_SHORT_FORMS: ReadonlySet<string> = new Set(['max', 'min', 'approx', 'avg', 'est']);
