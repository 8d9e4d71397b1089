/** Where `huddle listen` and `huddle trigger` find the mock, and the line they fail with when it is not there. */
import type { NetworkError } from '../../errors/network-error.js';
import { isLoopback, MockControlError } from '../../mock/server/index.js';
import { withoutUserinfo } from '../../secret-spellings.js';
import { CliError } from '../core/errors/cli-error.js';

/** The base URL given, checked: an http(s) URL without a user or password (the mock takes none), without a trailing slash. */
export function mockUrl(given: string): string {
  const url = URL.canParse(given) ? new URL(given) : null;
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new CliError(`--base-url must be an http URL, got '${withoutUserinfo(given)}'`);
  }
  // Every error that names the mock quotes its URL: a password in it would be printed.
  if (url.username !== '' || url.password !== '') {
    throw new CliError(
      `--base-url must hold no user or password (the mock takes none), got '${withoutUserinfo(given)}'`,
    );
  }
  return given.replace(/\/+$/, '');
}

/** The one-line error for a mock that could not be reached by another way than its client (its query API). */
export function unreachable(base: string, error: NetworkError): CliError {
  return mockFailure(new MockControlError('ERR_MOCK_UNREACHABLE', base, null, error.systemCode ?? ''));
}

/** A failure to reach something, with the hint that it may be a `huddle mock` not started. */
const withMockHint = (message: string) => `${message}; is huddle mock running?`;

/** The one-line error for a call of the mock that failed: not reached, or refused. */
export function mockFailure(error: MockControlError): CliError {
  return new CliError(error.code === 'ERR_MOCK_UNREACHABLE' ? withMockHint(error.message) : error.message);
}

/**
 * A service on this machine that could not be reached is most likely a `huddle mock` not
 * started (or on another port): its NetworkError, with that hint. `null` for another host.
 */
export function loopbackFailure(error: NetworkError): CliError | null {
  if (!isLoopback(error.host.replace(/:\d+$/, ''))) return null;
  return new CliError(withMockHint(`${error.name}: ${error.message}`));
}
