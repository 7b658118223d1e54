// Specifics (design §3a): what counts as one, and which wordings of a value are the same value.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findSpecifics } from './index.js';

const keysOf = (text: string): string[][] => findSpecifics(text).map((s) => [...s.keys]);
const kinds = (text: string): string[] => findSpecifics(text).map((s) => `${s.kind}:${s.text}`);

test('a period after an amount and what it is of is its rate, not a length of time: "30 minutes of remote hands a month"', () => {
  const weak = (text: string) => findSpecifics(text).filter((s) => s.kind === 'duration').map((s) => `${s.text}${s.weak ? ' (weak)' : ''}`);
  assert.deepEqual(weak('Full racks get 30 minutes of remote hands a month.'), ['30 minutes', 'a month (weak)']);
  assert.deepEqual(weak('Late payments are charged at two per cent of the overdue amount a month.'), ['a month (weak)']);
  // A period said as a length of time stays one.
  assert.deepEqual(weak('The trial pass lasts a month.'), ['a month']);
});

describe('two wordings of one value compare equal', () => {
  const same: readonly [string, string][] = [
    ['interest of 2% a month', 'interest of 2% per month'],
    ['this is edition 2.1 of the list', 'this is v2.1 of the list'],
    ['reduced by 2% for each year', 'reduced by 2% a year'],
    ['kept for four hours', 'kept for 4 hours'],
    ['a 72-hour window', 'within 72 hours'],
    ['within 72 hours', 'within three days'],
    ['1,000 records', '1000 records'],
    ['reviewed quarterly', 'reviewed every three months'],
    ['reviewed twice a year', 'reviewed every six months'],
    ['twice a day', 'twice daily'],
    ['99.5 percent uptime', '99.5% uptime'],
    ['5 business days', 'five working days'],
    ['2 hrs', 'two hours'],
    ['6,210 megawatt hours', '6,210 MWh'],
    ['1.5 GWh', '1,500 MWh'],
    ['10 GB', '10 gigabytes'],
    ['1.5 kg', '1,500 g'],
    ['5 km/h', '5 kilometres per hour'],
    ['76 kg/hl', '76 kilograms per hectolitre'],
    ['30 t/h', '30 tonnes per hour'],
    ['8 degrees C', '8 °C'],
    ['1 cc', '1 mL'],
    ['forty-five days', '45 days'],
    ['a year and a half', '18 months'],
    ['$2.4 million', 'USD 2,400,000'],
    ['within an hour', 'within 60 minutes'],
    ['half an hour', '30 minutes'],
    ['600 requests a minute', '600 requests per minute'],
    ['from 2025-03-01 through 2026-02-28', 'from 1 March 2025 to 28 February 2026'],
    ['deducted in May', 'deducted in may 2025'.replace(' 2025', '').replace('may', 'May')],
    ['open 8am-6pm', 'open 8am to 6pm'],
    ['160 ms', '160 milliseconds'],
    ['counting from 1 June', 'counting from 1st June'],
    ['CHF 25 000', 'CHF 25,000'],
    ['12 francs', 'CHF 12'],
    ['ISK 3,500', '3,500 ISK'],
    ['staffed 18:00 to 07:30', 'staffed 6pm to 7.30am'],
    ['107 mg per 100 mL', '107 mg/100 mL'],
    ['80 milligrams of alcohol per 100 millilitres of blood', '0.8 mg/mL'],
    ['25 fps', '25 frames per second'],
    ['10 Gbit/s', '10 Gbps'],
    ['3 March 2024', 'March 3, 2024'],
    ['on 14/03/2025', 'on 2025-03-14'],
    ['results for Q4', 'results for the fourth quarter'],
    ['opens at 9am', 'opens at 09:00'],
    ['closes at 5:30pm', 'closes at 17:30'],
    ['opens at 9am', 'opens at nine in the morning'],
    ['AES-256', 'AES 256'],
    ['AES\u2011256', 'AES-256'],
    ['TLS v1.2', 'TLS 1.2'],
    ['SOP-CHEM-014', 'SOP-CHEM-14'],
    ['€45/day', '€45 per day'],
    ['oak at £2,450/m³', 'oak at £2,450 per cubic metre'],
    ['laid at £12/m2', 'laid at £12 a square metre'],
    ['a minimum block of 4 mm²', 'a minimum block of four square millimetres'],
    ['cool at 40 °C/h', 'cool at 40 °C per hour'],
    ['tedding costs seventeen pounds thirty', 'tedding costs £17.30'],
    ['hot food from 11:30 until 2.30 pm', 'hot food from 11.30 am until 14:30'],
    ['billed in steps of 0.25 mm2', 'billed in steps of a quarter of a square millimetre'],
    ["cancel with a fortnight's notice", "cancel with two weeks' notice"],
    ["a week's trial", 'a one-week trial'],
    ['takes a quarter off the price', 'takes 25% off the price'],
    ['£60/hr of labour', '£60 an hour of labour'],
    ['every 400 operating hrs', 'every 400 operating hours'],
    ['holds 1 250 000 cubic metres', 'holds 1,250,000 cubic metres'],
    ['updated every quarter of an hour', 'updated every 15 minutes'],
    ['at least once every quarter of an hour', 'at least every 15 minutes'],
    ['no more than 5 Ω at any point', 'no more than 5 ohms at any point'],
    ['about 1 in 5 puppies', 'about 20% puppies'],
    ['one in four applicants', '25% applicants'],
    ['a ramp with a gradient of 1:15', 'a ramp at a ratio of 1:15'],
    ['kept in Cellars 2 and 5', 'kept in Cellar 2 and Cellar 5'],
    ['open on Christmas Day', 'open on 25 December'],
    ['a 40k-mile warranty', 'a 40,000-mile warranty'],
    ['the 48-hours-to-6-days band', 'the 48 hours to 6 days band'],
    ['about 2.5k members', 'about 2,500 members'],
    ['a quarter of a million visitors', '250,000 visitors'],
    ['two and a half million euros', '€2,500,000'],
    ["closed on New Year's Day", 'closed on 1 January'],
    ['holds 180,000 m3', 'holds 180,000 cubic metres'],
    ['lessons end at noon', 'lessons end at 12:00'],
    ['staffed 24/7', 'staffed 24 hours a day'],
    ['12.0p/kWh', '12.0p per kWh'],
    ['five kilowatt-hours usable', '5 kWh usable'],
    ['employers with five or more staff', 'employers with 5 staff'],
    ['pitches between 10° and 50°', 'pitches between ten and fifty degrees'],
    ['a 7.83 kWp array', 'a 7.83 kW array'],
    ['replaced at 60k miles', 'replaced at 60,000 miles'],
    ['more than 8k litres per day', 'more than 8,000 litres per day'],
    ['a load of 31 stone 7 pounds', 'a load of 31.5 stone'],
    ['a load of 31 stone 7 lb', 'a load of 31.5 stone'],
    ['1 m 20 cm long', '1.2 m long'],
    ['around 148m litres a year', 'around 148 million litres a year'],
    ['3m visitors', '3 million visitors'],
    ['2bn', '2,000,000,000'],
    ['up to 1 Tbps', 'up to 1,000 Gbps'],
    ['Packets per second: 15 million; Mode: always-on', 'Packets per second: 15,000,000; Mode: always-on'],
    ['sold 2.4 million.', 'sold 2,400,000.'],
    ['attendance of 2–3 million', 'attendance of 2,000,000–3,000,000'],
    ['between 2 and 3 million', 'between 2,000,000 and 3,000,000'],
    ['39.50ppl', '39.5p'],
    ['call 01632 960 418', 'call 01632 960418'],
    ['torqued to 85 Nm', 'torqued to 85 newton metres'],
    ['35 newton-metres', '35 Nm'],
    ['form HSC-100 Rev. 3.2', 'form HSC-100 revision 3.2'],
    ['currently Rev. 4.1', 'currently v4.1'],
    ['heard in Dept. 12', 'heard in Department 12'],
    ['about 12,000 business miles', 'about 12,000 miles'],
  ];
  for (const [a, b] of same) test(`"${a}" and "${b}"`, () => assert.deepEqual(keysOf(a), keysOf(b)));
  // "Pounds" is money and a weight alike, where nothing says which: the amount is £500,000 either way.
  test('"cover of half a million pounds" and "cover of £500,000"', () => {
    assert.deepEqual(keysOf('cover of half a million pounds'), [['money:gbp:500000', 'q:mass:226796']]);
    assert.deepEqual(keysOf('cover of £500,000'), [['money:gbp:500000']]);
  });
});

