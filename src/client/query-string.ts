/**
 * Puts a compiled query on a request URL as a string, without `URLSearchParams` (React Native's
 * is a detached copy its `URL` appends only on `toString()`).
 */
import { HuddleError } from '../errors/huddle-error.js';
import type { QueryParams } from '../query/compile.js';

/**
 * A parameter's value percent-encoded as `encodeURIComponent` does: a space is `%20` and a `+`
 * is `%2B`, which every query parser reads back as they were (a `+` for a space would not be).
 */
function encodeValue(name: string, value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // URIError: half of a UTF-16 surrogate pair, which no UTF-8 URL can carry.
    throw new HuddleError(
      `The query's ${name} holds a lone surrogate, which a URL cannot carry: ${JSON.stringify(value)}`,
    );
  }
}

/** A URL without a query string, with a compiled query's `fs` and `s` as its query (a part left out stays out). */
export function withQuery(url: string, { fs, s }: QueryParams): string {
  const pairs: string[] = [];
  if (fs !== undefined) pairs.push(`fs=${encodeValue('fs', fs)}`);
  if (s !== undefined) pairs.push(`s=${encodeValue('s', s)}`);
  return pairs.length === 0 ? url : `${url}?${pairs.join('&')}`;
}
