/**
 * A page of another site cannot drive the recording proxy: its GETs call the real service and are
 * recorded, so a cross-site `<img>`-style GET (no Origin, `Sec-Fetch-Site: cross-site`) is refused
 * before it goes upstream, while huddle/server, whose GETs change nothing, still answers it.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startMockProxy, startMockServer } from '../../src/mock/server/index.ts';

const dir = await mkdtemp(join(tmpdir(), 'huddle-cross-site-'));
let upstreamRequests = 0;
const upstream = createServer((_request, response) => {
  upstreamRequests += 1;
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"pager":{"total":0},"data":[]}');
});
await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
afterAll(async () => {
  upstream.close();
  await rm(dir, { recursive: true, force: true });
});

const imgLike = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' };

it('refuses a cross-site GET with no Origin (an <img>) before calling the service or recording it', async () => {
  const proxy = await startMockProxy({
    upstream: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    record: join(dir, 'recording'),
  });
  try {
    const refused = await fetch(`${proxy.url}/teams?fs=abbr&s=%7B%22%24take%22%3A1%7D`, { headers: imgLike });
    expect(refused.status).toBe(403);
    await refused.text();
    expect(upstreamRequests).toBe(0);
    // The same request from a device or a same-site page goes through.
    const allowed = await fetch(`${proxy.url}/teams?fs=abbr`);
    expect(allowed.status).toBe(200);
    await allowed.text();
    expect(upstreamRequests).toBe(1);
  } finally {
    await proxy.close();
  }
  const files = await readdir(join(dir, 'recording'));
  expect(files).toEqual(['recording.json']);
});

it('huddle/server still answers such a GET, which changes nothing there', async () => {
  const server = await startMockServer();
  try {
    const response = await fetch(`${server.url}/teams?fs=abbr&s=%7B%22%24take%22%3A1%7D`, { headers: imgLike });
    expect(response.status).toBe(200);
    await response.text();
  } finally {
    await server.close();
  }
});
