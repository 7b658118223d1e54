// The word lists retrieval reads: words that say how something is asked rather than what,
// forms the stemmer cannot join or would join wrongly, and words too common in organisational documents to
// say much about a topic. Plain English only; nothing here names anything in a particular vault.

const words = (list: string): string[] => list.split(/\s+/).filter(Boolean);

/**
 * Function words and question framing: they say how something is asked, never what. This includes
 * modal adjectives and light verbs ("are you able to", "make sure", "how long will it take"),
 * which no document states as a fact.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  words(`a about above after again against all also am an and any are as at be been before being below
  between both but by can could did do does doing done down during each either else ever every few
  for from further had has have having he her here hers him his how however i if in into is it its
  itself just let me might more most much must my myself no nor not now of off on once only or other
  our ours ourselves out over own per please same shall she should so some such than that the their
  theirs them themselves then there these they this those through thus to too under until up upon
  us very via was we were what whatever when where whether which while who whom whose why will with
  within without would yes yet you your yours yourself yourselves
  tell explain describe describes described outline summarise summarize give share provide show
  know let like want need wondering curious question questions answer briefly detail details
  quick quickly often frequently usually typically generally currently actually really exactly
  kindly hi hello hey thanks thank okay ok well also still already ever again
  anything something everything nothing someone anyone everyone thing things way ways kind kinds
  sort type types much many long one ones get gets got go goes make makes made say says said
  happen happens happened occur occurs fast soon promptly around actual
  able unable sure possible willing likely take takes took taken taking
  there's what's how's where's who's it's don't doesn't isn't aren't can't`),
);

/**
 * Forms the Porter stemmer cannot join: derivations (retain/retention, treat/treatment),
 * irregular past forms (sent/send, held/hold), comparatives and superlatives (older/old,
 * highest/high), frequencies (nightly/night) and "added", which it cuts to "ad".
 */
export const LEMMAS: Readonly<Record<string, string>> = {
  retention: 'retain', notification: 'notify', notifications: 'notify',
  compliance: 'comply', compliant: 'comply', storage: 'store', destruction: 'destroy',
  revocation: 'revoke', transmission: 'transmit', authorisation: 'authorize', authorised: 'authorize',
  certification: 'certify', certifications: 'certify', certificate: 'certify', certificates: 'certify',
  classification: 'classify', classifications: 'classify', verification: 'verify',
  identification: 'identify', modification: 'modify', rectification: 'rectify', justification: 'justify',
  treatment: 'treat', deployment: 'deploy', payment: 'pay',
  ...forms(`send sent | hold held | keep kept | give gave given | choose chose chosen |
    begin began begun | write wrote written | run ran | pay paid | sell sold | lose lost | find found |
    build built | buy bought | bring brought | know knew known | see saw seen | meet met |
    understand understood | throw threw thrown | break broke broken | steal stole stolen |
    go went gone | come came | become became | leave left | spend spent | lead led | mean meant |
    deal dealt | drive drove driven | forget forgot forgotten | hide hid hidden | speak spoke spoken |
    freeze froze frozen | withdraw withdrew withdrawn | undertake undertook undertaken |
    oversee oversaw overseen | arise arose arisen | add added adding |
    old older oldest | new newer newest | high higher highest | low lower lowest |
    long longer longest | short shorter shortest | late later | early earlier earliest |
    great greater greatest | large larger largest | small smaller smallest | strong stronger strongest |
    weak weaker weakest | few fewer fewest | big bigger biggest | quick quicker quickest |
    hour hourly | night nightly | week weekly | month monthly | quarter quarterly | year yearly`),
};

/**
 * Words the Porter stemmer would fold onto a word of another meaning ("customer" onto "custom",
 * "controller" onto "control", "developer" onto "develop", "performance" onto the generic
 * "perform"): each stays whole, with its plural.
 */
export const WHOLE_WORDS: Readonly<Record<string, string>> = forms(
  `customer customers | controller controllers | accountable accountability | international |
  response responses | manager managers | officer officers | authority authorities | personal |
  performance | general | provider providers | developer developers | programmer programmers |
  consultant consultants`,
);

/** "send sent | hold held" → { send: 'send', sent: 'send', hold: 'hold', held: 'hold' }. */
function forms(table: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const group of table.split('|')) {
    const [base, ...rest] = words(group);
    if (base) for (const form of [base, ...rest]) out[form] = base;
  }
  return out;
}

/** Words so common in organisational documents that matching them says little about the topic. */
export const GENERIC_WORDS: readonly string[] = words(`policy policies company companies organisation
  organization organisations organizations business data information customer customers client
  clients user users service services system systems product products process processes procedure
  procedures practice practices approach approaches method methods measure measures mechanism
  mechanisms requirement requirements standard standards program programme documentation document
  documents ensure ensures handle handles handled handling manage manages managed management use
  uses used using support supports supported team teams staff people place places place
  level levels area areas part parts case cases time times example examples general overall
  current new available regarding related relevant specific specifically appropriate
  have has enforce enforces require requires offer offers perform performs conduct conducts
  maintain maintains implement implements follow follows apply applies employ employs utilize
  utilise utilizes utilises operate operates run runs complete completes fill carry undertake
  adopt adopts exist exists work works include includes included including hold holds`);
