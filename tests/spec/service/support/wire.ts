/**
 * How the conformance suite talks to a service: plain `fetch`, URLs built by hand (`fs` as
 * written, `s` as JSON), answers read as text first so that an empty body is seen as one.
 * Nothing of huddle's is imported: the suite checks huddle, it does not lean on it.
 */

/** One answer, as the wire carried it. */
export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** The body read as JSON; `undefined` for an empty body or one that is not JSON. */
  readonly json: unknown;
}

/** The query string of `fs` and `s` (`s` as JSON unless given as text), as a client encodes it. */
export function queryString(params: { readonly fs?: string; readonly s?: unknown }): string {
  const search = new URLSearchParams();
  if (params.fs !== undefined) search.set('fs', params.fs);
  if (params.s !== undefined) search.set('s', typeof params.s === 'string' ? params.s : JSON.stringify(params.s));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Sends a request to `baseUrl + path` and reads the whole answer. */
export async function send(baseUrl: string, path: string, init?: RequestInit): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: text === '' ? undefined : readJson(text) };
}

/** The groups call as the spec writes it: `PUT` with a bearer token and a JSON body. */
export function groupsCall(
  baseUrl: string,
  appName: string,
  deviceId: string,
  body: unknown,
  headers: Record<string, string> = { authorization: 'Bearer conformance-token', 'content-type': 'application/json' },
): Promise<Answer> {
  return send(baseUrl, `/v1/push/${encodeURIComponent(appName)}/devices/${encodeURIComponent(deviceId)}/groups`, {
    method: 'PUT',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A JSON object (not a list, not null). */
export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a dotted path, `undefined` where the path leaves the objects. */
export function at(value: unknown, path: string): unknown {
  let here = value;
  for (const key of path.split('.')) {
    if (!isObject(here)) return undefined;
    here = here[key];
  }
  return here;
}
