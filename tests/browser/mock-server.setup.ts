/**
 * Starts the mock service on loopback ports for the browser tests, which call it across origins:
 * the season seen after its last game, and the same season played out on a clock the tests move.
 */
import type { TestProject } from 'vitest/node';
import { createDataset, createLeague } from '../../src/league/index.ts';
import { startMockServer } from '../../src/mock/server/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    mockServerUrl: string;
    /** A mock whose league plays out as `POST /_mock/clock` moves its clock. */
    liveMockUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startMockServer({ dataset: createDataset({ seed: 1 }) });
  const live = await startMockServer({ league: createLeague({ seed: 1 }) });
  project.provide('mockServerUrl', server.url);
  project.provide('liveMockUrl', live.url);
  return async () => {
    await Promise.all([server.close(), live.close()]);
  };
}
