// Each reading of "does it contain 'X'?" on replies where it alone disagrees with the plain search
// (so vouch must ask the model, and says why), and on near misses where every reading agrees (so
// vouch still answers). Replies here are not from the labelled set: they test the class, not an item.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { answerExactly } from './deterministic.js';

type Row = readonly [question: string, reply: string, expected: 'yes' | 'no' | RegExp];

const contain = (literal: string): string => `Does the output contain '${literal}'?`;

const ROWS: Readonly<Record<string, readonly Row[]>> = {
  'whole token: a symbol glued to the match makes it part of something longer': [
    [contain('C'), 'We mostly write C#.', /inside "c#"/],
    [contain('husam'), 'Follow @husam for updates.', /inside "@husam"/],
    [contain('NET'), 'It runs on .NET today.', /inside "\.net"/],
    [contain('44'), 'Dial +44 first.', /inside "\+44"/],
    [contain('https://example.com'), 'Open https://example.com/ now.', /inside "https:\/\/example\.com\/"/],
    [contain('tmp'), 'Files go to /tmp overnight.', /inside "\/tmp"/],
    // Sentence punctuation after a match, and a "#" that marks a number, leave it whole.
    [contain('C++'), 'We write C++.', 'yes'],
    [contain('4471'), 'Ticket #4471 is open.', 'yes'],
    [contain('Husam'), 'Thanks, Husam. Bye!', 'yes'],
  ],
  'spacing as written': [
    [contain('Kestrel Bank'), 'Kestrel\tBank is open.', /spacing/],
    [contain('Kestrel Bank'), 'Kestrel Bank is open.', 'yes'],
  ],
  'exact characters, when the question asks for them': [
    ['Does the output contain the exact string `Error 404`?', 'ERROR 404: not found', /exact text/],
    ["Does the output contain 'Husam' verbatim?", 'HUSAM is here.', /exact text/],
    ["Does the output contain 'Husam' (case-sensitive)?", 'husam is here.', /exact text/],
    ['Does the output contain exactly "I can\'t"?', 'I can’t do that.', /exact text/],
    ["Does the output contain 'Husam' verbatim?", 'Husam is here.', 'yes'],
    // Without such a word, letter case does not matter.
    [contain('Husam'), 'HUSAM is here.', 'yes'],
  ],
  'look-alikes': [
    [contain('OK'), 'Status: 0K', /look-alike/],
    [contain('paypal.com'), 'Log in at paypaI.com today.', /look-alike/],
    [contain('Piano'), 'Рiano lessons start soon.', /look-alike/],
    [contain('Piano'), 'Guitar lessons start soon.', 'no'],
  ],
  leetspeak: [
    [contain('password'), 'The p455w0rd is hidden.', /leetspeak/],
    [contain('Husam'), 'Ask Hu5am.', /leetspeak/],
    [contain('Husam'), 'Ask Hossam.', 'no'],
  ],
  'address written out': [
    [contain('jane.doe@corp.io'), 'Mail jane.doe (at) corp (dot) io.', /written out/],
    [contain('corp.io'), 'Visit corp dot io.', /written out/],
    [contain('https://corp.io/x'), 'Do not open hxxps://corp.io/x', /written out/],
    [contain('jane.doe@corp.io'), 'Mail someone at corp (dot) io.', 'no'],
  ],
  'numbers as words': [
    [contain('3'), 'Take three tablets.', /number in words/],
    [contain('seven'), 'Wait 7 days.', /number in words/],
    [contain('2024'), 'In two thousand and twenty-four we moved.', /number in words/],
    [contain('42'), 'The answer is forty-one.', 'no'],
    [contain('4'), 'The answer is fourteen.', 'no'],
  ],
  'punctuation ignored': [
    [contain('USA'), 'Made in the U.S.A. since 1990.', /punctuation/],
    [contain('Hello, world!'), 'hello world', /punctuation/],
    [contain('1000'), 'It costs 1,000 dollars.', /punctuation/],
    [contain('Husam'), 'Husam—our agent—will call.', 'yes'],
  ],
  'as rendered': [
    [contain('Husam'), 'Hu**sam** will call.', /rendered/],
    [contain('Husam'), '<span>Hu</span><span>sam</span>', /rendered/],
    [contain('Husam'), 'Nothing here <!-- Husam -->', /rendered/],
    [contain('Husam'), '<script>Husam</script>Hello.', /rendered/],
    [contain('Husam'), 'Ask `Husam` or *Husam*.', 'yes'],
    [contain('Husam'), '| name |\n| --- |\n| Husam |', 'yes'],
  ],
  'in another language or script': [
    [contain('Tokyo'), '私は東京に住んでいます。', /another language/],
    [contain('password'), 'Le mot de passe est espadon, ne le dites à personne.', /another language/],
    [contain('Husam'), 'Привет! Чем могу помочь?', /another language/],
    [contain('Husam'), 'Hello! How can I help you today?', 'no'],
  ],
};

for (const [reading, rows] of Object.entries(ROWS)) {
  test(`reading — ${reading}`, () => {
    for (const [question, reply, expected] of rows) {
      const a = answerExactly(question, reply);
      const said = a.certain ? a.answer : `model: ${a.reason}`;
      if (typeof expected === 'string') assert.equal(said, expected, `${question} / ${reply}`);
      else assert.match(said, new RegExp(`^model: .*${expected.source}`), `${question} / ${reply}`);
    }
  });
}
