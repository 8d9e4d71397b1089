/**
 * The push side of the mock: registration, fan-out by the groups the push call set, platform
 * payloads exactly as the codecs write them, outboxes, waiting, and determinism.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MockPushError } from '../../../src/mock/errors/mock-push-error.ts';
import { createMockService, DeviceMap, type MockPushLimits, type MockService } from '../../../src/mock/index.ts';
import {
  apnsRequest,
  aps,
  data,
  decode,
  fcmMessage,
  GroupNameError,
  PayloadTooLargeError,
  type PushMessage,
  wnsRequest,
} from '../../../src/push/index.ts';
import { decode as decodeAny, toast } from '../../../src/push/toast/index.ts';
import { thrown } from '../../support/expect/thrown.ts';
import { useMockApi } from '../../support/mock/mock-api.ts';
import { extrasOfAnyType, pushText } from '../../support/properties/push-arbitraries.ts';

const APP = 'app';
const scoring: PushMessage = {
  message: 'Touchdown KC — KC 14, BUF 7 (Q2 3:12)',
  title: 'KC scores',
  extras: { type: 'teamAlertScoringPlay', more: { gameId: '0042' } },
};
const GROUP = 'teamAlertScoringPlays_KC';

/** Sets a device's groups through the service's push call, as the client would. */
async function setGroupsOf(
  service: MockService,
  app: string,
  device: string,
  groups: readonly string[],
): Promise<void> {
  const { status } = await service.serve({
    method: 'PUT',
    url: new URL(
      `https://mock.example/v1/push/${encodeURIComponent(app)}/devices/${encodeURIComponent(device)}/groups`,
    ),
    headers: { get: (name) => (name === 'authorization' ? 'Bearer t' : null) },
    body: { groups },
  });
  expect(status).toBe(202);
}

const setGroups = (service: MockService, device: string, groups: readonly string[]) =>
  setGroupsOf(service, APP, device, groups);

function serviceAt(clock = 1_700_000_000_000, pushLimits?: MockPushLimits): MockService {
  return createMockService({ baseUrl: 'https://mock.example', clock, ...(pushLimits && { pushLimits }) });
}

