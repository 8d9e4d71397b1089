/**
 * Checks a base URL option by reading its text, without `URL`: React Native's `URL` cannot take
 * a URL apart (its `pathname`, `host`, … getters throw), and the client builds its request URLs
 * as strings anyway.
 */
import { HuddleError } from '../errors/huddle-error.js';

// scheme :// authority, then the path, query and fragment the router keeps or drops.
const ABSOLUTE = /^([A-Za-z][A-Za-z\d+.-]*):\/\/([^/?#]*)(.*)$/s;
// host (an IPv6 address in brackets, all after an unclosed one, or up to a colon), then :port.
const AUTHORITY = /^(\[[^\]]*\]|\[.*|[^:]*)(?::(.*))?$/s;
const IPV6 = /^\[[\dA-Fa-f.]*:[\dA-Fa-f:.]*\]$/;
// No space, control character, or other code point WHATWG URL forbids in a domain.
const DOMAIN = /^[^\s\p{Cc}#%/:<>?@[\\\]^|]+$/u;
// WHATWG URL reads a host whose last label is a number as an IPv4 address.
const ENDS_IN_NUMBER = /(?:^|\.)(?:\d+|0x[\dA-Fa-f]*)\.?$/i;
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^(?:${OCTET}\\.){3}${OCTET}$`);
const MAX_PORT = 65_535;

/** Why an authority (`host[:port]`) is refused, or `null` when it is one. */
function whatIsWrongWithAuthority(authority: string): string | null {
  if (authority.includes('@')) return 'it holds credentials (user@ or user:password@), which fetch refuses';
  const [, host = '', port] = AUTHORITY.exec(authority) ?? [];
  if (host === '') return 'it has no host';
  if (host.startsWith('[')) {
    if (!IPV6.test(host)) return `its host ${host} is not an IPv6 address`;
  } else if (!DOMAIN.test(host)) {
    return `its host ${JSON.stringify(host)} holds a character no host can (a space, %, <, >, ^, |, [, ], \\ or a control character)`;
  } else if (ENDS_IN_NUMBER.test(host) && !IPV4.test(host)) {
    return `its host ${host} ends in a number but is not an IPv4 address (four numbers from 0 to 255)`;
  }
  if (port === undefined) return null;
  if (!/^\d{1,5}$/.test(port)) return `its port ${JSON.stringify(port)} is not a number`;
  return Number(port) > MAX_PORT ? `its port ${port} is over ${MAX_PORT}` : null;
}

/** Why a base URL is refused, or `null` when it is one. */
function whatIsWrong(text: string): string | null {
  const parts = ABSOLUTE.exec(text);
  if (parts === null) return 'it does not start with http:// or https://';
  const [, scheme = '', authority = '', rest = ''] = parts;
  if (!/^https?$/i.test(scheme)) return `its scheme is ${scheme}, not http or https`;
  const wrong = whatIsWrongWithAuthority(authority);
  if (wrong !== null) return wrong;
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
