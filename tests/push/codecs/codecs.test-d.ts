/** The types of the codecs: what each encoder takes and writes, and what every decoder gives. */
import { describe, expectTypeOf, it } from 'vitest';
import {
  type ApsPayload,
  aps,
  type DataEncodeOptions,
  type DataPayload,
  type DecodedPush,
  type DecodeError,
  data,
  decode as decodeJson,
  type EncodeError,
  type EncodeOptions,
  type Notification,
  type PayloadTooLargeError,
  type PushCodec,
  type PushMessage,
  type PushPlatform,
  type ReceivedExtras,
} from '../../../src/push/index.ts';
import { decode, decodeLaunch, toast } from '../../../src/push/toast/index.ts';

describe('codec types', () => {
  it('types each codec by the payload it writes and the options it takes', () => {
    expectTypeOf(aps).toEqualTypeOf<PushCodec<ApsPayload>>();
    expectTypeOf(data).toEqualTypeOf<PushCodec<DataPayload, DataEncodeOptions>>();
    expectTypeOf(toast).toEqualTypeOf<PushCodec<string>>();
    expectTypeOf(aps.encode({ message: 'm' })).toEqualTypeOf<ApsPayload>();
    expectTypeOf(data.encode({ message: 'm' }, { extrasAsJson: true })).toEqualTypeOf<DataPayload>();
    expectTypeOf(toast.encode({ message: 'm' }, { truncate: true })).toEqualTypeOf<string>();
    expectTypeOf(data.encode).parameter(1).toEqualTypeOf<DataEncodeOptions | undefined>();
    expectTypeOf(aps.encode).parameter(1).toEqualTypeOf<EncodeOptions | undefined>();
    // @ts-expect-error only the data-style encoder writes extras as JSON
    aps.encode({ message: 'm' }, { extrasAsJson: true });
  });

  it('takes a message typed by the notification catalog: a known type and its required parameter', () => {
    expectTypeOf(aps.encode).parameter(0).toEqualTypeOf<PushMessage>();
    aps.encode({ message: 'Final', extras: { type: 'teamAlertGameEnd', more: { gameId: '42' } } });
    aps.encode({ message: 'Trending', title: null, extras: { type: 'trendingNews' } });
    // @ts-expect-error teamAlertGameEnd needs its gameId
    aps.encode({ message: 'Final', extras: { type: 'teamAlertGameEnd', more: {} } });
    // @ts-expect-error an unknown notification type
    toast.encode({ message: 'm', extras: { type: 'futureType' } });
    // @ts-expect-error parameters are text
    data.encode({ message: 'm', extras: { type: 'teamAlertGameEnd', more: { gameId: 42 } } });
    // @ts-expect-error a message is required
    aps.encode({ title: 't' });
  });

  it('decodes anything into one DecodedPush, whatever the platform', () => {
    expectTypeOf(aps.decode).parameter(0).toBeUnknown();
    expectTypeOf(decode).parameter(0).toBeUnknown();
    expectTypeOf(decodeJson).returns.toEqualTypeOf<DecodedPush>();
    expectTypeOf(decode).returns.toEqualTypeOf<DecodedPush>();
    const decoded = toast.decode('<toast/>');
    expectTypeOf(decoded.platform).toEqualTypeOf<PushPlatform>();
    expectTypeOf(decoded.title).toEqualTypeOf<string | null>();
    expectTypeOf(decoded.extras).toEqualTypeOf<ReceivedExtras | null>();
    expectTypeOf(decoded.notification).toEqualTypeOf<Notification | null>();
    expectTypeOf<NonNullable<ReceivedExtras['more']>[string]>().toEqualTypeOf<string | boolean | null>();
  });

  it('reads a toast’s launch string into the extras route() takes, or null', () => {
    expectTypeOf(decodeLaunch).toEqualTypeOf<(args: string) => ReceivedExtras | null>();
    // @ts-expect-error the launch string Windows hands the app is text
    decodeLaunch({ type: 'trendingNews' });
  });

  it('names the platform in every payload error: always when encoding, when it could be told when decoding', () => {
    // The spec's three are platforms; a platform added to the table is one too, and breaks nothing here.
    expectTypeOf<'aps' | 'data' | 'toast'>().toExtend<PushPlatform>();
    expectTypeOf(aps.platform).toEqualTypeOf<PushPlatform>();
    expectTypeOf<EncodeError['platform']>().toEqualTypeOf<PushPlatform>();
    expectTypeOf<PayloadTooLargeError['platform']>().toEqualTypeOf<PushPlatform>();
    expectTypeOf<DecodeError['platform']>().toEqualTypeOf<PushPlatform | null>();
    expectTypeOf<PayloadTooLargeError>().toExtend<EncodeError>();
    expectTypeOf<Pick<DecodeError, 'field' | 'reason'>>().toEqualTypeOf<{
      readonly field: string;
      readonly reason: string;
    }>();
  });
});
