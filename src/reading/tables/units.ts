// Units as people write them, mapped to what they measure. Physical units are converted by
// js-quantities (it knows the factors); this table says which written forms name which of its units,
// because its own parser does not read words like "tonnes", "litres" or "°C", and time needs vouch's
// own rule: 72 hours is three days, but 30 days is not a month, and working days are never
// calendar days (design §3a).
import { wordTable } from '../../core/index.js';

/** A time unit: exact (minutes), calendar (months), or working days, which never convert. */
export type TimeUnit =
  | { readonly base: 'minutes'; readonly size: number }
  | { readonly base: 'months'; readonly size: number }
  | { readonly base: 'workdays'; readonly size: number };

export type Unit =
  | { readonly time: TimeUnit }
  /** A unit js-quantities converts ("kg", "tempC", "km/h"). */
  | { readonly quantity: string }
  /** A scale of its own, compared as written ("dB", "× g"). */
  | { readonly scale: string };

const minutes = (size: number): Unit => ({ time: { base: 'minutes', size } });
const months = (size: number): Unit => ({ time: { base: 'months', size } });
const workdays: Unit = { time: { base: 'workdays', size: 1 } };
const q = (quantity: string): Unit => ({ quantity });

/** Time units by spelling (singular; plurals in -s are read too). */
export const TIME_UNITS = wordTable<Unit>({
  millisecond: minutes(1 / 60_000), ms: minutes(1 / 60_000), msec: minutes(1 / 60_000), msecs: minutes(1 / 60_000),
  second: minutes(1 / 60), sec: minutes(1 / 60), secs: minutes(1 / 60),
  minute: minutes(1), min: minutes(1), mins: minutes(1),
  hour: minutes(60), hr: minutes(60), hrs: minutes(60),
  day: minutes(1440), 'calendar day': minutes(1440), 'clear day': minutes(1440),
  week: minutes(10_080), wk: minutes(10_080), wks: minutes(10_080),
  fortnight: minutes(20_160),
  month: months(1), 'calendar month': months(1), mo: months(1), mos: months(1), mth: months(1), mths: months(1),
  quarter: months(3),
  year: months(12), yr: months(12), yrs: months(12), annum: months(12), 'calendar year': months(12),
  decade: months(120),
  'business day': workdays, 'working day': workdays, 'work day': workdays, workday: workdays,
  'business week': { time: { base: 'workdays', size: 5 } }, 'working week': { time: { base: 'workdays', size: 5 } },
});

