/** `wnsRequest`: the headers and toast XML of a WNS request for a notification, written without an XML parser. */
import { encodeToast } from '../codecs/toast-encode.js';
import type { EncodeOptions, PushMessage } from '../payload.js';
import { carry, checkOptions, type Delivery } from './delivery.js';

/** The headers of a WNS request. */
export interface WnsHeaders {
  readonly 'Content-Type': 'text/xml';
  readonly 'X-WNS-Type': 'wns/toast';
  /** How long WNS keeps it for an offline device, in seconds. */
  readonly 'X-WNS-TTL'?: string;
  /** A later toast with the same tag (and group) replaces it. */
  readonly 'X-WNS-Tag'?: string;
  readonly 'X-WNS-Group'?: string;
}

/** A WNS request: POST `body` to the device's channel URI with these headers (and the access token). */
export interface WnsRequest {
  readonly headers: WnsHeaders;
  /** The spec's toast XML (ToastText02), held to WNS's 5000 bytes. */
  readonly body: string;
}

/** The options of `wnsRequest`: the delivery and truncation. */
export interface WnsOptions extends Delivery, EncodeOptions {}

/**
 * The WNS request of a notification: `X-WNS-Type: wns/toast`, the toast XML the toast codec
 * writes, and the delivery options WNS carries (`ttl` as `X-WNS-TTL`, `collapseKey` as
 * `X-WNS-Tag`, `threadId` as `X-WNS-Group`). Loads no XML parser: `decode` of `huddle/push/toast`
 * reads the body back.
 *
 * @throws `DeliveryError` for an option a WNS toast cannot carry (`badge`, `background`, …);
 *   `EncodeError` or `PayloadTooLargeError` as the toast codec.
 * @example
 * ```ts
 * const { headers, body } = wnsRequest({ message: 'Final: NE 24, NYJ 17' }, { ttl: 3600, collapseKey: 'game-0042' });
 * ```
 */
export function wnsRequest(message: PushMessage, options: WnsOptions = {}): WnsRequest {
  checkOptions('wns', options);
  const { wns } = carry('wns', options, ['truncate'], 0);
  const body = encodeToast(message, { truncate: options.truncate === true });
  return { headers: { 'Content-Type': 'text/xml', 'X-WNS-Type': 'wns/toast', ...wns.headers }, body };
}