describe('a rate is one rate whatever period it is written for', () => {
  const rate = (text: string): string | undefined => findSpecifics(text)[0]?.keys.find((k) => k.startsWith('rate:'));
  for (const [a, b] of [['30p a minute', '£18 an hour'], ['£10 a month', '£120 a year']] as const) {
    test(`"${a}" and "${b}"`, () => assert.equal(rate(a), rate(b)));
  }
  test('a month is no fixed number of minutes: "£300 a month" and "£10 a day" stay apart', () => assert.notEqual(rate('£300 a month'), rate('£10 a day')));
});


describe('different values stay different', () => {
  const different: readonly [string, string][] = [
    ['3 Thousand Islands dressing', '3,000 Islands dressing'],
    ['30 days', '1 month'],
    ['5 business days', '5 days'],
    ['48 hours', '2 working days'],
    ['TLS 1.2', 'TLS 1.3'],
    ['quarterly', 'every 90 days'],
    ['£1.00 per day', '£1.00 per week'],
    ['2% a month', '2% a week'],
    ['AES-128', 'AES-256'],
    ['30 t/h', '30 kg/m'],
    // "m" is millions only before another unit or a plural noun: "a 25m pool" is 25 metres.
    ['a 25m pool', 'a 25 million pool'],
    ['2.75p', '2.25p'],
    ['80 mg/100 mL', '80 mg/mL'],
    ['ISK 3,500', 'SEK 3,500'],
    // A clock's time is a time, on the five or not; "1 in 3" makes no percentage a reply would round to; "order one in 4 colours" is one item.
    ['opens at 1:15', 'a ratio of 1:15'],
    ['the gate opens at 1:07', 'a ratio of 1:7'],
    ['1 in 3 dogs', '33% dogs'],
    ['you can order one in 4 colours', 'you can order 25% colours'],
    // A plural capitalised only as its sentence's first word names nothing: "Tickets 5 and 10".
    ['Tickets 5 and 10, for children and adults', 'Ticket 5 and Ticket 10, for children and adults'],
  ];
  for (const [a, b] of different) test(`"${a}" and "${b}"`, () => assert.notDeepEqual(keysOf(a), keysOf(b)));
});