/** Physical units by spelling, lower case unless case tells them apart. */
export const MEASURES = wordTable<Unit>({
  // Mass
  kg: q('kg'), kilo: q('kg'), kilogram: q('kg'), kilogramme: q('kg'), gram: q('g'), gramme: q('g'),
  mg: q('mg'), milligram: q('mg'), µg: q('ug'), 'μg': q('ug'), ug: q('ug'), mcg: q('ug'), microgram: q('ug'),
  lb: q('lb'), lbs: q('lb'), pound: q('lb'), oz: q('oz'), ounce: q('oz'), stone: q('stone'),
  tonne: q('tonne'), 'metric ton': q('tonne'),
  // Length
  km: q('km'), kilometre: q('km'), kilometer: q('km'), metre: q('m'), meter: q('m'),
  cm: q('cm'), centimetre: q('cm'), centimeter: q('cm'), mm: q('mm'), millimetre: q('mm'), millimeter: q('mm'),
  µm: q('um'), 'μm': q('um'), micron: q('um'), mi: q('mi'), mile: q('mi'), ft: q('ft'), foot: q('ft'), feet: q('ft'),
  inch: q('in'), inches: q('in'), '″': q('in'), yd: q('yd'), yard: q('yd'), nmi: q('nmi'), 'nautical mile': q('nmi'),
  // Volume
  litre: q('l'), liter: q('l'), hl: q('hl'), hectolitre: q('hl'), hectoliter: q('hl'), ml: q('ml'), millilitre: q('ml'), milliliter: q('ml'), cl: q('cl'), dl: q('dl'),
  cc: q('ml'), µl: q('ul'), 'μl': q('ul'), ul: q('ul'), microlitre: q('ul'), microliter: q('ul'), 'm³': q('m3'), m3: q('m3'), 'cubic metre': q('m3'), 'cubic meter': q('m3'), 'cm³': q('ml'), 'cubic centimetre': q('ml'), 'cubic centimeter': q('ml'),
  gal: q('gal'), gallon: q('gal'), pint: q('pt'),
  // Area
  'm²': q('m^2'), m2: q('m^2'), 'sq m': q('m^2'), 'square metre': q('m^2'), 'square meter': q('m^2'), 'km²': q('km^2'), km2: q('km^2'),
  'sq km': q('km^2'), 'square kilometre': q('km^2'), 'square kilometer': q('km^2'), 'square mile': q('mi^2'), 'sq mi': q('mi^2'),
  'sq ft': q('ft^2'), 'square foot': q('ft^2'), 'square feet': q('ft^2'), acre: q('acre'), hectare: q('hectare'), ha: q('hectare'),
  'cm²': q('cm^2'), cm2: q('cm^2'), 'sq cm': q('cm^2'), 'square centimetre': q('cm^2'), 'square centimeter': q('cm^2'),
  'mm²': q('mm^2'), mm2: q('mm^2'), 'sq mm': q('mm^2'), 'square millimetre': q('mm^2'), 'square millimeter': q('mm^2'),
  'in²': q('in^2'), 'sq in': q('in^2'), 'square inch': q('in^2'), 'square inches': q('in^2'), 'sq yd': q('yd^2'), 'square yard': q('yd^2'),
  // Information and rates of it
  byte: q('B'), kb: q('kB'), kilobyte: q('kB'), mb: q('MB'), megabyte: q('MB'), gb: q('GB'), gigabyte: q('GB'),
  tb: q('TB'), terabyte: q('TB'), pb: q('PB'), petabyte: q('PB'), mbps: q('Mbps'), gbps: q('Gbps'), kbps: q('kbps'),
  'mbit/s': q('Mbps'), 'gbit/s': q('Gbps'), 'kbit/s': q('kbps'), 'megabit per second': q('Mbps'), 'megabits per second': q('Mbps'), 'gigabit per second': q('Gbps'), 'gigabits per second': q('Gbps'),
  'kilobit per second': q('kbps'), 'kilobits per second': q('kbps'), tbps: q('Tbps'), 'tbit/s': q('Tbps'), 'terabit per second': q('Tbps'), 'terabits per second': q('Tbps'),
  // Speed, frequency, rotation
  'km/h': q('km/h'), kph: q('km/h'), kmh: q('km/h'), mph: q('mph'), 'm/s': q('m/s'), knot: q('knot'), kt: q('knot'), kts: q('knot'),
  hz: q('Hz'), khz: q('kHz'), mhz: q('MHz'), ghz: q('GHz'), rpm: q('rpm'),
  // Energy, power, force, pressure, electricity
  watt: q('W'), kw: q('kW'), kilowatt: q('kW'), mw: q('MW'), megawatt: q('MW'), kwp: q('kW'), kwh: q('kWh'), 'kilowatt-hour': q('kWh'), 'kilowatt hour': q('kWh'), mwh: q('MWh'), 'megawatt-hour': q('MWh'), 'megawatt hour': q('MWh'), wh: q('Wh'), 'watt-hour': q('Wh'),
  gw: q('GW'), gigawatt: q('GW'), gwh: q('GWh'), 'gigawatt-hour': q('GWh'), 'gigawatt hour': q('GWh'), twh: q('TWh'), 'terawatt-hour': q('TWh'), 'terawatt hour': q('TWh'),
  joule: q('J'), kj: q('kJ'), kcal: q('kcal'), calorie: q('cal'), cal: q('cal'),
  // Torque: "85 Nm", "85 newton metres".
  'newton metre': q('N*m'), 'newton meter': q('N*m'), 'newton-metre': q('N*m'), 'newton-meter': q('N*m'), 'n·m': q('N*m'), 'n-m': q('N*m'),
  newton: q('N'), kilonewton: q('kN'), meganewton: q('MN'), kilopascal: q('kPa'), megapascal: q('MPa'), pascal: q('Pa'), kilojoule: q('kJ'), pa: q('Pa'), kpa: q('kPa'), mpa: q('MPa'), bar: q('bar'), mbar: q('mbar'), psi: q('psi'),
  volt: q('V'), kv: q('kV'), amp: q('A'), ampere: q('A'), mah: q('mAh'),
  // Written Ω, looked up in lower case (ω); not MΩ, whose lower case is a milliohm's.
  ohm: q('ohm'), 'ω': q('ohm'), kilohm: q('kohm'), 'kω': q('kohm'), megohm: q('Mohm'),
  // Temperature: absolute scales, compared in kelvin.
  '°c': q('tempC'), 'degrees c': q('tempC'), 'degree c': q('tempC'), 'deg c': q('tempC'), degc: q('tempC'), celsius: q('tempC'), 'degree celsius': q('tempC'), 'degrees celsius': q('tempC'), centigrade: q('tempC'),
  '°f': q('tempF'), 'degrees f': q('tempF'), 'degree f': q('tempF'), 'deg f': q('tempF'), degf: q('tempF'), fahrenheit: q('tempF'), 'degree fahrenheit': q('tempF'), 'degrees fahrenheit': q('tempF'),
  kelvin: q('tempK'),
  // Scales with no conversion vouch needs.
  db: { scale: 'dB' }, 'db(a)': { scale: 'dBA' }, dba: { scale: 'dBA' }, decibel: { scale: 'dB' },
  ppm: { scale: 'ppm' }, ppb: { scale: 'ppb' },
  fps: { scale: 'fps' }, 'frames per second': { scale: 'fps' }, 'frame per second': { scale: 'fps' },
});

