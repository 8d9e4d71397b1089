import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createClient, isRequestError, NetworkError } from '../../src/index.ts';

const request = { method: 'GET', url: 'https://api.test/games' };

describe('NetworkError', () => {
  it("names the request and the cause's message, and keeps the cause", () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const error = new NetworkError(request, cause);
    expect(error.name).toBe('NetworkError');
    expect(error.message).toBe('GET https://api.test/games failed: connect ECONNREFUSED (host api.test)');
    expect(error.cause).toBe(cause);
    expect(error.request).toEqual(request);
    expect(isRequestError(error)).toBe(true);
  });

  it('writes a cause that is not an Error as text', () => {
    expect(new NetworkError(request, 'offline').message).toBe(
      'GET https://api.test/games failed: offline (host api.test)',
    );
  });

  it('names the system code two causes deep and the host, for a real port that refuses', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const error = await createClient({ baseUrl: `http://127.0.0.1:${port}`, retry: 0 })
      .games.list()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ systemCode: 'ECONNREFUSED', host: `127.0.0.1:${port}` });
    expect((error as NetworkError).message).toBe(
      `GET http://127.0.0.1:${port}/games failed: fetch failed (ECONNREFUSED, host 127.0.0.1:${port})`,
    );
  });

  it('names the innermost reason when no cause has a code, and a host behind credentials', () => {
    const cause = new TypeError('fetch failed', { cause: new Error('bad port') });
    const error = new NetworkError({ method: 'GET', url: 'http://user:pw@127.0.0.1:9/games' }, cause);
    expect(error.message).toBe(
      'GET http://user:pw@127.0.0.1:9/games failed: fetch failed (bad port, host 127.0.0.1:9)',
    );
    expect(error.systemCode).toBeNull();
  });
});
