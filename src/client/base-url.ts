/**
 * Checks a base URL option by reading its text, without `URL`: React Native's `URL` cannot take
 * a URL apart (its `pathname`, `host`, … getters throw), and the client builds its request URLs
 * as strings anyway.
 */
import { ArgumentError } from '../errors/argument-error.js';
import { withoutUserinfo } from '../secret-spellings.js';

/**
 * `http://` or `https://`; a host: an IPv6 address in brackets, or a name or IPv4 address without
 * a character WHATWG URL forbids in one (no user@ either); an optional port; a path without a
 * space, control character or backslash. The query and fragment, which the router drops, are not
 * read. Only fetch reads the host further (an IPv6 address, a number over 255, an international
 * name), refusing a bad one as a NetworkError.
 */
const BASE_URL =
  /^https?:\/\/(?:\[[\d.:a-f]+\]|[^\s\p{Cc}#%/:<>?@[\\\]^|]+)(?::(\d{1,5}))?(?:\/[^\s\p{Cc}\\?#]*)?(?:[?#]|$)/iu;

/**
 * A base URL option as a string: `http` or `https`, a host, an optional port and path. Its query
 * and fragment are kept here and dropped by the router when it joins a path.
 *
 * @throws {@link ArgumentError} naming the option and the value, for anything else.
 */
export function checkBaseUrl(option: string, value: string | URL): string {
  const text = String(value);
  const match = BASE_URL.exec(text);
  if (match === null || Number(match[1]) > 65_535) {
    throw new ArgumentError(
      option,
      `${option} must be an http or https URL with a host, found ${JSON.stringify(withoutUserinfo(text))}`,
    );
  }
  return text;
}
