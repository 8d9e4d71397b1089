/**
 * The doctor never throws for a payload: what no check can read (nested thousands deep, a cycle, a
 * BigInt, a Symbol, a throwing getter, a Proxy whose traps throw or that is revoked) is an
 * `unreadable` finding, and `huddle decode --diagnose` prints it as one line, with no stack.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diagnose } from '../../../src/push/toast/index.ts';
import { runHuddle } from '../../support/cli/run-cli.ts';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepText = (depth: number) =>
  `{"aps":{"alert":{"body":"Final"}},"extras":{"type":"teamAlertGameEnd","more":{"gameId":"g1","deep":${nested(depth)}}}}`;

const unreadable = { code: 'unreadable', severity: 'error', path: 'payload' };

describe('diagnose on what no check can read', () => {
  it('a payload nested 4,500 deep, as text, as an object and inside { headers, body }: unreadable, too deep', () => {
    const text = deepText(4500);
    for (const payload of [
      text,
      JSON.parse(text),
      { headers: { 'apns-push-type': 'alert' }, body: JSON.parse(text) },
    ]) {
      expect(diagnose(payload)).toEqual([
        { ...unreadable, message: expect.stringMatching(/too deep/), fix: expect.any(String) },
      ]);
    }
  });

  const strange: readonly (readonly [string, () => unknown])[] = [
    [
      'a cycle',
      () => {
        const payload: Record<string, unknown> = { aps: { alert: { body: 'hi' } } };
        payload.extras = { type: 'trendingNews', more: payload };
        return payload;
      },
    ],
    ['a BigInt badge', () => ({ aps: { alert: { body: 'hi' }, badge: 10n } })],
    [
      'a Symbol as a header value',
      () => ({ headers: { 'apns-push-type': Symbol('alert') }, body: { aps: { alert: { body: 'hi' } } } }),
    ],
    [
      'a null-prototype object as a header value',
      () => ({
        headers: { 'apns-push-type': Object.create(null) as object },
        body: { aps: { alert: { body: 'hi' } } },
      }),
    ],
    [
      'a throwing getter',
      () => ({
        aps: { alert: { body: 'hi' } },
        get extras() {
          throw new Error('getter exploded');
        },
      }),
    ],
    [
      'a Proxy whose traps throw',
      () =>
        new Proxy(
          {},
          {
            get() {
              throw new Error('trap');
            },
            ownKeys() {
              throw new Error('trap');
            },
          },
        ),
    ],
    [
      'a revoked Proxy',
      () => {
        const { proxy, revoke } = Proxy.revocable({}, {});
        revoke();
        return proxy;
      },
    ],
  ];
  for (const [what, make] of strange) {
    it(`${what}: unreadable, saying why in one line`, () => {
      const findings = diagnose(make());
      expect(findings).toEqual([
        { ...unreadable, message: expect.stringMatching(/^not plain JSON data: [^\n]+$/), fix: expect.any(String) },
      ]);
    });
  }

  it('a null-prototype object as headers is read as any other', () => {
    const headers = Object.assign(Object.create(null) as object, { 'apns-push-type': 'alert' });
    expect(diagnose({ headers, body: { aps: { alert: { body: 'hi' } } } })).toEqual([]);
  });

  it('never throws for nesting of any depth (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), (depth) => {
        expect(() => diagnose(deepText(depth))).not.toThrow();
      }),
      { numRuns: 20 },
    );
  });
});

it('huddle decode --diagnose prints an over-deep payload as one unreadable line, no stack', async () => {
  const run = await runHuddle(['decode', '--diagnose', '-'], { stdin: deepText(4500) });
  expect(run.code).toBe(1);
  expect(`${run.stdout}${run.stderr}`).toMatch(/unreadable/);
  expect(`${run.stdout}${run.stderr}`).not.toMatch(/RangeError|^\s+at /m);
});

describe('what the wrappers and toPath are handed instead of an object', () => {
  it('apnsRequest, fcmMessage and wnsRequest refuse null, a number or a list as options with DeliveryError', async () => {
    const { apnsRequest, DeliveryError, fcmMessage, wnsRequest } = await import('../../../src/push/index.ts');
    const message = { message: 'Trending', extras: { type: 'trendingNews', more: null } } as const;
    const wrappers = { apns: apnsRequest, fcm: fcmMessage, wns: wnsRequest } as const;
    for (const [vendor, wrap] of Object.entries(wrappers)) {
      for (const options of [null, 5, ['token']]) {
        const call = () => (wrap as (m: unknown, o: unknown) => unknown)(message, options);
        expect(call, `${vendor} with ${JSON.stringify(options)}`).toThrow(DeliveryError);
        expect(call).toThrow(/options: expected an object of delivery options/);
      }
    }
  });

  it('toPath(null) is a DeepLinkError naming the link', async () => {
    const { DeepLinkError, toPath } = await import('../../../src/push/index.ts');
    expect(() => toPath(null as never)).toThrow(DeepLinkError);
    expect(() => toPath(null as never)).toThrow(/link: expected a deep link object, found null/);
  });
});
