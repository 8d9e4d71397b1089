/**
 * Who may call the mock server (src/mock/request-policy.ts), over a real `node:http` server on
 * 127.0.0.1 with raw requests whose Host, Origin and Content-Type are forged as a hostile page (or
 * a page that rebinds its own name to 127.0.0.1) would send them; and the policy itself, pure,
 * over any host and origin.
 */
import { type IncomingHttpHeaders, request } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HuddleError } from '../../src/errors/huddle-error.ts';
import { admit, createRequestPolicy, type PolicyRequest } from '../../src/mock/request-policy.ts';
import { type MockServer, type MockServerOptions, startMockServer } from '../../src/mock/server/index.ts';

const EVIL = 'https://evil.example';
const LOCAL_PAGE = 'http://localhost:5173';

const servers: MockServer[] = [];
let server: MockServer;
beforeAll(async () => {
  server = await start();
});
afterAll(() => Promise.all(servers.map((started) => started.close())));

async function start(options: MockServerOptions = {}): Promise<MockServer> {
  const started = await startMockServer({ clock: 1_000, ...options });
  servers.push(started);
  return started;
}

interface Raw {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: { error?: string; message?: string } | undefined;
}

/** A request sent as written: its Host as given (the server's own by default), no other header added. */
function raw(
  target: MockServer,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path,
        method,
        headers: {
          host: `127.0.0.1:${target.port}`,
          ...headers,
          ...(body !== undefined && { 'content-length': String(Buffer.byteLength(body)) }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.once('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text === '' ? undefined : JSON.parse(text),
          }),
        );
      },
    );
    sent.once('error', reject);
    sent.end(body);
  });
}

const moveClock = (target: MockServer, headers: Record<string, string>, body = '{"advance":"7d"}') =>
  raw(target, 'POST', '/_mock/clock', headers, body);

describe('the Host a request names', () => {
  it('refuses a Host that is not loopback (DNS rebinding), naming it', async () => {
    const port = server.port;
    for (const host of [`attacker.example:${port}`, 'attacker.example', `localhost.attacker.example:${port}`]) {
      const answer = await raw(server, 'GET', '/games?fs=id', { host });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        error: 'FORBIDDEN_HOST',
        message: `Host ${JSON.stringify(host)} is not served: the mock answers localhost, IP addresses, the host it listens on and allowedHosts (huddle mock --allowed-host)`,
      });
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    }
    const moved = await moveClock(server, { host: `attacker.example:${port}`, 'content-type': 'application/json' });
    expect(moved.status).toBe(403);
    expect(server.service.clock.now()).toBe(1_000);
  });

  it('answers localhost, its subdomains, loopback and other IP addresses', async () => {
    const port = server.port;
    for (const host of [`localhost:${port}`, `app.localhost:${port}`, '127.0.0.1', `127.8.9.10:${port}`]) {
      expect((await raw(server, 'GET', '/games?fs=id', { host })).status).toBe(200);
    }
    // An IP address cannot be rebound: a phone on the network calls the mock by the machine's.
    for (const host of [`[::1]:${port}`, `192.168.1.20:${port}`, `10.0.0.7:${port}`]) {
      expect((await raw(server, 'GET', '/games?fs=id', { host })).status).toBe(200);
    }
  });

  it('answers the hosts allowedHosts names (a leading dot takes the subdomains), or any with true', async () => {
    const named = await start({ allowedHosts: ['mybox.lan', '.example.test'] });
    const status = async (host: string) => (await raw(named, 'GET', '/teams?fs=abbr', { host })).status;
    expect(await status(`mybox.lan:${named.port}`)).toBe(200);
    expect(await status('example.test')).toBe(200);
    expect(await status('a.b.example.test')).toBe(200);
    expect(await status('mybox.lan.evil.example')).toBe(403);
    expect(await status('notexample.test')).toBe(403);
    const any = await start({ allowedHosts: true });
    expect((await raw(any, 'GET', '/teams?fs=abbr', { host: 'attacker.example' })).status).toBe(200);
  });
});

