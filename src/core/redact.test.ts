// The redactor finds a secret in every form vouch would read as the same text and in the encodings
// servers write, replaces the whole stretch that spells it (so no later normalisation puts it back
// together), leaves ordinary text alone, and takes time linear in the text.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import fc from 'fast-check';
import { cpuMs } from '../../test/support/cpu.js';
import { basicForms, disguises, reveals } from '../../test/support/disguises.js';
import { redactor, type Redactor } from './redact.js';
import { normalizeText } from './text.js';

const SECRET = 'sk-live-7f3a/9c0d';

describe('every disguise of a secret is redacted', () => {
  let r: Redactor;
  before(async () => void (r = await redactor([SECRET])));
  for (const [name, disguised] of Object.entries(disguises(SECRET))) {
    test(name, () => {
      assert.ok(reveals(disguised, SECRET), 'the disguise does read as the secret');
      const text = `token: ${disguised}. Done`;
      const out = r.text(text);
      assert.equal(out, 'token: [redacted]. Done');
      assert.ok(!reveals(normalizeText(out), SECRET));
    });
  }
});

describe('a Basic credential', () => {
  const [user, password] = ['vouch-bot', 'hunter2-basic'];
  let r: Redactor;
  before(async () => void (r = await redactor([`Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`])));
  for (const [name, form] of Object.entries(basicForms(user, password))) {
    test(`${name}, and its disguises`, () => {
      assert.equal(r.text(`echo ${form} end`), 'echo [redacted] end');
      for (const disguised of Object.values(disguises(form))) assert.ok(!reveals(r.text(`echo ${disguised} end`), form), disguised);
    });
  }

  test('a user:password is also found as the base64 a Basic header carries', async () => {
    const b64 = Buffer.from('ops:pa55word').toString('base64');
    assert.equal((await redactor(['ops:pa55word'])).text(`Authorization: Basic ${b64}`), 'Authorization: Basic [redacted]');
  });

  test('the token after any auth scheme is found on its own', async () => {
    assert.equal((await redactor(['Bearer tok-4411'])).text('tok-4411 and Bearer tok-4411'), '[redacted] and [redacted]');
  });
});

describe('what is not a secret stays as it was', () => {
  test('ordinary text, escapes and entities that spell something else, untouched', async () => {
    const r = await redactor([SECRET]);
    const text = 'Backups run at 02:00 &amp; keys rotate; 100% of %41 is \\u0041 — sk-live-other, ｓｋ';
    assert.equal(r.text(text), text);
  });

  test('a secret shorter than four characters is not looked for', async () => {
    const r = await redactor(['abc']);
    assert.equal(r.size, 0);
    assert.equal(r.text('abc'), 'abc');
  });

  test('a space in a secret is also found as + (a form body)', async () => {
    assert.equal((await redactor(['open sesame'])).text('pw=open+sesame&x=1'), 'pw=[redacted]&x=1');
  });
});

test('no normalisation of a redacted text reveals the secret (any text around any disguise)', async () => {
  const r = await redactor([SECRET]);
  const forms = Object.values(disguises(SECRET));
  // Text around the secret made of what escapes and folds are made of, and anything at all.
  const tricky = fc.constantFrom('\\', '%', '&', '#', ';', 'u', 'x', '0', '7', '2f', 'amp', '\u200b', '\u00ad', 'Ｓ', 's', 'k', '-', '/');
  const around = fc.oneof(fc.string({ unit: tricky }), fc.string({ unit: 'binary' }), fc.string());
  fc.assert(
    fc.property(around, fc.constantFrom(...forms), around, (before, form, after) => {
      const out = r.text(`${before}${form}${after}`);
      return !reveals(normalizeText(out), SECRET) && !reveals(out, SECRET);
    }),
    { numRuns: 300 },
  );
});

describe('time linear in the text', () => {
  let r: Redactor;
  before(async () => void (r = await redactor([SECRET, 'Bearer tok-4411', ...Array.from({ length: 20 }, (_, i) => `env-secret-value-${i}`)])));
  const MB = 1 << 20;
  const shapes: Record<string, string> = {
    'plain ASCII': 'The quick brown fox. '.repeat(MB / 21),
    'near misses': 'sk-live-7f3a/9c0 '.repeat(MB / 17),
    'percent-escapes': '%73%6B%2D'.repeat(MB / 9),
    'JSON escapes': '\\u0073\\/'.repeat(MB / 8),
    entities: '&amp;&sol;&#115;&Aopf;'.repeat(MB / 22),
    'fullwidth and zero-width': 'ｓ\u200bｋ-'.repeat(MB / 4),
    'mathematical letters': '𝐬𝐤𝐥𝐢𝐯𝐞'.repeat(MB / 12),
    'the secret, every 40 characters': `${SECRET} and twenty-two more `.repeat(MB / 40),
  };
  for (const [name, text] of Object.entries(shapes)) {
    test(`a megabyte of ${name} in well under a second`, async () => {
      let out = '';
      const ms = await cpuMs(() => void (out = r.text(text)));
      assert.ok(ms < 1500, `${Math.round(ms)} ms`);
      assert.ok(!out.includes(SECRET));
    });
  }
});
