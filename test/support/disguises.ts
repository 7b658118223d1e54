// Every way a bot (or a server) might echo a secret that vouch reads as the same text, or that a
// reader decodes at a glance: invisible characters between its letters, look-alike compatibility
// forms, another case, and the encodings servers write (URL, JSON, HTML). For the redaction tests.
import { decodeHTML } from 'entities';

const spread = (s: string, between: string): string => [...s].join(between);
const perChar = (s: string, f: (ch: string, code: number) => string): string => [...s].map((ch) => f(ch, ch.codePointAt(0)!)).join('');
const isLower = (code: number): boolean => code >= 0x61 && code <= 0x7a;
const isUpper = (code: number): boolean => code >= 0x41 && code <= 0x5a;
const isDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;
const hex = (code: number, width = 2): string => code.toString(16).toUpperCase().padStart(width, '0');
const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const NAMED: Readonly<Record<string, string>> = { '/': '&sol;', ':': '&colon;', '.': '&period;', _: '&lowbar;', '+': '&plus;', '=': '&equals;', '-': '&#45;' };

/** Each disguise of `secret` by name; every one reads as `secret` once normalised or decoded. */
export function disguises(secret: string): Record<string, string> {
  const uri = encodeURIComponent(secret);
  return {
    'zero-width spaces': spread(secret, '\u200b'),
    'soft hyphens': spread(secret, '\u00ad'),
    'word joiners': spread(secret, '\u2060'),
    'zero-width joiners and a BOM': spread(secret, '\u200d').replace('\u200d', '\ufeff'),
    fullwidth: perChar(secret, (ch, c) => (c > 0x20 && c < 0x7f ? String.fromCodePoint(c + 0xfee0) : ch)),
    'mathematical bold': perChar(secret, (ch, c) =>
      isUpper(c) ? String.fromCodePoint(0x1d400 + c - 0x41) : isLower(c) ? String.fromCodePoint(0x1d41a + c - 0x61) : isDigit(c) ? String.fromCodePoint(0x1d7ce + c - 0x30) : ch,
    ),
    'compatibility forms': perChar(secret, (ch, c) =>
      isLower(c) ? String.fromCodePoint(0x24d0 + c - 0x61) : isDigit(c) ? SUPERSCRIPT[c - 0x30]! : ch === '-' ? '\ufe63' : ch === '/' ? '\uff0f' : ch,
    ),
    'upper case': secret.toUpperCase(),
    'URL-encoded': uri,
    'URL-encoded, lower-case hex': uri.replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase()),
    'URL-encoded, / kept': uri.replace(/%2F/g, '/'),
    'URL-encoded, every character': perChar(secret, (_, c) => `%${hex(c)}`),
    'URL-encoded fullwidth (UTF-8)': perChar(secret, (ch, c) => (isLower(c) ? encodeURIComponent(String.fromCodePoint(c + 0xfee0)) : ch)),
    'JSON \\/': JSON.stringify(secret).slice(1, -1).replace(/\//g, '\\/'),
    'JSON \\u': perChar(secret, (_, c) => `\\u${hex(c, 4).toLowerCase()}`),
    'JSON \\u of mathematical bold (surrogate pairs)': perChar(secret, (ch, c) =>
      isLower(c) ? JSON.stringify(String.fromCodePoint(0x1d41a + c - 0x61)).slice(1, -1).replace(/[\ud800-\udfff]/g, (u) => `\\u${hex(u.charCodeAt(0), 4)}`) : ch,
    ),
    'HTML decimal': perChar(secret, (_, c) => `&#${c};`),
    'HTML hex': perChar(secret, (_, c) => `&#x${hex(c)};`),
    'HTML named': perChar(secret, (ch, c) => (isLower(c) ? `&${ch}opf;` : (NAMED[ch] ?? ch))),
    'mixed: fullwidth, zero-width, case': perChar(secret, (ch, c) => (c % 2 ? `${ch.toUpperCase()}\u200b` : c > 0x20 && c < 0x7f ? String.fromCodePoint(c + 0xfee0) : ch)),
  };
}

/** A Basic credential's forms: the base64 credential itself, its `user:password`, and the password. */
export function basicForms(user: string, password: string): Record<string, string> {
  const credential = Buffer.from(`${user}:${password}`).toString('base64');
  return { 'Basic credential': credential, 'URL-safe credential': credential.replace(/\+/g, '-').replace(/\//g, '_'), 'decoded user:password': `${user}:${password}`, password };
}

const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * Whether `text` reveals `secret` to a reader who decodes what is plain to see: written as is, or
 * once entities, JSON escapes and URL escapes are decoded and the text normalised (NFKC, invisible
 * characters dropped, lower case). Independent of vouch's own redactor, by design.
 */
export function reveals(text: string, secret: string): boolean {
  const wanted = secret.toLowerCase();
  const plain = (s: string): string => s.normalize('NFKC').replace(INVISIBLE, '').toLowerCase();
  const json = (s: string): string => s.replace(/\\u([0-9a-fA-F]{4})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))).replace(/\\\//g, '/');
  const url = (s: string): string =>
    s.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  const views = [text, decodeHTML(text), json(text), url(text), url(json(decodeHTML(text)))];
  return views.some((v) => v.includes(secret) || plain(v).includes(wanted));
}
