// The `vouch` command line: argv → a command → an exit code. Runs in process with any Io, so tests
// need no child process; main.ts binds it to the real process. Commands load lazily so
// `vouch --version` starts fast.
import { Command, CommanderError, Option } from 'commander';
import { EXIT, GROUNDING_MODES, printable, REQUEST_SHAPES, VERSION, VouchError } from '../core/index.js';
import type { Io } from './io.js';
import { fraction, header, integer, list, oneOf, percentage, shard } from './options.js';

function targetOptions(cmd: Command): Command {
  return cmd
    .option('--vault <dir>', 'the vault folder citations and grounding are checked against')
    .option('--url <url>', 'the chat endpoint (a bare origin gets /api/chat)')
    .option('--target <name>', 'a provider model such as ollama:llama3.2, or a URL')
    .option('--header <header>', 'request header "Name: value"; ${ENV_VAR} is interpolated (repeatable)', header)
    .addOption(new Option('--request <shape>', 'request body shape: {"message"}, {"messages": [{role, content}]}, or AI SDK 5+ useChat UI messages with parts').choices([...REQUEST_SHAPES]))
    .option('--response-path <path>', 'where the reply text is in a JSON response, e.g. data.answer')
    .option('--context-path <path>', 'where what the bot retrieved is in a JSON response, e.g. data.chunks (default: contexts, context, sources or documents)')
    .option('--health-url <url>', 'health check URL (default: /api/health on the chat origin)')
    .option('--no-health', 'skip the health check')
    .option('--concurrency <n>', 'requests in flight at once (1–1024)', integer(1, 1024))
    .option('--timeout <ms>', 'per-request timeout in milliseconds (up to 3600000)', integer(1, 3_600_000))
    .option('--retries <n>', 'retries for transient failures: 429, 5xx, timeouts, resets (0–20)', integer(0, 20))
    .option('--judge <model>', 'judge model for whitelist/blacklist, rubric and judge grounding, e.g. ollama:llama3.2')
    .option('--skip-judge', 'run everything else; judge checks are reported as skipped')
    .option('--no-cache', 'call the judge every time instead of reusing cached answers')
    .option('--grounding <mode>', `what unsupported specifics do: ${GROUNDING_MODES.join(', ')} (default warn)`, oneOf(GROUNDING_MODES));
}

function reportOptions(cmd: Command): Command {
  return cmd
    .option('--json', 'print the run record as JSON on stdout (human output goes to stderr)')
    .option('--output <file>', 'also write the run record to this file')
    .option('--reports-dir <dir>', 'where runs are written', 'reports')
    .option('--no-reports', 'write no report folder')
    .option('--report <formats>', 'also write these formats into the run folder: html, junit, markdown (comma-separated)', list)
    .option('--verbose', 'print every prompt, reply and finding, grouped by case')
    .option('--max-hallucinations <n>', 'hard-fail when more cases hallucinate (default 0)', integer(0))
    .option('--max-citation-errors <n>', 'hard-fail above this many citation errors (default 3)', integer(0))
    .option('--max-fallback-errors <n>', 'hard-fail above this many fallback errors (default 2)', integer(0))
    .option('--min-pass-rate <rate>', 'hard-fail below this pass rate: 85, 85% or 0.85 (default 85%)', percentage);
}

function selectionOptions(cmd: Command): Command {
  return cmd
    .option('--category <names>', 'only these categories, comma-separated (repeatable)', list)
    .option('--id <ids>', 'only these case ids (ID, ID@turn, ID#transform, globs such as SOC2-*), comma-separated (repeatable)', list)
    .option('--repeat <n>', "trials per case, overriding each case's Q (1–10000)", integer(1, 10_000))
    .option('--accept <fraction>', "pass fraction a case needs, overriding each case's A", fraction)
    .option('--all-trials', "run every one of a case's trials (no early stopping), as the seed's flakiness protocol does")
    .option('--fuzz <transforms>', 'add adversarial variants: "all" or names such as base64,leetspeak (repeatable)', list)
    .option('--pushback', 'after each answer, push back with a plausible wrong value of one of its specifics (design §7a); the turn is ID@pushback')
    .option('--seed <n>', 'seed for fuzz variants and pushback values (same seed, same ones)', integer(0))
    .option('--shard <i/n>', 'run only share i of n of the cases (deterministic by case id)', shard);
}

