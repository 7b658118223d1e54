// The shape of an answer a question asks for, when its wording fixes one: "how long" wants a
// duration, "how often" a frequency, "where should we send it" an address. A section or sentence
// that has the shape is a better answer than one that only shares the question's words, so the
// bot can tell "custom questionnaires are returned within ten business days" (how long) from
// "questionnaires should be sent to security@…" (where to send) inside one question.

export type Shape = 'duration' | 'frequency' | 'contact';

// How questions ask for each shape, on lower-cased text.
const ASKS: readonly (readonly [Shape, RegExp])[] = [
  ['frequency', /\bhow (?:often|frequently|regularly)\b|\bhow many times\b/],
  ['duration', /\bhow (?:long|quickly|soon|fast)\b|\bhow many (?:minutes|hours|days|weeks|months|years)\b|\bturnaround\b/],
  [
    'contact',
    /\bwhere (?:should|do|can|must|would|shall|to)\b[^?]*\b(?:send|submit|email|write|report|direct|contact|reach|forward|apply)\b|\b(?:who|whom) (?:do|should|can|must) (?:we|i) (?:contact|email|write|send)\b|\bhow (?:can|do|does|should|would|must|could) (?:[\p{L}']+ ){0,3}(?:ask|request|contact|reach|apply|submit|report|raise|exercise|get in touch)\b/u,
  ],
];

const NUMBER = String.raw`(?:\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|sixty|ninety)`;
const UNIT = '(?:business |working |calendar )?(?:minutes?|hours?|days?|weeks?|months?|quarters?|years?)';

// What each shape looks like in a sentence.
const LOOKS: Readonly<Record<Shape, RegExp>> = {
  duration: new RegExp(String.raw`\b${NUMBER}[\s-]+${UNIT}\b|\bwithin\b|\buntil\b|\bas long as\b`, 'i'),
  frequency: /\bevery\b|\b(?:hourly|daily|nightly|weekly|fortnightly|monthly|quarterly|annually|yearly|continuously|twice|once)\b|\b(?:a|per|each) (?:day|week|month|quarter|year)\b|\bat (?:planned|regular) intervals\b/i,
  contact: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/\S+|\bwww\.\S+|\+?\d[\d ()-]{7,}\d|\b(?:portal|form|service desk|help ?desk|phone|telephone)\b/i,
};

/** The answer shape a (part of a) question asks for, if its wording fixes one. */
export function askedShape(question: string): Shape | undefined {
  const lower = question.toLowerCase();
  return ASKS.find(([, pattern]) => pattern.test(lower))?.[0];
}

/** Whether a sentence has the shape: a number of days, "every month", an email address… */
export const hasShape = (sentence: string, shape: Shape): boolean => LOOKS[shape].test(sentence);
