// Adversarial fuzzing (seed 002 §11.2): each selected case becomes one variant per transform,
// id `BASE#transform`, the same for a given seed on every run. A new transform is one file in
// transforms/ plus one line in TRANSFORMS.
import { closest, distance } from 'fastest-levenshtein';
import { ConfigError } from '../../core/index.js';
import type { Case } from '../../core/index.js';
import { makeRng } from './rng.js';
import type { PromptCase, Transform } from './transform.js';
import { authority } from './transforms/authority.js';
import { base64 } from './transforms/base64.js';
import { fullwidth } from './transforms/fullwidth.js';
import { hex } from './transforms/hex.js';
import { homoglyph } from './transforms/homoglyph.js';
import { language } from './transforms/language.js';
import { leetspeak } from './transforms/leetspeak.js';
import { poison } from './transforms/poison.js';
import { roleplay } from './transforms/roleplay.js';
import { rot13Transform } from './transforms/rot13.js';
import { split } from './transforms/split.js';
import { zeroWidth } from './transforms/zero-width.js';

export type { Transform, PromptCase } from './transform.js';
export { makeRng, type Rng } from './rng.js';

/** Every transform, in the order variants are produced. */
export const TRANSFORMS = [
  language,
  authority,
  poison,
  base64,
  hex,
  rot13Transform,
  homoglyph,
  zeroWidth,
  fullwidth,
  leetspeak,
  roleplay,
  split,
] as const;

export type TransformName = (typeof TRANSFORMS)[number]['name'];
export const TRANSFORM_NAMES: readonly TransformName[] = TRANSFORMS.map((t) => t.name);

/**
 * The transforms `names` selects (`'all'`, or a list that may contain `'all'`), in registry
 * order and each once. An unknown name is a ConfigError with a "did you mean" hint.
 * @example selectTransforms(['base64', 'leetspeak']).map((t) => t.name) // ['base64', 'leetspeak']
 */
export function selectTransforms(names: readonly string[] | 'all'): Transform[] {
  const wanted = names === 'all' ? ['all'] : names.map((n) => n.trim()).filter((n) => n !== '');
  const unknown = wanted.filter((n) => n !== 'all' && !(TRANSFORM_NAMES as readonly string[]).includes(n));
  if (unknown.length > 0) {
    throw new ConfigError(
      unknown.map((n) => ({
        file: '--fuzz',
        path: '',
        message: `unknown transform "${n}"${didYouMean(n)}; known: all, ${TRANSFORM_NAMES.join(', ')}`,
      })),
    );
  }
  const all = wanted.includes('all');
  return TRANSFORMS.filter((t) => all || wanted.includes(t.name));
}

/**
 * The fuzz variants of `cases` (the bases are not included: the caller keeps them). Only
 * single-prompt cases are fuzzed; conversations, turns and variants are left alone. A
 * transform may decline a case (poison needs mustNotAppear items).
 * @example fuzzCases(cases, ['base64'], 42).map((c) => c.id) // ['SOC2-001#base64', …]
 */
export function fuzzCases(cases: readonly Case[], names: readonly string[] | 'all', seed: number): Case[] {
  const transforms = selectTransforms(names);
  return cases.filter(isFuzzable).flatMap((c) =>
    transforms.flatMap((t) => {
      const variant = t.apply(c, makeRng(seed, c.id, t.name));
      return variant ? [variant] : [];
    }),
  );
}

function isFuzzable(c: Case): c is PromptCase {
  return typeof c.prompt === 'string' && c.prompt !== '' && !c.conversation && !c.turn && !c.variant;
}

function didYouMean(name: string): string {
  const best = closest(name.toLowerCase(), [...TRANSFORM_NAMES]);
  return distance(name.toLowerCase(), best) <= Math.max(2, Math.floor(name.length / 3)) ? ` (did you mean "${best}"?)` : '';
}
