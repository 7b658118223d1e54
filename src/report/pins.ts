// `--update-pins`: the pins reporter records each case's first reply in `<suite>.pins.json`
// (design §8), for cases without an inline pin. A reply that failed its other checks is not
// recorded unless asked (`--update-pins=all`): pinning a wrong answer would make it the standard.
import { toJson, writeAtomically, type Case, type Trial } from '../core/index.js';
import { pinFilePath, pinKey, PIN_FILE_VERSION, readPins, type PinEntry } from '../load/index.js';
import type { Reporter } from './reporter.js';

export interface PinUpdate {
  readonly caseId: string;
  /** 0-based conversation turn, when the id is the conversation's own. */
  readonly turn?: number;
  readonly response: string;
}

export interface PinUpdateResult {
  readonly file: string;
  /** Keys whose response was written. */
  readonly written: readonly string[];
  /** Keys left alone because the suite pins them inline. */
  readonly skipped: readonly string[];
}

export interface PinsReporterOptions {
  readonly suiteFile: string;
  /** `all` records failing replies too. */
  readonly mode: 'passing' | 'all';
}

/** The pins reporter: trial 0's reply of each case; later repeats are checked against it next run. */
export function pinsReporter(opts: PinsReporterOptions): Reporter {
  const updates: PinUpdate[] = [];
  const refused: string[] = [];
  const inline = new Set<string>();
  const isFailure = (t: Trial): boolean => t.findings.some((f) => f.status === 'fail' && f.check !== 'pin');
  return {
    name: 'pins',
    onTrial(trial: Trial, c: Case) {
      // A pushback turn answers words written from the answer each run (design §7a): nothing to pin.
      if (c.turn?.pushback) return;
      const key = pinKey(c.turn?.base ?? c.id, c.turn?.index);
      if (c.pinnedResponse !== undefined) inline.add(key);
      if (trial.trial !== 0 || !trial.response || c.pinnedResponse !== undefined) return;
      if (opts.mode !== 'all' && (trial.status !== 'pass' || isFailure(trial))) {
        refused.push(key);
        return;
      }
      updates.push({ caseId: c.turn?.base ?? c.id, ...(c.turn ? { turn: c.turn.index } : {}), response: trial.response.text });
    },
    async onRunEnd() {
      const { file, written } = await updatePins(opts.suiteFile, updates, inline);
      const notes = [`pins: wrote ${written.length} to ${file}${inline.size ? ` (${inline.size} inline pins left as written)` : ''}`];
      if (refused.length > 0) {
        notes.push(
          `pins: did not record ${refused.length} failing or unfinished repl${refused.length === 1 ? 'y' : 'ies'} (${refused.slice(0, 5).join(', ')}${refused.length > 5 ? ', …' : ''}); ` +
            'fix them, or pin them anyway with --update-pins=all',
        );
      }
      return notes;
    },
  };
}

/**
 * Records `entries` in the suite's pin file, keeping the pins already there (and any tolerance
 * set by hand). Keys pinned inline (`inlinePinned`, by case id or by key) are never written,
 * and stale copies of them are dropped. For repeated trials of a key, the first entry wins.
 * @example await updatePins('suites/shield.yaml', [{ caseId: 'SUB-001', response: text }], new Set())
 */
export async function updatePins(
  suiteFile: string,
  entries: readonly PinUpdate[],
  inlinePinned: ReadonlySet<string>,
): Promise<PinUpdateResult> {
  const file = pinFilePath(suiteFile);
  const current = await readPins(suiteFile);
  const { pins, written, skipped } = applyPinUpdates(current, entries, inlinePinned);
  if (pins.size > 0 || current.size > 0) await writeAtomically(file, renderPins(pins));
  return { file, written, skipped };
}

/** Pure half of updatePins. */
export function applyPinUpdates(
  current: ReadonlyMap<string, PinEntry>,
  entries: readonly PinUpdate[],
  inlinePinned: ReadonlySet<string>,
): { pins: Map<string, PinEntry>; written: string[]; skipped: string[] } {
  const isInline = (caseId: string, key: string) => inlinePinned.has(caseId) || inlinePinned.has(key);
  const pins = new Map([...current].filter(([key]) => !isInline(key, key)));
  const written = new Set<string>();
  const skipped = new Set<string>();
  for (const e of entries) {
    const key = pinKey(e.caseId, e.turn);
    if (isInline(e.caseId, key)) skipped.add(key);
    else if (!written.has(key)) {
      const tolerance = current.get(key)?.tolerance;
      pins.set(key, tolerance === undefined ? { response: e.response } : { response: e.response, tolerance });
      written.add(key);
    }
  }
  return { pins, written: [...written], skipped: [...skipped] };
}

const byKey = new Intl.Collator('en', { numeric: true }).compare;

/** The file's text: keys in natural order (SUB-2 before SUB-10), response before tolerance. */
export function renderPins(pins: ReadonlyMap<string, PinEntry>): string {
  const sorted = [...pins].sort(([a], [b]) => byKey(a, b) || (a < b ? -1 : a > b ? 1 : 0));
  const body = Object.fromEntries(sorted.map(([key, e]) => [key, withoutUndefined({ response: e.response, tolerance: e.tolerance })]));
  return `${toJson({ version: PIN_FILE_VERSION, pins: body }, 2)}\n`;
}

function withoutUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