describe('the Origin of a page', () => {
  it('refuses a cross-origin text/plain POST /_mock/clock (no preflight), leaving the clock unmoved', async () => {
    const answer = await moveClock(server, { origin: EVIL, 'content-type': 'text/plain' });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      error: 'FORBIDDEN_ORIGIN',
      message: `Origin "${EVIL}" may not call POST /_mock/clock: the mock takes loopback origins and allowedOrigins (huddle mock --allowed-origin)`,
    });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(server.service.clock.now()).toBe(1_000);
    // Nor with the right content type, nor to read the clock.
    expect((await moveClock(server, { origin: EVIL, 'content-type': 'application/json' })).status).toBe(403);
    expect((await raw(server, 'GET', '/_mock/clock', { origin: EVIL })).status).toBe(403);
    expect(server.service.clock.now()).toBe(1_000);
  });

  it('refuses a cross-origin POST /_mock/push/send, a delivery stream and a PUT of groups', async () => {
    const send = '{"group":"breakingNews","notification":{"message":"hi"}}';
    const sent = await raw(server, 'POST', '/_mock/push/send', { origin: EVIL, 'content-type': 'text/plain' }, send);
    expect(sent.status).toBe(403);
    const stream = await raw(server, 'GET', '/_mock/push/evil/dev?platform=data', { origin: EVIL });
    expect(stream.status).toBe(403);
    const put = await raw(
      server,
      'PUT',
      '/v1/push/app/devices/d/groups',
      { origin: EVIL, authorization: 'Bearer t', 'content-type': 'application/json' },
      '{"groups":["breakingNews"]}',
    );
    expect(put.status).toBe(403);
    expect(server.service.groupsOf('app', 'd')).toBeUndefined();
    expect(server.service.push.outbox('evil', 'dev')).toEqual([]);
  });

  it('refuses a cross-site GET of /_mock/* that carries no Origin (an <img> registering a device)', async () => {
    const image = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' };
    const stream = await raw(server, 'GET', '/_mock/push/img/dev?platform=data', image);
    expect(stream.status).toBe(403);
    expect(stream.body?.message).toBe(
      'A cross-site request with no Origin may not call GET /_mock/push/img/dev: the mock takes loopback origins and allowedOrigins (huddle mock --allowed-origin)',
    );
    // Typed in the address bar, or from a page of the same site: let through.
    expect((await raw(server, 'GET', '/_mock/clock', { 'sec-fetch-site': 'none' })).status).toBe(200);
    expect((await raw(server, 'GET', '/games?fs=id', image)).status).toBe(200);
  });

  it('refuses the preflight of PUT …/groups from a foreign origin: it is not told it may send authorization', async () => {
    const preflight = {
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'authorization, content-type',
    };
    const foreign = await raw(server, 'OPTIONS', '/v1/push/app/devices/d/groups', { origin: EVIL, ...preflight });
    expect(foreign.status).toBe(403);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.headers['access-control-allow-headers']).toBeUndefined();
    const local = await raw(server, 'OPTIONS', '/v1/push/app/devices/d/groups', { origin: LOCAL_PAGE, ...preflight });
    expect(local.status).toBe(204);
    expect(local.headers['access-control-allow-origin']).toBe(LOCAL_PAGE);
    expect(local.headers['access-control-allow-headers']).toContain('authorization');
  });

  it('never answers *: reflects a loopback origin with Vary: Origin, and serves a foreign page reads it cannot read', async () => {
    for (const origin of [LOCAL_PAGE, 'http://127.0.0.1:3000', 'http://[::1]:8080', 'https://app.localhost']) {
      const read = await raw(server, 'GET', '/teams?fs=abbr', { origin });
      expect(read.status).toBe(200);
      expect(read.headers['access-control-allow-origin']).toBe(origin);
      expect(read.headers.vary).toBe('Origin');
      const clock = await raw(server, 'GET', '/_mock/clock', { origin });
      expect([clock.status, clock.headers['access-control-allow-origin']]).toEqual([200, origin]);
    }
    const foreign = await raw(server, 'GET', '/teams?fs=abbr', { origin: EVIL });
    expect(foreign.status).toBe(200);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.headers.vary).toBe('Origin');
    const none = await raw(server, 'GET', '/teams?fs=abbr');
    expect([none.status, none.headers['access-control-allow-origin'], none.headers.vary]).toEqual([
      200,
      undefined,
      'Origin',
    ]);
  });

  it('lets a loopback page move the clock', async () => {
    const moved = await moveClock(server, { origin: LOCAL_PAGE, 'content-type': 'application/json' }, '{"advance":1}');
    expect(moved.status).toBe(200);
    expect(moved.headers['access-control-allow-origin']).toBe(LOCAL_PAGE);
    expect(server.service.clock.now()).toBe(1_001);
    server.service.clock.set(1_000);
  });

  it('takes the origins allowedOrigins names, or any with true', async () => {
    const phonePage = 'http://192.168.1.20:5173';
    const named = await start({ allowedOrigins: [phonePage] });
    const json = { 'content-type': 'application/json' };
    const moved = await moveClock(named, { origin: phonePage, ...json }, '{"advance":"1s"}');
    expect([moved.status, moved.headers['access-control-allow-origin']]).toEqual([200, phonePage]);
    expect((await moveClock(named, { origin: 'http://192.168.1.20:5174', ...json })).status).toBe(403);
    const any = await start({ allowedOrigins: true });
    const anyMoved = await moveClock(any, { origin: EVIL, ...json }, '{"advance":"1s"}');
    expect([anyMoved.status, anyMoved.headers['access-control-allow-origin']]).toEqual([200, EVIL]);
  });

  it('refuses to start with an allowed origin or host that is none, naming it', async () => {
    await expect(startMockServer({ allowedOrigins: ['localhost:5173'] })).rejects.toThrow(HuddleError);
    await expect(startMockServer({ allowedOrigins: ['http://a.test/app'] })).rejects.toThrow(
      'allowedOrigins: "http://a.test/app" is no origin; write it as https://app.example.test:8443',
    );
    await expect(startMockServer({ allowedHosts: ['a b'] })).rejects.toThrow('allowedHosts: "a b" is no host name');
  });
});

