// Telling suite files apart by shape (design.md §1).

export type FileFormat = 'seed-prompts' | 'qa-agent' | 'native';

export function detectFormat(data: unknown): FileFormat | undefined {
  if (Array.isArray(data)) return 'seed-prompts';
  if (data === null || typeof data !== 'object') return undefined;
  if ('cases' in data) return 'native';
  if ('TestCases' in data) return 'qa-agent';
  if ('prompts' in data) return 'seed-prompts';
  return undefined;
}

export const FORMAT_HELP =
  'expected a JSON array of cases (seed 002 prompts), an object with "prompts" or "TestCases", or a suite with "cases"';