function program(io: Io): { cli: Command; exitCode: () => number } {
  const cli = new Command('vouch')
    .description('Can we ship this bot? Test a knowledge-base chat bot for grounding, citations, fallbacks and attacks.')
    .version(VERSION, '-v, --version')
    .option('--debug', 'show stack traces for errors')
    .showHelpAfterError('(run vouch --help for usage)')
    .configureOutput({ writeOut: (s) => void io.stdout.write(s), writeErr: (s) => void io.stderr.write(printable(s)) })
    .exitOverride();
  let code = EXIT.ok as number;
  const done = (c: number): void => void (code = c);

  selectionOptions(reportOptions(targetOptions(cli.command('run').description('run a suite against a bot').argument('<suite>', 'suite file (seed 002 prompts, qa_agent_h, or a native suite)'))))
    .option('--responses <file>', 'score recorded JSONL responses instead of calling a bot')
    .option('--record <file>', 'write every response as JSONL for --responses later')
    .option('--update-pins', "write this run's passing replies to <suite>.pins.json for cases without an inline pin (--update-pins=all: failing ones too)")
    .addOption(new Option('--pin-failing').hideHelp())
    .option('--resume <run-dir>', "reuse every trial in that run's trials.jsonl (of cases unchanged since) and run only the rest")
    .option('--force', '--resume a run of another suite, target or settings all the same')
    .action(async (suite: string, flags) => done(await (await import('./commands/run.js')).runCommand(suite, flags, io)));

  reportOptions(targetOptions(cli.command('smoke').description('health check, then a quick five-case smoke test')))
    .argument('[suite]', 'suite to pick the five cases from (default: the bundled Shield Bot suite)')
    .action(async (suite: string | undefined, flags) => done(await (await import('./commands/smoke.js')).smokeCommand(suite, flags, io)));

  cli
    .command('bot')
    .description('serve the reference grounded bot over HTTP')
    .option('--vault <dir>', 'the vault to answer from (default: the bundled sample vault)')
    .option('--port <n>', 'port to listen on', integer(0, 65535), 3000)
    .option('--host <host>', 'address to bind', '127.0.0.1')
    .option('--llm <model>', 'write answers with a model from the retrieved sections, e.g. ollama:llama3.2 (citations are verified)')
    .action(async (flags) => done(await (await import('./commands/bot.js')).botCommand(flags, io)));

  cli
    .command('report')
    .description('render a saved run record in another format')
    .argument('<run>', 'a run record, e.g. reports/latest.json or reports/<run-id>/run.json')
    .option('--format <format>', 'html, junit, markdown, console or json', 'console')
    .option('--output <file>', 'write to this file instead of stdout')
    .action(async (run: string, flags) => done(await (await import('./commands/report.js')).reportCommand(run, flags, io)));
  selectionOptions(cli.command('list').description('print the cases a run would decide (same filters as run), without running anything').argument('<suite>', 'suite file'))
    .option('--vault <dir>', 'the vault folder (when the suite checks citations and names none)')
    .option('--json', 'print the planned cases as JSON')
    .action(async (suite: string, flags) => done(await (await import('./commands/list.js')).listCommand(suite, flags, io)));
  cli.command('history').description('list the runs in the reports folder, newest first').option('--reports-dir <dir>', 'where runs are written', 'reports').option('--limit <n>', 'show only the newest N runs', integer(1)).option('--json', 'print the list as JSON')
    .action(async (flags) => done(await (await import('./commands/history.js')).historyCommand(flags, io)));
  cli.command('compare').description('what changed from run A to run B: newly failing, fixed, newly flaky, counters (exit 1 on a new failure)').argument('[runs...]', 'run folders or RunResult files (default: the two newest runs)').option('--reports-dir <dir>', 'where runs are written', 'reports').option('--json', 'print the comparison as JSON').option('--force', 'compare runs of different suites, targets or settings all the same')
    .action(async (runs: string[], flags) => done(await (await import('./commands/compare.js')).compareCommand(runs, flags, io)));
  cli.command('merge').description("combine shard runs (--shard i/n) into the unsharded run's record").argument('<runs...>', "the shards' run folders, reports folders or run.json files").option('--output <file>', 'also write the merged record here').option('--reports-dir <dir>', 'where the merged run is written', 'reports').option('--no-reports', 'write no report folder').option('--json', 'print the merged record as JSON on stdout').option('--force', 'merge shards run against different targets or with other settings all the same')
    .action(async (runs: string[], flags) => done(await (await import('./commands/merge.js')).mergeCommand(runs, flags, io)));

  cli
    .command('generate')
    .description('write a suite from a vault alone: a question per stated fact, false premises, push backs, fallbacks for topics it does not cover')
    .argument('<vault>', 'the vault folder')
    .option('--out <file>', 'write the suite here (default: print it)')
    .option('--seed <n>', 'seed for the questions and cases chosen (same vault and seed, same suite)', integer(0), 0)
    .option('--count <n>', 'at most this many facts in all', integer(1))
    .option('--per-document <n>', 'at most this many facts per document', integer(1))
    .option('--since <git-ref>', 'only the documents changed since this git revision (committed or not, and new files)')
    .action(async (vault: string, flags) => done(await (await import('./commands/generate.js')).generateCommand(vault, flags, io)));

  selectionOptions(reportOptions(cli.command('start').description('evaluate the reference bot on the bundled Shield Bot suite (npm start)'))).action(
    async (flags) => done(await (await import('./commands/start.js')).startCommand(flags, io)),
  );
  return { cli, exitCode: () => code };
}

