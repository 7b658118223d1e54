// Questions a person would ask about a stated fact (design §12): "Backups are retained for 35
// days." → "How long are backups retained?", "Can you tell me how long backups are retained?", "Is
// it true that backups are retained for 35 days?". Never the sentence with a blank: the value's
// phrase is taken out and a question word put where it belongs, with the verb inverted (or "do"
// added) for a direct question. Part-of-speech tags and verb forms come from compromise, loaded
// only by `vouch generate` (it costs about a second to load, which no run should pay).
import type nlpType from 'compromise';
import { valuePhrase, type Asked } from './ask-value.js';
import {
  ASIDES, AUXILIARIES, CONFIRM_FRAMES, COPULAS, DIRECT_OPENINGS, EMBEDDED_FRAMES, PRONOUNS, RELATIVES, SCENE_OPENERS, VALUE_LEADS,
} from './tables/questions.js';
import { isCommonWord } from './words.js';

type Nlp = typeof nlpType;

export interface AskInput {
  /** The passage: a sentence, a list item, a numbered step ("Step 2: …") or a table row ("Header: value; …"). */
  readonly text: string;
  readonly kind: string;
  /** The specific asked about, offsets in `text`, and the passage's other specifics. */
  readonly specific: Asked;
  readonly others: readonly Asked[];
  /** Picks the form and its wording: any whole number; the same one gives the same question. */
  readonly variant: number;
}

export type QuestionForm = 'direct' | 'embedded' | 'confirm' | 'row';

export interface Question {
  readonly text: string;
  readonly form: QuestionForm;
  /** The fact is an instruction ("Notify the customer within 72 hours"): a user repeats it as "we should notify …". */
  readonly imperative?: true;
}

export interface Asker {
  /** A question whose answer is the specific, or undefined when none reads well. */
  ask(input: AskInput): Question | undefined;
}

/** @example const asker = await loadAsker(); asker.ask({ text: 'Logs are kept for one year.', kind: 'sentence', specific, others: [], variant: 0 }) */
export async function loadAsker(): Promise<Asker> {
  const nlp = (await import('compromise')).default;
  // Each passage is tagged once, however many of its values are asked about.
  const tags = new Map<string, Term[]>();
  const tag = (text: string): Term[] => {
    let terms = tags.get(text);
    if (!terms) {
      if (tags.size >= 1024) tags.clear();
      tags.set(text, (terms = tagged(nlp, text)));
    }
    return terms;
  };
  return { ask: (input) => ask(nlp, tag, input) };
}

interface Term {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly tags: ReadonlySet<string>;
}

function tagged(nlp: Nlp, text: string): Term[] {
  const json = nlp(text).json({ offset: true }) as { terms: { text: string; tags: string[]; offset: { start: number; length: number } }[] }[];
  return json.flatMap((s) => s.terms.map((t) => ({ text: t.text, start: t.offset.start, end: t.offset.start + t.offset.length, tags: new Set(t.tags) })));
}

function ask(nlp: Nlp, tag: (text: string) => Term[], input: AskInput): Question | undefined {
  if (input.kind === 'row') return rowQuestion(input);
  const statement = statementOf(input.text);
  if (!statement || input.text.includes('?')) return undefined;
  const shift = statement.offset;
  const at = (s: Asked): Asked => ({ ...s, start: s.start - shift, end: s.end - shift });
  const value = at(input.specific);
  const others = input.others.map(at);
  const forms: Question[] = [];
  // A heading-like fragment ("Summary of the report") states nothing to confirm or ask about.
  const terms = tag(statement.text);
  if (!terms.some((t) => t.tags.has('Verb'))) return undefined;
  const first = terms[0]!;
  const order = first.tags.has('Verb') && (first.tags.has('Infinitive') || first.tags.has('Imperative')) && ![...statement.text.matchAll(/\p{L}+/gu)].some((w) => AUXILIARIES.has(w[0].toLowerCase()));
  const wh = whQuestions(nlp, terms, statement.text, value, others, input.variant).map((q) => (order ? { ...q, imperative: true as const } : q));
  forms.push(...wh);
  const [open, close] = CONFIRM_FRAMES[Math.floor(input.variant / 10) % CONFIRM_FRAMES.length]!;
  const stated = order ? `we should ${lowered(statement.text, true)}` : lowered(statement.text);
  forms.push({ text: tidy(`${open}${stated}${close}`), form: 'confirm', ...(order ? { imperative: true as const } : {}) });
  // Mostly a wh-question (direct before embedded); a confirmation one time in five, or when nothing else reads.
  const pick = input.variant % 10;
  const confirm = forms.at(-1)!;
  if (pick >= 8 || wh.length === 0) return confirm;
  return wh.find((q) => q.form === (pick < 5 ? 'direct' : 'embedded')) ?? wh[0];
}

