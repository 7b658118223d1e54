// What a sentence does with each specific (design §3a): asserts, denies, asks, supposes, or gives
// back the user's own figure.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createReader } from './index.js';
import { userKeysOf } from './read.js';
import { claimedKeysOf } from './user-claims.js';

const reader = createReader();
const stances = (text: string, question = ''): string[] => {
  const user = reader.read(question);
  const read = reader.read(text, { userKeys: userKeysOf(user.specifics), claimedKeys: claimedKeysOf(question, user.specifics), userText: question });
  return read.specifics.map((s, i) => `${s.text}:${read.stances[i]}`);
};

describe('negation is scoped to its clause and reaches a few words', () => {
  test('a correction denies the first value and asserts the second', () => {
    assert.deepEqual(stances('It is not 30 days; it is 35 days.'), ['30 days:denied', '35 days:asserted']);
    assert.deepEqual(stances('Not 30 days but 35 days.'), ['30 days:denied', '35 days:asserted']);
    assert.deepEqual(stances('It is 35 days, not 30 days.'), ['35 days:asserted', '30 days:denied']);
  });
  test('a range is denied whole, the user\'s own range too', () => {
    assert.deepEqual(stances('The last slot is 18:00–20:00, not 20:00–22:00.'), ['18:00:asserted', '20:00:asserted', '20:00:denied', '22:00:denied']);
    assert.deepEqual(stances('The downsize is not at 2–3 weeks, it is 4–8 weeks after.', 'Is the downsize at 2–3 weeks?'), ['2:denied', '3 weeks:denied', '4:asserted', '8 weeks:asserted']);
    // Only what joins a range: a list goes on in its own clause.
    assert.deepEqual(stances('It is not 30 days; it is 35 days.'), ['30 days:denied', '35 days:asserted']);
  });
  test('absence statements deny what they govern', () => {
    assert.deepEqual(stances('The documents do not mention Okta or KPMG.'), ['Okta:denied', 'KPMG:denied']);
    assert.deepEqual(stances('Okta is not mentioned anywhere.'), ['Okta:denied']);
  });
  test('a limit states its value, and an answer\'s leading "No" negates nothing', () => {
    assert.deepEqual(stances('We notify you no later than 72 hours after.'), ['72 hours:asserted']);
    assert.deepEqual(stances('No, backups are kept 35 days.'), ['35 days:asserted']);
    assert.deepEqual(stances('Backups older than 30 days are not retained.'), ['30 days:asserted']);
  });
  test('in a condition, a negated event\'s deadline is stated: "if … hasn\'t paid within 60 days"', () => {
    assert.deepEqual(stances("If the insurer hasn't paid within 60 days, the balance is yours."), ['60 days:supposed']);
  });
  test('"no" takes its noun: a period after the noun is stated, not denied', () => {
    assert.deepEqual(stances('Accounts with no sign-in for two months are disabled.'), ['two months:asserted']);
    assert.deepEqual(stances('Accounts are not disabled after two months.'), ['two months:denied']);
  });
  test('a negation in a clause of its own does not reach the next predicate', () => {
    assert.deepEqual(stances("Samples that aren't Priority 1 must be booked in within 60 minutes."), ['Priority 1:denied', '60 minutes:asserted']);
    assert.deepEqual(stances('Items not collected are donated after 120 days.'), ['120 days:asserted']);
    assert.deepEqual(stances("Where liability can't be excluded, it's capped at £500 per job."), ['£500:asserted']);
    assert.deepEqual(stances("I don't think it is 30 days."), ['30 days:denied']);
  });
  test('the dates and times that bound a negated event are stated; a correction still denies', () => {
    assert.deepEqual(stances('There are no bonfires from 20 December to 1 January.'), ['20 December:asserted', '1 January:asserted']);
    assert.deepEqual(stances("Cheques haven't been accepted since 1 April 2023."), ['1 April 2023:asserted']);
    assert.deepEqual(stances('No hot work may start after 17:00.'), ['17:00:asserted']);
    assert.deepEqual(stances('The audit was not in 2023.'), ['2023:denied']);
    assert.deepEqual(stances("Prices don't change on 1 January."), ['1 January:denied']);
    assert.deepEqual(stances("The audit wasn't completed in 2023, but in 2024."), ['2023:denied', '2024:asserted']);
  });
  test("a negated event's deadline in a condition is stated, wherever the condition opens", () => {
    assert.deepEqual(stances("If you haven't attended for 6 months, your record moves to inactive."), ['6 months:supposed']);
    assert.deepEqual(stances("She is brought in when an incident isn't resolved 8 hours after Level 2."), ['8 hours:asserted', 'Level 2:asserted']);
  });
  test('a review\'s cases: a "that" clause after "not true", a "no" that takes its noun, an answer\'s "No" and the user\'s own time stay denied', () => {
    assert.deepEqual(stances("It isn't true that the fee is £30."), ['£30:denied']);
    assert.deepEqual(stances('No refunds are made within 14 days.'), ['14 days:denied']);
    assert.deepEqual(stances('With no urine output your allowance is 1 litre a day.'), ['1 litre a day:asserted']);
    assert.deepEqual(stances('No, the gym isn\'t open until 23:00.'), ['23:00:denied']);
    assert.deepEqual(stances("The spring sale doesn't run until 31 March.", 'The spring sale runs until 31 March, right?'), ['31 March:denied']);
    // …unless the user said no themselves: the reply then restates their boundary.
    assert.deepEqual(stances("It's not valid before 10:00 on weekdays.", "It isn't valid before 10:00 on weekdays?"), ['10:00:echoed']);
    assert.deepEqual(stances("No — when you cancel, your membership doesn't carry on for 30 days."), ['30 days:denied']);
  });
  test('an aside a comma closes does not deny what comes after it', () => {
    assert.deepEqual(stances('The board may delay repayment of the account, but not of shares, for up to three years.'), ['three years:asserted']);
  });
  test('only its own predicate denies a specific', () => {
    assert.deepEqual(stances("Vermatrix tablets for worms, and bravecto chews for dogs that can't have a spot-on."), ['Vermatrix:asserted', 'bravecto:asserted']);
  });
  test('an example of what is denied is denied with it, however far the negation is', () => {
    assert.deepEqual(stances('There is no copy in an overseas cloud region such as eu-west-1.'), ['eu-west-1:denied']);
    assert.deepEqual(stances('There is no copy overseas; the copy sits in eu-west-1.'), ['eu-west-1:asserted']);
  });
});

