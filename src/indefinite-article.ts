/** A word with the indefinite article it takes when said aloud. */

/** Letters whose name starts with a vowel sound, so that an initialism of them takes `an` (`an FCM`, `an APNs`). */
const VOWEL_SOUNDING_LETTERS = /^[AEFHILMNORSX]/;

/**
 * `word` after `a` or `an`, as it is said: `an APNs`, `an FCM`, `a WNS`, `an injury`, `a kickoff`.
 * An initialism (two capitals first) goes by its first letter's name; any other word by its first
 * letter, except the `u` and `eu` that sound as `you` (`a user`, `a unique`, `a European`).
 */
export function withArticle(word: string): string {
  const initialism = /^[A-Z]{2}/.test(word);
  const vowel = initialism
    ? VOWEL_SOUNDING_LETTERS.test(word)
    : /^[aeiou]/i.test(word) && !/^(u[bcfghklmnrst][aeiou]|uu|eu)/i.test(word);
  return `${vowel ? 'an' : 'a'} ${word}`;
}
