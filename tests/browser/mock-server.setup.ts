/** Starts the mock service on a loopback port for the browser tests, which call it across origins. */
import type { TestProject } from 'vitest/node';
import { createDataset } from '../../src/league/index.ts';
import { startMockServer } from '../../src/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    mockServerUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startMockServer({ dataset: createDataset({ seed: 1 }) });
  project.provide('mockServerUrl', server.url);
  return () => server.close();
}
