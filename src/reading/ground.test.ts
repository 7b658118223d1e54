// Support in context (design §3a): a specific is supported when a vault passage states it about
// the same thing, in any wording; unsupported ones say why and how sure vouch is. On examples, on
// the cases new users met, as a property over our vaults, and on hostile text.
import assert from 'node:assert/strict';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { groundReply, makeReply } from '../checks/index.js';
import { BUNDLED } from '../session/index.js';
import { indexVault, loadVault, parseDoc, type Vault } from '../vault/index.js';
import { fromRoot } from '../../test/support/repo.js';
import { cpuMs, cpuMsAlone } from '../../test/support/cpu.js';
import { createReader, LONGEST_READ, MOST_CLAIMS, type Reader } from './index.js';
import { findSpecifics } from './specifics/index.js';

/** What `grounding: fail` fails in a cited answer (certain findings and level 5), and what it only warns about. */
function verdicts(reader: Reader, vault: Vault, answer: string, question = ''): { failed: string[]; warned: string[] } {
  const g = groundReply(makeReply(answer, { fallbackPhrases: [] }), question, reader, vault)!;
  return {
    failed: [...g.unsupported.filter((u) => u.support.certain).map((u) => u.specific.text), ...g.misattributed.map((m) => m.specific.text)],
    warned: g.unsupported.filter((u) => !u.support.certain).map((u) => u.specific.text),
  };
}

const vaultOf = (docs: Record<string, string>): Vault => indexVault('/v', Object.entries(docs).map(([file, text]) => parseDoc(file, text)));
/** What --grounding fail fails of an answer over `vault`, read by one reader. */
const failedIn = (vault: Vault): ((answer: string, question?: string) => string[]) => {
  const reader = createReader(vault.docs);
  return (answer, question) => verdicts(reader, vault, answer, question).failed;
};

describe('the design\'s examples', () => {
  const vault = vaultOf({
    'Accounts.md': '# Accounts\n## Inactive accounts\nUnused accounts are disabled after 30 days.',
    'Data_Retention.md': '# Data Retention\n## Backups\nBackups are kept for 35 days.',
  });
  const reader = createReader(vault.docs);
  test('a value the vault states about something else is no support: the passage about backups contradicts it', () => {
    assert.deepEqual(verdicts(reader, vault, 'Based on [Data Retention, Backups]: Backups are kept 30 days.').failed, ['30 days']);
  });
  test('any wording of the stated value is support', () => {
    assert.deepEqual(verdicts(reader, vault, 'Based on [Data Retention, Backups]: Backups are kept thirty-five days.'), { failed: [], warned: [] });
  });
  test('level 5: the vault says it, but not the document cited', () => {
    assert.deepEqual(verdicts(reader, vault, 'Based on [Accounts, Inactive accounts]: Backups are kept 35 days.').failed, ['35 days']);
  });
  test('the reason names what the vault says instead and where', () => {
    const g = reader.ground({ text: 'Backups are kept 30 days.', question: '', cited: new Set() })!;
    const u = g.unsupported[0]!;
    assert.equal(u.support.why, 'contradicted');
    assert.match(u.support.reason, /the vault says "35 days" for this: "Backups are kept for 35 days\." \(Data_Retention\.md › Backups\)/);
  });
});

describe('what new users met, each with the right verdict (issue 22)', () => {
  const vault = vaultOf({
    'Security.md':
      '# Security Standard\n## Encryption\nData at rest is encrypted with AES-256 and keys live in a hardware security module. Data in transit uses TLS 1.2 or later.\n## Access\nStaff sign in through single sign-on.\n## Recovery\nThe recovery time objective is 4 hours. Restores are tested every October.\n## Retention\nAudit logs are kept for 18 months.',
  });
  const reader = createReader(vault.docs);
  const cite = 'Based on [Security Standard, Encryption]: ';
  for (const deflection of ["Sorry, I'm not able to help with that.", "I'll check with the team. I've no answer yet; I'd ask security.", 'Hmm, gotcha — that is not in my documents.']) {
    test(`a deflection states no specific: ${JSON.stringify(deflection)}`, () => assert.deepEqual(verdicts(reader, vault, deflection), { failed: [], warned: [] }));
  }
  const faithful = [
    `${cite}Data at rest uses AES 256, and data in transit TLS v1.2.`,
    `${cite}Data at rest uses AES\u2011256.`,
    `${cite}Keys are kept in an HSM.`,
    'Based on [Security Standard, Access]: Staff use SSO.',
    'Based on [Security Standard, Recovery]: The RTO is four hours.',
    'Based on [Security Standard, Retention]: Audit logs are kept for a year and a half.',
  ];
  for (const answer of faithful) test(`faithful: ${JSON.stringify(answer)}`, () => assert.deepEqual(verdicts(reader, vault, answer), { failed: [], warned: [] }));
  test('a month is a specific: "tested every March" fails when the vault says October', () => {
    assert.deepEqual(verdicts(reader, vault, 'Based on [Security Standard, Recovery]: Restores are tested every March.').failed, ['March']);
  });
});

test('"costs" says only that an amount follows: the £40 of "The Bridal Discovery is 90 minutes and costs £40" is the Bridal Discovery\'s, not what else "costs"', () => {
  const vault = vaultOf({ 'Appointments.md': '# Appointments and Fees\n## Appointment types\n| Appointment | Length | Fee |\n|---|---|---|\n| Bridal Discovery | 90 minutes | £40 |\n| Express Try-On | 45 minutes | £20 |\n## Shoes\nDye-matching to your gown costs £30 and takes 3 weeks.' });
  const reader = createReader(vault.docs);
  const cite = 'Based on [Appointments and Fees, Appointment types]: ';
  assert.deepEqual(verdicts(reader, vault, `${cite}The Bridal Discovery is 90 minutes and costs £40.`), { failed: [], warned: [] });
  assert.deepEqual(verdicts(reader, vault, `${cite}The Bridal Discovery is 90 minutes and costs £20.`).failed, ['£20']);
});

test('a small count in words is talk until the vault counts the same thing otherwise: "adds three visits" where the top-up "adds two visits"', () => {
  const vault = vaultOf({ 'Permits.md': '# Permits\n## Visits\nIf you use up your allowance you may buy an extra-visit top-up for £25, which adds two visits.\n## Numbers\nColour code RM-1042 is Admiral Navy.\nEach lot is given a dye lot number in the form DL-YYWW-NN: the two-digit year, the ISO week, and the lot sequence in that week.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Permits, Visits]: a £25 top-up adds three visits.').failed, ['three visits']);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Permits, Visits]: a £25 top-up adds two visits.'), { failed: [], warned: [] });
  // A count of part of what the vault counts is no rival count: "two new bins" beside the vault's "three bins".
  const bins = vaultOf({ 'Bins.md': '# Bins\n## Containers\nEach household gets three bins: one for general waste, one for recycling and one for food waste.' });
  assert.deepEqual(verdicts(createReader(bins.docs), bins, "Based on [Bins, Containers]: you'll receive two new bins (recycling and food waste) to go with your general waste bin.").failed, []);
  assert.deepEqual(verdicts(createReader(bins.docs), bins, 'Based on [Bins, Containers]: each household gets two bins.').failed, ['two bins']);
  // A count joined to the noun it describes counts something else: the year's two digits are no lot sequence's.
  assert.deepEqual(verdicts(reader, vault, 'Based on [Permits, Numbers]: In a dye lot number the lot sequence has three digits.').failed, []);
});

test('a rate is contradicted by the amount a vault heads with its period ("Annual fee: £42" for "£45 a year"), and by its row however prose elsewhere states it', () => {
  const vault = vaultOf({
    'Fees.md':
      '# Fees\n## Membership\n| Tier | Who it is for | Annual fee | Excess |\n|---|---|---|---|\n| Tier 1 | Adults | £42 | £250 |\n| Tier 2 | Families | £95 | £300 |\n## Events\nThe maximum entry fee for a regional open is £45.\n## Storage\n| Period | Per metre per week | Per metre per month |\n|---|---|---|\n| Winter (October to March) | £3.60 | £12.50 |\n| Summer (April to September) | £4.20 | £14.50 |\n\nBoats still ashore after 31 March are charged the summer rate of £14.50 per metre per month.',
  });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Fees, Membership]: Adult membership is £45 a year.').failed, ['£45 a year']);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Fees, Membership]: Adult membership is £42 a year, with a £250 excess.'), { failed: [], warned: [] });
  assert.deepEqual(verdicts(reader, vault, 'Based on [Fees, Storage]: Winter (October to March) storage is £14.50 per metre per month.').failed, ['£14.50 per metre per month']);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Fees, Storage]: Winter (October to March) storage is £12.50 per metre per month.'), { failed: [], warned: [] });
});

test('a bare figure of four digits or more that the vault never writes, however grouped, is surely not the vault\'s', () => {
  const vault = vaultOf({ 'Company.md': '# Company Details\n## Registration\nOur FCA Firm Reference Number is 927451. Call us on 01632 960418.\n## Hours\nThe office is open 09:00 to 17:00.' });
  const reader = createReader(vault.docs);
  const cite = 'Based on [Company Details, Registration]: ';
  assert.deepEqual(verdicts(reader, vault, `${cite}our Firm Reference Number is 927415.`).failed, ['927415']);
  assert.deepEqual(verdicts(reader, vault, `${cite}our Firm Reference Number is 927451; call 01632960418.`).failed, []);
  // A time the vault writes with a colon is no such figure: a warning at most.
  assert.deepEqual(verdicts(reader, vault, `${cite}we open 0900 to 1700.`).failed, []);
});

test('what a review found of long bare figures: a phone number in another form, a clock time, a product worked out, an example', () => {
  const vault = vaultOf({ 'Contact.md': '# Contact\n## Phone\nCall us on (0161) 496 0000 or +44 161 496 0001. The office is open 9 to 5.30.\n## Challenge\nThe pool is 25 metres long. Swim 40 lengths for the challenge.\n## Gate\nYour gate code is sent by text.' });
  const reader = createReader(vault.docs);
  for (const answer of ['Call 01614960000 or 01614960001.', 'The office is open 0900 to 1730.', 'The challenge is 40 lengths, which in a 25 m pool comes to 1000.', 'The code is sent by text; for example it might look like 4821.']) {
    assert.deepEqual(verdicts(reader, vault, `Based on [Contact, Phone]: ${answer}`).failed, [], answer);
  }
  assert.deepEqual(verdicts(reader, vault, 'Based on [Contact, Phone]: Call 01614960002.').failed, ['01614960002']);
  // What only looks like working or an example elsewhere in the sentence exempts nothing: Markdown bold, "if you'd like".
  assert.deepEqual(verdicts(reader, vault, "Based on [Contact, Phone]: if you'd like to call, our line is **01614960002**.").failed, ['01614960002']);
});

test('"Max riders" in a reply\'s table header is the short form, no person; "Max Turner" is one', () => {
  const vault = vaultOf({ 'Arena.md': '# Arena Hire\n## Numbers in the arena\nThe outdoor arena takes up to 4 riders at once; the indoor school takes 3.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Arena Hire, Numbers in the arena]:\n\n| Arena | Max riders |\n|---|---|\n| Outdoor arena | 4 |\n| Indoor school | 3 |').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Arena Hire, Numbers in the arena]: Max Turner books the arena.').failed, ['Max Turner']);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Arena Hire, Numbers in the arena]: Max will book the arena for you.').failed, ['Max']);
  // In title case, a table header of a short form and a common word is a header, not a person: a warning at most.
  assert.deepEqual(verdicts(reader, vault, 'Based on [Arena Hire, Numbers in the arena]:\n\n| Arena | Max Riders |\n|---|---|\n| Outdoor arena | 4 |').failed, []);
});

describe('equivalences and derivations the sets written apart needed', () => {
  const vault = vaultOf({
    'Prices.md': '# Price List\n## Services\n| Service | Price |\n|---|---|\n| Microchip | €35.00 |\n| Nurse clinic, Level 2 | €35.00 |\n| X-ray, first view | €120.00 |\n| X-ray, each additional view | €45.00 |\n## Dosing\nA 10 kg dog gets 0.67 mL a day. Store at 2–8 °C.',
    'Steps.md': '# Admission\n## On the day\n1. Walk your dog for 10 minutes.\n2. Arrive between 08:30 and 09:00.',
  });
  const reader = createReader(vault.docs);
  const faithful = [
    'Based on [Price List, Services]: a microchip is €35.00 and a Level 2 nurse clinic is also €35.00, so €70.00 for both.',
    'Based on [Price List, Services]: the first view is €120.00 and each additional view €45.00, so two views come to €165.00.',
    'Based on [Price List, Dosing]: a 10 kg dog (22 lb) gets roughly two-thirds of a millilitre a day. Keep it at 36–46 °F.',
    'Based on [Admission, On the day]: walk him first (step 1), then arrive between 8:30am and 9am (step 2).',
  ];
  const question = 'How much is an X-ray with two views, or a microchip with a nurse check?';
  for (const answer of faithful) test(`faithful: ${JSON.stringify(answer)}`, () => assert.deepEqual(verdicts(reader, vault, answer, question).failed, []));
  test('a worked-out value the reply gets wrong is not supported', () => {
    assert.deepEqual(verdicts(reader, vault, 'Based on [Price List, Services]: €120.00 and €45.00, so two views come to €175.00.', question).failed, ['€175.00']);
  });
  test('the user\'s figure used hypothetically is theirs; adopted with a yes, and contradicted, it fails', () => {
    const question = 'My vet said 2 views cost €200, is that right?';
    assert.deepEqual(verdicts(reader, vault, 'Based on [Price List, Services]: if it were €200, that would include sedation.', question).failed, []);
  });
  test('a figure the user claims, given back under a yes, is the reply\'s claim: a value the vault never states fails as surely as the bot\'s own', () => {
    for (const question of ['A microchip is €30, right?', 'I heard a microchip costs €30?', 'My friend says a microchip is €30. Is it?']) {
      assert.deepEqual(verdicts(reader, vault, 'Based on [Price List, Services]: Yes, a microchip is €30.', question), { failed: ['€30'], warned: [] }, question);
      assert.deepEqual(verdicts(reader, vault, 'Based on [Price List, Services]: No, a microchip is €35.00, not €30.', question), { failed: [], warned: [] }, question);
    }
    // The user's circumstance given back under a yes is theirs, as is a figure the user only asks with ("how much is it?").
    assert.deepEqual(verdicts(reader, vault, 'Based on [Price List, Services]: Yes, with 3 dogs each microchip is €35.00.', 'I have 3 dogs. Can they all be chipped?').failed, []);
    assert.deepEqual(verdicts(reader, vault, 'Based on [Price List, Services]: Yes, for 3 dogs it is €35.00 each.', 'Can I bring 3 dogs, and how much is it?').failed, []);
  });
});

test('in a table row, a value under another column than the one the reply names is surely not its value', () => {
  const vault = vaultOf({ 'Limits.md': '# Cover Limits\n## Main limits\n| Cover | Essential | Standard | Premier |\n|---|---|---|---|\n| Cash at home | £300 | £500 | £750 |\n| Quiet hour | Weekday quiet hour | Every Tuesday | 10:00–11:00 |' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Cover Limits, Main limits]: Essential covers cash at home up to £500.').failed, ['£500']);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Cover Limits, Main limits]: Standard covers cash at home up to £500.').failed, []);
  // "Weekday" names no day: the quiet hour is on Tuesdays, whatever the first column says.
  assert.deepEqual(verdicts(reader, vault, 'Based on [Cover Limits, Main limits]: the quiet hour is on Tuesdays.').failed, []);
});

test('the row the reply names states its value under another column: surely not its value, though another row states it in the named column', () => {
  const vault = vaultOf({
    'Repairs.md': '# Repairs\n## Price List\n| Code | Service | Violin | Cello |\n|---|---|---|---|\n| R-01 | Sound post adjustment | £30 | £45 |\n| R-02 | New bridge, cut and fitted | £95 | £160 |\n| R-03 | Seam reglued | £60 | £90 |\n| R-04 | Fingerboard planing | £160 | £240 |',
  });
  const failed = failedIn(vault);
  assert.deepEqual(failed('Based on [Repairs, Price List]: a new bridge, cut and fitted, costs £160 for a violin.'), ['£160']);
  assert.deepEqual(failed('Based on [Repairs, Price List]: a new bridge, cut and fitted, costs £160 for a cello.'), []);
  assert.deepEqual(failed('Based on [Repairs, Price List]: fingerboard planing costs £160 for a violin.'), []);
});

test('a name of many words is named when one passage holds its words, not when they lie about the vault', () => {
  const vault = vaultOf({ 'Complaints.md': '# Complaints\n## Appeals\nThe Assistant Director of Culture hears appeals.\n## Ferries\nThe ferry timetable changes in May.\n## Service\nOur customer service team replies within 5 days.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Complaints, Appeals]: appeals go to the Culture Director.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Complaints, Appeals]: appeals go to the Ferry Complaints Service.').failed, ['Ferry Complaints Service']);
});

test('working the reply writes out supports its result; a passage stating the claimed value beside another is no sure contradiction', () => {
  const vault = vaultOf({
    'Sites.md': '# Sites\n## Capacity\n| Site | Tonnes |\n|---|---|\n| Crossmere | 42,000 |\n| Hollins Gate | 28,000 |\n| Ashby | 9,500 |\n## Example\nDrying falls in Band 2 at £7.25 per tonne, so £203.00.',
  });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Sites, Capacity]: 42,000 + 28,000 + 9,500 = 79,500 tonnes in all.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Sites, Capacity]: 42,000 + 28,000 + 9,500 = 80,500 tonnes in all.').failed, ['80,500 tonnes']);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Sites, Example]: Band 2 drying falls at £7.25 a tonne.').failed, []);
});

test('a period said to be rounded matches one in other units; one given exactly does not', () => {
  const vault = vaultOf({ 'Roaming.md': '# Roaming\n## Switching on\nRoaming switches on after 60 days with us.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Roaming, Switching on]: roaming switches on after 60 days, roughly two months.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Roaming, Switching on]: roaming switches on after two months.').failed, ['two months']);
});

test('a value converted from another unit holds only as written: "1 cm" is not a 5 mm strip, "2.2 lb" is 1 kg', () => {
  const vault = vaultOf({ 'Dosing.md': '# Dosing Guide\n## Ointments\nEye ointment: a 5 mm strip along the lower eyelid. A 1 kg kitten gets one drop.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Dosing Guide, Ointments]: squeeze a 1 cm strip along the lower eyelid.').failed, ['1 cm']);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Dosing Guide, Ointments]: squeeze a 0.5 cm strip along the lower eyelid; a 2.2 lb kitten gets one drop.').failed, []);
});

test('a yes after the source clause adopts the user\'s figure; the user\'s figure set beside the rule is their case', () => {
  const vault = vaultOf({ 'Conduct.md': '# Code of Conduct\n## Appeals\nWrite to the Head of Service within 14 days of the date of the exclusion letter.' });
  const reader = createReader(vault.docs);
  const adopted = 'Based on [Code of Conduct, Appeals]: yes, you have 28 days from the date of the exclusion letter to write to the Head of Service.';
  assert.deepEqual(verdicts(reader, vault, adopted, 'I think I have 28 days to appeal?').failed, ['28 days']);
  const compared = 'Based on [Code of Conduct, Appeals]: Yes. You can appeal if you write within 14 days of the date of the exclusion letter, and at ten days you are within that.';
  assert.deepEqual(verdicts(reader, vault, compared, 'My letter came 10 days ago. Can I still appeal?').failed, []);
});

test('the working may follow in the next sentence; a value worked out is no citation error where another document states it', () => {
  const vault = vaultOf({
    'Warranty.md': '# Warranty\n## Performance\nPanels keep at least 98.0% of rated power in year 1, and lose no more than 0.4 percentage points a year after that.',
    'Parking.md': '# Parking\n## Hours\nThe car park closes at 11pm on Fridays.',
    'Box.md': '# Box Office\n## Counter\nOn performance days the counter stays open until 30 minutes after the performance starts.',
  });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Warranty, Performance]: at least 94.4% of rated power by then. I worked it out: 98.0 − 3.6.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Warranty, Performance]: at least 94.4% of rated power by then.').failed, ['94.4%']);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Box Office, Counter]: the counter stays open until 30 minutes after the start, so until 11pm for a 10.30pm concert.', 'My concert starts at 10.30pm.').failed, []);
});

describe('what a review of this wave found, each with the right verdict', () => {
  const vault = vaultOf({
    'Venue.md': '# Venue\n## Pool\nThe main pool is 25 metres long. The hall holds between 300 and 350 people. Each case holds 12 bottles of 500 ml.\n## Backups\nBackups are kept for 35 days. Access logs are kept for 30 days.\n## Entry\nEntry costs £20 per person.',
  });
  const reader = createReader(vault.docs);
  test('"25m" is metres', () => assert.deepEqual(verdicts(reader, vault, 'Based on [Venue, Pool]: the main pool is 25m long.').failed, []));
  test('a true value denied beside a wrong one stays its rival: never supported', () => {
    const { failed, warned } = verdicts(reader, vault, 'Based on [Venue, Backups]: backups are kept for 30 days, not 35 days.');
    assert.deepEqual([...failed, ...warned], ['30 days']);
  });
  test('"seats" before a range is the verb', () => assert.deepEqual(verdicts(reader, vault, 'Based on [Venue, Pool]: the hall seats 300 to 350.').failed, []));
  test('"12 500 ml bottles" is a count and a measure', () => assert.deepEqual(verdicts(reader, vault, 'Based on [Venue, Pool]: each case holds 12 500 ml bottles.').failed, []));
  test('a missing space after a full stop is no web address', () => assert.deepEqual(verdicts(reader, vault, 'Based on [Venue, Pool]: the pool is 25 metres long.No diving.').failed, []));
  test('a worked-out value is grounded by the question it was asked with, whatever was asked before', () => {
    const answer = 'Based on [Venue, Entry]: at £20 each, entry for your group comes to £40 in total.';
    assert.deepEqual(verdicts(reader, vault, answer, 'How much is entry?').failed, ['£40']);
    assert.deepEqual(verdicts(reader, vault, answer, 'How much is entry for 2?').failed, []);
  });
});

