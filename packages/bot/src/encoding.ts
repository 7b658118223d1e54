// Encoded or obfuscated requests: text a reader cannot check at a glance (base64, hex, escapes,
// binary, leetspeak, mixed alphabets, spaced-out letters). The bot answers plain questions only.

/** Share of decoded characters that must be printable text for a token to count as encoded. */
const PRINTABLE = 0.9;

function readable(decoded: string): boolean {
  if (decoded.length < 6) return false;
  const printable = [...decoded].filter((c) => /[\x20-\x7E\n\t]/.test(c)).length;
  return printable / decoded.length >= PRINTABLE && /[a-z]{2,}/i.test(decoded);
}

function base64Text(text: string): boolean {
  for (const [token] of text.matchAll(/[A-Za-z0-9+/_-]{16,}={0,2}/g)) {
    // Long plain words (and snake_case names) are not encodings; real base64 mixes classes.
    if (/^[a-z_-]+$/i.test(token) || /^\d+$/.test(token)) continue;
    const standard = token.replace(/-/g, '+').replace(/_/g, '/');
    if (readable(Buffer.from(standard, 'base64').toString('latin1'))) return true;
  }
  return false;
}

function hexText(text: string): boolean {
  for (const [token] of text.matchAll(/(?:\b|0x)(?:[0-9a-f]{2}[\s:,]?){8,}/gi)) {
    const digits = token.replace(/0x|[\s:,]/gi, '');
    if (/^\d+$/.test(digits)) continue;
    if (readable(Buffer.from(digits, 'hex').toString('latin1'))) return true;
  }
  return false;
}

const ESCAPES = [
  /(?:\\x[0-9a-f]{2}){4,}/i,
  /(?:\\u[0-9a-f]{4}){3,}/i,
  /(?:%[0-9a-f]{2}){6,}/i,
  /(?:&#x?[0-9a-f]+;){4,}/i,
  /\b[01]{8}(?:\s+[01]{8}){3,}\b/,
];

const NAMED = [
  /\b(base[\s-]?64|b64|rot[\s-]?13|rot[\s-]?47|morse code|caesar cipher|atbash|leetspeak|l33t|pig latin|hexadecimal|uuencod\w*|binary code)\b/i,
  /\b(encode|decode|decipher|unscramble)\b[^.?!]{0,30}\b(this|the following|following|it|message|text|string|answer|response|reply|instructions|prompt)\b/i,
  /\b(reverse|backwards?)\b[^.?!]{0,20}\b(text|letters|words|string|order|message)\b/i,
];

/** Words with digits standing in for letters between letters: "p4ssw0rd", "syst3m". */
function leetspeak(text: string): boolean {
  const words = text.match(/\b[a-z]+[013457@$][a-z0-9@$]*[a-z]\b/gi) ?? [];
  return words.filter((w) => /[a-z][013457@$]+[a-z]/i.test(w)).length >= 2;
}

/** A word mixing Latin with Cyrillic or Greek letters: a homoglyph trick. */
const mixedScript = (text: string): boolean =>
  /(?=[\p{L}]*\p{Script=Latin})(?=[\p{L}]*[\p{Script=Cyrillic}\p{Script=Greek}])[\p{L}]{2,}/u.test(text);

/** Five or more single letters in a row, "i g n o r e": a way around word filters. */
const spacedOut = (text: string): boolean => /(?:^|\s)(?:[\p{L}][\s.\-_*]+){5,}[\p{L}](?=\s|$|[.!?])/u.test(text);

/** Why `text` looks encoded or obfuscated, or undefined when it reads as plain language. */
export function encodingReason(text: string): string | undefined {
  if (NAMED.some((r) => r.test(text))) return 'asks for an encoding';
  if (base64Text(text)) return 'contains base64';
  if (hexText(text)) return 'contains hex-encoded text';
  if (ESCAPES.some((r) => r.test(text))) return 'contains escaped or binary text';
  if (leetspeak(text)) return 'leetspeak';
  if (mixedScript(text)) return 'mixed alphabets in one word';
  if (spacedOut(text)) return 'spaced-out letters';
  return undefined;
}
