/**
 * The two halves of delivery profiles agree: every request huddle/push's wrappers write, for any
 * notification and any delivery a vendor takes, is one the doctor finds no error in, for every
 * target the vendor delivers to.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apnsRequest, DeliveryError, fcmMessage, wnsRequest } from '../../../src/push/index.ts';
import { diagnose, type Target } from '../../../src/push/toast/index.ts';
import { anyDelivery, edgeDelivery, pushMessage } from '../../support/properties/push-arbitraries.ts';

const errorsOf = (payload: unknown, target: Target) =>
  diagnose(payload, { target }).filter((finding) => finding.severity === 'error');

describe('the doctor and the wrappers agree: no error in any request the wrappers write', () => {
  it('at the edges (any header text, 80-byte keys, a time of sending before 1970): refused, or written without an error', () => {
    const built = (build: () => unknown) => {
      try {
        return build();
      } catch (error) {
        expect(error).toBeInstanceOf(DeliveryError);
        return null;
      }
    };
    fc.assert(
      fc.property(
        pushMessage.filter(({ message }) => message.trim() !== ''),
        edgeDelivery,
        (message, { at, ...delivery }) => {
          const apns = built(() =>
            apnsRequest(message, {
              ...delivery,
              ...(at !== undefined && { at }),
              topic: 'com.example.app',
              truncate: true,
            }),
          );
          if (apns !== null) expect(errorsOf(apns, 'ios')).toEqual([]);
          const wns = built(() => wnsRequest(message, { ...delivery, truncate: true }));
          if (wns !== null) expect(errorsOf(wns, 'windows')).toEqual([]);
        },
      ),
    );
  });

  it('a hand-written APNs header the wrapper would refuse is one the doctor finds, and only such a one', () => {
    const message = { message: 'Final' };
    const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), fc.string({ unit: 'grapheme-ascii' }));
    fc.assert(
      fc.property(text, fc.constantFrom('apns-collapse-id', 'apns-topic'), (value, name) => {
        const option = name === 'apns-collapse-id' ? { collapseKey: value } : { topic: value };
        let refused = false;
        try {
          apnsRequest(message, { topic: 'com.example.app', ...option });
        } catch (error) {
          expect(error).toBeInstanceOf(DeliveryError);
          refused = true;
        }
        const handWritten = {
          headers: { 'apns-push-type': 'alert', [name]: value },
          body: { aps: { alert: { body: 'Final' } } },
        };
        const paths = errorsOf(handWritten, 'ios').map((finding) => finding.path);
        expect(paths.includes(`headers.${name}`)).toBe(refused);
      }),
    );
  });

  it('APNs, to iOS: headers and body', () => {
    fc.assert(
      fc.property(pushMessage, anyDelivery, (message, delivery) => {
        const request = apnsRequest(message, { ...delivery, topic: 'com.example.app', truncate: true });
        expect(errorsOf(request, 'ios')).toEqual([]);
      }),
    );
  });

  it('FCM HTTP v1, to Android, the web and iOS', () => {
    fc.assert(
      fc.property(
        // A toast always shows a message: the toast codec refuses an empty one before any request.
        pushMessage.filter(({ message }) => message !== ''),
        anyDelivery,
        fc.constantFrom('android', 'web', 'ios' as const),
        (message, delivery, target) => {
          const channel = delivery.background === true ? {} : { channel: 'scores' };
          const request = fcmMessage(message, { ...delivery, ...channel, token: 'device-token', truncate: true });
          expect(errorsOf(request, target)).toEqual([]);
        },
      ),
    );
  });

  it('WNS, to Windows: headers and toast XML', () => {
    fc.assert(
      fc.property(
        // A toast always shows a message: the toast codec refuses an empty one before any request.
        pushMessage.filter(({ message }) => message.trim() !== ''),
        fc.record({ ttl: fc.nat(86_400), collapseKey: fc.constant('game-0042') }, { requiredKeys: [] }),
        (message, delivery) => {
          expect(errorsOf(wnsRequest(message, { ...delivery, truncate: true }), 'windows')).toEqual([]);
        },
      ),
    );
  });
});