describe('arithmetic, headings and words the sets written apart used', () => {
  const vault = vaultOf({
    'Fees.md': '# Fees\n## Bands\n| Band | Fee |\n|---|---|\n| Band C | $85 |\n| Band D | $110 |\n\nA partial waiver means you pay 50% of each fee.\n## Interest\nJudgments earn simple interest at 10% per year.\n## Portal\nEach document can be up to 25 MB, and each submission can hold up to ten documents.',
    'Releases.md': '# Releases\n## Version 4.3.0 (11 November 2024)\nAdded Hill Hold.\n## Rollout\nUpdates reach every bike within three weeks.',
  });
  const reader = createReader(vault.docs);
  test('half of a row\'s fee, worked out in the reply, is no claim the row contradicts', () => {
    assert.deepEqual(verdicts(reader, vault, 'Based on [Fees, Bands]: the Band D fee is $110, so with the waiver you pay half of it, $55.').failed, []);
    assert.deepEqual(verdicts(reader, vault, 'Based on [Fees, Bands]: the Band D fee is $55.').failed, ['$55']);
  });
  test('a share a year of the user\'s amount: "that\'s $400 a year" on $4,000 at 10% per year', () => {
    assert.deepEqual(verdicts(reader, vault, 'Based on [Fees, Interest]: interest is 10% per year. On your $4,000 that\'s $400 a year.', 'Does a $4,000 judgment earn interest?').failed, []);
  });
  test('a measure times a count of documents', () => {
    assert.deepEqual(verdicts(reader, vault, 'Based on [Fees, Portal]: each document can be up to 25 MB and a submission holds up to ten documents, so a submission tops out at 250 MB.').failed, []);
  });
  test('a heading states its values: the release date in "Version 4.3.0 (11 November 2024)"', () => {
    assert.deepEqual(verdicts(reader, vault, 'Based on [Releases, Version 4.3.0 (11 November 2024)]: v4.3.0 came out on Nov 11th 2024.').failed, []);
    assert.deepEqual(verdicts(reader, vault, 'Based on [Releases, Version 4.3.0 (11 November 2024)]: v4.3.0 came out on Nov 12th 2024.').failed, ['Nov 12th 2024']);
  });
  test('a weekday or a month worked out from one the text gives and a period the vault states', () => {
    const v = vaultOf({ 'Rules.md': '# Rules\n## Cancelling\nCancel at least 48 hours before your appointment.\n## After pregnancy\nYou cannot donate until 6 months after the pregnancy ends.', 'Calendar.md': '# Calendar\n## Sessions\nThe Tuesday session runs in July.' });
    const r = createReader(v.docs);
    assert.deepEqual(verdicts(r, v, 'Based on [Rules, Cancelling]: for a Thursday appointment you need 48 hours\' notice, so cancel by Tuesday.', 'My appointment is on Thursday.').failed, []);
    assert.deepEqual(verdicts(r, v, 'Based on [Rules, After pregnancy]: you must wait 6 months after the birth, so with a January birth you can give again from July.', 'My baby was born in January.').failed, []);
    assert.deepEqual(verdicts(r, v, 'Based on [Rules, Cancelling]: for a Thursday appointment you need 48 hours\' notice, so cancel by Monday.', 'My appointment is on Thursday.').failed, ['Monday']);
  });
  test('"£10 for the two" is twice the £5 the reply states', () => {
    const v = vaultOf({ 'Rewards.md': '# Rewards\n## Friends\nWe give £5 to charity for each friend who donates.' });
    const r = createReader(v.docs);
    assert.deepEqual(verdicts(r, v, 'Based on [Rewards, Friends]: we give £5 for each of them, £10 for the two.').failed, []);
  });
  test('a value its sentence gives twice in the same words is two claims: the second "30 days" is still read', () => {
    const v = vaultOf({ 'Retention.md': '# Retention\n## Periods\nBackups are kept for 30 days. Access logs are kept for 90 days.' });
    const r = createReader(v.docs);
    const { failed, warned } = verdicts(r, v, 'Based on [Retention, Periods]: backups are kept for 30 days and access logs for 30 days.');
    assert.deepEqual([...failed, ...warned], ['30 days']);
  });
  test('a range\'s first end is said of what its second is: both ends of "08:00–20:00" are the claims line\'s', () => {
    const v = vaultOf({ 'Help.md': '# Help\n## Lines\n| Line | Hours |\n|---|---|\n| Claims line | Mon–Fri 8am–8pm |\n\nWeb chat is available on our website from Monday to Friday, 9am to 6pm.' });
    const r = createReader(v.docs);
    assert.deepEqual(verdicts(r, v, 'Based on [Help, Lines]: the claims line is open Monday to Friday 08:00–20:00.').failed, []);
  });
  test('a list item that opens with its subject says its values of it: "Late check-out — lodges only. Stay until 13:00"', () => {
    const v = vaultOf({ 'Stay.md': '# Stay\n## Leaving\n- Late check-out — lodges only. Stay until 13:00 instead of 10:00 for £30.\n\nKeys returned after 10:00 without a late check-out booked are charged at £15 per half hour.' });
    const r = createReader(v.docs);
    const { failed, warned } = verdicts(r, v, 'Based on [Stay, Leaving]: late check-out for lodges runs until 13:00.');
    assert.deepEqual([...failed, ...warned], []);
    const st = r.statements()!;
    const at13 = st.occurrences[st.byKey.get('time:13:0')![0]!]!;
    assert.ok(at13.near.has('late') && at13.near.has('check'), [...at13.near].join(' '));
  });
  test('a table cell whose row and column the reply names states its value, whatever other sentence shares its words', () => {
    const v = vaultOf({ 'Tickets.md': '# Tickets\n## Prices\n| Ticket | Peak | Winter |\n|---|---|---|\n| Adult | £28.50 | £18.00 |\n| Child | £21.00 | £12.00 |\n\nExtra adults on a school trip pay £12.00 each at the gate.' });
    const r = createReader(v.docs);
    assert.deepEqual(verdicts(r, v, 'Based on [Tickets, Prices]: in Peak season an adult pays £28.50 at the gate.').failed, []);
  });
  test('what the user said, given back as theirs: "the £38k you mention", "last june", "item 8" of a numbered list', () => {
    const v = vaultOf({ 'Tax.md': '# Tax\n## Scheme\nThe scheme is compulsory above £50,000 a year.\n## Register\nRegister by 5 October after the tax year ends.\n## Checklist\n1. Bank statements.\n2. The completion statement, within 21 days.' });
    const r = createReader(v.docs);
    assert.deepEqual(verdicts(r, v, 'Based on [Tax, Scheme]: on the roughly £38k you mention you are below £50,000.', 'My business brings in about 38k.').failed, []);
    assert.deepEqual(verdicts(r, v, 'Based on [Tax, Register]: since you started in June, register by 5 October.', 'i started freelancing last june').failed, []);
    assert.deepEqual(verdicts(r, v, 'Based on [Tax, Checklist]: item 2 asks for the completion statement within 21 days.').failed, []);
  });
  test('a person\'s name after their role, with a hyphenated surname; a count per year in a reply\'s table', () => {
    const v = vaultOf({ 'People.md': '# People\n## Who\n- **Park Director:** Dr Helen Marsh-Oduya\n## Passes\nRanger members get 2 guest passes per membership year.' });
    const r = createReader(v.docs);
    assert.deepEqual(verdicts(r, v, 'Based on [People, Who]: the park is run by Park Director Dr Helen Marsh-Oduya.').failed, []);
    assert.deepEqual(verdicts(r, v, 'Based on [People, Passes]:\n\n| Tier | Guest passes per year |\n|---|---|\n| Ranger | 2 |').failed, []);
  });
  test('a time worked out with "so" from a time and a period nearby; "twice a week" counted out in weekdays', () => {
    const v = vaultOf({ 'Hours.md': '# Hours\n## Houses\nThe walkthroughs close 45 minutes before the park.\n## March\nIn March the park closes at 17:30.\n## Offices\nMill Quay is open on Tuesdays and Thursdays, 10am to 4pm.' });
    const r = createReader(v.docs);
    assert.deepEqual(verdicts(r, v, 'Based on [Hours, Houses]: the walkthroughs close 45 minutes before the park. In March the park closes at 17:30, so the walkthrough closes at 16:45.').failed, []);
    assert.deepEqual(verdicts(r, v, 'Based on [Hours, Offices]: Mill Quay is open twice a week, Tuesdays and Thursdays.').failed, []);
    assert.deepEqual(verdicts(r, v, 'Based on [Hours, Offices]: Mill Quay is open three times a week, Tuesdays and Thursdays.').failed, ['three times a week']);
  });
  test('a header word the first column shares names no column: "claim" in "Type of claim | When you can claim | Deadline"', () => {
    const v = vaultOf({ 'Claims.md': '# Claims\n## Time limits\n| Type of claim | When you can claim | Deadline |\n|---|---|---|\n| Lost parcel | 10 working days after the expected delivery date | within 60 days of the dispatch date |' });
    const r = createReader(v.docs);
    assert.deepEqual(verdicts(r, v, 'Based on [Claims, Time limits]: a lost-parcel claim must be made within 60 days of the dispatch date.').failed, []);
  });
  test('times counted out from a start and a frequency, and the count of what its sentence lists', () => {
    const v = vaultOf({ 'Slots.md': '# Slots\n## Weekdays\nServices start every 45 minutes from 09:30; the last starts at 11:45.' });
    const r = createReader(v.docs);
    assert.deepEqual(verdicts(r, v, 'Based on [Slots, Weekdays]: slots start every 45 minutes from 09:30. Counting them out — 09:30, 10:15, 11:00, 11:45 — I make that four slots.').failed, []);
    assert.deepEqual(verdicts(r, v, 'Based on [Slots, Weekdays]: slots start every 45 minutes from 09:30. Counting them out — 09:30, 10:15, 11:00, 11:45 — I make that five slots.').failed, ['five slots']);
  });
  test('"from 2025 onwards" counts nothing, and "the 26-to-50 band" is no code', () => {
    const v = vaultOf({ 'Fees.md': '# Fees\n## Slideshow\nUp to 25 images cost £45; 26 to 50 images cost £70.\n## Rights\nA right may be renewed in its last 10 years.' });
    const r = createReader(v.docs);
    assert.deepEqual(verdicts(r, v, 'Based on [Fees, Slideshow]: 40 images falls in the 26-to-50 band, which is £70.', 'We have about 40 images.').failed, []);
    assert.deepEqual(verdicts(r, v, 'Based on [Fees, Rights]: a right ending in 2035 can be renewed from 2025 onwards.', 'It ends in 2035.').failed, []);
  });
  test('a count worded freely, whose number the vault states and no other count of it rivals, is a warning, not a failure', () => {
    const v = vaultOf({ 'Tours.md': '# Tours\n## Groups\nTours take groups of up to 12. Each tour lasts 90 minutes.' });
    const r = createReader(v.docs);
    assert.deepEqual(verdicts(r, v, 'Based on [Tours, Groups]: we can take a 12-person group.'), { failed: [], warned: ['12-person'] });
    assert.deepEqual(verdicts(r, v, 'Based on [Tours, Groups]: we can take a 15-person group.').failed, ['15-person']);
  });
  test('a share of a count and an area from two lengths; a heading that asks states nothing', () => {
    const v = vaultOf({ 'Venue.md': '# Venue\n## Food\nEvening food is ordered for at least 80% of all guests.\n## Banners\nBanners cost £25.00 per square metre, with a minimum charge of 1 square metre.\n## Hire\nExclusive use runs from 11am on the day until 11am the next morning.' });
    const r = createReader(v.docs);
    assert.deepEqual(verdicts(r, v, 'Based on [Venue, Food]: with 140 guests, the minimum works out at 112 portions (80% of 140).', 'We have 140 guests.').failed, []);
    assert.deepEqual(verdicts(r, v, 'Based on [Venue, Banners]: banners are £25.00 per square metre. 3 m × 1 m is 3 square metres, so £75.00.').failed, []);
    const faq = vaultOf({ 'FAQ.md': '# FAQ\n## Can I get a refund after 30 days?\nNo. Refunds are only given within 14 days.' });
    assert.deepEqual(verdicts(createReader(faq.docs), faq, 'Based on [FAQ, Refunds]: you can get a refund within 30 days.').failed, ['30 days']);
  });
  test('what a review of this wave found, each with the right verdict', () => {
    const v = vaultOf({
      'Stay.md': '# Stay\n## Cancelling\nCancel at least 48 hours before check-in for a full refund. Check-in is from 15:00.\n## Fees\nThe deposit is £100 and the cleaning fee is £50; a 10% discount applies to weekly stays.',
      'Permits.md': '# Permits\n## Renewal\nPermits are renewed every April. A reminder is sent 2 months before.',
      'Sites.md': '# Sites\n## Branches\nOur Basingstoke office opens at 09:00 on weekdays. The hospital has 12 wards.',
    });
    const r = createReader(v.docs);
    // A time is not an hour's span from itself.
    assert.deepEqual(verdicts(r, v, 'Based on [Stay, Cancelling]: check-in is at 15:00, so cancel at least 24 hours before.').failed, ['24 hours']);
    // "which is" shows working only before a value.
    assert.deepEqual(verdicts(r, v, 'Based on [Stay, Fees]: the deposit is £100 and the cleaning fee is £110, which is non-refundable; a 10% discount applies to weekly stays.').failed, ['£110']);
    // A period counted back ("before") does not reach a month counted forward.
    assert.deepEqual(verdicts(r, v, 'Based on [Permits, Renewal]: permits are renewed every June, so the reminder goes 2 months before, in April.').failed, ['June']);
    // A capitalised word is no verb with a particle; "wards" are counted.
    assert.deepEqual(verdicts(r, v, 'Based on [Sites, Branches]: our Andover office opens at 09:00 on weekdays.').failed, ['Andover']);
    assert.deepEqual(verdicts(r, v, 'Based on [Sites, Branches]: the hospital has 14 wards.').failed, ['14 wards']);
  });
  test('a noun made of a verb and its particle is a word, not a name: "rollouts"', () => {
    assert.deepEqual(verdicts(reader, vault, 'Based on [Releases, Rollout]: rollouts reach every bike within three weeks.').failed, []);
  });
});

test('a label in brackets after a value is that value\'s: "£62 (Tier 1), £98 (Tier 2)"', () => {
  const vault = vaultOf({ 'Members.md': '# Membership\n## Tiers\n| Tier | Annual price |\n|---|---|\n| Tier 1 | £62 |\n| Tier 2 | £98 |\n| Tier 3 | £120 |' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Membership, Tiers]: the annual prices are £62 (Tier 1), £98 (Tier 2) and £120 (Tier 3).').failed, []);
  const swapped = verdicts(reader, vault, 'Based on [Membership, Tiers]: the annual prices are £62 (Tier 1), £120 (Tier 2) and £98 (Tier 3).');
  assert.deepEqual([...swapped.failed, ...swapped.warned].sort(), ['£120', '£98']);
});

test('a web address written bare is a specific: a made-up path on the real domain is never stated', () => {
  const vault = vaultOf({ 'Billing.md': '# Billing\n## Portal\nInvoices are in the customer portal at portal.example-port.eu/invoices. Write to billing@example-port.eu.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Billing, Portal]: invoices are at portal.example-port.eu/invoices; or write to billing@example-port.eu.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Billing, Portal]: invoices are at portal.example-port.eu/billing.').failed, ['portal.example-port.eu/billing']);
});

test('a version given under a "Version" column supports the reply\'s "v3.1" for the product the row names', () => {
  const vault = vaultOf({ 'Software.md': '# Software\n## Components\n| Component | Current version | Released |\n|---|---|---|\n| Kestrel Hub | 3.1 | 10 March 2025 |\n| Policy document | 3.2 | 1 February 2025 |' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Software, Components]: Kestrel Hub is on v3.1.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Software, Components]: Kestrel Hub is on v3.3.').failed, ['v3.3']);
});

test('a table cell of a bare number is stated in the unit its header names', () => {
  const vault = vaultOf({ 'Casks.md': '# Keg and Cask Formats\n## Sizes\n| Container | Litres | Approx. pints | Free days |\n|---|---|---|---|\n| Firkin | 40.9 | 72 | 14 |\n| Pin | 20.5 | 36 | 7 |' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Keg and Cask Formats, Sizes]: a firkin holds 40.9 litres, about 72 pints, with 14 free days.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Keg and Cask Formats, Sizes]: a firkin holds 45 litres.').failed, ['45 litres']);
});

test('a header that names what its cells count before "of" gives them that unit: "Hours of work: 640" is 640 hours; a row whose first cell is an id is named by its next cell', () => {
  const vault = vaultOf({ 'Builds.md': '# Builds Register\n## Builds\n| Build no. | Boat | Hull length | Hours of work |\n|---|---|---|---|\n| B-2502 | *Kittiwake* | 14 ft | 640 |\n| B-2504 | *Tansy* | 12 ft | 420 |\n| B-2506 | *Puffin* | 8 ft | 120 |' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Builds Register, Builds]: *Kittiwake*, a 14 ft boat, was built in 640 hours.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Builds Register, Builds]: *Tansy*, a 12 ft boat, took 640 hours.').failed, ['640 hours']);
  // A sentence that names another row by its next cell too relates the two: not surely the other row's.
  assert.deepEqual(verdicts(reader, vault, 'Based on [Builds Register, Builds]: *Puffin* is the smallest boat; measured against *Tansy*, it took only 120 hours.').failed, []);
  // "Week of term: 3" says which week, not how many.
  const terms = vaultOf({ 'Terms.md': '# Terms\n## Weeks\n| Event | Week of term |\n|---|---|\n| Exams | 3 |\n| Trip | 5 |' });
  assert.deepEqual(verdicts(createReader(terms.docs), terms, 'Based on [Terms, Weeks]: exams take 3 weeks.').failed, ['3 weeks']);
});

test('a row whose cell holds its own "; " stays in its table; prose that says a value of another label is that label\'s, as its row is', () => {
  const vault = vaultOf({ 'Triage.md': '# Triage\n## Categories\n| Category | Colour | Call-back | Seen within |\n|---|---|---|---|\n| Category 2 | Amber | 30 minutes | 4 hours |\n| Category 3 | Yellow | 2 hours | 24 hours |\n| Category 5 | Blue | 48 hours | Not seen; self-care advice |\n\nA Category 5 caller who is no better after 48 hours may call again.' });
  const reader = createReader(vault.docs);
  assert.ok(verdicts(reader, vault, 'Based on [Triage, Categories]: Category 3 callers are seen within 48 hours.').failed.includes('48 hours'));
  assert.deepEqual(verdicts(reader, vault, 'Based on [Triage, Categories]: Category 5 callers get a call-back within 48 hours.').failed, []);
});

test('a label\'s year is the year too: "Launch Day 2026" however the vault\'s sentence reads it', () => {
  const vault = vaultOf({ 'Launch.md': '# Builds Register\n## Launch Day\nLaunch Day 2025 was Saturday 28 June 2025; Launch Day 2026 will be Saturday 27 June 2026.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Builds Register, Launch Day]: Launch Day 2026 is Saturday 27 June 2026.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Builds Register, Launch Day]: Launch Day 2027 is Saturday 26 June 2027.').failed.length > 0, true);
});

test('a cell of sizes is in the header\'s unit too: "Length × width (mm): 460 × 460"', () => {
  const vault = vaultOf({ 'Hives.md': '# Hive Catalogue\n## Box dimensions\n| Hive | Length × width (mm) | Height (mm) |\n|---|---|---|\n| National | 460 × 460 | 225 |\n| Langstroth | 508 × 413 | 243 |' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Hive Catalogue, Box dimensions]: a National box is 225 mm high on a 460 × 460 mm footprint.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Hive Catalogue, Box dimensions]: a National box is 225 mm high on a 470 × 470 mm footprint.').failed, ['470', '470 mm']);
});

test('a count of people is one whatever it is called: "eight people" under "Group size: up to 8"', () => {
  const vault = vaultOf({
    'Courses.md': '# Courses\n## Calendar\n| Course | Group size | Price |\n|---|---|---|\n| Hive Handling | up to 8 | £120 |\n| Queen Rearing | up to 6 | £240 |',
    'Bookings.md': '# Group Bookings\n## Parties\nA party books the rink for 2 hours.',
  });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Courses, Calendar]: Hive Handling takes up to eight people.'), { failed: [], warned: [] });
  // "Group" alone in a heading says nothing of people: 40 guests there is still never stated.
  assert.deepEqual(verdicts(reader, vault, 'Based on [Group Bookings, Parties]: a party takes up to 40 guests.').failed, ['40 guests']);
});

test('a sentence whose subject is a pronoun is about the label the sentence before it opened with', () => {
  const vault = vaultOf({ 'Timetable.md': '# Timetable\n## Routes\n| Route | Between | Monday to Saturday | Sunday |\n|---|---|---|---|\n| 5 | Bus Station to Meadowfield | every 20 minutes | hourly |\n| 31 | Wenlow to Pellingford | hourly | no service |' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Timetable, Routes]: Route 31 has no Sunday service. Monday to Saturday it runs hourly.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Timetable, Routes]: Route 5 goes to Meadowfield. Monday to Saturday it runs hourly.').failed, ['hourly']);
});

test('degrees with no scale are the vault\'s degrees Celsius', () => {
  const vault = vaultOf({ 'Courses.md': '# Courses\n## Safety\nPractical sessions move indoors if the temperature is below 15°C.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Courses, Safety]: sessions move indoors below fifteen degrees.'), { failed: [], warned: [] });
});

test('shares of one whole make 100%: "the remaining 10.7%" is worked out forward, never back', () => {
  const vault = vaultOf({
    'Cookies.md': '# Cookies\n## Monitoring\nIn Q4 2024, 61.4% of visitors accepted all cookies and 27.9% rejected all.',
    'Solar.md': '# Solar\n## Orientation\nAn east or west roof gives 82% of the output of a south roof.',
  });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Cookies, Monitoring]: 61.4% accepted all and 27.9% rejected all, so the remaining 10.7% set their own preferences.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Cookies, Monitoring]: 61.4% accepted all and 27.9% rejected all, so the remaining 12.7% set their own preferences.').failed, ['12.7%']);
  assert.ok(verdicts(reader, vault, "Based on [Solar, Orientation]: an east roof gives 85% of a south roof's output, so you'd lose 15%.").failed.includes('85%'));
});

test('a count in words of how many are bought multiplies the price when the sentence adds up: "two come to £77.00", "for two of you"', () => {
  const vault = vaultOf({ 'Hives.md': '# Hives\n## Prices\nA National super, flat (HC-1011), is £38.50 inc. VAT. A response to a request takes one month, and may be extended by two further months.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Hives, Prices]: a National super is £38.50, so two come to £77.00 by my sums.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Hives, Prices]: a National super is £38.50, so two come to £78.00 by my sums.').failed, ['£78.00']);
  // …or the people the user asks for: "for two of you", "the three of us".
  assert.deepEqual(verdicts(reader, vault, 'Based on [Hives, Prices]: a National super is £38.50 each, so for two of you that comes to £77.00 in total.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Hives, Prices]: a National super is £38.50 each, so for the three of us that comes to £77.00 in total.').failed, ['£77.00']);
  // …only an amount that is each one's: a price for the household is no price per person.
  assert.deepEqual(verdicts(reader, vault, 'Based on [Hives, Prices]: a National super is £38.50, so for two of you that comes to £77.00 in total.').failed, ['£77.00']);
  // A count of a unit is a value, not how many were bought: one month and two more are no "four months in total".
  assert.deepEqual(verdicts(reader, vault, 'Based on [Hives, Prices]: one month plus two further months, four months in total.').failed, ['four months']);
  // A count of things said to be as much each, wherever the count stands: "two flat National supers at £38.50 each, so £77.00 in total".
  assert.deepEqual(verdicts(reader, vault, 'Based on [Hives, Prices]: you need two flat National supers at £38.50 each, so £77.00 in total.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Hives, Prices]: a super is £38.50 each, and there are two (HC-1011), so together £77.00.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Hives, Prices]: you need two flat National supers at £38.50 each, so £78.00 in total.').failed, ['£78.00']);
  // A count of a unit of time, or how often, multiplies nothing.
  const bus = vaultOf({ 'Bus.md': '# Bus\n## Fares\nA single fare is £2. Buses run every ten minutes. A day ticket is £5.' });
  assert.deepEqual(verdicts(createReader(bus.docs), bus, 'Based on [Bus, Fares]: a single fare is £2 each time; buses run every ten minutes, and a day ticket is £20 in total.').failed, ['£20']);
});

test('"which leaves" says a difference was worked out', () => {
  const vault = vaultOf({ 'Club.md': '# Club\n## Members\nThe club has 212 members, 41 of them juniors.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Club, Members]: the club has 212 members, 41 of them juniors, which leaves 171 adult members.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Club, Members]: the club has 212 members, 41 of them juniors, which leaves 181 adult members.').failed, ['181 adult members']);
  // "leaves" of a departure works nothing out.
  const ferry = vaultOf({ 'Ferry.md': '# Ferry\n## Sailings\nThe ferry leaves at 10:00 and carries 200 cars. There are 60 staff.' });
  assert.deepEqual(verdicts(createReader(ferry.docs), ferry, 'Based on [Ferry, Sailings]: the ferry leaves at 10:00 with 200 cars and 60 staff, 140 passengers.').failed, ['140 passengers']);
});

test('one end of a range by the other is no share worked out: "£10,000 to £49,999 gives 20% off" is Gold\'s discount', () => {
  const failed = failedIn(vaultOf({ 'Terms.md': '# Terms\n## Tiers\n| Tier | Annual spend | Discount |\n|---|---|---|\n| Silver | £10,000 to £49,999 | 15% |\n| Gold | £50,000 and over | 20% |\n\nA typical Silver account spends £25,000 a year, 50% of the Gold threshold.' }));
  assert.deepEqual(failed('Based on [Terms, Tiers]: Silver, for annual spend of £10,000 to £49,999, gives 20% off.'), ['20%']);
  assert.deepEqual(failed('Based on [Terms, Tiers]: Silver, for annual spend of £10,000 to £49,999, gives 15% off.'), []);
  // A share of two values that are no range still is: £25,000 of £50,000 is 50%.
  assert.deepEqual(failed('Based on [Terms, Tiers]: a Silver account spending £25,000 is at 50% of the £50,000 Gold threshold.'), []);
});

test('a count of the things just named, a measure at a rate for a time, and how many a run counts are working too', () => {
  const failed = failedIn(
    vaultOf({
      'Kit.md': '# Kit\n## Fuel\nField fuel comes in 205-litre drums. A deep-field camp may take up to six drums.\n## Fluids\nOral fluid is limited to 200 ml per hour.\n## Tags\nTriage tags are numbered WK-5000 to WK-5099.\n## Radio\nControl runs a radio check at 7 am and then hourly until 3 pm.\n## Boxes\nBoxes B1 to B8 each hold six chairs.\n## Fees\nThe quartet fee is £450. A Sunday surcharge of 15% applies.',
    }),
  );
  // "at most six" counts the drums just named; "which is" says the product is worked out.
  assert.deepEqual(failed('Based on [Kit, Fuel]: field fuel comes in 205-litre drums and a camp may take at most six, which is 1,230 litres.'), []);
  assert.deepEqual(failed('Based on [Kit, Fuel]: field fuel comes in 205-litre drums and a camp may take at most six, which is 1,320 litres.'), ['1,320 litres']);
  // A measure's rate has a unit of its own ("ml/h"), read in base units against the hours.
  assert.deepEqual(failed('Based on [Kit, Fluids]: oral fluid is limited to 200 ml per hour, so over three hours that is no more than 600 ml.', 'How much can they drink in three hours?'), []);
  assert.deepEqual(failed('Based on [Kit, Fluids]: oral fluid is limited to 200 ml per hour, so over three hours that is no more than 800 ml.', 'How much can they drink in three hours?'), ['800 ml']);
  // Both ends in: a run of codes, or of times every so often.
  assert.deepEqual(failed('Based on [Kit, Tags]: the tags run from WK-5000 to WK-5099, which is 100 tags.'), []);
  assert.deepEqual(failed('Based on [Kit, Radio]: control runs a radio check at 7 am and then hourly until 3 pm, which makes nine checks.'), []);
  assert.deepEqual(failed('Based on [Kit, Radio]: control runs a radio check at 7 am and then hourly until 3 pm, which makes twelve checks.'), ['twelve checks']);
  // What each of a run holds is no count of the run.
  assert.deepEqual(failed('Based on [Kit, Boxes]: boxes B1 to B8 each hold 8 chairs.'), ['8 chairs']);
  // "adds", "making": a share of an amount, then the sum.
  assert.deepEqual(failed('Based on [Kit, Fees]: the quartet fee is £450. The Sunday surcharge of 15% adds £67.50, making £517.50.'), []);
});

test('a rate per two things times a count of each: "£2.80 per metre per night, so 10 m × 3 nights comes to £84"', () => {
  const vault = vaultOf({ 'Berths.md': '# Berths\n## Visitor berths\nVisitor berths are £2.80 per metre per night, with a minimum charge of 6 metres.' });
  const reader = createReader(vault.docs);
  const ASKED = 'How much for a 10 m yacht for 3 nights?';
  assert.deepEqual(verdicts(reader, vault, 'Based on [Berths, Visitor berths]: £2.80 per metre per night, so 10 m × 3 nights comes to £84.', ASKED).failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Berths, Visitor berths]: £2.80 per metre per night, so 10 m × 3 nights comes to £86.', ASKED).failed, ['£86']);
  // A rate per one thing is times one count only: £2.80 a metre for 10 m and 3 nights is no £84.
  assert.deepEqual(verdicts(reader, vault, 'Based on [Berths, Visitor berths]: £2.80 per metre, so 10 m for 3 nights comes to £84.', ASKED).failed, ['£84']);
  // …a count of each of the two things: 3 crew and 10 nights are no metres.
  assert.deepEqual(verdicts(reader, vault, 'Based on [Berths, Visitor berths]: £2.80 per metre per night, so 3 crew × 10 nights comes to £84.', 'What do 3 crew pay for 10 nights?').failed, ['£84']);
});

test('a dotted number under a header that names a version is that version: "Software: 4.12" states v4.12', () => {
  const vault = vaultOf({ 'Machines.md': '# Machines\n## Fleet\n| Model | Number | Software |\n|---|---|---|\n| Nephrix AK-240 | 20 | 4.12 |\n| Corvale Aura 6 | 4 | 2.3.1 |' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Machines, Fleet]: the Nephrix AK-240 machines run v4.12 and the Corvale Aura 6 runs version 2.3.1.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Machines, Fleet]: the Nephrix AK-240 machines run v4.13.').failed, ['v4.13']);
});

describe('working a reply says it did, in more words', () => {
  const vault = vaultOf({
    'Prices.md': '# Prices\n## Yarn\nAt 100 kg and over, K3 yarn is £35.00 per kg. Euro prices use a fixed rate of 1.18.',
    'Mill.md': '# Mill\n## Capacity\nThe spinning floor produces about 4,500 kg of yarn a week, of which about 1,200 kg is K3 sold as knitting yarn.',
    'Training.md': '# Training\n## Drivers\nDrivers complete 35 hours of Driver CPC training every 5 years.',
    'Fluids.md': '# Fluids\n## Allowance\nThe allowance is capped at 1,500 ml per day.',
  });
  const reader = createReader(vault.docs);
  const failed = (answer: string): string[] => verdicts(reader, vault, answer).failed;
  test('an amount in another currency at a rate written as a bare number', () => {
    assert.deepEqual(failed('Based on [Prices, Yarn]: K3 is £35.00 per kg; at the fixed rate of 1.18 that works out to €41.30 per kg.'), []);
    assert.deepEqual(failed('Based on [Prices, Yarn]: K3 is £35.00 per kg; at the fixed rate of 1.18 that works out to €42.30 per kg.'), ['€42.30']);
  });
  test('"taking one from the other" subtracts', () => {
    assert.deepEqual(failed('Based on [Mill, Capacity]: about 4,500 kg a week, of which 1,200 kg is K3. Taking one from the other, 3,300 kg a week is woven in-house.'), []);
  });
  test('an amount every few years averages out as a yearly rate', () => {
    assert.deepEqual(failed('Based on [Training, Drivers]: 35 hours every 5 years, which averages out at 7 hours a year.'), []);
    assert.deepEqual(failed('Based on [Training, Drivers]: 35 hours every 5 years, which averages out at 9 hours a year.'), ['9 hours a year']);
  });
  test('an amount per day states the amount: "under the 1,500 ml daily cap"', () => {
    assert.deepEqual(failed('Based on [Fluids, Allowance]: that is under the 1,500 ml daily cap.'), []);
  });
});

test('labels listed after a value are each its own: "£250 for C1 and C2"', () => {
  const vault = vaultOf({ 'Cars.md': '# Courtesy cars\n## Terms\nInsurance excess: £250 for C1 and C2; £500 for C3.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Courtesy cars, Terms]: the C2 excess is £250.'), { failed: [], warned: [] });
});

