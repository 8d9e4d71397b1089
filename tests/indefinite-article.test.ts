/** The article a word takes, as said aloud: hand-worked cases, not the rule restated. */
import { describe, expect, it } from 'vitest';
import { withArticle } from '../src/indefinite-article.ts';

describe('withArticle', () => {
  it.each([
    ['APNs', 'an APNs'],
    ['FCM', 'an FCM'],
    ['WNS', 'a WNS'],
    ['HTTP', 'an HTTP'],
    ['URL', 'a URL'],
    ['injury', 'an injury'],
    ['overtime', 'an overtime'],
    ['events', 'an events'],
    ['games', 'a games'],
    ['kickoff', 'a kickoff'],
    ['update', 'an update'],
    ['umbrella', 'an umbrella'],
    ['user', 'a user'],
    ['unique', 'a unique'],
    ['European', 'a European'],
    ['Apple', 'an Apple'],
  ])('%s → %s', (word, expected) => {
    expect(withArticle(word)).toBe(expected);
  });
});
