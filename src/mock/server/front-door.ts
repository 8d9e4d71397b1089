/// <reference types="node" />
// Node only.
/**
 * What every request to the mock server or the recording proxy goes through before it is
 * answered: its target read as a URL, the request policy (mock/request-policy.ts), preflights
 * answered, its body read up to the limit; and around it all, the listener that times the answer,
 * turns a failure into a 500 and logs one line.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { internalError, withoutBody } from '../engine/error-answers.js';
import type { MockResponse } from '../engine/index.js';
import { BodyTooLargeError } from '../errors/body-too-large-error.js';
import { admit, type PolicyRequest, type RequestPolicy } from '../request-policy.js';
import { logRequest, type RequestLog } from './listening.js';
import { readBodyBytes } from './read-body.js';

/** The largest request body read unless told: 1 MiB. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

const badTarget: MockResponse = {
  status: 400,
  body: { error: 'BAD_REQUEST', message: 'The request target is no URL path' },
};

/** The CORS headers of the request under way: `Vary: Origin` until the policy has let it through. */
export interface Answering {
  cors: Readonly<Record<string, string>>;
}

/** A request let in: its method, URL and body's bytes. */
export interface Entered {
  readonly method: string;
  readonly url: URL;
  readonly body: Buffer | undefined;
}

/** Where a server is and whom it answers. */
export interface Door {
  /** The server's base URL, which request targets are read against. */
  readonly base: () => string;
  readonly policy: RequestPolicy;
  readonly maxBodyBytes: number;
  /**
   * Whether the answers at a URL have no body (the push call's, which the spec gives none): a
   * refusal there (403, 413, 415) carries its reason in the `x-huddle-reason` header instead.
   */
  readonly bodiless?: (url: URL) => boolean;
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
  const { headers, text } = written(answered, cors);
  response.writeHead(answered.status, { ...headers, connection: 'close' });
  response.end(text, () => socket?.destroy());
  return answered.status;
}

/** The headers and text of a JSON answer: `content-type` only when it has a body. */
function written(
  { body, headers }: MockResponse,
  cors: Readonly<Record<string, string>>,
): { headers: Record<string, string>; text: string | undefined } {
  const text = body === undefined ? undefined : JSON.stringify(body);
  return { headers: { ...cors, ...headers, ...(text !== undefined && { 'content-type': 'application/json' }) }, text };
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

/**
 * Lets a request in, or answers it: 400 for a target that is no URL, the policy's refusal, 204
 * for a preflight, 413 for a body over the limit. The status answered, or the request let in.
 */
export async function enter(
  door: Door,
  request: IncomingMessage,
  response: ServerResponse,
  answering: Answering,
): Promise<Entered | number> {
  let url: URL;
  try {
    url = new URL(request.url ?? '/', door.base());
  } catch {
    return answerAndClose(request, response, badTarget, answering);
  }
  const method = request.method ?? 'GET';
  const refuse = (answered: MockResponse) =>
    answerAndClose(request, response, door.bodiless?.(url) === true ? withoutBody(answered) : answered, answering);
  const admission = admit(policyRequest(request, method, url), door.policy);
  answering.cors = admission.cors;
  if (admission.refused !== null) return refuse(admission.refused);
  if (method === 'OPTIONS') {
    response.writeHead(204, answering.cors);
    response.end();
    return 204;
  }
  try {
    return { method, url, body: await readBodyBytes(request, door.maxBodyBytes) };
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return refuse({ status: 413, body: { error: 'PAYLOAD_TOO_LARGE', message: error.message } });
  }
}

/** Answers a request let in: with its bytes as they are, or a JSON body (none when `body` is `undefined`). */
export function answerJson(response: ServerResponse, answered: MockResponse, { cors }: Answering): number {
  const { status, raw } = answered;
  if (raw !== undefined) {
    response.writeHead(status, {
      ...cors,
      ...answered.headers,
      ...(raw.contentType !== null && { 'content-type': raw.contentType }),
    });
    response.end(raw.bytes);
    return status;
  }
  const { headers, text } = written(answered, cors);
  response.writeHead(status, headers);
  response.end(text);
  return status;
}

/**
 * The request listener of a handler that answers and returns the status: never rejects. A
 * failing answer is a 500 when nothing was sent yet, and a cut connection otherwise; a failing
 * log is ignored.
 */
export function listenerOf(
  handle: (request: IncomingMessage, response: ServerResponse, answering: Answering) => Promise<number>,
  log: RequestLog | undefined,
) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const started = performance.now();
    const answering: Answering = { cors: { vary: 'Origin' } };
    let status: number;
    try {
      status = await handle(request, response, answering);
    } catch (error) {
      status = 500;
      try {
        if (response.headersSent) response.destroy();
        else answerJson(response, internalError(error), answering);
      } catch {
        // the connection is gone: nothing left to tell it
      }
    }
    logRequest(log, {
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      status,
      milliseconds: performance.now() - started,
    });
  };
}
