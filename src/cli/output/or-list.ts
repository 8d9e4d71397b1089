/** Words as a reader says a choice of them: `a`, `a or b`, `a, b or c`. */
export const orList = (words: readonly string[]): string =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
