/**
 * Every ky hook the `hooks` option documents runs, on the one request path, against a real
 * `node:http` server: `init` and `beforeRequest` once a call, `afterResponse` on every attempt's
 * response (a copy it may read), `beforeRetry` before each retry, `beforeError` before the call
 * fails, after which the call still fails with huddle's own error.
 */
import { type HTTPError, isHTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { type ClientOptions, createClient, HttpError } from '../../src/index.ts';
import { json, useServer } from './support/http-server.ts';
import { rejection } from './support/rejection.ts';

const server = useServer();

const client = (hooks: NonNullable<ClientOptions['hooks']>) =>
  createClient({ baseUrl: server.base, retry: { limit: 2, delay: () => 10 }, hooks });

/** Answers 503 `failures` times, then a page of one game. */
function failThenAnswer(failures: number): void {
  let calls = 0;
  server.handle((_request, response) =>
    calls++ < failures ? json(response, 503, { error: 'busy' }) : json(response, 200, [{ id: 'g1' }]),
  );
}

describe('hooks (every one documented runs)', () => {
  it('init runs once a call, before anything is sent', async () => {
    const seen: number[] = [];
    failThenAnswer(1);
    await client({ init: [() => void seen.push(server.seen.length)] }).games.list();
    expect(seen).toEqual([0]);
    expect(server.seen).toHaveLength(2);
  });

  it('beforeRequest runs once a call, and a header it sets reaches the service', async () => {
    let runs = 0;
    failThenAnswer(1);
    await client({
      beforeRequest: [
        ({ request }) => {
          runs++;
          request.headers.set('x-hooked', 'yes');
        },
      ],
    }).games.list();
    expect(runs).toBe(1);
    expect(server.seen.map((request) => request.headers['x-hooked'])).toEqual(['yes', 'yes']);
  });

  it('afterResponse runs on every attempt with a response it can read, and may replace it', async () => {
    const read: [number, string][] = [];
    failThenAnswer(1);
    const page = await client({
      afterResponse: [
        async ({ response }) => {
          read.push([response.status, await response.text()]);
          if (response.ok) return new Response('[{"id":"from-hook"}]', { status: 200 });
          return undefined;
        },
      ],
    })
      .games.select('id')
      .list();
    expect(read).toEqual([
      [503, '{"error":"busy"}'],
      [200, '[{"id":"g1"}]'],
    ]);
    expect(page.data).toEqual([{ id: 'from-hook' }]);
  });

  it('beforeRetry runs before each retry with its count and the failure', async () => {
    const retries: [number, number | undefined][] = [];
    failThenAnswer(2);
    await client({
      beforeRetry: [
        ({ retryCount, error }) => {
          retries.push([retryCount, isHTTPError(error) ? error.response.status : undefined]);
        },
      ],
    }).games.list();
    expect(retries).toEqual([
      [1, 503],
      [2, 503],
    ]);
    expect(server.seen).toHaveLength(3);
  });

  it("beforeError runs once with ky's error, and the call fails with huddle's HttpError", async () => {
    const errors: string[] = [];
    failThenAnswer(3);
    const error = await rejection(
      client({
        beforeError: [
          ({ error: failure }) => {
            errors.push(`${failure.name} ${(failure as HTTPError).response?.status}`);
            return failure;
          },
        ],
      }).games.list(),
    );
    expect(errors).toEqual(['HTTPError 503']);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503, body: { error: 'busy' } });
  });
});