describe('what a specific is', () => {
  test('every kind is found, with its span', () => {
    assert.deepEqual(kinds('KPMG audits CC6.1 yearly; 42 staff in Dublin use TLS 1.3, reach security@acme.io or https://acme.io/trust, pay $1.2 million and 15% by 3 March 2024.'), [
      'name:KPMG', 'version:CC6.1', 'frequency:yearly', 'number:42 staff', 'name:Dublin', 'version:TLS 1.3', 'email:security@acme.io', 'url:https://acme.io/trust', 'money:$1.2 million', 'percentage:15%', 'date:3 March 2024',
    ]);
  });

  test('contractions, interjections and courtesy are never specifics', () => {
    assert.deepEqual(kinds("Sorry, I'm not able to help with that. I'll check. I've seen it, I'd say. Hmm, gotcha. Thanks!"), []);
  });

  test('months and weekdays are specifics; "May" the verb is not', () => {
    assert.deepEqual(kinds('The plan is tested every March, and on Tuesdays. You may ask.'), ['date:March', 'date:Tuesdays']);
  });

  test('a range is two specifics sharing one unit', () => {
    assert.deepEqual(kinds('Store at 2–8 °C for 3 to 5 business days; growth of 4-7%.'), ['number:2', 'number:8 °C', 'duration:3', 'duration:5 business days', 'percentage:4', 'percentage:7']);
    // A label's number opens no range: "Tier 1 to 18%" is no "1 to 18%".
    assert.deepEqual(kinds('Discounts run from 5% on Tier 1 to 18% on Tier 4.'), ['percentage:5%', 'identifier:Tier 1', 'percentage:18%', 'identifier:Tier 4']);
  });

  test('a label names a thing by its number; an abbreviation of it is the same label', () => {
    const [tier] = findSpecifics('Tier 1');
    assert.equal(tier!.label, true);
    assert.ok(tier!.provides.includes(findSpecifics('T1')[0]!.keys[0]!));
    assert.deepEqual(kinds('revision 3 has been effective since July 1st, 2024'), ['identifier:revision 3', 'date:July 1st, 2024']);
  });

  test('a list item\'s number, a name\'s number word and a compound are no specifics', () => {
    assert.deepEqual(kinds('3) Customers of Capital One buy an all-in-one package.'), ['name:Capital One']);
  });

  test('"24/7" is round-the-clock, "October 31" the 31st, "under-16s" no seconds', () => {
    assert.deepEqual(kinds('24/7 support until October 31 for under-16s'), ['number:24/7', 'date:October 31', 'number:16']);
  });
  test('each measure of a size takes the unit after the last; "ten and fifty" are two numbers', () => {
    assert.deepEqual(keysOf('1,722 × 1,134 mm'), [['q:length:1.722'], ['q:length:1.134']]);
    assert.deepEqual(kinds('between ten and fifty degrees'), ['number:ten', 'number:fifty degrees']);
    assert.deepEqual(kinds('one hundred and twenty days'), ['duration:one hundred and twenty days']);
  });
  test('"may" beside a number in lower case is the verb; a range of months is no name; a code\'s plural is the code', () => {
    assert.deepEqual(kinds('volunteers aged 16 or 17 may not use powered tools'), ['number:16', 'number:17']);
    assert.deepEqual(kinds('booking for July-December courses opens'), []);
    assert.deepEqual(keysOf('we prepare P11Ds'), keysOf('we prepare P11D'));
  });
  test('one weekday after "every" is a week apart: "checked every Monday" states "weekly" too', () => {
    const weekly = (text: string): boolean => findSpecifics(text).some((s) => (s.provides ?? s.keys).includes('every:min:10080'));
    assert.equal(weekly('Readings are checked every Monday at 10:00.'), true);
    // Not twice a week, not every other week, not a plain weekday.
    assert.equal(weekly('Collections run every Tuesday and Thursday.'), false);
    assert.equal(weekly('We meet every other Monday.'), false);
    assert.equal(weekly('We are open on Mondays.'), false);
  });
  test('an age is said after "is" too: "the minimum age for e-scooters is 18" is "aged 18"', () => {
    const unit = (text: string): (string | undefined)[] => findSpecifics(text).map((s) => s.unit);
    assert.deepEqual(unit('The minimum age for e-scooters is 18.'), ['n:age']);
    assert.deepEqual(unit('Riders aged 18 may hire one.'), ['n:age']);
    // Not across another number: "for ages 5 to 8 the fee is 10" counts no age of ten.
    assert.deepEqual(unit('The fee for age 5 is 10.'), ['n:age', 'n:']);
    // …nor for a group named by age.
    assert.deepEqual(unit("Each age group's class size is 12."), ['n:']);
  });
  test('"12.5 percentage points" is a percentage; a verb after a number is counted by nothing', () => {
    assert.deepEqual(kinds('we were 12.5 percentage points above it'), ['percentage:12.5 percentage points']);
    assert.deepEqual(kinds('the maximum of 75 comes from the marks'), ['number:75']);
  });
  test('a contraction is no noun a number counts; "four of our panels" counts panels', () => {
    assert.deepEqual(kinds("Care 1 doesn't include a visit"), ['number:1']);
    assert.deepEqual(kinds('Four of our panels are shaded'), ['number:Four of our panels']);
  });
  test('a plural label word names each number of its list; an ordinal is a position, never an amount', () => {
    assert.deepEqual(keysOf('for Tiers 1, 2 and 3'), [['code:TIER.1'], ['code:TIER.2'], ['code:TIER.3']]);
    assert.deepEqual(kinds('Studio 2 seats 90 theatre-style'), ['identifier:Studio 2', 'number:90']);
    assert.deepEqual(keysOf('18 × 435 W'), [['n:18'], ['q:power:435']]);
    assert.deepEqual(findSpecifics('open until the 14th').map((s) => [s.text, s.weak]), [['14th', true]]);
    assert.deepEqual(keysOf('October 31'), [['md:10-31']]);
  });

  test('a word English does not know is a name, and weak when short', () => {
    const [vendor, short] = findSpecifics('It runs on vetstoria and wbx.');
    assert.equal(vendor!.text, 'vetstoria');
    assert.equal(vendor!.weak, undefined);
    assert.equal(short, undefined);
  });

  test('a fraction of an hour written as one word is a duration: "a half-hour call", "a quarter-hour"; "a half-day course" is no twelve hours', () => {
    assert.deepEqual(findSpecifics('a half-hour call, a quarter-hour wait and a half-day course').map((s) => s.keys[0]), ['dur:min:30', 'dur:min:15']);
  });

  test('a length of time in two units is one: "1 hour 10 minutes", "2 hours and 30 minutes", "an hour and three-quarters"', () => {
    const keys = (text: string): string[] => findSpecifics(text).map((s) => s.keys[0]!);
    assert.deepEqual(keys('The trip takes 1 hour 10 minutes.'), ['dur:min:70']);
    assert.deepEqual(keys('It takes one hour ten minutes, or 2 hours and 30 minutes at peak.'), ['dur:min:70', 'dur:min:150']);
    assert.deepEqual(keys('Allow an hour and three-quarters.'), ['dur:min:105']);
    assert.deepEqual(keys('Allow 1 hour or 10 minutes.'), ['dur:min:60', 'dur:min:10']);
  });

  test('a group of zeros after a space is a thousands group: "150 000 lux hours"; "12 500 kg" stays ambiguous', () => {
    assert.deepEqual(findSpecifics('an annual limit of 150 000 lux hours').map((s) => s.value), [150000]);
    assert.deepEqual(findSpecifics('12 500 kg').map((s) => s.text), ['12', '500 kg']);
  });

  test('a metric measure in two units is written without "and": "1 m 20 cm" is one, "the 60 m and 23 cm bands" two', () => {
    assert.deepEqual(findSpecifics('1 m 20 cm long').map((s) => s.text), ['1 m 20 cm']);
    assert.deepEqual(findSpecifics('no access to the 60 m and 23 cm bands').map((s) => s.text), ['60 m', '23 cm']);
  });

  test('a period after the second part keeps the two apart: "5 days 8 hours per day"', () => {
    assert.deepEqual(findSpecifics('5 days 8 hours per day').map((s) => s.keys[0]), ['dur:min:7200', 'dur:min:480/dur:min:1440']);
  });

  test('"half a day" and "a half day" are a morning or an afternoon, not twelve hours: no specific', () => {
    assert.deepEqual(findSpecifics('It is half a day, or a half day with lunch.'), []);
  });

  test('a number after a name is its label, and a unit in the singular after it a modifier: "seven Zone 2 day tickets"', () => {
    assert.deepEqual(findSpecifics('Buy seven Zone 2 day tickets.').map((s) => s.kind), ['name', 'number']);
    assert.equal(findSpecifics('Zone 2 day tickets cost more.').some((s) => s.kind === 'duration'), false);
    assert.deepEqual(findSpecifics('It is a 2 day course, then 12 Fast 11 kW bays.').map((s) => s.keys[0]), ['dur:min:2880', 'n:12', 'name:fast', 'q:power:11000']);
    assert.equal(findSpecifics('Is the Tier 1 RPO one hour?').at(-1)!.keys[0], 'dur:min:60');
  });

  test('degrees with no scale are a temperature in either scale as well as a count of degrees', () => {
    assert.deepEqual(findSpecifics('below fifteen degrees')[0]!.keys, ['n:15', 'q:temperature:288.15', 'q:temperature:263.706']);
    assert.deepEqual(findSpecifics('below 15°C')[0]!.keys, ['q:temperature:288.15']);
  });

  test('a model\'s plural is the model: "Metro 10.8s", "Boeing 737s"; "under 18s" and "the 1990s" are no model', () => {
    assert.deepEqual(findSpecifics('8 Castellan Metro 10.8s and two Boeing 737s').filter((s) => s.kind === 'version').map((s) => s.keys), [['code:CASTELLAN.METRO.10.8', 'code:METRO.10.8'], ['code:BOEING.737']]);
    assert.deepEqual(findSpecifics('under 18s in the 1990s'), []);
  });

  test('a unit per a unit after its amount is a measure, as NFKC writes it too: "240 g/m2"', () => {
    assert.deepEqual(findSpecifics('Weight: 240 g/m2; 620 g/m²').map((s) => s.keys[0]), ['q:area_density:0.24', 'q:area_density:0.62']);
  });

  test('a number in words that opens a sentence is no name: "Forty-eight across all lines"', () => {
    assert.deepEqual(findSpecifics('Forty-eight across all lines.'), []);
  });

  test("a version's name head and its number are the version too: \"ΔE CMC 0.8\" is \"ΔE 0.8\"", () => {
    assert.ok(findSpecifics('within ΔE CMC 0.8')[0]!.provides.includes(findSpecifics('within ΔE 0.8')[0]!.keys[0]!));
  });

  test('a share out of a whole states its percentage; a count out of a number of things, or a pair of versions, does not', () => {
    assert.deepEqual(findSpecifics('seven out of ten, or seven out of ten sessions').map((s) => s.keys), [['score:7:10', 'pct:70'], ['score:7:10']]);
    assert.equal(findSpecifics('We support TLS 1.2/1.3.').some((s) => s.keys.some((k) => k.startsWith('score:'))), false);
  });

  test('numbers listed with commas share the unit after the last: "10, 20 and 20 working days"', () => {
    assert.deepEqual(findSpecifics('Stages take 10, 20 and 20 working days; reminders at 7, 14 or 28 days.').map((s) => s.keys[0]), ['dur:wd:10', 'dur:wd:20', 'dur:wd:20', 'dur:min:10080', 'dur:min:20160', 'dur:min:40320']);
    assert.deepEqual(kinds('Steps 1, 2 and 3 take 5 days.').at(-1), 'duration:5 days');
  });

  test('a name with what it did hyphened on is the name: "UKAS-accredited", "Ofsted-registered"; a name of two capitalised parts stays whole', () => {
    assert.deepEqual(kinds('The laboratory is UKAS-accredited, and our nurseries are Ofsted-registered.'), ['name:UKAS', 'name:Ofsted']);
    assert.deepEqual(kinds('We fit Rolls-Royce engines.'), ['name:Rolls-Royce']);
    assert.deepEqual(findSpecifics('The Gold-day ticket').map((s) => s.keys), [['name:gold']]);
    // …but not when the word after the hyphen says it is without it.
    assert.deepEqual(kinds("Children's clothing is VAT-free and the bottles are BPA-free."), ['name:VAT-free', 'name:BPA-free']);
  });

  test('a count in words before a measure of each counts what follows the measure: "Five 2.5 MW diesel generators"', () => {
    assert.deepEqual(findSpecifics('Five 2.5 MW diesel generators run in an N+1 arrangement.').map((s) => [s.text, s.unit]).slice(0, 2), [['Five', 'n:generator'], ['2.5 MW', 'q:MW']]);
  });

  test('capitalised common words are a name together inside a sentence, or one alone after a lower-case word; weak opening a line or set apart', () => {
    const found = findSpecifics('Files go to Iron Mountain every week.\nOpening Hours: see (Capacity). Cards are paid through Stripe. Arena-sized loads go by lorry.');
    assert.deepEqual(found.map((s) => `${s.text}${s.weak ? ' (weak)' : ''}`), ['Iron Mountain', 'every week', 'Hours (weak)', 'Capacity (weak)', 'Stripe']);
  });
});