describe('a review of this wave\'s rules: what they must not let through, or fail', () => {
  test('a count of people is matched only where the number counts people: not 6 sessions, not 12 sockets', () => {
    const vault = vaultOf({
      'Courses.md': '# Courses\n## Calendar\n| Course | Group size | Sessions | Price |\n|---|---|---|---|\n| Hive Handling | up to 8 | 6 | £120 |',
      'Rooms.md': '# Rooms\n## Oak\n| Room | Capacity | Tables | Power sockets |\n|---|---|---|---|\n| Oak | 40 | 10 | 12 |',
    });
    const reader = createReader(vault.docs);
    assert.deepEqual(verdicts(reader, vault, 'Based on [Courses, Calendar]: Hive Handling takes up to eight people.'), { failed: [], warned: [] });
    assert.notDeepEqual(verdicts(reader, vault, 'Based on [Courses, Calendar]: Hive Handling takes up to six people.'), { failed: [], warned: [] });
    assert.notDeepEqual(verdicts(reader, vault, 'Based on [Rooms, Oak]: the Oak room holds 12 guests.'), { failed: [], warned: [] });
  });
  test('a header that only mentions software or a build is no version header: "Build time (hours)", "Software licence (£)"', () => {
    const vault = vaultOf({ 'Kits.md': '# Kits\n## Starter\n| Kit | Build time (hours) | Software licence (£) |\n|---|---|---|\n| Starter | 1.5 | 45.00 |' });
    const reader = createReader(vault.docs);
    assert.deepEqual(verdicts(reader, vault, 'Based on [Kits, Starter]: the Starter kit takes 1.5 hours to build and its software licence is £45.00.').failed, []);
  });
  test('a product\'s name before a number and a unit keeps the duration: "the Premium 5 year warranty"', () => {
    const vault = vaultOf({ 'Plans.md': '# Plans\n## Premium\nThe Premium plan includes a 3-year warranty.' });
    const reader = createReader(vault.docs);
    assert.deepEqual(verdicts(reader, vault, 'Based on [Plans, Premium]: it comes with the Premium 5 year warranty.').failed, ['5 year']);
  });
  test('one share is no whole: "the deposit is 25%, so you lose the remaining 75%" is not worked out', () => {
    const vault = vaultOf({ 'Terms.md': '# Terms\n## Cancelling\nThe deposit is 25%. Cancelling within 30 days loses 50% of the price.' });
    const reader = createReader(vault.docs);
    assert.ok(verdicts(reader, vault, 'Based on [Terms, Cancelling]: the deposit is 25%, so if you cancel within 30 days you lose the remaining 75%.').failed.includes('75%'));
  });
  test('a rate the vault does not state works out nothing: "at a rate of 1.2"', () => {
    const vault = vaultOf({ 'Prices.md': '# Prices\n## Yarn\nK3 yarn is £35.00 per kg. Euro prices use a fixed rate of 1.18.' });
    const reader = createReader(vault.docs);
    assert.deepEqual(verdicts(reader, vault, 'Based on [Prices, Yarn]: K3 is £35.00 per kg; at a rate of 1.2 that works out to €42.00 per kg.').failed, ['€42.00']);
  });
  test('a rate is not averaged by an "every" it is not said with', () => {
    const vault = vaultOf({ 'Plan.md': '# Plan\n## Boiler\nThe boiler is serviced every 12 months. The plan costs £15 a month.' });
    const reader = createReader(vault.docs);
    assert.ok(verdicts(reader, vault, 'Based on [Plan, Boiler]: it is serviced every 12 months; the plan costs £15 a month, which averages out at £1.25 a month.').failed.includes('£1.25 a month'));
  });
  test('a pronoun after a clause of its own carries no label: "If you upgrade, …, and it\'s free delivery over £30"', () => {
    const vault = vaultOf({ 'Tiers.md': '# Tiers\n## Delivery\n| Tier | Discount | Free delivery over |\n|---|---|---|\n| Tier 1 | 5% | £50 |\n| Tier 2 | 10% | £30 |' });
    const reader = createReader(vault.docs);
    assert.deepEqual(verdicts(reader, vault, "Based on [Tiers, Delivery]: Tier 1 members get 5% off. If you upgrade, you'll get 10% off and it's free delivery over £30.").failed, []);
  });
  test('"Under 12s" is an age band, no model', () => {
    const vault = vaultOf({ 'Pool.md': '# Pool\n## Prices\nChildren under 12 swim free at weekends.' });
    const reader = createReader(vault.docs);
    assert.deepEqual(verdicts(reader, vault, 'Based on [Pool, Prices]: at weekends, Under 12s swim free.').failed, []);
  });
});

describe('units written two ways, packs counted out, and a source named by its file', () => {
  const vault = vaultOf({
    'Weather_Minima.md': '# Weather Minima\n## Solo\n| Category | Max crosswind | Max surface wind |\n|---|---|---|\n| Circuit solo | 10 kt | 20 kt |',
    'Fuel.md': '# Fuel\n## Burn\nThe twin burns about 36 l/h for both engines together.',
    'Range.md': '# Range\n## Ciders\nKestle Dry is 6% ABV with under 5 g/L of residual sugar.',
    'Trade.md': '# Trade\n## Pallets\nA pallet of 750 ml bottles holds 80 cases of six. A pallet of cans holds 108 cases of 24 cans.',
  });
  const reader = createReader(vault.docs);
  const failed = (answer: string): string[] => verdicts(reader, vault, answer).failed;
  test('knots as "kt", a flow as litres an hour, a concentration as grams', () => {
    assert.deepEqual(failed('Based on [Weather Minima, Solo]: no more than 10 knots of crosswind and 20 knots of surface wind.'), []);
    assert.deepEqual(failed('Based on [Fuel, Burn]: it burns about 36 litres an hour for both engines together.'), []);
    assert.deepEqual(failed('Based on [Range, Ciders]: Kestle Dry is 6% ABV, with under 5 grams of residual sugar per litre.'), []);
    assert.deepEqual(failed('Based on [Weather Minima, Solo]: no more than 15 knots of crosswind.'), ['15 knots']);
  });
  test('packs times what each holds, when the reply says it counted', () => {
    assert.deepEqual(failed('Based on [Trade, Pallets]: 80 cases of six, so 480 bottles per pallet.'), []);
    assert.deepEqual(failed('Based on [Trade, Pallets]: 108 cases of 24 cans — I make that 2,592 cans per pallet.'), []);
    assert.deepEqual(failed('Based on [Trade, Pallets]: 108 cases of 24 cans — I make that 2,600 cans per pallet.'), ['2,600 cans']);
  });
  test('a document named by its file is a source cited, no name claimed', () => {
    assert.deepEqual(failed('Based on Fuel.md, Burn: it burns about 36 l/h.'), []);
  });
});

test('a table\'s unit said in the prose above it: "Times below are … in minutes", for sections that open with the table', () => {
  const vault = vaultOf({
    'Exams.md': '# Exams\n## Paper timings\nTimes below are the time allowed for each paper in minutes.\n### Certificate\n| Exam | Reading | Listening |\n|---|---|---|\n| C1 | 90 (Reading and Use of English) | 40 |\n| B2 | 75 | 30 |\n\nThe Speaking test lasts 20 minutes for a group of three.\n## Fees\nA remark costs £30.\n| Exam | Places |\n|---|---|\n| C1 | 40 |',
  });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Exams, Certificate]: you get an hour and a half for C1 Reading and 40 minutes for Listening.'), { failed: [], warned: [] });
  assert.deepEqual(verdicts(reader, vault, 'Based on [Exams, Certificate]: you get two hours for C1 Reading.').failed, ['two hours']);
});

test('a unit the note above a table names, read from the words after "in": "All concentrations are in µg/m³", for a range in a cell too', () => {
  const vault = vaultOf({
    'Air.md': '# Air\n## Bands\nAll concentrations are in µg/m³. PM10 uses a rolling 24-hour mean.\n| Band | PM10 (24-hour) |\n|---|---|\n| Band 6 | 59–66 |\n| Band 10 | 101 or more |',
  });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Air, Bands]: Band 6 covers a 24-hour PM10 mean of 59 to 66 µg/m³, and Band 10 starts at 101 µg/m³.'), { failed: [], warned: [] });
  assert.deepEqual(verdicts(reader, vault, 'Based on [Air, Bands]: Band 10 starts at 101 mg/m³.').failed, ['101 mg/m3']);
});

test('a value in brackets after a name is that name\'s: "Greyfriars (1.4 m), Hallow Weir (1.5 m)", whatever passage names them all', () => {
  const vault = vaultOf({
    'Locks.md': '# Locks\n## Limits\n| Lock | Name | Max beam | Max draught |\n|---|---|---|---|\n| Lock 2 | Hallow Weir Lock | 5.5 m | 1.5 m |\n| Lock 4 | Greyfriars Lock | 5.2 m | 1.4 m |\n| Lock 7 | Coldharbour Lock | 5.0 m | 1.8 m |\n\nBoats wider than 2.1 m can cruise from Hallow Weir to Greyfriars, or from Coldharbour to Tollgate.',
  });
  const failed = failedIn(vault);
  assert.deepEqual(failed('Based on [Locks, Limits]: Greyfriars (1.4 m), Hallow Weir (1.5 m) and Coldharbour (1.8 m) would take it.'), []);
  assert.deepEqual(failed('Based on [Locks, Limits]: Greyfriars (1.4 m), Hallow Weir (1.9 m) and Coldharbour (1.8 m) would take it.'), ['1.9 m']);
});

test('a note names a unit only where "in" ends its clause with a unit of measure: not "open in June", not "in second place"', () => {
  for (const note of ['Bookings for the autumn term open in June.', 'Ann finished in second place.']) {
    const vault = vaultOf({ 'Rooms.md': `# Rooms\n## Sizes\n${note}\n| Room | Size |\n|---|---|\n| Oak | 12 |` });
    assert.deepEqual(verdicts(createReader(vault.docs), vault, 'Based on [Rooms, Sizes]: the Oak Room can be booked from 12 June.').failed, ['12 June'], note);
  }
});

test('"says nothing about" denies only what its "about" governs: "…nothing about parking and the deposit is £100" states £100', () => {
  const vault = vaultOf({ 'Fees.md': '# Fees\n## Deposit\nThe deposit is £50 for every booking.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Fees, Deposit]: The guide says nothing about parking and the deposit for a weekend session is £100.').failed, ['£100']);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Fees, Deposit]: The guide says nothing about a parking permit or a £100 weekend deposit; the deposit is £50.').failed, []);
});

test('a count under a header "… per year" is how often: "Exceedances allowed per year: 18" is eighteen times a year', () => {
  const vault = vaultOf({ 'Limits.md': '# Limits\n## Legal limits\n| Pollutant | Limit | Exceedances allowed per year |\n|---|---|---|\n| SO2 | 350 µg/m³ | 24 |\n| NO2 | 200 µg/m³ | 18 |' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Limits, Legal limits]: the NO2 limit of 200 µg/m³ may be exceeded up to eighteen times a year.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Limits, Legal limits]: the NO2 limit of 200 µg/m³ may be exceeded up to twenty times a year.').failed, ['twenty times a year']);
  // …not a price: "Price per month: 25" is no 25 visits a month.
  const plans = vaultOf({ 'Plans.md': '# Plans\n## Prices\n| Plan | Price per month |\n|---|---|\n| Basic | 25 |' });
  assert.deepEqual(verdicts(createReader(plans.docs), plans, 'Based on [Plans, Prices]: Basic members can visit up to 25 times a month.').failed, ['25 times a month']);
});

test('a round trip is twice one way: "£85 each way, so £170 for the round trip"', () => {
  const vault = vaultOf({ 'Courier.md': '# Courier\n## Tiers\nTier 2 is a shared shuttle at £85 each way.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Courier, Tiers]: Tier 2 is £85 each way, so £170 for the round trip.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Courier, Tiers]: Tier 2 is £85 each way, so £180 for the round trip.').failed, ['£180']);
});

test('"i.e." and "Dr." end no sentence: "half of £38, i.e. £19" is worked out', () => {
  const vault = vaultOf({ 'Fees.md': '# Fees\n## Cancelling\nCancelling with 24 to 48 hours notice costs half the lesson price. A standard lesson costs £38.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Fees, Cancelling]: that costs half of £38, i.e. £19.').failed, []);
});

test('"16 hours a day" is worked out from 06:00–22:00 when the reply says it did', () => {
  const vault = vaultOf({ 'Gates.md': '# Gate Hours\n## Gates\nGate 1 is open 06:00–22:00, Monday to Friday.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Gate Hours, Gates]: Gate 1 runs 06:00–22:00 Monday to Friday, which works out to 16 hours a day.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Gate Hours, Gates]: Gate 1 runs 06:00–22:00 Monday to Friday, which works out to 14 hours a day.').failed, ['14 hours a day']);
});

test('a product\'s version is its version: "v3.1" where the vault names "SnowNet 3.1"', () => {
  const vault = vaultOf({ 'Snow.md': '# Snowmaking\n## Control\nThe SnowNet 3.1 control system reads sixteen weather stations.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Snowmaking, Control]: the SnowNet control system, v3.1, reads sixteen weather stations.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Snowmaking, Control]: the SnowNet control system, v3.2, reads sixteen weather stations.').failed, ['v3.2']);
});

test('the user\'s figure weighed against the rule in another clause is their case, after a yes too', () => {
  const vault = vaultOf({ 'Gates.md': '# Gate Hours\n## Slots\nTrucks may arrive up to 15 minutes before the slot starts and no later than 30 minutes after it ends.' });
  const reader = createReader(vault.docs);
  const answer = 'Based on [Gate Hours, Slots]: Yes. Trucks may arrive up to half an hour after the slot ends, so 20 minutes late is within the tolerance.';
  assert.deepEqual(verdicts(reader, vault, answer, 'My driver will be 20 minutes late. Is that OK?').failed, []);
});

test('a reply read against questions in other words but the same ones is read once; a question stating its value is another reading', () => {
  const vault = vaultOf({ 'Backups.md': '# Backups\n## Retention\nBackups are kept for 35 days.' });
  const reader = createReader(vault.docs);
  const ground = (question: string) => reader.ground({ text: 'Backups are kept for 35 days.', question, cited: new Set() })!;
  const first = ground('How long are backups kept? (case 1)');
  assert.equal(ground('How long are backups kept? (case 2)'), first);
  const echoed = ground('Are backups kept for 35 days?');
  assert.notEqual(echoed, first);
  assert.equal(echoed.specifics[0]!.stance, 'echoed');
  assert.equal(first.specifics[0]!.stance, 'asserted');
});

test('a source cited inline, or by a title that holds commas, is cited', () => {
  const vault = vaultOf({
    'admission.md': '# Tickets, Prices and Refunds\n## Group rates\nGroups of 10 to 24 pay £11.50 each.',
    'visits.md': '# School Visits\n## Ratios\nKS2 needs 1 adult per 10 pupils.',
  });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [School Visits, Ratios] and [Tickets, Prices and Refunds, Group rates]: extra adults pay £11.50 each.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [School Visits, Ratios]: extra adults pay £11.50 each [Tickets, Prices and Refunds, Group rates].').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [School Visits, Ratios]: extra adults pay £11.50 each.').failed, ['£11.50']);
});

test('an address or code is in the vault only whole: not as the tail of a longer one', () => {
  const vault = vaultOf({ 'Contacts.md': '# Contacts\n## Quality\nWrite to bloodsciences.quality@vale.nhs.uk about control A.8.1.1.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Contacts, Quality]: write to quality@vale.nhs.uk.').failed, ['quality@vale.nhs.uk']);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Contacts, Quality]: write to bloodsciences.quality@vale.nhs.uk about A.8.1.1.').failed, []);
});

describe('a table row is named by its first cell: a value taken from another row is contradicted', () => {
  const vault = vaultOf({
    'Discounts.md':
      '# Discounts\n## No-claims discount\n| Claim-free years | Discount |\n|---|---|\n| 3 | 25% |\n| 4 | 30% |\n| 5 or more | 40% |\n## Boosters\n| Booster | Extra data | Price |\n|---|---|---|\n| Booster S | 500 MB | £3.00 |\n| Booster L | 15 GB | £10.00 |\n## Fares\n| Route | Adult | Bicycle |\n|---|---|---|\n| Route 1 Harbour – Point | £12.00 | £3.00 |\n| Route 2 Dunmallow – Orrin | £14.60 | £4.50 |',
  });
  const reader = createReader(vault.docs);
  const cite = 'Based on [Discounts, No-claims discount]: ';
  test('the row the claim names states another value in that column', () => {
    const v = verdicts(reader, vault, `${cite}With 3 claim-free years your discount is 30%.`);
    assert.deepEqual(v.failed, ['30%']);
  });
  test('the row it names states it', () => assert.deepEqual(verdicts(reader, vault, `${cite}With 4 claim-free years your discount is 30%.`).failed, []));
  test('a row named by its words: the value is said with "Route 2" only', () => {
    assert.deepEqual(verdicts(reader, vault, 'Based on [Discounts, Fares]: a bicycle is £3.00 on Route 1, and £4.50 on Route 2 (Dunmallow – Orrin).').failed, []);
    assert.deepEqual(verdicts(reader, vault, 'Based on [Discounts, Fares]: on the Dunmallow – Orrin route a bicycle is £3.00.').failed, ['£3.00']);
  });
  test('a name or code in a row the claim does not name, while it names another row, is contradicted', () => {
    const staff = vaultOf({ 'Team.md': '# Team\n## Fleet\n| Instructor | Car |\n|---|---|\n| Hannah Okafor | Volkswagen Polo Life |\n| Tomasz Nowak | Toyota Yaris Hybrid |' });
    const r = createReader(staff.docs);
    assert.deepEqual(verdicts(r, staff, 'Based on [Team, Fleet]: Hannah Okafor drives the Toyota Yaris Hybrid.').failed, ['Toyota Yaris Hybrid']);
    assert.deepEqual(verdicts(r, staff, 'Based on [Team, Fleet]: Tomasz Nowak drives the Toyota Yaris Hybrid, and Hannah Okafor the Volkswagen Polo Life.').failed, []);
  });
  test('a value only in other rows is contradicted by the named row however few words the claim shares with it', () => {
    const spirits = vaultOf({ 'Prices.md': '# Price List\n## Spirits\n| Code | Spirit | ABV |\n|---|---|---|\n| SP-2010 | London Dry Gin | 41.5% |\n| SP-2105 | Single Malt Whisky 12 Year Old | 43% |' });
    const r = createReader(spirits.docs);
    assert.deepEqual(verdicts(r, spirits, 'Based on [Price List, Spirits]: the 12 Year Old (SP-2105) is bottled at 41.5%.').failed, ['41.5%']);
    assert.deepEqual(verdicts(r, spirits, 'Based on [Price List, Spirits]: the London Dry Gin (SP-2010) is bottled at 41.5%.').failed, []);
  });
  test('a table none of whose rows the claim names is about something else: the named row of another table decides', async () => {
    // A costume-hire vault written apart: £45 is a ballgown's cleaning, Tier 2's weekly rate and Zone 2's courier fee, whose
    // table the claim names no row of.
    const hire = await loadVault(fromRoot('test', 'fixtures', 'grounding', 'written-apart', 'theatre-costume-hire', 'vault'));
    const r = createReader(hire.docs);
    const cite = 'Based on [Cleaning, Loss and Damage, Cleaning Charges]: ';
    assert.deepEqual(verdicts(r, hire, `${cite}Archive Collection garments are charged £45 each for cleaning and are cleaned only by Heritage Textile Care of Bath.`).failed, ['£45']);
    assert.deepEqual(verdicts(r, hire, `${cite}a ballgown or crinoline is charged £45 for cleaning.`).failed, []);
    // …but only where the row it names holds more of the claim than that table does: training is priced in its own table.
    const gym = vaultOf({ 'Gym.md': '# Riverside Gym\n## Prices\n### Membership\n| Plan | Monthly fee |\n|---|---|\n| Off-peak | £25 |\n| Standard | £35 |\n\n### Personal training\n| Session | Price |\n|---|---|\n| 30-minute session | £25 |\n| 60-minute session | £40 |' });
    assert.deepEqual(verdicts(createReader(gym.docs), gym, 'Based on [Riverside Gym, Prices]: on the Standard plan, personal training starts from £25 a session.').failed, []);
  });
  test("a period's possessive is a period only before what lasts that long: a day's hire is priced by the day", () => {
    const hire = vaultOf({ 'Hire.md': '# Tool Hire\n## Prices\nA cement mixer costs £30 per day or £90 per week. Give a fortnight of notice to cancel a long hire.' });
    const r = createReader(hire.docs);
    assert.deepEqual(verdicts(r, hire, "Based on [Tool Hire, Prices]: a day's hire of a cement mixer costs £30, and a week's hire costs £90.").failed, []);
    assert.deepEqual(verdicts(r, hire, "Based on [Tool Hire, Prices]: cancel a long hire with a month's notice.").failed, ["a month's"]);
  });
  test('a weekday names no row: "Monday" is no "Easter Monday"', () => {
    const holidays = vaultOf({ 'Calendar.md': '# Calendar\n## Bank holidays\n| Holiday | Date |\n|---|---|\n| Easter Monday | 21 April 2025 |\n| Summer bank holiday | 25 August 2025 |' });
    assert.deepEqual(verdicts(createReader(holidays.docs), holidays, 'Based on [Calendar, Bank holidays]: counting from Monday 25 August, the collections move.').failed, []);
  });
  test('in a row with one value, naming the row names its cell, whatever prose shares more words', () => {
    const cranes = vaultOf({ 'Fleet.md': '# Fleet\n## Tallis AT-35\nThe AT-35 has a 30.4 m main boom. It travels at 24 t gross and carries all of its counterweight.\n\n| Radius | Capacity |\n|---|---|\n| 3 m | 35 t |\n| 5 m | 24.5 t |\n| 10 m | 11.2 t |\n| 15 m | 6.4 t |' });
    const r = createReader(cranes.docs);
    const question = 'What can the AT-35 lift at 10 metres?';
    assert.deepEqual(verdicts(r, cranes, 'Based on [Fleet, Tallis AT-35]: 11,200 kg at 10 m radius, gross — you deduct the hook block.', question), { failed: [], warned: [] });
    assert.deepEqual(verdicts(r, cranes, 'Based on [Fleet, Tallis AT-35]: 24.5 t at 10 m radius, gross — you deduct the hook block.', question).failed, ['24.5 t']);
  });
  test('no possessive "s" names Booster S, and rows named in other sentences do not count', () => {
    assert.deepEqual(verdicts(reader, vault, "Based on [Discounts, Boosters]: Did you mean Booster L? That's the biggest one: 15 GB for £10.00.").failed, []);
  });
});

describe('a row named by a range, by its column, or as its sentence\'s subject', () => {
  const vault = vaultOf({
    'Kiln.md': '# Kiln Schedules\n## Thick Work\n| Maximum wall thickness | Soak time |\n|---|---|\n| Up to 6 mm | 1 hour |\n| 6 to 12 mm | 2 hours |\n| 12 to 25 mm | 4 hours |\n| Over 25 mm | By arrangement |',
    'Fees.md': '# Licence Fees\n## Annual Fee\n| Band | Turnover | Annual licence fee |\n|---|---|---|\n| Band 3 | £100,001 to £500,000 | £1,140 |\n| Band 4 | £500,001 to £2,000,000 | £1,980 |\n## Lots\n| Lot | Bag weight |\n|---|---|\n| GTM-2415 | 69 kg |\n| ETH-1101 | 60 kg |\n| KEN-0907 | 70 kg |',
    'Parking.md': '# Parking\n## Infirmary\n| Length of stay | P1 | P2 |\n|---|---|---|\n| Up to 1 hour | £2.50 | £3.00 |\n| 4 to 24 hours | £9.00 | Not available |\n## Calder Bridge\nP5 has two bands: £1.50 for up to 4 hours and £3.00 for more than 4 hours, up to 24 hours.',
    'Store.md': '# Store\n## Zones\n| Zone | Relative humidity |\n|---|---|\n| Zone B2 | 45% ± 5% |',
  });
  const read = failedIn(vault);
  test('a range names the row that has both its ends, not a row that shares one', () => {
    assert.deepEqual(read('Based on [Kiln Schedules, Thick Work]: walls of 12 to 25 mm get a 2-hour soak.'), ['2-hour']);
    assert.deepEqual(read('Based on [Kiln Schedules, Thick Work]: walls of 12 to 25 mm get a 4-hour soak.'), []);
    assert.deepEqual(read('Based on [Kiln Schedules, Thick Work]: walls of 6 to 12 mm get a 2-hour soak.'), []);
  });
  test('the row its sentence opens with, where the value\'s own clause names only the column', () => {
    assert.deepEqual(read('Based on [Licence Fees, Annual Fee]: Band 3 covers turnover of £100,001 to £500,000 and the annual licence fee is £1,980.'), ['£1,980']);
    assert.deepEqual(read('Based on [Licence Fees, Annual Fee]: Band 3 covers turnover of £100,001 to £500,000 and the annual licence fee is £1,140.'), []);
    // …not past a turn to another subject, or a clause of its own.
    assert.deepEqual(read('Based on [Licence Fees, Lots]: GTM-2415 came in bags of 69 kg, while the other lots came in 60 kg or 70 kg bags.'), []);
    assert.deepEqual(read('Based on [Licence Fees, Annual Fee]: Band 3 tops out at £500,000 of turnover, but beyond that the annual licence fee is £1,980.'), []);
    assert.deepEqual(read('Based on [Licence Fees, Annual Fee]: Band 3 covers turnover up to £500,000; over £500,000 the annual licence fee is £1,980.'), []);
  });
  test('a column of a series the claim names another of is not the claim\'s', () => {
    assert.deepEqual(read('Based on [Parking, Calder Bridge]: P5 costs £1.50 for up to four hours, or £3 for longer stays up to 24 hours.'), []);
  });
  test('a row whose first cell is a letter of a series is named by its next cell\'s words, not its values', () => {
    const bands = vaultOf({ 'Charges.md': '# Charges\n## Call-out\n| Band | Name | Call-out charge |\n|---|---|---|\n| Band A | Daytime | £69 |\n| Band C | Night | £145 |\n| Band E | Bank holiday (nights stay Band C) | £165 |\n## Grace\n| Categories | Grace period |\n|---|---|\n| Categories A to E | 1 hour |\n| Categories F and G | 30 minutes |' });
    const r = failedIn(bands);
    assert.deepEqual(r('Based on [Charges, Call-out]: the night call-out charge is £165.'), ['£165']);
    assert.deepEqual(r('Based on [Charges, Call-out]: the night call-out charge is £145.'), []);
    assert.deepEqual(r('Based on [Charges, Grace]: categories F and G get 30 minutes before a late fee.'), []);
  });
  test('a "not" said of a list of values denies every one of them', () => {
    assert.deepEqual(read('Based on [Parking, Infirmary]: up to an hour in P1 is £2.50, not £3.00, £9.00 or £1.50.'), []);
  });
  test('a percentage\'s tolerance in points gives both ends', () => {
    assert.deepEqual(read('Based on [Store, Zones]: Zone B2 is kept at 40 to 50% relative humidity.'), []);
    assert.deepEqual(read('Based on [Store, Zones]: Zone B2 is kept at 40 to 55% relative humidity.'), ['55%']);
  });
});

describe('labels and units the sets of 2026-11-27 needed', () => {
  const vault = vaultOf({
    'Service.md':
      '# Service\n## Severity\nSeverity 1 tickets are answered within 15 minutes. Typical latency between regions is around 160 ms.\n## Ports\n| Instance | Public port |\n|---|---|\n| g1 | 10 Gbps |\n## Classes\n| Class | Project type | Fee |\n|---|---|---|\n| A | Householder | £258 |\n| C | Two to nine new dwellings | £578 per dwelling |\n## Inspections\nStage 2 covers the foundations. Stage 3 covers the drains, before trenches are backfilled.\n## Tickets\nConcessions (under 18s) pay £6.',
  });
  const reader = createReader(vault.docs);
  const cite = 'Based on [Service, Severity]: ';
  test('"Sev 1" is "Severity 1", "160 milliseconds" is 160 ms, "10 Gbit/s" is 10 Gbps', () => {
    assert.deepEqual(verdicts(reader, vault, `${cite}Sev 1 tickets are answered within 15 minutes; latency is around 160 milliseconds; a g1 has a 10 Gbit/s public port.`), { failed: [], warned: [] });
  });
  test('a letter under a label-word header is that label: "Class: C" states Class C', () => {
    assert.deepEqual(verdicts(reader, vault, 'Based on [Service, Classes]: a block of new dwellings falls in Class C, at £578 per dwelling.').failed, []);
  });
  test('one sentence giving each label its value says which is whose: the claimed value under another label is no support', () => {
    const grades = vaultOf({ 'Grades.md': '# Grades\n## Naming\nThe digits count the nines. Grade 5.0 therefore means 99.999% pure, and Grade 4.8 means 99.998% pure.' });
    const r = createReader(grades.docs);
    assert.deepEqual(verdicts(r, grades, 'Based on [Grades, Naming]: Grade 4.8 means 99.999% pure.').failed, ['99.999%']);
    assert.deepEqual(verdicts(r, grades, 'Based on [Grades, Naming]: Grade 4.8 means 99.998% pure.').failed, []);
  });
  test('a number with a decimal point under a label-word header is that label too: "Grade: 2.5" states Grade 2.5', () => {
    const gases = vaultOf({ 'Gases.md': '# Gases\n## Industrial\n| Gas | Grade | Minimum purity |\n|---|---|---|\n| Oxygen | 2.5 | 99.5% |\n| Nitrogen | 4.8 | 99.998% |' });
    const r = createReader(gases.docs);
    assert.deepEqual(verdicts(r, gases, 'Based on [Gases, Industrial]: industrial oxygen is Grade 2.5, at least 99.5% pure.').failed, []);
    assert.deepEqual(verdicts(r, gases, 'Based on [Gases, Industrial]: industrial oxygen is Grade 3.5, at least 99.5% pure.').failed, ['Grade 3.5']);
  });
  test('an age band is no code: "under 18s"', () => assert.deepEqual(verdicts(reader, vault, 'Based on [Service, Tickets]: under 18s pay £6.').failed, []));
  test('a label said of what the vault says of another of its series is contradicted, unless the sentence denies or weighs', () => {
    assert.deepEqual(verdicts(reader, vault, 'Based on [Service, Inspections]: Stage 2 covers the drains, before the trenches are backfilled.').failed, ['Stage 2']);
    assert.deepEqual(verdicts(reader, vault, 'Based on [Service, Inspections]: Stage 2 does not cover the drains.').failed, []);
    assert.deepEqual(verdicts(reader, vault, 'Based on [Service, Inspections]: Stage 3 covers the drains, and Stage 2 the foundations.').failed, []);
  });
});