describe('questions, suppositions and the user\'s own words', () => {
  test('a negation inside quotation marks names a thing and denies nothing after it', () => {
    assert.deepEqual(stances("You can appeal a 'not approved' decision within 30 working days."), ['30 working days:asserted']);
    assert.deepEqual(stances('It is not kept for 30 days.'), ['30 days:denied']);
  });
  test('a negating preposition takes its object only: "without charge until ten days before" asserts the ten days', () => {
    assert.deepEqual(stances('You can cancel without charge until ten days before arrival.'), ['ten days:asserted']);
  });
  test('a question asks', () => {
    assert.deepEqual(stances('Did you mean the 2023 audit?'), ['2023:asked']);
  });
  test('a condition supposes', () => {
    assert.deepEqual(stances('If you shipped 1,200 units, the fee would be higher.'), ['1,200 units:supposed']);
  });
  test('after the condition\'s comma comes what the reply says: "if it persists, e-mail …" asserts the address', () => {
    assert.deepEqual(stances('If it persists, e-mail help@example.com with a photo.'), ['help@example.com:asserted']);
    assert.deepEqual(stances('If you have 3 claim-free years, your discount is 30%.'), ['3 claim-free years:supposed', '30%:asserted']);
  });
  test('the user\'s figure in a conditional is weighed, not given back; after "if" earlier in the sentence it is still theirs', () => {
    assert.deepEqual(stances('Requests are made within 12 months, so one at 18 months would be declined.', 'Can I transfer at 18 months?'), ['12 months:asserted', '18 months:supposed']);
    assert.deepEqual(stances('We accept it if it ended under 2 years ago, and 18 months is within that.', 'It ended 18 months ago.'), ['2 years:supposed', '18 months:echoed']);
  });
  test("the user's supposed figure in the reply's own condition is supposed, however the sentence agrees; after a yes it answers the user's condition", () => {
    const question = 'If I cancel a $400 pass 36 hours before, what will I pay?';
    assert.deepEqual(stances('So if the pass fee is $400 as you say, the charge would be half.', question), ['$400:supposed']);
    assert.deepEqual(stances('Yes, that is right: if you stay 10 nights you pay for 9.', 'Is it right that if I stay 10 nights I get one free?').slice(0, 1), ['10 nights:echoed']);
    assert.deepEqual(stances('Yes. If you cancel 36 hours before the class, you get a full refund.', 'If I cancel 36 hours before the class, do I get a refund?'), ['36 hours:echoed', 'full refund:asserted']);
    assert.deepEqual(stances('If you are more than 24 hours late there is a 45 euro fee.', 'The late fee is 45 euros?'), ['24 hours:supposed', '45 euro:echoed']);
  });
  test('a rule said to the user gives the user\'s figure back as the bot\'s own, not as theirs: "you have 28 days to…", "have your vehicle back by 20:00"', () => {
    assert.deepEqual(stances('In summer, please have your vehicle back by 20:00.', 'I must have my vehicle back by 20:00 in summer?'), ['20:00:echoed']);
    assert.deepEqual(stances('After our letter, you have 28 days to fit the missing device.', 'I have 28 days to fit it?'), ['28 days:echoed']);
    assert.deepEqual(stances('You need at least £5 million of cover.', 'I need at least £5 million of cover?'), ['£5 million:echoed']);
    assert.deepEqual(stances('You need to attend within 60 days of the date on your letter.', 'I have to attend within 60 days?'), ['60 days:echoed']);
    // …while "your £400" and "you have 3 bags" are the user's own, quoted.
    assert.deepEqual(stances('On your £400 budget, the room fits.', 'My budget is £400.'), ['£400:quoted']);
    assert.deepEqual(stances('If you have 3 bags, you pay £10.', 'I have 3 bags.'), ['3 bags:quoted', '£10:asserted']);
  });
  test('the user\'s figure given back is echoed; a name given back as theirs is quoted; one asserted is the bot\'s', () => {
    assert.deepEqual(stances('At 2 months overdue that rule does not apply.', 'My dog is 2 months overdue.'), ['2 months:echoed']);
    assert.deepEqual(stances("You mentioned 'Splunk'; the overview names no logging tool.", 'Do you use Splunk?'), ['Splunk:quoted']);
    assert.deepEqual(stances('Yes, we claim directly with Petplan.', 'Do you claim with Petplan?'), ['Petplan:asserted']);
  });
  test("a figure the user claims (\"…, right?\", \"I heard …\") given back under a yes is the text's own claim; without the yes, or the user's circumstance, it stays theirs", () => {
    assert.deepEqual(stances('Yes, 130 psi on the nose tyre.', 'The nose tyre is 130 psi, right?'), ['130 psi:asserted']);
    assert.deepEqual(stances("That's right. The Wharf Room holds 150 standing.", 'I heard the Wharf Room takes 150 people standing?'), ['Wharf Room:asserted', '150:asserted']);
    assert.deepEqual(stances('130 psi is the main gear; the nose tyre is 125 psi.', 'The nose tyre is 130 psi, right?'), ['130 psi:echoed', '125 psi:asserted']);
    assert.deepEqual(stances('Yes, with 4 claim-free years you keep it.', 'I have 4 claim-free years. Do I keep my discount?'), ['4 claim-free years:echoed']);
    assert.deepEqual(stances('Yes, 6 people is fine.', 'We are 6 people, how much is it?'), ['6 people:echoed']);
  });
  test("the user's own case stays theirs under a yes: after I, my or we, worked out by the user, weighed against a limit, said to have been, or after a yes that says more first", () => {
    const theirs: [reply: string, question: string, figure: string][] = [
      ['Yes, you can book classes online using membership number 20417.', 'I think my membership number is 20417 — can I use it to book online?', '20417'],
      ['Yes, a group of 6 people is fine — studio bookings take up to 8.', "We're a group of 6 people, that's fine, right?", '6 people'],
      ['Yes, ticket 58812 will be answered within 24 hours.', "I opened ticket 58812 yesterday, it'll be answered within 24 hours, right?", '58812'],
      ['Yes — with 7 users you are within the 10-user limit.', 'The Team plan covers 7 users, right?', '7 users'],
      ['Yes, two adults and one child come to £13.75.', 'Two adults and a child would be £13.75, right?', '£13.75'],
      ["Yes — it was £15 until April; it's now £10 per item.", 'The late fee is £15, right?', '£15'],
      ["Yes, it's paid per dose. The fee is £45 per dose; £40 may have been an older price.", 'I heard each dose is £40, is that right?', '£40'],
      ['Yes, you heard right. Each dose costs £45, so the course is £90.', 'A friend said the full course costs £90.', '£90'],
      // A second review: the user's case without I or we — asked whether it is allowed, reasoned from, or what they would do.
      ['Yes, 20 kg is fine — hold bags can weigh up to 23 kg.', "The bag is 20 kg, that's ok, right?", '20 kg'],
      ['Yes, 3 miles is inside the free delivery radius.', 'The house is 3 miles from the shop, so delivery is free, right?', '3 miles'],
      ['Yes, an order placed at 11:30 arrives the next day.', 'Ordering at 11:30 gets it here tomorrow, right?', '11:30'],
    ];
    for (const [reply, question, figure] of theirs) assert.ok(stances(reply, question).includes(`${figure}:echoed`), `${figure} in ${reply}`);
    // A bare yes before it, or "I only need", "I think": the reply's claim.
    assert.ok(stances("That's right. Quotes are valid for 6 months.", "The connection quote is good for 6 months, isn't it?").includes('6 months:asserted'));
    assert.ok(stances("Yes, 24 hours' notice is enough.", 'I only need to book 24 hours ahead, right?').includes('24 hours:asserted'));
    assert.ok(stances('Yes, you can ask within 21 days.', 'I think the re-test window is 21 days, right?').includes('21 days:asserted'));
  });
  test("the user's figures given back in another form are still theirs: a rate without its period, a count as a score", () => {
    assert.deepEqual(stances('At 30,000 m³ you are in Band 2.', 'We use about 30,000 m³ a year.'), ['30,000 m³:echoed', 'Band 2:asserted']);
    assert.deepEqual(stances('Your figures give 12 out of 100, so the 10% threshold is passed.', 'If 12 of our 100 samples missed the target, is that over the threshold?'), ['12 out of 100:echoed', '10%:asserted']);
  });
});
