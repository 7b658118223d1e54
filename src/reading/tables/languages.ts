// The commonest function words of the other languages knowledge-base bots are asked in. A text
// that uses several of them is not English, whatever its share of words the English dictionary
// also holds ("in", "die", "um", "son"). A table rather than a language-detection library: those
// need a paragraph to be sure, and replies are often one short sentence.
export const FOREIGN_FUNCTION_WORDS: ReadonlySet<string> = new Set([
  // German
  'der', 'die', 'das', 'und', 'ist', 'nicht', 'ein', 'eine', 'mit', 'für', 'auf', 'den', 'dem', 'des', 'sind', 'wird', 'werden', 'bei', 'ja', 'nein', 'uhr', 'stimmt', 'genau', 'auch', 'nur', 'oder', 'wie', 'sie', 'wir',
  // French
  'le', 'la', 'les', 'est', 'et', 'pas', 'une', 'des', 'du', 'pour', 'avec', 'sont', 'oui', 'non', 'ce', 'cette', 'vous', 'nous', 'dans', 'sur', 'par', 'aux', 'au', "c'est",
  // Spanish and Portuguese
  'el', 'los', 'las', 'es', 'y', 'del', 'por', 'para', 'con', 'una', 'sí', 'está', 'são', 'não', 'sim', 'em', 'os', 'da', 'do', 'que', 'uma', 'ao', 'é',
  // Italian and Dutch
  'il', 'di', 'della', 'sono', 'è', 'gli', 'nel', 'delle', 'anche', 'alla', 'dalla', 'nella', 'più', 'già',
  'het', 'een', 'niet', 'en', 'van', 'voor', 'zijn', 'wordt', 'klopt', 'ik', 'je', 'dat',
  // German prepositions fused with articles; Polish
  'im', 'zum', 'zur', 'vom', 'beim', 'vor', 'nach', 'nie', 'tak', 'jest', 'się', 'na', 'w', 'z', 'za', 'od', 'przez', 'czy',
]);

/** Words of both English and one of those languages: never counted against English. */
export const SHARED_FUNCTION_WORDS: ReadonlySet<string> = new Set(['in', 'a', 'an', 'on', 'is', 'die', 'son', 'dan', 'man', 'hat', 'war', 'was', 'also', 'so']);

/**
 * Letters English writes only in borrowed words ("café", "naïve"): a lower-case word with one is
 * another language's more often than not ("beträgt", "öffnet", "está", "wartość").
 */
export const FOREIGN_LETTERS = /[äöüßñãõçłśżźćńąęøåæœ]/u;
