// A small thesaurus of the security, privacy and IT vocabulary people paraphrase most ("2FA" for
// MFA, "prod" for production, "wipe" for delete). Both the vault and the question go through it,
// so either side may use either word. Groups join true synonyms only: topics a vault may lack
// (subprocessors, breaches, penetration tests, key rotation) are never folded into ones it has.

/** Each group's first word is the form every member is indexed as. */
const GROUPS: readonly string[] = [
  'mfa 2fa twofactor multifactor 2sv twostep',
  'sso singlesignon',
  'production prod',
  'repository repo',
  'administrator admin sysadmin',
  'credential creds',
  'password pw pwd passwd passphrase',
  'vulnerability vuln',
  'pentest pentesting',
  'joiner hire newhire starter onboard onboarding newcomer',
  'leaver offboard offboarding departure departing resign resignation',
  'require mandatory compulsory obligatory enforce',
  'delete wipe erase erasure purge',
  'retain keep kept preserve',
  'cancel cancellation churn',
  'approve approval authorise authorize signoff',
  'contractor consultant freelancer',
  'supplier vendor',
  'device laptop notebook tablet smartphone handset',
  'personal own',
  'restore recover recovery restoration',
  'period timeframe window duration',
  'custom bespoke tailored customised customized',
  'email mail',
  'login logon signin',
  'minimum min',
  'engineer developer programmer',
  'certify accredit',
  'remote homeworking teleworking',
  'available uptime',
  'end terminate',
  'provision grant',
];

/** Multi-word phrases and the single word they mean, matched on lower-cased text. */
const PHRASES: readonly (readonly [RegExp, string])[] = [
  [/\bsingle sign[\s-]?on\b/g, 'sso'],
  [/\b(two|2|multi)[\s-](factor|step)\b/g, 'mfa'],
  [/\bpen(etration)?[\s-]test(s|ing)?\b/g, 'pentest'],
  [/\bnew (hire|hires|joiner|joiners|starter|starters|employee|employees)\b/g, 'joiner'],
  [/\bsign[\s-]?off\b/g, 'signoff'],
  [/\b(over the wire|over the network|in flight|in motion)\b/g, 'in transit'],
  [/\bright to be forgotten\b/g, 'erasure'],
  [/\bstick around\b/g, 'retain'],
  [/\baccess (rights|privileges)\b/g, 'access permissions'],
  [/\bat least\b/g, 'minimum'],
  [/\bor (higher|above|later|newer|greater|more)\b/g, 'or minimum'],
  [/\bat rest\b/g, 'stored'],
  [/\b(work|working) from home\b/g, 'remote'],
  [/\bfrom home\b/g, 'remote'],
  [/\bback(ed)?[\s-]up\b/g, 'backup'],
  [/\bthird[\s-]part(y|ies)\b/g, 'supplier'],
  [/\blog(ged)?[\s-]?in\b|\bsign(ed)?[\s-]in\b/g, 'login'],
];

/** Rewrites the phrases of `lowerText` to their single-word meaning. */
export function rewritePhrases(lowerText: string): string {
  return PHRASES.reduce((text, [pattern, word]) => text.replace(pattern, word), lowerText);
}

/** Builds the stem → canonical-stem table once, with the caller's stemmer. */
export function synonymTable(stem: (w: string) => string): ReadonlyMap<string, string> {
  const table = new Map<string, string>();
  for (const group of GROUPS) {
    const [head, ...rest] = group.split(' ');
    if (!head) continue;
    for (const word of rest) table.set(stem(word), stem(head));
  }
  return table;
}