describe('the body’s Content-Type', () => {
  it('refuses a JSON body not sent as application/json with a 415 naming the type, the clock unmoved', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const answer = await moveClock(server, { origin: LOCAL_PAGE, 'content-type': type });
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual({
        error: 'UNSUPPORTED_MEDIA_TYPE',
        message: `Content-Type ${JSON.stringify(type)} is not taken: send the body as application/json`,
      });
    }
    const untyped = await moveClock(server, {});
    expect([untyped.status, untyped.body?.message]).toEqual([
      415,
      'Content-Type (none) is not taken: send the body as application/json',
    ]);
    const groups = await raw(server, 'PUT', '/v1/push/app/devices/t/groups', {}, '{"groups":["breakingNews"]}');
    expect(groups.status).toBe(415);
    expect(server.service.groupsOf('app', 't')).toBeUndefined();
    expect(server.service.clock.now()).toBe(1_000);
  });

  it('takes application/json with a UTF-8 charset', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset="UTF-8"']) {
      expect((await moveClock(server, { 'content-type': type }, '{"advance":0}')).status).toBe(200);
    }
    expect((await moveClock(server, { 'content-type': 'application/json; charset=latin1' })).status).toBe(415);
  });
});

describe('admit', () => {
  const get = (headers: Partial<PolicyRequest>): PolicyRequest => ({
    method: 'GET',
    pathname: '/_mock/clock',
    host: '127.0.0.1:4010',
    origin: undefined,
    fetchSite: undefined,
    contentType: undefined,
    hasBody: false,
    ...headers,
  });
  const options = createRequestPolicy({ host: '127.0.0.1' });
  const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/);
  const port = fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined });
  const withPort = (host: string, at: number | undefined) => (at === undefined ? host : `${host}:${at}`);

  it('refuses every domain name that is not under localhost, answers every loopback name', () => {
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 3 }), label, port, (names, tld, at) => {
        const name = [...names, tld].join('.');
        fc.pre(!/^\d/.test(tld) && tld !== 'localhost');
        expect(admit(get({ host: withPort(name, at) }), options).refused?.status).toBe(403);
        expect(admit(get({ host: withPort(`${name}.localhost`, at) }), options).refused).toBeNull();
      }),
    );
  });

  it('takes every loopback origin and refuses every other one on /_mock/*', () => {
    const loopback = fc.oneof(
      fc.constant('localhost'),
      label.map((name) => `${name}.localhost`),
      fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map((parts) => `127.${parts.join('.')}`),
      fc.constant('[::1]'),
    );
    const scheme = fc.constantFrom('http', 'https');
    fc.assert(
      fc.property(scheme, loopback, port, (protocol, host, at) => {
        const origin = withPort(`${protocol}://${host}`, at);
        const admitted = admit(get({ origin }), options);
        expect(admitted.refused).toBeNull();
        expect(admitted.refused === null && admitted.cors['access-control-allow-origin']).toBe(origin);
      }),
    );
    fc.assert(
      fc.property(scheme, fc.array(label, { minLength: 2, maxLength: 3 }), port, (protocol, names, at) => {
        fc.pre(names.at(-1) !== 'localhost' && !/^\d/.test(names.at(-1) ?? ''));
        const origin = withPort(`${protocol}://${names.join('.')}`, at);
        expect(admit(get({ origin }), options).refused?.status).toBe(403);
        expect(
          admit(get({ origin, method: 'POST', pathname: '/v1/push/a/devices/d/groups' }), options).refused?.status,
        ).toBe(403);
      }),
    );
  });
});
