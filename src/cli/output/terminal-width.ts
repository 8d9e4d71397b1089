/**
 * The width a command fits its output to (a table, `--help`): the terminal's columns, else
 * `COLUMNS`, else 80 (output piped or redirected).
 */

/** The width to fit output to: the stream's columns when it has them, else `COLUMNS`, else 80. */
export function terminalWidth(stream: object, env: Readonly<Record<string, string | undefined>>): number {
  const columns = (stream as { readonly columns?: unknown }).columns;
  if (typeof columns === 'number' && columns > 0) return columns;
  const fromEnv = Number(env.COLUMNS);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : 80;
}
