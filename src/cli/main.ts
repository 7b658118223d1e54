#!/usr/bin/env node
// The `vouch` command: argv → a command, a command → an exit code. The only module that touches
// process.argv and process.exit. Commands load lazily so `vouch --version` starts fast.
import { Command, CommanderError, Option } from 'commander';
import { EXIT, VouchError } from '../core/errors.js';
import { VERSION } from '../version.js';
import { processIo } from './io.js';
import { fraction, header, integer, list, percentage } from './options.js';

function targetOptions(cmd: Command): Command {
  return cmd
    .option('--vault <dir>', 'the vault folder citations are checked against')
    .option('--url <url>', 'the chat endpoint (a bare origin gets /api/chat)')
    .option('--target <name>', 'a provider model such as ollama:llama3.2, or a URL')
    .option('--header <header>', 'request header "Name: value"; ${ENV_VAR} is interpolated (repeatable)', header)
    .addOption(new Option('--request <shape>', 'request body shape').choices(['message', 'messages']))
    .option('--response-path <path>', 'where the reply text is in a JSON response, e.g. data.answer')
    .option('--health-url <url>', 'health check URL (default: /api/health on the chat origin)')
    .option('--no-health', 'skip the health check')
    .option('--concurrency <n>', 'requests in flight at once', integer(1))
    .option('--timeout <ms>', 'per-request timeout in milliseconds', integer(1))
    .option('--retries <n>', 'retries for transient failures (429, 5xx, timeouts, resets)', integer(0))
    .option('--judge <model>', 'judge model for whitelist/blacklist and rubric checks, e.g. ollama:llama3.2')
    .option('--skip-judge', 'run everything else; judge checks are reported as skipped')
    .option('--no-cache', 'call the judge every time instead of reusing cached answers');
}

function reportOptions(cmd: Command): Command {
  return cmd
    .option('--json', 'print the run record as JSON on stdout (human output goes to stderr)')
    .option('--output <file>', 'also write the run record to this file')
    .option('--reports-dir <dir>', 'where runs are written', 'reports')
    .option('--no-reports', 'write no report folder')
    .option('--verbose', 'print every prompt, reply and finding, grouped by case')
    .option('--max-hallucinations <n>', 'hard-fail when more cases hallucinate (default 0)', integer(0))
    .option('--max-citation-errors <n>', 'hard-fail above this many citation errors (default 3)', integer(0))
    .option('--max-fallback-errors <n>', 'hard-fail above this many fallback errors (default 2)', integer(0))
    .option('--min-pass-rate <rate>', 'hard-fail below this pass rate: 85, 85% or 0.85 (default 85%)', percentage);
}

function selectionOptions(cmd: Command): Command {
  return cmd
    .option('--category <names>', 'only these categories, comma-separated (repeatable)', list)
    .option('--id <ids>', 'only these case ids, comma-separated (repeatable)', list)
    .option('--repeat <n>', "trials per case (overrides each case's Q)", integer(1))
    .option('--accept <fraction>', "pass fraction a case needs (overrides each case's A)", fraction)
    .option('--fuzz <transforms>', 'add adversarial variants: "all" or names such as base64,leetspeak (repeatable)', list)
    .option('--seed <n>', 'seed for fuzz variants (same seed, same variants)', integer(0));
}

function program(): Command {
  const cli = new Command('vouch')
    .description('Can we ship this bot? Test a knowledge-base chat bot for grounding, citations, fallbacks and attacks.')
    .version(VERSION, '-v, --version')
    .option('--debug', 'show stack traces for errors')
    .showHelpAfterError('(run vouch --help for usage)')
    .exitOverride();

  selectionOptions(reportOptions(
    targetOptions(cli.command('run').description('run a suite against a bot').argument('<suite>', 'suite file (seed 002 prompts, qa_agent_h, or a native suite)')),
  ))
    .option('--responses <file>', 'score recorded JSONL responses instead of calling a bot')
    .option('--record <file>', 'write every response as JSONL for --responses later')
    .option('--update-pins', "write this run's replies to <suite>.pins.json for cases without an inline pin")
    .action(async (suite: string, flags) => {
      const { runCommand } = await import('./commands/run.js');
      process.exitCode = await runCommand(suite, flags, processIo());
    });

  reportOptions(targetOptions(cli.command('smoke').description('health check, then a quick five-case smoke test')))
    .argument('[suite]', 'suite to pick the five cases from (default: the bundled Shield Bot suite)')
    .action(async (suite: string | undefined, flags) => {
      const { smokeCommand } = await import('./commands/smoke.js');
      process.exitCode = await smokeCommand(suite, flags, processIo());
    });

  cli
    .command('bot')
    .description('serve the reference grounded bot over HTTP')
    .option('--vault <dir>', 'the vault to answer from (default: the bundled sample vault)')
    .option('--port <n>', 'port to listen on', integer(0), 3000)
    .option('--host <host>', 'address to bind', '127.0.0.1')
    .option('--llm <model>', 'write answers with a model from the retrieved sections, e.g. ollama:llama3.2 (citations are verified)')
    .action(async (flags) => {
      const { botCommand } = await import('./commands/bot.js');
      await botCommand(flags, processIo());
    });

  selectionOptions(reportOptions(cli.command('start').description('evaluate the reference bot on the bundled Shield Bot suite (npm start)'))).action(
    async (flags) => {
      const { startCommand } = await import('./commands/start.js');
      process.exitCode = await startCommand(flags, processIo());
    },
  );
  return cli;
}

async function main(argv: string[]): Promise<void> {
  const cli = program();
  try {
    await cli.parseAsync(argv);
  } catch (error) {
    process.exitCode = report(error, argv.includes('--debug'));
  }
}

function report(error: unknown, debug: boolean): number {
  if (error instanceof CommanderError) {
    // Help and version are successes; every other parse problem is a usage error.
    return error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.exitCode === 0
      ? EXIT.ok
      : EXIT.badInput;
  }
  if (error instanceof VouchError) {
    process.stderr.write(`vouch: ${error.message}\n`);
    if (debug && error.stack) process.stderr.write(`${error.stack}\n`);
    return error.exitCode;
  }
  process.stderr.write(`vouch crashed — this is a bug, please report it:\n${(error as Error)?.stack ?? String(error)}\n`);
  return EXIT.gateFailed;
}

await main(process.argv);