test('a version under a "Version" column, in a row that states another value of the sentence, is stated', () => {
  const vault = vaultOf({ 'Appeals.md': '# Appeals\n## Version history\n| Version | Issued |\n|---|---|\n| 3.0 | 2 September 2024 |\n| 3.1 | 14 January 2025 |' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Appeals, Version history]: it replaced version 3.0 from 2 Sep 2024.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Appeals, Version history]: it replaced version 2.0 from 2 Sep 2024.').failed, ['version 2.0']);
});

test('a limit the vault states is no rival to a value inside it, but still to a limit claimed otherwise', () => {
  const vault = vaultOf({ 'SLA.md': '# Service Level Agreement\n## Service credits\nCredits for one month never exceed 50% of that month\'s charge for the affected service.\n## Refunds\nRefunds are paid within 10 working days.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, "Based on [Service Level Agreement, Service credits]: for your outage the credit would be 10% of that month's charge for the service.").failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Service Level Agreement, Refunds]: refunds are paid within 5 working days.').failed, ['5 working days']);
});

test('a price per unit of a measure, times the measure the reply says, is worked out: "45p per mile, 120 miles comes to £54"', () => {
  const vault = vaultOf({ 'Expenses.md': '# Expenses\n## Mileage\nMileage is paid at 45p per mile. The area covered is about 640 square kilometres.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Expenses, Mileage]: at 45p per mile, 120 miles comes to £54.', 'I drove 120 miles, what can I claim?').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Expenses, Mileage]: we cover about 640 km² of hills.').failed, []);
});

test('a code written in groups with its prefix ("GB 318 4420 67") is the code written together', () => {
  const vault = vaultOf({ 'Duty.md': '# Duty\n## Registrations\nOur VAT number is GB 318 4420 67.' });
  assert.deepEqual(verdicts(createReader(vault.docs), vault, 'Based on [Duty, Registrations]: our VAT registration number is GB318442067.').failed, []);
});

test('an e-mail address said of another contact point\'s purpose is contradicted', () => {
  const vault = vaultOf({ 'Contacts.md': '# Contacts\n## Mailboxes\n| Purpose | Address |\n|---|---|\n| Abuse reports (spam, attacks) | abuse@example.cloud |\n| Security vulnerabilities found by researchers | security@example.cloud |' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Contacts, Mailboxes]: send abuse reports about spam or attacks to security@example.cloud.').failed, ['security@example.cloud']);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Contacts, Mailboxes]: send abuse reports about spam or attacks to abuse@example.cloud.').failed, []);
});

test('a count of what a table lists, one row each, is stated by the table: "four teams"', () => {
  const vault = vaultOf({ 'Teams.md': '# Teams\n## Teams and callsigns\n| Team | Callsign |\n|---|---|\n| Team Alpha | Corrach 1 |\n| Team Bravo | Corrach 2 |\n| Team Charlie | Corrach 3 |\n| Team Delta | Corrach 4 |' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Teams, Teams and callsigns]: the directory lists four teams.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Teams, Teams and callsigns]: the directory lists five teams.').failed, ['five teams']);
});

test('dates worked out by months: a review every two years from a signing, the 22nd of the month after', () => {
  const vault = vaultOf({ 'Terms.md': '# Terms\n## Agreement\nThe agreement was signed on 12 March 2023 and is reviewed every 2 years.\n## Pensions\nContributions must reach the provider by the 22nd of the month after they were deducted.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Terms, Agreement]: it was signed on 12/03/2023 and is reviewed every two years, so the first review fell due in March 2025.').failed, []);
  const asked = 'Contributions were deducted in our May payroll. When are they due?';
  assert.deepEqual(verdicts(reader, vault, 'Based on [Terms, Pensions]: by the 22nd of the month after, so deductions made in May are paid over by 22 June.', asked).failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Terms, Pensions]: by the 22nd of the month after, so deductions made in May are paid over by 22 August.', asked).failed, ['22 August']);
});

test('an age is a value: "from the age of 16" against "from the age of 17"; a vault writes ages bare in ranges', () => {
  const vault = vaultOf({ 'Rules.md': '# Rules\n## Ages\nYou can start lessons on public roads from the age of 17.\n## Tickets\n| Ticket | Price |\n|---|---|\n| Adult (18 to 64) | £14.50 |' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Rules, Ages]: you can start lessons on public roads from the age of 16.').failed, ['16']);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Rules, Tickets]: an adult ticket (ages 18 to 64) is £14.50.').failed, []);
});

test('a reply\'s Markdown table is read as the vault\'s rows are: a bare number under "Desks" is a count of desks', () => {
  const vault = vaultOf({ 'Sites.md': '# Sites\n## Our sites\n| Site | Desks |\n|---|---|\n| Quayside | 160 |\n| Millbrook | 75 |' });
  const reader = createReader(vault.docs);
  const reply = (n: number): string => `Based on [Sites, Our sites]:\n\n| Site | Desks |\n|---|---|\n| Quayside | ${n} |\n| Millbrook | 75 |`;
  assert.deepEqual(verdicts(reader, vault, reply(160)), { failed: [], warned: [] });
  assert.deepEqual(verdicts(reader, vault, reply(200)).failed, ['200']);
});

describe('names the user brought in', () => {
  const vault = vaultOf({ 'Pay.md': '# Paying\n## Online\nOnline you can pay by Visa, Mastercard or Apple Pay. Student belongings in term-time homes are covered up to £3,000.\n## Partners\nOur helpline is run for us by Bramwell Assistance, who send engineers to homes across the county.' });
  const reader = createReader(vault.docs);
  test('a name the reply says yes to is the reply\'s claim: "Can I pay with PayPal?" "Yes, … PayPal"', () => {
    assert.deepEqual(verdicts(reader, vault, 'Based on [Paying, Online]: Yes, online you can pay with PayPal as well as Visa.', 'Can I pay with PayPal online?').failed, ['PayPal']);
  });
  test('a name from the user\'s own circumstance, given back, is context', () => {
    assert.deepEqual(verdicts(reader, vault, 'Based on [Paying, Online]: Yes. Student belongings in term-time homes are covered up to £3,000, so her room in Leeds counts.', "My daughter's at uni in Leeds — are her things covered?").failed, []);
  });
  test('a word the vault writes shorter is no form of it unless only an ending is added: "homes" is no "homeserve"', () => {
    assert.deepEqual(verdicts(reader, vault, 'Based on [Paying, Partners]: the helpline is run for us by homeserve.').failed, ['homeserve']);
  });
});

describe('what the review of 2026-11-27 found, each with the right verdict', () => {
  const ncd = vaultOf({ 'Discounts.md': '# Discounts\n## NCD\n| Claim-free years | Discount |\n|---|---|\n| 1 | 10% |\n| 2 | 20% |\n| 3 | 25% |\n| 4 | 30% |\n| 5 or more | 40% |\n## Plans\n| Plan | Price | Speed |\n|---|---|---|\n| Basic | £22 | 100 Mbps |\n| Fibre | £35 | 900 Mbps |' });
  const r = createReader(ncd.docs);
  test('a relative span ("one more year", "each year") or another clause names no row', () => {
    assert.deepEqual(verdicts(r, ncd, 'Based on [Discounts, NCD]: You have 3 claim-free years now, so 25%; one more year gets you 30%.').failed, []);
    assert.deepEqual(verdicts(r, ncd, 'Based on [Discounts, NCD]: With 2 claim-free years you get 20%, and it keeps rising each year up to 40%.').failed, []);
    assert.deepEqual(verdicts(r, ncd, 'Based on [Discounts, Plans]: You are on Basic at £22 a month; upgrading gets you 900 Mbps.').failed, []);
  });
  test('a name in a supposition or another clause relates no row', () => {
    const fleet = vaultOf({ 'Team.md': '# Team\n## Fleet\n| Instructor | Car |\n|---|---|\n| Hannah Okafor | Volkswagen Polo Life |\n| Tomasz Nowak | Toyota Yaris Hybrid |' });
    const f = createReader(fleet.docs);
    assert.deepEqual(verdicts(f, fleet, 'Based on [Team, Fleet]: Hannah Okafor teaches in a Volkswagen Polo Life; for a hybrid, the Toyota Yaris Hybrid is the one to ask for.').failed, []);
    assert.deepEqual(verdicts(f, fleet, 'Based on [Team, Fleet]: If you would rather learn in the Toyota Yaris Hybrid than with Hannah Okafor, ask to switch.').failed, []);
  });
  test('a reply that copies the vault\'s table under a label header is faithful', () => {
    const sla = vaultOf({ 'SLA.md': '# SLA\n## Response\n| Priority | Response |\n|---|---|\n| 1 | 15 minutes |\n| 2 | 1 hour |' });
    assert.deepEqual(verdicts(createReader(sla.docs), sla, 'Based on [SLA, Response]:\n\n| Priority | Response |\n|---|---|\n| 1 | 15 minutes |\n| 2 | 1 hour |').failed, []);
  });
  test('an age inside a vault\'s range, or written otherwise there, is not failed', () => {
    const club = vaultOf({ 'Club.md': '# Club\n## Juniors\nJunior membership is for ages 5 to 15.\n## Seniors\nThe senior squad is for 17-year-olds and over.' });
    const c = createReader(club.docs);
    assert.deepEqual(verdicts(c, club, 'Based on [Club, Juniors]: a child aged 10 can join as a junior.').failed, []);
    assert.deepEqual(verdicts(c, club, 'Based on [Club, Seniors]: the senior squad is open from the age of 17.').failed, []);
  });
  test('a count of a table\'s rows never overrides a cited passage that states another count', () => {
    const rota = vaultOf({ 'Rota.md': '# Rota\n## Weekends\nFive teams are on call at weekends.', 'Teams.md': '# Teams\n## List\n| Team | Base |\n|---|---|\n| Team A | 1 |\n| Team B | 2 |\n| Team C | 3 |\n| Team D | 4 |' });
    assert.deepEqual(verdicts(createReader(rota.docs), rota, 'Based on [Rota, Weekends]: four teams are on call at weekends.').failed, ['four teams']);
  });
  test('month arithmetic counts forward only', () => {
    const terms = vaultOf({ 'Terms.md': '# Terms\n## Agreement\nThe agreement was signed on 12 March 2023 and is reviewed every 2 years.' });
    const t = createReader(terms.docs);
    assert.deepEqual(verdicts(t, terms, 'Based on [Terms, Agreement]: it was signed on 12/03/2023 and is reviewed every two years, so the first review fell due in March 2021.').failed, ['March 2021']);
    assert.deepEqual(verdicts(t, terms, 'Based on [Terms, Agreement]: it was signed on 12/03/2023 and is reviewed every two years, so the first review fell due in February 2025.').failed, ['February 2025']);
  });
  test('the day before a named day, and the nearest weekday before or after a date, are worked out and checked', () => {
    const kiln = vaultOf({ 'Kiln.md': '# Kiln\n## Firings\nFirings are loaded on Tuesdays and Fridays. Work must be dropped off by 16:00 the day before loading.\n## Shows\nThe Winter Market runs from Saturday 29 November to 21 December 2025.' });
    const k = createReader(kiln.docs);
    assert.deepEqual(verdicts(k, kiln, 'Based on [Kiln, Firings]: drop it off by 16:00 the day before loading, so for a Friday load that means by 4 pm on Thursday.').failed, []);
    assert.deepEqual(verdicts(k, kiln, 'Based on [Kiln, Shows]: the Winter Market opens on Saturday 29 November 2025, so its preview is the Friday before, 28 November 2025.').failed, []);
    // Not the nearest Friday before, nor a Friday at all.
    assert.deepEqual(verdicts(k, kiln, 'Based on [Kiln, Shows]: the Winter Market opens on Saturday 29 November 2025, so its preview is the Friday before, 21 November 2025.').failed, ['21 November 2025']);
    assert.deepEqual(verdicts(k, kiln, 'Based on [Kiln, Shows]: the Winter Market opens on Saturday 29 November 2025, so its preview is the Friday before, 27 November 2025.').failed, ['27 November 2025']);
    const pallets = vaultOf({ 'Yard.md': '# Yard\n## Loading\nPallets must be dropped off two days before loading. Loading is on Fridays and Tuesdays.' });
    assert.deepEqual(verdicts(createReader(pallets.docs), pallets, 'Based on [Yard, Loading]: drop off the day before loading, so for a Friday load by Thursday.'), { failed: [], warned: ['Thursday'] });
  });
  test('years between two years, and an amount taken twice as "the same", are worked out and checked', () => {
    const fleet = vaultOf({ 'Fleet.md': '# Fleet\n## Merlin Star\nMerlin Star was built in 2011 and refitted in 2023.\n## Fees\nMobilisation over 150 nm is £16,500. Demobilisation is charged at the mobilisation rate.' });
    const r = createReader(fleet.docs);
    assert.deepEqual(verdicts(r, fleet, 'Based on [Fleet, Merlin Star]: she was built in 2011 and refitted in 2023, twelve years later.').failed, []);
    assert.deepEqual(verdicts(r, fleet, 'Based on [Fleet, Merlin Star]: she was built in 2011 and refitted in 2023, ten years later.').failed, ['ten years']);
    assert.deepEqual(verdicts(r, fleet, 'Based on [Fleet, Fees]: mobilisation over 150 nm is £16,500, and demobilisation is the same, so £33,000 in total.').failed, []);
    assert.deepEqual(verdicts(r, fleet, 'Based on [Fleet, Fees]: mobilisation over 150 nm is £16,500, and demobilisation is the same, so £35,000 in total.').failed, ['£35,000']);
    // The premise is the reply's word: where the vault says otherwise, the worked-out value is a doubt, not a pass.
    const fees = vaultOf({ 'Fees.md': '# Fees\n## Vessels\nMobilisation is £16,500. Demobilisation is £12,000.' });
    assert.deepEqual(verdicts(createReader(fees.docs), fees, 'Based on [Fees, Vessels]: mobilisation is £16,500 and demobilisation is the same, so £33,000 in total.'), { failed: [], warned: ['£33,000'] });
  });
  test('a clause copied word for word from the vault with only its value changed is contradicted, though its passage states both values', () => {
    const life = vaultOf({ 'Life.md': '# Lifecycle\n## Phases\nMainstream Support lasts 3 years from GA, and Extended Support lasts 2 years after Mainstream Support ends.' });
    const r = createReader(life.docs);
    assert.deepEqual(verdicts(r, life, 'Based on [Lifecycle, Phases]: Mainstream Support lasts 2 years from GA, followed by Extended Support.').failed, ['2 years']);
    assert.deepEqual(verdicts(r, life, 'Based on [Lifecycle, Phases]: Extended Support lasts 3 years after Mainstream Support ends.').failed, ['3 years']);
    assert.deepEqual(verdicts(r, life, 'Based on [Lifecycle, Phases]: Extended Support lasts 2 years after Mainstream Support ends.'), { failed: [], warned: [] });
    // A parallel sentence about another subject breaks off at that subject: no copy of it.
    const ferry = vaultOf({ 'Ferry.md': '# Ferries\n## Winter\nOn a Sunday the first departure from Dunmallow is at 10:00, and on a Monday the first departure from Skarra is at 09:00.' });
    assert.deepEqual(verdicts(createReader(ferry.docs), ferry, 'Based on [Ferries, Winter]: on a Monday the first departure from Skarra is at 09:00.').failed, []);
  });
  test('a copied clause is no copy where the sentence says before it whom it is about, in other documents than those cited, or where the value opens it', () => {
    const cases: [Record<string, string>, string][] = [
      [{ 'G.md': '# Gardens\n## Tickets\nA day ticket to the gardens costs £12 for adults and £6 for children.' }, 'Based on [Gardens, Tickets]: For children, a day ticket to the gardens costs £6.'],
      [{ 'P.md': '# Pool\n## Times\nThe main pool opens to the public at 6:30 on weekdays and 8:00 at weekends.' }, 'Based on [Pool, Times]: At weekends, the main pool opens to the public at 8:00.'],
      [{ 'S.md': '# Shop\n## Discounts\nMembers get 10% off all full-price items in store and online; Tier 2 members get 15%.' }, 'Based on [Shop, Discounts]: On Tier 2, members get 15% off all full-price items in store and online.'],
      [{ 'D.md': '# Depots\n## Bulky\nLeeds accepts bulky waste drop-offs every Saturday morning until noon. York takes bulky waste drop-offs on Saturday mornings too, also until noon.' }, 'Based on [Depots, Bulky]: York accepts bulky waste drop-offs every Saturday morning until noon.'],
      [{ 'A.md': '# Widget A\n## Warranty\nThe warranty covers parts and labour for 2 years from the date of purchase.', 'B.md': '# Widget B\n## Warranty\nParts and labour are covered for 3 years from the date of purchase.' }, 'Based on [Widget B, Warranty]: The warranty covers parts and labour for 3 years from the date of purchase.'],
      [{ 'O.md': '# Offers\n## First order\nTier 1 members who book through the app before the end of March get 10% off their first order. Tier 2 members get 15% off their first order if they book through the app before the end of March.' }, 'Based on [Offers, First order]: Tier 2 members who book through the app before the end of March get 15% off their first order.'],
    ];
    for (const [docs, answer] of cases) {
      const v = vaultOf(docs);
      assert.deepEqual(verdicts(createReader(v.docs), v, answer).failed, [], answer);
    }
    const depots = vaultOf({ 'D.md': '# Depots\n## Leeds\nAt Leeds, weekend collections and customer complaints are handled by Sarah Hughes.\n## York\nTom Briggs manages the York depot, including weekend collections and complaints.' });
    assert.deepEqual(verdicts(createReader(depots.docs), depots, 'Based on [Depots, Leeds]: At Leeds, weekend collections and customer complaints are handled by Tom Briggs.').failed, ['Tom Briggs']);
  });
  test('the user’s figure given back "as you describe" is theirs, though they gave it as a rate', () => {
    const pay = vaultOf({ 'Pay.md': '# Payment\n## Discounts\n| Tier | Annual spend | Discount |\n|---|---|---|\n| Tier 1 | £5,000 to £14,999 | 2.5% |\n| Tier 2 | £15,000 to £29,999 | 5% |' });
    assert.deepEqual(verdicts(createReader(pay.docs), pay, 'Based on [Payment, Discounts]: a spend of £20,000 as you describe falls in Tier 2, which earns a 5% discount.', 'We spend about £20,000 a year with you. What discount do we get?').failed, []);
  });
  test('a long figure the user wrote is theirs, whatever unit either gives it', () => {
    const ships = vaultOf({ 'Ships.md': '# Ships\n## Fees\n| Band | Gross tonnage | Fee |\n|---|---|---|\n| Band 3 | 3,001 to 10,000 GT | £240 |\n| Band 4 | 10,001 to 20,000 GT | £305 |' });
    const r = createReader(ships.docs);
    assert.deepEqual(verdicts(r, ships, 'Based on [Ships, Fees]: 15,000 GT falls between 10,001 and 20,000 GT, which is Band 4, with a fee of £305.', 'Our bulk carrier is 15,000 gross tonnes. Fee?').failed, []);
  });
  test('a clause copied whole from another value is contradicted, though the vault states the claimed value elsewhere', () => {
    const venue = vaultOf({ 'Venue.md': '# Venue\n## Exclusive use\nExclusive use begins at 11:00 on the event day and ends at 11:00 the following morning.\n## Breakfast\nBreakfast for the wedding party is served in the Orangery from 10:00 on the morning after.' });
    const r = createReader(venue.docs);
    assert.deepEqual(verdicts(r, venue, 'Based on [Venue, Exclusive use]: exclusive use begins at 10:00 on the event day and ends at 11:00 the following morning.').failed, ['10:00']);
    assert.deepEqual(verdicts(r, venue, 'Based on [Venue, Breakfast]: breakfast for the wedding party is served in the Orangery from 10:00.').failed, []);
  });
  test('a clause copied whole with another person in it is contradicted by the person the vault names there', () => {
    const team = vaultOf({ 'Team.md': '# Team\n## Technicians\nConcert and event tunings are done by Priya Venkataraman. Home tunings in Zone 1 are done by Daniel Przybylski.\n## Access\nBritish Sign Language (BSL) tours run on the last Saturday of each month.' });
    const r = createReader(team.docs);
    assert.deepEqual(verdicts(r, team, 'Based on [Team, Technicians]: concert and event tunings are done by Daniel Przybylski.').failed, ['Daniel Przybylski']);
    assert.deepEqual(verdicts(r, team, 'Based on [Team, Technicians]: home tunings in Zone 1 are done by Daniel Przybylski.').failed, []);
    // A name and its acronym are one: no other name.
    assert.deepEqual(verdicts(r, team, 'Based on [Team, Access]: BSL tours run on the last Saturday of each month.').failed, []);
  });
  test('a name of two words whose initials the vault writes as a word is no expansion of it: "Marcus Lindgren" is no "ml"', () => {
    const lab = vaultOf({ 'Lab.md': '# Lab\n## Staff\nOur release coordinator is Marcus Lindqvist. Each unit holds 25 ml. The HR team is on the first floor.' });
    const r = createReader(lab.docs);
    assert.deepEqual(verdicts(r, lab, 'Based on [Lab, Staff]: our release coordinator is Marcus Lindgren.').failed, ['Marcus Lindgren']);
    // Two words for a short form everyone knows are still it, as are common words for one the vault writes in capitals.
    assert.deepEqual(verdicts(r, lab, 'Based on [Lab, Staff]: the Human Resources team is on the first floor.').failed, []);
    const office = vaultOf({ 'Office.md': '# Office\n## Questions\nQuestions about a project go to the PM. Ask your GP for a letter.' });
    const o = createReader(office.docs);
    assert.deepEqual(verdicts(o, office, 'Based on [Office, Questions]: questions about a project go to the Project Manager.').failed, []);
    assert.deepEqual(verdicts(o, office, 'Based on [Office, Questions]: you can pay by Google Pay.').failed, ['Google Pay']);
    // Words in capitals and a time's "PM" are no short forms.
    const desk = vaultOf({ 'Desk.md': '# Desk\n## Hours\nThe desk is open 9 AM to 5 PM. Mark YES or NO on the form.' });
    const d = createReader(desk.docs);
    assert.deepEqual(verdicts(d, desk, 'Based on [Desk, Hours]: questions go to the Property Manager.').failed, ['Property Manager']);
    assert.deepEqual(verdicts(d, desk, 'Based on [Desk, Hours]: forms go to the North Office.').failed, ['North Office']);
  });
  test('an acronym with two common senses is either: "IR" is infrared as well as incident response', () => {
    const kit = vaultOf({ 'Safety.md': '# Safety\n## Glasses\nWe supply shade 3 infrared-protective glasses.' });
    assert.deepEqual(verdicts(createReader(kit.docs), kit, 'Based on [Safety, Glasses]: we supply shade 3 IR-protective glasses.').failed, []);
  });
  test('"nm" is a nautical mile at sea as well as a nanometre', () => {
    const sea = vaultOf({ 'Fleet.md': '# Fleet\n## Limits\nTier 1 vessels work within 3 nm of a safe haven. Tier 2 vessels work within 20 nm of a safe haven.' });
    const r = createReader(sea.docs);
    assert.deepEqual(verdicts(r, sea, 'Based on [Fleet, Limits]: Tier 2 vessels work within 20 nautical miles of a safe haven.').failed, []);
    assert.deepEqual(verdicts(r, sea, 'Based on [Fleet, Limits]: Tier 1 vessels work within 3 nm (about 5.6 km) of a safe haven.').failed, []);
    assert.deepEqual(verdicts(r, sea, 'Based on [Fleet, Limits]: Tier 1 vessels work within 20 nautical miles of a safe haven.').failed, ['20 nautical miles']);
  });
  test('"pounds" weigh as well as cost: "200 pounds" is a bale of 200 lb, and a price in pounds is still money', () => {
    const farm = vaultOf({ 'Farm.md': '# Farm\n## Baling\nCones are pressed into bales of 200 lb each. A bale costs £350 delivered.' });
    const r = createReader(farm.docs);
    assert.deepEqual(verdicts(r, farm, 'Based on [Farm, Baling]: cones are pressed into bales of 200 pounds each.').failed, []);
    assert.deepEqual(verdicts(r, farm, 'Based on [Farm, Baling]: a bale costs 350 pounds delivered.').failed, []);
    assert.deepEqual(verdicts(r, farm, 'Based on [Farm, Baling]: cones are pressed into bales of 250 pounds each.').failed, ['250 pounds']);
    // …but what "pounds" costs is money: a bale's price is no weight of it.
    const sale = failedIn(vaultOf({ 'Sale.md': '# Sale\n## Bales\nBales weigh 200 lb and cost £150 each.' }));
    assert.deepEqual(sale('Based on [Sale, Bales]: a bale costs 200 pounds.'), ['200 pounds']);
  });
  test('a yes in one sentence adopts no name the user gave that another sentence mentions', () => {
    const pay = vaultOf({ 'Pay.md': '# Paying\n## Online\nOnline you can pay by Visa, Mastercard or Apple Pay.' });
    assert.deepEqual(verdicts(createReader(pay.docs), pay, 'Based on [Paying, Online]: Yes, you can pay online by Visa, Mastercard or Apple Pay. For PayPal, please call the office to check.', 'Can I pay online by card or with PayPal?').failed, []);
  });
});

test('prose that pairs values with names is no sure rival to a value the claim says of another of its names', () => {
  const levels = vaultOf({
    'Levels.md':
      '# Levels\n## Table\n| Level | Cross-country max height | Show jumping max height |\n|---|---|---|\n| Intro | 80 cm | 85 cm |\n| NEF100 Plus | 105 cm | 110 cm |\n| Novice | 110 cm | 115 cm |\n\n## Spreads\n- Maximum drop: 1.20 m at NEF90, 1.40 m at NEF100 and Novice.\n- Maximum spread at the top of a cross-country fence: 1.00 m at Intro, 1.20 m at NEF90, 1.40 m at Novice.',
  });
  const r = createReader(levels.docs);
  // "1.00 m" is Intro's spread: what the passage says of Novice is 1.40 m, so the row's 110 cm is at worst uncertain.
  assert.deepEqual(verdicts(r, levels, 'Based on [Levels, Table]: At Novice the fixed part of a cross-country fence can be at most 110 cm.').failed, []);
  // Where nothing states the claimed value of the claim's subject, the passage's own value for its name says otherwise.
  const fees = vaultOf({ 'Levels.md': '# Levels\n## Fees\nEntry fees are £45 for Intro and £60 for Novice.\n\n## Stabling\nOvernight stabling costs £50 a night.' });
  assert.deepEqual(verdicts(createReader(fees.docs), fees, 'Entry fees are £50 for Novice.').failed, ['£50']);
  // The same pairing does not excuse a value the sentence gives to the name whose value the passage states beside it.
  const margins = vaultOf({ 'Margins.md': '# Margins\n## Partners\nAuthorised resellers buy at list price less a partner margin of 15% for Silver partners and 22% for Gold partners.' });
  assert.deepEqual(verdicts(createReader(margins.docs), margins, 'Based on [Margins, Partners]: Gold partners buy at list price less a 25% margin, and Silver partners less 15%.').failed, ['25%']);
});

