/** `decode()`: tells the shape of a payload and reads it. */

import { checkSize, decodeFailure, readJsonPayload } from '../codecs/incoming.js';
import { readLayout } from '../codecs/layout.js';
import { DecodeError } from '../errors/decode-error.js';
import type { DecodedPush } from '../payload.js';
import { platforms, type TextPlatform } from '../platform.js';
import { pushPlatforms } from '../platform-list.js';
import { jsonPayloadLimit, textPayloadLimit } from './limits.js';
import { shapes } from './shapes.js';

const fail = decodeFailure(null);

/** How text of each non-JSON payload format starts. */
const textFormats = {
  xml: /^[\s\uFEFF]*</,
} as const satisfies Record<(typeof platforms)[TextPlatform]['payload'], RegExp>;

/** The decoder of each platform whose payload is not JSON, as an entry registers it. */
export type TextDecoders = { readonly [P in TextPlatform]?: (text: string) => DecodedPush };

const textPlatforms = pushPlatforms.filter(
  (platform): platform is TextPlatform => platforms[platform].payload !== 'json',
);

/**
 * Reads a JSON payload of any known shape (an object or its text), told apart by its keys in the
 * order of `shapes`. Text of another format (toast's XML) goes to the decoder its entry registered
 * in `textDecoders`. Text over the largest limit (toast's) is refused first, before its platform
 * is told: even looking at its first character could make the engine copy it whole.
 */
export function detectAndDecode(input: unknown, textDecoders: TextDecoders = {}): DecodedPush {
  if (typeof input === 'string') {
    checkSize(input, textPayloadLimit, fail);
    for (const platform of textPlatforms) {
      const format = platforms[platform].payload;
      if (!textFormats[format].test(input)) continue;
      const read = textDecoders[platform];
      if (read !== undefined) return read(input);
      throw fail('payload', `${platform} ${format.toUpperCase()} needs decode() from huddle/push/toast`);
    }
  }
  const payload = readJsonPayload(input, jsonPayloadLimit, fail);
  const tried: string[] = [];
  for (const [source, rule, read] of shapes) {
    const reason = rule.lacks(payload);
    if (reason === undefined) return (typeof read === 'function' ? read : readLayout(source, read))(payload);
    tried.push(`${source} (${reason})`);
  }
  throw new DecodeError(null, 'payload', `no known shape: ${tried.join(', ')}`);
}
