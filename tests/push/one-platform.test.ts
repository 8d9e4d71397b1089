/**
 * Adding a push platform means adding one row to `platforms` (src/push/platform.ts), and the
 * compiler names every place left: a throwaway fourth platform is added here, twice over.
 * - To the compiler, in memory: `hms` (Huawei push, JSON) with its codec, its `jsonCodecs` row, its
 *   receive shape, its vendor request and the command's words for it (six files) compiles; `beep`
 *   (JSON) in the table alone fails in exactly the four places it still needs, and `wnsx` (XML) in
 *   the four an XML platform needs.
 * - At run time, as `one-row.test.ts` adds a resource: `hms` is mocked into the table, `jsonCodecs`
 *   the shapes and the vendor requests, and every reader of the registry serves it (the platform
 *   check, `decode` of both entries, `jsonCodecs`, the live mock's fan-out and its routes).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMockService } from '../../src/mock/index.ts';
import { type MockServer, startMockServer } from '../../src/mock/server/index.ts';
import { decode, isPushPlatform, jsonCodecs, type PushMessage, pushPlatforms } from '../../src/push/index.ts';
import { decode as decodeAny } from '../../src/push/toast/index.ts';
import { dependentsOf, insertAfter, sourceText, typeErrorsWith } from '../support/suite/type-errors-with.ts';

/** Where the throwaway platform keeps its fields: `{ hms: { body, title?, extras? } }`. */
const { hmsLayout } = vi.hoisted(() => ({
  hmsLayout: { message: 'hms body', title: 'hms title', extras: 'hms extras', platform: () => 'hms' as never },
}));

vi.mock('../../src/push/platform.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/push/platform.ts')>();
  return {
    ...original,
    platforms: { ...original.platforms, hms: { payload: 'json', limit: 4096, vendor: 'fcm', targets: ['android'] } },
  };
});

vi.mock('../../src/push/codecs/registry.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/push/codecs/registry.ts')>();
  const { jsonCodec } = await import('../../src/push/codecs/json.ts');
  const { readLayout } = await import('../../src/push/codecs/layout.ts');
  const hms = jsonCodec('hms' as never, readLayout('hms' as never, hmsLayout), ({ title, extras }) => (body) => ({
    hms: { body, ...(title !== null && { title }), ...(extras !== null && { extras }) },
  }));
  return { jsonCodecs: { ...original.jsonCodecs, hms } };
});

vi.mock('../../src/push/send/requests.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/push/send/requests.ts')>();
  const { fcmMessage } = await import('../../src/push/send/fcm.ts');
  // Huawei's Push Kit takes a message much like FCM's HTTP v1: a stand-in for its own writer.
  const hms = (notification: PushMessage, { device }: { device: string }) => ({
    vendor: 'fcm' as const,
    ...fcmMessage(notification, { token: device }),
  });
  return { ...original, vendorRequests: { ...original.vendorRequests, hms } };
});

vi.mock('../../src/push/decode/shapes.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/push/decode/shapes.ts')>();
  const hmsShape = [
    'hms',
    { lacks: (payload: object) => ('hms' in payload ? undefined : 'no hms'), keys: ['hms'] },
    hmsLayout,
  ];
  return { ...original, shapes: [hmsShape, ...original.shapes] };
});

/** The throwaway codec as a contributor writes it: src/push/codecs/hms.ts. */
const HMS_CODEC = `/** Huawei push: \`{ hms: { body, title?, extras? } }\`. */
import type { NotificationExtras, PushCodec } from '../payload.js';
import { jsonCodec } from './json.js';
import { type Layout, readLayout } from './layout.js';

export interface HmsPayload {
  readonly hms: { readonly body: string; readonly title?: string; readonly extras?: NotificationExtras };
}

export const hmsLayout: Layout = { message: 'hms body', title: 'hms title', extras: 'hms extras', platform: () => 'hms' };

export const hms: PushCodec<HmsPayload> = jsonCodec('hms', readLayout('hms', hmsLayout), ({ title, extras }) => (body) => ({
  hms: { body, ...(title !== null && { title }), ...(extras !== null && { extras: extras as NotificationExtras }) },
}));
`;

