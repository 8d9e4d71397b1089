/** Markdown that scripts write into the docs: tables laid out as the formatter lays them, and marked sections. */

/** A table with its columns padded to their widest cell, as biome formats one. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/**
 * `page` with what lies between `<!-- name:start … -->` and `<!-- name:end -->` replaced by `body`.
 *
 * @throws `Error` when the page lacks either marker.
 */
export function withSection(page: string, name: string, body: string): string {
  const section = new RegExp(`(<!-- ${name}:start[^>]*-->\\n)[\\s\\S]*?(<!-- ${name}:end -->)`);
  if (!section.test(page)) throw new Error(`no <!-- ${name}:start --> … <!-- ${name}:end --> section`);
  return page.replace(section, (_, start: string, end: string) => `${start}${body}\n${end}`);
}