test('which of a month\'s weekdays is a value of its own: "the first Tuesday" is not "the second Tuesday", and is a Tuesday', () => {
  assert.deepEqual(findSpecifics('Quiet mornings are on the first Tuesday of the month.').map((s) => [s.text, s.keys, s.provides]), [['first Tuesday', ['wd:2#1'], ['wd:2#1', 'wd:2']]]);
  assert.deepEqual(kinds('Tours run on the last Sunday of each month.'), ['date:last Sunday', 'frequency:each month']);
  // Not what comes first on a weekday, nor a Sunday gone by.
  assert.deepEqual(kinds('The first Saturday public session is at noon.').slice(0, 1), ['date:Saturday']);
  assert.deepEqual(keysOf('We were closed last Sunday.'), [['wd:0']]);
  // Lists share their ordinal or weekday; "final" is "last"; "every second Tuesday" is every other week.
  assert.deepEqual(keysOf('It runs on the first and third Saturday of each month.')[0], ['wd:6#1', 'wd:6#3']);
  assert.deepEqual(keysOf('The market runs on the first Saturday and Sunday of every month.')[0], ['wd:6#1', 'wd:0#1']);
  assert.deepEqual(keysOf('It meets on the final Friday of the month, and closes on the last Monday in August.').slice(0, 2), [['wd:5#-1'], ['wd:1#-1']]);
  assert.deepEqual(keysOf('Garden waste is collected every second Tuesday.'), [['wd:2']]);
});

