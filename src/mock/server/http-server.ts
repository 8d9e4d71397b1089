/// <reference types="node" />
// Node only: the library is built without Node's types, so that no browser entry leans on them.
/**
 * The mock service over `node:http`, for a device, a browser, the `huddle mock` command or a
 * test that wants real HTTP. Loopback pages may call it across origins, other pages not (see
 * mock/request-policy.ts); each request can be logged on one line. No msw here.
 * Besides the service's endpoints, it streams each device's push deliveries as Server-Sent Events
 * (`GET /_mock/push/{app}/{device}`), sends one on request (`POST /_mock/push/send`), and tells
 * and moves the mock's clock (`GET`/`POST /_mock/clock`).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { internalError } from '../engine/error-answers.js';
import type { MockResponse } from '../engine/index.js';
import { BodyTooLargeError } from '../errors/body-too-large-error.js';
import { answerClock } from '../live/clock-routes.js';
import { type DeliveryStreamLimits, type DeliveryStreamState, DeliveryStreams } from '../live/delivery-streams.js';
import { answerSend, openDeliveryStream, routeMockPush } from '../live/push-routes.js';
import { admit, createRequestPolicy, type PolicyRequest, type RequestPolicy } from '../request-policy.js';
import { createMockService, type MockService, type MockServiceOptions } from '../service.js';

/** One request as the server answered it, for {@link MockServerOptions.log}. */
export interface RequestLogEntry {
  /** The HTTP method. */
  readonly method: string;
  /** The path and query string exactly as the request sent them (still percent-encoded). */
  readonly path: string;
  /** The status answered (500 when the handler failed). */
  readonly status: number;
  /** How long the answer took, in milliseconds. */
  readonly milliseconds: number;
}

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
  readonly log?: (line: string, entry: RequestLogEntry) => void;
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
  /** The service it serves, for reading the devices' groups or injecting failures. */
  readonly service: MockService;
  /** The delivery streams open now, oldest first, with what each holds for its client. */
  deliveryStreams(): readonly DeliveryStreamState[];
  /**
   * Stops listening, ends the delivery streams and closes idle connections; requests under way
   * have a second to finish before their connections are cut. Resolves once the port is free.
   */
  close(): Promise<void>;
}

const DEFAULT_HOST = '127.0.0.1';
const CLOSE_GRACE = 1000;
const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
const KEEP_ALIVE = 60_000;
const badTarget: MockResponse = {
  status: 400,
  body: { error: 'BAD_REQUEST', message: 'The request target is no URL path' },
};

/** The CORS headers of the request under way: `Vary: Origin` until the policy has let it through. */
interface Answering {
  cors: Readonly<Record<string, string>>;
}

/** The host as a URL writes it: loopback for a wildcard, brackets around IPv6. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '') return DEFAULT_HOST;
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * The body parsed from JSON (`undefined` when none or not JSON); rejects past `limit` bytes,
 * leaving the rest unread (the stream paused, not destroyed: the answer still has to go out).
 */
function readBody(request: IncomingMessage, limit: number): Promise<unknown> {
  if (Number(request.headers['content-length'] ?? 0) > limit) return Promise.reject(new BodyTooLargeError(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      request.off('data', data);
      request.off('end', end);
      request.off('error', failed);
    };
    const data = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      done();
      request.pause();
      reject(new BodyTooLargeError(limit));
    };
    const end = () => {
      done();
      if (chunks.length === 0) return resolve(undefined);
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        resolve(undefined);
      }
    };
    const failed = (error: Error) => {
      done();
      reject(error);
    };
    request.on('data', data);
    request.once('end', end);
    request.once('error', failed);
  });
}

/**
 * Answers at once and closes the connection once the answer is out: the rest of the request's
 * body is never read (nor buffered, nor drained).
 */
function answerAndClose(
  request: IncomingMessage,
  response: ServerResponse,
  answered: MockResponse,
  { cors }: Answering,
) {
  // (The socket is taken now: the response lets go of it once finished.)
  const { socket } = request;
  response.writeHead(answered.status, { ...cors, 'content-type': 'application/json', connection: 'close' });
  response.end(JSON.stringify(answered.body), () => socket?.destroy());
  return answered.status;
}

