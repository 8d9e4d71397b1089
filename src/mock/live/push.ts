/**
 * The push side of the mock: devices register their platform (and, for `closeGameCarrier`, a
 * carrier); a send delivers to every registered device whose groups, as its push call set them,
 * include the group, encoded for its platform. Deterministic: the same calls in the same order
 * give the same deliveries, byte for byte.
 */
import { parseGroup } from '../../push/groups.js';
import type { PushMessage } from '../../push/payload.js';
import { checkNotification } from './check-notification.js';
import { type Delivery, type DevicePlatform, type Encoded, encodeFor } from './delivery.js';
import { MockPushError } from './mock-push-error.js';

/** How a device registers. */
export interface DeviceRegistration {
  /** The payload format it receives. */
  readonly platform: DevicePlatform;
  /** Its mobile carrier: only a device with one receives `closeGameCarrier`. */
  readonly carrier?: string;
}

/** The push side of the mock service: registered devices, and what each received. */
export interface MockPush {
  /** Registers a device (again: its platform and carrier are replaced; what it received stays). */
  register(app: string, device: string, options: DeviceRegistration): void;
  /** Forgets a device: it receives nothing more. What it received stays in its outbox. */
  unregister(app: string, device: string): void;
  /**
   * Delivers a notification to every registered device whose groups (as its push call set them)
   * include `group`, in the order the devices registered; `closeGameCarrier` only to devices
   * registered with a carrier. Returns the deliveries (none when no device subscribed).
   *
   * @throws `GroupNameError` for a group the service does not have, {@link MockPushError} naming
   * the field of a notification that is not one of the catalog, and `EncodeError` or
   * `PayloadTooLargeError` when a platform's payload cannot carry it (then nothing is delivered).
   */
  send(notification: PushMessage, options: { readonly group: string }): readonly Delivery[];
  /** What a device received, oldest first. */
  outbox(app: string, device: string): readonly Delivery[];
  /**
   * Resolves with the next delivery to a device (one made after the call). Rejects with the
   * signal's reason when `signal` aborts.
   */
  nextDelivery(app: string, device: string, options?: { readonly signal?: AbortSignal }): Promise<Delivery>;
  /** Calls `listener` with every delivery, as it is made. Returns the function that stops it. */
  subscribe(listener: (delivery: Delivery) => void): () => void;
}

/** What the mock service needs of the push fan-out besides {@link MockPush}. */
export interface MockPushControl extends MockPush {
  /** Unregisters every device and empties every outbox; sequences start again at 1. */
  reset(): void;
}

/** Options of {@link createMockPush}. */
export interface MockPushOptions {
  /** The groups a device has set with the push call (`undefined`: none). */
  groupsOf(app: string, device: string): readonly string[] | undefined;
  /** The time a delivery is made, UTC milliseconds: the mock clock's; `Date.now` by default. */
  readonly now?: () => number;
}

interface Registered extends DeviceRegistration {
  readonly app: string;
  readonly device: string;
}

interface Waiter {
  resolve(delivery: Delivery): void;
  /** Removes the waiter's abort listener. */
  release(): void;
}

// `app` and `device` are any strings: a separator no URL path segment carries keeps them apart.
const keyOf = (app: string, device: string) => `${app}\u0000${device}`;

const PLATFORMS: readonly DevicePlatform[] = ['aps', 'data', 'toast'];

function checkRegistration({ platform, carrier }: DeviceRegistration): void {
  if (!PLATFORMS.includes(platform)) {
    throw new MockPushError('platform', `expected aps, data or toast, found ${JSON.stringify(platform)}`);
  }
  if (carrier !== undefined && (typeof carrier !== 'string' || carrier === '')) {
    throw new MockPushError('carrier', 'expected a non-empty string');
  }
}

/** Creates the push fan-out of a mock service. */
export function createMockPush({ groupsOf, now = Date.now }: MockPushOptions): MockPushControl {
  const devices = new Map<string, Registered>();
  const outboxes = new Map<string, Delivery[]>();
  const waiters = new Map<string, Set<Waiter>>();
  const listeners = new Set<(delivery: Delivery) => void>();
  let sequence = 0;

  const deliver = (delivery: Delivery) => {
    const key = keyOf(delivery.app, delivery.device);
    const outbox = outboxes.get(key) ?? [];
    outboxes.set(key, outbox);
    outbox.push(delivery);
    const waiting = waiters.get(key);
    if (waiting !== undefined) {
      waiters.delete(key);
      for (const waiter of waiting) {
        waiter.release();
        waiter.resolve(delivery);
      }
    }
    for (const listener of [...listeners]) listener(delivery);
  };

  return {
    register(app, device, registration) {
      checkRegistration(registration);
      const { platform, carrier } = registration;
      devices.set(keyOf(app, device), { app, device, platform, ...(carrier !== undefined && { carrier }) });
    },
    unregister(app, device) {
      devices.delete(keyOf(app, device));
    },
    send(notification, { group }) {
      parseGroup(group);
      checkNotification(notification);
      const carrierOnly = group === 'closeGameCarrier';
      const recipients = [...devices.values()].filter(
        ({ app, device, carrier }) =>
          (!carrierOnly || carrier !== undefined) && (groupsOf(app, device)?.includes(group) ?? false),
      );
      // Every payload is built before anything is delivered: a platform that cannot carry the
      // notification fails the send as a whole.
      const encoded = new Map<DevicePlatform, Encoded>();
      for (const { platform } of recipients) {
        if (!encoded.has(platform)) encoded.set(platform, encodeFor(platform, notification));
      }
      const at = now();
      const deliveries = recipients.map(
        ({ app, device, platform }): Delivery =>
          Object.freeze({
            app,
            device,
            platform,
            group,
            at,
            sequence: ++sequence,
            ...(encoded.get(platform) as Encoded),
          }),
      );
      for (const delivery of deliveries) deliver(delivery);
      return deliveries;
    },
    outbox: (app, device) => [...(outboxes.get(keyOf(app, device)) ?? [])],
    nextDelivery(app, device, { signal } = {}) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      const key = keyOf(app, device);
      return new Promise<Delivery>((resolve, reject) => {
        const aborted = () => {
          waiters.get(key)?.delete(waiter);
          reject(signal?.reason);
        };
        const waiter: Waiter = { resolve, release: () => signal?.removeEventListener('abort', aborted) };
        signal?.addEventListener('abort', aborted, { once: true });
        const waiting = waiters.get(key) ?? new Set();
        waiters.set(key, waiting);
        waiting.add(waiter);
      });
    },
    subscribe(listener) {
      // A wrapper of its own, so that one function subscribed twice is two subscriptions.
      const own = (delivery: Delivery) => listener(delivery);
      listeners.add(own);
      return () => void listeners.delete(own);
    },
    reset() {
      devices.clear();
      outboxes.clear();
      sequence = 0;
    },
  };
}
