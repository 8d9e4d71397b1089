/**
 * What each case file of the service conformance suite is given: the running service and the
 * means to ask it. Written against the wire only (./wire.ts).
 */
import { expect } from 'vitest';
import { type Answer, groupsCall, isObject, queryString, send } from './wire.ts';

/** A running implementation of the service. */
export interface ServiceTarget {
  /** `{base_url}`: where the query paths and the push path are. */
  readonly baseUrl: string;
  /**
   * Which of `candidates` the device is subscribed to now. The spec gives no call to read a
   * subscription back, so each implementation says how it knows (its service object, or its
   * delivery routes).
   */
  readonly subscribed: (appName: string, deviceId: string, candidates: readonly string[]) => Promise<readonly string[]>;
  readonly stop: () => Promise<unknown> | unknown;
}

/** The statistics paths, whose envelope is under a key named as the resource (Response envelopes). */
export const STATISTICS_PATHS = [
  'playerSeasonStats',
  'playerTeamStats',
  'playerGameStats',
  'playerCareerStats',
  'teamSeasonStats',
];

/** No problems found: on failure, how many and the first few (a season's worth would drown the report). */
export function expectNone(problems: readonly string[], message?: string): void {
  expect({ count: problems.length, first: problems.slice(0, 8) }, message).toEqual({ count: 0, first: [] });
}

/** The methods that would create, update or delete. */
export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** The records of a list answer, in whichever of the spec's envelopes `path` answers. */
export function recordsOf(path: string, body: unknown): Record<string, unknown>[] {
  const name = path.replace(/^\//, '').replace(/\/$/, '');
  const envelope = STATISTICS_PATHS.includes(name) && isObject(body) ? body[name] : body;
  const data = Array.isArray(envelope) ? envelope : isObject(envelope) ? envelope.data : undefined;
  expect(Array.isArray(data), `${path}: a list of records, in ${JSON.stringify(body)?.slice(0, 200)}`).toBe(true);
  for (const record of data as unknown[]) expect(isObject(record), `${path}: a record`).toBe(true);
  return data as Record<string, unknown>[];
}

/** The means a case file has. */
export interface Suite {
  /** Declares a case (skipped when the implementation's skip list names it). */
  readonly test: (name: string, run: () => Promise<void>) => void;
  /** Whether the mock runs with latitude: varying what the spec leaves open. */
  readonly latitude: boolean;
  readonly target: () => ServiceTarget;
  /** `GET {base_url}{path}?fs=…&s=…`. */
  readonly get: (path: string, params?: { readonly fs?: string; readonly s?: unknown }) => Promise<Answer>;
  /** A GET that must answer 200 with JSON; its body. */
  readonly json: (path: string, params?: { readonly fs?: string; readonly s?: unknown }) => Promise<unknown>;
  /** The records of a list path's answer (200 asserted). */
  readonly records: (
    path: string,
    params?: { readonly fs?: string; readonly s?: unknown },
  ) => Promise<Record<string, unknown>[]>;
  readonly send: (path: string, init?: RequestInit) => Promise<Answer>;
  /** A request of a write method, with a JSON body `{}` (none for DELETE). */
  readonly write: (method: string, path: string) => Promise<Answer>;
  /** The groups call, with a bearer token and JSON unless `headers` say otherwise. */
  readonly groups: (
    appName: string,
    deviceId: string,
    body: unknown,
    headers?: Record<string, string>,
  ) => Promise<Answer>;
}

/** A suite's means over the target `current()` returns. */
export function suiteOver(current: () => ServiceTarget, test: Suite['test'], latitude: boolean): Suite {
  const get: Suite['get'] = (path, params = {}) => send(current().baseUrl, `${path}${queryString(params)}`);
  const json: Suite['json'] = async (path, params) => {
    const answer = await get(path, params);
    expect(answer.status, `GET ${path}${queryString(params ?? {})}: ${answer.text.slice(0, 300)}`).toBe(200);
    return answer.json;
  };
  return {
    test,
    latitude,
    target: current,
    get,
    json,
    records: async (path, params) => recordsOf(path, await json(path, params)),
    send: (path, init) => send(current().baseUrl, path, init),
    write: (method, path) =>
      send(current().baseUrl, path, {
        method,
        ...(method !== 'DELETE' && { headers: { 'content-type': 'application/json' }, body: '{}' }),
      }),
    groups: (appName, deviceId, body, headers) => groupsCall(current().baseUrl, appName, deviceId, body, headers),
  };
}
