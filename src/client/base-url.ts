/**
 * Checks a base URL option by reading its text, without `URL`: React Native's `URL` cannot take
 * a URL apart (its `pathname`, `host`, … getters throw), and the client builds its request URLs
 * as strings anyway.
 */
import { HuddleError } from '../errors/huddle-error.js';

// scheme :// authority, then the path, query and fragment the router keeps or drops.
const ABSOLUTE = /^([A-Za-z][A-Za-z\d+.-]*):\/\/([^/?#]*)(.*)$/s;
// host (a name or IPv4 address, or an IPv6 address in brackets), then an optional :port.
const AUTHORITY = /^(\[[\dA-Fa-f:.]+\]|[^\s\p{Cc}:@[\]\\]+)(?::(\d{1,5}))?$/u;
const MAX_PORT = 65_535;

/** Why a base URL is refused, or `null` when it is one. */
function whatIsWrong(text: string): string | null {
  const parts = ABSOLUTE.exec(text);
  if (parts === null) return 'it does not start with http:// or https://';
  const [, scheme = '', authority = '', rest = ''] = parts;
  if (!/^https?$/i.test(scheme)) return `its scheme is ${scheme}, not http or https`;
  if (authority === '') return 'it has no host';
  if (authority.includes('@')) return 'it holds credentials (user@ or user:password@), which fetch refuses';
  const host = AUTHORITY.exec(authority);
  if (host === null) return `its host and port ${JSON.stringify(authority)} are not host, host:port or [IPv6]:port`;
  if (host[2] !== undefined && Number(host[2]) > MAX_PORT) return `its port ${host[2]} is over ${MAX_PORT}`;
  const path = rest.replace(/[?#].*$/s, '');
  if (/[\s\p{Cc}\\]/u.test(path)) return 'its path holds a space, control character or backslash (percent-encode it)';
  return null;
}

/**
 * A base URL option as a string: `http` or `https`, a host, an optional port and path. Its query
 * and fragment are kept here and dropped by the router when it joins a path.
 *
 * @throws {@link HuddleError} naming the option and what is wrong, for anything else.
 */
export function checkBaseUrl(option: string, value: unknown): string {
  const text = typeof value === 'string' ? value : String(value);
  const wrong = whatIsWrong(text);
  if (wrong !== null)
    throw new HuddleError(`${option} must be an absolute URL, found ${JSON.stringify(text)}: ${wrong}`);
  return text;
}
