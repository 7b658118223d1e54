// The same facts every time (issue 21; design §4 repeats): with Q ≥ 2 trials of a case, a value one
// trial states and a later one changes about the same thing ("45 days", then "30 days") fails the
// later trial, whether or not anything else checks the answer — no model needed. The reader says
// what each value is about (statedFacts) and which changed (conflicting); the same value in other
// words ("forty-five days") is no change.
//
// Kind `conversation`: design §4's kinds are a closed list, and trials of one case are the same
// question put to the bot again, so what it says must hold from one to the next as it must from one
// turn of a conversation to the next.
//
// Trials are compared as they finish: each with those of its case that finished before it. Under
// early stopping only the trials that ran are compared (with the default A = 1 a passing case runs
// all Q; with A < 1 a case can pass before a second trial runs, and `--all-trials` compares all).
import { normalizeText, type Case } from '../core/index.js';
import { conflicting, LONGEST_READ, statedFacts, type Conflict, type Reader } from '../reading/index.js';
import { defineCheck, findingsOf } from './define.js';
import type { TrialMemory } from './trial-memory.js';

const { pass, fail } = findingsOf('consistency', 'conversation');
/** Changes listed as evidence per trial; the rest are counted. */
const MOST_SHOWN = 10;

/** Whether a case's trials are compared: two or more of them, and not a pushback turn (each answers its own pushback). */
const compared = (c: Case): boolean => c.Q >= 2 && c.turn?.pushback !== true;

export const consistency = defineCheck({
  name: 'consistency',
  // Not a check the case asked for: a trial whose own checks were all skipped stays skipped.
  ambient: true,
  applies: (c, run) => run.trials !== undefined && compared(c),
  run(reply, c, ctx) {
    const memory = ctx.trials!;
    const n = ctx.trial ?? 0;
    const question = [...ctx.history].reverse().find((m) => m.role === 'user')?.content ?? '';
    const facts = statedFacts(ctx.reader, reply.text.length > LONGEST_READ ? reply.text.slice(0, LONGEST_READ) : reply.text, question);
    // Recalled and kept with no await between: a trial of the case finishing meanwhile sees this one.
    const earlier = memory.recall(c.id).filter((t) => t.trial !== n);
    memory.keep(c.id, n, facts);
    // Nothing to compare (the first trial to finish, or no value stated on one side): no finding, so
    // a case whose other checks were all skipped stays skipped, and one with no other check passes.
    const stating = earlier.filter((t) => t.facts.length > 0);
    if (stating.length === 0 || facts.length === 0) return undefined;
    const changes = stating.flatMap((t) => conflicting(t.facts, facts).map((x) => ({ ...x, trial: t.trial })));
    const trials = stating.map((t) => t.trial).join(', ');
    if (changes.length === 0) return pass(`states the same values as trial${stating.length === 1 ? '' : 's'} ${trials}`);
    const shown = changes.slice(0, MOST_SHOWN);
    const first = shown[0]!;
    return fail(`says ${quote(first.now.specific.text)} where trial ${first.trial} said ${quote(first.earlier.specific.text)} about the same thing${changes.length > 1 ? ` (and ${changes.length - 1} more change${changes.length === 2 ? '' : 's'})` : ''}`, {
      evidence: [...shown.map(evidenceOf), ...(changes.length > shown.length ? [`… and ${changes.length - shown.length} more`] : [])].join('\n'),
      spans: shown.map((x) => ({ start: x.now.specific.start, end: x.now.specific.end, label: `trial ${x.trial} said ${quote(x.earlier.specific.text)}` })),
      data: { changes: shown.map((x) => ({ trial: x.trial, said: x.earlier.specific.text, now: x.now.specific.text })) },
    });
  },
});

const evidenceOf = (x: Conflict & { readonly trial: number }): string =>
  `${quote(x.now.specific.text)} in ${quote(x.now.sentence)}; trial ${x.trial}: ${quote(x.earlier.specific.text)} in ${quote(x.earlier.sentence)}`;

/**
 * Remembers a trial the run did not check itself (one reused by `--resume`), so the trials after it
 * are compared with it too. The question is the case's prompt: a turn case's prompt is its turn.
 */
export function rememberTrial(memory: TrialMemory, reader: Reader, c: Case, n: number, text: string): void {
  if (!compared(c) || memory.has(c.id, n)) return;
  const normal = normalizeText(text);
  memory.keep(c.id, n, statedFacts(reader, normal.length > LONGEST_READ ? normal.slice(0, LONGEST_READ) : normal, c.prompt ?? ''));
}

const quote = (text: string): string => JSON.stringify(text.length > 120 ? `${text.slice(0, 119)}…` : text);