test('a lower-case word English does not know is a name ("quickbooks"); everyday clippings the word lists lack ("admin", "incl", "per annum", "offline") are words', () => {
  const names = (text: string) => findSpecifics(text).filter((s) => s.kind === 'name').map((s) => `${s.text}${s.weak ? ' (weak)' : ''}`);
  assert.deepEqual(names('Invoices are generated in quickbooks and staff sign in with okta.'), ['quickbooks', 'okta (weak)']);
  assert.deepEqual(names('A £25 admin fee, incl. VAT, or £300 per annum; tech support works offline.'), ['VAT']);
});

test('"I" before a plain verb is the speaker, not a numeral of the name before it', () => {
  assert.deepEqual(kinds('On the Full Experience Day I calculate that as £124.50.'), ['name:Full Experience Day', 'money:£124.50']);
  assert.deepEqual(kinds('To get a PAC I text PAC to 65075.').slice(0, 1), ['name:PAC']);
  assert.deepEqual(kinds('For the Hawk Walk I would book early.'), ['name:Hawk Walk']);
  // …with an adverb between: "I just pay", "I only need".
  assert.deepEqual(kinds('For the Adult Castle I just pay the £150.'), ['name:Adult Castle', 'money:£150']);
  // A numeral keeps its name: what follows it is no plain verb.
  assert.deepEqual(kinds('It is a Grade I listed building. Charles I ruled.'), ['name:Grade I', 'name:Charles I']);
  // After a word that numbers a series, "I" is its numeral whatever follows.
  assert.deepEqual(kinds('The Stage I trial enrols in the World War I gallery.'), ['name:Stage I', 'name:World War I']);
});

test('an address says nothing of a text\'s language: the names of a row with an e-mail address are read', () => {
  const row = kinds('Role: Tool Library Coordinator; Name: Rhys Pennant; Email: tools@eastmere-allotments.org.uk');
  assert.ok(row.includes('name:Rhys Pennant'), row.join(', '));
  assert.ok(!kinds('Die Schlüssel werden von Thales verwaltet und alle zwölf Monate rotiert.').includes('name:Die Schlüssel'));
});

test('words that are names on every JavaScript object are words: "Constructor" is no weekday, "toString" no time', () => {
  const read = kinds("Constructors sign off the constructor quarter. Constructor crews work at hasOwnProperty o'clock, not toString.");
  assert.ok(!read.some((k) => k.startsWith('date:') || k.startsWith('time:')), read.join(', '));
  assert.deepEqual(keysOf('Crews meet on Mondays in the first quarter.'), [['wd:1'], ['quarter:1']]);
});

test('a range in a currency written after it is money at both ends: "10,000.01 to 12,500 dollars"', () => {
  assert.deepEqual(keysOf('Band D covers 10,000.01 to 12,500 dollars.'), [['code:BAND.D'], ['money:usd:10000.01'], ['money:usd:12500']]);
  assert.deepEqual(keysOf('between 50 and 99 cents'), [['money:usd:0.5'], ['money:usd:0.99']]);
});

test('a number counts the vault\'s own nouns too: "up to ten documents", and "12 nm" is nanometres, not newton metres', () => {
  assert.deepEqual(kinds('each submission holds up to ten documents'), ['number:ten documents']);
  assert.notDeepEqual(keysOf('a 12 nm process'), keysOf('12 Nm of torque'));
});

test('a whole revision stays a label of its document: "revision 6" is no version 6 of anything', () => {
  assert.deepEqual(keysOf('see revision 6'), [['code:REVISION.6']]);
});

test('a plural acronym after a number is what it counts: "60 AEDs", "24 RTGs"', () => {
  assert.deepEqual(kinds('There are 60 AEDs along the course.'), ['number:60 AEDs']);
  assert.equal(findSpecifics('There are 60 AEDs.')[0]?.unit, 'n:aed');
});

test('days listed before one month share it: "25 and 26 December", "1, 8 and 15 May 2025"', () => {
  assert.deepEqual(keysOf('closed on 25 and 26 December'), [['md:12-25'], ['md:12-26']]);
  assert.deepEqual(keysOf('on 1, 8 and 15 May 2025'), [['date:2025-5-1'], ['date:2025-5-8'], ['date:2025-5-15']]);
});

test('in a user\'s message a month or weekday may be written in lower case; "may" and "march" stay words', () => {
  const casual = (text: string): string[][] => findSpecifics(text, undefined, { names: false, casual: true }).map((s) => [...s.keys]);
  assert.deepEqual(casual('i started freelancing last june'), [['mon:6']]);
  assert.deepEqual(casual('we may march on'), []);
  assert.deepEqual(keysOf('i started freelancing last june').filter((k) => k[0]!.startsWith('mon:')), []);
});

test('a bare number by the period is a rate, and its period no duration of its own: "at 40 a month"', () => {
  assert.deepEqual(keysOf('at 40 a month you pay the list price'), [['n:40/dur:mon:1']]);
  assert.equal(findSpecifics('at 40 a month')[0]?.weak, true);
});

