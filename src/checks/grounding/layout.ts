// Where a text's sentences and clauses are, worked out once per text: every specific asks.
//
// A sentence is what Intl.Segmenter says, cut at line breaks too (lists, headings). A clause is a
// stretch of a sentence that says one thing: negation and subjects are scoped to it.

export interface Clause {
  readonly start: number;
  readonly end: number;
}

export interface Layout {
  readonly text: string;
  readonly sentences: readonly Clause[];
  /** The sentence and the clause that hold an offset. */
  at(offset: number): { readonly sentence: Clause; readonly clause: Clause };
}

const SENTENCES = new Intl.Segmenter('en', { granularity: 'sentence' });

/** @example layoutOf('It is not 30 days; it is 35.').at(20).clause // the clause "it is 35." */
export function layoutOf(text: string): Layout {
  const list = sentences(text);
  const split = new Map<Clause, Clause[]>();
  const whole: Clause = { start: 0, end: text.length };
  return {
    text,
    sentences: list,
    at(offset) {
      const sentence = list.find((x) => offset >= x.start && offset < x.end) ?? whole;
      let parts = split.get(sentence);
      if (!parts) split.set(sentence, (parts = clauses(text, sentence)));
      return { sentence, clause: parts.find((c) => offset >= c.start && offset < c.end) ?? sentence };
    },
  };
}

function sentences(text: string): Clause[] {
  const out: Clause[] = [];
  for (const { segment, index } of SENTENCES.segment(text)) {
    let from = index;
    for (const line of segment.split('\n')) {
      if (line.trim() !== '') out.push({ start: from, end: from + line.length });
      from += line.length + 1;
    }
  }
  return out;
}

// Where a new clause begins inside a sentence: ; : — – ( ), "but", "however", "whereas",
// "although", "instead", and a comma or "and" before a new subject.
const CLAUSE_BREAK =
  /\s*[;:()—–]\s*|\s+-\s+|,?\s+(?:but|however|whereas|although|though|while|yet|instead|rather,|so)\b|,\s+(?=(?:it|they|we|this|that|these|those|which|who|you|our|the policy|the vault)\b)|\s+and\s+(?=(?:it|they|we|this|you|our)\b)/gi;

// A sentence opening with a subordinate clause ("If the director cannot resolve it, …") ends it at its first comma.
const SUBORDINATE = /^\s*(?:if|when|whenever|unless|once|although|though|because|since|while|after|before|where|as soon as|until)\b[^,;]*,/i;

/** The clauses of the sentence [start, end) of `text`. */
function clauses(text: string, s: Clause): Clause[] {
  const out: Clause[] = [];
  const sentence = text.slice(s.start, s.end);
  let from = 0;
  const subordinate = SUBORDINATE.exec(sentence);
  if (subordinate) {
    out.push({ start: s.start, end: s.start + subordinate[0].length - 1 });
    from = subordinate[0].length;
  }
  CLAUSE_BREAK.lastIndex = 0;
  for (let m = CLAUSE_BREAK.exec(sentence); m; m = CLAUSE_BREAK.exec(sentence)) {
    if (m.index < from) continue;
    if (m.index > from) out.push({ start: s.start + from, end: s.start + m.index });
    from = m.index + m[0].length;
    if (m[0].length === 0) CLAUSE_BREAK.lastIndex++;
  }
  if (from < sentence.length) out.push({ start: s.start + from, end: s.end });
  return out;
}

