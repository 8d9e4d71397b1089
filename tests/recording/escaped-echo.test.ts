/**
 * Escaped echoes never reach a recording: an upstream that quotes the bearer token back the way
 * PHP (`\/`) or .NET (`\u002B`) writes JSON, or percent-encoded, leaves no spelling of it in
 * recording.json, its answers or its records.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { RECORDING_FILE, startMockProxy } from '../../src/mock/server/index.ts';

const TOKEN = 'c2VjcmV0/dG9r+ZW4=x';
const SPELLINGS = [
  TOKEN,
  TOKEN.replaceAll('/', '\\/'),
  TOKEN.replaceAll('+', '\\u002B').replaceAll('=', '\\u003d'),
  encodeURIComponent(TOKEN),
];

const upstream = createServer((_request, response) => {
  const data = SPELLINGS.map((spelling, index) => ({ id: `team-${index}`, abbr: 'NE', echo: `key ${spelling}` }));
  // Written by hand, so that the escapes stay as the upstream wrote them.
  const rows = data.map(({ id, abbr, echo }) => `{"id":"${id}","abbr":"${abbr}","echo":"${echo}"}`);
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(`{"pager":{"total":${rows.length}},"data":[${rows.join(',')}]}`);
});
await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
const dir = await mkdtemp(join(tmpdir(), 'huddle-escaped-echo-'));
afterAll(async () => {
  upstream.close();
  await rm(dir, { recursive: true, force: true });
});

it('keeps a token echoed with JSON escapes or percent-encoding out of the recording', async () => {
  const base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const proxy = await startMockProxy({ upstream: base, record: dir });
  const response = await fetch(`${proxy.url}/teams?fs=id,abbr`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  await response.text();
  await proxy.close();
  const text = await readFile(join(dir, RECORDING_FILE), 'utf8');
  expect(text).toContain('key REDACTED');
  for (const spelling of SPELLINGS) expect(text, spelling).not.toContain(spelling);
});
