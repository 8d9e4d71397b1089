/**
 * Colour for a terminal, and none elsewhere: off when `NO_COLOR` is set (https://no-color.org),
 * when the stream is not a TTY, or when `TERM=dumb`; `FORCE_COLOR` turns it on.
 */
import type { CliEnv, CliOutput } from './stream.js';

/** The styles, each an SGR code that turns it on and one that turns it off. */
const CODES = {
  bold: [1, 22],
  dim: [2, 22],
  red: [31, 39],
  green: [32, 39],
  yellow: [33, 39],
  cyan: [36, 39],
} as const satisfies Record<string, readonly [number, number]>;

type StyleName = keyof typeof CODES;

/** Wraps text in ANSI styles, or leaves it as it is when colour is off. */
export type Style = { readonly enabled: boolean } & { readonly [Name in StyleName]: (text: string) => string };

const sgr = (code: number) => `\u001b[${code}m`;

/**
 * Every escape sequence a {@link Style} writes: the only ones the stream guard lets through
 * when colour is on (see `terminalOutput`).
 */
export const STYLE_SEQUENCES: ReadonlySet<string> = new Set(Object.values(CODES).flat().map(sgr));

/** Whether to colour what goes to `stream`. */
export function colorEnabled(env: CliEnv, stream: CliOutput): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return stream.isTTY === true && env.TERM !== 'dumb';
}

/** The style for one stream. */
export function styleFor(env: CliEnv, stream: CliOutput): Style {
  const enabled = colorEnabled(env, stream);
  const wrap =
    ([open, close]: readonly [number, number]) =>
    (text: string) =>
      enabled ? `${sgr(open)}${text}${sgr(close)}` : text;
  const styles = Object.fromEntries(Object.entries(CODES).map(([name, codes]) => [name, wrap(codes)]));
  return { enabled, ...(styles as Record<StyleName, (text: string) => string>) };
}