describe('send', () => {
  it('delivers to each subscribed device the payload its platform codec writes, decoded as huddle/push decodes it', async () => {
    const service = serviceAt();
    for (const platform of ['aps', 'data', 'toast'] as const) {
      service.push.register(APP, platform, { platform });
      await setGroups(service, platform, [GROUP]);
    }
    const deliveries = service.push.send(scoring, { group: GROUP });
    expect(deliveries.map(({ device, platform }) => [device, platform])).toEqual([
      ['aps', 'aps'],
      ['data', 'data'],
      ['toast', 'toast'],
    ]);
    const [onAps, onData, onToast] = deliveries;
    expect(onAps?.payload).toBe(JSON.stringify(aps.encode(scoring)));
    expect(onData?.payload).toBe(JSON.stringify(data.encode(scoring)));
    expect(onToast?.payload).toBe(toast.encode(scoring));
    expect(onAps?.decoded).toEqual(decode(onAps?.payload));
    expect(onData?.decoded).toEqual(decode(onData?.payload));
    expect(onToast?.decoded).toEqual(decodeAny(onToast?.payload));
    for (const delivery of deliveries) {
      expect(delivery).toMatchObject({ app: APP, group: GROUP, at: 1_700_000_000_000 });
      expect(delivery.decoded).toMatchObject({
        platform: delivery.platform,
        message: scoring.message,
        title: 'KC scores',
        notification: { type: 'teamAlertScoringPlay', more: { gameId: '0042' } },
      });
      expect(service.outbox(APP, delivery.device)).toEqual([delivery]);
    }
  });

  it("carries the request each platform's vendor would receive, written by huddle/push's wrappers, which reads back as the delivery", async () => {
    const service = serviceAt();
    for (const platform of ['aps', 'data', 'toast'] as const) {
      service.push.register(APP, `${platform}-device`, { platform });
      await setGroups(service, `${platform}-device`, [GROUP]);
    }
    const at = new Date(1_700_000_000_000);
    const [onAps, onData, onToast] = service.push.send(scoring, { group: GROUP });
    expect(onAps?.request).toEqual({ vendor: 'apns', ...apnsRequest(scoring, { topic: APP, at }) });
    expect(onData?.request).toEqual({ vendor: 'fcm', ...fcmMessage(scoring, { token: 'data-device', at }) });
    expect(onToast?.request).toEqual({ vendor: 'wns', ...wnsRequest(scoring) });
    // The device gets what the vendor is handed: the APNs body and the toast XML are the payload itself.
    expect(onAps?.request.vendor === 'apns' && onAps.request.body).toEqual(JSON.parse(onAps?.payload ?? ''));
    expect(onToast?.request.vendor === 'wns' && onToast.request.body).toBe(onToast?.payload);
    const fcm = onData?.request.vendor === 'fcm' ? onData.request.message : null;
    expect(decode(fcm)).toMatchObject({ message: scoring.message, notification: scoring.extras });
  });

  it('decodes every platform exactly as the real decoders do, for any notification of the catalog', async () => {
    const service = serviceAt();
    for (const platform of ['aps', 'data', 'toast'] as const) {
      service.push.register(APP, platform, { platform });
      await setGroups(service, platform, ['breakingNews']);
    }
    const notification = fc.record({
      // A toast always shows a message: an empty one is refused (tested below).
      message: pushText.filter((text) => text !== ''),
      title: fc.option(pushText, { nil: undefined }),
      extras: extrasOfAnyType,
    });
    fc.assert(
      fc.property(notification, (sent) => {
        for (const delivery of service.push.send(sent, { group: 'breakingNews' })) {
          expect(delivery.decoded).toEqual(decodeAny(delivery.payload));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('numbers deliveries 1, 2, … across devices, in the order the devices registered, at the time of the mock’s clock', async () => {
    const service = serviceAt(10);
    for (const device of ['b', 'a', 'c']) {
      service.push.register(APP, device, { platform: 'aps' });
      await setGroups(service, device, [GROUP, 'breakingNews']);
    }
    const first = service.push.send(scoring, { group: GROUP });
    service.clock.set(20);
    const second = service.push.send(
      { message: 'News', extras: { type: 'breakingNews', more: { articleId: 'a-1' } } },
      { group: 'breakingNews' },
    );
    expect([...first, ...second].map(({ device, sequence, at }) => [device, sequence, at])).toEqual([
      ['b', 1, 10],
      ['a', 2, 10],
      ['c', 3, 10],
      ['b', 4, 20],
      ['a', 5, 20],
      ['c', 6, 20],
    ]);
  });

  it('gives the same deliveries, byte for byte, for the same calls in the same order', async () => {
    const run = async () => {
      const service = serviceAt(0);
      const groups = [GROUP, 'closeGameCarrier', 'breakingNews'];
      const platforms = ['toast', 'aps', 'data'] as const;
      for (const [index, platform] of platforms.entries()) {
        service.push.register(APP, `d${index}`, { platform, carrier: 'carrier' });
        await setGroups(service, `d${index}`, groups);
      }
      service.clock.advance('1s');
      service.push.send(scoring, { group: GROUP });
      service.clock.advance('1s');
      service.push.send(
        { message: 'Overtime', extras: { type: 'relationalAlertGameOvertime', more: { gameId: '7' } } },
        { group: 'closeGameCarrier' },
      );
      return JSON.stringify(platforms.map((_, index) => service.outbox(APP, `d${index}`)));
    };
    const once = await run();
    expect(once).toContain('"sequence":6');
    expect(await run()).toBe(once);
  });

  it('sends closeGameCarrier only to devices registered with a carrier', async () => {
    const service = serviceAt();
    service.push.register(APP, 'with', { platform: 'data', carrier: 'Acme Mobile' });
    service.push.register(APP, 'without', { platform: 'data' });
    await setGroups(service, 'with', ['closeGameCarrier', GROUP]);
    await setGroups(service, 'without', ['closeGameCarrier', GROUP]);
    const close = {
      message: 'Close game',
      extras: { type: 'relationalAlertGameDiff', more: { gameId: '7' } },
    } as const;
    expect(service.push.send(close, { group: 'closeGameCarrier' }).map(({ device }) => device)).toEqual(['with']);
    // Other groups reach both.
    expect(service.push.send(scoring, { group: GROUP }).map(({ device }) => device)).toEqual(['with', 'without']);
  });

  it('delivers nothing to a device that set groups but never registered, nor after it unregisters', async () => {
    const service = serviceAt();
    await setGroups(service, 'unregistered', [GROUP]);
    expect(service.push.send(scoring, { group: GROUP })).toEqual([]);
    service.push.register(APP, 'd', { platform: 'aps' });
    await setGroups(service, 'd', [GROUP]);
    const [received] = service.push.send(scoring, { group: GROUP });
    service.push.unregister(APP, 'd');
    expect(service.push.send(scoring, { group: GROUP })).toEqual([]);
    // What it received stays.
    expect(service.outbox(APP, 'd')).toEqual([received]);
  });

  it('refuses, naming the field, a group of no kind or a notification that is not one of the catalog', async () => {
    const service = serviceAt();
    service.push.register(APP, 'd', { platform: 'aps' });
    await setGroups(service, 'd', [GROUP]);
    expect(thrown(() => service.push.send(scoring, { group: 'teamAlertScoringPlay_KC' }))).toBeInstanceOf(
      GroupNameError,
    );
    const refused = (notification: unknown) =>
      thrown(() => service.push.send(notification as PushMessage, { group: GROUP }));
    expect(refused(null)).toMatchObject({ name: 'MockPushError', field: 'notification' });
    expect(refused({ extras: scoring.extras })).toMatchObject({ field: 'notification.message', reason: 'missing' });
    expect(refused({ message: 'm' })).toMatchObject({ field: 'notification.extras' });
    expect(refused({ message: 'm', extras: { type: 'teamAlertScoringPlays', more: { gameId: '1' } } })).toMatchObject({
      field: 'notification.extras.type',
    });
    expect(refused({ message: 'm', extras: { type: 'teamAlertScoringPlay', more: { game: '1' } } })).toMatchObject({
      field: 'notification.extras.more.gameId',
    });
    expect(refused({ message: 'm', extras: { type: 'teamAlertScoringPlay', more: { gameId: 1 } } })).toMatchObject({
      field: 'notification.extras.more.gameId',
    });
    expect(service.outbox(APP, 'd')).toEqual([]);
    expect(refused(null)).toBeInstanceOf(MockPushError);
  });

  it('delivers to no device when one platform cannot carry the notification', async () => {
    const service = serviceAt();
    service.push.register(APP, 'small', { platform: 'aps' });
    service.push.register(APP, 'toast', { platform: 'toast' });
    await setGroups(service, 'small', [GROUP]);
    await setGroups(service, 'toast', [GROUP]);
    // Over APNs' 4 KB, within toast's 5 KB.
    const long = { ...scoring, message: 'x'.repeat(4500) };
    expect(thrown(() => service.push.send(long, { group: GROUP }))).toBeInstanceOf(PayloadTooLargeError);
    expect(service.outbox(APP, 'toast')).toEqual([]);
    expect(service.push.send(scoring, { group: GROUP }).map(({ sequence }) => sequence)).toEqual([1, 2]);
  });

  it('refuses a platform it does not know, or an empty carrier, naming the field', () => {
    const service = serviceAt();
    expect(thrown(() => service.push.register(APP, 'd', { platform: 'wns' as 'aps' }))).toMatchObject({
      name: 'MockPushError',
      field: 'platform',
    });
    expect(thrown(() => service.push.register(APP, 'd', { platform: 'aps', carrier: '' }))).toMatchObject({
      field: 'carrier',
    });
  });
});

describe('through the client: groups set by the push call', () => {
  const { api, client } = useMockApi('https://mock.example');

  it('a device receives nothing for a group it did not subscribe to, and nothing after it unsubscribes', async () => {
    api.push.register(APP, 'phone', { platform: 'data' });
    await client.push.setGroups({ appName: APP, deviceId: 'phone', groups: ['teamAlertScoringPlays_BUF'] });
    expect(api.push.send(scoring, { group: GROUP })).toEqual([]);

    await client.push.setGroups({ appName: APP, deviceId: 'phone', groups: ['teamAlertScoringPlays_BUF', GROUP] });
    const [received] = api.push.send(scoring, { group: GROUP });
    expect(received?.device).toBe('phone');

    await client.push.setGroups({ appName: APP, deviceId: 'phone', groups: ['teamAlertScoringPlays_BUF'] });
    expect(api.push.send(scoring, { group: GROUP })).toEqual([]);
    expect(api.outbox(APP, 'phone')).toEqual([received]);
  });

  it('reset() unregisters every device, empties the outboxes and numbers from 1 again', async () => {
    api.push.register(APP, 'phone', { platform: 'aps' });
    await client.push.setGroups({ appName: APP, deviceId: 'phone', groups: [GROUP] });
    expect(api.push.send(scoring, { group: GROUP })).toHaveLength(1);
    api.reset();
    expect(api.outbox(APP, 'phone')).toEqual([]);
    api.push.register(APP, 'phone', { platform: 'aps' });
    // The groups went too: the device must set them again.
    expect(api.push.send(scoring, { group: GROUP })).toEqual([]);
    await client.push.setGroups({ appName: APP, deviceId: 'phone', groups: [GROUP] });
    expect(api.push.send(scoring, { group: GROUP }).map(({ sequence }) => sequence)).toEqual([1]);
  });
});

describe('nextDelivery and subscribe', () => {
  it('resolves with the next delivery to that device only', async () => {
    const service = serviceAt();
    for (const device of ['a', 'b']) {
      service.push.register(APP, device, { platform: 'aps' });
      await setGroups(service, device, device === 'a' ? [GROUP] : ['breakingNews']);
    }
    const [old] = service.push.send(scoring, { group: GROUP });
    const nextOfA = service.nextDelivery(APP, 'a');
    const nextOfB = service.nextDelivery(APP, 'b');
    const [fresh] = service.push.send(scoring, { group: GROUP });
    await expect(nextOfA).resolves.toBe(fresh);
    expect(fresh).not.toBe(old);
    const [news] = service.push.send(
      { message: 'News', extras: { type: 'breakingNews', more: { articleId: 'a-1' } } },
      { group: 'breakingNews' },
    );
    await expect(nextOfB).resolves.toBe(news);
  });

  it('rejects with the signal’s reason when it aborts, before or while waiting', async () => {
    const service = serviceAt();
    const reason = new Error('test over');
    await expect(service.nextDelivery(APP, 'd', { signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
    const controller = new AbortController();
    const waiting = service.push.nextDelivery(APP, 'd', { signal: controller.signal });
    controller.abort(reason);
    await expect(waiting).rejects.toBe(reason);
    // An aborted waiter takes no later delivery.
    service.push.register(APP, 'd', { platform: 'aps' });
    await setGroups(service, 'd', [GROUP]);
    const next = service.nextDelivery(APP, 'd');
    const [delivery] = service.push.send(scoring, { group: GROUP });
    await expect(next).resolves.toBe(delivery);
  });

  it('calls each subscriber with every delivery, in sequence, until it unsubscribes', async () => {
    const service = serviceAt();
    for (const device of ['a', 'b']) {
      service.push.register(APP, device, { platform: 'toast' });
      await setGroups(service, device, [GROUP]);
    }
    const seen: number[] = [];
    const stop = service.push.subscribe((delivery) => seen.push(delivery.sequence));
    service.push.send(scoring, { group: GROUP });
    stop();
    service.push.send(scoring, { group: GROUP });
    expect(seen).toEqual([1, 2]);
  });

  it("calls a device's subscriber with that device's deliveries only, until it unsubscribes", async () => {
    const service = serviceAt();
    for (const device of ['a', 'b']) {
      service.push.register(APP, device, { platform: 'data' });
      await setGroups(service, device, [GROUP]);
    }
    const seen: string[] = [];
    const stop = service.push.subscribeDevice(APP, 'b', ({ device, sequence }) => seen.push(`${device}${sequence}`));
    service.push.send(scoring, { group: GROUP });
    service.push.send(scoring, { group: GROUP });
    stop();
    service.push.send(scoring, { group: GROUP });
    expect(seen).toEqual(['b2', 'b4']);
  });
});

describe('bounded memory', () => {
  it('refuses a limit that is not a whole number of at least 1, naming it', () => {
    expect(thrown(() => serviceAt(0, { outbox: 0 }))).toMatchObject({
      name: 'ArgumentError',
      code: 'ERR_ARGUMENT',
      argument: 'pushLimits.outbox',
      message: 'pushLimits.outbox: expected a whole number of at least 1, found 0',
    });
    expect(thrown(() => serviceAt(0, { devices: 1.5 }))).toMatchObject({ message: /^pushLimits\.devices: / });
  });

  it('keeps the newest deliveries of an outbox, up to its limit', async () => {
    const service = serviceAt(1_700_000_000_000, { outbox: 3 });
    service.push.register(APP, 'd', { platform: 'aps' });
    await setGroups(service, 'd', [GROUP]);
    for (let count = 0; count < 5; count++) service.push.send(scoring, { group: GROUP });
    expect(service.outbox(APP, 'd').map(({ sequence }) => sequence)).toEqual([3, 4, 5]);
  });

  it('lists the newest deliveries oldest first however often the outbox wrapped, each read giving the delivery the send gave', async () => {
    // One service a limit, reset between runs: building the default dataset is what costs.
    const services = new Map<number, MockService>();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 20 }), async (limit, sends) => {
        const service = services.get(limit) ?? serviceAt(1_700_000_000_000, { outbox: limit });
        services.set(limit, service);
        service.reset();
        service.push.register(APP, 'd', { platform: 'data' });
        await setGroups(service, 'd', [GROUP]);
        const sent = Array.from({ length: sends }, () => service.push.send(scoring, { group: GROUP })[0]);
        const kept = sent.slice(Math.max(0, sends - limit));
        const outbox = service.outbox(APP, 'd');
        expect(outbox.map(({ sequence }) => sequence)).toEqual(kept.map((delivery) => delivery?.sequence));
        outbox.forEach((delivery, index) => {
          expect(delivery).toBe(kept[index]);
          expect(service.outbox(APP, 'd')[index]).toBe(delivery);
        });
      }),
    );
  });

  it('forgets the device least recently registered past the device limit, with its outbox', async () => {
    const service = serviceAt(1_700_000_000_000, { devices: 2 });
    for (const device of ['a', 'b']) {
      service.push.register(APP, device, { platform: 'aps' });
      await setGroups(service, device, [GROUP]);
    }
    service.push.send(scoring, { group: GROUP });
    // Registering `a` again makes `b` the least recent: `c` takes its place.
    service.push.register(APP, 'a', { platform: 'aps' });
    service.push.register(APP, 'c', { platform: 'aps' });
    await setGroups(service, 'c', [GROUP]);
    expect(service.outbox(APP, 'b')).toEqual([]);
    expect(service.outbox(APP, 'a').map(({ sequence }) => sequence)).toEqual([1]);
    // The groups kept are bounded the same way: `a` set its groups least recently, so only `c`
    // still takes the group.
    expect(service.groupsOf(APP, 'a')).toBeUndefined();
    expect(service.devices.size).toBe(2);
    expect(service.push.send(scoring, { group: GROUP }).map(({ device }) => device)).toEqual(['c']);
  });
});

describe('devices keyed by the pair (app, device)', () => {
  it('holds any two different pairs apart, whatever characters their names have', () => {
    const name = fc.string({ unit: fc.constantFrom('a', '/', '\u0000', ':', '%2F') });
    fc.assert(
      fc.property(fc.tuple(name, name), fc.tuple(name, name), ([app, device], [otherApp, otherDevice]) => {
        fc.pre(app !== otherApp || device !== otherDevice);
        const map = new DeviceMap<string>();
        map.set(app, device, 'first');
        expect(map.get(otherApp, otherDevice)).toBeUndefined();
        map.set(otherApp, otherDevice, 'second');
        expect([map.get(app, device), map.size]).toEqual(['first', 2]);
      }),
    );
  });

  it('never gives one device the outbox of another whose names join to the same text with a NUL', async () => {
    const service = serviceAt();
    service.push.register('p', 'q\u0000r', { platform: 'aps' });
    service.push.register('p\u0000q', 'r', { platform: 'aps' });
    await setGroupsOf(service, 'p', 'q\u0000r', [GROUP]);
    const [delivery] = service.push.send(scoring, { group: GROUP });
    expect(delivery).toMatchObject({ app: 'p', device: 'q\u0000r' });
    expect(service.outbox('p', 'q\u0000r')).toEqual([delivery]);
    expect(service.outbox('p\u0000q', 'r')).toEqual([]);
  });
});
