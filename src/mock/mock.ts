/**
 * The mock as tests drive it (the fake of the service; `MockService` is its public name): the engine over a dataset that a test may replace or
 * extend, with failures and latency injected per resource. Both the msw handlers and the
 * `node:http` server serve through it.
 */

import { ArgumentError } from '../errors/argument-error.js';
import type { League } from '../league/league.js';
import { createDataset } from '../league/records/dataset.js';
import type { ResourceName } from '../resources/resource-table.js';
import type { Route } from '../resources/router.js';
import { TRANSIENT_STATUSES } from '../resources/transient-statuses.js';
import { DeviceMap, type ReadonlyDeviceMap } from './device-map.js';
import { withoutBody } from './engine/error-answers.js';
import { createEngine, type Engine, type MockDataset, type MockRequest, type MockResponse } from './engine/index.js';
import { latitudeOf } from './latitude/latitude.js';
import type { MockLatitude } from './latitude/options.js';
import { createClock, type MockClock, type Moment } from './live/clock.js';
import type { Delivery } from './live/delivery.js';
import { playOut } from './live/play-out.js';
import { createMockPush, type MockPush, type MockPushLimits, pushLimitsOf } from './live/push.js';
import { createFactories, type RecordFactories } from './make/index.js';
import { createOverrides, type OverrideHandler } from './overrides.js';
import { type Recording, replayedOf } from './replay/replayed.js';

/**
 * A failure to inject: answer `status` with
 * `{ error: 'INJECTED_FAILURE', message: 'Injected 503 for games' }`, `count` times (the push
 * call's with no body and the message in its `x-huddle-reason` header, as all its answers).
 */
export interface InjectedFailure {
  /** The status to answer; 503 by default. */
  readonly status?: number;
  /**
   * How many requests fail before the resource answers again. By default, as many as one call
   * of a default huddle client makes: 3 for a status the client retries (408, 429, 500, 502, 503,
   * 504: the first attempt and its 2 retries), 1 for any other. So the next call fails with the
   * `HttpError` and the call after it succeeds. A client with other retries (`retry: 0` is usual
   * in tests) sees `count` calls fail, or gets through when its retries outnumber `count`.
   */
  readonly count?: number;
  /** Milliseconds to wait before failing. */
  readonly delay?: number;
}

/** Options of a mock. */
export interface MockServiceOptions {
  /** Where the query endpoints are (`{baseUrl}/games`). */
  readonly baseUrl: string;
  /** Where the push call is; `baseUrl` by default. */
  readonly pushBaseUrl?: string;
  /**
   * The records to serve. By default the season `huddle mock` serves: `createDataset()` of
   * `huddle/league` (seed 1, one season, every game final), built at the first request. For
   * the small pinned sample (one game, two teams), pass `sampleDataset()`.
   */
  readonly dataset?: MockDataset;
  /** Milliseconds every answer waits. */
  readonly latency?: number;
  /**
   * A league to play out on the mock's clock (`createLeague()` from `huddle/league`), instead of
   * `dataset`: every query answers as of the clock (scores, game states, drives so far, standings
   * after finals), and each move of the clock forward sends the notifications of what happened in
   * between to the devices whose groups take them (see docs/mock.md, "Live games and push").
   */
  readonly league?: Pick<League, 'at' | 'events' | 'start'>;
  /**
   * Where the clock starts: a moment (`Date`, UTC milliseconds, or a timestamp). By default one
   * millisecond before the league's first event of its first day (so the first move plays its
   * kickoff), or the moment the mock is created when it has no league.
   */
  readonly clock?: Moment;
  /**
   * How many deliveries each outbox keeps and how many devices are kept (100 and 1,000 by
   * default: `DEFAULT_PUSH_LIMITS`), so that a mock left running stays within bounds.
   */
  readonly pushLimits?: MockPushLimits;
  /**
   * A recording to serve, instead of `dataset` or `league` (`loadRecording(dir)` of
   * `huddle/server`, made by `startMockProxy({ record })` or `huddle mock --proxy URL --record
   * DIR`): a request recorded gets its recorded answer byte for byte; any other query is
   * answered by the engine over the recorded records. Injected failures, latency and `on`
   * handlers come first, as for any answer.
   */
  readonly recording?: Recording;
  /**
   * Serve the forms the spec leaves open (docs/mock.md, "Serving the spec's latitude"): pagers
   * `{}` or with null members, nulls where the spec's tables say a value is nullable, and
   * timestamps in each offset form, at the same instant. `true` turns every variation on with
   * seed 1; `{ seed, pagers, nulls, timestamps, compactOffsets }` picks. Deterministic: the same
   * request over the same records gets the same answer. Values are varied before `s` is applied,
   * so every record answered still matches the query. `false` (the default) answers as always.
   * Recorded answers (`recording`) and answers an `on` handler gives as is are never varied.
   */
  readonly latitude?: MockLatitude;
}

