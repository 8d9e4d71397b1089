/**
 * The `huddle` command: dispatches to a subcommand, and turns any failure into one line on
 * stderr and a non-zero exit code, never a stack trace.
 */

import { closest } from '../../did-you-mean.js';
import { escapeText } from '../output/escape.js';
import { styleFor } from '../output/style.js';
import { terminalOutput } from '../output/terminal-output.js';
import { terminalWidth } from '../output/terminal-width.js';
import { type CommandName, commandNames, commands } from './command-table.js';
import type { CliContext, CliIo } from './context.js';
import { CliError, UsageError } from './errors/cli-error.js';
import { wrapHelp } from './help.js';
import { asksVersion, packageVersion } from './version.js';

function overview(context: CliContext): string {
  const style = styleFor(context.env, context.stdout);
  const width = Math.max(...commandNames.map((name) => name.length));
  const columns = terminalWidth(context.stdout, context.env);
  // Wrapped before styling, so that a bold name's escape sequences are not counted as width.
  const rows = commandNames.map((name) =>
    wrapHelp(`  ${name.padEnd(width)}  ${commands[name].declaration.summary}`, columns).replace(name, style.bold(name)),
  );
  const title = wrapHelp(
    'huddle — the sports-content query service and its push notifications, from a terminal',
    columns,
  );
  return [
    title.replace('huddle', style.bold('huddle')),
    '',
    'Usage: huddle <command> [options]',
    '',
    'Commands:',
    ...rows,
    '',
    'Options:',
    wrapHelp('  -h, --help     show help (also after any command: huddle query --help)', columns),
    wrapHelp('  -v, --version  print the version', columns),
    '',
    wrapHelp('Exit codes: 0 success, 1 failure (the reason is one line on stderr).', columns),
    wrapHelp('NO_COLOR turns colour off; output that is not a terminal is never coloured.', columns),
    '',
  ].join('\n');
}

/**
 * The first line of a failure, prefixed with the command it came from (the one place that does:
 * commands throw the bare reason), and escaped: a message quotes what was read (a payload, an
 * answer's body), and none of it may act on the terminal.
 */
function describeFailure(command: CommandName | undefined, error: unknown): string {
  const prefix = command === undefined ? 'huddle' : `huddle ${command}`;
  if (error instanceof UsageError) return escapeText(`${prefix}: ${error.message} (see ${prefix} --help)`);
  if (error instanceof CliError) return escapeText(`${prefix}: ${error.message}`);
  if (error instanceof Error) {
    const [first = '', ...rest] = error.message.split('\n');
    const line = escapeText(`${prefix}: ${error.name === 'Error' ? '' : `${error.name}: `}${first}`);
    // A parser error shows the input and a caret under the position on the lines after the
    // first; those already show each invisible character as a space, so the caret stays put.
    return error.name === 'FieldSelectorError' ? [line, ...rest].join('\n') : line;
  }
  return escapeText(`${prefix}: ${String(error)}`);
}

const isCommandName = (word: string): word is CommandName => Object.hasOwn(commands, word);

/**
 * Runs `huddle` with these arguments (those after `huddle`) over these streams; resolves to the
 * exit code. The executable calls it with `process`; tests call it with buffers.
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  // Every command writes through the guard, so that none can forget it (see terminalOutput).
  const context: CliContext = {
    ...io,
    argv,
    stdout: terminalOutput(io.stdout, io.env),
    stderr: terminalOutput(io.stderr, io.env),
  };
  const [first, ...rest] = argv;
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
    context.stdout.write(overview(context));
    return 0;
  }
  if (asksVersion(argv)) {
    context.stdout.write(`${packageVersion()}\n`);
    return 0;
  }
  if (!isCommandName(first)) {
    const style = styleFor(context.env, context.stderr);
    const near = closest(first, commandNames);
    const hint = near === null ? '' : `: did you mean ${near}?`;
    context.stderr.write(
      `${style.red(`huddle: unknown command '${escapeText(first)}'${hint}`)} (commands: ${commandNames.join(', ')})\n`,
    );
    return 1;
  }
  const command = commands[first];
  try {
    return await command.run({ ...context, argv: rest });
  } catch (error) {
    const style = styleFor(context.env, context.stderr);
    context.stderr.write(`${style.red(describeFailure(command.name, error))}\n`);
    return error instanceof CliError ? error.exitCode : 1;
  }
}
