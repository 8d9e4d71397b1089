/// <reference types="node" />
// Node only, as mock/server/http-server.ts: the delivery streams of the node:http server.
/**
 * The server's open delivery streams, each written only as fast as its client reads: what a
 * client leaves unread waits (the deliveries to replay as references, the live ones as text) up to
 * a number of bytes, past which the stream is closed. A device has a few streams at most.
 */

import type { ServerResponse } from 'node:http';
import { ArgumentError } from '../../errors/argument-error.js';
import { DeviceMap } from '../device-map.js';
import type { Delivery } from './delivery.js';

/** How much the server gives each delivery stream (`GET /_mock/push/{app}/{device}`). */
export interface DeliveryStreamLimits {
  /**
   * The most deliveries sent first to a client that connects with `Last-Event-ID`: the newest of
   * those after it. 100 by default ({@link DEFAULT_STREAM_LIMITS}).
   */
  readonly replay?: number;
  /**
   * The most bytes a stream may hold for a client that does not read them (Node's buffer and the
   * live deliveries waiting behind it). Past it the stream is closed. 1 MiB by default.
   */
  readonly bufferedBytes?: number;
  /** The most streams open per device: one more closes the device's oldest. 4 by default. */
  readonly perDevice?: number;
}

/** The limits of {@link DeliveryStreamLimits} when none are given. */
export const DEFAULT_STREAM_LIMITS = {
  replay: 100,
  bufferedBytes: 1024 * 1024,
  perDevice: 4,
} as const satisfies Required<DeliveryStreamLimits>;

/** An open delivery stream, as the server holds it. */
export interface DeliveryStreamState {
  readonly app: string;
  readonly device: string;
  /** Bytes it holds that the client has not taken: Node's buffer and the deliveries waiting. */
  readonly bufferedBytes: number;
  /** Deliveries written to it so far. */
  readonly written: number;
  /** Deliveries waiting for the client to read what was written before them. */
  readonly waiting: number;
}

const eventOf = (delivery: Delivery) =>
  `event: delivery\nid: ${delivery.sequence}\ndata: ${JSON.stringify(delivery)}\n\n`;

/** One stream: writes while the socket takes it, and waits for `drain` when it does not. */
class DeliveryStream {
  private replayed = 0;
  private readonly queue: string[] = [];
  private queuedBytes = 0;
  private blocked = false;
  written = 0;

  constructor(
    readonly app: string,
    readonly device: string,
    readonly response: ServerResponse,
    private readonly replay: readonly Delivery[],
    private readonly maxBytes: number,
  ) {
    response.on('drain', () => {
      this.blocked = false;
      this.flush();
    });
  }

  get state(): DeliveryStreamState {
    const { app, device, written } = this;
    const waiting = this.replay.length - this.replayed + this.queue.length;
    return { app, device, bufferedBytes: this.bufferedBytes, written, waiting };
  }

  /** Ended or destroyed: nothing more may be written (a write after the end would throw). */
  get closed(): boolean {
    return this.response.destroyed || this.response.writableEnded;
  }

  private get bufferedBytes(): number {
    return this.response.writableLength + this.queuedBytes;
  }

  /** Writes one piece of text, and notes whether the socket wants more before its `drain`. */
  private write(text: string): void {
    this.blocked = !this.response.write(text);
  }

  /** Writes what waits, oldest first, until the socket is full. */
  flush(): void {
    while (!this.blocked && !this.closed) {
      const replayed = this.replay[this.replayed];
      if (replayed !== undefined) {
        this.replayed++;
        this.written++;
        this.write(eventOf(replayed));
        continue;
      }
      const text = this.queue.shift();
      if (text === undefined) return;
      this.queuedBytes -= Buffer.byteLength(text);
      this.written++;
      this.write(text);
    }
  }

  /** Sends a live delivery, or keeps it behind what waits; closes the stream past its bytes. */
  deliver(delivery: Delivery): void {
    if (this.closed) return;
    const text = eventOf(delivery);
    this.queue.push(text);
    this.queuedBytes += Buffer.byteLength(text);
    this.flush();
    if (this.bufferedBytes > this.maxBytes) this.response.destroy();
  }

  /**
   * Ends the stream: at once when its client has left something unread, else after an end the
   * client can read (an `EventSource` then reconnects).
   */
  close(): void {
    if (this.blocked || this.queue.length > 0) this.response.destroy();
    else this.response.end();
  }

  /** A comment line, unless the stream is waiting for its client (then it is not idle). */
  comment(text: string): void {
    if (!this.blocked && this.queue.length === 0 && !this.closed) this.write(`: ${text}\n\n`);
  }
}

/** The server's open delivery streams, iterable as their responses (the server ends them on close). */
export class DeliveryStreams implements Iterable<ServerResponse> {
  private readonly open = new Set<DeliveryStream>();
  private readonly byDevice = new DeviceMap<DeliveryStream[]>();
  private readonly limits: Required<DeliveryStreamLimits>;

  constructor(limits: DeliveryStreamLimits = {}) {
    this.limits = { ...DEFAULT_STREAM_LIMITS, ...limits };
    for (const [name, value] of Object.entries(this.limits)) {
      if (!Number.isSafeInteger(value) || value < 1) {
        throw new ArgumentError(
          `streamLimits.${name}`,
          `streamLimits.${name}: expected a whole number of at least 1, found ${value}`,
        );
      }
    }
  }

  /** The newest deliveries to send first after `Last-Event-ID`, within the replay limit. */
  replayOf(outbox: readonly Delivery[], after: number): readonly Delivery[] {
    const since = outbox.filter(({ sequence }) => sequence > after);
    return since.slice(Math.max(0, since.length - this.limits.replay));
  }

  /**
   * Holds a stream whose head is written: writes `replay` as its client reads, then what
   * `deliver` is given. Over the device's limit, its oldest stream is closed. Returns the stream's
   * `deliver` and `comment`; the stream is let go when its response closes.
   */
  add(
    app: string,
    device: string,
    response: ServerResponse,
    replay: readonly Delivery[],
  ): Pick<DeliveryStream, 'deliver' | 'comment'> {
    const stream = new DeliveryStream(app, device, response, replay, this.limits.bufferedBytes);
    const siblings = this.byDevice.get(app, device) ?? [];
    siblings.push(stream);
    this.byDevice.set(app, device, siblings);
    this.open.add(stream);
    response.once('close', () => this.release(stream));
    const oldest = siblings[0];
    if (siblings.length > this.limits.perDevice && oldest !== undefined) {
      this.release(oldest);
      oldest.close();
    }
    stream.flush();
    return { deliver: (delivery) => stream.deliver(delivery), comment: (text) => stream.comment(text) };
  }

  /** Lets a stream go (again: nothing). */
  private release(stream: DeliveryStream): void {
    if (!this.open.delete(stream)) return;
    const siblings = this.byDevice.get(stream.app, stream.device) ?? [];
    siblings.splice(siblings.indexOf(stream), 1);
    if (siblings.length === 0) this.byDevice.delete(stream.app, stream.device);
  }

  /** The streams open now, oldest first (one closed is gone at once, not at its `close` event). */
  states(): readonly DeliveryStreamState[] {
    return [...this.open].filter((stream) => !stream.closed).map((stream) => stream.state);
  }

  *[Symbol.iterator](): Iterator<ServerResponse> {
    for (const stream of this.open) if (!stream.closed) yield stream.response;
  }
}
