/**
 * verify on hostile answers (issue 37, #10): an answer nested a million levels deep is one finding
 * that names the depth and the request, not a `RangeError` with no URL; a sample request that
 * fails ends the run at once, aborting its siblings, so that nothing keeps the process alive.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { nestingPast } from '../../src/contract/answer-depth.ts';
import { verifyService } from '../../src/contract/index.ts';
import { resourceNames } from '../../src/index.ts';
import { type MutantServer, startProxy } from '../support/mock/mutant-server.ts';

/** The depth docs/contract.md says verify reads. */
const DOCUMENTED_DEPTH = 64;

let server: MutantServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('nestingPast', () => {
  // Each case worked by hand: the index of the bracket that opens the level past the limit.
  const cases: readonly (readonly [string, number, number | null])[] = [
    ['[[[]]]', 2, 2],
    ['[[[]]]', 3, null],
    ['{"a":{"b":[1]}}', 2, 10],
    ['[[],[],[]]', 1, 1],
    ['["[[[[", "\\"[[["]', 1, null], // brackets in strings, an escaped quote
    ['{"a\\\\":[[]]}', 2, 8], // an escaped backslash ends before the quote that closes the key
    ['', 0, null],
    ['7', 0, null],
  ];
  for (const [text, limit, at] of cases) {
    it(`finds ${at === null ? 'no level' : `the bracket at ${at}`} past ${limit} in ${text || 'an empty text'}`, () => {
      expect(nestingPast(text, limit)).toBe(at);
    });
  }
});

describe('verify on hostile answers', () => {
  it('reports an answer nested 1,000,000 levels deep as a finding naming the depth and the request', async () => {
    const DEPTH = 1_000_000;
    // Built as a string: 6 MB of `{"a":` … `}`, the first team's venue in every answer that holds one.
    const deep = `${'{"a":'.repeat(DEPTH)}null${'}'.repeat(DEPTH)}`;
    server = await startProxy({
      mutant: {
        breaks: 'envelope',
        does: 'nests the first venue a million levels deep',
        text: (resource, text) => (resource === 'teams' ? text.replace(/"venue":\{[^{}]*\}/, `"venue":${deep}`) : text),
      },
    });
    const report = await verifyService({ baseUrl: server.url });

    const text = JSON.stringify(report);
    expect(text).not.toContain('RangeError');
    const envelope = report.rules.find((rule) => rule.rule === 'envelope');
    expect(envelope?.status).toBe('failed');
    const failure = envelope?.failure;
    expect(failure?.message).toContain(`deeper than ${DOCUMENTED_DEPTH} levels`);
    expect(failure?.expected).toBe(`JSON nested at most ${DOCUMENTED_DEPTH} levels deep`);
    expect(failure?.found).toMatch(new RegExp(`^level ${DOCUMENTED_DEPTH + 1} opened at character \\d+$`));
    expect(failure?.resource).toBe('teams');
    expect(failure?.request.url.startsWith(`${server.url}/teams?`)).toBe(true);
    expect(failure?.request.fs?.split(',')).toContain('venue');
    expect(failure?.spec).toBeNull();
    // Nothing was read of the teams: no other rule judged a record it could not walk.
    expect(report.emptyResources).toContain('teams');
    for (const rule of report.rules.filter((one) => one.rule !== 'envelope'))
      expect(rule.status, rule.rule).not.toBe('failed');
  });

  it('ends the run when a sample request fails: requests in flight are aborted, and none waiting starts after it', async () => {
    const CONCURRENCY = 4;
    const held: ServerResponse[] = [];
    let started = 0;
    const http = createServer((_request, response) => {
      started++;
      held.push(response);
      // The fatal error: once every slot is taken, the first request's connection breaks.
      if (started === CONCURRENCY) held[0]?.socket?.destroy();
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const signals: AbortSignal[] = [];
    const settled: Promise<unknown>[] = [];
    const watching: typeof fetch = (input, init) => {
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
      if (signal) signals.push(signal);
      const answer = fetch(input, init);
      settled.push(answer.catch(() => undefined));
      return answer;
    };
    try {
      // More resources than slots: the rest wait for one.
      expect(resourceNames.length).toBeGreaterThan(CONCURRENCY);
      await expect(
        verifyService({ baseUrl: url, concurrency: CONCURRENCY, retry: 0, timeout: false, fetch: watching }),
      ).rejects.toThrow(/GET http:\/\/127\.0\.0\.1:\d+\/\w+/);
      // Every request sent was aborted with the run (the broken one too: it had failed already).
      expect(signals).toHaveLength(CONCURRENCY);
      expect(signals.every((signal) => signal.aborted)).toBe(true);
      // Let what was started settle, and the event loop turn once: a request that would start now has started.
      await Promise.all(settled);
      await new Promise((resolve) => setImmediate(resolve));
      expect(signals).toHaveLength(CONCURRENCY);
      expect(started).toBe(CONCURRENCY);
    } finally {
      for (const response of held) response.destroy();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    }
  });
});
