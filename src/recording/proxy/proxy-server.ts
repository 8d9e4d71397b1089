/// <reference types="node" />
// Node only.
/**
 * The recording proxy: a `node:http` server in front of a real service. Each request to one of
 * the service's endpoints (the resource table's routes and the push call) goes upstream as it
 * came, and its answer comes back unchanged (status, content type, body bytes). On the way, each
 * 200 answer of a query is checked against the model (drift), and, with `record`, each query's
 * answer and records are written to a recording directory the mock can serve
 * (`startMockServer({ recording: await loadRecording(dir) })`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ArgumentError } from '../../errors/argument-error.js';
import { notFound } from '../../mock/engine/error-answers.js';
import { addressesPush } from '../../mock/engine/push-call.js';
import { answerKeyParts } from '../../mock/replay/answer-key.js';
import { createRequestPolicy } from '../../mock/request-policy.js';
import {
  type Answering,
  answerJson,
  DEFAULT_MAX_BODY_BYTES,
  type Door,
  enter,
  listenerOf,
} from '../../mock/server/front-door.js';
import { closeServer, DEFAULT_HOST, listen, type RequestLog, urlHost } from '../../mock/server/listening.js';
import { envelopeRecords } from '../../resources/envelope-records.js';
import type { ResourceName } from '../../resources/resource-table.js';
import { createRouter, type Route } from '../../resources/router.js';
import { withoutUserinfo } from '../../secret-spellings.js';
import { isRecord } from '../../untyped-values.js';
import { Recorder, type RecorderCounts } from '../recorder.js';
import { redact, secretsOf } from '../redact.js';
import { type Drift, driftsOf } from './drift.js';
import { forward, type UpstreamAnswer } from './forward.js';

/** Options of {@link startMockProxy}. */
export interface MockProxyOptions {
  /** The base URL of the service to pass requests to (`https://api.example.com/v1`). */
  readonly upstream: string;
  /**
   * A directory to record into (made if need be; a recording already there is added to): the
   * answers of the queries, by method, path, `fs` and `s`, and their records by resource. Never a
   * header, nor a query parameter but `fs` and `s`; a secret the service echoes in an answer (a
   * `?token=` in a pager link, the bearer token) is written `REDACTED`.
   */
  readonly record?: string;
  /** Called with each place where a 200 answer of a query does not fit the model. */
  readonly onDrift?: (drift: Drift) => void;
  /** Called when an answer could not be checked or recorded (the proxy goes on). */
  readonly onError?: (error: unknown) => void;
  /** Called once per request after it is answered, with a ready-made line and its parts. */
  readonly log?: RequestLog;
  /** The port; 0 (the default) picks a free one. */
  readonly port?: number;
  /** The interface to listen on; `127.0.0.1` by default. */
  readonly host?: string;
  /** More host names the proxy answers (as {@link MockServerOptions.allowedHosts}). */
  readonly allowedHosts?: readonly string[] | true;
  /** More origins whose pages may call the proxy (as {@link MockServerOptions.allowedOrigins}). */
  readonly allowedOrigins?: readonly string[] | true;
  /** The largest request body passed on, in bytes; 1 MiB by default (413 past it). */
  readonly maxBodyBytes?: number;
  /** The largest upstream answer passed on, in bytes; 50 MiB by default (502 past it, naming the limit). */
  readonly maxUpstreamBytes?: number;
}

/** A running recording proxy. */
export interface MockProxy {
  /** Its base URL, to give a client instead of the service's (`http://127.0.0.1:4010`). */
  readonly url: string;
  readonly port: number;
  readonly host: string;
  /** The service it passes requests to. */
  readonly upstream: string;
  /** What it has recorded so far; `null` without `record`. */
  recorded(): RecorderCounts | null;
  /**
   * Stops listening, then waits for the answers under way to be checked and recorded, and for
   * the recording to be on disk.
   *
   * @throws The error of the last write of the recording, if it failed.
   */
  close(): Promise<void>;
}

/** The answer of the upstream when it cannot be reached. */
const badGateway = (upstream: string, error: unknown) => ({
  status: 502,
  body: {
    error: 'BAD_GATEWAY',
    message: `The service at ${upstream} could not be reached: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`,
  },
});

/** A query's route: its resource and whether it asks for a list or one record. */
type QueryRoute = { readonly resource: ResourceName; readonly kind: 'list' | 'byId' };

const queryRoute = (route: Route): QueryRoute | null =>
  route.kind === 'list' || route.kind === 'byId' ? { resource: route.resource, kind: route.kind } : null;

/** The body's JSON, or its text when it is none. */
function readJson(body: Uint8Array): { readonly json: unknown } | { readonly text: string } {
  const text = new TextDecoder().decode(body);
  try {
    return { json: JSON.parse(text) };
  } catch {
    return { text };
  }
}

