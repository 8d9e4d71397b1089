/**
 * The mock's error answers: JSON bodies with an `error` code and a one-line `message`, never a
 * stack. The engine, the msw handlers and the `node:http` server all answer errors with these.
 */
import type { HuddleError } from '../../errors/huddle-error.js';
import { FieldSelectorError, QueryError } from '../../errors/query-error.js';
import { REASON_HEADER } from '../../resources/reason-header.js';
import type { MockResponse } from './request-answer.js';

/** The longest message an error answer carries: a hostile input may be quoted in a reason. */
const MESSAGE_LENGTH = 300;

/** The first line of a text, cut to {@link MESSAGE_LENGTH} characters. */
function oneLine(text: string): string {
  const [line = ''] = text.split('\n');
  return line.length > MESSAGE_LENGTH ? `${line.slice(0, MESSAGE_LENGTH - 1)}…` : line;
}

/**
 * A reason as a header value: its first line, cut as {@link oneLine} cuts it, each character
 * outside printable ASCII written as a `\uXXXX` escape (a header value is bytes: fetch's
 * `Headers` and Node refuse other characters).
 */
function reasonHeaderValue(text: string): string {
  return oneLine(text).replace(
    /[^\x20-\x7e]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** An answer with no body, its reason in the {@link REASON_HEADER} header. */
export const bodiless = (status: number, reason: string): MockResponse => ({
  status,
  headers: { [REASON_HEADER]: reasonHeaderValue(reason) },
});

/**
 * An answer without its body, the body's `message` (or `error` code) moved to the
 * {@link REASON_HEADER} header: how every answer of the push call is sent but its 202. An answer
 * without a body (or sent as raw bytes) is kept as it is.
 */
export function withoutBody(answer: MockResponse): MockResponse {
  const { body } = answer;
  if (body === undefined || answer.raw !== undefined) return answer;
  const said = typeof body === 'object' && body !== null ? (body as { message?: unknown; error?: unknown }) : {};
  const reason =
    typeof said.message === 'string' ? said.message : typeof said.error === 'string' ? said.error : `${answer.status}`;
  return { status: answer.status, headers: { ...answer.headers, ...bodiless(answer.status, reason).headers } };
}

/**
 * A 400 answer naming the problem, as the mock answers any huddle error the request causes (a
 * malformed or over-large `fs` or `s`): its parameter and place when known, and a one-line message.
 */
export function badRequest(error: HuddleError): MockResponse {
  const message = oneLine(error.message);
  if (error instanceof FieldSelectorError) {
    return { status: 400, body: { error: 'BAD_REQUEST', parameter: 'fs', position: error.position, message } };
  }
  if (error instanceof QueryError) {
    return { status: 400, body: { error: 'BAD_REQUEST', parameter: 's', path: error.path, message } };
  }
  return { status: 400, body: { error: 'BAD_REQUEST', message } };
}

/** A 400 answer for a path segment whose `%` escape decodes to nothing. */
export const malformedEscape = (segment: string): MockResponse => ({
  status: 400,
  body: { error: 'BAD_REQUEST', message: oneLine(`Malformed % escape in the path segment ${JSON.stringify(segment)}`) },
});

/** A 404 answer. */
export const notFound = (message: string): MockResponse => ({ status: 404, body: { error: 'NOT_FOUND', message } });

/** A 405 answer naming the one method the path takes. */
export const methodNotAllowed = (method: 'GET' | 'PUT'): MockResponse => ({
  status: 405,
  body: { error: 'METHOD_NOT_ALLOWED', message: `${method} only` },
});

/** A 500 answer for a failure of the mock itself: one line, never a stack. */
export function internalError(error: unknown): MockResponse {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { status: 500, body: { error: 'INTERNAL', message: oneLine(message) } };
}
