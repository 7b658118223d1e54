// URLs and e-mail addresses: found by their marks ("://", "www.", "@") and read outward, so a text
// with none costs one indexOf and a hostile one stays linear.
import type { Scan } from './scan.js';

const URL_CHAR = /[^\s<>"'`)\]|]/;
const EMAIL_LOCAL = /[\w.+-]/;
const EMAIL_DOMAIN = /[\w.-]/;

/** A URL compared without its scheme, "www.", a trailing slash or letter case. */
export const urlKey = (url: string): string => `url:${url.toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/+$/, '')}`;

export function urls(scan: Scan): void {
  const { text } = scan;
  const lower = text.toLowerCase();
  for (const mark of ['https://', 'http://', 'www.']) {
    for (let at = lower.indexOf(mark); at >= 0; at = lower.indexOf(mark, at + 1)) {
      if (mark === 'www.' && /[\w/]/.test(text[at - 1] ?? '')) continue;
      let end = at + mark.length;
      while (end < text.length && URL_CHAR.test(text[end]!)) end++;
      while (end > at + mark.length && /[.,;:!?]/.test(text[end - 1]!)) end--;
      if (end === at + mark.length) continue;
      scan.takeChars(at, end, { kind: 'url', keys: [urlKey(text.slice(at, end))] });
    }
  }
  bareUrls(scan);
}

/**
 * Top-level domains a bare web address ends with, as vaults write them without "https://" or "www."
 * ("portal.example.eu/billing", "example.co.uk/coverage"): the common generic ones and the
 * European and English-speaking countries'. A file name ("Policy_v2.md") ends with none of them.
 */
// Endings that are also English words ("at", "it", "no", "be", "us") are left out: "see fig.at top" is a missing space.
const TLDS = new Set(['com', 'org', 'net', 'io', 'info', 'biz', 'app', 'dev', 'ai', 'eu', 'uk', 'ie', 'de', 'fr', 'es', 'nl', 'ch', 'se', 'dk', 'fi', 'pt', 'pl', 'ca', 'au', 'nz', 'gov', 'edu']);
const BARE_URL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?:\/[^\s]*)?$/i;

/** "portal.example.eu/billing", "slotlink.example.eu": a web address written bare. */
function bareUrls(scan: Scan): void {
  scan.tokens.forEach((t, i) => {
    if (t.kind !== 'mixed' || scan.isHeld(i) || !BARE_URL.test(t.text)) return;
    // The domain of an e-mail address is read with the address.
    if (scan.tokens[i - 1]?.text === '@' && t.gap === '') return;
    const host = t.text.split('/')[0]!;
    const labels = host.split('.');
    const tld = labels.at(-1)!.toLowerCase();
    // A domain needs a known ending, and a path or a third label: "v1.2" or "3.1.4" is no address.
    // "closed.No bookings", "great.It": a missing space after a full stop, not an address written in capitals.
    if (/\p{Lu}/u.test(host.slice(1))) return;
    if (!TLDS.has(tld) || /^\d/.test(labels[0]!) || !(t.text.includes('/') || labels.length >= 3 || labels[0]!.length >= 3)) return;
    scan.take(i, i + 1, { kind: 'url', keys: [urlKey(t.text.replace(/[.,;:!?]+$/, ''))] });
  });
}

export function emails(scan: Scan): void {
  const { text } = scan;
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > 0 && EMAIL_LOCAL.test(text[start - 1]!)) start--;
    let end = at + 1;
    while (end < text.length && EMAIL_DOMAIN.test(text[end]!)) end++;
    while (end > at + 1 && text[end - 1] === '.') end--;
    const domain = text.slice(at + 1, end);
    if (start === at || !/\w\.\w/.test(domain)) continue;
    scan.takeChars(start, end, { kind: 'email', keys: [`email:${text.slice(start, end).toLowerCase()}`] });
  }
}
