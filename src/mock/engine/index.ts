/**
 * The engine (`engine.ts`): the mock service's answers to the spec's query language and push call
 * over an in-memory dataset, as the msw handlers and the `node:http` server use them.
 */
export { createEngine, type Engine, type EngineOptions, MAX_PARAMETER_LENGTH, type MockDataset } from './engine.js';
export type { MockRequest, MockResponse, RawBody } from './request-answer.js';
