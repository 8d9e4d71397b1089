/**
 * What the mock keeps per device, keyed by the pair (app, device) itself: an app map of device
 * maps, never one string joining the two, so no pair can pass for another (`a/b` + `c` is not
 * `a` + `b/c`, and no separator character is special).
 */
import { ArgumentError } from '../errors/argument-error.js';

/** A read-only view of a {@link DeviceMap}. */
export interface ReadonlyDeviceMap<V> {
  /** How many devices it holds. */
  readonly size: number;
  /** The value of a device, or `undefined` when it holds none. */
  get(app: string, device: string): V | undefined;
  /** Every device and its value, least recently set first. */
  entries(): IterableIterator<readonly [app: string, device: string, value: V]>;
}

interface Slot<V> {
  readonly app: string;
  readonly device: string;
  value: V;
}

/**
 * Values by device, keeping at most `capacity` devices: setting one more forgets the device least
 * recently set. Setting a device again makes it the most recent; reading it does not. Counting
 * sets, never time, keeps the mock deterministic.
 */
export class DeviceMap<V> implements ReadonlyDeviceMap<V> {
  private readonly apps = new Map<string, Map<string, Slot<V>>>();
  /** Every slot, least recently set first. */
  private readonly order = new Set<Slot<V>>();

  constructor(
    /** The most devices kept; unbounded by default. */
    readonly capacity = Number.POSITIVE_INFINITY,
    /** Told of each device forgotten to make room (not of `delete` or `clear`). */
    private readonly evicted?: (app: string, device: string, value: V) => void,
  ) {
    if (!(capacity >= 1)) throw new ArgumentError('capacity', `capacity: expected at least 1, found ${capacity}`);
  }

  get size(): number {
    return this.order.size;
  }

  get(app: string, device: string): V | undefined {
    return this.apps.get(app)?.get(device)?.value;
  }

  /** Sets a device's value and makes it the most recently set; forgets the least recent one over capacity. */
  set(app: string, device: string, value: V): void {
    let devices = this.apps.get(app);
    if (devices === undefined) {
      devices = new Map();
      this.apps.set(app, devices);
    }
    const slot = devices.get(device);
    if (slot !== undefined) {
      slot.value = value;
      this.order.delete(slot);
      this.order.add(slot);
      return;
    }
    const added = { app, device, value };
    devices.set(device, added);
    this.order.add(added);
    if (this.order.size <= this.capacity) return;
    const oldest = this.order.values().next().value as Slot<V>;
    this.delete(oldest.app, oldest.device);
    this.evicted?.(oldest.app, oldest.device, oldest.value);
  }

  /** Forgets a device; `false` when it held none. */
  delete(app: string, device: string): boolean {
    const devices = this.apps.get(app);
    const slot = devices?.get(device);
    if (devices === undefined || slot === undefined) return false;
    devices.delete(device);
    if (devices.size === 0) this.apps.delete(app);
    this.order.delete(slot);
    return true;
  }

  clear(): void {
    this.apps.clear();
    this.order.clear();
  }

  *entries(): IterableIterator<readonly [app: string, device: string, value: V]> {
    for (const { app, device, value } of this.order) yield [app, device, value];
  }
}
