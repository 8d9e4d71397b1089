/**
 * A device's outbox: the newest deliveries it received, in a ring of parallel arrays. Keeping one
 * costs no object per delivery: a send is written once for all its recipients ({@link Sent}), and
 * a {@link Delivery} (with its vendor request) is written only when something reads it, then kept
 * so that it reads the same. An object per delivery, long-lived enough to outlast the young
 * generation, is what grew a season's memory (issue 37, finding 13).
 */
import type { PushMessage } from '../../push/payload.js';
import { vendorRequests } from '../../push/send/requests.js';
import type { Delivery, DevicePlatform, Encoded } from './delivery.js';

/** One send, shared by its deliveries: what each is written from. */
export interface Sent {
  /** The notification as sent (a copy the caller cannot change). */
  readonly notification: PushMessage;
  readonly group: string;
  readonly at: number;
  /** The payload and its decoding, per platform of its recipients. */
  readonly encoded: ReadonlyMap<DevicePlatform, Encoded>;
}

/** The newest `capacity` deliveries to one device, oldest first. */
export class Outbox {
  private readonly sends: Sent[] = [];
  private readonly platforms: DevicePlatform[] = [];
  private readonly sequences: number[] = [];
  /** The deliveries written so far (read, or heard as they were made). */
  private readonly written: (Delivery | undefined)[] = [];
  /** Where the next delivery goes, once the ring is full. */
  private next = 0;

  constructor(
    readonly app: string,
    readonly device: string,
    private readonly capacity: number,
  ) {}

  /** Keeps a delivery of `sent` on `platform`, forgetting the oldest past the capacity; returns its slot. */
  add(sent: Sent, platform: DevicePlatform, sequence: number): number {
    const slot = this.sends.length < this.capacity ? this.sends.length : this.next;
    this.next = (slot + 1) % this.capacity;
    this.sends[slot] = sent;
    this.platforms[slot] = platform;
    this.sequences[slot] = sequence;
    this.written[slot] = undefined;
    return slot;
  }

  /** The delivery in `slot`, written at its first read. */
  at(slot: number): Delivery {
    const kept = this.written[slot];
    if (kept !== undefined) return kept;
    const { app, device } = this;
    const { notification, group, at, encoded } = this.sends[slot] as Sent;
    const platform = this.platforms[slot] as DevicePlatform;
    const delivery: Delivery = Object.freeze({
      app,
      device,
      platform,
      group,
      at,
      sequence: this.sequences[slot] as number,
      ...(encoded.get(platform) as Encoded),
      request: vendorRequests[platform](notification, { app, device, at }),
    });
    this.written[slot] = delivery;
    return delivery;
  }

  /** Every delivery kept, oldest first. */
  list(): Delivery[] {
    const { length } = this.sends;
    const oldest = length < this.capacity ? 0 : this.next;
    return Array.from({ length }, (_, index) => this.at((oldest + index) % length));
  }
}
