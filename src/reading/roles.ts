// Who holds a role: "the Equipment Manager, Priya Odegaard", "Chief Mechanical Engineer: Alasdair
// Penhaligon", "Tomasz Brennan is our Access Coordinator". The vault says who holds each of its
// roles; a reply that gives a role to someone else names a real person for the wrong job, which
// looking the name up cannot see. A role is a capitalised phrase of common words, a person a
// capitalised phrase with a word English does not know (a surname): "Dennis Marrow", not "Gold Day".
// No library reads appositions and copulas into relations at this size; the shapes are few and
// written out below.
import { rowCells } from './subject.js';
import { isCommonWord } from './words.js';

export interface RoleHolding {
  /** The role, lower case, blanks folded: "chief mechanical engineer". */
  readonly role: string;
  /** The person, lower case, blanks folded. */
  readonly person: string;
  /** Where the person's name is in the text. */
  readonly start: number;
  readonly end: number;
}

/** Up to five capitalised words, "of", "and", "for" or "&" allowed between them. */
const PHRASE = String.raw`\p{Lu}[\p{L}'’-]*(?:[ \t]+(?:(?:of|and|for|&)[ \t]+)?\p{Lu}[\p{L}'’-]*){0,4}`;
/** "the", "our", "the railway's": what a role is said with; a role needs none after a comma. */
const THE = String.raw`(?:(?:[Tt]he|[Oo]ur|[Tt]heir|[Ii]ts)[ \t]+(?:\p{L}+['’]s[ \t]+)?|\p{L}+['’]s[ \t]+)`;

/** Each shape names which group is the role and which the person. */
const SHAPES: readonly { readonly pattern: RegExp; readonly role: number; readonly person: number }[] = [
  // "Chief Mechanical Engineer: Alasdair Penhaligon", "- Footplate Inspector: Dennis Marrow"
  { pattern: new RegExp(`(${PHRASE}):[ \\t]+(${PHRASE})`, 'gu'), role: 1, person: 2 },
  // "the Equipment Manager, Priya Odegaard", "our Head Setter, Joel Amankwah"
  { pattern: new RegExp(`${THE}(${PHRASE})(?:[ \\t]+\\(\\p{Lu}{2,}\\))?,[ \\t]+(${PHRASE})`, 'gu'), role: 1, person: 2 },
  // "Priya Odegaard, the Equipment Manager", "Tom Hendriks, Head of Dealer Relations,", "Joel Amankwah (Head Setter)"
  { pattern: new RegExp(`(${PHRASE}),[ \\t]+(?:${THE})?(${PHRASE})(?=[,.;:)]|$)`, 'gu'), role: 2, person: 1 },
  { pattern: new RegExp(`(${PHRASE})[ \\t]+\\((?:${THE})?(${PHRASE})\\)`, 'gu'), role: 2, person: 1 },
  // "The Access Coordinator is Tomasz Brennan", "Tomasz Brennan is our Access Coordinator", "Selin Aydemir is Head of Artist Relations"
  { pattern: new RegExp(`${THE}(${PHRASE})[ \\t]+is[ \\t]+(${PHRASE})`, 'gu'), role: 1, person: 2 },
  { pattern: new RegExp(`(${PHRASE})[ \\t]+is[ \\t]+(?:${THE})?(${PHRASE})`, 'gu'), role: 2, person: 1 },
];

/** Longer than any line that says who holds a role: a hostile passage is not searched whole. */
const LONGEST_SEARCHED = 2000;

/**
 * @example roleHoldings('It is kept by the Chief Mechanical Engineer (CME), Alasdair Penhaligon.')[0].role // 'chief mechanical engineer'
 * @example roleHoldings('The Equipment Manager, Priya Odegaard, signs off.')[0].person // 'priya odegaard'
 */
export function roleHoldings(text: string): RoleHolding[] {
  const searched = text.length > LONGEST_SEARCHED ? text.slice(0, LONGEST_SEARCHED) : text;
  const found: RoleHolding[] = [];
  for (const shape of SHAPES) {
    for (const m of searched.matchAll(shape.pattern)) {
      const role = m[shape.role]!;
      const person = m[shape.person]!;
      if (!isRole(role) || !isPerson(person)) continue;
      const start = m.index! + m[0].indexOf(person, shape.person > shape.role ? m[0].indexOf(role) + role.length : 0);
      found.push({ role: fold(role), person: fold(person), start, end: start + person.length });
    }
  }
  return found;
}

/**
 * A table row that pairs one person with one job title, whatever its headers: "Name: Owen Lacroix;
 * Role: Treasurer; Email: …" or "Sunil Varghese | Integrity Officer". A row with two people or two
 * titles says nothing of who holds which.
 */
export function rowHolding(row: string): RoleHolding | undefined {
  const values = rowCells(row).map((c) => {
    const start = c.colon < 0 ? c.start : c.start + c.colon + 2;
    const text = row.slice(start, c.end).trim();
    return { start, text, person: isPerson(text), header: c.colon < 0 ? '' : row.slice(c.start, c.start + c.colon).toLowerCase() };
  });
  const people = values.filter((v) => v.person);
  // Under a "Role" or "Position" header one word is a title too: "Treasurer".
  const roles = values.filter((v) => !v.person && (isRole(v.text) || (ROLE_HEADERS.has(v.header) && /^\p{Lu}\p{Ll}+$/u.test(v.text) && isCommonWord(v.text))));
  if (people.length !== 1 || roles.length !== 1) return undefined;
  const person = people[0]!;
  return { role: fold(roles[0]!.text), person: fold(person.text), start: person.start, end: person.start + person.text.length };
}

/** A name or role as compared: lower case, blanks folded. */
export const fold = (phrase: string): string => phrase.toLowerCase().replace(/\s+/g, ' ');

const wordsOf = (phrase: string): string[] => phrase.split(/\s+/).filter((w) => !JOINERS.has(w.toLowerCase()));
const JOINERS = new Set(['of', 'and', 'for', '&']);

/** A job title: two words or more, every one common English ("Access Coordinator", "Head of Dealer Relations"). */
const isRole = (phrase: string): boolean => {
  const words = wordsOf(phrase);
  // (Not a label: "Grade A", "Band 2" name one of a series, held by many.)
  return words.length >= 2 && words.every((w) => w.length > 1 && isCommonWord(w) && !NOT_ROLES.has(w.toLowerCase()));
};

/** A person: two or three capitalised words, one at least no common English word (a surname), none an acronym. */
export const isPerson = (phrase: string): boolean => {
  const words = wordsOf(phrase);
  return words.length >= 2 && words.length <= 3 && phrase === words.join(' ') && words.some((w) => !isCommonWord(w)) && words.every((w) => !/\p{Lu}{2}/u.test(w));
};

/** Column headers whose cells are job titles. */
const ROLE_HEADERS = new Set(['role', 'position', 'title', 'job', 'job title', 'post', 'responsibility']);

/** Words that open a heading or a label rather than a job: "Step 2: …", "Note: …". */
const NOT_ROLES = new Set(['step', 'note', 'name', 'email', 'phone', 'tel', 'contact', 'address', 'date', 'time']);
