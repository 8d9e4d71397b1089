/**
 * Which API the page talks to, from `?api=` in its URL. The page sends a bearer token with every
 * request, so it follows `?api=` only to this machine (a loopback host, where `huddle mock` runs):
 * a link to `?api=https://evil.example` must not hand the token to that origin. A real app lists
 * its own API origins here instead; it never takes them from the page URL unchecked.
 */

/** Host names that are this machine: `localhost`, `[::1]`, and `127.0.0.0/8`. */
const LOOPBACK = /^(localhost|\[::1\]|127(\.\d{1,3}){3})$/;

/** The API the page uses, and why a `?api=` was refused (shown on the page), if one was. */
export interface ApiChoice {
  readonly url: string;
  readonly refused: string | null;
}

/** `?api=` of `search` when it is an http(s) URL on a loopback host, `fallback` otherwise. */
export function chooseApi(search: string, fallback: string): ApiChoice {
  const asked = new URLSearchParams(search).get('api');
  if (asked === null) return { url: fallback, refused: null };
  const parsed = URL.canParse(asked) ? new URL(asked) : null;
  if (
    parsed !== null &&
    (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
    LOOPBACK.test(parsed.hostname)
  ) {
    return { url: asked, refused: null };
  }
  return {
    url: fallback,
    refused: `Refused ?api=${asked}: this page sends its token only to an API on this machine (localhost, 127.0.0.1, [::1]). Using ${fallback}.`,
  };
}
