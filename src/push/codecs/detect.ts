/** `decode()`: tells the platform of a payload and reads it. */
import type { DecodedPush } from '../payload.js';
import { readAps } from './aps.js';
import { readData } from './data.js';
import { checkSize, decodeFailure, readJsonPayload } from './incoming.js';
import { jsonPayloadLimit, payloadLimits } from './limits.js';

const XML_START = /^[\s\uFEFF]*</;
const fail = decodeFailure(null);

/**
 * Reads a JSON payload of either mobile platform (an object or its text): one with `aps` is
 * alert style, one with `data` data style. XML text goes to `readToast` when there is one.
 * Text over the largest limit (toast's) is refused first, before its platform is told: even
 * looking at its first character could make the engine copy it whole.
 */
export function detectAndDecode(input: unknown, readToast?: (xml: string) => DecodedPush): DecodedPush {
  if (typeof input === 'string') {
    checkSize(input, payloadLimits.toast, fail);
    if (XML_START.test(input)) {
      if (readToast !== undefined) return readToast(input);
      throw fail('payload', 'toast XML needs decode() from huddle/push/toast');
    }
  }
  const payload = readJsonPayload(input, jsonPayloadLimit, fail);
  if (payload.aps !== undefined) return readAps(payload);
  if (payload.data !== undefined) return readData(payload);
  throw fail('payload', 'expected "aps" or "data" at the top level');
}
