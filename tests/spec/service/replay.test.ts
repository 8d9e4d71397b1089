/**
 * The service conformance suite (service.case.ts) against a replayed recording: a first pass of
 * the suite goes through the recording proxy (`startMockProxy({ upstream, record })`) in front of
 * a huddle/server mock, which records every query it passes; then the suite runs again against
 * `startMockServer({ recording: await loadRecording(dir) })`, where each of its requests gets the
 * answer recorded for it byte for byte (or, for a request not recorded, the engine's answer over
 * the recorded records). The first pass is the suite through the proxy, so it must pass too.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { loadRecording, type MockProxy, startMockProxy, startMockServer } from '../../../src/mock/server/index.ts';
import { runServiceConformance } from './service.case.ts';
import { subscribedIn } from './support/subscribed.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'huddle-conformance-recording-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

// Recorded from the mock as it is, and from the mock serving the forms the spec leaves open; each
// variant in its own folder, replayed as recorded.
for (const latitude of [false, true]) {
  const folder = () => join(dir, latitude ? 'latitude' : 'plain');
  runServiceConformance({
    name: 'the recording proxy in front of huddle/server (recording)',
    latitude,
    start: async () => {
      const upstream = await startMockServer({ host: '127.0.0.1', latitude });
      let proxy: MockProxy;
      try {
        proxy = await startMockProxy({ upstream: upstream.url, record: folder() });
      } catch (error) {
        await upstream.close();
        throw error;
      }
      return {
        baseUrl: proxy.url,
        subscribed: subscribedIn(upstream.service),
        stop: async () => {
          await proxy.close();
          await upstream.close();
        },
      };
    },
  });

  runServiceConformance({
    name: 'huddle/server replaying the recording',
    latitude,
    start: async () => {
      const recording = await loadRecording(folder());
      // The first pass recorded the suite's queries: the replay answers them from the recording.
      if (recording.answers.length < 100) throw new Error(`only ${recording.answers.length} answers were recorded`);
      const server = await startMockServer({ host: '127.0.0.1', recording });
      return { baseUrl: server.url, subscribed: subscribedIn(server.service), stop: () => server.close() };
    },
  });
}
