/**
 * What the doctor reads a payload into before any check looks at it: the request's parts, the
 * vendor it is written for, where it is going, and what `decode` makes of it.
 */
import { isRecord } from '../../untyped-values.js';
import { decodeFailure } from '../codecs/incoming.js';
import { pick } from '../codecs/layout.js';
import { type SafeDecoded, safely } from '../decode/decode.js';
import { detectAndDecode, type TextDecoders } from '../decode/detect.js';
import { shapes } from '../decode/shapes.js';
import type { PushSource } from '../payload.js';
import type { PushPlatform } from '../platform.js';
import { defaultTarget, platformOfSource, type Target } from './targets.js';

/** A payload as the checks see it. */
export interface Sent {
  /** Where it is going: as given, else the default of its platform. */
  readonly target: Target;
  /**
   * The vendor it is written for, as its platform (`aps` APNs, `data` FCM, `toast` WNS), or `null`
   * for what a device library handed the app (nothing is sent any more: only its extras are judged).
   */
  readonly platform: PushPlatform | null;
  /** The HTTP/2 headers of an APNs or WNS request (`{ headers, body }`), or `null` for a payload alone. */
  readonly headers: Readonly<Record<string, unknown>> | null;
  /** The payload: a request's body, else what was given; JSON text parsed. */
  readonly payload: unknown;
  /** Where paths into the payload start: `body` in a request, else at the top (`''`). */
  readonly at: string;
  /** What `decode` makes of the payload. */
  readonly read: SafeDecoded;
  /** Where the decoded extras were read (`extras`, `message.data.extras`, `toast@launch:extras`), or `null`. */
  readonly extrasAt: string | null;
}

const XML = /^[\s\uFEFF]*</;

/** A path under `at`: `body.aps.alert`, or `aps.alert` at the top. */
export const under = (at: string, path: string): string => (at === '' ? path : `${at}.${path}`);

/** JSON text parsed; anything else (XML, malformed JSON, an object) as it is, for `decode` to judge. */
function parsed(value: unknown): unknown {
  if (typeof value !== 'string' || XML.test(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** Where a decoded payload of `source` keeps its extras: the path its reader read them from. */
function extrasField(source: PushSource, payload: unknown): string {
  if (platformOfSource(source) === 'toast') return 'toast@launch:extras';
  const shape = shapes.find(
    ([name, rule]) => name === source && isRecord(payload) && rule.lacks(payload) === undefined,
  );
  const read = shape?.[2];
  if (read === undefined || typeof read === 'function') return 'extras';
  return pick(payload as Readonly<Record<string, unknown>>, read.extras, decodeFailure(null))[1];
}

/** The vendor of a payload: told by `decode`'s shape, or, when it could not be read, by its form. */
function platformOf(read: SafeDecoded, payload: unknown, request: boolean): PushPlatform | null {
  if (request) return typeof payload === 'string' && XML.test(payload) ? 'toast' : 'aps';
  if (read.ok) return platformOfSource(read.push.source);
  return read.error.platform ?? (typeof payload === 'string' && XML.test(payload) ? 'toast' : null);
}

/** Reads what `diagnose` was given: a payload alone (object or text), an FCM `{ message }`, or a `{ headers, body }` request. */
export function readSent(input: unknown, target: Target | undefined, decoders: TextDecoders): Sent {
  const given = parsed(input);
  const request = isRecord(given) && isRecord(given.headers) && 'body' in given;
  const payload = request ? parsed(given.body) : given;
  const read = safely((value) => detectAndDecode(value, decoders))(payload);
  const platform = platformOf(read, payload, request);
  const at = request ? 'body' : '';
  return {
    target: target ?? defaultTarget(platform ?? 'data'),
    platform,
    headers: request ? (given.headers as Readonly<Record<string, unknown>>) : null,
    payload,
    at,
    read,
    extrasAt: read.ok && read.push.extras !== null ? under(at, extrasField(read.push.source, payload)) : null,
  };
}
