/**
 * Long text that `npm run generate` writes into a TypeScript module, laid out for review: as string
 * literals joined by `+`, one piece per line, so that a change, and a merge conflict, touches only
 * the lines of what changed. The bundler joins literals added together (esbuild folds `'a' + 'b'`
 * into `'ab'`), so what ships is the one string it was before, not a byte more.
 */

/** `text` as a single-quoted string literal (`\`, `'` and line breaks escaped). */
export function stringLiteral(text: string): string {
  const escaped = text.replace(/[\\'\n\r\u2028\u2029]/g, (found) =>
    found === '\\' || found === "'" ? `\\${found}` : `\\u${found.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `'${escaped}'`;
}

/** The expression whose value is `pieces` joined: each piece a literal on a line of its own. */
export function linesOfLiterals(pieces: readonly string[], indent = '  '): string {
  if (pieces.length === 0) return "''";
  return `\n${pieces.map((piece) => indent + stringLiteral(piece)).join(' +\n')}`;
}

/**
 * The compact JSON of lists of records, `JSON.stringify(lists)` exactly, cut into pieces to lay out
 * one record per line: each list opens on a line of its own (`{"games":[`, then `],"teams":[`), each
 * record is a piece, and `]}` closes. Lists and records keep their order, so the same data always
 * gives the same lines.
 */
export function recordPerLinePieces(lists: Readonly<Record<string, readonly unknown[]>>): string[] {
  const pieces: string[] = [];
  Object.entries(lists).forEach(([name, records], index) => {
    pieces.push(`${index === 0 ? '{' : '],'}${JSON.stringify(name)}:[`);
    records.forEach((record, at) => {
      pieces.push(`${JSON.stringify(record)}${at < records.length - 1 ? ',' : ''}`);
    });
  });
  pieces.push(pieces.length === 0 ? '{}' : ']}');
  return pieces;
}
