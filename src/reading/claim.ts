// What a reply states, as support reads it: one specific with the words it is said with, its
// sentence, the question, and the other values around it (built in ground.ts).
import type { Specific, Stance } from './types.js';

/** The part of a claim's sentence it is stated with (its own text taken out), and the keys of the values there. */
export interface SaidWith {
  readonly text: string;
  /** Key → the dimension of the value that gives it. */
  readonly keys: ReadonlyMap<string, string | undefined>;
  /** No other value of its kind in its sentence. */
  readonly alone: boolean;
}

export interface Claim {
  readonly specific: Specific;
  readonly stance: Stance;
  /** Stems next to it (subject.ts) and the labels it is stated under. */
  readonly near: ReadonlySet<string>;
  readonly labels: readonly Specific[];
  /** Stems of its clause and its sentence, and of the user's question (what a short answer is about). */
  readonly clause: ReadonlySet<string>;
  readonly sentence: ReadonlySet<string>;
  readonly question: ReadonlySet<string>;
  /** Its sentence's text: whether it says it worked a value out. */
  readonly sentenceText: string;
  /** Where that sentence starts in the reply: the offset of its text. */
  readonly sentenceStart: number;
  /** What it is stated with (ground.ts): which table row it names. */
  readonly saidWith: SaidWith;
  /** The next sentence's: "at least 94.4%. I worked it out: 98.0 − 3.6." */
  readonly followingText?: string;
  /** The reply endorses what the user said ("Yes, …"): a user's figure given back after it is adopted. */
  readonly affirmed: boolean;
  /** The user's figure, set beside a value of its kind that the reply's sentence asserts: weighed, not adopted. */
  readonly compared?: boolean;
  /** The user's own message states this value: in a supposition it is the user's case, weighed, not claimed ("on £900 the cap would be £90"). */
  readonly fromUser?: true;
  /** The user's own message names it too. */
  readonly userNamed?: boolean;
  /** …as the user's own circumstance ("my flat in Leeds"): context, not something the reply can adopt. */
  readonly userContext?: boolean;
  /** An earlier value of its sentence is this one in other words ("Fourteen calendar days, so two weeks"): it stands or falls with that one. */
  readonly restated?: true;
  /** Keys of the other values its sentence asserts: no rival to it ("from version 11.4 to 12.0"). */
  readonly alongside: ReadonlySet<string>;
  /** Other values of its sentence and of the question, for arithmetic. */
  readonly inputs: readonly Specific[];
  /** The files the reply cites. */
  readonly cited: ReadonlySet<string>;
  /** A weekday said of a full date the calendar puts on another day ("29 March 2025 is a Friday"): that date, and the day it falls on. */
  readonly offCalendar?: { readonly date: Specific; readonly weekday: number };
  /** The sentence is not in English: its names and labels (lower case) are what it is about. */
  readonly anchors?: readonly string[];
}