test('a person given what the vault says another person does is contradicted, surely', () => {
  const hatchery = vaultOf({
    'Team.md':
      '# Team\n## Who is who\n| Name | Role |\n|---|---|\n| Priya Chandran | Sales Coordinator |\n| Gareth Mellor | Dispatch Supervisor |\n\n## Delivery\nGareth Mellor plans the van routes each week.\n\n## Claims\nPriya Chandran acknowledges every claim within 2 working days. Contact orders@hatchery.example.',
  });
  const r = createReader(hatchery.docs);
  assert.deepEqual(verdicts(r, hatchery, 'Based on [Team, Delivery]: Priya Chandran plans the van routes each week.').failed, ['Priya Chandran']);
  assert.deepEqual(verdicts(r, hatchery, 'Based on [Team, Delivery]: Gareth Mellor plans the van routes each week.').failed, []);
  assert.deepEqual(verdicts(r, hatchery, 'Based on [Team, Claims]: Priya Chandran acknowledges every claim within 2 working days.').failed, []);
  // A sentence naming two of them says which words are whose less surely: no verdict on a person from it.
  assert.deepEqual(verdicts(r, hatchery, 'Based on [Team, Delivery]: Gareth Mellor and Priya Chandran plan the van routes each week.').failed, []);
  // The review's cases: the vault may name her by surname, by role or in a heading, or share the duty; then nothing is sure.
  const table = '# Team\n## Who is who\n| Name | Role |\n|---|---|\n| Priya Chandran | Sales Coordinator |\n| Gareth Mellor | Dispatch Supervisor |\n\n## Delivery\nGareth Mellor plans the van routes each week.\n\n';
  for (const more of ['## Checks\nMs Chandran checks the van routes before they go to the drivers.', '## Checks\nThe Sales Coordinator checks the van routes before they go to the drivers.', '## Priya Chandran\nChecks the van routes before they go to the drivers.']) {
    const v = vaultOf({ 'Team.md': table + more });
    assert.deepEqual(verdicts(createReader(v.docs), v, 'Based on [Team, Checks]: Priya Chandran checks the van routes before they go to the drivers.').failed, [], more);
  }
  const shared = vaultOf({ 'Team.md': `${table}## Planning\nGareth Mellor plans the van routes each week together with the Sales Coordinator.` });
  assert.deepEqual(verdicts(createReader(shared.docs), shared, 'Based on [Team, Planning]: Priya Chandran helps plan the van routes each week.').failed, []);
});

test('"each way" doubles, and a hyphen is the dash the vault writes in a name', () => {
  const hire = vaultOf({
    'Hire.md': '# Hire\n## Delivery\nWe deliver and collect within Bristol for £35 each way. Outside Bristol we charge £1.20 per mile, with a minimum of £60 each way.\n\n## Zooms\n| Code | Zoom | Day rate |\n|---|---|---|\n| LNS-CNE-14 | Canon CN-E 18–80 Compact-Servo | £95 |',
  });
  const failed = failedIn(hire);
  assert.deepEqual(failed("Based on [Hire, Delivery]: Within Bristol it's £35 each way, so £70 for delivery and collection."), []);
  assert.deepEqual(failed("Based on [Hire, Delivery]: Within Bristol it's £35 each way, so £80 for delivery and collection."), ['£80']);
  assert.deepEqual(failed('Based on [Hire, Zooms]: The Canon CN-E 18-80 Compact-Servo is £95 a day.'), []);
  assert.deepEqual(failed('Based on [Hire, Zooms]: The Canon CN-E 18-85 Compact-Servo is £95 a day.'), ['18-85']);
});

test('amounts taken as many times as the count written with them, and summed: "two adults at £85 and one child at £55 come to £225"', () => {
  const tours = vaultOf({ 'Prices.md': '# Prices\n## Tickets\n| Tour | Adult | Child |\n|---|---|---|\n| Whale Quest | £85 | £55 |\n| Harbour Cruise | $139 | $95 |' });
  const failed = failedIn(tours);
  assert.deepEqual(failed('Based on [Prices, Tickets]: On the Whale Quest, two adults at £85 and one child at £55 come to £225.'), []);
  assert.deepEqual(failed('Based on [Prices, Tickets]: The Harbour Cruise is $139 per adult and $95 per child, so two adults and one child come to $373 in total.'), []);
  assert.deepEqual(failed('Based on [Prices, Tickets]: The Harbour Cruise is 2 × $139 plus 2 × $95, so $468 for a family of four.'), []);
  // …and a sum they do not come to still fails.
  assert.deepEqual(failed('Based on [Prices, Tickets]: On the Whale Quest, two adults at £85 and one child at £55 come to £235.'), ['£235']);
  assert.deepEqual(failed('Based on [Prices, Tickets]: The Harbour Cruise is 2 × $139 plus 2 × $95, so $478 for a family of four.'), ['$478']);
  // The first, and each one after it.
  const marks = failedIn(vaultOf({ 'Fees.md': '# Fees\n## Renewal\nThe official renewal fee is £200 for one class and £50 for each additional class.' }));
  assert.deepEqual(marks('Based on [Fees, Renewal]: It is £200 for one class and £50 for each additional class, so £300 for three classes.'), []);
  assert.deepEqual(marks('Based on [Fees, Renewal]: It is £200 for one class and £50 for each additional class, so £350 for three classes.'), ['£350']);
});

test('a month of a year from a table\'s row under a header that names the year: "August 2024" from "August" in "Whale sighting rate 2024"', () => {
  const seasons = vaultOf({
    'Seasons.md': '# Seasons\n## Month by Month\n| Month | Whale sighting rate 2024 |\n|---|---|\n| July | 79% |\n| August | 84% |\n\n## Fleet\nWe have held our licence since March 2018, under ISO 14001:2024.',
  });
  const failed = failedIn(seasons);
  assert.deepEqual(failed('Based on [Seasons, Month by Month]: In August 2024, 84% of trips saw a whale.'), []);
  // Another year, or a year only inside a standard's name, is no year the month is stated of.
  assert.deepEqual(failed('Based on [Seasons, Month by Month]: In August 2023, 84% of trips saw a whale.'), ['August 2023']);
  assert.deepEqual(failed('Based on [Seasons, Fleet]: We have held our licence since March 2024.'), ['March 2024']);
});

test('a count of the list the reply writes after it is the list\'s own: "five shell scheme sizes: 9, 12, 18, 24 and 36 square metres"', () => {
  const vault = vaultOf({
    'Stands.md': '# Stands\n## Sizes\n| Stand | Size | Rate |\n|---|---|---|\n| Shell S | 9 m2 | £2,700 |\n| Shell M | 12 m2 | £3,600 |\n| Shell L | 18 m2 | £5,400 |\n| Shell XL | 24 m2 | £7,200 |\n| Shell XXL | 36 m2 | £10,800 |\n| Atrium | 6 m2 | £2,520 |\n| Space only | 30 m2 | £7,500 |\n\n## Paying\nWe take card, cash, cheques and invoices.',
  });
  const reader = createReader(vault.docs);
  const read = (answer: string) => verdicts(reader, vault, answer);
  assert.deepEqual(read('Based on [Stands, Sizes]: There are five shell scheme sizes: 9, 12, 18, 24 and 36 square metres.'), { failed: [], warned: [] });
  assert.deepEqual(read('Based on [Stands, Paying]: There are four ways to pay: card, cash, cheques and invoices.'), { failed: [], warned: [] });
  // A count its list does not make, or a list of what the vault never writes, is no count of the list.
  assert.deepEqual(read('Based on [Stands, Sizes]: There are eight shell scheme sizes: 9, 12, 18, 24 and 36 square metres.').failed, ['eight shell scheme sizes']);
  assert.deepEqual(read('Based on [Stands, Paying]: There are four ways to pay: card, cash, cheques and bitcoin.').failed, ['four ways']);
});

test('a count of a section\'s numbered steps is stated by the numbering: "There are seven steps", or "four stages" under a heading of stages', () => {
  const steps = (n: number): string => Array.from({ length: n }, (_, i) => `${i + 1}. Do part ${i + 1} of the job.`).join('\n');
  const vault = vaultOf({ 'Procedure.md': `# Procedure\n## Step-by-Step Fill\n${steps(7)}\n\n## Appeal stages\n${steps(4)}\n\n## Fees\nA fill costs £12.` });
  const failed = failedIn(vault);
  assert.deepEqual(failed('Based on [Procedure, Step-by-Step Fill]: There are seven steps, and a fill costs £12.'), []);
  assert.deepEqual(failed('Based on [Procedure, Appeal stages]: An appeal goes through four stages.'), []);
  // A count no section numbers is no count of its steps.
  assert.deepEqual(failed('Based on [Procedure, Step-by-Step Fill]: There are nine steps, and a fill costs £12.'), ['nine steps']);
});

test('columns whose headers share words are told apart by the words they do not share: "£75 when filed online" is the paper fee', () => {
  const forms = vaultOf({
    'Forms.md': '# Forms\n## Official Forms and Fees\n| Form | Purpose | Official fee online | Official fee on paper |\n|---|---|---|---|\n| Patents Form 1 | Request for grant | £60 | £75 |\n| Patents Form 10 | Request for examination | £100 | £130 |',
  });
  const failed = failedIn(forms);
  assert.deepEqual(failed('Based on [Forms, Official Forms and Fees]: Patents Form 1 has an official fee of £75 when filed online.'), ['£75']);
  assert.deepEqual(failed('Based on [Forms, Official Forms and Fees]: Patents Form 1 has an official fee of £75 when filed on paper.'), []);
  assert.deepEqual(failed('Based on [Forms, Official Forms and Fees]: Patents Form 10 costs £100 online, or £130 on paper.'), []);
});

test('a day of every month is a date another day contradicts: "by the 15th of the month after" where the vault says the 20th', () => {
  const vault = vaultOf({
    'Payments.md': '# Payments\n## Dairies\nThe remaining 82% is paid to the dairy by the 20th of the month after the month of sale.\n\n## Invoices\nInvoices are issued monthly, on the 16th.',
  });
  const failed = failedIn(vault);
  assert.deepEqual(failed('Based on [Payments, Dairies]: The dairy\'s 82% is paid by the 15th of the month after the month of sale.'), ['15th']);
  assert.deepEqual(failed('Based on [Payments, Dairies]: The dairy\'s 82% is paid by the 20th of the month after the month of sale.'), []);
  // …and the ordinal the vault writes alone is that day too.
  assert.deepEqual(failed('Based on [Payments, Invoices]: Invoices are issued on the 16th of the month.'), []);
});

test('"no" takes a list of nouns before the value\'s preposition: "No smoking, vaping or naked flames within 15 metres" states 15 metres', () => {
  const failed = failedIn(vaultOf({ 'Safety.md': '# Safety\n## Forecourt\nNo smoking, vaping or naked flames within 10 metres of a dispenser.' }));
  assert.deepEqual(failed('Based on [Safety, Forecourt]: No smoking, vaping or naked flames within 15 metres of a dispenser.'), ['15 metres']);
  assert.deepEqual(failed('Based on [Safety, Forecourt]: No smoking, vaping or naked flames within 10 metres of a dispenser.'), []);
});

describe('what a review of the sixth wave\'s rules found, each with the right verdict', () => {
  test('a sum counts only things bought, each with how many: no discount, deposit or count of something else', () => {
    const hotel = failedIn(vaultOf({ 'Hotel.md': '# Hotel\n## Rates\nA double room is £85 a night. Members get £20 off each booking. A refundable deposit of £50 is taken at check-in.' }));
    assert.deepEqual(hotel('Based on [Hotel, Rates]: A double room is £85 a night and members get £20 off, so 3 nights come to £275 for a member.'), ['£275']);
    assert.deepEqual(hotel('Based on [Hotel, Rates]: With the £50 deposit refunded and rooms at £85 a night, 2 nights come to £220 in total.'), ['£220']);
    const tours = failedIn(vaultOf({ 'Prices.md': '# Prices\n## Tickets\n| Tour | Adult | Child |\n|---|---|---|\n| Harbour Cruise | $139 | $95 |' }));
    assert.deepEqual(tours('Based on [Prices, Tickets]: The Harbour Cruise is $139 per adult (up to 2 adults per cabin) and $95 per child, so three adults and one child come to $373 in total.'), ['$373']);
    const fees = failedIn(vaultOf({ 'Fees.md': '# Fees\n## Renewal\nThe official renewal fee is £200 for one class and £50 for each additional class. Renewal lasts 10 years.' }));
    assert.deepEqual(fees('Based on [Fees, Renewal]: It is £200 for one class and £50 for each additional class, so for your 3 trade marks with two classes each it costs £300 per mark.'), ['£300']);
  });

  test('a month is of a heading\'s year only when the heading names one year, not a run of them', () => {
    const failed = failedIn(vaultOf({ 'Season.md': '# Season\n## 2024–2025 season\nThe half-pipe competition is held in February.\n\n## Since 2019\nThe lifts open in December.' }));
    assert.deepEqual(failed('Based on [Season, 2024–2025 season]: The half-pipe competition is held in February 2024.'), ['February 2024']);
    assert.deepEqual(failed('Based on [Season, Since 2019]: The lifts open in December 2019.'), ['December 2019']);
  });

  test('steps are counted in one run from 1, under a heading that names them; a list is counted only right after its noun', () => {
    const steps = (n: number): string => Array.from({ length: n }, (_, i) => `${i + 1}. Do part ${i + 1} of the job.`).join('\n');
    const procedure = failedIn(vaultOf({ 'Procedure.md': `# Procedure\n## Step-by-Step Fill\n${steps(7)}\n\n## Safety checklist\n${steps(9)}\n\n## Appeal stages\n${steps(3)}\n\nIf the panel refuses:\n\n${steps(2)}` }));
    assert.deepEqual(procedure('Based on [Procedure, Step-by-Step Fill]: There are nine steps.'), ['nine steps']);
    assert.deepEqual(procedure('Based on [Procedure, Appeal stages]: An appeal goes through five stages.'), ['five stages']);
    const bank = failedIn(vaultOf({ 'Bank.md': '# Bank\n## Branches\n| Branch | Town |\n|---|---|\n| North | Leeds |\n| South | Bristol |\n| East | Norwich |\n| West | Cardiff |\n| Central | Birmingham |\n\n## Opening\nBranches open Monday, Tuesday and Friday.\n\n## Paying\nWe take card payments, bank transfer and cheques. Please speak to the cashier about refunds.' }));
    assert.deepEqual(bank('Based on [Bank, Branches]: We have 3 branches, open on these days: Monday, Tuesday and Friday.'), ['3 branches']);
    assert.deepEqual(bank('Based on [Bank, Paying]: There are four ways to pay: card payments, bank transfer, cheques and cash.'), ['four ways']);
  });

  test('a column\'s word the sentence sets apart ("not", "rather than", "outside") does not name that column', () => {
    const failed = failedIn(vaultOf({
      'Forms.md': '# Forms\n## Official Forms and Fees\n| Form | Purpose | Official fee online | Official fee on paper |\n|---|---|---|---|\n| Patents Form 1 | Request for grant | £60 | £75 |',
      'Cinema.md': '# Cinema\n## Prices\n| Ticket | Weekday price | Weekend price |\n|---|---|---|\n| Adult | £12 | £15 |',
    }));
    assert.deepEqual(failed('Based on [Forms, Official Forms and Fees]: Patents Form 1 has an official fee of £75 when not filed online.'), []);
    assert.deepEqual(failed('Based on [Forms, Official Forms and Fees]: Patents Form 1 has an official fee of £75 when filed by post rather than online.'), []);
    assert.deepEqual(failed('Based on [Cinema, Prices]: The adult price is £12 outside the weekend.'), []);
  });
});

describe('what a second review of the sixth wave\'s rules found, each with the right verdict', () => {
  test('a list\'s count holds only for figures and single words the vault writes, and a year only in a row\'s header', () => {
    const expo = failedIn(vaultOf({
      'Expo.md': '# Expo\n## Stands\nShell scheme stands come in 9, 12, 18 and 24 square metres.\n## Payment\nWe accept card, cash and cheque. Bank holidays: office closed. Transfer of a stand to another exhibitor costs £50.',
      'Centre.md': '# Centre\n## Opening 2024\n| Month | Status |\n|---|---|\n| August | Closed for refurbishment, reopening in 2025 |\n## Branches\n| Branch | Opened | Annual audit |\n|---|---|---|\n| Leeds | 2019 | August |',
    }));
    assert.deepEqual(expo('Based on [Expo, Stands]: Shell scheme comes in five sizes: 9, 12, 18, 24 and 48.'), ['five sizes']);
    assert.deepEqual(expo('Based on [Expo, Payment]: There are four ways to pay: card, cash, cheque and bank transfer.'), ['four ways']);
    assert.deepEqual(expo('Based on [Centre, Opening 2024]: The centre is closed for refurbishment in August 2025.'), ['August 2025']);
    assert.deepEqual(expo('Based on [Centre, Branches]: The Leeds branch was audited in August 2019.'), ['August 2019']);
  });

  test('a sum holds no amount without its count, nothing taken off, and no count of those beyond the first', () => {
    const tours = failedIn(vaultOf({ 'Tours.md': '# Tours\n## Prices\nAdult tickets cost $139 per adult. Child tickets cost $99 per child. A booking fee of $20 applies per booking.\n## Classes\nThe first class costs £200 and each additional class costs £50.' }));
    assert.deepEqual(tours("Based on [Tours, Prices]: Tickets are $139 per adult and $99 per child, so for two adults it's $377."), ['$377']);
    assert.deepEqual(tours('Based on [Tours, Prices]: Two adults at $139, minus $20 per booking, so $298.'), ['$298']);
    assert.deepEqual(tours("Based on [Tours, Classes]: It's £200 for the first class and £50 for each additional class, so with 3 additional classes the total is £300."), ['£300']);
  });

  test('a day of the month written in words is that day; an ordinal that is no day is not', () => {
    const billing = failedIn(vaultOf({
      'Billing.md': '# Billing\n## Payments\nInvoices are issued on the 1st of each month. Direct debits are collected on the twentieth day of each month.\n## Reports\nUsage reports are published on day 10 of every month. Account reviews happen on the 3rd of every month.\n## League\nWe ranked 15th in the region.',
    }));
    assert.deepEqual(billing('Based on [Billing, Payments]: Direct debits are collected on the 20th of each month.'), []);
    assert.deepEqual(billing('Based on [Billing, Reports]: Usage reports are published on the 10th of every month.'), []);
    assert.deepEqual(billing('Based on [Billing, Payments]: Direct debits are collected on the 25th of each month.'), ['25th']);
  });
});

describe('our labelled sets (written apart from the code, over vaults of their own)', () => {
  // Floors sit a little under today's scores (docs/grounding.md has them, with each set's first look):
  // the fixture sets were grown against; the two hundred and fifty-four written-apart sets came later, in other domains.
  const sets = [
    ['dev', { precision: 0.95, recall: 0.75 }],
    ['heldout', { precision: 0.95, recall: 0.8 }],
    ['written-apart', { precision: 0.95, recall: 0.75 }],
  ] as const;
  for (const [set, floor] of sets) {
    test(`${set}: precision ≥ ${floor.precision} and recall ≥ ${floor.recall} at what --grounding fail fails`, async () => {
      const { evaluateSet } = await import('../../bench/grounding/labelled.js');
      const score = await evaluateSet(fromRoot('test', 'fixtures', 'grounding', set));
      const errors = [...score.falsePositives, ...score.falseNegatives].map((o) => `${o.answer.id} ${o.flagged ? 'FP' : 'FN'}: ${o.flags.join('; ') || o.answer.invented.join(', ')}`);
      assert.ok(score.answers >= 170, `${score.answers} answers`);
      assert.ok(score.precision >= floor.precision, `precision ${score.precision.toFixed(3)}\n${errors.join('\n')}`);
      assert.ok(score.recall >= floor.recall, `recall ${score.recall.toFixed(3)}\n${errors.join('\n')}`);
    });
  }
});

test('property: a reply that quotes vault passages, citing their document, is never failed', async () => {
  const dirs = [BUNDLED.vault, ...['dev', 'heldout'].flatMap((set) => ['riverbend-hospital', 'kestrel-freight', 'nordfrost', 'kestrel'].map((v) => fromRoot('test', 'fixtures', 'grounding', set, v, 'vault')))];
  const vaults = (await Promise.all(dirs.map(async (d) => loadVault(d).catch(() => undefined)))).filter((v): v is Vault => v !== undefined);
  const readers = new Map(vaults.map((v) => [v, createReader(v.docs)]));
  const sections = vaults.flatMap((vault) => vault.docs.flatMap((doc) => doc.sections.filter((s) => s.passages.length > 0).map((section) => ({ vault, doc, section }))));
  await fc.assert(
    // Indices, not the sections themselves, so a counterexample prints small.
    fc.property(fc.nat({ max: sections.length - 1 }), fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), (at, picks) => {
      const { vault, doc, section } = sections[at]!;
      const quoted = [...new Set(picks.map((p) => section.passages[p % section.passages.length]!.text))];
      // Each quoted as a sentence: a list item or a step has no full stop of its own, and run into the next one its last
      // words would make a name no passage says ("Step 3: Customer Operations Manager Formal complaints are …").
      const sentences = quoted.map((q) => (/[.!?]$/.test(q) ? q : `${q}.`));
      const answer = `Based on [${doc.title.replace(/[[\]:,]/g, ' ')}, ${section.heading.replace(/[[\]:,]/g, ' ')}]: ${sentences.join(' ')}`;
      assert.deepEqual(verdicts(readers.get(vault)!, vault, answer).failed, [], answer);
    }),
    { numRuns: 400, seed: 20261126 },
  );
});

describe('hostile text is read in linear time, and bounded', () => {
  const vault = vaultOf({ 'Data_Retention.md': '# Data Retention\n## Backups\nBackups are kept for 35 days.' });
  test('thousands of different claims: the first MOST_CLAIMS are looked up, the rest counted as not looked up', () => {
    const reader = createReader(vault.docs);
    const text = Array.from({ length: MOST_CLAIMS + 50 }, (_, i) => `Backups are kept for ${i + 100} days.`).join(' ');
    const g = reader.ground({ text, question: '', cited: new Set() })!;
    assert.equal(g.unsupported.length, MOST_CLAIMS);
    assert.equal(g.unread, 50);
  });
  const shapes: Record<string, string> = {
    'a 100 KB token': 'x'.repeat(100_000),
    'a 100 KB number': '9'.repeat(100_000),
    'a 1 MB reply of short lines': '- Okta keeps 30 days\n'.repeat(50_000),
    'a 1 MB reply of dates and money': 'On 3 March 2024 we paid €1,000 for 72-hour cover at 9am. '.repeat(17_000),
    'a 1 MB chain of products': '1 x '.repeat(250_000),
    // Each three-digit number may be a thousands group of the one before it ("1 250 000"): read once each, not as one number per start.
    'a 1 MB run of three-digit numbers': '400 '.repeat(250_000),
    'a 1 MB table row of numbers': `| Name | Values |\n|---|---|\n| a | ${Array.from({ length: 200_000 }, (_, i) => i).join(' ')} |`,
    'a 1 MB table of 100,000 cells a row': `| a | b |\n|---|---|\n| ${Array.from({ length: 100_000 }, (_, i) => i).join(' | ')} |\n`.repeat(3),
    'a table line and 99,000 blanks': `| a |\n|---|\n${' '.repeat(99_000)}x`,
    'a table of 20,000 rows': `| Site | Desks |\n|---|---|\n${Array.from({ length: 20_000 }, (_, i) => `| s${i} | ${i} |`).join('\n')}`,
    // Number words are read from each word of a run: a run of thousands is bounded by the longest number said in words.
    'a 100 KB run of number words': 'two thousand thousand thousand '.repeat(3_300),
  };
  for (const [name, text] of Object.entries(shapes)) {
    test(`${name}: read (to LONGEST_READ) well under 2 s`, async () => {
      const reader = createReader(vault.docs);
      let read = 0;
      const ms = await cpuMs(() => void (read = reader.read(text).text.length));
      assert.equal(read, Math.min(text.length, LONGEST_READ));
      assert.ok(ms < 2000, `${ms.toFixed(0)} ms`);
    });
  }
  test('a vault table row of 40,000 numbers is indexed well under 2 s', async () => {
    // In a process of its own, its readers warmed on a short row first: timed inside the test process, a collection of the heap
    // earlier tests left behind could land in the window (CI measured 2.4–3.7 s of CPU there, 0.6 s on a quiet run).
    const setup = [
      `import { indexVault, parseDoc } from ${JSON.stringify(fromRoot('src/vault/index.ts'))};`,
      `import { createReader } from ${JSON.stringify(fromRoot('src/reading/index.ts'))};`,
      "const rowOf = (n) => indexVault('/v', [parseDoc('Row.md', `# Row\\n## Values\\n| Name | Values |\\n|---|---|\\n| a | ${Array.from({ length: n }, (_, i) => i).join(' ')} |`)]);",
      'createReader(rowOf(2_000).docs).statements();',
      'const row = rowOf(40_000);',
    ].join('\n');
    const ms = await cpuMsAlone(setup, 'createReader(row.docs).statements();');
    assert.ok(ms < 2000, `${ms.toFixed(0)} ms`);
  });
  test('an 8 MB vault document repeating a capitalised phrase is indexed well under 2 s', async () => {
    const setup = [
      `import { parseDoc } from ${JSON.stringify(fromRoot('src/vault/index.ts'))};`,
      `import { createReader } from ${JSON.stringify(fromRoot('src/reading/index.ts'))};`,
      "const doc = parseDoc('Big.md', `# Big\\n## Part\\n${'The Data Protection Officer of Kestrel Freight Services reviews it. '.repeat(120_000)}`);",
      'if (doc.body.length < 8_000_000) throw new Error("too small");',
    ].join('\n');
    const ms = await cpuMsAlone(setup, 'createReader([doc]).statements();');
    assert.ok(ms < 2000, `${ms.toFixed(0)} ms`);
  });
  test('memory stays flat: a reader remembers a bounded number of readings', () => {
    // A collection before each measure, so what is counted is what the reader keeps, not garbage.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const reader = createReader(vault.docs);
    const ground = (from: number, to: number): number => {
      for (let i = from; i < to; i++) reader.ground({ text: `Backups are kept for ${i} days, reviewed by team ${i}.`, question: `Is it ${i} days?`, cited: new Set() });
      gc();
      return process.memoryUsage().heapUsed;
    };
    const used = ground(0, 5000);
    assert.ok(ground(5000, 15_000) - used < 8 * 1024 * 1024, 'the heap grew with distinct replies');
  });
});

test('a name and a number in a list are the name\'s value where the vault never versions the name: "Masters 40 and over"', () => {
  const vault = vaultOf({
    'League.md': '# League Rules\n## Categories\n| Category | Ages | Rounds |\n|---|---|---|\n| Open | 16 and over | 6 |\n| Masters | 40 and over | 6 |',
    'Laptops.md': '# Laptops\n## Software\nStaff laptops run Windows 11 and the Environmental Protection Act 1990 binder sits in the office.',
  });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [League Rules, Categories]: Open is 16 and over and Masters 40 and over.'), { failed: [], warned: [] });
  assert.deepEqual(verdicts(reader, vault, 'Based on [League Rules, Categories]: Open is 16 and over and Masters 45 and over.'), { failed: [], warned: ['Masters 45'] });
  // A name the vault gives a number of its own keeps it: another number is one it never names.
  assert.deepEqual(verdicts(reader, vault, 'Based on [Laptops, Software]: staff laptops run Windows 12.').failed, ['Windows 12']);
  assert.equal(verdicts(reader, vault, 'Based on [Laptops, Software]: the binder is on the Environmental Protection Act 1995.').failed.length, 1);
});

