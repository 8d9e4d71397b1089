/** The mock over a real `node:http` server on 127.0.0.1: what a device or a browser sees. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockServer, startMockServer } from '../../scripts/mock-server/http.ts';
import { createClient } from '../../src/index.ts';

let server: MockServer;
const lines: string[] = [];
beforeAll(async () => {
  server = await startMockServer({ log: (line) => lines.push(line) });
});
afterAll(() => server.close());

describe('the mock server', () => {
  it('listens on the loopback interface, on a free port by default', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('answers the client over HTTP, with CORS open and one log line per request', async () => {
    const client = createClient({ baseUrl: server.url });
    const before = lines.length;
    const { data } = await client.teams.select('abbr').where('abbr', '$in', ['NE', 'KC']).sort('abbr').list();
    expect(data).toEqual([{ abbr: 'KC' }, { abbr: 'NE' }]);
    const response = await fetch(`${server.url}/teams?fs=abbr&s=${encodeURIComponent('{"$take":1}')}`, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(lines.length - before).toBe(2);
    expect(lines.at(-1)).toMatch(/^GET \/teams\?fs=abbr&s=\{"\$take":1\} → 200 \(\d+\.\d ms\)$/);
  });

  it('answers a CORS preflight for the push call', async () => {
    const response = await fetch(`${server.url}/v1/push/app/devices/d/groups`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it("records a device's groups set through the client", async () => {
    const client = createClient({ baseUrl: server.url, token: 't0ken' });
    await client.push.setGroups({ appName: 'app', deviceId: 'phone 1', groups: ['trendingNews'] });
    expect(server.service.groupsOf('app', 'phone 1')).toEqual(['trendingNews']);
  });

  it('answers 404 with a JSON body for a path the service does not have', async () => {
    const response = await fetch(`${server.url}/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'NOT_FOUND' });
  });
});
