// The English a question is made of (ask.ts): the words that introduce a value in a sentence, which
// question word asks for it, and the ways people open a question. Data, so the rules stay small.
import { wordTable } from '../../core/index.js';

/** Auxiliaries, copulas and modals that a direct question puts before its subject ("Are backups…?"). */
export const AUXILIARIES: ReadonlySet<string> = new Set(['is', 'are', 'was', 'were', 'can', 'could', 'must', 'should', 'will', 'would', 'may', 'might', 'shall', 'has', 'have', 'had']);

/** Forms of "be": a value right after one is what the subject is ("The period was twelve months"). */
export const COPULAS: ReadonlySet<string> = new Set(['is', 'are', 'was', 'were', 'be', 'been']);

/**
 * Words before a value that belong to it: the question word replaces them too ("kept for 35 days" →
 * "how long … kept"). Longest first, so "no later than" wins over "than".
 */
export const VALUE_LEADS: readonly string[] = [
  'no later than', 'no more than', 'no less than', 'not more than', 'more than', 'less than', 'fewer than', 'at least', 'at most', 'up to',
  'within', 'for', 'after', 'before', 'by', 'on', 'in', 'from', 'until', 'till', 'since', 'over', 'under', 'of', 'about',
  'approximately', 'around', 'roughly', 'with', 'using', 'via', 'through', 'to', 'at', 'the', 'a', 'an',
];

/** Words after a value that belong to it: "TLS 1.2 or higher", "fourteen characters long". */
export const VALUE_TAILS: readonly string[] = ['or higher', 'or above', 'or later', 'or newer', 'or more', 'or longer', 'or less', 'or fewer', 'or earlier', 'at the latest', 'in advance', 'in total', 'long', 'old'];

/** The question word for a value, by its kind and the word that introduced it ('' for none). */
export const WH_BY_LEAD = wordTable<Readonly<Record<string, string>>>({
  duration: { within: 'how soon', in: 'how soon', 'no later than': 'how soon', after: 'when', before: 'how long before', '': 'how long' },
  frequency: { '': 'how often' },
  date: { since: 'since when', until: 'until when', till: 'until when', by: 'by when', 'no later than': 'by when', before: 'by when', '': 'when' },
  time: { at: 'at what time', by: 'by what time', '': 'at what time' },
  money: { '': 'how much' },
  percentage: { '': 'what percentage' },
  version: { with: 'how', using: 'how', via: 'how', through: 'how', over: 'how' },
  identifier: { with: 'how', using: 'how', via: 'how', through: 'how' },
});

/** Words after a number that a question asks about: "how long" for "characters long", "how old". */
export const WH_BY_TAIL = wordTable<string>({ long: 'how long', old: 'how old' });

/** A clause that opens a sentence and sets its scene, up to its comma: "When an employee moves, …". */
export const SCENE_OPENERS: ReadonlySet<string> = new Set(['when', 'if', 'where', 'once', 'after', 'before', 'unless', 'while', 'whenever', 'for', 'during', 'as', 'in', 'on', 'upon', 'following']);

/** Where a sentence's main statement ends and an aside begins: the question leaves the aside out. */
export const ASIDES: readonly string[] = [', so ', ', which ', ', because ', '; ', ' so that ', ', as ', ', while ', ', and ', ', with ', ', including ', ', unless ', ', but '];

/** Words a relative clause opens with: a subject holding one is too long to put after an auxiliary. */
export const RELATIVES: ReadonlySet<string> = new Set(['that', 'which', 'who', 'whom', 'whose', 'where']);

/** Subjects that say nothing without the sentence before them: no question is made of such a sentence. */
export const PRONOUNS: ReadonlySet<string> = new Set(['it', 'they', 'this', 'these', 'that', 'those', 'he', 'she', 'we', 'you', 'i', 'its', 'their', 'such']);

/** How people open a question whose words stay in statement order: "Can you tell me how long …?". */
export const EMBEDDED_FRAMES: readonly (readonly [string, string])[] = [
  ['Can you tell me ', '?'],
  ['Do you know ', '?'],
  ['Could you tell me ', '?'],
  ["I'd like to know ", '.'],
  ['Please tell me ', '.'],
  ['We need to know ', ' for a questionnaire.'],
];

/** Openings before a direct question ("How long are backups kept?"): mostly none. */
export const DIRECT_OPENINGS: readonly string[] = ['', '', '', 'Quick question: ', 'For our security review: ', 'One more thing: '];

/** How people ask whether a statement holds. */
export const CONFIRM_FRAMES: readonly (readonly [string, string])[] = [
  ['Is it true that ', '?'],
  ['Can you confirm that ', '?'],
  ['Am I right that ', '?'],
];
