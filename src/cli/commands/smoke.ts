// `vouch smoke`: health check, then five cases from the suite, with spot-check warnings.
import { loadSuite } from '../../load/index.js';
import { pickSmokeCases, spotCheck } from '../../smoke/index.js';
import { bundled } from '../bundled.js';
import type { Io } from '../io.js';
import { execute, overrides, planFor, type RunFlags } from './run.js';

export async function smokeCommand(suitePath: string | undefined, flags: RunFlags, io: Io): Promise<number> {
  const suite = suitePath ?? bundled.suite;
  const vault = flags.vault ?? (suitePath ? undefined : bundled.vault);
  const loaded = await loadSuite(suite, { ...overrides(flags), ...(vault ? { vault } : {}) });
  const plan = planFor(loaded, { ...flags, repeat: 1 }, pickSmokeCases(loaded.suite.cases));
  const warnings: string[] = [];
  return execute(loaded, plan, flags, io, {
    onTrial: (trial, c) => {
      if (trial.response) warnings.push(...spotCheck(c.id, trial.response.text));
    },
    extraWarnings: () => warnings,
  });
}