/** The mock: the fake of the service. */
export interface MockService {
  /** Answers a request, after any injected latency or failure. */
  serve(request: MockRequest): Promise<MockResponse>;
  /** The records served now (with a league, as of the clock). */
  readonly dataset: MockDataset;
  /**
   * The mock's clock: deliveries carry its time, and with a league every answer is as of it.
   * It moves only when told: `clock.set(moment)`, `clock.advance('15m')`.
   */
  readonly clock: MockClock;
  /**
   * The groups each device has set, by app and device: the {@link MockPushLimits.devices} whose
   * groups were set most recently.
   */
  readonly devices: ReadonlyDeviceMap<readonly string[]>;
  /** The endpoint a URL addresses, or `null` when it is none of the service's. */
  routeOf(url: URL): Route | null;
  /** The groups a device has set, or `undefined` when it never set any. */
  groupsOf(appName: string, deviceId: string): readonly string[] | undefined;
  /** Serves these records instead, for the resources given. */
  replace(records: Partial<MockDataset>): void;
  /** Serves these records too, after the others. */
  extend(records: Partial<MockDataset>): void;
  /** Makes the next requests to a resource (or to the push call, `'push'`) fail. */
  fail(resource: ResourceName | 'push', failure?: InjectedFailure): void;
  /** Makes every answer wait this many milliseconds. */
  setLatency(milliseconds: number): void;
  /**
   * Serves the spec's latitude from now on (`true`, `{ seed, … }`), or stops (`false`): the
   * {@link MockServiceOptions.latitude} option, switched at run time; `reset()` restores the option.
   *
   * @throws `ArgumentError` naming a member of the object form that is not an option or not of its type.
   */
  setLatitude(latitude: MockLatitude): void;
  /**
   * Answers a resource's requests with a handler first: it returns records (served as if they
   * were the resource's dataset: `s` filters, sorts and pages them, `fs` projects them, in the
   * resource's envelope), an answer as is (`{ status, body }`), or `undefined` to leave the
   * request to the handlers added before it, then to the dataset. Returns the handler's removal.
   *
   * @example
   * mock.on('games', ({ query }) => (query.take === 1 ? [mock.make.games({ homeTeam: { abbr: 'DET' } })] : undefined));
   */
  on<Name extends ResourceName>(resource: Name, handler: OverrideHandler<Name>): () => void;
  /**
   * A factory of records of each resource (`make.games({ … })`), consistent with the dataset
   * served: every field filled, a new id, teams and seasons that exist in it, points that add up.
   */
  readonly make: RecordFactories;
  /** The push side: devices registered with a platform, sends to groups, and what each device received. */
  readonly push: MockPush;
  /** What a device received, oldest first (`push.outbox`). */
  outbox(app: string, device: string): readonly Delivery[];
  /** The next delivery to a device (`push.nextDelivery`). */
  nextDelivery(app: string, device: string, options?: { readonly signal?: AbortSignal }): Promise<Delivery>;
  /**
   * Back to the dataset, latency, latitude, devices and clock it started with, with no failures or handlers
   * pending and no push registrations or deliveries.
   */
  reset(): void;
}

const wait = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * Creates a mock.
 *
 * @throws `ArgumentError` naming a `pushLimits` entry that is not a whole number of at least 1, or
 * for a `recording` given with a `dataset` or `league`.
 */