/** The records of an answer of a query (none for an error, or a body that holds none). */
function recordsOf({ resource, kind }: QueryRoute, status: number, body: Uint8Array) {
  if (status !== 200) return undefined;
  const read = readJson(body);
  if (!('json' in read)) return undefined;
  if (kind === 'byId') return isRecord(read.json) ? { resource, list: [read.json] } : undefined;
  try {
    return { resource, list: envelopeRecords(resource, read.json).data };
  } catch {
    return undefined; // its envelope is not the spec's: a drift, told as one, and nothing to record
  }
}

/**
 * Starts a recording proxy in front of a service, on a port (a free one by default) of the
 * loopback interface.
 *
 * @throws `ArgumentError` for an `upstream` that is no http or https URL or holds a user or password, an `allowedOrigins` or
 * `allowedHosts` entry that is none.
 * @throws `MockRecordingError` when `record` holds a file that is not a recording.
 * @throws The `listen` error when the port cannot be had.
 * @example
 * const proxy = await startMockProxy({ upstream: 'https://staging.example.com', record: 'tests/recordings/week-1', onDrift: console.warn });
 * // … run the app or the tests against proxy.url, then:
 * await proxy.close();
 */
export async function startMockProxy(options: MockProxyOptions): Promise<MockProxy> {
  let upstream: URL;
  try {
    upstream = new URL(options.upstream);
  } catch {
    upstream = new URL('invalid:');
  }
  if (upstream.protocol !== 'http:' && upstream.protocol !== 'https:') {
    throw new ArgumentError(
      'upstream',
      `upstream must be an http or https URL, got ${JSON.stringify(withoutUserinfo(options.upstream))}`,
    );
  }
  // fetch refuses such a URL, and the banner and every 502 would print the password: the app's Authorization is forwarded instead.
  if (upstream.username !== '' || upstream.password !== '') {
    throw new ArgumentError(
      'upstream',
      `upstream must hold no user or password (the app's Authorization header is forwarded), got ${JSON.stringify(withoutUserinfo(options.upstream))}`,
    );
  }
  const host = options.host ?? DEFAULT_HOST;
  const policy = createRequestPolicy({
    host,
    allowedHosts: options.allowedHosts,
    allowedOrigins: options.allowedOrigins,
    readsHaveEffects: true,
  });
  const recorder = options.record === undefined ? null : await Recorder.open(options.record);
  let url = `http://${urlHost(host)}`;
  let router = createRouter({ baseUrl: url });
  const door: Door = {
    base: () => url,
    policy,
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    bodiless: (target) => addressesPush(router.match(target)),
  };
  const pending = new Set<Promise<void>>();

  /** Checks an answer for drift and records it: after it is sent, never delaying it. */
  async function observe(
    request: IncomingMessage,
    method: string,
    target: URL,
    route: QueryRoute,
    answer: UpstreamAnswer,
  ) {
    const path = `${target.pathname}${target.search}`;
    if (answer.status === 200 && options.onDrift !== undefined) {
      for (const drift of await driftsOf(route.resource, route.kind, readJson(answer.body))) {
        options.onDrift({ method, url: path, ...drift });
      }
    }
    // A 5xx is the service failing for now, not its answer to the request: not recorded.
    if (recorder === null || method !== 'GET' || answer.status >= 500) return;
    const body = redact(answer.body, secretsOf(target, request.headers));
    const records = recordsOf(route, answer.status, body);
    recorder.add({
      request: answerKeyParts(method, target),
      status: answer.status,
      contentType: answer.contentType,
      body,
      ...(records !== undefined && { records }),
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse, answering: Answering): Promise<number> {
    const entered = await enter(door, request, response, answering);
    if (typeof entered === 'number') return entered;
    const { method, url: target } = entered;
    const route = router.match(target);
    if (route === null)
      return answerJson(response, notFound(`No endpoint of the service at ${target.pathname}`), answering);
    let answer: UpstreamAnswer;
    try {
      answer = await forward(
        upstream,
        {
          method,
          target: request.url ?? '/',
          headers: request.headers,
          body: entered.body,
        },
        options.maxUpstreamBytes,
      );
    } catch (error) {
      return answerJson(response, badGateway(upstream.href, error), answering);
    }
    response.writeHead(answer.status, {
      ...answering.cors,
      ...(answer.contentType !== null && { 'content-type': answer.contentType }),
    });
    response.end(answer.body);
    const query = queryRoute(route);
    if (query !== null) {
      const observed = observe(request, method, target, query, answer).catch((error: unknown) =>
        options.onError?.(error),
      );
      pending.add(observed);
      void observed.finally(() => pending.delete(observed));
    }
    return answer.status;
  }

  const server = createServer(listenerOf(handle, options.log));
  await listen(server, options.port ?? 0, host);
  const { port } = server.address() as AddressInfo;
  url = `http://${urlHost(host)}:${port}`;
  router = createRouter({ baseUrl: url });
  return {
    url,
    port,
    host,
    upstream: upstream.href,
    recorded: () => recorder?.counts() ?? null,
    async close() {
      await closeServer(server);
      await Promise.all(pending);
      await recorder?.saved();
    },
  };
}