/**
 * Units of one or two letters that are words too ("a", "in", "m" for million): read only as
 * written here, letter case included, and only right after a number ("5 m", "30 A", "2 L").
 */
export const SHORT_UNITS = wordTable<Unit>({
  m: q('m'), g: q('g'), s: minutes(1 / 60), h: minutes(60), l: q('l'), L: q('l'), t: q('tonne'), B: q('B'),
  N: q('N'), kN: q('kN'), A: q('A'), mA: q('mA'), V: q('V'), W: q('W'), J: q('J'), K: q('tempK'),
  kn: q('knot'),
  // Torque in newton metres, and nanometres: told apart by case.
  Nm: q('N*m'), nm: q('nm'),
});

/** Words that may stand between a number and its unit without changing it: "2 consecutive months", "5 full days". */
export const UNIT_MODIFIERS: ReadonlySet<string> = new Set([
  'consecutive', 'full', 'whole', 'clear', 'straight', 'additional', 'further', 'more', 'extra', 'calendar', 'rolling', 'complete', 'entire',
]);

/** Currency symbols, codes and words → ISO code. */
export const CURRENCIES = wordTable<string>({
  $: 'usd', 'us$': 'usd', usd: 'usd', dollar: 'usd', dollars: 'usd',
  '€': 'eur', eur: 'eur', euro: 'eur', euros: 'eur',
  '£': 'gbp', gbp: 'gbp', pound: 'gbp', pounds: 'gbp', sterling: 'gbp', quid: 'gbp',
  '¥': 'jpy', jpy: 'jpy', yen: 'jpy', chf: 'chf', franc: 'chf', francs: 'chf', cad: 'cad', 'c$': 'cad', aud: 'aud', 'a$': 'aud', nzd: 'nzd', inr: 'inr', '₹': 'inr',
  rupee: 'inr', rupees: 'inr', sek: 'sek', nok: 'nok', dkk: 'dkk', pln: 'pln', zar: 'zar', sgd: 'sgd', hkd: 'hkd', cny: 'cny',
});

/**
 * Currencies written only as their ISO 4217 code, in capitals, next to an amount: "ISK 3,500",
 * "3,500 THB". Chosen by hand, not every code there is: "PHP 8.2", "2 AMD processors", "ILS 3"
 * (an instrument landing system), "CVE 2024", "TRY 2" and "TOP 10" are no money.
 */
export const CURRENCY_CODES: ReadonlySet<string> = new Set([
  'isk', 'thb', 'mxn', 'brl', 'krw', 'czk', 'huf', 'ron', 'bgn', 'aed', 'sar', 'qar', 'kwd', 'bhd', 'omr', 'egp', 'kes', 'ngn', 'ghs',
  'tzs', 'ugx', 'twd', 'idr', 'myr', 'vnd', 'ars', 'clp', 'cop', 'uah', 'rsd', 'tnd', 'pkr', 'lkr', 'bdt', 'npr',
]);

/** Hundredths of a currency: "50p", "99 cents". */
export const SUBUNITS = wordTable<string>({ p: 'gbp', pence: 'gbp', penny: 'gbp', cent: 'usd', cents: 'usd', c: 'usd' });

/**
 * Shares said as words before what is paid or returned: "a full refund" is 100% of it, "half price"
 * 50% — the same as the vault's "100% refund" or "50% of the fare".
 */
export const SHARE_WORDS = wordTable<number>({ full: 100, half: 50 });
export const SHARED_AMOUNTS: ReadonlySet<string> = new Set(
  // Only what is paid or given back: "the full amount", "a full payment", "two full charges" mean all of it, not a share.
  'price prices refund refunds fee fees fare fares'.split(' '),
);
/** Words that say "percent". */
export const PERCENT_WORDS: ReadonlySet<string> = new Set(['%', 'percent', 'per cent', 'pct', 'percentage points', 'pc']);