/** What the request policy reads of a request. */
function policyRequest(request: IncomingMessage, method: string, url: URL): PolicyRequest {
  const { host, origin, 'content-type': contentType, 'content-length': length } = request.headers;
  return {
    method,
    pathname: url.pathname,
    host,
    origin,
    fetchSite: request.headers['sec-fetch-site'],
    contentType,
    hasBody: (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined,
  };
}

/** Answers one request through the service; rejects only when the service itself fails. */
async function answer(
  service: MockService,
  base: string,
  policy: RequestPolicy,
  maxBodyBytes: number,
  request: IncomingMessage,
  response: ServerResponse,
  streams: DeliveryStreams,
  answering: Answering,
): Promise<number> {
  let url: URL;
  try {
    url = new URL(request.url ?? '/', base);
  } catch {
    return answerAndClose(request, response, badTarget, answering);
  }
  const method = request.method ?? 'GET';
  const admission = admit(policyRequest(request, method, url), policy);
  if (admission.refused !== null) return answerAndClose(request, response, admission.refused, answering);
  answering.cors = admission.cors;
  if (method === 'OPTIONS') {
    response.writeHead(204, answering.cors);
    response.end();
    return 204;
  }
  let body: unknown;
  try {
    body = await readBody(request, maxBodyBytes);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return answerAndClose(
      request,
      response,
      { status: 413, body: { error: 'PAYLOAD_TOO_LARGE', message: error.message } },
      answering,
    );
  }
  const headers = { get: (name: string) => request.headers[name.toLowerCase()]?.toString() ?? null };
  const live = routeMockPush(method, url);
  if (live?.kind === 'stream')
    return openDeliveryStream(service.push, live, request, response, answering.cors, streams);
  const { status, body: answered } =
    live === null
      ? (answerClock(method, url, body, service.clock) ?? (await service.serve({ method, url, headers, body })))
      : live.kind === 'send'
        ? answerSend(service.push, body)
        : live.response;
  const text = answered === undefined ? undefined : JSON.stringify(answered);
  response.writeHead(status, { ...answering.cors, ...(text !== undefined && { 'content-type': 'application/json' }) });
  response.end(text);
  return status;
}

/**
 * The request listener: never rejects. A failing answer is a 500 when nothing was sent yet, and
 * a cut connection otherwise; a failing log is ignored.
 */
function listener(
  service: () => MockService,
  base: () => string,
  policy: RequestPolicy,
  log: MockServerOptions['log'],
  maxBodyBytes: number,
  streams: DeliveryStreams,
) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const started = performance.now();
    const answering: Answering = { cors: { vary: 'Origin' } };
    let status: number;
    try {
      status = await answer(service(), base(), policy, maxBodyBytes, request, response, streams, answering);
    } catch (error) {
      status = 500;
      try {
        if (response.headersSent) response.destroy();
        else {
          response.writeHead(500, { ...answering.cors, 'content-type': 'application/json' });
          response.end(JSON.stringify(internalError(error).body));
        }
      } catch {
        // the connection is gone: nothing left to tell it
      }
    }
    if (log === undefined) return;
    const entry: RequestLogEntry = {
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      status,
      milliseconds: performance.now() - started,
    };
    try {
      log(`${entry.method} ${entry.path} → ${status} (${entry.milliseconds.toFixed(1)} ms)`, entry);
    } catch {
      // a log that fails must not take the server down
    }
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve();
    });
  });
}

/**
 * Starts the mock service on a port (a free one by default) of the loopback interface.
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
  let service: MockService | undefined;
  let url = `http://${urlHost(host)}`;
  const streams = new DeliveryStreams(options.streamLimits);
  const server = createServer(
    // Idle keep-alive connections are kept a minute, not Node's 5 s: under load a client's timer
    // can fire late and reuse a connection just as the server closes it (a reset the request
    // never deserved: 3 in 180,000 under `npm run load` with the 5 s default).
    { keepAliveTimeout: KEEP_ALIVE },
    listener(
      () => service as MockService,
      () => url,
      policy,
      options.log,
      options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
      streams,
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
    ...serviceOptions
  } = options;
  service = createMockService({ ...serviceOptions, baseUrl: url });
  return {
    url,
    port,
    host,
    service,
    deliveryStreams: () => streams.states(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Delivery streams never go idle: each is ended, and its connection closed once the end is out.
        for (const stream of streams) {
          const { socket } = stream;
          stream.end(() => socket?.destroy());
        }
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
        // A request still being answered gets a moment to finish, then its connection is cut.
        setTimeout(() => server.closeAllConnections(), CLOSE_GRACE).unref();
      }),
  };
}
