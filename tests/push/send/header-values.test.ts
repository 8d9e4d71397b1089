/**
 * Header values the vendors cannot take are refused when the request is built: `collapseKey`,
 * `topic` and `threadId` become `apns-collapse-id`, `apns-topic`, `X-WNS-Tag` and `X-WNS-Group`,
 * which carry printable ASCII only (RFC 9110 §5.5; `fetch` refuses a control character, and Node's
 * HTTP/2 client dropped a CRLF collapse id without a word). Limits count bytes, as APNs does.
 */
import { describe, expect, it } from 'vitest';
import { apnsRequest, DeliveryError, fcmMessage, type PushMessage, wnsRequest } from '../../../src/push/index.ts';

const message: PushMessage = { message: 'Final', extras: { type: 'teamAlertGameEnd', more: { gameId: 'g1' } } };

/** The six ways a header value goes wrong, written by hand. */
const BAD = {
  'CR and LF': 'game\r\n0042',
  NUL: 'game\u00000042',
  'a lone surrogate': 'game\uD8000042',
  'a non-ASCII character': 'gamé-0042',
  'a leading space': ' game-0042',
  'a trailing space': 'game-0042 ',
} as const;

/** Each option, the vendor request that writes it into a header, and the header. */
const WRITERS = [
  ['collapseKey', 'apns', (value: string) => apnsRequest(message, { collapseKey: value }), 'apns-collapse-id'],
  [
    'collapseKey',
    'fcm',
    (value: string) => fcmMessage(message, { token: 'device', collapseKey: value }),
    'apns-collapse-id',
  ],
  ['collapseKey', 'wns', (value: string) => wnsRequest(message, { collapseKey: value }), 'X-WNS-Tag'],
  ['topic', 'apns', (value: string) => apnsRequest(message, { topic: value }), 'apns-topic'],
  ['threadId', 'wns', (value: string) => wnsRequest(message, { threadId: value }), 'X-WNS-Group'],
] as const;

describe('header values the vendors cannot take', () => {
  for (const [option, vendor, write, header] of WRITERS) {
    for (const [what, value] of Object.entries(BAD)) {
      it(`${vendor} refuses ${option} with ${what} (${header}) with DeliveryError`, () => {
        const thrown = (() => {
          try {
            write(value);
            return null;
          } catch (error) {
            return error;
          }
        })();
        expect(thrown).toBeInstanceOf(DeliveryError);
        expect(thrown).toMatchObject({ vendor, option });
        expect((thrown as Error).message).toContain(`${header} takes printable ASCII only`);
      });
    }
  }

  it('takes the same values in plain ASCII, as before', () => {
    for (const [, , write] of WRITERS) expect(() => write('game-0042')).not.toThrow();
  });
});

describe('what the wrappers count and compute as APNs does', () => {
  it('counts apns-collapse-id in bytes: 64 ASCII pass, 65 do not', () => {
    expect(apnsRequest(message, { collapseKey: 'k'.repeat(64) }).headers['apns-collapse-id']).toBe('k'.repeat(64));
    expect(() => apnsRequest(message, { collapseKey: 'k'.repeat(65) })).toThrow(/at most 64 bytes, found 65/);
  });

  it('refuses 40 × é (80 bytes, 40 UTF-16 units) rather than write it', () => {
    expect(() => apnsRequest(message, { collapseKey: 'é'.repeat(40) })).toThrow(DeliveryError);
  });

  it('refuses an `at` before 1970 whose expiration would be negative, and keeps ttl 0 as 0', () => {
    const at = new Date(Date.UTC(1969, 11, 31));
    expect(() => apnsRequest(message, { at, ttl: 60 })).toThrow(/apns-expiration would be before 1970/);
    expect(apnsRequest(message, { at, ttl: 0 }).headers['apns-expiration']).toBe('0');
    // 2024-01-01T00:00:00Z is 1,704,067,200 s after the epoch: plus an hour.
    const later = apnsRequest(message, { at: new Date(Date.UTC(2024, 0, 1)), ttl: 3600 });
    expect(later.headers['apns-expiration']).toBe('1704070800');
  });
});
