/**
 * The mock server's clock route, `/_mock/clock`: `GET` tells the clock's time, `POST` with
 * `{"advance": "15m"}` or `{"set": "2024-09-08T17:00:00Z"}` moves it (and so plays what happens
 * in between). Both answer `{"now": <ISO timestamp>, "ms": <UTC milliseconds>}`; a body that is
 * neither, or a move outside the range a `Date` holds, is a 400 naming the field, the clock unmoved.
 */
import { isRecord } from '../../untyped-values.js';
import type { MockResponse } from '../engine/index.js';
import { MockClockError } from '../errors/mock-clock-error.js';
import type { MockClock } from './clock.js';
import { mockRoutes } from './mock-routes.js';

const time = (clock: MockClock): MockResponse => ({
  status: 200,
  body: { now: new Date(clock.now()).toISOString(), ms: clock.now() },
});
const badRequest = (message: string): MockResponse => ({ status: 400, body: { error: 'BAD_REQUEST', message } });

/** The answer of the clock route, or `null` when the URL is not `/_mock/clock`. */
export function answerClock(method: string, url: URL, body: unknown, clock: MockClock): MockResponse | null {
  if (url.pathname !== mockRoutes.clock.path()) return null;
  if (method === 'GET') return time(clock);
  if (method !== 'POST') {
    return { status: 405, body: { error: 'METHOD_NOT_ALLOWED', message: 'Only GET and POST are allowed here' } };
  }
  const move = isRecord(body) ? body : {};
  const { advance, set } = move;
  if ((advance === undefined) === (set === undefined)) {
    return badRequest('Expected {"advance": "15m"} or {"set": "<timestamp>"}');
  }
  if (typeof (advance ?? set) !== 'string' && typeof (advance ?? set) !== 'number') {
    return badRequest(`${advance === undefined ? 'set' : 'advance'}: expected a string or a number`);
  }
  try {
    if (advance !== undefined) clock.advance(advance as string | number);
    else clock.set(set as string | number);
  } catch (error) {
    // Refused before the clock moved: it still tells the time it told.
    if (error instanceof MockClockError)
      return badRequest(`${advance === undefined ? 'set' : 'advance'}: ${error.message}`);
    throw error;
  }
  return time(clock);
}
