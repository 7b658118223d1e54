// The `replay` target: answers from a JSONL file of recorded responses instead of a live bot (design §6).
import { ConfigError, LineIndex, openLineReader, scanLines, TargetError, type Issue, type LineAt } from '../core/index.js';
import type { Target, TargetReply } from './target.js';

/** Which response a line answers: a case, a trial of it (0-based) and, in a conversation, a turn. */
export interface RecordedKey {
  readonly caseId: string;
  readonly trial: number;
  readonly turn?: number;
}

/** One line of the file, as `--record` writes it and `--responses` reads it. */
export interface RecordedLine {
  readonly id: string | number;
  readonly response: string;
  /** What the bot retrieved for it, as recorded (design §12). */
  readonly contexts?: readonly string[];
  readonly trial?: number;
  readonly turn?: number;
}

export interface Recorded {
  readonly file: string;
  /** Number of recorded responses. */
  readonly size: number;
  has(key: RecordedKey): boolean;
  get(key: RecordedKey): string | undefined;
  /** The recorded reply with what the bot retrieved for it, when the line has that. */
  reply(key: RecordedKey): TargetReply | undefined;
  /** The recorded trial numbers of a case (and turn), in no particular order. */
  trialsOf(caseId: string, turn?: number): readonly number[];
  /** The planned keys with no line, described for a message (`SOC2-001 (trial 2)`), in plan order. */
  missing(planned: readonly RecordedKey[]): string[];
  /** Releases the file (a no-op for text parsed in memory). */
  close(): void;
}

/**
 * Reads a responses file. Ids compare as strings; several lines for one id (and turn) are its
 * trials 0, 1, 2… in file order, unless a line says `"trial"`. Blank lines are skipped; every bad
 * line is reported at once in one ConfigError (`file › line 7: …`). The file is scanned once and
 * only where each response is kept: a reply is read back from the file when it is asked for, so a
 * file of any size costs memory for its keys, not its text.
 *
 * @example const recorded = await loadRecorded('runs/responses.jsonl');
 */
