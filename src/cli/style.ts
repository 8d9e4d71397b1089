/**
 * Colour for a terminal, and none elsewhere: off when `NO_COLOR` is set (https://no-color.org),
 * when the stream is not a TTY, or when `TERM=dumb`; `FORCE_COLOR` turns it on.
 */
import type { CliContext, CliOutput } from './command.js';

/** Wraps text in ANSI styles, or leaves it as it is when colour is off. */
export interface Style {
  readonly enabled: boolean;
  bold(text: string): string;
  dim(text: string): string;
  red(text: string): string;
  green(text: string): string;
  yellow(text: string): string;
  cyan(text: string): string;
}

/** Whether to colour what goes to `stream`. */
export function colorEnabled(env: CliContext['env'], stream: CliOutput): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return stream.isTTY === true && env.TERM !== 'dumb';
}

const wrap = (enabled: boolean, open: number, close: number) => (text: string) =>
  enabled ? `\u001b[${open}m${text}\u001b[${close}m` : text;

/** The style for one stream. */
export function styleFor(env: CliContext['env'], stream: CliOutput): Style {
  const enabled = colorEnabled(env, stream);
  return {
    enabled,
    bold: wrap(enabled, 1, 22),
    dim: wrap(enabled, 2, 22),
    red: wrap(enabled, 31, 39),
    green: wrap(enabled, 32, 39),
    yellow: wrap(enabled, 33, 39),
    cyan: wrap(enabled, 36, 39),
  };
}