export function createMockService(options: MockServiceOptions): MockService {
  const { league, recording } = options;
  if (recording !== undefined && (options.dataset !== undefined || league !== undefined)) {
    throw new ArgumentError('recording', 'recording: serve a recording, or a dataset or league, not both');
  }
  const replayed = recording === undefined ? null : replayedOf(recording);
  let latitude = latitudeOf(options.latitude);
  // The default season is built at first use: a mock that is never asked costs nothing.
  let initial: MockDataset | undefined = options.dataset ?? recording?.records;
  const initialDataset = (): MockDataset => {
    initial ??= createDataset() as unknown as MockDataset;
    return initial;
  };
  const start = options.clock ?? (league === undefined ? Date.now() : league.start - 1);
  const clock = createClock(start);
  let latency = options.latency ?? 0;
  const limits = pushLimitsOf(options.pushLimits);
  const maxDevices = limits.devices;
  let devices = new DeviceMap<readonly string[]>(maxDevices);
  const failures = new Map<string, Required<InjectedFailure>>();
  // What replace() and extend() changed, applied again over the league's records at each moment.
  let replaced: Partial<MockDataset> = {};
  let extended: Partial<Record<ResourceName, readonly object[]>> = {};
  const view = (): MockDataset => {
    const records: Record<string, readonly object[]> = {
      ...(league === undefined ? initialDataset() : (league.at(clock.now()) as unknown as MockDataset)),
      ...replaced,
    };
    for (const [name, added] of Object.entries(extended)) records[name] = [...(records[name] ?? []), ...(added ?? [])];
    return records as MockDataset;
  };
  /** The records as served (varied by the latitude, if any), and as they are (for `make`'s templates). */
  type Built = {
    readonly dataset: MockDataset;
    readonly plain: MockDataset;
    readonly engine: Engine;
    readonly at: number;
  };
  let built: Built | null = null;
  const refresh = (): Built => {
    const plain = view();
    const dataset = latitude === null ? plain : latitude.dataset(plain);
    const engine = createEngine({
      dataset,
      baseUrl: options.baseUrl,
      devices,
      ...(options.pushBaseUrl !== undefined && { pushBaseUrl: options.pushBaseUrl }),
    });
    built = { dataset, plain, engine, at: clock.now() };
    return built;
  };
  // A dataset or league given is checked now; the default season waits for its first request.
  if (initial !== undefined || league !== undefined) refresh();
  /** The records and engine: built on first use and, with a league, again when the clock has moved. */
  const current = (): Built =>
    built === null || (league !== undefined && built.at !== clock.now()) ? refresh() : built;
  const overrides = createOverrides();
  let deliveringAt: number | null = null;
  const groupsOf = (appName: string, deviceId: string) => devices.get(appName, deviceId);
  const push = createMockPush({
    groupsOf,
    now: () => deliveringAt ?? clock.now(),
    limits,
  });
  if (league !== undefined) {
    playOut(league, clock, push, (at) => {
      deliveringAt = at;
    });
  }

  const mock: MockService = {
    get dataset() {
      return current().dataset;
    },
    clock,
    get devices() {
      return devices;
    },
    routeOf: (url) => current().engine.routeOf(url),
    groupsOf,
    push,
    outbox: (app, device) => push.outbox(app, device),
    nextDelivery: (app, device, waitOptions) => push.nextDelivery(app, device, waitOptions),
    replace(records) {
      replaced = { ...replaced, ...records };
      for (const name of Object.keys(records)) delete extended[name as ResourceName];
      refresh();
    },
    extend(records) {
      const next = { ...extended };
      for (const [name, added] of Object.entries(records) as [ResourceName, readonly object[]][]) {
        next[name] = [...(next[name] ?? []), ...added];
      }
      extended = next;
      refresh();
    },
    fail(resource, { status = 503, count = TRANSIENT_STATUSES.has(status) ? 3 : 1, delay = 0 } = {}) {
      failures.set(resource, { status, count, delay });
    },
    setLatency(milliseconds) {
      latency = milliseconds;
    },
    setLatitude(option) {
      latitude = latitudeOf(option);
      built = null; // rebuilt, varied or not, at the next use
    },
    on: (resource, handler) => overrides.on(resource, handler),
    get make() {
      return factories.make;
    },
    reset() {
      latency = options.latency ?? 0;
      latitude = latitudeOf(options.latitude);
      devices = new DeviceMap(maxDevices);
      failures.clear();
      overrides.clear();
      factories.restart();
      // The clock first: what a move forward to the start sends goes with the deliveries reset.
      clock.set(start);
      push.reset();
      replaced = {};
      extended = {};
      built = null; // rebuilt at the next use
    },
    async serve(request) {
      if (latency > 0) await wait(latency);
      const { engine } = current();
      const route = engine.routeOf(request.url);
      const target =
        route === null
          ? null
          : route.kind === 'push'
            ? 'push'
            : route.kind === 'malformed'
              ? route.target
              : route.resource;
      const failure = target === null ? undefined : failures.get(target);
      if (target !== null && failure !== undefined) {
        if (failure.count <= 1) failures.delete(target);
        else failures.set(target, { ...failure, count: failure.count - 1 });
        if (failure.delay > 0) await wait(failure.delay);
        const injected = {
          status: failure.status,
          body: { error: 'INJECTED_FAILURE', message: `Injected ${failure.status} for ${target}` },
        };
        // The push call's answers have no body: its reason goes in the x-huddle-reason header.
        return target === 'push' ? withoutBody(injected) : injected;
      }
      const overridden = route === null ? undefined : await overrides.answer(request, route, options.baseUrl, latitude);
      const answer = overridden ?? replayed?.answerOf(request.method, request.url);
      if (answer !== undefined) return answer;
      const answered = engine.answer(request);
      return latitude?.answer(route, answered, request.url) ?? answered;
    },
  };
  // Made records start from the records as they are: a template with the latitude's nulls would not add up.
  const factories = createFactories({
    get dataset() {
      return current().plain;
    },
  });
  return mock;
}
