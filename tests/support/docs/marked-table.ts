/** Tables the docs keep between markers, read by the tests that hold the source to them. */

/**
 * The rows of the Markdown table between `<!-- name:start … -->` and `<!-- name:end -->` of `page`,
 * each as its cells, trimmed (the header and its rule left out).
 *
 * @throws `Error` when the page has no such table.
 */
export function markedTable(page: string, name: string): string[][] {
  const table = new RegExp(`<!-- ${name}:start[^>]*-->\\n([\\s\\S]*?)<!-- ${name}:end -->`).exec(page)?.[1];
  if (table === undefined) throw new Error(`no ${name} table between its markers`);
  return table
    .trim()
    .split('\n')
    .slice(2)
    .map((row) =>
      row
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}
