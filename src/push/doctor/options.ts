/** The delivery options the vendors take (headers, TTLs), where a payload gives them, and the values each accepts. */
import { isRecord } from '../../untyped-values.js';
import type { Sent } from './sent.js';
import { apnsParts, fcmMessage } from './views.js';

/**
 * The delivery options each vendor takes, and the values it accepts: APNs's headers (Apple,
 * "Sending notification requests to APNs"), FCM's Android TTL (a protobuf Duration: seconds, then
 * `s`) and web push headers (RFC 8030), WNS's TTL (seconds).
 */
export const OPTION_RULES = [
  [
    'apns',
    'apns-push-type',
    /^(alert|background|location|voip|complication|fileprovider|mdm|liveactivity|pushtotalk|widgets)$/,
    "alert or background (or another push type of Apple's)",
  ],
  ['apns', 'apns-priority', /^(1|5|10)$/, '10, 5 or 1'],
  ['apns', 'apns-expiration', /^\d+$/, 'a UNIX time in seconds, or 0'],
  ['android', 'ttl', /^\d+(\.\d{1,9})?s$/, 'seconds followed by s, such as "3600s"'],
  ['webpush', 'TTL', /^\d+$/, 'seconds'],
  ['webpush', 'Urgency', /^(very-low|low|normal|high)$/, 'very-low, low, normal or high'],
  ['wns', 'X-WNS-TTL', /^\d+$/, 'seconds'],
] as const;

/** Where each kind of option is, as `[path of its object, the object]`. */
export function optionsOf(
  sent: Sent,
  kind: (typeof OPTION_RULES)[number][0],
): readonly [string, Readonly<Record<string, unknown>> | null] {
  const message = fcmMessage(sent);
  const block = (name: string) => (message !== null && isRecord(message[name]) ? message[name] : {});
  if (kind === 'apns') {
    const apns = apnsParts(sent);
    return [apns?.headersAt ?? '', apns?.headers ?? null];
  }
  if (kind === 'android') return ['message.android', message === null ? null : block('android')];
  if (kind === 'webpush') {
    const headers = block('webpush').headers;
    return ['message.webpush.headers', isRecord(headers) ? headers : null];
  }
  return ['headers', sent.platform === 'toast' ? sent.headers : null];
}
