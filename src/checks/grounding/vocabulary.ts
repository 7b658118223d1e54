// The words specifics are made of: number words, units and their equivalences, frequencies,
// months, currencies. Data, not rules: the recognizer (specifics.ts) reads these tables.

/** Number words → value. Scale words multiply what came before them. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
export const SCALE_WORDS: Readonly<Record<string, number>> = { hundred: 100, thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 };
/** Words that are a number on their own before a unit: "a dozen", "a fortnight" is a unit. */
export const QUANTITY_WORDS: Readonly<Record<string, number>> = { dozen: 12, half: 0.5, single: 1, couple: 2 };
/** Suffixes people write after digits for a scale: "$2.4m", "1.5bn", "10k". */
export const SCALE_SUFFIXES: Readonly<Record<string, number>> = { k: 1e3, m: 1e6, mn: 1e6, bn: 1e9, b: 1e9 };

/** A time unit in minutes (exact conversions) or in months (calendar units): 24 hours = 1 day, 12 months = 1 year, but 30 days ≠ 1 month. */
export type TimeUnit = { readonly minutes: number } | { readonly months: number } | { readonly workdays: number };

export const TIME_UNITS: Readonly<Record<string, TimeUnit>> = {
  second: { minutes: 1 / 60 }, sec: { minutes: 1 / 60 }, s: { minutes: 1 / 60 },
  minute: { minutes: 1 }, min: { minutes: 1 },
  hour: { minutes: 60 }, hr: { minutes: 60 }, h: { minutes: 60 },
  day: { minutes: 1440 }, night: { minutes: 1440 },
  week: { minutes: 10_080 }, wk: { minutes: 10_080 },
  fortnight: { minutes: 20_160 },
  month: { months: 1 }, mo: { months: 1 }, mth: { months: 1 },
  quarter: { months: 3 },
  year: { months: 12 }, yr: { months: 12 }, annum: { months: 12 },
  decade: { months: 120 },
  // Business and working days are one unit, never converted to calendar days.
  'business day': { workdays: 1 }, 'working day': { workdays: 1 }, 'work day': { workdays: 1 }, workday: { workdays: 1 },
};

/** Unit spellings → one name, so "GB" and "gigabytes" compare equal. Anything not listed is its own unit (singularised). */
export const UNIT_ALIASES: Readonly<Record<string, string>> = {
  secs: 'second', sec: 'second', mins: 'minute', min: 'minute', hrs: 'hour', hr: 'hour', h: 'hour',
  wks: 'week', wk: 'week', mos: 'month', mo: 'month', mths: 'month', mth: 'month', yrs: 'year', yr: 'year',
  kb: 'kilobyte', mb: 'megabyte', gb: 'gigabyte', tb: 'terabyte', pb: 'petabyte',
  km: 'kilometre', kilometer: 'kilometre', m: 'metre', meter: 'metre', cm: 'centimetre', mm: 'millimetre', mi: 'mile',
  kg: 'kilogram', g: 'gram', lb: 'pound', lbs: 'pound', t: 'tonne', ton: 'tonne',
  kph: 'kilometre per hour', 'km/h': 'kilometre per hour', mph: 'mile per hour',
  v: 'volt', w: 'watt', kw: 'kilowatt', kwh: 'kilowatt hour',
  c: 'degree', '°c': 'degree', '°f': 'degree', celsius: 'degree', fahrenheit: 'degree',
  people: 'person', staff: 'person', employee: 'person', 'full-time': 'person',
};

/** Frequency words → their period. */
export const FREQUENCY_WORDS: Readonly<Record<string, TimeUnit>> = {
  hourly: { minutes: 60 }, daily: { minutes: 1440 }, nightly: { minutes: 1440 }, weekly: { minutes: 10_080 },
  fortnightly: { minutes: 20_160 }, monthly: { months: 1 }, quarterly: { months: 3 },
  biannually: { months: 6 }, semiannually: { months: 6 }, 'semi-annually': { months: 6 }, 'half-yearly': { months: 6 },
  annually: { months: 12 }, yearly: { months: 12 },
  // "Biennially" is every two years; "biweekly" is read both ways (see specifics.ts).
  biennially: { months: 24 },
};

/** How many times per unit "once", "twice" say. */
export const TIMES_WORDS: Readonly<Record<string, number>> = { once: 1, twice: 2, thrice: 3 };

export const MONTHS: Readonly<Record<string, number>> = {
  january: 1, jan: 1, february: 2, feb: 2, march: 3, mar: 3, april: 4, apr: 4, may: 5, june: 6, jun: 6,
  july: 7, jul: 7, august: 8, aug: 8, september: 9, sep: 9, sept: 9, october: 10, oct: 10, november: 11, nov: 11,
  december: 12, dec: 12,
};

export const WEEKDAYS = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);

/** Currency symbols and words → ISO code. */
export const CURRENCIES: Readonly<Record<string, string>> = {
  $: 'usd', usd: 'usd', dollar: 'usd', dollars: 'usd', 'us$': 'usd',
  '€': 'eur', eur: 'eur', euro: 'eur', euros: 'eur',
  '£': 'gbp', gbp: 'gbp', pound: 'gbp', pounds: 'gbp', sterling: 'gbp',
  '¥': 'jpy', jpy: 'jpy', yen: 'jpy', chf: 'chf', cad: 'cad', aud: 'aud', inr: 'inr', rupees: 'inr',
  pence: 'gbp-pence', p: 'gbp-pence', cents: 'usd-cents', cent: 'usd-cents',
};

/**
 * Words that never stand for what a sentence is about: function words, and the verbs and nouns of
 * policy prose that any two sentences share ("is", "policy", "required"). Subject matching
 * (support.ts) ignores them.
 */
export const STOP_WORDS = new Set(
  (
    'a an the and or but nor so yet of in on at to for from by with within without into onto over under about after before ' +
    'than then as per via up out off down if when while where which who whom whose what that this these those there here ' +
    'is are was were be been being am do does did done has have had having will would shall should can could may might must ' +
    'it its it\'s we our ours us you your yours they their theirs them he his she her i me my mine not no never none all any ' +
    'each every both either neither some such more most less least many much few other another same own only also just ' +
    'very too again still even ever once twice based according policy policies document documents section vault standard ' +
    'procedure handbook guide plan notice states state stated says say said mentions mention mentioned note notes ' +
    'require requires required use uses used using include includes included including provide provides provided ' +
    'make makes made keep kept get gets take takes taken set sets within up to least most yes'
  ).split(' '),
);

/** Words after a negator that make it a limit, not a denial: "no later than 72 hours" asserts 72 hours. */
export const LIMIT_WORDS = new Set(
  'later more less fewer longer shorter earlier greater higher lower older newer exceed exceeds exceeding over under beyond above below sooner'.split(' '),
);
