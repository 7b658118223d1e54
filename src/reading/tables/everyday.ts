// Everyday words the SCOWL lists lack: clippings ("admin", "tech"), short forms written without
// their dot ("incl", "approx"), initialisms people type in lower case ("pdf", "diy"), and Latin
// English uses daily ("per annum"). Read as common words, they are no names a reply brought in —
// while a vendor written in lower case ("quickbooks") the vault never writes still is one.
export const EVERYDAY_WORDS: ReadonlySet<string> = new Set([
  'admin', 'tech', 'info', 'app', 'wifi', 'config', 'auth', 'cert', 'prefs', 'repo', 'satnav', 'ebike', 'escooter', 'eco', 'bio',
  'bbq', 'diy', 'sms', 'pdf', 'url', 'org', 'nav', 'reg', 'offline', 'annum', 'diem', 'vs', 'etc',
  'incl', 'excl', 'approx', 'est', 'avg', 'ext', 'dept', 'qty', 'tel', 'mob', 'fax', 'misc',
]);
