/**
 * `huddle/msw`: a query-aware mock of the API for tests. A deterministic dataset (32 teams, a
 * season of games with drives, standings, people, statistics, videos, lists, jobs, users,
 * audios, events), an engine that applies `fs` and `s` to it as the service would, and msw
 * handlers for every endpoint. msw is an optional peer dependency: install it to use the
 * handlers.
 *
 * @packageDocumentation
 */
export { createDataset, type Dataset, type DatasetOptions } from './dataset/index.js';
export {
  createEngine,
  type Engine,
  type EngineOptions,
  type MockDataset,
  type MockRequest,
  type MockResponse,
} from './engine/index.js';
export { createMockApi, type MockApi } from './msw.js';
export { createMockService, type InjectedFailure, type MockService, type MockServiceOptions } from './service.js';
