// Reads the .cpuprofile files `node --cpu-prof` wrote and lists where the CPU went: self time per
// function, and per package or source folder, so a hot spot is visible without opening DevTools.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly children?: readonly number[];
}

interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

export interface Hot {
  readonly name: string;
  readonly selfMs: number;
  readonly share: number;
}

export interface ProfileSummary {
  readonly totalMs: number;
  readonly functions: readonly Hot[];
  readonly places: readonly Hot[];
  /** Each sample charged to the innermost vouch stage on its stack (Node's work on its behalf included). */
  readonly stages: readonly Hot[];
}

/** Sums every profile in `dir` (one per process or worker). */
export async function summarizeProfiles(dir: string, top = 25): Promise<ProfileSummary> {
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  const byStage = new Map<string, number>();
  let totalMs = 0;
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(await readFile(join(dir, file), 'utf8')) as CpuProfile;
    const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
    const stageOf = stages(profile.nodes);
    profile.samples.forEach((id, i) => {
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      const frame = frames.get(id)!;
      totalMs += ms;
      add(byFunction, `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber + 1}`, ms);
      add(byPlace, place(frame.url, frame.functionName), ms);
      add(byStage, stageOf(id), ms);
    });
  }
  return { totalMs, functions: ranked(byFunction, totalMs, top), places: ranked(byPlace, totalMs, top), stages: ranked(byStage, totalMs, top) };
}

/** For each node, the vouch source folder of the innermost vouch frame above it, else what ran. */
function stages(nodes: readonly ProfileNode[]): (id: number) => string {
  const parent = new Map<number, ProfileNode>();
  for (const n of nodes) for (const c of n.children ?? []) parent.set(c, n);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  return (id) => {
    const leaf = byId.get(id)!;
    for (let n: ProfileNode | undefined = leaf; n; n = parent.get(n.id)) {
      const own = /\/dist\/src\/([^/]+)/.exec(n.callFrame.url);
      if (own) return `src/${own[1]!.replace(/\.js$/, '')}`;
    }
    const fn = leaf.callFrame.functionName;
    if (fn.startsWith('(')) return fn;
    return /modules\/(esm|cjs)|bootstrap/.test(leaf.callFrame.url) ? '(module loading)' : '(Node, called from the event loop)';
  };
}

function add(map: Map<string, number>, key: string, ms: number): void {
  map.set(key, (map.get(key) ?? 0) + ms);
}

function ranked(map: Map<string, number>, totalMs: number, top: number): Hot[] {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, selfMs]) => ({ name, selfMs, share: selfMs / totalMs }));
}

/** A package name, a vouch source folder, `node:<module>`, or the V8 pseudo-frame itself. */
function place(url: string, fn: string): string {
  if (!url) return fn.startsWith('(') ? fn : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return `npm:${pkg[1]}`;
  if (url.startsWith('node:')) return url;
  const own = /\/dist\/((?:src|bench|test)\/[^/]+)/.exec(url);
  return own ? own[1]! : shortUrl(url);
}

function shortUrl(url: string): string {
  return url.replace(/^file:\/\/.*?\/(node_modules|dist)\//, '$1/');
}

export function renderProfile(p: ProfileSummary): string {
  const line = (h: Hot): string => `  ${(100 * h.share).toFixed(1).padStart(5)}%  ${h.selfMs.toFixed(0).padStart(6)} ms  ${h.name}`;
  return [
    `CPU profile: ${p.totalMs.toFixed(0)} ms sampled`,
    'by vouch stage (innermost vouch frame on the stack, Node work it started included):',
    ...p.stages.map(line),
    'self time by place:',
    ...p.places.map(line),
    'self time by function:',
    ...p.functions.map(line),
  ].join('\n');
}
