/**
 * What a vendor takes as a header value, shared by the request wrappers (which refuse a bad one as
 * they write it) and the doctor (which finds one in a request written by hand).
 */

/**
 * Why a value cannot be a vendor's header, or `undefined`: printable ASCII only, with no space at
 * either end (RFC 9110 §5.5 field values, as the vendors take them: `fetch` refuses a control
 * character, and Node's HTTP/2 client silently drops a header holding CR or LF).
 */
export const headerRefusal = (header: string, value: string): string | undefined =>
  /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/.test(value)
    ? undefined
    : `${header} takes printable ASCII only, with no space at either end: found ${JSON.stringify(value)}`;
