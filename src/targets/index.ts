// Targets: a target spec → the Target that talks to the bot. A new kind of target is one file
// plus one entry in TARGET_KINDS.
import type { TargetSpec } from '../core/index.js';
import { httpTarget } from './http/index.js';
import { providerTargetFor } from './provider.js';
import type { Target } from './target.js';

export type { Target, TargetRequest, TargetReply } from './target.js';
export { httpTarget, normalizeChatUrl, defaultHealthUrl, carriesHistory, type HttpTargetOptions } from './http/index.js';
export { loadRecorded, parseRecorded, replayTarget, describeKey, type Recorded, type RecordedKey } from './replay.js';
export { recordWriter, recordLine, type RecordEntry, type RecordWriter } from './record.js';
export { scriptedTarget, lastUserMessage, type ScriptedAnswer } from './scripted.js';
export { providerTarget, type ProviderTargetOptions } from './provider.js';

export interface TargetOptions {
  readonly maxResponseBytes: number;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly source?: string;
}

type Maker<K extends TargetSpec['kind']> = (spec: Extract<TargetSpec, { kind: K }>, opts: TargetOptions) => Promise<Target>;

export const TARGET_KINDS: { readonly [K in TargetSpec['kind']]: Maker<K> } = {
  http: async (spec, opts) => httpTarget(spec, opts),
  provider: (spec, opts) => providerTargetFor(spec, opts.env, opts.source),
};

export function createTarget(spec: TargetSpec, opts: TargetOptions): Promise<Target> {
  return (TARGET_KINDS[spec.kind] as Maker<typeof spec.kind>)(spec as never, opts);
}
