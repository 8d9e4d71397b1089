/// <reference types="node" />
// Node only (Buffer): read by the recording proxy alone.
/**
 * What of a request must never reach the disk, taken out of its answer before it is recorded: a
 * service may echo the request back (the mock's pager links repeat its whole URL, `?token=`
 * included). Every query parameter but `fs` and `s` keeps its name in a link and loses its value
 * (`token=REDACTED`); a credential (the `Authorization` header and its token, a cookie, an API
 * key, a parameter named like one) of 8 characters or more is replaced wherever it appears.
 */

import { MIN_SECRET_LENGTH, REDACTED, secretPattern } from '../secret-spellings.js';

export { REDACTED } from '../secret-spellings.js';

/** The parameters that choose an answer, recorded as they are. */
const KEPT = new Set(['fs', 's']);
/** Headers and parameters that carry a credential, by name. */
const CREDENTIAL = /^(?:authorization|proxy-authorization|cookie)$|token|secret|key|auth|session|password|signature/i;

/** What to take out of one request's answer. */
export interface Secrets {
  /** Query parameters other than `fs` and `s`, by name. */
  readonly parameters: readonly string[];
  /** Credentials, as sent. */
  readonly credentials: readonly string[];
}

/** The secrets of a request: its other query parameters, and its credentials. */
export function secretsOf(
  url: URL,
  headers: Readonly<Record<string, string | readonly string[] | undefined>>,
): Secrets {
  const parameters = new Set<string>();
  const credentials = new Set<string>();
  for (const [name, value] of url.searchParams) {
    if (KEPT.has(name)) continue;
    parameters.add(name);
    if (CREDENTIAL.test(name)) credentials.add(value);
  }
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || !CREDENTIAL.test(name)) continue;
    for (const one of typeof value === 'string' ? [value] : value) {
      credentials.add(one);
      // `Bearer abc…`: the token alone too.
      const token = /^\S+\s+(\S+)$/.exec(one)?.[1];
      if (token !== undefined) credentials.add(token);
    }
  }
  return {
    parameters: [...parameters],
    credentials: [...credentials].filter((value) => value.length >= MIN_SECRET_LENGTH),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The forms a value takes in a body: as is, percent-encoded, escaped in a JSON string. */
const formsOf = (value: string) => [
  ...new Set([
    value,
    encodeURIComponent(value),
    new URLSearchParams({ v: value }).toString().slice(2),
    JSON.stringify(value).slice(1, -1),
  ]),
];

/**
 * The body without the request's secrets (the same bytes when it holds none). Read byte for
 * byte (latin1), so that a body that is not UTF-8 is kept as it came.
 */
export function redact(body: Uint8Array, { parameters, credentials }: Secrets): Uint8Array {
  if (parameters.length === 0 && credentials.length === 0) return body;
  const original = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('latin1');
  const utf8 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');
  let text = original;
  // Longest first, so that a credential that holds another is replaced whole.
  for (const credential of [...credentials].sort((a, b) => b.length - a.length)) {
    for (const form of formsOf(credential)) text = text.split(utf8(form)).join(REDACTED);
    // Escaped as a JSON writer may (`\/`, `\u002B`), mixed with percent-escapes, or base64: read
    // on the bytes, which are the text itself for an ASCII credential (as tokens are).
    if (/^[\x20-\x7e]*$/.test(credential)) text = text.replace(secretPattern(credential), REDACTED);
  }
  for (const name of parameters) {
    const names = [...new Set(formsOf(name).map(utf8))].map(escapeRegExp).join('|');
    text = text.replace(new RegExp(`([?&]|\\\\u0026)(${names})=[^&"'#\\s\\\\<]*`, 'g'), `$1$2=${REDACTED}`);
  }
  return text === original ? body : new Uint8Array(Buffer.from(text, 'latin1'));
}
