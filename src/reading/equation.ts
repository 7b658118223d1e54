// Working a reply writes out: "42,000 + 28,000 + 9,500 = 79,500 tonnes", "200 × £1.20 × 3 = £720".
// The value after "=" follows from the numbers before it when the sum, read with the usual
// precedence, comes to it — whatever units the numbers are written in, for the reply says what it
// did. (The inputs are grounded on their own, so an invented input still fails.) A library for
// expressions would evaluate code; this reads only numbers and the four signs, in linear time.

/** A number as written, with a currency sign or a unit word beside it: "£1.20", "200 t", "9,500". */
const NUMBER = /^[£$€]?\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s?%?/;
/** What may follow a number in the same word: "200t", "30kg", "12%". */
const UNIT_TAIL = /^(?:[a-zA-Zµ°%]{0,6}(?:\/[a-zA-Z]{1,6})?)$/;
/** A unit written apart: "200 t", "30 tonnes", "4 kg/hl". */
const UNIT_WORD = /^[a-zA-Zµ°]{1,12}\.?(?:\/[a-zA-Z]{1,6})?$/;
const OPERATOR = /^[+\-−–×x*÷/]$/;
/** Signs written as words: "£45 plus 5 × £19". */
const WORD_SIGNS: Readonly<Record<string, string>> = { plus: '+', minus: '−', times: '×' };

/**
 * The results after each "=" of `text` (or a word that says so: "(2+3+4) gives 9", "4 × £12 comes to
 * £48") that the expression before it comes to: their value and their text.
 */
export function workedResults(whole: string): { readonly value: number; readonly text: string }[] {
  // A sum written without spaces is read as one spaced out: "2+3+4" is "2 + 3 + 4".
  const text = whole.includes('+') ? whole.replace(/(?<=\d)\+(?=\d)/g, ' + ') : whole;
  const out: { value: number; text: string }[] = [];
  for (const m of text.matchAll(RESULT)) {
    const at = m.index;
    const result = NUMBER.exec(text.slice(at + m[0].length).trimStart());
    if (!result) continue;
    const value = numberIn(result);
    const terms = termsBefore(text, at);
    if (terms && Math.abs(evaluate(terms) - value) <= precisionOf(result) / 2 + 1e-9) out.push({ value, text: result[0] });
  }
  return out;
}

/** What comes between working and its result. Safe however loose: the result must be what the working comes to. */
const RESULT = /=|\b(?:gives?|makes?(?: (?:it|that|this))?|comes? to|equals|totals|adds up to|is|are|so)\b/g;

type Term = number | string;

/** Numbers and operators leading up to `end`, read right to left: undefined unless an operator joins two numbers. */
function termsBefore(text: string, end: number): Term[] | undefined {
  // A bounded look back: hostile text of a million signs is not walked per "=".
  const words = text.slice(Math.max(0, end - 200), end).split(/\s+/).filter(Boolean);
  const terms: Term[] = [];
  for (let i = words.length - 1; i >= 0; i--) {
    const w = WORD_SIGNS[words[i]!.toLowerCase()] ?? words[i]!.replace(/^[(]+|[),;:]+$/g, '');
    const number = NUMBER.exec(w);
    if (number && UNIT_TAIL.test(w.slice(number[0].length))) {
      if (typeof terms[0] === 'number') break;
      terms.unshift(numberIn(number));
      // "£361 − (4 × £38 = £152) − £25": a bracketed step stands for its result; its own working is read apart.
      if (words[i]!.endsWith(')') && words[i - 1] === '=') {
        let open = i - 1;
        while (open >= 0 && !words[open]!.startsWith('(')) open--;
        if (open < 0) break;
        i = open;
        continue;
      }
      // A bracket opening here opens this working: "(4 × £38 = £152)" is read from the 4.
      if (words[i]!.startsWith('(')) break;
    } else if (w.length === 1 && OPERATOR.test(w)) {
      if (typeof terms[0] !== 'number') break;
      terms.unshift(w);
    } else if (!(UNIT_WORD.test(w) && typeof terms[0] !== 'number')) {
      // A unit word after a number ("200 t × £1.20") belongs to that number; any other word ends the working.
      break;
    }
  }
  while (typeof terms[0] === 'string') terms.shift();
  return terms.some((t) => typeof t === 'string') ? terms : undefined;
}

/** Multiplication and division first, then addition and subtraction, left to right. */
function evaluate(terms: readonly Term[]): number {
  const sums: number[] = [];
  let current = terms[0] as number;
  let sign = 1;
  for (let i = 1; i + 1 < terms.length; i += 2) {
    const op = terms[i] as string;
    const next = terms[i + 1] as number;
    if (op === '×' || op === 'x' || op === '*') current *= next;
    else if (op === '÷' || op === '/') current /= next;
    else {
      sums.push(sign * current);
      sign = op === '+' ? 1 : -1;
      current = next;
    }
  }
  sums.push(sign * current);
  return sums.reduce((a, b) => a + b, 0);
}

/** The first number written in `text` ("79,500" in "79,500 tonnes"), with how it is written. */
export function firstNumber(text: string): { readonly value: number; readonly text: string } | undefined {
  const m = /(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?/.exec(text);
  return m ? { value: numberIn(m), text: m[0] } : undefined;
}

function numberIn(m: RegExpExecArray): number {
  return Number(`${m[1]!.replace(/,/g, '')}${m[2] ? `.${m[2]}` : ''}`);
}

/** How precisely a result is written: "£720" to the pound, "2.6" to a tenth — a result rounds to it. */
function precisionOf(m: RegExpExecArray): number {
  return m[2] ? 10 ** -m[2].length : 1;
}
