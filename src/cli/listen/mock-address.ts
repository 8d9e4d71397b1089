/** Where `huddle listen` and `huddle trigger` find the mock, and the line they fail with when it is not there. */
import { CliError } from '../command.js';

/** Where `huddle mock` listens by default. */
export const DEFAULT_MOCK_URL = 'http://127.0.0.1:4010';

/** The base URL given, checked: an http(s) URL, without a trailing slash. */
export function mockUrl(command: string, given: string | undefined): string {
  const text = given ?? DEFAULT_MOCK_URL;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new CliError(`huddle ${command}: --base-url must be an http URL, got '${text}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CliError(`huddle ${command}: --base-url must be an http URL, got '${text}'`);
  }
  return text.replace(/\/+$/, '');
}

/** The one-line error for a mock that could not be reached. */
export function unreachable(command: string, base: string, error: unknown): CliError {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  const why = typeof cause?.code === 'string' ? ` (${cause.code})` : '';
  return new CliError(`huddle ${command}: cannot reach the mock at ${base}${why}; is huddle mock running?`);
}

/** The one-line error for an answer of the mock other than the one expected, with its message. */
export async function refused(command: string, response: Response): Promise<CliError> {
  let message = '';
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') message = `: ${body.message}`;
  } catch {
    // no JSON body: the status says it
  }
  return new CliError(`huddle ${command}: the mock answered ${response.status}${message}`);
}