test('a table row is not the only place a value is said where prose holds more of the claim: "a two-day Gala Rover is £40 for an adult"', () => {
  const vault = vaultOf({
    'Fares.md':
      '# Timetables and Fares\n## Fares\nA Day Rover gives unlimited travel on the day of issue.\n\n| Ticket | Timetable A | Timetable B |\n|---|---|---|\n| Adult Day Rover | £16.00 | £18.50 |\n| Child Day Rover (ages 3 to 15) | £8.00 | £9.25 |\n| Family Day Rover (2 adults and up to 3 children) | £40.00 | £46.00 |',
    'Events.md': '# Special Events\n## Steam Gala\n- Free shed tours start at 11:00.\n- Gala tickets are valid only on the day of issue. A two-day Gala Rover costs £40.00 for an adult.',
  });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Special Events, Steam Gala]: Yes — a two-day Gala Rover is £40 for an adult.', 'Is there a two-day gala ticket?').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Timetables and Fares, Fares]: an Adult Day Rover costs £46.00 on Timetable B.').failed, ['£46.00']);
});

test('a real person given a role the vault gives someone else is contradicted: "the Equipment Manager, Joel Amankwah"', () => {
  const vault = vaultOf({
    'Equipment.md': '# Equipment Rules\n## Scope\nThe Equipment Manager, Priya Odegaard, is responsible for these rules and signs off every retirement.',
    'Walls.md': '# Wall Guide\n## About\nThe guide is owned by our Head Setter, Joel Amankwah, who leads a setting team of three.',
  });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Equipment Rules, Scope]: every retirement is signed off by the Equipment Manager, Joel Amankwah.').failed, ['Joel Amankwah']);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Equipment Rules, Scope]: every retirement is signed off by the Equipment Manager, Priya Odegaard.').failed, []);
  // The same person named another way: a title, or no given name.
  assert.deepEqual(verdicts(reader, vault, 'Based on [Equipment Rules, Scope]: the Equipment Manager, Ms Odegaard, signs off retirements.').failed, []);
});

test('a column named by its label is the one the claim means: "on Timetable C days an Adult Day Rover costs £18.50" is Timetable B\'s price', () => {
  const vault = vaultOf({ 'Fares.md': '# Fares\n## Day Rovers\n| Ticket | Timetable A | Timetable B | Timetable C |\n|---|---|---|---|\n| Adult Day Rover | £16.00 | £18.50 | £21.00 |\n| Child Day Rover | £8.00 | £9.25 | £10.50 |' });
  const reader = createReader(vault.docs);
  const wrong = verdicts(reader, vault, 'Based on [Fares, Day Rovers]: on Timetable C days an Adult Day Rover costs £18.50.');
  assert.deepEqual([...wrong.failed, ...wrong.warned], ['£18.50']);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Fares, Day Rovers]: on Timetable C days an Adult Day Rover costs £21.00.'), { failed: [], warned: [] });
  // "Plan B", "Timetable C": a capitalised noun and a letter name one of a series.
  assert.deepEqual(verdicts(reader, vault, 'Based on [Fares, Day Rovers]: Timetable D has no Child Day Rover.').failed, ['Timetable D']);
});

test('a column named by the measure its header states: "£560 for up to two hours" is the three-hour price', () => {
  const vault = vaultOf({ 'Fees.md': '# Fees\n## Fee Table\n| Ensemble | Up to 1 hour | Up to 2 hours | Up to 3 hours |\n|---|---|---|---|\n| String Quartet | £320 | £450 | £560 |\n| Wind Quintet | £380 | £520 | £640 |' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Fees, Fee Table]: The String Quartet is £560 for up to two hours.').failed, ['£560']);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Fees, Fee Table]: The String Quartet is £450 for up to two hours.'), { failed: [], warned: [] });
  // A reply that states each column's value with its measure says whose each measure is.
  assert.deepEqual(verdicts(reader, vault, 'Based on [Fees, Fee Table]: The Wind Quintet costs £380 for up to 1 hour, £520 for up to 2 hours and £640 for up to 3 hours.'), { failed: [], warned: [] });
});

test('a rate against a table cell of the plain amount: "in Zone 3 calls received cost £2.50 per minute" is Zone 4\'s', () => {
  const vault = vaultOf({ 'Roaming.md': '# Roaming\n## Pay per use\n| Service | Zone 3 | Zone 4 |\n|---|---|---|\n| Calls received, per minute | £1.20 | £2.50 |\n| Texts sent, each | £0.40 | £0.60 |' });
  const reader = createReader(vault.docs);
  const wrong = verdicts(reader, vault, 'Based on [Roaming, Pay per use]: in Zone 3, calls received cost £2.50 per minute.');
  assert.deepEqual([...wrong.failed, ...wrong.warned], ['£2.50 per minute']);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Roaming, Pay per use]: in Zone 3, calls received cost £1.20 per minute.'), { failed: [], warned: [] });
});

test('a clause that opens the sentence says what its value is of: "To end a locker rental, give 7 days\' notice"', () => {
  const vault = vaultOf({ 'Lockers.md': '# Lockers\n## Renting\n- The minimum rental is 1 month. To end a locker rental, give 7 days\' notice before the 1st of the month.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Lockers, Renting]: 7 days is the notice to end a locker rental.'), { failed: [], warned: [] });
  assert.deepEqual(verdicts(reader, vault, 'Based on [Lockers, Renting]: the minimum locker rental is 1 month.'), { failed: [], warned: [] });
});

test('the first Tuesday of the month contradicts the second; a Tuesday beside it is no rival to the vault\'s Sunday', () => {
  const vault = vaultOf({ 'Access.md': '# Access\n## Quiet hours\nOn the second Tuesday of every month we hold a Quiet Morning, 09:30 to 11:00. A Sunday quiet hour runs on the first Sunday of each month.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Access, Quiet hours]: the Quiet Morning is on the first Tuesday of the month.').failed, ['first Tuesday']);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Access, Quiet hours]: the Quiet Morning is on the second Tuesday of the month.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Access, Quiet hours]: the Quiet Morning is on a Tuesday, and the quiet hour on the first Sunday of each month.').failed, []);
  const rows = vaultOf({ 'Hours.md': '# Hours\n## Quiet Hours\n| Quiet hour | When |\n|---|---|\n| Tuesday quiet hour | Every Tuesday, 10:00–11:00 |\n| Sunday quiet hour | First Sunday of each month, 11:00–12:00 |' });
  const table = createReader(rows.docs);
  assert.deepEqual(verdicts(table, rows, 'Based on [Hours, Quiet Hours]: every Tuesday from 10am to 11am, and on the first Sunday of each month from 11am to noon.').failed, []);
});

test('a name the vault opens a sentence with is what its value is said of, as in a reply: "Passholders can book up to 14 days ahead"', () => {
  const vault = vaultOf({ 'Passes.md': '# Passes\n## Booking\nPassholders can book up to 14 days ahead (general visitors can book up to 60 days ahead). A passholder may hold at most 2 future slot bookings.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Passes, Booking]: Passholders can book up to 14 days ahead.'), { failed: [], warned: [] });
  assert.deepEqual(verdicts(reader, vault, 'Based on [Passes, Booking]: Passholders can book up to 60 days ahead.').warned, ['60 days']);
});

test('a column header the claim writes word for word names its column, though another header shares its stems: "Same-Day" over "Next-Day Scheduled"', () => {
  const vault = vaultOf({ 'Prices.md': '# Prices\n## Delivery prices\n| Zone | Same-Day | Next-Day Scheduled |\n|---|---|---|\n| Zone 3 | £14.50 | £12.50 |\n| Zone 4 | £19.00 | £16.00 |' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Prices, Delivery prices]: Zone 4 Same-Day is £19.00 and Next-Day Scheduled is £16.00.').failed, []);
  // Named by its row's label and its column, the cell says otherwise: sure, however few words the row holds.
  assert.deepEqual(verdicts(reader, vault, 'Based on [Prices, Delivery prices]: Zone 4 Same-Day is £16.00.', 'How much is Same-Day to Zone 4?').failed, ['£16.00']);
  // A header written for another value of the sentence names no column of this one.
  const cinema = vaultOf({ 'Tickets.md': '# Tickets\n## Adult prices\n| Screen type | Off-Peak | Peak | Tuesday Saver |\n|---|---|---|---|\n| Standard | £7.50 | £10.50 | £5.00 |\n| Recliner | £10.00 | £13.50 | £7.50 |' });
  const seats = createReader(cinema.docs);
  assert.deepEqual(verdicts(seats, cinema, 'Based on [Tickets, Adult prices]: £7.50 is the Recliner price on a Tuesday, and also the Standard Off-Peak price.').failed, []);
});

test('a sum done wrong is caught though its result is stated elsewhere: "the £95 hotel plus the £25 meal allowance comes to £130"', () => {
  const vault = vaultOf({ 'Travel.md': '# Travel\n## Overnight stays\nHotels are paid up to £95 a night, and the meal allowance is £25.\n## Fees\nA Grade 1 full-day session is £130.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Travel, Overnight stays]: the £95 hotel plus the £25 meal allowance comes to £130 a night.').failed, ['£130']);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Travel, Overnight stays]: the £95 hotel plus the £25 meal allowance comes to £120 a night.').failed, []);
  // An operand after "that's" is no result: "that's £95 + £25 = £120".
  assert.deepEqual(verdicts(reader, vault, 'Based on [Travel, Overnight stays]: by my arithmetic that\'s £95 + £25 = £120 a night; a Grade 1 full-day session is £130.').failed, []);
});

test('a measure said again in another unit, rounded, is the first saying\'s: "30 mph — roughly 48 km/h"', () => {
  const vault = vaultOf({ 'Weather.md': '# Weather\n## Closures\nThe gallery shuts when the sustained wind is above 30 mph. The tower shuts when gusts top 55 mph.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Weather, Closures]: the gallery shuts above 30 mph — roughly 48 km/h — of sustained wind.'), { failed: [], warned: [] });
  // Not that value: a measure of its own, never stated.
  assert.deepEqual(verdicts(reader, vault, 'Based on [Weather, Closures]: the gallery shuts above 30 mph — roughly 60 km/h — of sustained wind.').failed, ['60 km/h']);
  // Said again, a wrong value is wrong twice.
  assert.deepEqual(verdicts(reader, vault, 'Based on [Weather, Closures]: the gallery shuts above 40 mph — roughly 64 km/h — of sustained wind.').failed, ['40 mph', '64 km/h']);
});

test('a clause with no subject of its own is about the clause before: "wheelchairs are free but must be booked 24 hours ahead"', () => {
  const vault = vaultOf({
    'Access.md': '# Access\n## Equipment to Borrow\n| Item | Cost | Booking |\n|---|---|---|\n| Manual wheelchair | Free | Book 48 hours ahead |\n\n## Tickets\nBooking online at least one day ahead saves 10% on any day ticket.',
  });
  const reader = createReader(vault.docs);
  const said = (answer: string) => verdicts(reader, vault, answer, 'How much notice for a wheelchair?').failed;
  assert.deepEqual(said('Based on [Access, Equipment to Borrow]: manual wheelchairs are free but must be booked 24 hours ahead.'), ['24 hours']);
  assert.deepEqual(said('Based on [Access, Equipment to Borrow]: manual wheelchairs are free but must be booked 48 hours ahead.'), []);
});

test('a ratio is one value however written: "1:8" in a table, "one adult to eight children" in a reply', () => {
  const vault = vaultOf({
    'Rooms.md': '# Rooms\n## Ratios\n| Room | Ages | Staff ratio |\n|---|---|---|\n| Sapling Room | 2–3 years | 1:5 |\n| Oak Room | 3–5 years | 1:8 |',
    'Safety.md': '# Site Safety\n## First aid\nEvery site has at least 1 qualified first aider per 50 workers.\n## Reporting\nEach site aims for 1 near-miss report per 100 workers each week.',
  });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Rooms, Ratios]: the Oak Room works at one adult to eight children.'), { failed: [], warned: [] });
  assert.deepEqual(verdicts(reader, vault, 'Based on [Rooms, Ratios]: the Sapling Room has one member of staff to five children (1:5).'), { failed: [], warned: [] });
  // "1:5" states no five children, and a ratio's "per" is no sum.
  assert.deepEqual(verdicts(reader, vault, 'Based on [Rooms, Ratios]: the Oak Room works at 1:5.').failed, ['1:5']);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Site Safety, First aid]: there is one qualified first aider per 100 workers, with at least two on site.').failed, ['one qualified first aider per 100 workers']);
});

test("a fee the user pays by the month, given back without its period, is no figure of theirs: a fee the reply states", () => {
  const vault = vaultOf({ 'Fees.md': '# Fees\n## Leaving\nThe cancellation fee is £75.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Fees, Leaving]: the cancellation fee is £50.', 'I pay £50 a month for my plan. What is the cancellation fee?').failed, ['£50']);
});

test('a score is one value however written: "3.5/4.0" in a reply, "3.5 out of 4.0" in the vault', () => {
  const vault = vaultOf({ 'Awards.md': '# Awards\n## Merit Award\nEligibility: a first-class degree or an equivalent, such as a GPA of 3.5 out of 4.0.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Awards, Merit Award]: you need a GPA of 3.5/4.0 or equivalent.'), { failed: [], warned: [] });
  assert.deepEqual(verdicts(reader, vault, 'Based on [Awards, Merit Award]: you need a GPA of 3.3 out of 4.0.').failed, ['3.3 out of 4.0']);
});

test('a count by the period says how often: "3 collections per week" is "three times a week"', () => {
  const vault = vaultOf({ 'Accounts.md': '# Commercial Accounts\n## Levels\n| Level | Minimum weekly volume | Collections per week |\n|---|---|---|\n| Level 1 | 150 items | 2 |\n| Level 2 | 400 items | 3 |\n\nLevel 3 accounts are collected every day except Sunday.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Commercial Accounts, Levels]: Level 2 needs at least 400 items a week, with collections three times a week.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Commercial Accounts, Levels]: Level 2 needs at least 400 items a week, with collections four times a week.').failed, ['four times a week']);
});

test('what is lost or left over is worked out: "on £12 you\'d lose £3", "£47 earns four stamps and the leftover £7"', () => {
  const vault = vaultOf({ 'Loyalty.md': '# Loyalty Card\n## Stamps\nYou earn one stamp for every £10 spent on a single ticket. Spend is not carried over between tickets.\n## Rewards\nTen stamps give a £15 voucher. If the ticket is worth less than the voucher, the unused balance is lost.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Loyalty Card, Rewards]: the voucher is £15, and on a £12 ticket you would lose £3.', 'Can I use my voucher on a £12 ticket?').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Loyalty Card, Stamps]: one stamp per £10 on a single ticket, so £47 earns four stamps and the leftover £7 is not carried over.', 'My ticket is £47. How many stamps?').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Loyalty Card, Stamps]: one stamp per £10 on a single ticket, so £47 earns four stamps and the leftover £6 is not carried over.', 'My ticket is £47. How many stamps?').failed, ['£6']);
});

test('a label in brackets after a value closes what that value is said of: "… (step 2) and fit the meter within 90 days"', () => {
  const vault = vaultOf({
    'Metering.md':
      '# Metering Policy\n## Free meter option\nAny household customer can ask us to fit a meter free of charge. The process is:\n\n1. Apply online.\n2. We carry out a survey within 21 days of your application to decide where the meter can go.\n3. We fit the meter within 90 days of your application.\n4. Your metered charges start from the first reading taken when the meter is fitted.\n\nIf your bills are higher, you can switch back to unmetered charges within 24 months of the meter being fitted.',
  });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Metering Policy, Free meter option]: we survey within 3 weeks of your application (step 2) and fit the meter within 90 days of applying (step 3).'), { failed: [], warned: [] });
  assert.deepEqual(verdicts(reader, vault, 'Based on [Metering Policy, Free meter option]: we survey within 3 weeks of your application (step 2) and fit the meter within 60 days of applying (step 3).').failed, ['60 days']);
});

test('bare numbers listed and summed are summed in the unit of the total: "13 in autumn, 11 in spring and 12 in summer — 36 weeks in total"', () => {
  const vault = vaultOf({ 'Terms.md': '# Term Dates\n## 2025-26\n| Term | Teaching weeks |\n|---|---|\n| Autumn | 13 |\n| Spring | 11 |\n| Summer | 12 |\n\nStages 1 to 3 pay for one class a week.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Term Dates, 2025-26]: adding the teaching weeks — 13 in autumn, 11 in spring and 12 in summer — gives 36 weeks in total.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Term Dates, 2025-26]: adding the teaching weeks — 13 in autumn, 11 in spring and 12 in summer — gives 38 weeks in total.').failed, ['38 weeks']);
  // Numbers listed with no total said are no sum: "press 1, 2 or 3; each line is open 6 days a week".
  const lines = vaultOf({ 'Contact.md': '# Contact\n## Phone lines\nOur phone lines are open 5 days a week.' });
  assert.deepEqual(verdicts(createReader(lines.docs), lines, 'Based on [Contact, Phone lines]: press 1 for sales, 2 for billing or 3 for support; each line is open 6 days a week.').failed, ['6 days a week']);
});

test('a label that begins the vault\'s labels ("Zone B" for Zone B1 and B2) is a warning, never a failure; one that begins none fails', () => {
  const vault = vaultOf({ 'Delivery.md': '# Delivery\n## Zones\n| Zone | Fee |\n|---|---|\n| Zone A1 | £2.50 |\n| Zone B1 | £3.95 |\n| Zone B2 | £3.95 |\n\nA failed visit costs £3.95.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Delivery, Zones]: a failed visit costs £3.95, the same as the Zone B delivery fee.'), { failed: [], warned: ['Zone B'] });
  assert.deepEqual(verdicts(reader, vault, 'Based on [Delivery, Zones]: a failed visit costs £3.95, the same as the Zone C delivery fee.').failed, ['Zone C']);
  // A number that begins a longer one is no family: "Tier 1" where the vault has Tier 10 to Tier 12.
  const tiers = vaultOf({ 'Plans.md': '# Plans\n## Tiers\n| Tier | Price |\n|---|---|\n| Tier 10 | £15 a month |\n| Tier 11 | £20 a month |' });
  assert.deepEqual(verdicts(createReader(tiers.docs), tiers, 'Based on [Plans, Tiers]: the Tier 1 plan costs £15 a month.').failed, ['Tier 1']);
});

test('an acronym the reply spells out beside it in the vault\'s words is stated: "a purchase order (PO) number"', () => {
  const vault = vaultOf({ 'Schools.md': '# School Packages\n## Paying\nWe need a purchase order number before we issue the deposit invoice.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [School Packages, Paying]: we need a purchase order (PO) number before issuing the deposit invoice.'), { failed: [], warned: [] });
  assert.deepEqual(verdicts(reader, vault, 'Based on [School Packages, Paying]: we need a PO number before issuing the deposit invoice.').failed, ['PO']);
});

test('the days a range of weekdays spans is working: "the workshop runs Monday to Friday, so five days would be £175"', () => {
  const vault = vaultOf({ 'Workshops.md': '# Holiday Workshops\n## Prices\n| Workshop | Days | Full week | Day place |\n|---|---|---|---|\n| Musical in a Week | Monday to Friday | £165 | £35 |\n\nA week is booked as a whole or by the day.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Holiday Workshops, Prices]: day places are £35, and Musical in a Week runs Monday to Friday, so five days would be £175.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Holiday Workshops, Prices]: day places are £35, and Musical in a Week runs Monday to Friday, so its six days cost £210.').failed, ['six days']);
  // The count must be the range's, right after it; and a rate by its period multiplies in its own unit only.
  const hire = vaultOf({ 'Hire.md': '# Equipment Hire\n## Prices\nA cement mixer costs £15 per day to hire. The hire desk is open Monday to Friday. Refunds take 10 working days.' });
  const hired = createReader(hire.docs);
  assert.deepEqual(verdicts(hired, hire, 'Based on [Equipment Hire, Prices]: the desk is open Monday to Friday, so your refund takes five days.').failed, ['five days']);
  assert.equal(verdicts(hired, hire, 'Based on [Equipment Hire, Prices]: the mixer is £15 per day, so 5 weeks costs £75.').failed.includes('£75'), true);
});

test('a count times a measure, worked out in another unit of it: "60 rolls at 50 g each, 3 kg in total"', () => {
  const vault = vaultOf({ 'Range.md': '# Product Range\n## School rolls\n| Code | Per tray | Unit weight | Price |\n|---|---|---|---|\n| SC-401 | 60 rolls | 50 g | £12.60 |' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Product Range, School rolls]: SC-401 rolls come 60 to a tray at 50 g each, so a tray is 3 kg of rolls in total (60 × 50 g).').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Product Range, School rolls]: SC-401 rolls come 60 to a tray at 50 g each, so a tray is 4 kg of rolls in total.').failed, ['4 kg']);
});

test('a value said again in other words right after itself stands or falls with the first: "Fourteen calendar days, so two weeks"', () => {
  const vault = vaultOf({
    'Appeals.md': '# Appeals\n## Stages\n| Stage | Form | Submit within | Considered within |\n|---|---|---|---|\n| Stage 2: Formal Appeal | AP-2 | 10 working days of the Stage 1 outcome | 30 working days |\n| Stage 3: Review | AP-3 | 14 calendar days of the Stage 2 outcome | 20 working days |',
    'Periods.md': '# Exam Periods\n## Length\nThe Winter and Resit periods each last two weeks; the Summer period lasts four weeks.',
  });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Appeals, Stages]: a Stage 3 review is submitted within fourteen calendar days, so two weeks, of the Stage 2 outcome.').failed, []);
  // Not the first wording's way out: the first is still read.
  assert.deepEqual(verdicts(reader, vault, 'Based on [Appeals, Stages]: a Stage 3 review is submitted within four weeks, so 28 days, of the Stage 2 outcome.').failed, ['four weeks']);
});

test('a difference said as a comparison, a change as a percentage, a length of time from a start and an end in words', () => {
  const vault = vaultOf({
    'Domes.md': '# Telescopes\n## Domes\nThe North Dome is 6.5 metres across. The South Dome is 9 metres across.\n## Nights\nIn autumn, doors open at 19:30 and observing ends at 22:00. The field night runs from 20:00 to 00:30.\n## Alerts\nVisitors are told by email and by text message by 16:30.',
    'Groups.md': '# School Visits\n## Changes\nNumbers can be reduced by up to 10% after confirmation without charge.',
  });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Telescopes, Domes]: the South Dome is 9 metres across and the North Dome 6.5 metres — 2.5 metres wider.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [School Visits, Changes]: up to 10% can be dropped; 60 to 55 is a drop of about 8%, so it is within the limit.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Telescopes, Nights]: doors at half past seven in the evening, observing until 10 pm. That\'s two and a half hours.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Telescopes, Nights]: the field night runs from 8 pm to half past midnight.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Telescopes, Alerts]: you get an email and an SMS by 16:30.').failed, []);
  // Worked out wrong, it is still not what the vault says.
  const wrong = verdicts(reader, vault, 'Based on [Telescopes, Domes]: the South Dome is 9 metres across and the North Dome 6.5 metres, so 4 metres wider.');
  assert.deepEqual([...wrong.failed, ...wrong.warned], ['4 metres']);
});

test('a document\'s front matter states its details: "owner: Miriam Okafor", "last_reviewed: 2025-03-10"', () => {
  const vault = vaultOf({ 'Procedure.md': '---\naliases: [CT Procedure]\nowner: Miriam Okafor\nlast_reviewed: 2025-03-10\n---\n# Certified Translation Procedure\n## Steps\nStep 1: Send a clear scan of the document.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Certified Translation Procedure, Certified Translation Procedure]: it was last reviewed on 10 March 2025, and its owner is Miriam Okafor.'), { failed: [], warned: [] });
  const wrong = verdicts(reader, vault, 'Based on [Certified Translation Procedure, Certified Translation Procedure]: it was last reviewed on 12 March 2025.');
  assert.deepEqual([...wrong.failed, ...wrong.warned], ['12 March 2025']);
});

test('"R1-R4" is a run of one series, as "R1 to R4" is; "Amex" is American Express', () => {
  const vault = vaultOf({ 'Parking.md': '# Car Parks\n## EV charging\n| Charger | Where | Price |\n|---|---|---|\n| Ultra-rapid | Mid Stay, bays R1 to R4 | 79p per kWh |\n| Rapid | Mid Stay, bays R5 to R12 | 69p per kWh |\n## Paying\nWe take Visa, Mastercard and American Express.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Car Parks, EV charging]: the ultra-rapid chargers are in bays R1-R4, at 79p per kWh.'), { failed: [], warned: [] });
  assert.deepEqual(verdicts(reader, vault, 'Based on [Car Parks, Paying]: you can pay with Visa, Mastercard or Amex.'), { failed: [], warned: [] });
  const wrong = verdicts(reader, vault, 'Based on [Car Parks, EV charging]: the ultra-rapid chargers are in bays R1-R14.');
  assert.deepEqual([...wrong.failed, ...wrong.warned], ['R14']);
});

describe('what a review of this wave\'s rules found, each with the right verdict', () => {
  test('a gloss holds only one value said twice: "eight o\'clock, i.e. 8 pm" leaves 8 pm a claim of its own', () => {
    const vault = vaultOf({ 'Venue.md': '# Venue\n## Times\nDoors open at 08:00. The bar closes at 20:00.' });
    const reader = createReader(vault.docs);
    const v = verdicts(reader, vault, 'Based on [Venue, Times]: doors open at eight o\'clock, i.e. 8 pm.');
    assert.deepEqual([...v.failed, ...v.warned], ['8 pm']);
  });
  test('a ratio is read next to the word "ratio", not a few words on; a ratio\'s sides do not outweigh the words around it', () => {
    const vault = vaultOf({
      'Nursery.md': '# Nursery\n## Daily checks\nThe ratio check at 10:30 is done by the room leader for the baby room.\n## Ratios\nThe baby room works at 1:4.',
      'Coaching.md': '# Coaching\n## Sessions\nIndoor sessions run at one coach to eight players. Outdoor sessions run at one coach to twelve players.',
    });
    const reader = createReader(vault.docs);
    assert.deepEqual(verdicts(reader, vault, 'Based on [Nursery, Ratios]: the baby room ratio is 1:3.').failed, ['1:3']);
    assert.deepEqual(verdicts(reader, vault, 'Based on [Nursery, Daily checks]: the room leader does the ratio check at half past ten.').failed, []);
    assert.deepEqual(verdicts(reader, vault, 'Based on [Coaching, Sessions]: outdoor sessions run at one coach to eight players.').failed, ['one coach to eight players']);
  });
  test('a comparative works nothing out unless it follows its value, and a change is counted from the right end', () => {
    const vault = vaultOf({
      'Baggage.md': '# Baggage\n## Allowance\nStandard bags may weigh up to 23 kg. Heavier bags up to 32 kg cost £60. Cabin bags may weigh 7 kg.',
      'Fees.md': '# Fees\n## Membership\nMembership is £40 a month. Students pay £30 a month.',
    });
    const reader = createReader(vault.docs);
    assert.deepEqual(verdicts(reader, vault, 'Based on [Baggage, Allowance]: standard bags are 23 kg and cabin bags 7 kg; larger bags up to 30 kg are £60.').failed, ['30 kg']);
    assert.deepEqual(verdicts(reader, vault, 'Based on [Fees, Membership]: membership is £40 a month; the student rate is £30, a drop of 33%.').failed, ['33%']);
    assert.deepEqual(verdicts(reader, vault, 'Based on [Fees, Membership]: membership is £40 a month; the student rate is £30, a drop of 25%.').failed, []);
  });
  test('only a document\'s details are facts in its front matter: "nav_order: 12" states nothing', () => {
    const vault = vaultOf({ 'Fees.md': '---\nowner: Miriam Okafor\nnav_order: 12\n---\n# Fee Policy\n## Late fees\nA late fee of £25 applies after 14 days.' });
    const reader = createReader(vault.docs);
    assert.deepEqual(verdicts(reader, vault, 'Based on [Fee Policy, Late fees]: you get 12 free reminders before a late fee.').failed, ['12 free reminders']);
  });
  test('a gloss in a hostile reply stays linear: long blank runs between values', async () => {
    const vault = vaultOf({ 'Lockers.md': '# Lockers\n## Renting\nLockers take 14 days to assign.' });
    const reader = createReader(vault.docs);
    const reply = `Based on [Lockers, Renting]: ${`Lockers take 14 days${' '.repeat(900)}x two weeks. `.repeat(100)}`;
    const ms = await cpuMs(() => verdicts(reader, vault, reply));
    assert.ok(ms < 2000, `${ms.toFixed(0)} ms`);
  });
});

