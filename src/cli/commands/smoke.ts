// `vouch smoke`: health check, then five cases from the suite, with the seed's spot checks as warnings.
import { resolve } from 'node:path';
import { smokePreset } from '../../session/index.js';
import { optionsFrom, type RunFlags } from '../flags.js';
import type { Io } from '../io.js';
import { execute } from './run.js';

export function smokeCommand(suite: string | undefined, flags: RunFlags, io: Io): Promise<number> {
  return execute(smokePreset({ ...optionsFrom(flags, io.cwd), ...(suite ? { suite: resolve(io.cwd, suite) } : {}) }), flags, io);
}
