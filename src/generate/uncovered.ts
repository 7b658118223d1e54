// Questionnaire topics the vault does not cover (design §12): the honest answer is the fallback, so
// each becomes a `security_clearance_fallback` case. Coverage is the reader's: a topic is covered
// when some passage holds every content word of one of its phrases.
import { contentStems, type Statements } from '../reading/index.js';
import { seeded } from './seeded.js';
import type { Topic } from './topics.js';

export interface Uncovered {
  readonly topic: Topic;
  readonly question: string;
}

/** The topics no passage covers, in the list's order, each with one of its questions (chosen by the seed). */
export function uncoveredTopics(topics: readonly Topic[], st: Statements, stem: (w: string) => string, seed: number): Uncovered[] {
  return topics
    .filter((t) => !covered(t, st, stem))
    .map((topic) => ({ topic, question: topic.questions[seeded(seed, topic.id) % topic.questions.length]! }));
}

function covered(topic: Topic, st: Statements, stem: (w: string) => string): boolean {
  const phrases = topic.phrases.map((p) => contentStems(p, stem)).filter((words) => words.length > 0);
  return st.passages.some((p) => phrases.some((words) => words.every((w) => p.own.has(w))));
}
