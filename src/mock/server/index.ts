/**
 * `huddle/server`: the mock service on a real port (`node:http`), for a device or a browser to
 * call, or for tests that want real HTTP in-process. The same query engine and default dataset
 * as `huddle/msw` and `huddle mock` (the simulated season of seed 1), without msw. Node only.
 * `huddle mock` is this server from a terminal. `startMockProxy` puts a recording proxy in front
 * of a real service (drift, recordings), and `loadRecording` reads a recording for the server.
 *
 * @example
 * ```ts
 * import { createDataset } from 'huddle/league';
 * import { startMockServer } from 'huddle/server';
 * const server = await startMockServer({ port: 4010, dataset: createDataset({ seed: 1 }) });
 * console.log(server.url); // http://127.0.0.1:4010
 * await server.close();
 * ```
 *
 * @packageDocumentation
 */

export { ArgumentError } from '../../errors/argument-error.js';
export type { VendorRequest } from '../../push/send/requests.js';
export { MockRecordingError } from '../../recording/errors/mock-recording-error.js';
export type { Drift } from '../../recording/proxy/drift.js';
export { type MockProxy, type MockProxyOptions, startMockProxy } from '../../recording/proxy/proxy-server.js';
export type { RecorderCounts } from '../../recording/recorder.js';
export { loadRecording, RECORDING_FILE } from '../../recording/recording-files.js';
export { REDACTED } from '../../recording/redact.js';
export { pushRoute } from '../../resources/resource-table.js';
export type { DeviceMap, ReadonlyDeviceMap } from '../device-map.js';
export type { MockDataset, MockRequest, MockResponse, RawBody } from '../engine/index.js';
export { MockClockError } from '../errors/mock-clock-error.js';
export { MockControlError, type MockControlErrorCode } from '../errors/mock-control-error.js';
export { MockPushError } from '../errors/mock-push-error.js';
export { DEFAULT_LATITUDE_SEED, type MockLatitude, type MockLatitudeOptions } from '../latitude/options.js';
export type { Delivery, DevicePlatform } from '../live/delivery.js';
export {
  DEFAULT_STREAM_LIMITS,
  type DeliveryStreamLimits,
  type DeliveryStreamState,
} from '../live/delivery-streams.js';
export {
  type ClockMove,
  createMockControl,
  type MockControl,
  type MockTime,
} from '../live/mock-control-client.js';
export { MOCK_ROUTE_PREFIX, type MockRouteName, mockRoutes } from '../live/mock-routes.js';
export { DEFAULT_PUSH_LIMITS, type DeviceRegistration, type MockPush, type MockPushLimits } from '../live/push.js';
export { createMockService, type InjectedFailure, type MockService, type MockServiceOptions } from '../mock.js';
export type { AnswerKeyParts } from '../replay/answer-key.js';
export type { RecordedAnswer, Recording } from '../replay/replayed.js';
export { isLoopback } from '../request-policy.js';
export { sampleDataset } from '../sample-dataset.js';
export { type MockServer, type MockServerOptions, type RequestLogEntry, startMockServer } from './http-server.js';
