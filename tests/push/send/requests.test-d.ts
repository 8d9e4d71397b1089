/** The vendor requests' types: an FCM message goes to a token or a topic, and delivery options are typed. */
import { describe, expectTypeOf, it } from 'vitest';
import {
  type ApnsRequest,
  apnsRequest,
  type Delivery,
  type DeliveryOption,
  type FcmMessage,
  fcmMessage,
  type WnsRequest,
  wnsRequest,
} from '../../../src/push/index.ts';

const sent = { message: 'Final: NE 24, NYJ 17' };

describe('vendor request types', () => {
  it('an FCM message without a token or a topic does not compile, nor one with both', () => {
    // @ts-expect-error: no target
    fcmMessage(sent);
    // @ts-expect-error: no target
    fcmMessage(sent, { priority: 'high' });
    // @ts-expect-error: a token and a topic
    fcmMessage(sent, { token: 't', topic: 'team-NE' });
    expectTypeOf(fcmMessage(sent, { token: 't' })).toEqualTypeOf<FcmMessage>();
    expectTypeOf(fcmMessage(sent, { topic: 'team-NE', channel: 'scores' })).toEqualTypeOf<FcmMessage>();
  });

  it('the delivery options are typed alike for every vendor', () => {
    // @ts-expect-error: priority is high or normal
    apnsRequest(sent, { priority: 'urgent' });
    // @ts-expect-error: ttl is seconds, a number
    wnsRequest(sent, { ttl: '1h' });
    // @ts-expect-error: localized needs its key
    apnsRequest(sent, { localized: { args: ['x'] } });
    expectTypeOf(apnsRequest(sent)).toEqualTypeOf<ApnsRequest>();
    expectTypeOf(wnsRequest(sent)).toEqualTypeOf<WnsRequest>();
    expectTypeOf<DeliveryOption>().toEqualTypeOf<keyof Delivery>();
  });

  it('the APNs headers name the push type and priority as sent', () => {
    expectTypeOf(apnsRequest(sent).headers['apns-push-type']).toEqualTypeOf<'alert' | 'background'>();
    expectTypeOf(fcmMessage(sent, { token: 't' }).message.data.message).toEqualTypeOf<string>();
  });
});
