/**
 * A small typed client of the live mock's own routes (`mockRoutes`): register a device and read
 * its stream, send a notification, tell and move the clock. `huddle listen` and `huddle trigger`
 * use it; so may a test or a script that drives a running `huddle mock`.
 */

import { MockControlError } from '../errors/mock-control-error.js';
import { mockRoutes } from './mock-routes.js';
import type { DeviceRegistration } from './push.js';

/** The clock's time, as `/_mock/clock` answers. */
export interface MockTime {
  /** ISO 8601, UTC. */
  readonly now: string;
  /** UTC milliseconds. */
  readonly ms: number;
}

/** A move of the clock: by a duration (`'15m'`, milliseconds), or to a time. */
export type ClockMove = { readonly advance: string | number } | { readonly set: string | number };

/** The calls of a running mock's `/_mock/*` routes. Each failure is a {@link MockControlError}. */
export interface MockControl {
  /** The mock's base URL, without a trailing slash. */
  readonly baseUrl: string;
  /** Registers the device and opens its stream of Server-Sent Events (`text/event-stream`). */
  stream(
    app: string,
    device: string,
    registration: DeviceRegistration,
    signal?: AbortSignal,
  ): Promise<ReadableStream<Uint8Array>>;
  /** Sends one notification to a group; resolves to how many devices received it. */
  send(group: string, notification: unknown): Promise<number>;
  /** The clock's time. */
  clock(): Promise<MockTime>;
  /** Moves the clock (and so plays what happens in between). */
  moveClock(move: ClockMove): Promise<MockTime>;
}

/** The system's code of a failed `fetch` (`ECONNREFUSED`), or `''`. */
function systemCode(error: unknown): string {
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' ? code : '';
}

/** The `message` of a JSON answer, or `''`. */
async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : '';
  } catch {
    return ''; // no JSON body: the status says it
  }
}

/** A client of the mock at `baseUrl` (`http://127.0.0.1:4010`). */
export function createMockControl(baseUrl: string, { fetch = globalThis.fetch } = {}): MockControl {
  const base = baseUrl.replace(/\/+$/, '');
  /** Calls one route, expecting `status`; anything else is a MockControlError. */
  async function call(path: string, expected: number, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, init);
    } catch (error) {
      if (init.signal?.aborted === true) throw error;
      throw new MockControlError('ERR_MOCK_UNREACHABLE', base, null, systemCode(error));
    }
    if (response.status !== expected) {
      throw new MockControlError('ERR_MOCK_REFUSED', base, response.status, await messageOf(response));
    }
    return response;
  }
  const json = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    baseUrl: base,
    async stream(app, device, { platform, carrier }, signal) {
      const query = new URLSearchParams({ platform, ...(carrier !== undefined && { carrier }) });
      const response = await call(`${mockRoutes.stream.path(app, device)}?${query}`, 200, {
        headers: { accept: 'text/event-stream' },
        ...(signal !== undefined && { signal }),
      });
      if (response.body === null) throw new MockControlError('ERR_MOCK_REFUSED', base, response.status, 'no stream');
      return response.body;
    },
    async send(group, notification) {
      const response = await call(mockRoutes.send.path(), 202, json({ group, notification }));
      return ((await response.json()) as { deliveries: number }).deliveries;
    },
    async clock() {
      return (await (await call(mockRoutes.clock.path(), 200, {})).json()) as MockTime;
    },
    async moveClock(move) {
      return (await (await call(mockRoutes.clock.path(), 200, json(move))).json()) as MockTime;
    },
  };
}
