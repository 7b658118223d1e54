// Words that never say what a sentence is about: function words, and the verbs and nouns of
// policy prose that any two sentences share ("is", "policy", "required"). Matching a reply's
// sentence to the vault passage it is about (../support.ts) ignores them.
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but nor so yet of in on at to for from by with within without into onto over under about after before ' +
    'than then as per via up out off down if when while where which who whom whose what that this these those there here ' +
    'is are was were be been being am do does did done has have had having will would shall should can could may might must ' +
    'it its we our ours us you your yours they their theirs them he his she her i me my mine not no never none all any ' +
    'each every both either neither some such more most less least many much few other another same own only also just ' +
    'very too again still even ever once twice based according policy policies document documents section vault ' +
    'handbook states state stated says say said mentions mention mentioned note notes ' +
    'require requires required use uses used using include includes included including provide provides provided ' +
    'make makes made keep kept get gets take takes taken set sets least most yes okay ok sure thanks please sorry ' +
    'total altogether combined overall together so therefore means meaning which whichever whatever however also ' +
    'always usually normally typically generally currently now today please note answer question asked ask ' +
    'between among amongst during across through throughout toward towards upon until till against beyond except ' +
    'beside besides versus whereby'
  ).split(' '),
);

/**
 * The nouns among them: words for the vault's own parts and the conversation. They say nothing of
 * what a sentence is about, but a number still counts them ("up to ten documents", "3 sections").
 */
export const SOURCE_NOUNS: ReadonlySet<string> = new Set(['policy', 'policies', 'document', 'documents', 'section', 'vault', 'handbook', 'answer', 'question']);

/**
 * Function words by the role they play, for telling a clause copied with one word swapped: a bot that
 * copies "we hold it for 14 days" may write "we hold them for 7 days". Only words of one role stand in
 * for each other, and only pronouns and articles: a tense ("was £40", "is £45") or a quantifier
 * ("each", "every") changes what is said.
 */
export const WORD_ROLES: ReadonlyMap<string, string> = new Map([
  ...['it', 'them', 'they', 'he', 'she', 'him', 'her', 'this', 'these', 'those'].map((w) => [w, 'pronoun'] as const),
  ...['a', 'an', 'the', 'your', 'our', 'their', 'its'].map((w) => [w, 'determiner'] as const),
]);