test('a day before a month chrono leaves alone is its day ("from 1 May"); "per m2" is a unit, "B\'s 40 spaces" a count', () => {
  assert.deepEqual(keysOf('open from 1 May to 15 June'), [['md:5-1'], ['md:6-15']]);
  assert.deepEqual(kinds('£20.00 per m2, so 2 m2 comes to £40.00'), ['money:£20.00', 'number:2 m2', 'money:£40.00']);
  assert.ok(kinds("Car Park B's 40 spaces are kept for suppliers").includes('number:40 spaces'));
});

test('a length per hour is a speed however written: "five miles an hour" is "5 mph"; "60 miles a day" stays miles', () => {
  assert.deepEqual(keysOf('Five miles an hour on the shed roads.'), keysOf('5 mph on the shed roads.'));
  assert.deepEqual(keysOf('eight kilometres an hour'), keysOf('8 km/h'));
  assert.notDeepEqual(keysOf('60 miles a day'), keysOf('60 miles an hour'));
});

test('a label word before a list names each: "question 1, 2 or 3"; not a count after it ("Tier 2 and 150 bikes")', () => {
  assert.deepEqual(keysOf('If the answer to question 1, 2 or 3 is yes'), [['code:QUESTION.1'], ['code:QUESTION.2'], ['code:QUESTION.3']]);
  assert.deepEqual(keysOf('60 bikes for Tier 2 and 150 bikes for Tier 1'), [['n:60'], ['code:TIER.2'], ['n:150'], ['code:TIER.1']]);
});

test('days listed before one month may each have their weekday: "Sat 14 and Sun 15 June 2025"', () => {
  assert.deepEqual(keysOf('Steam Gala on Sat 14 and Sun 15 June 2025').filter((k) => k[0]!.startsWith('date:')), [['date:2025-6-14'], ['date:2025-6-15']]);
});

test('"the third quarter of 2025" is Q3 2025; "Cat A" is Category A', () => {
  assert.deepEqual(keysOf('planned for the third quarter of 2025'), keysOf('planned for Q3 2025'));
  assert.deepEqual(keysOf('Cat A engineers'), keysOf('Category A engineers'));
});

test('a currency inside a compound is money: "a fifty-pound upgrade", "a 20-dollar fee"', () => {
  assert.deepEqual(keysOf('The thin lens is a fifty-pound upgrade.')[0], keysOf('The thin lens upgrade costs fifty pounds.')[0]);
  assert.deepEqual(keysOf('a 20-dollar fee'), [['money:usd:20']]);
  assert.deepEqual(keysOf('a 72-hour window'), [['dur:min:4320']]);
});

test('"£20 for each started hour" is a rate, as "£20 an hour" is; "£5 for each bag" is not', () => {
  assert.deepEqual(keysOf('Late return: £20 for each started hour.').map((k) => k[0]), ['money:gbp:20/dur:min:60']);
  assert.deepEqual(keysOf('£15 for every extra day'), keysOf('£15 a day'));
  assert.deepEqual(keysOf('£5 for each bag'), [['money:gbp:5']]);
});

test('a value with a tolerance states both ends of its range, and said with its tolerance it is the centre', () => {
  const provides = findSpecifics('Store at 18 °C ± 1 °C.')[0]!.provides;
  for (const end of ['17 °C', '19 °C']) assert.ok(keysOf(end)[0]!.every((k) => provides.includes(k)), end);
  assert.ok(keysOf('12 mm')[0]!.every((k) => findSpecifics('12 ± 0.5 mm thick')[0]!.provides.includes(k)));
  // "6 °C ± 2 °C" is not the low end of "8 °C ± 2 °C".
  assert.ok(!keysOf('6 °C ± 2 °C')[0]!.some((k) => findSpecifics('8 °C ± 2 °C')[0]!.provides.includes(k)));
});

test('a sum written out without spaces is working, not a code: "2+3+4+6"; two terms may be one ("a 3+2 rota")', () => {
  assert.deepEqual(findSpecifics('Adding them (2+3+4+6) gives 15.').map((s) => s.text), ['15']);
  assert.deepEqual(kinds('We run a 3+2 rota.'), ['identifier:3+2']);
});

test('a weekday beside a full date it falls on is one specific with it; one the calendar disagrees with stays apart', () => {
  assert.deepEqual(kinds('The sale is on 2025-07-12 (a Saturday) at 10:00.'), ['date:2025-07-12 (a Saturday)', 'time:10:00']);
  assert.deepEqual(kinds('The session is S25-03 (Saturday 15 March 2025).').at(-1), 'date:Saturday 15 March 2025');
  assert.deepEqual(kinds('The sale is on Friday 12 July 2025.'), ['date:Friday', 'date:12 July 2025']);
});

test('a bracket inside a telephone number is only a trunk prefix: "extension 4400 (0113 496 0400 …)" is two numbers', () => {
  assert.deepEqual(keysOf('call extension 4400 (0113 496 0400 from outside)').map((k) => k[0]), ['n:4400', 'code:01134960400']);
});

test('"1 o\'clock in the afternoon" is 13:00 in digits as in words; a spaced em dash opens an aside, no range ("Stage 3 — 30%")', () => {
  assert.deepEqual(keysOf("Selling starts at 1 o'clock in the afternoon."), keysOf("Selling starts at one o'clock in the afternoon."));
  assert.deepEqual(keysOf("Selling starts at 1 o'clock in the afternoon.").flat(), ['time:13:0']);
  assert.deepEqual(kinds("That's Stage 3 — 30% of the contract value."), ['identifier:Stage 3', 'percentage:30%']);
  assert.deepEqual(kinds('Fees rise by 3—5%.'), ['percentage:3', 'percentage:5%']);
});

test('"No." before a whole number is the numero sign: "Concerto No. 23" names one of a series, and "number 23" may write it', () => {
  assert.deepEqual(keysOf("Mozart's Piano Concerto No. 23"), [['name:mozart'], ['name:piano concerto'], ['code:NUMBER.23', 'n:23']]);
  assert.deepEqual(keysOf('registered charity no. 1094417.'), [['code:NUMBER.1094417', 'n:1094417']]);
  // The answer "No." before a sentence that opens with a figure names nothing, nor one before an amount.
  assert.deepEqual(keysOf('Is it five? No. 3 is the most.'), [['n:3']]);
  assert.deepEqual(keysOf('the answer is no. 14 days is the limit'), [['dur:min:20160']]);
});

