// `vouch generate VAULT`: a native suite written from the vault alone (design §12). The generator
// is pure (src/generate); here the vault is read, git is asked which documents changed
// (`--since`), and the suite is printed or written.
import { execFile } from 'node:child_process';
import { basename, dirname, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { EXIT, UsageError, writeAtomically, writeProblem } from '../../core/index.js';
import { generateSuite, renderSuite } from '../../generate/index.js';
import { loadVault, type Vault } from '../../vault/index.js';
import type { Io } from '../io.js';
import { shortPath } from './run.js';

export interface GenerateFlags {
  readonly out?: string;
  readonly seed: number;
  readonly count?: number;
  readonly perDocument?: number;
  readonly since?: string;
}

export async function generateCommand(vaultArg: string, flags: GenerateFlags, io: Io): Promise<number> {
  const dir = resolve(io.cwd, vaultArg);
  const out = flags.out === undefined ? undefined : resolve(io.cwd, flags.out);
  // A place that cannot be written (a folder, a device, a read-only one) is exit 2 before any work.
  const problem = out ? await writeProblem(out) : undefined;
  if (problem) throw new UsageError(`--out: cannot write ${out}: ${problem}`);
  const vault = await loadVault(dir);
  for (const w of vault.warnings) io.stderr.write(`warning: ${w}\n`);
  const only = flags.since === undefined ? undefined : await changedDocuments(vault, flags.since);
  const { cases, counts } = await generateSuite(vault.docs, {
    seed: flags.seed,
    ...(flags.count !== undefined ? { count: flags.count } : {}),
    ...(flags.perDocument !== undefined ? { perDocument: flags.perDocument } : {}),
    ...(only ? { only } : {}),
  });
  // The suite names its vault relative to where it is written, as suite files do.
  const vaultRef = (relative(out ? dirname(out) : io.cwd, dir) || '.').split(sep).join('/');
  const text = renderSuite(cases, { name: `${basename(dir)}-generated`, vault: vaultRef, command: commandOf(vaultArg, flags) });
  const what = `${counts.facts} fact questions, ${counts.premises} false premises, ${counts.pushbacks} push backs, ${counts.uncovered} topics not covered`;
  const since = only ? ` from ${only.size} document(s) changed since ${flags.since}` : '';
  if (!out) {
    io.stdout.write(text);
    io.stderr.write(`${cases.length} cases${since}: ${what}\n`);
    return EXIT.ok;
  }
  await writeAtomically(out, text);
  io.stderr.write(`wrote ${shortPath(out, io.cwd)}: ${cases.length} cases${since}: ${what}\n`);
  return EXIT.ok;
}

/** The flags that shape the suite, for its header: the same command gives the same file. */
function commandOf(vaultArg: string, flags: GenerateFlags): string {
  const parts = ['vouch generate', vaultArg, `--seed ${flags.seed}`];
  if (flags.count !== undefined) parts.push(`--count ${flags.count}`);
  if (flags.perDocument !== undefined) parts.push(`--per-document ${flags.perDocument}`);
  if (flags.since !== undefined) parts.push(`--since ${flags.since}`);
  return parts.join(' ');
}

const run = promisify(execFile);

/**
 * The vault documents changed since `ref`: committed, staged or not, and new files git does not
 * ignore — as `git diff --name-only REF` and `git ls-files --others` see them inside the vault.
 */
async function changedDocuments(vault: Vault, ref: string): Promise<ReadonlySet<string>> {
  // A ref is never an option: "--output=…" must not reach git's command line as one.
  if (ref.startsWith('-') || ref.trim() === '') throw new UsageError(`--since: "${ref}" is not a git revision`);
  const git = async (args: readonly string[]): Promise<string[]> => {
    try {
      const { stdout } = await run('git', ['-C', vault.dir, ...args], { maxBuffer: 64 * 1024 * 1024 });
      return stdout.split('\n').filter(Boolean);
    } catch (error) {
      const said = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
      throw new UsageError(`--since ${ref}: git could not list the changed documents: ${said.split('\n')[0]}`);
    }
  };
  const changed = [...(await git(['diff', '--name-only', '--relative', ref, '--'])), ...(await git(['ls-files', '--others', '--exclude-standard']))];
  const names = new Set(changed);
  return new Set(vault.docs.map((d) => d.file).filter((f) => names.has(f)));
}
