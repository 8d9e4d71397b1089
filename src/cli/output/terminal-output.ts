/**
 * The streams every command writes to, guarded: `runCli` hands commands these, never the raw
 * process streams, so a command cannot send a terminal an escape sequence even where it forgot
 * to escape a field.
 *
 * Why at the stream and not only per field: a field is escaped with `escapeText` where it is
 * printed (that also keeps its line breaks and tabs from breaking the output's lines), but a new
 * command could forget one. The guard cannot tell a field's line break from the output's own, so
 * it keeps `\n` and escapes every other unsafe character, except the exact sequences the CLI's
 * own writers add: the {@link STYLE_SEQUENCES} when colour is on for that stream, and the
 * {@link PROGRESS_SEQUENCES} when it is a terminal.
 */

import { guardTerminal } from './escape.js';
import { PROGRESS_SEQUENCES } from './progress.js';
import type { CliEnv, CliOutput } from './stream.js';
import { colorEnabled, STYLE_SEQUENCES } from './style.js';

/** `stream`, with every write passed through the guard; `isTTY` and `columns` read through. */
export function terminalOutput(stream: CliOutput, env: CliEnv): CliOutput {
  const keep = new Set<string>([
    ...(colorEnabled(env, stream) ? STYLE_SEQUENCES : []),
    ...(stream.isTTY === true ? PROGRESS_SEQUENCES : []),
  ]);
  return {
    write: (text: string) => stream.write(guardTerminal(text, keep)),
    get isTTY() {
      return stream.isTTY;
    },
    get columns() {
      return stream.columns;
    },
  };
}