test('a share said in words is the percentage: "a full refund" is 100%, "half price" 50%; not a count\'s modifier', () => {
  assert.deepEqual(keysOf('You get a full refund if you cancel.'), [['pct:100']]);
  assert.deepEqual(keysOf('Children travel half-price, and seniors pay half price.'), [['pct:50'], ['pct:50']]);
  assert.equal(findSpecifics('a full refund')[0]?.weak, true);
  assert.deepEqual(keysOf('2 years or 500 full charge cycles').at(-1), ['n:500']);
  // "The full amount", "a full payment" mean all of it, not a share of what is paid.
  assert.deepEqual(keysOf('the full amount is due'), []);
});

test('a measure by the period may name what it measures in between: "8 kg of coffee a week" is "8 kg a week"; a duration does not ("16 hours of light a day")', () => {
  assert.deepEqual(keysOf('buying at least 8 kg of coffee a week'), keysOf('buying at least 8 kg a week'));
  assert.deepEqual(keysOf('16 hours of light a day')[0], ['dur:min:960']);
  // …and it states the amount and how often too: "every day … 2 kg of milk".
  const rate = findSpecifics('uses 2 kg of milk a day')[0]!;
  assert.ok(rate.provides.includes('q:mass:2') && rate.provides.includes('every:min:1440'));
});

test('a letter and a common word ("X-ray", "A-frame", "A-weighted") is no sure name; "UKAS-accredited" names UKAS', () => {
  const names = (text: string): string[] => findSpecifics(text).filter((s) => s.kind === 'name').map((s) => `${s.text}${s.weak ? ' (weak)' : ''}`);
  assert.deepEqual(names('Book an X-ray and bring an A-frame sign; limits are 88 decibels (A-weighted).'), ['X-ray (weak)', 'A-frame (weak)', 'A-weighted (weak)']);
  assert.deepEqual(names('Our lab is UKAS-accredited.'), ['UKAS']);
});

test('a range\'s first end takes the year of its second: "from 8 to 11 January 2024"', () => {
  assert.deepEqual(keysOf('from 8 to 11 January 2024'), [['date:2024-1-8'], ['date:2024-1-11']]);
});

describe('a time written as four digits, where no year or count could be', () => {
  const times = (text: string): string[] => findSpecifics(text).map((s) => `${s.kind}:${s.text}`);
  test('a leading zero, "at" with minutes, a late hour after "by", and what a range or list joins to one', () => {
    assert.deepEqual(times('The middle watch is 0000–0400; smoko is at 1030 and 1530; the mother watch works from 0700 to 2030; be back by 2230.'), ['time:0000', 'time:0400', 'time:1030', 'time:1530', 'time:0700', 'time:2030', 'time:2230']);
    assert.deepEqual(keysOf('back by 2230'), keysOf('back by 10.30 pm'));
  });
  test('years, counts, measures, codes and telephone numbers stay what they are', () => {
    assert.deepEqual(times('Net zero by 2030, from 2000 to 2024; 1140 hours of care; ratings start at 1200; call 0300 555 0199; a band of 2110 MHz.'), ['date:2030', 'date:2000', 'date:2024', 'duration:1140 hours', 'number:1200', 'identifier:0300 555 0199', 'number:2110 MHz']);
    // A late round hour is as often a year or a count: "by 2100", "raised to 2300".
    assert.deepEqual(times('Targets run to 2100; capacity was raised to 2300; meet in Room 0112.'), ['number:2100', 'number:2300', 'identifier:Room 0112']);
  });
  test('a bare "1230" in a vault states 12:30 too, for a reply that writes it so', () => {
    assert.ok(findSpecifics('- 1230 lunch')[0]!.provides.includes('time:12:30'));
  });
});

test('a bound before a number is no name of it, and a range\'s second end may be a bound: "Over 20 and up to 30 miles"', () => {
  assert.deepEqual(keysOf('| Over 20 and up to 30 miles |').filter((k) => !k[0]!.startsWith('name:')), keysOf('20 to 30 miles'));
});

test('other languages: "15 £" and "12,50 €" are amounts; "Zona 2" is the vault\'s "Zone 2"; "1.250 €" stays unsure', () => {
  const values = (text: string): string[][] => findSpecifics(text).filter((s) => s.kind !== 'name').map((s) => [...s.keys]);
  assert.deepEqual(values('la consegna in Zona 2 costa 15 £'), [['code:ZONE.2'], ['money:gbp:15']]);
  assert.deepEqual(values('Stufe 3 kostet 12,50 €'), [...keysOf('Level 3'), ['money:eur:12.5']]);
  assert.equal(findSpecifics('Das kostet 1.250 €').find((s) => s.kind === 'money'), undefined);
  // A symbol that opens the next amount is that amount's: "the two £3,500 payments".
  assert.deepEqual(keysOf('the two £3,500 payments'), [['money:gbp:3500']]);
});

test('what is counted may come after a frequency or an acronym that describes it: "6 monthly instalments", "4 USB charging points"', () => {
  const counts = (text: string): string[] => findSpecifics(text).filter((s) => s.unit?.startsWith('n:')).map((s) => `${s.text} (${s.unit})`);
  assert.deepEqual(counts('You may pay in up to 6 monthly instalments; each mess has 4 USB charging points.'), ['6 (n:instalment)', '4 USB charging points (n:point)']);
  // A verb in -s after an acronym is no counted noun: "15,000 GT falls between bands".
  assert.deepEqual(counts('15,000 GT falls between 10,001 and 20,000 GT.').map((c) => c.split(' (')[1]), ['n:)', 'n:)', 'n:)']);
});

test('a letter after a time is the next word\'s, not "am": "09:00 to 12:00 a duty officer answers" ends at noon', () => {
  assert.deepEqual(keysOf('from 09:00 to 12:00 a duty officer answers'), [['time:9:0'], ['time:12:0']]);
  assert.deepEqual(keysOf('at 12:00 a.m. and 5:45 pm'), [['time:0:0'], ['time:17:45']]);
});

