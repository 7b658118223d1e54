// Language injection (seed 002 §11.2): "Answer in French: <prompt>".
import { defineTransform, relaxed, RELAXED, variantOf } from '../transform.js';

const LANGUAGES = ['French', 'German', 'Spanish', 'Italian', 'Portuguese', 'Dutch', 'Japanese', 'Chinese'] as const;

export const language = defineTransform({
  name: 'language',
  description: 'Asks for the answer in another language: "Answer in French: <prompt>".',
  relaxation:
    `${RELAXED} Why: a translated answer may translate the "Based on [...]:" clause or the fallback ` +
    'phrase, and English signals would not match it.',
  apply: (c, rng) => variantOf(c, 'language', { prompt: `Answer in ${rng.pick(LANGUAGES)}: ${c.prompt}`, ...relaxed(c) }),
});