/** The passage as one statement without its list marker, step name or final stop, and where it starts in the passage. */
function statementOf(text: string): { text: string; offset: number } | undefined {
  const m = /^(?:step\s+\d+\s*[:.)]\s*|[-*•]\s+|\d+[.)]\s+)?/i.exec(text)!;
  const body = text.slice(m[0].length).replace(/[\s.!;:]+$/u, '');
  return /\p{L}/u.test(body) ? { text: body, offset: m[0].length } : undefined;
}

/** The direct and embedded questions for the value, when the statement has a place to ask it from. */
function whQuestions(nlp: Nlp, terms: readonly Term[], text: string, value: Asked, others: readonly Asked[], variant: number): Question[] {
  const scene = sceneOf(text, value);
  if (!scene) return [];
  const nounAt = (offset: number): string | undefined => {
    const t = terms.find((x) => x.start === offset);
    return t?.tags.has('Noun') && !t.tags.has('Date') && !t.tags.has('Duration') && !t.tags.has('Pronoun') ? t.text.replace(/[^\p{L}\p{N}-]+$/u, '') : undefined;
  };
  let main = text.slice(scene.from, asideAt(text, value.end));
  const phrase = valuePhrase(main, rebase(value, scene.from), others.map((o) => rebase(o, scene.from)), (o) => nounAt(o + scene.from));
  if (!phrase.wh) return [];
  const clause = clauseWithout(main, phrase, others.map((o) => rebase(o, scene.from)), terms, scene.from);
  if (!clause) return [];
  main = clause.body;
  const lead = scene.lead ? `${scene.lead}, ` : '';
  const after = scene.lead ? ` ${lowered(scene.lead)}` : '';
  const [open, close] = EMBEDDED_FRAMES[Math.floor(variant / 10) % EMBEDDED_FRAMES.length]!;
  const embeddedBody = clause.imperative ? `${phrase.wh} to ${lowered(main)}` : `${phrase.wh} ${lowered(main)}`;
  const out: Question[] = [{ text: tidy(`${open}${embeddedBody}${after}${close}`), form: 'embedded' }];
  const direct = directQuestion(nlp, main, phrase.wh, clause, terms, scene.from);
  if (direct) {
    const opening = DIRECT_OPENINGS[Math.floor(variant / 10) % DIRECT_OPENINGS.length]!;
    const asked = lead ? `${lead}${direct}` : capitalised(direct);
    out.unshift({ text: tidy(`${opening}${opening && !lead ? lowered(asked, true) : asked}?`), form: 'direct' });
  }
  return out;
}

const rebase = (s: Asked, by: number): Asked => ({ ...s, start: s.start - by, end: s.end - by });

/** A scene-setting opening clause ("When an employee moves to a new role") and where the main statement starts; undefined when the value is in the scene. */
function sceneOf(text: string, value: Asked): { lead: string; from: number } | undefined {
  const first = /^\p{L}+/u.exec(text)?.[0]?.toLowerCase() ?? '';
  const comma = text.indexOf(', ');
  if (!SCENE_OPENERS.has(first) || comma < 0 || comma > 120) return { lead: '', from: 0 };
  if (value.start < comma) return undefined;
  return { lead: text.slice(0, comma), from: comma + 2 };
}

/** Where an aside after the value begins (", so …", ", which …"), or the end. */
function asideAt(text: string, after: number): number {
  let cut = text.length;
  for (const a of ASIDES) {
    const at = text.indexOf(a, after);
    if (at >= 0 && at < cut) cut = at;
  }
  return cut;
}

