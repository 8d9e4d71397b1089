/**
 * Puts a compiled query on a request URL as a string, without `URLSearchParams` (React Native's
 * is a detached copy its `URL` appends only on `toString()`).
 */
import type { QueryParams } from '../query/compile.js';

/**
 * A URL without a query string, with a compiled query's `fs` and `s` as its query (a part left
 * out stays out), each as `encodeURIComponent` writes it: a space is `%20` and a `+` is `%2B`,
 * which every query parser reads back as they were. Neither holds half of a surrogate pair,
 * which `encodeURIComponent` would throw on: `fs` has passed the selector's checks, and `s` is
 * `JSON.stringify`'s text, which writes one as a `\ud800` escape.
 */
export function withQuery(url: string, { fs, s }: QueryParams): string {
  const pairs: string[] = [];
  if (fs !== undefined) pairs.push(`fs=${encodeURIComponent(fs)}`);
  if (s !== undefined) pairs.push(`s=${encodeURIComponent(s)}`);
  return pairs.length === 0 ? url : `${url}?${pairs.join('&')}`;
}