/** Every command's name, description and options (flags and help), as `--help` shows them: for the configuration page. */
export function describeCommands(): { name: string; description: string; options: { flags: string; description: string }[] }[] {
  const silent = { write: () => true } as unknown as Io['stdout'];
  const { cli } = program({ stdout: silent, stderr: silent, env: {}, cwd: '.' });
  return cli.commands.map((c) => ({
    name: c.name(),
    description: c.description(),
    options: c.options.filter((o) => !o.hidden).map((o) => ({ flags: o.flags, description: o.description })),
  }));
}

/**
 * Runs the command line `argv` (without `node` and the script) and returns the exit code.
 * @example process.exitCode = await runCli(['run', 'suite.yaml', '--url', 'http://127.0.0.1:3000'], processIo());
 */
export async function runCli(argv: readonly string[], io: Io): Promise<number> {
  const { cli, exitCode } = program(io);
  // `--update-pins=all` reads as one flag, though an optional value could swallow the suite path.
  const args = argv.flatMap((a) => (a === '--update-pins=all' ? ['--update-pins', '--pin-failing'] : [a]));
  try {
    await cli.parseAsync(args, { from: 'user' });
    return exitCode();
  } catch (error) {
    return reportError(error, argv.includes('--debug'), io);
  }
}

/** Most problems a person can take in at once; the rest are counted. */
const MAX_LINES = 50;

/** An error's message as the terminal gets it: controls made visible, long values and long lists cut. */
function shownMessage(message: string): string {
  const lines = message.split('\n');
  const shown = lines.slice(0, MAX_LINES).map((line) => printable(line, 2000));
  if (lines.length > MAX_LINES) shown.push(`… and ${lines.length - MAX_LINES} more problems`);
  return shown.join('\n');
}

function reportError(error: unknown, debug: boolean, io: Io): number {
  if (error instanceof CommanderError) {
    // Help and version are successes; every other parse problem is a usage error.
    return error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.exitCode === 0 ? EXIT.ok : EXIT.badInput;
  }
  if (error instanceof VouchError) {
    io.stderr.write(`vouch: ${shownMessage(error.message)}\n`);
    if (debug && error.stack) io.stderr.write(`${error.stack}\n`);
    return error.exitCode;
  }
  io.stderr.write(`vouch crashed — this is a bug, please report it:\n${printable((error as Error)?.stack ?? String(error), 5000)}\n`);
  return EXIT.gateFailed;
}
