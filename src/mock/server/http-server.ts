/// <reference types="node" />
// Node only: the library is built without Node's types, so that no browser entry leans on them.
/**
 * The mock over `node:http`, for a device, a browser, the `huddle mock` command or a
 * test that wants real HTTP. Loopback pages may call it across origins, other pages not (see
 * mock/request-policy.ts); each request can be logged on one line. No msw here.
 * Besides the service's endpoints, it streams each device's push deliveries as Server-Sent Events
 * (`GET /_mock/push/{app}/{device}`), sends one on request (`POST /_mock/push/send`), and tells
 * and moves the mock's clock (`GET`/`POST /_mock/clock`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addressesPush } from '../engine/push-call.js';
import { answerClock } from '../live/clock-routes.js';
import { type DeliveryStreamLimits, type DeliveryStreamState, DeliveryStreams } from '../live/delivery-streams.js';
import type { MockRouteName } from '../live/mock-routes.js';
import { answerSend, openDeliveryStream, routeMockPush } from '../live/push-routes.js';
import { createMockService, type MockService, type MockServiceOptions } from '../mock.js';
import { createRequestPolicy } from '../request-policy.js';
import { type Answering, answerJson, DEFAULT_MAX_BODY_BYTES, type Door, enter, listenerOf } from './front-door.js';
import { closeServer, DEFAULT_HOST, listen, type RequestLog, urlHost } from './listening.js';

export type { RequestLogEntry } from './listening.js';

/** Options of {@link startMockServer}. */
export interface MockServerOptions extends Omit<MockServiceOptions, 'baseUrl' | 'pushBaseUrl'> {
  /** The port; 0 (the default) picks a free one. */
  readonly port?: number;
  /**
   * The interface to listen on; `127.0.0.1` by default. `0.0.0.0` (or `::`) listens on every
   * interface, for a phone on the same network.
   */
  readonly host?: string;
  /**
   * Called once per request after it is answered, with a ready-made line
   * (`GET /games?fs=id → 200 (1.2 ms)`) and its parts. A log that throws is ignored.
   */
  readonly log?: RequestLog;
  /**
   * The largest request body read, in bytes; 1 MiB by default. A longer body (by its
   * `content-length`, or once that many bytes have come) is answered 413 and its connection
   * closed: the rest is never read.
   */
  readonly maxBodyBytes?: number;
  /**
   * More hosts the server answers, beside `localhost` and its subdomains, every IP address and
   * `host`: a name of this machine on the network (`'mybox.lan'`), or a domain and its subdomains
   * (`'.example.test'`). A request whose `Host` is none of these is answered 403: a web page that
   * points its own name at 127.0.0.1 (DNS rebinding) sends that name. `true` answers every host,
   * which lets any page do that.
   */
  readonly allowedHosts?: readonly string[] | true;
  /**
   * More origins whose pages may call the server, beside loopback ones (`http://localhost:5173`,
   * `http://127.0.0.1:3000`, `http://[::1]:8080`): `'http://192.168.1.20:5173'` for a page served
   * to a phone. A request from any other page is answered 403 on `/_mock/*`, on every write and on
   * every preflight; the service's reads are answered without the CORS headers that would let
   * such a page read them. `true` allows every origin, which lets any web page drive the mock.
   */
  readonly allowedOrigins?: readonly string[] | true;
  /** How much each delivery stream may replay and hold, and how many a device may have open. */
  readonly streamLimits?: DeliveryStreamLimits;
}

/** A running mock server. */
export interface MockServer {
  /**
   * The base URL of its API, such as `http://127.0.0.1:4010`. On a wildcard host (`0.0.0.0`,
   * `::`) it is the loopback address, which reaches it from this machine.
   */
  readonly url: string;
  /** The port it listens on (the one picked, when asked for port 0). */
  readonly port: number;
  /** The interface it listens on, as given. */
  readonly host: string;
  /** The mock it serves, for reading the devices' groups or injecting failures. */
  readonly service: MockService;
  /** The delivery streams open now, oldest first, with what each holds for its client. */
  deliveryStreams(): readonly DeliveryStreamState[];
  /**
   * Stops listening, ends the delivery streams and closes idle connections; requests under way
   * have a second to finish before their connections are cut. Resolves once the port is free.
   */
  close(): Promise<void>;
}

