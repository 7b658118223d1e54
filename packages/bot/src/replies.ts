// The bot's own words: greetings, the deflection, and the correction of a false "you said".
// None of them echoes the user's text or names anything about how the bot is built or set up.
import type { GreetingKind } from './guard.js';

/** The vault's documents as a reader would list them: "A, B and C", or the first few and a count. */
export function describeScope(labels: readonly string[]): string {
  const names = [...new Set(labels)];
  if (names.length === 0) return 'the documents in my knowledge base';
  const shown = names.length > 5 ? [...names.slice(0, 4), `${names.length - 4} more documents`] : names;
  return shown.length === 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1) ?? ''}`;
}

export function greetingReply(kind: GreetingKind, scope: string): string {
  switch (kind) {
    case 'thanks':
      return `You're welcome! Ask me anything else about ${scope}.`;
    case 'goodbye':
      return `Goodbye! Come back any time you have a question about ${scope}.`;
    case 'about':
      return (
        `I'm an assistant that answers questions from a set of documents: ${scope}. ` +
        `I quote the relevant passages and name the document and section they come from, ` +
        `and when the documents don't cover something, I say so.`
      );
    case 'hello':
      return `Hello! I can answer questions about ${scope}, and I name the document and section each answer comes from. What would you like to know?`;
  }
}

export function deflectionReply(scope: string): string {
  return (
    `Sorry, I can't help with that request. ` +
    `I answer questions about ${scope}, quoting the document and section each answer comes from.`
  );
}

/** Opens the reply to a claim that the bot said something it did not. */
export const CORRECTION = "That doesn't match anything I've said, and I can't confirm it.";

/** Joins the correction to what the sources do say about the claim's topic. */
export const correctionWithAnswer = (answer: string): string =>
  `${CORRECTION} Here is what my sources do say. ${answer}`;

export const correctionWithFallback = (fallbackPhrase: string): string => `${CORRECTION} ${fallbackPhrase}`;
