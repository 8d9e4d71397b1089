/// <reference types="node" />
// Node only, as mock/server/http-server.ts: the routes of the push side that only the node:http server has.
/**
 * The mock server's own push routes, beside the service's endpoints:
 * - `GET /_mock/push/{app}/{device}?platform=aps|data|toast[&carrier=X]` registers the device and
 *   streams what it receives as Server-Sent Events: `event: delivery`, `id: <sequence>`,
 *   `data: <the Delivery as JSON>`, and a comment line every 15 s to keep the connection open. A
 *   client that reconnects with `Last-Event-ID` first gets what the device received since (the
 *   newest, within the limits of `DeliveryStreams`, which also bound what a slow client holds).
 * - `POST /_mock/push/send` with `{"group": …, "notification": …}` sends one notification:
 *   202 `{"deliveries": <count>}`, or 400 naming the field that is wrong.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GroupNameError } from '../../errors/group-name-error.js';
import { EncodeError } from '../../push/errors/encode-error.js';
import type { PushMessage } from '../../push/payload.js';
import type { PushPlatform } from '../../push/platform.js';
import { isPushPlatform, platformsInWords } from '../../push/platform-list.js';
import { describeKind, isRecord } from '../../untyped-values.js';
import type { MockResponse } from '../engine/index.js';
import { MockPushError } from '../errors/mock-push-error.js';
import type { DeliveryStreams } from './delivery-streams.js';
import { mockRoutes, pushSegments } from './mock-routes.js';
import type { DeviceRegistration, MockPush } from './push.js';

/** How often a stream writes a comment line, so that no proxy or client drops an idle connection. */
const KEEP_ALIVE_INTERVAL = 15_000;

/** A request to one of the push routes, read from its method and URL. */
export type MockPushRoute =
  | {
      readonly kind: 'stream';
      readonly app: string;
      readonly device: string;
      readonly registration: DeviceRegistration;
    }
  | { readonly kind: 'send' }
  | { readonly kind: 'answer'; readonly response: MockResponse };

const badRequest = (message: string): MockResponse => ({ status: 400, body: { error: 'BAD_REQUEST', message } });
const answer = (response: MockResponse): MockPushRoute => ({ kind: 'answer', response });
const methodNotAllowed = (allowed: string): MockPushRoute =>
  answer({
    status: 405,
    body: { error: 'METHOD_NOT_ALLOWED', message: `Only ${allowed} is allowed here` },
  });

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The push route a request addresses, or `null` when its path is not under `/_mock/push/`. */
export function routeMockPush(method: string, url: URL): MockPushRoute | null {
  const segments = pushSegments(url.pathname);
  if (segments === null) return null;
  if (url.pathname === mockRoutes.send.path()) {
    return method === 'POST' ? { kind: 'send' } : methodNotAllowed('POST');
  }
  const [app, device] = segments.map(decoded);
  if (segments.length !== 2 || !app || !device) {
    return answer({
      status: 404,
      body: { error: 'NOT_FOUND', message: `Expected ${mockRoutes.stream.template} or ${mockRoutes.send.template}` },
    });
  }
  if (method !== 'GET') return methodNotAllowed('GET');
  const platform = url.searchParams.get('platform');
  if (!isPushPlatform(platform)) {
    const found = platform === null ? 'none' : JSON.stringify(platform);
    return answer(badRequest(`platform: expected ${platformsInWords()}, found ${found}`));
  }
  const carrier = url.searchParams.get('carrier');
  if (carrier === '') return answer(badRequest('carrier: expected a carrier name, found an empty one'));
  const registration = { platform, ...(carrier !== null && { carrier }) };
  return { kind: 'stream', app, device, registration };
}

/** The one-line reason a send was refused, its field first. */
function refusal(error: unknown): string | null {
  if (error instanceof MockPushError) return error.message;
  if (error instanceof GroupNameError) return `group: ${error.message}`;
  if (error instanceof EncodeError) return `notification.${error.field}: ${error.platform} payload, ${error.reason}`;
  return null;
}

/** Answers `POST /_mock/push/send`: 202 with how many devices received it, or 400 naming the field. */
export function answerSend(push: MockPush, body: unknown): MockResponse {
  if (!isRecord(body)) {
    return badRequest(`body: expected {"group": …, "notification": …} as JSON, found ${describeKind(body)}`);
  }
  const { group, notification } = body;
  if (typeof group !== 'string') return badRequest(`group: expected a group name, found ${describeKind(group)}`);
  try {
    const deliveries = push.send(notification as PushMessage, { group });
    return { status: 202, body: { deliveries: deliveries.length } };
  } catch (error) {
    const reason = refusal(error);
    if (reason === null) throw error;
    return badRequest(reason);
  }
}

/**
 * The stream's opening comment: the app and device as JSON strings, so that no character of
 * theirs (a line break above all) can end the comment and start a field of its own.
 */
export const openingComment = (app: string, device: string, platform: PushPlatform) =>
  `: ${JSON.stringify(app)} ${JSON.stringify(device)} registered (${platform})\n\n`;

/**
 * Registers the device and streams its deliveries until the client goes, the server closes, or
 * `streams` close it (over its bytes, or for a newer stream of the device over the limit).
 * What it received after `Last-Event-ID` is sent first, the newest within the replay limit.
 */
export function openDeliveryStream(
  push: MockPush,
  { app, device, registration }: Extract<MockPushRoute, { kind: 'stream' }>,
  request: IncomingMessage,
  response: ServerResponse,
  headers: Readonly<Record<string, string>>,
  streams: DeliveryStreams,
): number {
  push.register(app, device, registration);
  response.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    // The server closing ends the stream; the connection goes with it, not kept for reuse.
    connection: 'close',
  });
  response.write(openingComment(app, device, registration.platform));
  const after = Number(request.headers['last-event-id']);
  const replay = Number.isSafeInteger(after) ? streams.replayOf(push.outbox(app, device), after) : [];
  const stream = streams.add(app, device, response, replay);
  const unsubscribe = push.subscribeDevice(app, device, (delivery) => stream.deliver(delivery));
  const keepAlive = setInterval(() => stream.comment('keep-alive'), KEEP_ALIVE_INTERVAL);
  keepAlive.unref();
  response.once('close', () => {
    clearInterval(keepAlive);
    unsubscribe();
  });
  return 200;
}
