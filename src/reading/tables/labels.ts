// Words that name a thing by the number after them: "Tier 1", "Level 2", "Step 4", "Sev 1". The
// number is part of a name (a label), not a value: a reply that says "Step 4" states which step,
// and the vault's own "Step 4" supports it; a value said "for Tier 1" is about Tier 1 only.
import { wordTable } from '../../core/index.js';
export const LABEL_WORDS: ReadonlySet<string> = new Set(
  (
    'tier level sev severity lvl pri grp priority phase stage step version release revision rev issue edition amendment room floor ' +
    'building zone class category grade band gate bay dock wave block ward site lot annex appendix article clause chapter ' +
    'part pillar generation gen series model option plan module wing suite table platform terminal door route line berth ' +
    'pier deck schedule section paragraph item question form figure exhibit unit lab laboratory studio meeting ' +
    'group division league round week day year term semester quarter cohort batch lane channel track car coach seat ' +
    'sample tube rack shelf bench station camp pitch court field department apartment volume'
  ).split(' '),
);

/** Short forms of label words, and the word each stands for: "Sev 1" is "Severity 1". */
/** Series numbered in Roman numerals too: "Stage I", "Phase II", "World War I", "Class I licence". */
export const NUMERAL_SERIES: ReadonlySet<string> = new Set(['stage', 'phase', 'level', 'class', 'type', 'grade', 'tier', 'part', 'schedule', 'category', 'division', 'league', 'chapter', 'article', 'title', 'book', 'volume', 'war', 'act', 'series', 'band']);

export const LABEL_SHORT_FORMS = wordTable<string>({
  sev: 'severity',
  rev: 'revision',
  gen: 'generation',
  lvl: 'level',
  pri: 'priority',
  grp: 'group',
  dept: 'department',
  cat: 'category',
  rm: 'room',
  bldg: 'building',
  apt: 'apartment',
  fig: 'figure',
  sect: 'section',
  vol: 'volume',
  ver: 'version',
  // A numbered list's entries are read as steps (the vault's "Step 8: …"): "item 8" of a list is its eighth.
  item: 'step',
});

/**
 * Label words of the other languages replies come in, and the English word each stands for: "Zona 2"
 * is the vault's "Zone 2", "Stufe 3" its "Level 3". Only words no English text uses otherwise.
 */
export const FOREIGN_LABEL_WORDS = wordTable<string>({
  zona: 'zone', stufe: 'level', niveau: 'level', nivel: 'level', livello: 'level', fase: 'phase', etappe: 'stage', étape: 'step',
  schritt: 'step', paso: 'step', passo: 'step', stap: 'step', klasse: 'class', classe: 'class', clase: 'class', categoria: 'category',
  categoría: 'category', catégorie: 'category', kategorie: 'category', gruppe: 'group', groupe: 'group', grupo: 'group', gruppo: 'group',
  groep: 'group', zimmer: 'room', salle: 'room', raum: 'room', étage: 'floor', stockwerk: 'floor', planta: 'floor',
  semaine: 'week', woche: 'week', semana: 'week', settimana: 'week', binario: 'platform', gleis: 'platform', andén: 'platform', quai: 'platform',
});
