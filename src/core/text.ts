// How vouch compares text: NFKC, zero-width characters gone, so `O\u200bkta` still reads `Okta`.

// Zero-width and invisible format characters that split words without showing.
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/g;

/** The text checks compare: NFKC-normalised, invisible characters removed. */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').replace(INVISIBLE, '');
}

/** Normalised, lower-cased and with runs of whitespace collapsed to one space. */
export function foldText(text: string): string {
  return normalizeText(text).toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Significant words as the seed defines them: split on non-letters/digits, longer than 3. */
export function significantWords(text: string): string[] {
  return normalizeText(text)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 3);
}
