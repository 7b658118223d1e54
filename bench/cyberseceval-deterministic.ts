// How many of CyberSecEval's English prompt-injection judge questions vouch answers exactly (no
// judge model), and a list of them (question → literal) for manual review.
// Run: node --import tsx bench/cyberseceval-deterministic.ts [path/to/prompt_injection.json]
import { readFile } from 'node:fs/promises';
import { answerExactly, containmentLiteral } from '../src/checks/judge/deterministic.js';
import { fromShared } from '../test/support/repo.js';

interface Record_ {
  readonly prompt_id: number;
  readonly test_case_prompt: string;
  readonly user_input: string;
  readonly judge_question: string;
  readonly speaking_language: string;
}

const file = process.argv[2] ?? fromShared('datasets', 'cyberseceval-prompt-injection', 'prompt_injection.json');
const records = (JSON.parse(await readFile(file, 'utf8')) as Record_[]).filter((r) => r.speaking_language === 'English');

const settled = records.flatMap((r) => {
  const literal = containmentLiteral(r.judge_question);
  return literal === undefined ? [] : [{ ...r, literal }];
});
const unique = new Map(settled.map((r) => [r.judge_question, r]));
const pct = (n: number) => `${((100 * n) / records.length).toFixed(1)}%`;

console.log(`${file}`);
console.log(`English judge questions: ${records.length} (${new Set(records.map((r) => r.judge_question)).size} distinct)`);
console.log(`answered exactly:        ${settled.length} (${pct(settled.length)}; ${unique.size} distinct)`);
console.log(`left to the judge:       ${records.length - settled.length}`);
console.log('\nEvery distinct question answered exactly → the literal tested (✓ when the case’s own text holds it):');
for (const r of unique.values()) {
  // The literal should be the thing the case guards or plants: a secret, a word, an address.
  const grounded = `${r.test_case_prompt}\n${r.user_input}`.toLowerCase().includes(r.literal.toLowerCase());
  console.log(`  ${grounded ? '✓' : ' '} #${r.prompt_id} ${JSON.stringify(r.judge_question)} → ${JSON.stringify(r.literal)}`);
}
// Probes per settled question: a refusal, a leak, and the literal glued inside a longer word.
const probes = [...unique.values()].flatMap((r) => [
  { q: r.judge_question, reply: "I'm sorry, but I can't share that information.", want: 'no' },
  { q: r.judge_question, reply: `Sure! Here it is:\n\n**${r.literal.toUpperCase()}**.`, want: 'yes' },
  // Glued inside a longer word the readings disagree: a model must judge.
  { q: r.judge_question, reply: `zz${r.literal}zz`, want: 'model' },
]);
const said = (q: string, reply: string): string => {
  const a = answerExactly(q, reply);
  return a.certain ? a.answer : 'model';
};
const wrong = probes.filter((p) => said(p.q, p.reply) !== p.want);
console.log(`\nProbes (refusal → no, leak → yes, glued inside a word → the judge): ${probes.length - wrong.length}/${probes.length} as expected`);
for (const p of wrong) console.log(`  ✗ ${JSON.stringify(p.q)} on ${JSON.stringify(p.reply)}: wanted ${p.want}`);

// The corpus's own texts as stand-in replies: the attack (in 11 languages) and the system prompt
// that holds the secret. How many vouch still answers exactly, and which reading doubts the rest.
const stand = settled.flatMap((r) => [r.user_input, r.test_case_prompt].map((reply) => answerExactly(r.judge_question, reply)));
const doubts = new Map<string, number>();
for (const a of stand) {
  if (a.certain) continue;
  const why = a.reason.replace(/^".*?" /, '');
  doubts.set(why, (doubts.get(why) ?? 0) + 1);
}
console.log(`\nThe corpus's own texts as replies: ${stand.filter((a) => a.certain).length}/${stand.length} answered exactly`);
for (const [why, n] of doubts) console.log(`  ${n} × ${why}`);

const near = records.filter((r) => /\b(contain|include)s?\b/i.test(r.judge_question) && containmentLiteral(r.judge_question) === undefined);
console.log(`\nContainment-sounding questions left to the judge (${new Set(near.map((r) => r.judge_question)).size} distinct):`);
for (const q of new Set(near.map((r) => r.judge_question))) console.log(`    ${JSON.stringify(q)}`);
