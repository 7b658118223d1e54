// Questions about a stated fact, as a person would ask them (design §12): the value's phrase taken
// out and a question word put where it belongs, never the sentence with a blank.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { findSpecifics, loadAsker, type Asker } from './index.js';

let asker: Asker;
before(async () => {
  asker = await loadAsker();
});

/** The question for `text`'s specific written `value`, in the form `variant` picks (0: direct, 5: embedded, 8: confirm). */
const ask = (text: string, value: string, variant = 0, kind = 'sentence'): string | undefined => {
  const all = findSpecifics(text);
  const specific = all.find((s) => s.text === value)!;
  return asker.ask({ text, kind, specific, others: all, variant })?.text;
};

describe('direct questions: the auxiliary inverted, or "do" added', () => {
  const cases: [string, string, string][] = [
    ['Backups are encrypted and retained for 35 days.', '35 days', 'How long are backups encrypted and retained?'],
    ['Corvane responds to data subject requests within one month.', 'one month', 'How soon does Corvane respond to data subject requests?'],
    ['System owners review user access to production systems every six months.', 'every six months', 'How often do system owners review user access to production systems?'],
    ['Backup copies expire after 35 days, so deleted data also leaves the backups.', '35 days', 'When do backup copies expire?'],
    ['Workforce passwords must be at least fourteen characters long.', 'fourteen characters', 'How long must workforce passwords be?'],
    ['The examination period was the twelve months from 1 April 2024 to 31 March 2025.', '1 April 2024', 'When was the examination period?'],
    ['Customer data is encrypted at rest with AES-256.', 'AES-256', 'How is customer data encrypted at rest?'],
    ['Logs are protected against modification and are retained for one year.', 'one year', 'How long are logs retained?'],
    ['The platform targets 99.9% availability each calendar month.', '99.9%', 'What availability does the platform target each calendar month?'],
  ];
  for (const [text, value, question] of cases) test(question, () => assert.equal(ask(text, value), question));
});

describe('other forms', () => {
  test('embedded in a request, in statement order', () => {
    assert.equal(ask('Backups are encrypted and retained for 35 days.', '35 days', 5), 'Can you tell me how long backups are encrypted and retained?');
    assert.equal(ask('The security team reviews privileged access every month.', 'every month', 15), 'Do you know how often the security team reviews privileged access?');
  });
  test('a scene-setting clause stays with the question', () => {
    assert.equal(
      ask('When an employee moves to a new role, access that the new role does not need is removed within five business days.', 'five business days', 5),
      'Can you tell me how soon access that the new role does not need is removed when an employee moves to a new role?',
    );
  });
  test('a step is an instruction: "how soon should we …"', () => {
    assert.equal(ask('Step 2: Notify the customer within 72 hours.', '72 hours', 0, 'step'), 'How soon should we notify the customer?');
  });
  test('a confirmation restates the fact', () => {
    assert.equal(ask('Usage logs are kept for one year.', 'one year', 8), 'Is it true that usage logs are kept for one year?');
  });
  test('a table row is asked by its column and its first cell', () => {
    const text = 'Data: Support tickets; Retention: two years';
    assert.equal(ask(text, 'two years', 0, 'row'), 'What is the retention for Support tickets?');
  });
  test('a value in the subject, or a heading with no verb, gets no wh-question', () => {
    assert.equal(ask('Summary of the independent SOC 2 Type II examination.', 'SOC 2'), undefined);
    assert.match(ask('Older protocols such as SSL 3.0 and TLS 1.0 are disabled.', 'SSL 3.0')!, /^Is it true that older protocols/);
  });
});
