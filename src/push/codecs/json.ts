/** What the two JSON platforms share: the codec around a reader and a builder. */
import type { DecodedPush, EncodeOptions, PushCodec } from '../payload.js';
import { type JsonPlatform, platforms } from '../platform.js';
import { buildWithin } from './build-within-limit.js';
import { decodeFailure, readJsonPayload } from './incoming.js';
import { type Outgoing, outgoing } from './outgoing.js';
import { utf8Length } from './text.js';

/** What a piece of text costs inside a JSON string, in UTF-8 bytes, escaped as JSON writes it. */
export const jsonCost = (piece: string): number => utf8Length(JSON.stringify(piece)) - 2;

/**
 * A JSON platform's codec: `build` lays a checked notification out around its message, `read`
 * reads a parsed payload.
 */
export function jsonCodec<Payload, Options extends EncodeOptions>(
  platform: JsonPlatform,
  read: (payload: Readonly<Record<string, unknown>>) => DecodedPush,
  build: (notification: Outgoing, options: Options) => (message: string) => Payload,
): PushCodec<Payload, Options> {
  const { limit } = platforms[platform];
  const fail = decodeFailure(platform);
  return {
    platform,
    limit,
    encode(notification, options = {} as Options) {
      const checked = outgoing(platform, notification);
      const layout = { platform, limit, build: build(checked, options), wire: JSON.stringify, cost: jsonCost };
      return buildWithin(layout, checked.message, options.truncate === true);
    },
    decode: (input) => read(readJsonPayload(input, limit, fail)),
  };
}
