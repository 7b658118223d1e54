// Which sections answer a question. Each part of a question ("How is access granted, and how are
// risks assessed?") gets the section that answers it, and a part answered by a section already
// chosen adds nothing. Another section is cited only when it brings topic words the chosen ones
// lack, or the answer shape a part asks for ("where should we send it" → an address) that they
// lack. Confidence is judged on the whole question, so a question about an absent topic falls
// back however it is split.
import { addsTopic, coverage, isConfident, restrict, shaped, type Choice, type Evidence, type Hit, type PartAnswer } from './evidence.js';
import type { QueryPart } from './query.js';

const CANDIDATES = 5;
const MAX_SOURCES = 3;
/** A section answers a part when it covers it nearly as well as the part's best candidate. */
const NEAR_BEST = 0.85;

/** The sections ranked for one part, as whole-question hits (so `matched` spans every term). */
function candidatesFor(part: QueryPart, c: Choice): Hit[] {
  const byChunk = new Map(c.hits.map((h) => [h.chunk.id, h]));
  return c.rank(part.terms, c.query.context)
    .slice(0, CANDIDATES)
    .flatMap((h) => byChunk.get(h.chunk.id) ?? [])
    .filter((h) => part.terms.some((t) => h.matched.has(t)));
}

/**
 * Among candidates confident for `weights` and covering them nearly as well as the best: one with
 * the asked shape, then one covering more of the whole question, then the best ranked.
 */
function confidentPick(top: readonly Hit[], weights: ReadonlyMap<string, number>, part: QueryPart, c: Choice): Hit | undefined {
  const confident = top.filter((h) => isConfident([h], weights, c.query, c.min));
  const share = (h: Hit) => coverage([h], weights, c.query.typed);
  const best = Math.max(0, ...confident.map(share));
  const whole = (h: Hit) => coverage([h], c.weights, c.query.typed);
  const fits = (h: Hit) => Number(shaped(h, part, c));
  return confident
    .filter((h) => share(h) >= best * NEAR_BEST)
    .sort((a, b) => fits(b) - fits(a) || whole(b) - whole(a))[0];
}

/**
 * The part to answer first and its section: the first part some section answers confidently.
 * When none is, the whole question's best section leads ("Who is ultimately accountable…" may
 * use words no section has, while the question as a whole is plainly about one).
 */
function lead(c: Choice): { readonly index: number; readonly hit: Hit | undefined } {
  for (const [index, part] of c.query.parts.entries()) {
    const hit = confidentPick(candidatesFor(part, c), restrict(c.weights, part.terms), part, c);
    if (hit) return { index, hit };
  }
  const first = c.query.parts[0] ?? { terms: c.query.terms };
  return { index: 0, hit: confidentPick(c.hits.slice(0, CANDIDATES), c.weights, first, c) ?? c.hits[0] };
}

/** The section answering `part`, given the sections already chosen for other parts. */
function pickForPart(part: QueryPart, chosen: readonly Hit[], c: Choice): Hit | undefined {
  const weights = restrict(c.weights, part.terms);
  const top = candidatesFor(part, c);
  const share = (h: Hit) => coverage([h], weights, c.query.typed);
  const fits = (h: Hit) => shaped(h, part, c);
  const best = Math.max(0, ...[...top, ...chosen].map(share));
  const answers = (h: Hit) => best > 0 && share(h) >= best * NEAR_BEST;
  const already = chosen.find((h) => answers(h) && fits(h));
  if (already || chosen.length >= MAX_SOURCES) return already ?? bestOf(chosen, share);
  const bringsShape = (h: Hit) => part.shape !== undefined && fits(h) && !chosen.some(fits);
  const adds = (h: Hit) => addsTopic(chosen, h, weights, c.query) || bringsShape(h);
  // Between equally good sections, one from a document already quoted keeps the answer together.
  const cited = (h: Hit) => chosen.some((x) => x.chunk.file === h.chunk.file);
  const rank = (h: Hit) => 2 * Number(answers(h)) + Number(cited(h));
  const ranked = [...top].sort((a, b) => rank(b) - rank(a));
  return ranked.find((h) => adds(h) && fits(h)) ?? ranked.find(adds) ?? bestOf(chosen, share);
}

const bestOf = (hits: readonly Hit[], score: (h: Hit) => number): Hit | undefined =>
  hits.reduce<Hit | undefined>((a, h) => (!a || score(h) > score(a) ? h : a), undefined);

/**
 * For a question asking one thing, a second section (of any document) when it brings topic words
 * the first one lacks and raises coverage.
 */
function secondSource(first: Hit, c: Choice): Hit | undefined {
  let best = coverage([first], c.weights, c.query.typed);
  let found: Hit | undefined;
  for (const other of c.hits) {
    if (other === first || !addsTopic([first], other, c.weights, c.query)) continue;
    const both = coverage([first, other], c.weights, c.query.typed);
    if (both > best) [best, found] = [both, other];
  }
  return found;
}

/** The sections that answer the question, in the order of the parts they answer, and whether they are confident. */
export function chooseEvidence(c: Choice): Evidence {
  const base = { weights: c.weights, context: c.query.context, vocabulary: c.vocabulary };
  const { index, hit: first } = lead(c);
  if (!first) return { ...base, hits: [], parts: [], coverage: 0, confident: false };
  const chosen: Hit[] = [first];
  const answerOf = c.query.parts.map((part, i) => {
    const hit = i === index ? first : pickForPart(part, chosen, c);
    if (hit && !chosen.includes(hit)) chosen.push(hit);
    return hit;
  });
  const hits = [...new Set(answerOf.flatMap((h) => h ?? []))];
  const parts: PartAnswer[] = c.query.parts.map((part, i) => {
    const hit = answerOf[i];
    return { ...part, hit: hit ? hits.indexOf(hit) : -1 };
  });
  const second = parts.length === 1 ? secondSource(first, c) : undefined;
  if (second) {
    // The second section answers the terms it adds.
    hits.push(second);
    parts.push({ terms: c.query.terms.filter((t) => second.matched.has(t) && !first.matched.has(t)), hit: hits.length - 1 });
  }
  const confident = isConfident(hits, c.weights, c.query, c.min);
  return { ...base, hits, parts, coverage: coverage(hits, c.weights, c.query.typed), confident };
}
