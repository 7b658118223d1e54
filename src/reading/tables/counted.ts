// What a count of people is called. A vault's table says "Group size: up to 8" or "Capacity: 40";
// a reply says "eight people" or "40 guests": the same count, though neither word is the other's.
// Data, so the rule in support.ts stays one line.

/** Nouns that count people in general (not a kind of person: "3 children" is not "3 adults"). */
export const PEOPLE_NOUNS: ReadonlySet<string> = new Set(['person', 'people', 'persons', 'participant', 'attendee', 'delegate', 'guest', 'place', 'space', 'visitor', 'traveller', 'passenger', 'member', 'learner', 'student', 'pupil', 'trainee']);

/**
 * Words in a passage that say its number counts people: a head count, a capacity, a group's size
 * (both words: "group" alone is in every heading of "Group bookings").
 */
export const PEOPLE_COUNT_WORDS: readonly (readonly string[])[] = [
  ['group', 'size'], ['capacity'], ['headcount'], ['people'], ['person'], ['participants'], ['attendees'], ['delegates'], ['guests'],
  ['places'], ['spaces'], ['visitors'], ['passengers'], ['learners'], ['students'], ['pupils'], ['trainees'], ['seated'], ['standing'],
  // A roll's target: "Target enrolment: 48" ("enrol" alone is as often the verb of a rule: "pupils who enrol online have 14 days").
  ['target', 'enrolment'], ['target', 'enrollment'],
];
