/**
 * Deep links as URL paths, for React Navigation `linking` configs and expo-router file routes:
 * one table of path patterns, which both `toPath` and `fromPath` read.
 */
import { loneSurrogateAt } from '../untyped-values.js';
import { DeepLinkError } from './errors/deep-link-error.js';
import type { DeepLink } from './notifications.js';

/**
 * The path of each screen, spelled as React Navigation's `linking.config.screens` takes it: no
 * leading slash, `:field` for the link's field of that name. A `gameDetails` link opened on its
 * live stream adds the query `?liveStream=true` (a React Navigation route param of that name,
 * `useLocalSearchParams().liveStream` in expo-router).
 *
 * @example
 * ```ts
 * const linking = {
 *   prefixes: ['myapp://'],
 *   config: {
 *     screens: {
 *       Article: deepLinkPatterns.article, // 'articles/:articleId'
 *       GameDetails: { path: deepLinkPatterns.gameDetails, parse: { liveStream: (v: string) => v === 'true' } },
 *     },
 *   },
 * };
 * ```
 */
export const deepLinkPatterns = {
  home: '',
  article: 'articles/:articleId',
  stories: 'stories',
  gameDetails: 'games/:gameId',
  liveStream: 'games/:gameId/live',
  injuryReport: 'injuries/:injuryId',
} as const satisfies Record<DeepLink['screen'], string>;

/** Options of {@link toPath}. */
export interface DeepLinkPathOptions {
  /** An app's URL scheme (`myapp`, without `:` or `//`): the path is then written as `myapp://games/0042`. */
  readonly scheme?: string;
}

// A parameter in a pattern: `:` and the link's field.
const PARAMETER = /:(\w+)/g;
// A URL's scheme (RFC 3986) and `//` if an authority follows, its path, and its query.
const URL_PARTS = /^(?:[a-z][\d+.a-z-]*:(\/\/)?)?([^?#]*)(?:\?([^#]*))?/i;

/**
 * The URL path that opens a link's screen: the screen's pattern in {@link deepLinkPatterns} with
 * each id percent-encoded (`encodeURIComponent`), so any id comes back whole from {@link fromPath}.
 * (An id of `.` or `..` stays as it is: no escape survives a WHATWG `URL`, which resolves even
 * `%2E%2E` as a dot segment.) With `scheme`, it is written as `Linking.createURL` writes a path:
 * `scheme://` and the path without its leading slash.
 *
 * @throws {@link DeepLinkError} for a screen that is not one of {@link deepLinkPatterns}' own
 * (`constructor` is not), an id that is empty, not a string, or holds a lone surrogate (no URL
 * carries it), or a scheme that is not one.
 *
 * @example
 * ```ts
 * toPath({ screen: 'gameDetails', gameId: '0042', liveStream: true }); // '/games/0042?liveStream=true'
 * toPath({ screen: 'liveStream', gameId: '0042' }, { scheme: 'myapp' }); // 'myapp://games/0042/live'
 * toPath({ screen: 'article', articleId: 'a/b c' }); // '/articles/a%2Fb%20c'
 * toPath({ screen: 'home' }, { scheme: 'myapp' }); // 'myapp://'
 * ```
 */
export function toPath(link: DeepLink, { scheme }: DeepLinkPathOptions = {}): string {
  if (scheme !== undefined && !/^[a-z][\d+.a-z-]*$/i.test(scheme)) {
    throw new DeepLinkError('scheme', `not a URL scheme: ${scheme}`);
  }
  if (typeof link !== 'object' || link === null) {
    throw new DeepLinkError('link', `expected a deep link object, found ${link === null ? 'null' : typeof link}`);
  }
  const screen: unknown = link.screen;
  // Own screens only: `constructor` or `__proto__` names what every object inherits, not a screen.
  if (typeof screen !== 'string' || !Object.hasOwn(deepLinkPatterns, screen)) {
    throw new DeepLinkError('screen', `not a screen of huddle's: ${String(screen)}`);
  }
  const path = deepLinkPatterns[screen as DeepLink['screen']].replace(PARAMETER, (_, field: string) => {
    const id = (link as Readonly<Record<string, unknown>>)[field];
    // No URL can carry a lone surrogate (encodeURIComponent throws on one).
    if (typeof id === 'string' && id !== '' && loneSurrogateAt(id) === -1) return encodeURIComponent(id);
    throw new DeepLinkError(field, 'an id must be a non-empty string without lone surrogates');
  });
  const live = (link as { liveStream?: unknown }).liveStream === true ? '?liveStream=true' : '';
  return `${scheme === undefined ? '/' : `${scheme}://`}${path}${live}`;
}

/**
 * The link a path opens, or `null` when it is not one of huddle's: apps have other screens, so
 * `null` is an answer, not an error, and nothing here throws. Takes a bare path (with or without
 * its leading slash), a query and fragment, a trailing slash, or a whole URL of any scheme:
 * `myapp://games/0042` (as {@link toPath} writes it), `https://example.com/games/0042`, and
 * Expo Go's `exp://host:8081/--/games/0042`. Foreign query parameters are ignored. A malformed
 * percent-escape, an empty id or an id holding a lone surrogate is `null` (it opens nothing), as
 * is a game details path whose first `liveStream` query parameter is neither `true` nor `false`.
 * Whatever link it reads, {@link toPath} writes back.
 *
 * @example
 * ```ts
 * fromPath('/games/0042?liveStream=true'); // { screen: 'gameDetails', gameId: '0042', liveStream: true }
 * fromPath('myapp://articles/a%2Fb%20c/'); // { screen: 'article', articleId: 'a/b c' }
 * fromPath('https://example.com/'); // { screen: 'home' }
 * fromPath('/settings'); // null
 * ```
 */
export function fromPath(pathOrUrl: string): DeepLink | null {
  try {
    const [, authority, path = '', query = ''] = URL_PARTS.exec(pathOrUrl) ?? [];
    // `myapp://games/0042` names the screen where a web URL has its host: try it as a path first.
    return (
      (authority && match(path, query)) || match(authority ? path.replace(/^[^/]*(\/--(?=\/|$))?/, '') : path, query)
    );
  } catch {
    return null; // a malformed percent-escape
  }
}

function match(path: string, query: string): DeepLink | null {
  const trimmed = path.replace(/^\/|\/$/g, '');
  for (const [screen, pattern] of Object.entries(deepLinkPatterns)) {
    const fields: string[] = [];
    const source = pattern.replace(PARAMETER, (_, field: string) => {
      fields.push(field);
      return '([^/]+)';
    });
    const ids = RegExp(`^${source}$`).exec(trimmed);
    if (ids === null) continue;
    const link: Record<string, unknown> = { screen };
    for (const [at, field] of fields.entries()) {
      const id = decodeURIComponent(ids[at + 1] ?? '');
      // A lone surrogate written raw (no escape of one decodes): no URL carries it, and toPath refuses it.
      if (loneSurrogateAt(id) !== -1) return null;
      link[field] = id;
    }
    if (screen === 'gameDetails') {
      // The first `liveStream` counts, as `URLSearchParams.get` reads it.
      const flag = /(?:^|&)liveStream=([^&]*)/.exec(query)?.[1] ?? 'false';
      if (flag !== 'true' && flag !== 'false') return null;
      link.liveStream = flag === 'true';
    }
    return link as DeepLink;
  }
  return null;
}