interface Clause {
  /** The statement with the value's phrase taken out, and a second conjunct's subject joined to it. */
  readonly body: string;
  readonly imperative: boolean;
  /** A copula whose complement was the value: "The period was …" → "How long was the period". */
  readonly copula?: { readonly aux: string; readonly subject: string; readonly be: boolean };
}

/** The statement without the value's phrase; undefined when the value is its subject. */
function clauseWithout(main: string, phrase: { start: number; end: number }, others: readonly Asked[], terms: readonly Term[], from: number): Clause | undefined {
  const words = [...main.matchAll(/\p{L}[\p{L}'’-]*/gu)];
  const auxBefore = words.find((w) => AUXILIARIES.has(w[0].toLowerCase()) && w.index! < phrase.start);
  const verbAt = terms.find((t) => t.start >= from && t.tags.has('Verb') && !t.tags.has('Gerund'));
  const verbStart = Math.min(auxBefore?.index ?? Number.POSITIVE_INFINITY, verbAt ? verbAt.start - from : Number.POSITIVE_INFINITY);
  // "Notify the customer within 72 hours": a verb first and no auxiliary ("Support tickets are kept" is no order).
  const imperative = !auxBefore && verbAt !== undefined && verbAt.start - from === 0 && (verbAt.tags.has('Infinitive') || verbAt.tags.has('Imperative'));
  if (!imperative && (!Number.isFinite(verbStart) || phrase.start < verbStart)) return undefined;
  const copula = copulaOf(main, phrase, others, words, terms, from);
  if (copula) return { body: `${copula.subject} ${copula.aux}${copula.be ? ' be' : ''}`, imperative: false, copula };
  let body = `${main.slice(0, phrase.start)} ${main.slice(phrase.end)}`;
  // "Logs are protected … and are retained for one year": the conjunct with the value, with the subject.
  const firstAux = words.find((w) => AUXILIARIES.has(w[0].toLowerCase()));
  const second = new RegExp(`\\band (${[...AUXILIARIES].join('|')})\\b`, 'i').exec(main.slice(0, phrase.start));
  if (firstAux && second && second.index > firstAux.index!) body = `${main.slice(0, firstAux.index)}${body.slice(second.index + 4)}`;
  return { body: body.replace(/\s+/g, ' ').trim(), imperative };
}

/**
 * The value as the complement of "is"/"was" ("The period was the twelve months from …"), with only
 * articles, other values and their prepositions between: the whole complement is what is asked.
 */
function copulaOf(main: string, phrase: { start: number; end: number }, others: readonly Asked[], words: readonly RegExpMatchArray[], terms: readonly Term[], from: number): Clause['copula'] {
  const copula = [...words].reverse().find((w) => w.index! < phrase.start && COPULAS.has(w[0].toLowerCase()));
  if (!copula) return undefined;
  const after = copula.index! + copula[0].length;
  let between = main.slice(after, phrase.start);
  for (const o of others) if (o.start >= after && o.end <= phrase.start) between = between.replace(main.slice(o.start, o.end), ' ');
  const left = between.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w && !VALUE_LEADS.includes(w));
  if (left.length > 0) return undefined;
  // "are encrypted": a passive verb, not a complement.
  const next = terms.find((t) => t.start - from >= after);
  if (next && (next.tags.has('PastTense') || next.tags.has('Participle')) && next.start - from < phrase.start) return undefined;
  const before = main.slice(0, copula.index!);
  const modal = /\b(must|can|should|will|may|might|could|would|shall)\s+$/i.exec(before);
  const be = copula[0].toLowerCase() === 'be' || copula[0].toLowerCase() === 'been';
  if (be && !modal) return undefined;
  const subject = (modal ? before.slice(0, modal.index) : before).trim();
  return { aux: modal ? modal[1]!.toLowerCase() : copula[0].toLowerCase(), subject, be };
}

/** "How long are backups retained", "How often do system owners review …", or undefined when the subject is not plain enough to invert. */
function directQuestion(nlp: Nlp, body: string, wh: string, clause: Clause, terms: readonly Term[], from: number): string | undefined {
  if (clause.copula) {
    const { aux, subject, be } = clause.copula;
    return plainSubject(subject) ? `${wh} ${aux} ${lowered(subject)}${be ? ' be' : ''}` : undefined;
  }
  if (clause.imperative) return `${wh} should we ${lowered(body)}`;
  const words = [...body.matchAll(/\p{L}[\p{L}'’-]*/gu)];
  const aux = words.find((w) => AUXILIARIES.has(w[0].toLowerCase()));
  const subjectEnd = aux?.index ?? -1;
  if (aux && subjectEnd > 0 && plainSubject(body.slice(0, subjectEnd))) {
    const after = body.slice(subjectEnd + aux[0].length).trim();
    // "has appointed" inverts; "has three offices" does not (a main verb).
    if (!['has', 'have', 'had'].includes(aux[0].toLowerCase()) || /^\p{L}+ed\b/u.test(after)) {
      return `${wh} ${aux[0].toLowerCase()} ${lowered(body.slice(0, subjectEnd).trim())} ${after}`;
    }
    return undefined;
  }
  // A main verb: "do", "does" or "did" before the subject, the verb in its plain form.
  const verb = terms.find((t) => t.start >= from && t.tags.has('Verb') && !t.tags.has('Auxiliary') && !t.tags.has('Gerund'));
  if (!verb) return undefined;
  // "reviews privileged access": a participle before a noun is an adjective, and the verb was missed.
  const following = terms[terms.indexOf(verb) + 1];
  if (verb.tags.has('PastTense') && following?.tags.has('Noun')) return undefined;
  const at = body.indexOf(verb.text);
  if (at <= 0 || !plainSubject(body.slice(0, at))) return undefined;
  const doc = nlp(verb.text);
  doc.tag('Verb');
  const plain = doc.verbs().toInfinitive().text() || verb.text;
  const support = verb.tags.has('PastTense') ? 'did' : plain.toLowerCase() !== verb.text.toLowerCase() ? 'does' : 'do';
  return `${wh} ${support} ${lowered(body.slice(0, at).trim())} ${plain.toLowerCase()}${body.slice(at + verb.text.length)}`;
}

/** A subject that reads well after an auxiliary: a few words, no comma, no relative clause, not a bare pronoun. */
function plainSubject(subject: string): boolean {
  const words = subject.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return words.length > 0 && words.length <= 8 && !subject.includes(',') && !words.some((w) => RELATIVES.has(w)) && !(words.length === 1 && PRONOUNS.has(words[0]!));
}

/** A table row: "What is the retention for backups?" from "Data: Backups; Retention: 35 days". */
function rowQuestion(input: AskInput): Question | undefined {
  let at = 0;
  const cells = input.text.split('; ').map((cell) => {
    const start = at;
    at += cell.length + 2;
    const colon = cell.indexOf(': ');
    return colon > 0 ? { header: cell.slice(0, colon), value: cell.slice(colon + 2), start, end: start + cell.length } : { header: '', value: cell, start, end: start + cell.length };
  });
  const mine = cells.find((c) => input.specific.start >= c.start && input.specific.end <= c.end);
  const key = cells.find((c) => c !== mine && c.value.trim() !== '');
  if (!mine?.header || !key) return undefined;
  const header = lowered(mine.header);
  const forms = [`What is the ${header} for ${key.value}?`, `For ${key.value}, what is the ${header}?`, `Can you tell me the ${header} for ${key.value}?`];
  return { text: tidy(forms[input.variant % forms.length]!), form: 'row' };
}

/** The first word in lower case unless it is a name or an acronym ("Backups" → "backups", "Corvane" stays). */
function lowered(text: string, always = false): string {
  const first = /^\p{L}[\p{L}'’-]*/u.exec(text)?.[0];
  if (!first) return text;
  const keep = !always && (/\p{Lu}/u.test(first.slice(1)) || !isCommonWord(first.toLowerCase()));
  return keep ? text : first.toLowerCase() + text.slice(first.length);
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Spaces and punctuation put right after words are removed from. */
const tidy = (text: string): string => text.replace(/\s+/g, ' ').replace(/\s+([,.?!])/g, '$1').replace(/,([?.])/g, '$1').trim();
