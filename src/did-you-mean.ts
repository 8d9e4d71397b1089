/** The closest of some known words to a mistyped one, for a "did you mean" hint. */

/**
 * The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring characters each count 1 (`tkae` is 1 from `take`).
 */
export function editDistance(a: string, b: string): number {
  // rows[i][j]: the distance between the first i characters of a and the first j of b.
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      (rows[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * The known word closest to `word`, when it is close enough to be a slip (at most a third of its
 * letters wrong, and at least one right); `null` otherwise. Ties go to the first known word.
 */
export function closest(word: string, known: readonly string[]): string | null {
  const most = Math.max(1, Math.floor(word.length / 3));
  let best: { word: string; distance: number } | null = null;
  for (const candidate of known) {
    const distance = editDistance(word, candidate);
    if (distance <= most && distance < candidate.length && (best === null || distance < best.distance)) {
      best = { word: candidate, distance };
    }
  }
  return best?.word ?? null;
}

/**
 * The hint for a name that is none of `known`: `did you mean games?` when one is close, else
 * `${listed} a, b, c` (`the resources are games, teams, …`).
 */
export function nameHint(word: string, known: readonly string[], listed: string): string {
  const near = closest(word, known);
  return near === null ? `${listed} ${known.join(', ')}` : `did you mean ${near}?`;
}
