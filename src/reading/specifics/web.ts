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