test('the user\'s own figure in a supposition is their case, weighed, even after a yes: "so being 20 minutes late would still be inside the limit"', () => {
  const vault = vaultOf({ 'Rules.md': '# Exam Hall Rules\n## Arriving late\nYou can be admitted up to 30 minutes after the start. For papers of 1 hour or less, the late-admission limit is 15 minutes instead of 30 minutes.' });
  const reader = createReader(vault.docs);
  const question = "I'm going to be about 20 mins late for my 2-hour exam. Will they let me in?";
  assert.deepEqual(verdicts(reader, vault, 'Based on [Exam Hall Rules, Arriving late]: Yes. You can be admitted up to half an hour after the start, so being about 20 minutes late would still be inside the limit.', question).failed, []);
  // The bot's own figure is still its claim.
  assert.deepEqual(verdicts(reader, vault, 'Based on [Exam Hall Rules, Arriving late]: Yes. The late-admission limit is 25 minutes after the start.', question).failed, ['25 minutes']);
});

test('how near a value is says nothing of what it is of: "around a quarter of the total as a deposit"', () => {
  const vault = vaultOf({ 'Fees.md': '# Fees\n## Deposit\nA deposit of 25% of the total is due on booking. The balance is due 6 weeks before.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Fees, Deposit]: you pay around a quarter of the total as a deposit when you book.'), { failed: [], warned: [] });
  assert.deepEqual(verdicts(reader, vault, 'Based on [Fees, Deposit]: you pay roughly a third of the total as a deposit when you book.').warned, ['a third of']);
});

test('a weekday said of a full date is that date\'s: no other column\'s weekday contradicts it', () => {
  const vault = vaultOf({ 'Calendar.md': '# Sale Calendar\n## Sales\n| Sale | Date | Consignment deadline |\n|---|---|---|\n| Collectors\' Sale | Saturday 12 July 2025 | Friday 13 June 2025 |\n| Autumn Sale | Thursday 9 October 2025 | Thursday 4 September 2025 |' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, "Based on [Sale Calendar, Sales]: the Collectors' Sale is on 2025-07-12 (a Saturday); the consignment deadline is 13 June.").failed, []);
  assert.deepEqual(verdicts(reader, vault, "Based on [Sale Calendar, Sales]: the Collectors' Sale is on 2025-07-19 (a Saturday); the consignment deadline is 13 June.").failed, ['2025-07-19 (a Saturday)']);
});

test('an amount worked out first, spread over a period the sentence gives, is a rate — forward only, and no two values prove each other', () => {
  const vault = vaultOf({ 'Fees.md': '# Fees\n## Paying\nMetal braces are £3,450. A deposit of 20% is due at the start, and Plan B spreads the balance over 18 months, interest-free.' });
  const reader = createReader(vault.docs);
  const cite = 'Based on [Fees, Paying]: ';
  assert.deepEqual(verdicts(reader, vault, `${cite}metal braces are £3,450. After the 20% deposit of £690, the balance is £2,760; spread over Plan B's 18 months that works out at about £153.33 a month.`).failed, []);
  assert.deepEqual(verdicts(reader, vault, `${cite}metal braces are £3,450. After the 20% deposit of £690, the balance is £2,760; spread over Plan B's 18 months that works out at £175 a month.`).failed, ['£175 a month']);
  // A total and a rate the vault states neither of, each worked out from the other: both unproved.
  assert.deepEqual(verdicts(reader, vault, `${cite}Plan B is £2,700 in total, which works out at £150 a month over 18 months.`).failed.length > 0, true);
});

test('the day after or before a date its sentence gives, where it says one follows from the other: an open season from a close season', () => {
  const vault = vaultOf({ 'Seasons.md': '# Close Seasons\n## By species\n| Species | Close season |\n|---|---|\n| Brown trout | 1 October to 14 March |\n| Sea trout | 16 October to 30 April |' });
  const reader = createReader(vault.docs);
  const cite = 'Based on [Close Seasons, By species]: ';
  assert.deepEqual(verdicts(reader, vault, `${cite}the sea trout close season is 16 October – 30 April, so you can fish for them from 1 May to 15 October.`).failed, []);
  assert.deepEqual(verdicts(reader, vault, `${cite}the sea trout close season is 16 October – 30 April, so you can fish for them from 2 May to 15 October.`).failed, ['2 May']);
});

describe('counts of time', () => {
  test('"8,000 operating hours" is the table\'s "8,000 h" under "Interval (operating hours)"', () => {
    const vault = vaultOf({ 'Plan.md': '# Maintenance Plan\n## Service levels\n| Service level | Interval (operating hours) | Calendar limit |\n|---|---|---|\n| Level 2 service | 4,000 h | 6 months |\n| Level 3 major service | 8,000 h | 12 months |\n| Level 4 overhaul | 40,000 h | none |' });
    const reader = createReader(vault.docs);
    const cite = 'Based on [Maintenance Plan, Service levels]: ';
    assert.deepEqual(verdicts(reader, vault, `${cite}a Level 3 is due every 8,000 operating hours or 12 months.`).failed, []);
    assert.deepEqual(verdicts(reader, vault, `${cite}a Level 4 overhaul is due every forty thousand operating hours.`).failed, []);
    assert.deepEqual(verdicts(reader, vault, `${cite}a Level 3 is due every 9,000 operating hours or 12 months.`).failed, ['9,000 operating hours']);
  });
  test('a count of days with a word before it is no period of the vault\'s: "3 free days" is not "3 days in advance"', () => {
    const vault = vaultOf({ 'Storage.md': '# Storage\n## Free time\nExport containers get 7 free days from gate-in. Bookings must be made 3 days in advance.' });
    assert.deepEqual(verdicts(createReader(vault.docs), vault, 'Based on [Storage, Free time]: export containers get 3 free days from gate-in.').failed.length > 0, true);
  });
});

describe('what a review of this wave\'s rules found, each with the right verdict', () => {
  test('a day next to a date works out only an open range from a closed one, not any date after "so"', () => {
    const vault = vaultOf({ 'Course.md': '# Course Dates\n## Spring term\nThe spring course starts on 3 June. Registration closes on 27 May. Results are published on 20 July.' });
    const reader = createReader(vault.docs);
    assert.deepEqual(verdicts(reader, vault, 'Based on [Course Dates, Spring term]: the course runs from 3 June, so registration closes on 2 June.').failed, ['2 June']);
    assert.deepEqual(verdicts(reader, vault, 'Based on [Course Dates, Spring term]: registration closes on 27 May, so the course starts on 28 May.').failed, ['28 May']);
  });
  test('a tolerance counts only in its value\'s unit, and never of a time', () => {
    const power = vaultOf({ 'Power.md': '# Power Supply\n## Input\nThe charger accepts mains input of 230 V ± 10%. Output is 12 V.' });
    assert.deepEqual(verdicts(createReader(power.docs), power, 'Based on [Power Supply, Input]: the charger works down to a minimum of 220 V.').failed, ['220 V']);
    const boats = vaultOf({ 'Delivery.md': '# Delivery\n## Lead time\nCustom boats are delivered 12 months ± 2 weeks after the order is confirmed.' });
    assert.deepEqual(verdicts(createReader(boats.docs), boats, 'Based on [Delivery, Lead time]: delivery can take up to 14 months after you confirm the order.').failed, ['14 months']);
    const couriers = vaultOf({ 'Collection.md': '# Collection\n## Times\nCouriers collect parcels at 14:00 each weekday, give or take 30 minutes.' });
    assert.deepEqual(verdicts(createReader(couriers.docs), couriers, 'Based on [Collection, Times]: couriers collect at 14:00 ± 30 minutes each weekday.').failed, []);
  });
  test('an amount is a rate only where the sentence spreads it over the period', () => {
    const vault = vaultOf({ 'Fees.md': '# Membership\n## Fees\nAnnual membership is £240, or £22 a month by direct debit. The notice period is 2 months.' });
    assert.deepEqual(verdicts(createReader(vault.docs), vault, 'Based on [Membership, Fees]: annual membership is £240; with the 2 months notice period that works out at £120 a month.').failed, ['£120 a month']);
  });
  test('"around" right before a value says how near it is; elsewhere it is a word of what the value is of', () => {
    const vault = vaultOf({ 'Lake.md': '# Lake\n## Walks\n| Walk | Distance |\n|---|---|\n| Around the lake | 3 km |\n| Lake to village | 5 km |' });
    assert.deepEqual(verdicts(createReader(vault.docs), vault, 'Based on [Lake, Walks]: the walk around the lake is 5 km.').failed, ['5 km']);
  });
  test('a thousands suffix is as precise as written: "36.4k miles" is not 36,000', () => {
    const vault = vaultOf({ 'Tyres.md': '# Tyres\n## Warranty\nThe Voyager has a 36,000-mile tread warranty. The Sprint has 25,000 miles.' });
    assert.deepEqual(verdicts(createReader(vault.docs), vault, 'Based on [Tyres, Warranty]: the Voyager has a 36.4k-mile tread warranty.').failed, ['36.4k-mile']);
  });
});

test('a figure given back as the user\'s and weighed against the rule is their case, after a yes too: "the €45 you mention is within their limit"', () => {
  const vault = vaultOf({ 'Refunds.md': '# Refunds\n## Requesting a refund\nTo ask for a refund, open Help. Level 1 agents can approve refunds of up to €50. Level 1 agents can also grant a goodwill credit of up to €20 as account credit, once per listener in any 12 months. Anything above €50 goes to a Level 2 billing specialist.' });
  const reader = createReader(vault.docs);
  const question = 'Can a Level 1 agent refund me €45?';
  assert.deepEqual(verdicts(reader, vault, 'Based on [Refunds, Requesting a refund]: Yes. Level 1 agents can approve refunds of up to €50, so the €45 you mention is within their limit. Anything above €50 goes to a Level 2 billing specialist.', question).failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Refunds, Requesting a refund]: Yes, the €45 you mention is the most a Level 1 agent can refund.', question).failed, ['€45']);
});

test('a header\'s unit may end in its power: cells under "Size in m²" are square metres', () => {
  const vault = vaultOf({ 'Plots.md': '# Plot Sizes\n## Plot types\n| Plot type | Size in rods | Size in m² |\n|---|---|---|\n| Half plot | 5 | 125 |\n| Starter bed | – | 15 |\n| Raised bed | – | 8 |' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Plot Sizes, Plot types]: a starter bed is 15 m² and a raised bed is 8 m².').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Plot Sizes, Plot types]: a starter bed is 18 m² and a raised bed is 8 m².').failed, ['18 m2']);
});

test('what is counted or measured may open a header: "Miles included: 90" is 90 miles, but "Months left: 10" is no contract length', () => {
  const vault = vaultOf({ 'Hire.md': '# Hire\n## Packages\n| Package | Hours | Miles included | Price |\n|---|---|---|---|\n| Half Day | 4 | 40 | £650 |\n| Full Day | 8 | 90 | £1,250 |\n## Leaving early\n| Example | Months left | Fee |\n|---|---|---|\n| Full Day, 24-month contract | 10 | £120 |' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Hire, Packages]: the Full Day package is £1,250 for eight hours, with 90 miles included.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Hire, Packages]: the Full Day package is £1,250 for eight hours, with 40 miles included.').failed, ['40 miles']);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Hire, Leaving early]: the Full Day is on a 24-month contract.').failed, []);
});

test('a telephone number is a contact point for a purpose, as an e-mail address is: another purpose\'s number is contradicted', () => {
  const vault = vaultOf({ 'Contact.md': '# Contact Us\n## Phone lines\nNew enquiries: 01603 555 0180.\n\n## How to complain\nCall the complaints line on 01603 555 0190, Monday to Friday, 9:00 to 17:30.' });
  const reader = createReader(vault.docs);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Contact Us, How to complain]: call the complaints line on 01603 555 0190, Monday to Friday.').failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Contact Us, How to complain]: call the complaints line on 01603 555 0180, Monday to Friday.').failed, ['01603 555 0180']);
});

test('common acronyms a vault spells out without pairing them: "UV" for ultraviolet, "PIC" for pilot in command, "GBP" for pounds sterling', () => {
  const vault = vaultOf({ 'Care.md': '# Storage Standards\n## Display limits\nUltraviolet should be kept below 75 microwatts per lumen. Prices are in pounds sterling. Only the pilot in command may sign the log.' });
  const reader = createReader(vault.docs);
  const cite = 'Based on [Storage Standards, Display limits]: ';
  assert.deepEqual(verdicts(reader, vault, `${cite}keep UV below 75 microwatts per lumen; prices are in GBP, and only the PIC signs the log.`).failed, []);
  assert.deepEqual(verdicts(reader, vault, `${cite}keep UV below 75 microwatts per lumen; prices are in GBP, and only the HSE signs the log.`).failed, ['HSE']);
});

test('an amount per so much of another measure, scaled to another amount of it: "15 minutes per 100 GB, so for 300 GB roughly 45 minutes"', () => {
  const vault = vaultOf({ 'Backups.md': '# Storage and Backups\n## Restoring\nRestores typically take 15 minutes per 100 GB. Standard volumes are limited to 30 minutes of burst.' });
  const reader = createReader(vault.docs);
  const question = 'How long will restoring my 300 GB volume take?';
  assert.deepEqual(verdicts(reader, vault, 'Based on [Storage and Backups, Restoring]: restores take 15 minutes per 100 GB, so for the 300 GB you mention, expect roughly 45 minutes.', question).failed, []);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Storage and Backups, Restoring]: restores take 15 minutes per 100 GB, so for the 300 GB you mention, expect roughly 60 minutes.', question).failed.length > 0, true);
});

test('worked out in the words a sign maker uses: a height "for every" distance scaled, days between two dates, a four-digit length', () => {
  const vault = vaultOf({ 'Artwork.md': '# Artwork\n## Lettering\nText should be at least 25 mm high for every 10 m of viewing distance.\n## Roller banners\nA standard roller banner is 850 mm wide by 2000 mm high. Add 100 mm at the bottom for the cassette.\n## Closures\nWe close from 24 December 2025 to 2 January 2026 inclusive.' });
  const reader = createReader(vault.docs);
  const read = (a: string, q = ''): string[] => verdicts(reader, vault, a, q).failed;
  const question = 'People will read it from 30 m away.';
  assert.deepEqual(read('Based on [Artwork, Lettering]: at least 25 mm of text height for every 10 m of viewing distance, so at 30 m letters at least 75 mm high.', question), []);
  assert.deepEqual(read('Based on [Artwork, Lettering]: at least 25 mm of text height for every 10 m of viewing distance, so at 30 m letters at least 90 mm high.', question), ['90 mm']);
  // "2000 mm" is a length, not the year 2000: it adds up with the 100 mm.
  assert.deepEqual(read('Based on [Artwork, Roller banners]: it is 850 mm wide by 2000 mm high plus 100 mm for the cassette, so the artwork is 2,100 mm high.'), []);
  assert.deepEqual(read('Based on [Artwork, Roller banners]: it is 850 mm wide by 2000 mm high plus 100 mm for the cassette, so the artwork is 2,200 mm high.'), ['2,200 mm']);
  assert.deepEqual(read('Based on [Artwork, Closures]: 24 December 2025 to 2 January 2026 inclusive, which works out to 10 days.'), []);
  assert.deepEqual(read('Based on [Artwork, Closures]: 24 December 2025 to 2 January 2026 inclusive, which works out to 12 days.'), ['12 days']);
});

test('months counted between dates with no year, across the new year, and between named months, both ends in', () => {
  const failed = failedIn(vaultOf({
    'Weather.md': '# Weather\n## Winter Season\nThe winter season runs from 1 November to 31 March. Pelletising runs from October through January.\n## Other\nBuoys are checked every 12 hours. Pellets are best before 36 months after packing.',
  }));
  assert.deepEqual(failed('Based on [Weather, Winter Season]: it runs from 1 November to 31 March, which is five months.'), []);
  assert.deepEqual(failed('Based on [Weather, Winter Season]: it runs from 1 November to 31 March, which is six months.'), ['six months']);
  assert.deepEqual(failed('Based on [Weather, Winter Season]: pelletising runs from October through January, four months.'), []);
  assert.deepEqual(failed('Based on [Weather, Winter Season]: pelletising runs from October through January, five months.'), ['five months']);
  // Two months the sentence names apart are no run of months.
  assert.deepEqual(failed('Based on [Weather, Winter Season]: pelletising runs in October and January, four months in all.'), ['four months']);
});

test('days counted across the new year between dates with no year; "inclusive" counts both ends, and only both', () => {
  const failed = failedIn(vaultOf({ 'Days.md': '# Days\n## Closures\nThe airfield is closed from 24 December to 1 January inclusive.\n## Other\nThe last launch is 30 minutes before sunset.' }));
  assert.deepEqual(failed('Based on [Days, Closures]: it is closed from 24 December to 1 January inclusive, which is nine days.'), []);
  assert.deepEqual(failed('Based on [Days, Closures]: it is closed from 24 December to 1 January inclusive, which is eight days.'), ['eight days']);
  assert.deepEqual(failed('Based on [Days, Closures]: it is closed from 24 December to 1 January inclusive, which is ten days.'), ['ten days']);
  // "Inclusive of" a price counts no days; in a year with no 29 February, 1 February to 31 March is 59 days, or 58.
  const season = failedIn(vaultOf({ 'Hire.md': '# Hire\n## Season\nThe cottage is let from 3 June to 10 June for £450 inclusive of VAT. Winter lets run from 1 February to 31 March.' }));
  assert.deepEqual(season('Based on [Hire, Season]: it runs from 3 June to 10 June, 7 days, for £450 inclusive of VAT.'), []);
  assert.deepEqual(season('Based on [Hire, Season]: winter lets run from 1 February to 31 March inclusive, 59 days.'), []);
});

test('read as a clinic and a charity write: an amount in words with a comma, km/h for mph, a count "at night", a time round the clock, whole years between dates', () => {
  const vault = vaultOf({
    'Clinic.md': '# Clinic\n## Packages\nIVF Essential costs £4,950.\n## Timeline\nThe trigger injection is given 36 hours before egg collection.\n## Results\nFigures cover cycles started between 1 January 2023 and 31 December 2024.',
    'Charity.md': '# Charity\n## Missions\nIn 2024 we flew 2,403 missions, 426 of them at night. The average response was 24 minutes in 2024 and 27 minutes in 2023.\n## Site\nThe speed limit is 10 mph on the helipad road. Night flying is limited to 8 weeks in any year.',
  });
  const reader = createReader(vault.docs);
  const read = (a: string, q = ''): string[] => verdicts(reader, vault, a, q).failed;
  assert.deepEqual(read('Based on [Clinic, Packages]: IVF Essential is four thousand, nine hundred and fifty pounds.'), []);
  assert.deepEqual(read('Based on [Clinic, Packages]: IVF Essential is four thousand, eight hundred and fifty pounds.'), ['four thousand, eight hundred and fifty pounds']);
  assert.deepEqual(read('Based on [Clinic, Timeline]: the trigger is given 36 hours before collection, so a trigger at 21:00 on Tuesday means collection at 09:00 on Thursday.', 'Trigger at 21:00 on Tuesday?'), []);
  assert.deepEqual(read('Based on [Clinic, Timeline]: the trigger is given 36 hours before collection, so a trigger at 21:00 on Tuesday means collection at 10:00 on Thursday.', 'Trigger at 21:00 on Tuesday?'), ['10:00']);
  assert.deepEqual(read('Based on [Clinic, Timeline]: the trigger is given 36 hours before collection, so a trigger at 21:00 on Tuesday means collection at 09:00 on Wednesday.', 'Trigger at 21:00 on Tuesday?'), ['Wednesday']);
  assert.deepEqual(read('Based on [Clinic, Results]: cycles started between 1 January 2023 and 31 December 2024, two full calendar years.'), []);
  assert.deepEqual(read('Based on [Charity, Missions]: we flew 2,403 missions in 2024, including 426 at night.'), []);
  assert.deepEqual(read('Based on [Charity, Missions]: the average was 24 minutes in 2024, 3 minutes quicker than the 27 minutes in 2023.'), []);
  assert.deepEqual(read('Based on [Charity, Missions]: the average was 24 minutes in 2024, 4 minutes quicker than the 27 minutes in 2023.'), ['4 minutes']);
  assert.deepEqual(read('Based on [Charity, Site]: 10 mph on the helipad road, about 16 km/h.'), []);
  assert.deepEqual(read('Based on [Charity, Site]: 10 mph on the helipad road, about 19 km/h.'), ['19 km/h']);
  assert.deepEqual(read('Based on [Charity, Site]: night flying is limited to 56 days (8 weeks) in a year.'), []);
});

test('the other values a clause states pin the row it is about: "under 35 … 41% … 412 cycles" is the Under 35 row, whose rate is 38%', () => {
  const vault = vaultOf({ 'Results.md': '# Results\n## Own eggs\n| Age band | Cycles started | Clinical pregnancy rate | Live birth rate |\n|---|---|---|---|\n| Under 35 | 412 | 48% | 38% |\n| 35 to 37 | 296 | 41% | 33% |\n| 38 to 39 | 188 | 33% | 24% |' });
  const reader = createReader(vault.docs);
  const read = (a: string): { failed: string[]; warned: string[] } => verdicts(reader, vault, a);
  assert.deepEqual(read('Based on [Results, Own eggs]: women under 35 had a live birth rate of 41% across 412 cycles.').failed, ['41%']);
  assert.deepEqual(read('Based on [Results, Own eggs]: women under 35 had a live birth rate of 38% across 412 cycles.'), { failed: [], warned: [] });
  // No other value to pin the row by: which row the rate is said of is not sure.
  assert.deepEqual(read('Based on [Results, Own eggs]: the live birth rate was 41%.').failed, []);
});

test('a clause copied with its value changed is contradicted though the value is an ordinal, or a year range stands in the clause', () => {
  const vault = vaultOf({ 'Funding.md': '# Funding\n## Tiers\nTier 2 funding ends on the woman\'s 43rd birthday, even if treatment has been approved. Own-egg IVF is offered up to the age of 45.\n## Results\nOur multiple birth rate in 2023–2024 was 6%, against the national target of 10%.' });
  const reader = createReader(vault.docs);
  const read = (a: string): string[] => verdicts(reader, vault, a).failed;
  assert.deepEqual(read('Based on [Funding, Tiers]: Tier 2 funding ends on the woman\'s 45th birthday, even if treatment has been approved.'), ['45th']);
  assert.deepEqual(read('Based on [Funding, Tiers]: Tier 2 funding ends on the woman\'s 43rd birthday, even if treatment has been approved.'), []);
  assert.deepEqual(read('Based on [Funding, Results]: our multiple birth rate in 2023–2024 was 10%, in line with the national target.'), ['10%']);
  assert.deepEqual(read('Based on [Funding, Results]: our multiple birth rate in 2023–2024 was 6%, against a national target of 10%.'), []);
  // Two values swapped in a copied clause: the words between them are the vault's.
  const site = vaultOf({ 'Site.md': '# Site\n## Driving\nThe speed limit is 10 mph on haul roads and 5 mph at the weighbridges.' });
  assert.deepEqual(verdicts(createReader(site.docs), site, 'Based on [Site, Driving]: the speed limit is 5 mph on haul roads and 10 mph at the weighbridges.').failed.includes('5 mph'), true);
  assert.deepEqual(verdicts(createReader(site.docs), site, 'Based on [Site, Driving]: the speed limit is 10 mph on haul roads and 5 mph at the weighbridges.').failed, []);
});

describe('what a review of this wave\'s readings found, each with the right verdict', () => {
  test('a year before a word that is also a unit stays a year: "In 2021 foot traffic fell"', () => {
    const hist = vaultOf({ 'Hist.md': '# Hist\n## Footfall\nIn 2021 foot traffic fell by 20%. In 2023 bar sales rose by 12%.' });
    assert.deepEqual(verdicts(createReader(hist.docs), hist, 'Based on [Hist, Footfall]: foot traffic fell by 20% in 2021, and bar sales rose by 12% in 2023.'), { failed: [], warned: [] });
  });
  test('the second of two parallel values is no copy of the first: "£5 for up to 4 hours"', () => {
    const parking = vaultOf({ 'Parking.md': '# Parking\n## Charges\nParking in the main car park costs £2 for up to 2 hours and £5 for up to 4 hours.' });
    assert.deepEqual(verdicts(createReader(parking.docs), parking, 'Based on [Parking, Charges]: parking in the main car park costs £5 for up to 4 hours.').failed, []);
  });
  test('a value weighed against the row\'s is not pinned to the row: "against 29% across all ages"', () => {
    const results = vaultOf({ 'Results.md': '# Results\n## Own eggs\n| Age band | Cycles started | Clinical pregnancy rate | Live birth rate |\n|---|---|---|---|\n| Under 35 | 412 | 48% | 38% |\n| 35 to 37 | 296 | 41% | 33% |\n## Overall\nAcross all ages, our live birth rate per cycle started was 29%.' });
    assert.deepEqual(verdicts(createReader(results.docs), results, 'Based on [Results, Own eggs]: women under 35 had a live birth rate of 38% across 412 cycles, against 29% across all ages.').failed, []);
  });
  test('a time or a weekday is worked round the clock forward only', () => {
    const lab = vaultOf({ 'Lab.md': '# Lab\n## Results\nResults are ready 48 hours after the sample is taken. Urgent results are ready 30 hours after the sample is taken.' });
    const r = createReader(lab.docs);
    assert.deepEqual(verdicts(r, lab, 'Based on [Lab, Results]: results are ready 48 hours after the sample is taken, so a sample taken at 10:00 on Monday is ready on Saturday.', 'Sample taken at 10:00 on Monday?').failed, ['Saturday']);
    assert.deepEqual(verdicts(r, lab, 'Based on [Lab, Results]: results are ready 48 hours after the sample is taken, so a sample taken at 10:00 on Monday is ready on Wednesday.', 'Sample taken at 10:00 on Monday?').failed, []);
    assert.deepEqual(verdicts(r, lab, 'Based on [Lab, Results]: urgent results are ready 30 hours after the sample is taken, so a sample taken at 21:00 is ready at 15:00.', 'Sample taken at 21:00?').failed, ['15:00']);
    assert.deepEqual(verdicts(r, lab, 'Based on [Lab, Results]: urgent results are ready 30 hours after the sample is taken, so a sample taken at 21:00 is ready at 03:00.', 'Sample taken at 21:00?').failed, []);
  });
});

test('a difference the reply says it worked out ("so … £3.00 more") is checked against the values before it', () => {
  const vault = vaultOf({ 'Prices.md': '# Prices\n## Herbs\n| Crop | Standing order, per kg | Ad hoc, per kg |\n|---|---|---|\n| Thai basil | £26.00 | £30.00 |\n| Butterhead lettuce | £9.00 | £11.00 |\n| Mint | £27.00 | £31.00 |\n## Delivery\nA drop outside the rounds costs £3.00 more per kg.' });
  const reader = createReader(vault.docs);
  // £3.00 is the vault's, for another fact: only the reply's own working says it is wrong here.
  assert.deepEqual(verdicts(reader, vault, 'Based on [Prices, Herbs]: Thai basil is £26.00 per kg on standing order and £30.00 ad hoc, so ad hoc costs £3.00 more per kg.').failed, ['£3.00']);
  assert.deepEqual(verdicts(reader, vault, 'Based on [Prices, Herbs]: Thai basil is £26.00 per kg on standing order and £30.00 ad hoc, so ad hoc costs £4.00 more per kg.').failed, []);
});

