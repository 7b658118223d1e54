// A reply read against the vault once, for both grounding checks: every specific it states, which
// of them it asserts, which the vault supports, and which only documents it did not cite support.
import { resolveLabel, type Vault } from '../../vault/index.js';
import type { Reply } from '../reply.js';
import { layoutOf, type Clause } from './layout.js';
import { scopeOf, type Scope } from './scope.js';
import { findSpecifics, type Specific } from './specifics.js';
import { supportOf, type Support } from './support.js';
import { nearWords, vaultIndex } from './vault-index.js';

export interface Read {
  readonly specific: Specific;
  readonly scope: Scope;
  /** For asserted specifics only. */
  readonly support?: Support;
}

export interface Grounding {
  readonly specifics: readonly Read[];
  /** Asserted, and no vault passage states them about the same thing. */
  readonly unsupported: readonly (Read & { readonly support: Support & { supported: false } })[];
  /** Supported, but only by documents the reply did not cite (design §2, level 5). */
  readonly misattributed: readonly (Read & { readonly files: readonly string[] })[];
}

export interface GroundingInput {
  readonly vault: Vault;
  readonly citationSources: Readonly<Record<string, string>>;
  /** The user's message the reply answers. */
  readonly question: string;
}

const analyses = new WeakMap<Reply, Grounding>();

/** The reply's grounding, worked out once per reply whichever check asks first. */
export function ground(reply: Reply, input: GroundingInput): Grounding {
  let g = analyses.get(reply);
  if (!g) analyses.set(reply, (g = analyze(reply, input)));
  return g;
}

function analyze(reply: Reply, input: GroundingInput): Grounding {
  const text = masked(reply);
  const layout = layoutOf(text);
  const found = findSpecifics(text);
  const scopes = scopeOf(layout, found, input.question);
  const index = vaultIndex(input.vault);
  const near = nearWords(layout, found);
  const cited = new Set(reply.citations.map((c) => resolveLabel(input.vault, c.label, input.citationSources).file).filter((f): f is string => f !== undefined));
  const reads: Read[] = found.map((specific, i) => {
    const scope = scopes[i]!;
    if (scope !== 'asserted') return { specific, scope };
    const { sentence, clause } = layout.at(specific.start);
    const alongside = new Set(found.filter((o, j) => j !== i && scopes[j] === 'asserted' && o.start >= sentence.start && o.start < sentence.end).flatMap((o) => o.keys));
    const claim = { specific, clause: slice(text, clause), sentence: slice(text, sentence), near: near[i]!, question: input.question, alongside, cited };
    const support = supportOf(claim, index);
    return { specific, scope, support };
  });
  const unsupported = reads.filter((r): r is Read & { support: Support & { supported: false } } => r.support?.supported === false);
  const misattributed = cited.size === 0 ? [] : reads.flatMap((r) => {
    const files = r.support?.supported ? r.support.files : [];
    return files.length > 0 && !files.some((f) => cited.has(f)) ? [{ ...r, files }] : [];
  });
  return { specifics: reads, unsupported, misattributed };
}

const slice = (text: string, c: Clause): string => text.slice(c.start, c.end);

/**
 * The reply with what is not its own claim blanked out (same length, so spans still point into
 * `reply.text`): citation brackets (the citations check verifies those) and the fallback phrase.
 */
function masked(reply: Reply): string {
  let text = reply.text;
  let from = 0;
  for (const c of reply.citations) {
    const at = text.indexOf(c.raw, from);
    if (at < 0) continue;
    text = `${text.slice(0, at)}${' '.repeat(c.raw.length)}${text.slice(at + c.raw.length)}`;
    from = at + c.raw.length;
  }
  if (reply.fallback) {
    const phrase = reply.fallback.toLowerCase().replace(/[.!?…\s]+$/u, '');
    const at = reply.lower.indexOf(phrase);
    if (at >= 0) text = `${text.slice(0, at)}${' '.repeat(phrase.length)}${text.slice(at + phrase.length)}`;
  }
  return text;
}