const KEEP_ALIVE = 60_000;

/** The body parsed from JSON (`undefined` when none or not JSON). */
function parsed(bytes: Buffer | undefined): unknown {
  if (bytes === undefined) return undefined;
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Answers one request through the mock; rejects only when the mock itself fails. */
async function answer(
  mock: MockService,
  door: Door,
  request: IncomingMessage,
  response: ServerResponse,
  streams: DeliveryStreams,
  answering: Answering,
): Promise<number> {
  const entered = await enter(door, request, response, answering);
  if (typeof entered === 'number') return entered;
  const { method, url } = entered;
  const body = parsed(entered.body);
  const headers = { get: (name: string) => request.headers[name.toLowerCase()]?.toString() ?? null };
  const live = routeMockPush(method, url);
  if (live?.kind === 'stream') return routeAnswers.stream(mock.push, live, request, response, answering.cors, streams);
  const answered =
    live === null
      ? (routeAnswers.clock(method, url, body, mock.clock) ?? (await mock.serve({ method, url, headers, body })))
      : live.kind === 'send'
        ? routeAnswers.send(mock.push, body)
        : live.response;
  return answerJson(response, answered, answering);
}

/**
 * What answers each of the mock's own routes (`mockRoutes`): a route added to the table does not
 * compile here until the server answers it.
 */
const routeAnswers = {
  clock: answerClock,
  stream: openDeliveryStream,
  send: answerSend,
} as const satisfies Record<MockRouteName, unknown>;

/**
 * Starts the mock on a port (a free one by default) of the loopback interface.
 *
 * @throws `ArgumentError` for an `allowedOrigins` entry that is no origin, or an `allowedHosts` entry
 * that is no host name.
 * @throws The `listen` error when the port cannot be had (`code` is `EADDRINUSE` when it is taken).
 * @example
 * const server = await startMockServer({ port: 4010, dataset: createDataset({ seed: 2 }) }); // huddle/league
 * const client = createClient({ baseUrl: server.url });
 * await server.close();
 */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const host = options.host ?? DEFAULT_HOST;
  const policy = createRequestPolicy({
    host,
    allowedHosts: options.allowedHosts,
    allowedOrigins: options.allowedOrigins,
  });
  let mock: MockService | undefined;
  let url = `http://${urlHost(host)}`;
  const door: Door = {
    base: () => url,
    policy,
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    bodiless: (target) => mock !== undefined && addressesPush(mock.routeOf(target)),
  };

  const streams = new DeliveryStreams(options.streamLimits);
  const server = createServer(
    // Idle keep-alive connections are kept a minute, not Node's 5 s: under load a client's timer
    // can fire late and reuse a connection just as the server closes it (a reset the request
    // never deserved: 3 in 180,000 under `npm run load` with the 5 s default).
    { keepAliveTimeout: KEEP_ALIVE },
    listenerOf(
      (request, response, answering) => answer(mock as MockService, door, request, response, streams, answering),
      options.log,
    ),
  );
  await listen(server, options.port ?? 0, host);
  const { port } = server.address() as AddressInfo;
  url = `http://${urlHost(host)}:${port}`;
  const {
    port: _port,
    host: _host,
    log: _log,
    maxBodyBytes: _maxBodyBytes,
    allowedHosts: _allowedHosts,
    allowedOrigins: _allowedOrigins,
    streamLimits: _streamLimits,
    ...mockOptions
  } = options;
  mock = createMockService({ ...mockOptions, baseUrl: url });
  return {
    url,
    port,
    host,
    service: mock,
    deliveryStreams: () => streams.states(),
    close: () => {
      // Delivery streams never go idle: each is ended, and its connection closed once the end is out.
      for (const stream of streams) {
        const { socket } = stream;
        stream.end(() => socket?.destroy());
      }
      return closeServer(server);
    },
  };
}
