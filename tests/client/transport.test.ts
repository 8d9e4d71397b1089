/**
 * The one way a request leaves the client: through ky, made once per client, which hands `fetch`
 * the request. What `fetch` is handed (method, URL, headers, redirect rule, body), with or
 * without hooks. The hooks themselves run against a real server in hooks.test.ts.
 */
import fc from 'fast-check';
import ky, { type Hooks } from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient, HuddleError } from '../../src/index.ts';

interface Sent {
  readonly method: string;
  readonly url: string;
  readonly headers: [string, string][];
  readonly redirect: RequestRedirect;
  readonly body: string;
}

/** A client whose fetch records every request and answers `answer` (202 without a body for a PUT). */
function recordingClient(options: { hooks?: Hooks; headers?: Record<string, string>; token?: string }) {
  const sent: Sent[] = [];
  const fetchLike: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    sent.push({
      method: request.method,
      url: request.url,
      headers: [...request.headers],
      redirect: request.redirect,
      body: await request.text(),
    });
    if (request.method === 'PUT') return new Response(null, { status: 202 });
    return new Response('[]', { headers: { 'content-type': 'application/json' } });
  };
  const client = createClient({ baseUrl: 'https://api.test', fetch: fetchLike, retry: 0, ...options });
  return { client, sent };
}

async function sendBoth(client: ReturnType<typeof recordingClient>['client']): Promise<void> {
  await client.games.take(3).list();
  await client.push.setGroups({ appName: 'app', deviceId: 'd1', groups: ['breakingNews'] });
}

const headerName = fc.constantFrom('x-app', 'X-App', 'accept', 'Authorization', 'content-type', 'x-trace-id');
const headerValue = fc.stringMatching(/^[\x21-\x7e]{1,12}$/);

describe('the request fetch is handed', () => {
  it("carries the method, URL, redirect rule and body, and the call's own headers win over the defaults whatever their case", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(headerName, headerValue, { maxKeys: 4 }),
        headerValue,
        fc.boolean(),
        async (headers, token, hooked) => {
          const { client, sent } = recordingClient({
            headers,
            token,
            ...(hooked ? { hooks: { beforeRequest: [() => undefined] } } : {}),
          });
          await sendBoth(client);
          const [get, put] = sent;
          expect(get).toMatchObject({ method: 'GET', url: 'https://api.test/games?s=%7B%22%24take%22%3A3%7D' });
          expect(get).toMatchObject({ redirect: 'follow', body: '' });
          // Every default header reaches fetch on the GET, which sets none of its own.
          const defaults = new Headers(headers);
          for (const name of Object.keys(headers)) expect(new Headers(get?.headers).get(name)).toBe(defaults.get(name));
          expect(new Headers(put?.headers).get('authorization')).toBe(`Bearer ${token}`);
          expect(put).toMatchObject({ method: 'PUT', redirect: 'manual', body: '{"groups":["breakingNews"]}' });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('sends a JSON body as application/json unless a default header names another type', async () => {
    const plain = recordingClient({ token: 't' });
    const typed = recordingClient({ token: 't', headers: { 'Content-Type': 'application/vnd.test+json' } });
    await plain.client.push.setGroups({ appName: 'app', deviceId: 'd1', groups: [] });
    await typed.client.push.setGroups({ appName: 'app', deviceId: 'd1', groups: [] });
    expect(new Headers(plain.sent[0]?.headers).get('content-type')).toBe('application/json');
    expect(new Headers(typed.sent[0]?.headers).get('content-type')).toBe('application/vnd.test+json');
  });
});

describe('hooks', () => {
  it('run on every request, and what they change is sent', async () => {
    const seen: string[] = [];
    const { client, sent } = recordingClient({
      token: 't',
      hooks: {
        beforeRequest: [
          ({ request }) => {
            seen.push(`${request.method} ${new URL(request.url).pathname}`);
            request.headers.set('x-hooked', 'yes');
          },
        ],
      },
    });
    await sendBoth(client);
    expect(seen).toEqual(['GET /games', 'PUT /v1/push/app/devices/d1/groups']);
    expect(sent.map(({ headers }) => new Headers(headers).get('x-hooked'))).toEqual(['yes', 'yes']);
  });

  it('can answer in place of the service, and the client reads that answer', async () => {
    const { client, sent } = recordingClient({
      hooks: { beforeRequest: [() => new Response('[{"id":"from-hook"}]', { status: 200 })] },
    });
    const page = await client.games.select('id').list();
    expect(page.data).toEqual([{ id: 'from-hook' }]);
    expect(sent).toEqual([]);
  });
});

describe('one ky per client', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('builds ky once per client, never per request (nothing rebuilt per request)', async () => {
    const create = vi.spyOn(ky, 'create');
    const { client, sent } = recordingClient({ token: 't' });
    for (let call = 0; call < 3; call++) await sendBoth(client);
    expect(sent).toHaveLength(6);
    expect(create).toHaveBeenCalledTimes(1);
  });
});

describe('a retry limit ky would refuse at the first request is refused at createClient', () => {
  it('refuses a retry limit that is not a whole number of retries, 0 or more, naming retry.limit', () => {
    for (const limit of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => createClient({ baseUrl: 'https://api.test', retry: limit })).toThrow(HuddleError);
      expect(() => createClient({ baseUrl: 'https://api.test', retry: { limit } })).toThrow(
        'retry.limit must be a whole number, 0 or more',
      );
    }
    expect(() => createClient({ baseUrl: 'https://api.test', retry: 0 })).not.toThrow();
  });
});