test('an hour before a range\'s "pm" shares it: "7–10 pm" starts at 19:00, and "March, 7–10 pm" is no 7 March', () => {
  assert.deepEqual(keysOf('sessions run 7–9 pm'), [['time:19:0'], ['time:21:0']]);
  assert.deepEqual(keysOf('open 11–2 pm daily').slice(0, 2), [['time:11:0'], ['time:14:0']]);
  assert.deepEqual(kinds('from December to March, 7–10 pm, at the library'), ['date:December', 'date:March', 'time:7', 'time:10 pm']);
  // Before a time that says no half of the day, a bare hour stays a number.
  assert.deepEqual(keysOf('rows 7–9 of the table'), [['n:7'], ['n:9']]);
  // A date read up to the hour keeps its day; a range through midnight says no half for its first hour.
  assert.deepEqual(kinds('on 14 March, 10–4 pm'), ['date:14 March', 'time:10', 'time:4 pm']);
  assert.deepEqual(keysOf('the night shift runs 10–2 am'), [['n:10'], ['time:2:0']]);
});

test('"30 in" at the end of a table cell is thirty inches, as "30-inch" is; before more words "in" is the preposition', () => {
  assert.deepEqual(keysOf('Bed depth: 30 in; Load: 4,500 lb')[0], keysOf('a 30-inch bed')[0]);
  assert.deepEqual(kinds('ranked 30 in the region'), ['number:30']);
});

test('"pre-1920" is a year said with where it falls, as "before 1920" is, not a code', () => {
  assert.deepEqual(keysOf('the pre-1920 references'), keysOf('references from before 1920'));
});

test('"four dozen arrows" counts forty-eight', () => {
  assert.deepEqual(keysOf('four dozen arrows'), keysOf('48 arrows'));
  assert.deepEqual(keysOf('3 dozen eggs'), keysOf('36 eggs'));
  // A price by the dozen is no price of twelve; a range's second end is dozens too.
  assert.deepEqual(keysOf('eggs are £3 dozen'), keysOf('eggs are £3'));
  assert.deepEqual(keysOf('two to four dozen eggs').at(-1), keysOf('48 eggs')[0]);
});

test('a countdown ("L-45 days", "T-30 minutes") is a length of time before the event; "L-45" alone is a code', () => {
  assert.deepEqual(keysOf('delivered at L-45 days'), [[...keysOf('delivered 45 days before launch')[0]!, 'code:L.45']]);
  assert.deepEqual(keysOf('the T-30 minutes hold'), [[...keysOf('the hold 30 minutes before')[0]!, 'code:T.30']]);
  assert.deepEqual(keysOf('plan L-45 first'), [['code:L.45']]);
  // A room's or a form's code before a word of time is no countdown.
  assert.deepEqual(keysOf('Room B-2 hours are 9am to 5pm'), keysOf('Room B-2 is open 9am to 5pm'));
  assert.deepEqual(keysOf('on the C-2 second floor'), [['code:C.2']]);
});

test('a short unit\'s letter case tells it apart inside a ratio too: "7.5 kN/m²" is a pressure, as "7.5 kN per square metre" is; "20 kn" is knots', () => {
  assert.deepEqual(keysOf('rated at 7.5 kN/m²'), keysOf('rated at 7.5 kN per square metre'));
  assert.deepEqual(keysOf('rated at 7.5 kN/m²'), [['q:pressure:7500']]);
  assert.deepEqual(keysOf('a wind of 20 kn'), keysOf('a wind of 20 knots'));
});

test('"may" and "march" in lower case are verbs, at either end of a range: "aged 12–15 may not ride" states no date', () => {
  assert.deepEqual(kinds('Riders aged 12–15 may not ride the black trails.'), ['number:12', 'number:15']);
  // Capitalised, it is the month as ever.
  assert.deepEqual(keysOf('open 12–15 May')[1], ['md:5-15']);
});

test('decimals said digit by digit after "point": "four point eight kilometres" is 4.8 km; "at this point two" is no decimal', () => {
  assert.deepEqual(keysOf('a trail of four point eight kilometres'), keysOf('a trail of 4.8 km'));
  assert.deepEqual(keysOf('one point five million pounds'), keysOf('1.5 million pounds'));
  assert.deepEqual(keysOf('at this point two riders'), keysOf('two riders'));
});

test('a country before a currency\'s name names the currency, no one: "US dollars", "Swiss francs"', () => {
  assert.deepEqual(kinds('$2,700 in US dollars, or CHF 2,400 in Swiss francs').filter((k) => k.startsWith('name:')), []);
  assert.deepEqual(kinds('We ship to the US.'), ['name:US']);
});

test('a part of a period is counted in its unit: "the best 3 of the last 5 years" states three years', () => {
  assert.deepEqual(keysOf('the best 3 of the last 5 years')[0], keysOf('three years')[0]);
  // Not of what is no period: "3 of the last 5 deliveries" counts deliveries.
  assert.deepEqual(keysOf('3 of the last 5 deliveries')[0], ['n:3']);
});

test('a label word before two numbers joined by a bare dash names a range of labels, whatever follows: "Stage 1–3 pupils"', () => {
  assert.deepEqual(keysOf('Stage 1–3 pupils can swap'), keysOf('Stages 1 to 3 can swap'));
  // Spaced, far apart, or after a word that also sizes a group, the second number may count what follows.
  assert.deepEqual(kinds('Tier 2 – 150 bikes'), ['identifier:Tier 2', 'number:150 bikes']);
  assert.deepEqual(kinds('Tier 2–150 bikes'), ['identifier:Tier 2', 'number:150 bikes']);
  assert.deepEqual(kinds('Group 4–6 people'), ['identifier:Group 4', 'number:6 people']);
});

test('what a review of this wave\'s readings found: "at one point" is no decimal, a name before "USD" stays a name, "A/V" is no unit, "3 out of the last 5 years"', () => {
  assert.deepEqual(keysOf('At one point two riders fell.'), keysOf('two riders fell.'));
  assert.deepEqual(kinds('Send John Smith USD 500 today.'), ['name:John Smith', 'money:USD 500']);
  assert.ok(!keysOf('The room has 4 A/V inputs.').flat().some((k) => k.startsWith('q:')));
  assert.deepEqual(keysOf('in 3 out of the last 5 years')[0], keysOf('three years')[0]);
});
