/**
 * The push side of the mock: devices register their platform (and, for `closeGameCarrier`, a
 * carrier); a send delivers to every registered device whose groups, as its push call set them,
 * include the group, encoded for its platform. Deterministic: the same calls in the same order
 * give the same deliveries, byte for byte.
 */
import { ArgumentError } from '../../errors/argument-error.js';
import { groupKinds, parseGroup } from '../../push/groups.js';
import type { PushMessage } from '../../push/payload.js';
import { isPushPlatform, platformsInWords } from '../../push/platform-list.js';
import { vendorRequests } from '../../push/send/requests.js';
import { DeviceMap } from '../device-map.js';
import { MockPushError } from '../errors/mock-push-error.js';
import { checkNotification } from './check-notification.js';
import { type Delivery, type DevicePlatform, type Encoded, encodeFor } from './delivery.js';
import { Outbox, type Sent } from './outbox.js';

/** How a device registers. */
export interface DeviceRegistration {
  /** The payload format it receives. */
  readonly platform: DevicePlatform;
  /** Its mobile carrier: only a device with one receives `closeGameCarrier`. */
  readonly carrier?: string;
}

/** The push side of the mock service: registered devices, and what each received. */
export interface MockPush {
  /**
   * Registers a device (again: its platform and carrier are replaced, what it received stays, and
   * it becomes the most recently registered). Past {@link MockPushLimits.devices}, the device
   * least recently registered is forgotten, outbox and all.
   */
  register(app: string, device: string, options: DeviceRegistration): void;
  /** Forgets a device: it receives nothing more. What it received stays in its outbox. */
  unregister(app: string, device: string): void;
  /**
   * Delivers a notification to every registered device whose groups (as its push call set them)
   * include `group`, least recently registered first; `closeGameCarrier` only to devices
   * registered with a carrier. Returns the deliveries (none when no device subscribed).
   *
   * @throws `GroupNameError` for a group the service does not have, {@link MockPushError} naming
   * the field of a notification that is not one of the catalog, and `EncodeError` or
   * `PayloadTooLargeError` when a platform's payload cannot carry it (then nothing is delivered).
   */
  send(notification: PushMessage, options: { readonly group: string }): readonly Delivery[];
  /** What a device received, oldest first: the newest {@link MockPushLimits.outbox} (100 by default). */
  outbox(app: string, device: string): readonly Delivery[];
  /**
   * Resolves with the next delivery to a device (one made after the call). Rejects with the
   * signal's reason when `signal` aborts.
   */
  nextDelivery(app: string, device: string, options?: { readonly signal?: AbortSignal }): Promise<Delivery>;
  /** Calls `listener` with every delivery, as it is made. Returns the function that stops it. */
  subscribe(listener: (delivery: Delivery) => void): () => void;
  /**
   * Calls `listener` with every delivery to one device, as it is made. Returns the function that
   * stops it. Unlike {@link subscribe}, it writes out no delivery to another device.
   */
  subscribeDevice(app: string, device: string, listener: (delivery: Delivery) => void): () => void;
}

/** What the mock service needs of the push fan-out besides {@link MockPush}. */
export interface MockPushControl extends MockPush {
  /**
   * Delivers as {@link MockPush.send} does, but returns nothing: a delivery is written out in full
   * only when something reads it (its outbox, a waiter, a subscriber), so a league played out to
   * devices nobody reads costs only what the outboxes keep.
   */
  post(notification: PushMessage, options: { readonly group: string }): void;
  /** Unregisters every device and empties every outbox; sequences start again at 1. */
  reset(): void;
}

/** How much the push side keeps, so that a long-running mock's memory stays bounded. */
export interface MockPushLimits {
  /**
   * The most deliveries an outbox keeps: the newest, the oldest going first. 100 by default
   * ({@link DEFAULT_PUSH_LIMITS}), what a delivery stream replays at most; a device taking every
   * group of a 32-team league receives some 5,000 in a season.
   */
  readonly outbox?: number;
  /**
   * The most devices kept (registered, or holding an outbox), and the most devices whose groups
   * are kept: 1,000 by default. One more forgets the device least recently registered (or whose
   * groups were least recently set), with its outbox. Counted, never timed, so the mock stays
   * deterministic.
   */
  readonly devices?: number;
}

/** The limits of {@link MockPushLimits} when none are given. */
export const DEFAULT_PUSH_LIMITS = { outbox: 100, devices: 1_000 } as const satisfies Required<MockPushLimits>;

/**
 * The limits given, each checked, with the defaults for those not given.
 *
 * @throws `ArgumentError` naming a limit that is not a whole number of at least 1.
 */
export function pushLimitsOf(limits: MockPushLimits = {}): Required<MockPushLimits> {
  const filled = { ...DEFAULT_PUSH_LIMITS, ...limits };
  for (const [name, value] of Object.entries(filled)) {
    if (!Number.isSafeInteger(value) || value < 1) {
      throw new ArgumentError(
        `pushLimits.${name}`,
        `pushLimits.${name}: expected a whole number of at least 1, found ${value}`,
      );
    }
  }
  return filled;
}

/** Options of {@link createMockPush}. */
export interface MockPushOptions {
  /** The groups a device has set with the push call (`undefined`: none). */
  groupsOf(app: string, device: string): readonly string[] | undefined;
  /** The time a delivery is made, UTC milliseconds: the mock clock's; `Date.now` by default. */
  readonly now?: () => number;
  /** How much it keeps; {@link DEFAULT_PUSH_LIMITS} by default. */
  readonly limits?: MockPushLimits;
}