describe('the compiler names every place a new platform needs', () => {
  const table = 'src/push/platform.ts';
  const rows = [
    "\n  hms: { payload: 'json', limit: 4096, vendor: 'fcm', targets: ['android'] },",
    "\n  beep: { payload: 'json', limit: 2048, vendor: 'fcm', targets: ['android'] },",
    "\n  wnsx: { payload: 'xml', limit: 5000, vendor: 'wns', targets: ['windows'] },",
  ].join('');
  const overlay = {
    [table]: insertAfter(sourceText(table), 'export const platforms = {', rows),
    'src/push/codecs/hms.ts': HMS_CODEC,
    'src/push/codecs/registry.ts': insertAfter(
      sourceText('src/push/codecs/registry.ts').replace('= { aps, data };', '= { aps, data, hms };'),
      "import { data } from './data.js';",
      "\nimport { hms } from './hms.js';",
    ),
    'src/push/send/requests.ts': insertAfter(
      sourceText('src/push/send/requests.ts'),
      "  toast: (notification) => ({ vendor: 'wns', ...wnsRequest(notification) }),",
      "\n  hms: (notification, { device }) => ({ vendor: 'fcm', ...fcmMessage(notification, { token: device }) }),",
    ),
    'src/cli/shared/library-names.ts': insertAfter(
      sourceText('src/cli/shared/library-names.ts'),
      "  toast: 'XML',",
      "\n  hms: 'Huawei data style',",
    ),
    'src/push/decode/shapes.ts': insertAfter(
      insertAfter(
        sourceText('src/push/decode/shapes.ts'),
        "import { dataLayout } from '../codecs/data.js';",
        "\nimport { hmsLayout } from '../codecs/hms.js';",
      ),
      'export const shapes = [',
      "\n  ['hms', anyOf('hms'), hmsLayout],",
    ),
  };
  // Every file whose types could change with the table, and the new codec.
  const roots = [...dependentsOf('src/push/platform.ts'), 'src/push/codecs/hms.ts'];
  let errors: Record<string, string[]>;
  beforeAll(() => {
    errors = typeErrorsWith(overlay, roots);
  }, 120_000);

  it('the anchors the overlay writes after are in the source, and the program covers the registry’s readers', () => {
    expect(overlay['src/push/codecs/registry.ts']).toContain('= { aps, data, hms };');
    expect(roots).toEqual(
      expect.arrayContaining([
        'src/mock/live/delivery.ts',
        'src/mock/live/push-routes.ts',
        'src/cli/commands/encode/run.ts',
        'src/cli/commands/listen/run.ts',
        'src/push/toast/decode.ts',
      ]),
    );
  });

  /** The platforms each file's errors name as missing. */
  const named = () =>
    Object.fromEntries(
      Object.entries(errors).map(([file, found]) => [
        file,
        [
          ...new Set(
            found.flatMap((error) =>
              [...error.matchAll(/Property '(\w+)' is missing|Type '"(\w+)"' does not satisfy/g)].map(
                (match) => match[1] ?? match[2],
              ),
            ),
          ),
        ],
      ]),
    );

  it('names only the places the unfinished platforms need, and nothing of the finished one (six files)', () => {
    expect(Object.keys(errors).sort()).toEqual([
      'src/cli/shared/library-names.ts',
      'src/push/codecs/encoders.ts',
      'src/push/codecs/registry.ts',
      'src/push/decode/shapes.ts',
      'src/push/send/requests.ts',
      'src/push/toast/codecs.ts',
    ]);
    expect(Object.values(errors).flat()).toHaveLength(6);
  });

  it('any platform in the table alone: the request its vendor takes, in vendorRequests', () => {
    expect(errors['src/push/send/requests.ts']?.join('\n')).toMatch(/beep, wnsx|wnsx, beep/);
  });

  it('a JSON platform in the table alone: its codec in jsonCodecs, and its receive shape', () => {
    expect(named()).toMatchObject({ 'src/push/codecs/registry.ts': ['beep'], 'src/push/decode/shapes.ts': ['beep'] });
  });

  it('an XML platform in the table alone: its XML-free encoder, and its codec in textCodecs of huddle/push/toast', () => {
    expect(named()).toMatchObject({ 'src/push/codecs/encoders.ts': ['wnsx'], 'src/push/toast/codecs.ts': ['wnsx'] });
  });
});

describe('a fourth platform at run time: every reader of the registry serves it', () => {
  const notification: PushMessage = {
    message: 'Final: NE 24, NYJ 17',
    title: 'NE wins',
    extras: { type: 'teamAlertGameEnd', more: { gameId: '0042' } },
  };
  const hmsCodec = (jsonCodecs as unknown as Record<string, (typeof jsonCodecs)['aps']>).hms;
  const payload = () => JSON.stringify(hmsCodec?.encode(notification));
  const decodedHms = {
    platform: 'hms',
    source: 'hms',
    message: 'Final: NE 24, NYJ 17',
    title: 'NE wins',
    notification: { type: 'teamAlertGameEnd', more: { gameId: '0042' } },
  };

  it('is a platform: listed, checked, and one of the JSON codecs', () => {
    expect(pushPlatforms).toEqual(['aps', 'data', 'toast', 'hms']);
    expect(isPushPlatform('hms')).toBe(true);
    expect(payload()).toBe(
      '{"hms":{"body":"Final: NE 24, NYJ 17","title":"NE wins","extras":{"type":"teamAlertGameEnd","more":{"gameId":"0042"}}}}',
    );
  });

  it('decode of huddle/push and of huddle/push/toast tell its payload by its shape, and the others still by theirs', () => {
    expect(decode(payload())).toMatchObject(decodedHms);
    expect(decodeAny(JSON.parse(payload()))).toMatchObject(decodedHms);
    expect(decode({ aps: { alert: 'Hi' } })).toMatchObject({ platform: 'aps', source: 'aps' });
  });

  it('the live mock registers a device of it and delivers its payload, decoded', async () => {
    const service = createMockService({ baseUrl: 'https://mock.example', clock: 1_000 });
    service.push.register('app', 'tablet', { platform: 'hms' as never });
    const { status } = await service.serve({
      method: 'PUT',
      url: new URL('https://mock.example/v1/push/app/devices/tablet/groups'),
      headers: { get: (name) => (name === 'authorization' ? 'Bearer t' : null) },
      body: { groups: ['teamAlertGameEnd_NE'] },
    });
    expect(status).toBe(202);
    const [delivery] = service.push.send(notification, { group: 'teamAlertGameEnd_NE' });
    expect(delivery).toMatchObject({ platform: 'hms', payload: payload(), decoded: decodedHms });
  });

  describe('the mock server’s push route', () => {
    let server: MockServer;
    beforeAll(async () => {
      server = await startMockServer({ clock: 1_000 });
    });
    afterAll(() => server.close());

    it('streams to a device of it, and names it among the platforms when refusing another', async () => {
      const controller = new AbortController();
      const stream = await fetch(`${server.url}/_mock/push/app/tablet?platform=hms`, { signal: controller.signal });
      expect(stream.status).toBe(200);
      controller.abort();
      const refused = await fetch(`${server.url}/_mock/push/app/tablet?platform=beep`);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toBe(
        'platform: expected aps, data, toast or hms, found "beep"',
      );
    });
  });
});