test('read as a bell founder and a school kitchen write: "B-28" is a code, "twenty-one thousand five hundred" one number, "20 g more than" a difference, "30 t/h" a mass an hour', () => {
  const vault = vaultOf({
    'Bells.md': '# Bells\n## Sizes\n| Size code | Diameter (mm) | Price |\n|---|---|---|\n| B-28 | 711 | £12,400 |\n| B-32 | 813 | £16,950 |',
    'Kitchen.md': '# Kitchen\n## Overview\nWe serve around 21,500 lunches a day.\n## Portions\n| Item | KS2 | Secondary |\n|---|---|---|\n| Cooked meat | 70 g | 90 g |',
    'Dry.md': '# Drying\n## Dryers\nDryer D-1 is rated at 30 tonnes per hour. Dryer D-2 is rated at 20 tonnes per hour.',
  });
  const reader = createReader(vault.docs);
  const read = (a: string): string[] => verdicts(reader, vault, a).failed;
  assert.deepEqual(read('Based on [Bells, Sizes]: a B-28 is 711 mm across.'), []);
  assert.deepEqual(read('Based on [Bells, Sizes]: a B-30 is 711 mm across.'), ['B-30']);
  assert.deepEqual(read('Based on [Kitchen, Overview]: about twenty-one thousand five hundred lunches a day.'), []);
  assert.equal(read('Based on [Kitchen, Portions]: secondary pupils get 90 g, 20 g more than the 70 g KS2 portion.').includes('20 g'), false);
  assert.equal(read('Based on [Kitchen, Portions]: secondary pupils get 90 g, 30 g more than the 70 g KS2 portion.').includes('30 g'), true);
  assert.deepEqual(read('Based on [Drying, Dryers]: D-1 is rated at 30 t/h against 20 t/h for D-2, so D-1 handles 10 tonnes an hour more.'), []);
  assert.deepEqual(read('Based on [Drying, Dryers]: D-1 is rated at 30 t/h against 20 t/h for D-2, so D-1 handles 15 tonnes an hour more.'), ['15 tonnes an hour']);
});

test('read as a dairy writes: "39.50ppl" is pence per litre, "2.75p" is as precise as written, "148m litres" is millions', () => {
  const vault = vaultOf({
    'Price.md': '# Milk Price\n## Base Price\nAll prices are in pence per litre (ppl).\n\n| Month | Base price |\n|---|---|\n| January 2025 | 40.25ppl |\n| May 2025 | 38.00ppl |',
    'About.md': '# About\n## Overview\nWe collect around 148 million litres of milk a year.',
  });
  const read = failedIn(vault);
  assert.deepEqual(read('Based on [Milk Price, Base Price]: the base price for May 2025 was 38p per litre.'), []);
  assert.deepEqual(read('Based on [Milk Price, Base Price]: the base price for May 2025 was 39.5p per litre.'), ['39.5p']);
  // Half a penny either way is no tolerance for a value written to the hundredth of one.
  assert.deepEqual(read('Based on [Milk Price, Base Price]: it fell from 40.25ppl to 38.00ppl, a drop of 2.25p per litre.'), []);
  assert.deepEqual(read('Based on [Milk Price, Base Price]: it fell from 40.25ppl to 38.00ppl, a drop of 2.75p per litre.'), ['2.75p']);
  assert.deepEqual(read('Based on [About, Overview]: around 148m litres a year.'), []);
});

test('a weekday said of a full date is held to the calendar: "29 March 2025 is a Friday" fails, with no vault to say so', () => {
  const vault = vaultOf({ 'Dates.md': '# Calendar\n## Dates\n| Date | Event |\n|---|---|\n| 29 March 2025 | Quiet Day |\n| 28 June 2026 | Open Day |\n| Friday 30 May 2025 | Press Day |' });
  const read = failedIn(vault);
  assert.deepEqual(read('Based on [Calendar, Dates]: 29 March 2025 is a Friday, a Quiet Day.'), ['Friday']);
  assert.deepEqual(read('Based on [Calendar, Dates]: 29 March 2025 is a Saturday, a Quiet Day.'), []);
  assert.deepEqual(read('Based on [Calendar, Dates]: the Open Day is on Saturday 28 June 2026.'), ['Saturday']);
  assert.deepEqual(read('Based on [Calendar, Dates]: the Open Day is on Sunday, 28 June 2026.'), []);
  // The vault's own slip (30 May 2025 is a Friday, so none here) copied is a warning at most: it is what the vault says.
  const slip = vaultOf({ 'Dates.md': '# Calendar\n## Dates\nThe Press Day is Thursday 30 May 2025.' });
  assert.deepEqual(verdicts(createReader(slip.docs), slip, 'Based on [Calendar, Dates]: the Press Day is Thursday 30 May 2025.').failed, []);
});

test('counted with no word to say so: three values and their exact total ("— 48 people"), and the days of a range, both ends in', () => {
  const vault = vaultOf({ 'Staff.md': '# Staff\n## Drivers and Staff\nWe employ 34 drivers, 8 loader operators and 6 Duty Decision Officers.\n## Snow Desk\nThe Snow Desk was last opened from 8 to 11 January 2024.' });
  const read = failedIn(vault);
  assert.deepEqual(read('Based on [Staff, Drivers and Staff]: 34 drivers, 8 loader operators and 6 Duty Decision Officers — 48 people in those roles.'), []);
  assert.deepEqual(read('Based on [Staff, Drivers and Staff]: 34 drivers, 8 loader operators and 6 Duty Decision Officers — 50 people in those roles.'), ['50 people']);
  assert.deepEqual(read('Based on [Staff, Snow Desk]: from 8 to 11 January 2024, which is four days counting both the first and last day.'), []);
  assert.deepEqual(read('Based on [Staff, Snow Desk]: from 8 to 11 January 2024, which is six days counting both the first and last day.'), ['six days']);
});

describe('what a review of this session\'s readings found, each with the right verdict', () => {
  const read = (docs: Record<string, string>, answer: string, question = ''): string[] => failedIn(vaultOf(docs))(answer, question);
  test('a four-digit year or count stays one: "from 1800 to 2300", "by 2100"', () => {
    assert.deepEqual(read({ 'Hall.md': '# Hall\n## Capacity\nThe hall holds 2,300 spectators, up from 1,800 before the refit.' }, 'Based on [Hall, Capacity]: capacity was raised from 1800 to 2300 after the refit.'), []);
    assert.deepEqual(read({ 'Plan.md': '# Plan\n## Projections\nProjections run between 2020 and 2100.' }, 'Based on [Plan, Projections]: projections run from 2020 to 2100.'), []);
  });
  test('counts of different things are no total of people unless the sentence sets it apart; the question\'s values are not the reply\'s', () => {
    assert.deepEqual(read({ 'Tours.md': '# Tours\n## Minibus\nTours visit farms, cafés and a brewery in a minibus that seats 8 people.' }, 'Based on [Tours, Minibus]: tours visit 2 farms, 3 cafés and 1 brewery in a minibus that seats 6 people.').includes('6 people'), true);
    assert.deepEqual(read({ 'Spa.md': '# Spa\n## Massage\nThe long massage is 45 minutes.' }, 'Based on [Spa, Massage]: the long massage treatment here is 60 minutes.', 'Hi. Is the long massage 10, 20 or 30 minutes?'), ['60 minutes']);
  });
  test('"three 12m yachts" are metres; "1.250,00 €" is €1,250; "Sundays" is no one day; "from 5 to 11" is no time; "Room 0112" is a room', () => {
    assert.deepEqual(read({ 'Fleet.md': '# Fleet\n## Yachts\nWe sail three 12-metre yachts.' }, 'Based on [Fleet, Yachts]: we sail three 12m yachts.'), []);
    assert.deepEqual(keysOfText('Der Preis ist 1.250,00 €.'), [['money:eur:1250']]);
    assert.deepEqual(read({ 'Hours.md': '# Hours\n## Closures\nWe are closed on Sundays, on 25 December 2025 and on 1 January 2026.' }, 'Based on [Hours, Closures]: closed on Sundays, 25 December 2025 and 1 January 2026.'), []);
    assert.ok(read({ 'Club.md': '# Club\n## Juniors\nJuniors from 5 to 11 train on Saturdays.' }, 'Based on [Club, Juniors]: juniors train on Saturdays from 5pm to 11pm.').length > 0);
    assert.deepEqual(keysOfText('Meet in Room 0112.'), [['code:ROOM.112']]);
    assert.deepEqual(keysOfText('a table for 6ppl'), [['n:6']]);
  });
});

const keysOfText = (text: string): string[][] => findSpecifics(text).filter((s) => s.kind !== 'name').map((s) => [...s.keys]);

test('an amount over a rate of it is a length of time: "£1.00 a day with a maximum of £6.00, so … after 6 days"', () => {
  const vault = vaultOf({ 'Fines.md': '# Fines\n## Overdue charges\nDVDs are charged £1.00 a day, up to a maximum of £6.00 per item.\n## Blocks\nOnce an item is 42 days overdue it is treated as lost.' });
  const read = failedIn(vault);
  assert.deepEqual(read('Based on [Fines, Overdue charges]: DVDs are charged £1.00 a day with a maximum of £6.00, so the charge reaches its cap after 6 days overdue.'), []);
  assert.deepEqual(read('Based on [Fines, Overdue charges]: DVDs are charged £1.00 a day with a maximum of £6.00, so the charge reaches its cap after 8 days overdue.'), ['8 days']);
});

describe('what the next wave\'s sets written apart found, each with the right verdict', () => {
  test('an upper-case ISO currency code is money, before or after the amount and in a column header: "ISK 3,500", "Price (ISK)"', () => {
    assert.deepEqual(keysOfText('Pickup costs ISK 3,500, or 3,500 ISK.'), [['money:isk:3500'], ['money:isk:3500']]);
    // …but not a code that is an English word too, nor the word in lower case.
    assert.ok(!keysOfText('Our TOP 10 walks').flat().some((k) => k.startsWith('money:')));
    const pickup = vaultOf({ 'Pickup.md': '# Pickup\n## Zones\n| Zone | Pickup point | Price per person (ISK) |\n|---|---|---|\n| Zone 2 | Hof guesthouse | 2,000 |\n| Zone 3 | Fosshótel Núpar | 3,500 |' });
    const read = failedIn(pickup);
    assert.deepEqual(read('Based on [Pickup, Zones]: Fosshótel Núpar is Zone 3, and pickup costs ISK 3,500 per person.'), []);
    assert.deepEqual(read('Based on [Pickup, Zones]: Fosshótel Núpar is Zone 3, and pickup costs ISK 4,500 per person.'), ['ISK 4,500']);
  });
  test('a clause copied with a pronoun swapped, or going on past where the vault\'s clause ends, is still a copy', () => {
    const shop = vaultOf({ 'Shop.md': '# Shop\n## Click and collect\nYour order is ready within 24 hours during opening days, and we hold it for 14 days.\n## Returns\nUnopened jars can be returned within 7 days.' });
    const read = failedIn(shop);
    assert.deepEqual(read('Based on [Shop, Click and collect]: your order is ready within 24 hours, and we hold them for 7 days, free of charge.'), ['7 days']);
    assert.deepEqual(read('Based on [Shop, Click and collect]: your order is ready within 24 hours, and we hold them for 14 days, free of charge.'), []);
  });
  test('a date written with its year is no other year\'s, whatever else its document says of that year', () => {
    const protocol = vaultOf({ 'Protocol.md': '# Protocol\n## Versions\nIt is version 3.1 of the protocol, effective from 1 April 2025.\n## Results\nIn 2024 the centre released cabinet codes 138 times.\n## Reviews\nThe protocol is reviewed on 1 June each year.' });
    const read = failedIn(protocol);
    assert.deepEqual(read('Based on [Protocol, Versions]: version 3.1 of the protocol took effect on 1 April 2024.'), ['1 April 2024']);
    // A date the vault writes without a year is still the year its document names.
    assert.deepEqual(read('Based on [Protocol, Reviews]: the protocol is next reviewed on 1 June 2024.'), []);
  });
  test('a cell under "X per Y" counts X: a reply\'s "Fixers per session" column states so many fixers', () => {
    const cafe = vaultOf({ 'Cafe.md': '# Cafe\n## Fixers\nAt least 2 of the 4 electrical fixers at each session must hold a PAT qualification.' });
    const read = failedIn(cafe);
    assert.deepEqual(read('Based on [Cafe, Fixers]:\n\n| Area | Fixers per session |\n|---|---|\n| Electrical | 5 |'), ['5']);
    assert.deepEqual(read('Based on [Cafe, Fixers]:\n\n| Area | Fixers per session |\n|---|---|\n| Electrical | 4 |'), []);
  });
});

describe('what a review of this wave\'s readings found, each with the right verdict', () => {
  test('a concentration states its two parts too: "80 mg of alcohol in 100 ml of blood"', () => {
    const limits = vaultOf({ 'Limits.md': '# Limits\n## Alcohol\nIn England the legal limit is 80 milligrams of alcohol per 100 millilitres of blood.' });
    assert.deepEqual(failedIn(limits)('Based on [Limits, Alcohol]: the legal limit is 80 mg of alcohol in 100 ml of blood.'), []);
  });
  test('a column\'s unit in capitals is still a unit: "Height (M)", "Load (T)"', () => {
    const cranes = vaultOf({ 'Cranes.md': '# Cranes\n## Fleet\n| Crane | Height (M) | Load (T) |\n|---|---|---|\n| Tower A | 45 | 8 |' });
    assert.deepEqual(failedIn(cranes)('Based on [Cranes, Fleet]: Tower A is 45 m tall and lifts 8 tonnes.'), []);
  });
  test('"Hours per day" is a rate, and "Visits per month per member" counts no months', () => {
    const rota = vaultOf({ 'Rota.md': '# Rota\n## Shifts\nThe early shift is 8 hours per day and 40 hours per week.\n## Plans\n| Plan | Visits per month per member |\n|---|---|\n| Basic | 2 |' });
    const read = failedIn(rota);
    assert.deepEqual(read('Based on [Rota, Shifts]:\n\n| Shift | Hours per day | Hours per week |\n|---|---|---|\n| Early | 8 | 40 |'), []);
    assert.deepEqual(read('Based on [Rota, Plans]: the Basic plan is for 2 months.'), ['2 months']);
  });
  test('an hour of 10 to 12 is no sign of a 24-hour clock where the range says "pm"', () => {
    const club = vaultOf({ 'Club.md': '# Club\n## Late session\nThe late session runs 10:00 to 11:30pm.' });
    assert.deepEqual(failedIn(club)('Based on [Club, Late session]: it runs from 10pm to 11:30pm.'), []);
  });
  test('a name with a letter English only borrows is still a name in an English reply', () => {
    const staff = vaultOf({ 'Staff.md': '# Staff\n## Contacts\nFor bookings, ask Jürgen Weiß.' });
    assert.deepEqual(failedIn(staff)('Based on [Staff, Contacts]: ask Jürgen Weiß or Søren Ødegård.'), ['Søren Ødegård']);
  });
  test('an acronym that is also a currency code is no money beside a number: "PHP 8.2", "TRY 2"', () => {
    assert.ok(!keysOfText('Requires PHP 8.2, so let us TRY 2 things.').flat().some((k) => k.startsWith('money:')));
  });
});

describe('what this wave\'s sets written apart found, each with the right verdict', () => {
  const passes = vaultOf({
    'Passes.md': [
      '# Passes',
      '## Prices',
      '| Pass | Adult (18+) | Youth (12–17) | Child (8–11) |',
      '|---|---|---|---|',
      '| Single uplift | £9 | £7 | £5 |',
      '| Day pass | £45 | £35 | £22 |',
      '| 3-day pass | £120 | £95 | £60 |',
      '| Season pass | £549 | £399 | £199 |',
      '## Family offers',
      '- Family day pass: £130 for two adults and two youth or child riders. Each extra child costs £15.',
    ].join('\n'),
  });
  test('a row named before its values, among rows the words name alike: "the day pass" is not the "3-day pass" row', () => {
    const read = failedIn(passes);
    assert.deepEqual(read('Based on [Passes, Prices]: The day pass costs £45 for adults (18+), £35 for youth riders aged 12–17 and £22 for children aged 8–11.'), []);
    // A value of the other row is still that row's.
    assert.deepEqual(read('Based on [Passes, Prices]: The day pass costs £45 for adults (18+), £95 for youth riders aged 12–17 and £22 for children aged 8–11.'), ['£95']);
  });
  test('one column\'s value said right next to another column\'s name is no support: "0.01% leafroll and 0.01% mild mosaic"', () => {
    const tolerances = vaultOf({ 'Tolerances.md': '# Tolerances\n## Growing crops\n| Grade | Blackleg | Leafroll | Severe mosaic | Mild mosaic |\n|---|---|---|---|---|\n| PB1 | 0% | 0% | 0% | 0.01% |\n| PB2 | 0% | 0.01% | 0.01% | 0.05% |\n| SE1 | 0.1% | 0.1% | 0.1% | 0.5% |' });
    const read = failedIn(tolerances);
    assert.deepEqual(read('Based on [Tolerances, Growing crops]: PB2 allows 0% blackleg, 0.01% leafroll and 0.01% mild mosaic.'), ['0.01%']);
    assert.deepEqual(read('Based on [Tolerances, Growing crops]: PB2 allows 0% blackleg, 0.01% leafroll and 0.05% mild mosaic.'), []);
  });
  test('what a review found: a paraphrase that names rows alike is no certain contradiction; a header\'s year is named by its words', () => {
    assert.deepEqual(failedIn(passes)('Based on [Passes, Prices]: A multi-day pass costs £120 for adults.'), []);
    const tickets = vaultOf({ 'Tickets.md': '# Tickets\n## Prices\n| Ticket | Peak 2025 | Winter 2025 |\n|---|---|---|\n| Adult | £28.50 | £18.00 |\n| Child | £14.00 | £9.00 |\n## Families\nExtra adults on a family ticket pay £12.00.' });
    assert.deepEqual(failedIn(tickets)('Based on [Tickets, Prices]: In Peak season an adult pays £28.50 at the gate.'), []);
  });
  test('a column header that states a value names only a column with that value: "the typical 5-year fixed" is no "Typical 2-year fixed"', () => {
    const rates = vaultOf({ 'Rates.md': '# Rates\n## Bands\n| Band | LTV range | Typical 2-year fixed | Typical 5-year fixed |\n|---|---|---|---|\n| Band 1 | Up to 60% | 4.19% | 4.09% |' });
    const read = failedIn(rates);
    assert.deepEqual(read('Based on [Rates, Bands]: Band 1 covers LTV up to 60%, and the typical 5-year fixed is 4.19%.'), ['4.19%']);
    assert.deepEqual(read('Based on [Rates, Bands]: Band 1 covers LTV up to 60%, and the typical 5-year fixed is 4.09%.'), []);
  });
  test('a roll counts people: "Target enrolment: 48" states 48 participants', () => {
    const trials = vaultOf({ 'Trials.md': '# Trials\n## Portfolio\n| Protocol code | Short name | Target enrolment | Enrolled |\n|---|---|---|---|\n| HCR-2231 | AURORA-2 | 48 | 31 |\n## Closed\nHCR-2107 (ASPEN) closed after enrolling 40 participants.' });
    const read = failedIn(trials);
    assert.deepEqual(read('Based on [Trials, Portfolio]: HCR-2231 (AURORA-2) aims to enrol 48 participants and has 31 enrolled.'), []);
  });
});

test('a "+" written before a figure is its sign, not a sum: "+2 °C to +8 °C" works out no "+6 °C" setpoint, while "£30 + £15" still adds up', () => {
  const vault = vaultOf({ 'Bands.md': '# Temperature Bands\n## Bands\n| Band | Permitted range | Storage setpoint |\n|---|---|---|\n| P1 | +2 °C to +8 °C | +5 °C |\n| C1 | 0 °C to +5 °C | +3 °C |\n## Fees\nStorage is £30 a pallet and handling is £15 a pallet.' });
  const reader = createReader(vault.docs);
  const read = (answer: string): { failed: string[]; warned: string[] } => verdicts(reader, vault, answer);
  assert.ok(read('Based on [Temperature Bands, Bands]: P1 runs at +2 °C to +8 °C with the storage setpoint at +6 °C.').failed.includes('6 °C'));
  assert.deepEqual(read('Based on [Temperature Bands, Fees]: storage and handling come to £30 + £15 = £45 a pallet.'), { failed: [], warned: [] });
  // …with words between a figure and the "+" too.
  assert.deepEqual(read('Based on [Temperature Bands, Fees]: £30 storage + £15 handling → £45 a pallet.').failed, []);
  // A range's second end is said of what its first is said of ("P1"), its sign ("+8 °C") notwithstanding: no warning.
  assert.deepEqual(read('Based on [Temperature Bands, Bands]: P1 runs at +2 °C to +8 °C with the storage setpoint at +5 °C.'), { failed: [], warned: [] });
  assert.deepEqual(read('Based on [Temperature Bands, Bands]: P1 runs at +2 °C to +8 °C.'), { failed: [], warned: [] });
});

test('an international number may have a one-digit group ("+31 6 4812 3301"): it is one telephone number, and another is not it', () => {
  const failed = failedIn(vaultOf({ 'Contacts.md': '# Safety Contacts\n## Officers\n| Name | Role | Mobile |\n|---|---|---|\n| Sanne Bakker | EHS Manager | +31 6 4812 3301 |\n| Pieter Maas | Chemical Safety Officer | +31 6 5530 1187 |' }));
  assert.deepEqual(failed('Based on [Safety Contacts, Officers]: Sanne Bakker, the EHS Manager, is on +31 6 4812 3301.'), []);
  assert.deepEqual(failed('Based on [Safety Contacts, Officers]: Sanne Bakker, the EHS Manager, is on +31 6 4812 2290.'), ['+31 6 4812 2290']);
  // Only its first two groups may be one digit: a count after the number is no part of it.
  const line = failedIn(vaultOf({ 'Help.md': '# Help\n## Helpline\nThe helpline is +44 20 7946 0958. It is open 7 days a week.' }));
  assert.deepEqual(line('Based on [Help, Helpline]: call the helpline on +44 20 7946 0958 7 days a week.'), []);
});

test('prose in a document the reply does not cite, naming none of its codes, does not unname the row the reply names', () => {
  const failed = failedIn(
    vaultOf({
      'Training.md': '# Training\n## Module Catalogue\n| Code | Module | Renewal |\n|---|---|---|\n| CR-101 | Cleanroom Fundamentals | 24 months |\n| GS-450 | Toxic Gas Monitoring | 36 months |\n| EM-401 | Emergency Response | 12 months |',
      'Safety.md': '# Safety Contacts\n## Emergency Response Team\nERT members renew first-aid certification every 24 months.',
    }),
  );
  assert.deepEqual(failed('Based on [Training, Module Catalogue]: GS-450 Toxic Gas Monitoring is renewed every 24 months.'), ['every 24 months']);
  assert.deepEqual(failed('Based on [Training, Module Catalogue]: GS-450 Toxic Gas Monitoring is renewed every 36 months.'), []);
  assert.deepEqual(failed('Based on [Training, Module Catalogue]: CR-101 Cleanroom Fundamentals is renewed every 24 months.'), []);
});

test('…nor does such prose unname a row the reply names by its words (but for a name, which may be a role several rows share)', () => {
  const failed = failedIn(
    vaultOf({
      'Delays.md': '# Delays and Complaints\n## Complaints\n| Stage | Who handles it | Acknowledgement | Full reply |\n|---|---|---|---|\n| Stage 1 | Customer Services | 2 working days | 10 working days |\n| Stage 2 | Operations Manager | 2 working days | 20 working days |',
      'Tickets.md': '# Tickets\n## Refunds\nWe reply to a refund claim in full within 10 working days of receiving it.',
    }),
  );
  assert.deepEqual(failed('Based on [Delays and Complaints, Complaints]: Stage 2 is acknowledged within 2 working days, with a full reply within 10 working days.'), ['10 working days']);
  assert.deepEqual(failed('Based on [Delays and Complaints, Complaints]: Stage 2 is acknowledged within 2 working days, with a full reply within 20 working days.'), []);
  assert.deepEqual(failed('Based on [Tickets, Refunds]: a refund claim gets a full reply within 10 working days.'), []);
});

test('"off-peak", "non-member" and "non-EU" are other words than "peak", "member" and "EU" ("non" with a space too)', () => {
  const failed = failedIn(
    vaultOf({
      'Fees.md': '# Tuition Fees\n## Annual fees\n| Student | Fee |\n|---|---|\n| UK | £9,250 |\n| Non-UK | £22,000 |\n| EU | £18,000 |\n| Non-EU | £24,500 |',
      'Fares.md': '# Fares\n## Day returns\n| Ticket | Peak | Off-peak |\n|---|---|---|\n| Adult day return | £12.40 | £8.10 |',
    }),
  );
  assert.deepEqual(failed('Based on [Tuition Fees, Annual fees]: EU students pay £24,500 a year.'), ['£24,500 a year']);
  assert.deepEqual(failed('Based on [Tuition Fees, Annual fees]: Non-EU students pay £18,000 a year.'), ['£18,000 a year']);
  assert.deepEqual(failed('Based on [Tuition Fees, Annual fees]: Non-EU students pay £24,500 a year.'), []);
  assert.deepEqual(failed('Based on [Fares, Day returns]: an off-peak day return is £8.10 for an adult.'), []);
  assert.deepEqual(failed('Based on [Tuition Fees, Annual fees]: non EU students pay £24,500 a year.'), []);
  assert.deepEqual(failed('Based on [Fares, Day returns]: an off-peak day return is £12.40 for an adult.'), ['£12.40']);
});

test('working the reply shows: a total "between them", a difference in a two-word unit, hours across midnight and weekdays', () => {
  const yard = vaultOf({
    'Yard.md':
      '# Yard\n## Lifts\nWe look after 96 Orona 3G 1010s and 71 Kone MonoSpace 500s.\n\n## Sludge\nThe inventory estimated 64 m³ of oil sludge, and 71 m³ was removed.\n\n## Maintenance\nThe facilities maintenance window is Tuesday 10pm to Wednesday 4am.\n\n## Interpreting\nNotice is counted in clock hours from the time you cancel.',
  });
  const failed = failedIn(yard);
  assert.deepEqual(failed('Based on [Yard, Lifts]: We look after 96 Orona 3G 1010s and 71 Kone MonoSpace 500s, 167 lifts between the two models.'), []);
  assert.deepEqual(failed('Based on [Yard, Lifts]: We look after 96 Orona 3G 1010s and 71 Kone MonoSpace 500s, 177 lifts between the two models.'), ['177 lifts']);
  assert.deepEqual(failed('Based on [Yard, Sludge]: The inventory estimated 64 m³ and 71 m³ was removed, 7 cubic metres more than declared.'), []);
  assert.deepEqual(failed('Based on [Yard, Maintenance]: Tuesday 10pm to Wednesday 4am — a six-hour window.'), []);
  const asked = 'Our interpreter is booked for Wednesday at 14:00. If I cancel at 9am on Monday, how much notice is that?';
  assert.deepEqual(failed('Based on [Yard, Interpreting]: notice counts in clock hours, so Monday 09:00 to Wednesday 14:00 is 53 hours.', asked), []);
  assert.deepEqual(failed('Based on [Yard, Interpreting]: notice counts in clock hours, so Monday 09:00 to Wednesday 14:00 is 50 hours.', asked), ['50 hours']);
  // A review's cases: "between" that chooses, a "more than" after a plain noun, times not written as a run.
  const more = failedIn(
    vaultOf({
      'More.md': '# More\n## Plans\nLite is £10 a month, Pro is £15 a month and the family plan is £30 a month.\n\n## Staff\nThe clinic has 12 nurses and more than 40 volunteers, and serves 30 villages.\n\n## Shifts\nThe late shift starts at 14:00 and the early shift at 09:00. We are open Monday 09:00 to 17:00 and Saturday 10:00 to 14:00.',
    }),
  );
  assert.deepEqual(more('Based on [More, Plans]: choose between the two plans, Lite at £10 and Pro at £15, or the family plan at £25 a month.'), ['£25 a month']);
  assert.deepEqual(more('Based on [More, Staff]: The clinic has 12 nurses and more than 40 volunteers, serving 28 villages.'), ['28 villages']);
  assert.deepEqual(more('Based on [More, Shifts]: The late shift starts at 14:00 and the early shift at 09:00, so there are 19 hours between them.'), ['19 hours']);
  assert.deepEqual(more('Based on [More, Shifts]: Monday 09:00 to 17:00 and Saturday 10:00 to 14:00, so 21 hours a week.'), ['21 hours a week']);
});
