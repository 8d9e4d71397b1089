/**
 * `huddle/msw`: a query-aware mock of the API for tests. An engine that applies `fs` and `s` to
 * a dataset as the service would, and msw handlers for every endpoint. By default it serves what
 * `huddle mock` serves: the simulated season of seed 1 (32 teams, 272 games with drives,
 * standings, people, statistics, content; `huddle/league`'s `createDataset()`), built at the
 * first request. A small pinned sample (one game, two teams, a few records of each resource) is
 * `sampleDataset()`, passed as `dataset`. msw is an optional peer dependency: install it to use
 * the handlers.
 *
 * @packageDocumentation
 */

export { ArgumentError } from '../errors/argument-error.js';
export { RequirementError } from '../errors/requirement-error.js';
export type { VendorRequest } from '../push/send/requests.js';
export { DeviceMap, type ReadonlyDeviceMap } from './device-map.js';
export {
  createEngine,
  type Engine,
  type EngineOptions,
  type MockDataset,
  type MockRequest,
  type MockResponse,
  type RawBody,
} from './engine/index.js';
export { MockClockError } from './errors/mock-clock-error.js';
export { MockPushError } from './errors/mock-push-error.js';
export { DEFAULT_LATITUDE_SEED, type MockLatitude, type MockLatitudeOptions } from './latitude/options.js';
export type { Delivery, DevicePlatform } from './live/delivery.js';
export { DEFAULT_PUSH_LIMITS, type DeviceRegistration, type MockPush, type MockPushLimits } from './live/push.js';
export { type DeepPartial, MockRecordError, type RecordFactories } from './make/index.js';
export { createMockService, type InjectedFailure, type MockService, type MockServiceOptions } from './mock.js';
export { createMockApi, type MockApi } from './msw.js';
export type { OverrideAnswer, OverrideHandler, OverrideRequest } from './overrides.js';
export type { AnswerKeyParts } from './replay/answer-key.js';
export type { RecordedAnswer, Recording } from './replay/replayed.js';
export { sampleDataset } from './sample-dataset.js';
