/**
 * Text broken into lines of a width at word boundaries, never inside a word: a cell's text breaks
 * at its spaces; a column header (a dotted path, `visitorTeamScore.pointsTotal`) breaks after a
 * dot first, then between the words of a camelCase name (`visitor|Team|Score.`).
 */

/** Where a text may break, coarsest first: each piece keeps the separator it ends with. */
export interface BreakRule {
  /** The pieces of `text`; joined, they give `text` back. */
  readonly pieces: (text: string) => readonly string[];
  /** A finer rule for a piece wider than the line, if there is one. */
  readonly finer: BreakRule | null;
}

const splitter =
  (pattern: RegExp) =>
  (text: string): readonly string[] =>
    text.split(pattern).filter((piece) => piece !== '');

/** A cell's text: breaks after a space (the space is dropped at a line's end). */
export const valueBreaks: BreakRule = { pieces: splitter(/(?<= )/), finer: null };

/** A header: after a dot, then between the words of a camelCase name. */
export const headerBreaks: BreakRule = {
  pieces: splitter(/(?<=\.)/),
  finer: { pieces: splitter(/(?<=\.)|(?<=[a-z0-9])(?=[A-Z])/), finer: null },
};

/** The width of the widest piece that `rule` (at its finest) cannot break further. */
export function widestPiece(text: string, rule: BreakRule): number {
  const finest = (r: BreakRule): BreakRule => (r.finer === null ? r : finest(r.finer));
  return Math.max(
    0,
    ...finest(rule)
      .pieces(text)
      .map((piece) => piece.trimEnd().length),
  );
}

/** The width `text` needs to keep its coarse pieces whole under `rule` (its natural width when it has one piece). */
export function widestCoarsePiece(text: string, rule: BreakRule): number {
  return Math.max(0, ...rule.pieces(text).map((piece) => piece.trimEnd().length));
}

/**
 * `text` in lines of at most `width` characters, broken only where `rule` allows. A piece wider
 * than `width` goes to its finer rule; one that no rule can break is cut into `width`-wide parts,
 * the one case where a word is split (callers size their columns so that it does not happen).
 */
export function wrap(text: string, width: number, rule: BreakRule = valueBreaks): string[] {
  const lines: string[] = [];
  let line = '';
  const add = (piece: string, current: BreakRule | null) => {
    if (line !== '' && (line + piece).trimEnd().length > width) {
      lines.push(line.trimEnd());
      line = '';
    }
    if (piece.trimEnd().length <= width || width < 1) {
      line += piece;
      return;
    }
    if (current?.finer != null) {
      for (const finer of current.finer.pieces(piece)) add(finer, current.finer);
      return;
    }
    let rest = piece.trimEnd();
    while (rest.length > width) {
      lines.push(rest.slice(0, width));
      rest = rest.slice(width);
    }
    line = rest;
  };
  for (const piece of rule.pieces(text)) add(piece, rule);
  lines.push(line.trimEnd());
  return lines;
}
