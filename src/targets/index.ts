// Targets stage entry: a target spec → the Target that talks to the bot. A new kind of target is
// one file plus one entry in TARGET_KINDS.
import type { TargetSpec } from '../core/suite.js';
import { httpTarget } from './http/index.js';
import type { Target } from './target.js';

export type { Target, TargetRequest, TargetReply } from './target.js';
export { httpTarget, normalizeChatUrl, defaultHealthUrl } from './http/index.js';
export { loadRecorded, replayTarget, type Recorded, type RecordedKey } from './replay.js';
export { recordWriter } from './record.js';

export interface TargetOptions {
  readonly maxResponseBytes: number;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly source?: string;
}

type Maker<K extends TargetSpec['kind']> = (spec: Extract<TargetSpec, { kind: K }>, opts: TargetOptions) => Promise<Target>;

export const TARGET_KINDS: { readonly [K in TargetSpec['kind']]: Maker<K> } = {
  http: async (spec, opts) => httpTarget(spec, opts),
  // Model SDKs load only when a run talks to a model (cold start stays small).
  provider: async (spec, opts) => {
    const { providerTarget, createChatModel } = await import('../providers/index.js');
    return providerTarget(await createChatModel(spec.name, opts.env));
  },
};

export function createTarget(spec: TargetSpec, opts: TargetOptions): Promise<Target> {
  return (TARGET_KINDS[spec.kind] as Maker<typeof spec.kind>)(spec as never, opts);
}
