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

/**
 * Common words a reply capitalises for a part of the organisation or a step on screen ("reviewed by
 * Security", "contact Support", "at Checkout"): alone, they name a team or a button as often as a
 * product or vendor, so a single one stays an unsure name however it is placed.
 */
export const ORGANISATION_WORDS: ReadonlySet<string> = new Set([
  'security', 'support', 'finance', 'accounts', 'billing', 'payroll', 'sales', 'marketing', 'legal', 'compliance', 'operations', 'ops',
  'reception', 'admissions', 'enrolment', 'enrollment', 'registry', 'admin', 'administration', 'facilities', 'maintenance', 'estates',
  'procurement', 'purchasing', 'customer', 'customers', 'service', 'services', 'care', 'helpdesk', 'help', 'it', 'hr', 'engineering',
  'management', 'bookings', 'booking', 'membership', 'members', 'events', 'catering', 'housekeeping', 'dispatch', 'despatch',
  'checkout', 'basket', 'cart', 'payment', 'payments', 'account', 'settings', 'profile', 'dashboard', 'home', 'login', 'chat', 'inbox',
  'unsubscribe', 'submit', 'save', 'continue', 'next', 'back', 'cancel', 'confirm', 'search', 'menu', 'portal', 'app', 'website',
]);
