// Verbs that only say what kind of value follows: "costs £40", "you pay £40". Every amount is a
// cost, so these words tell nothing of what the value is of — in "The Bridal Discovery is 90 minutes and costs £40", the £40 is the
// Bridal Discovery's, not whatever else in the vault "costs". Data for the rule in ../subject.ts.
// (Not the nouns a vault heads its columns with, "fee", "price", "charge": a fee is not a deposit.
// Nor a period's verbs: what "lasts 5 days" is not what "takes 5 days" — measured, "lasts" told a
// closure's length from its lead time.)
import type { SpecificKind } from '../types.js';

export const KIND_VERBS: Partial<Record<SpecificKind, readonly string[]>> = {
  money: ['cost', 'costs', 'costing', 'pay', 'pays', 'paying', 'paid'],
};