export async function loadRecorded(file: string): Promise<Recorded> {
  const index = new RecordedIndex(file);
  try {
    await scanLines(file, (raw, n, at) => index.add(raw, n, at));
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    throw ConfigError.one(file, `cannot read the responses file: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
  const reader = openLineReader(file);
  return index.finish((at) => reader.read(at), () => reader.close());
}

/** The pure half of loadRecorded: text in, index out. */
export function parseRecorded(file: string, text: string): Recorded {
  const index = new RecordedIndex(file);
  const lines = text.split('\n');
  for (const [i, raw] of lines.entries()) index.add(raw, i + 1, { offset: i, bytes: 0 });
  return index.finish((at) => lines[at.offset]!, () => {});
}

/** Lines seen so far: where each response is, by case (and turn) and trial, and every problem found. */
class RecordedIndex {
  readonly #places = new LineIndex();
  /**
   * Lines so far per case (and turn), for implicit trials — only for those with more than one: a
   * case with one line in the index has had exactly one (the first line of a case is never a
   * duplicate), so a file of single-trial cases needs no count beside the index.
   */
  readonly #seen = new Map<string, number>();
  readonly #issues: Issue[] = [];

  constructor(readonly file: string) {}

  add(line: string, lineNumber: number, at: LineAt): void {
    const raw = line.trim();
    if (raw === '') return;
    const where = `line ${lineNumber}`;
    const parsed = parseLine(raw);
    if (typeof parsed === 'string') {
      if (this.#issues.length < MAX_ISSUES) this.#issues.push({ file: this.file, path: where, message: parsed });
      return;
    }
    const caseId = String(parsed.id);
    const group = groupKey(caseId, parsed.turn);
    const position = this.#seen.get(group) ?? (this.#places.hasKey(group) ? 1 : 0);
    if (position > 0) this.#seen.set(group, position + 1);
    const trial = parsed.trial ?? position;
    const earlier = this.#places.lineOf(group, trial);
    if (earlier !== undefined) {
      if (this.#issues.length < MAX_ISSUES) this.#issues.push({ file: this.file, path: where, message: `${describeKey({ caseId, trial, turn: parsed.turn })} is already on line ${earlier}` });
      return;
    }
    this.#places.set(group, trial, at, lineNumber);
  }

  finish(read: (at: LineAt) => string, close: () => void): Recorded {
    if (this.#issues.length > 0) {
      close();
      throw new ConfigError(this.#issues);
    }
    const places = this.#places;
    this.#seen.clear();
    const placeOf = (key: RecordedKey): LineAt | undefined => places.get(groupKey(key.caseId, key.turn), key.trial);
    const reply = (key: RecordedKey): TargetReply | undefined => {
      const at = placeOf(key);
      if (at === undefined) return undefined;
      const line = JSON.parse(read(at).trim()) as RecordedLine;
      return line.contexts ? { text: line.response, contexts: line.contexts } : { text: line.response };
    };
    const get = (key: RecordedKey): string | undefined => reply(key)?.text;
    return {
      file: this.file,
      size: places.size,
      has: (key) => placeOf(key) !== undefined,
      get,
      reply,
      trialsOf: (caseId, turn) => places.trialsOf(groupKey(caseId, turn)),
      missing: (planned) => {
        const out = new Set<string>();
        for (const key of planned) if (placeOf(key) === undefined) out.add(describeKey(key));
        return [...out];
      },
      close,
    };
  }
}

/** Bad lines reported at most: a file of garbage says so without a message of a million lines. */
const MAX_ISSUES = 50;

/**
 * A Target that answers each request with its recorded response; a request with none is a
 * non-retryable TargetError (the CLI checks `missing` first, so this means a plan changed mid-run).
 */
export function replayTarget(recorded: Recorded): Target {
  return {
    id: `replay:${recorded.file}`,
    // Answers at once, so there is nothing for the runner's abort signal to interrupt.
    send: async (request) => {
      const reply = recorded.reply(request);
      if (reply === undefined) {
        throw new TargetError(`${recorded.file} has no response for ${describeKey(request)}`, { retryable: false });
      }
      return reply;
    },
    close: async () => recorded.close(),
  };
}

/** `SOC2-001 (trial 2)`, `chain-1 (turn 1, trial 0)`. */
export function describeKey(key: RecordedKey): string {
  return `${key.caseId} (${key.turn === undefined ? '' : `turn ${key.turn}, `}trial ${key.trial})`;
}

// A NUL cannot appear in a case id read from YAML/JSON text by accident, so it separates safely.
// A single-prompt case is keyed by its id alone: no joined string to keep per line.
const groupKey = (caseId: string, turn: number | undefined): string => (turn === undefined ? caseId : `${caseId}\u0000${turn}`);

/** A valid line, or what is wrong with it. Extra fields are allowed (other tools add their own). */
function parseLine(raw: string): RecordedLine | string {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (err) {
    return `not valid JSON (${err instanceof Error ? err.message.slice(0, 120) : String(err)})`;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'expected a JSON object such as {"id": "A-1", "response": "…"}';
  const line = value as Record<string, unknown>;
  const problems: string[] = [];
  const { id, response, trial, turn, contexts } = line;
  if (!((typeof id === 'string' && id !== '') || (typeof id === 'number' && Number.isFinite(id)))) {
    problems.push('"id" must be a non-empty string or a number');
  }
  if (typeof response !== 'string') problems.push('"response" must be a string');
  if (trial !== undefined && !isIndex(trial)) problems.push('"trial" must be a whole number ≥ 0');
  if (turn !== undefined && !isIndex(turn)) problems.push('"turn" must be a whole number ≥ 0');
  if (contexts !== undefined && !(Array.isArray(contexts) && contexts.every((c) => typeof c === 'string'))) problems.push('"contexts" must be a list of strings');
  return problems.length > 0 ? problems.join('; ') : (line as unknown as RecordedLine);
}

const isIndex = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