/** A device as the push side holds it: its registration (none once unregistered) and its outbox. */
interface DeviceState {
  registration: DeviceRegistration | null;
  /** What it received: the newest `limits.outbox` only. */
  readonly outbox: Outbox;
}

interface Waiter {
  resolve(delivery: Delivery): void;
  /** Removes the waiter's abort listener. */
  release(): void;
}

function checkRegistration({ platform, carrier }: DeviceRegistration): void {
  if (!isPushPlatform(platform)) {
    throw new MockPushError('platform', `expected ${platformsInWords()}, found ${JSON.stringify(platform)}`);
  }
  if (carrier !== undefined && (typeof carrier !== 'string' || carrier === '')) {
    throw new MockPushError('carrier', 'expected a non-empty string');
  }
}

/** Creates the push fan-out of a mock service. */
export function createMockPush({ groupsOf, now = Date.now, limits }: MockPushOptions): MockPushControl {
  const { outbox: maxOutbox, devices: maxDevices } = pushLimitsOf(limits);
  const devices = new DeviceMap<DeviceState>(maxDevices);
  const waiters = new DeviceMap<Set<Waiter>>();
  const listeners = new Set<(delivery: Delivery) => void>();
  const deviceListeners = new DeviceMap<Set<(delivery: Delivery) => void>>();
  let sequence = 0;

  const deliver = (outbox: Outbox, slot: number, heard: Delivery[] | null) => {
    const { app, device } = outbox;
    const waiting = waiters.get(app, device);
    if (waiting !== undefined) {
      waiters.delete(app, device);
      for (const waiter of waiting) {
        waiter.release();
        waiter.resolve(outbox.at(slot));
      }
    }
    for (const listener of [...listeners, ...(deviceListeners.get(app, device) ?? [])]) listener(outbox.at(slot));
    heard?.push(outbox.at(slot));
  };

  /**
   * Delivers `notification` to every device of `group`, and pushes onto `heard` (when given) each
   * delivery, written out.
   */
  const fanOut = (notification: PushMessage, group: string, heard: Delivery[] | null) => {
    const carrierOnly = 'carrierOnly' in groupKinds[parseGroup(group).kind];
    checkNotification(notification);
    const recipients: DeviceState[] = [];
    for (const [app, device, state] of devices.entries()) {
      const { registration } = state;
      if (registration === null || (carrierOnly && registration.carrier === undefined)) continue;
      if (groupsOf(app, device)?.includes(group)) recipients.push(state);
    }
    // Every payload is built before anything is delivered, and a vendor request written for each
    // platform and app: a platform or app that cannot carry the notification fails the send as a
    // whole. The other requests are written when read (each device's differs only in its address).
    const at = now();
    const encoded = new Map<DevicePlatform, Encoded>();
    const written = new DeviceMap<true>();
    for (const { outbox, registration } of recipients) {
      const { platform } = registration as DeviceRegistration;
      if (!encoded.has(platform)) encoded.set(platform, encodeFor(platform, notification));
      if (written.get(platform, outbox.app) === undefined) {
        vendorRequests[platform](notification, { app: outbox.app, device: outbox.device, at });
        written.set(platform, outbox.app, true);
      }
    }
    // A copy: a caller changing the notification after the send changes no request written later.
    const sent: Sent = { notification: structuredClone(notification), group, at, encoded };
    for (const { outbox, registration } of recipients) {
      deliver(outbox, outbox.add(sent, (registration as DeviceRegistration).platform, ++sequence), heard);
    }
  };

  return {
    register(app, device, registration) {
      checkRegistration(registration);
      const { platform, carrier } = registration;
      const outbox = devices.get(app, device)?.outbox ?? new Outbox(app, device, maxOutbox);
      devices.set(app, device, { registration: { platform, ...(carrier !== undefined && { carrier }) }, outbox });
    },
    unregister(app, device) {
      const state = devices.get(app, device);
      if (state !== undefined) state.registration = null;
    },
    send(notification, { group }) {
      const heard: Delivery[] = [];
      fanOut(notification, group, heard);
      return heard;
    },
    post(notification, { group }) {
      fanOut(notification, group, null);
    },
    outbox: (app, device) => devices.get(app, device)?.outbox.list() ?? [],
    nextDelivery(app, device, { signal } = {}) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      return new Promise<Delivery>((resolve, reject) => {
        const aborted = () => {
          waiters.get(app, device)?.delete(waiter);
          reject(signal?.reason);
        };
        const waiter: Waiter = { resolve, release: () => signal?.removeEventListener('abort', aborted) };
        signal?.addEventListener('abort', aborted, { once: true });
        const waiting = waiters.get(app, device) ?? new Set();
        waiters.set(app, device, waiting);
        waiting.add(waiter);
      });
    },
    subscribe(listener) {
      // A wrapper of its own, so that one function subscribed twice is two subscriptions.
      const own = (delivery: Delivery) => listener(delivery);
      listeners.add(own);
      return () => void listeners.delete(own);
    },
    subscribeDevice(app, device, listener) {
      const own = (delivery: Delivery) => listener(delivery);
      const heard = deviceListeners.get(app, device) ?? new Set();
      deviceListeners.set(app, device, heard);
      heard.add(own);
      return () => {
        heard.delete(own);
        if (heard.size === 0 && deviceListeners.get(app, device) === heard) deviceListeners.delete(app, device);
      };
    },
    reset() {
      devices.clear();
      sequence = 0;
    },
  };
}
