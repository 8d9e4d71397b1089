/**
 * The toast codec's own API beyond what every codec shares: `decodeLaunch`, which reads the
 * launch string Windows hands an app, and the encoder's refusal of an empty message.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type NotificationExtras, notificationTypes, route } from '../../../src/push/index.ts';
import { DecodeError, decode, decodeLaunch, EncodeError, toast } from '../../../src/push/toast/index.ts';
import { expectDecodeError } from '../../support/expect/expect-decode-error.ts';
import { thrown } from '../../support/expect/thrown.ts';

/**
 * The launch attribute's value as Windows hands it to the app: the attribute value with its
 * references decoded once, as any XML reader does (written here apart from huddle's reader).
 */
function launchArguments(xml: string): string {
  const value = /^<toast launch="([^"]*)"/.exec(xml)?.[1];
  if (value === undefined) throw new Error(`no launch attribute in ${xml}`);
  const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
  return value.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (_, name: string) =>
    name.startsWith('#x')
      ? String.fromCodePoint(Number.parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (named[name] as string),
  );
}

// Parameter values with XML specials, line breaks, tabs and astral characters.
const value = fc
  .array(
    fc.oneof(
      fc.constantFrom('&', '<', '>', '"', "'", '&amp;', '&#10;', '\n', '\r', '\r\n', '\t', ' ', '😀', '中'),
      fc.string({ unit: 'grapheme-ascii', maxLength: 4 }),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(''));
const name = fc
  .stringMatching(/^[A-Za-z_][A-Za-z0-9_.-]{0,8}$/)
  .filter((key) => !/^xml/i.test(key) && !(key in Object.prototype) && key !== 'prototype');

// An id route() leads somewhere with: an empty one leads home.
const id = value.filter((text) => text !== '');

/** Extras of any catalog type, with its required parameter and others beside it. */
const catalogExtras: fc.Arbitrary<NotificationExtras> = fc
  .constantFrom(...(Object.keys(notificationTypes) as (keyof typeof notificationTypes)[]))
  .chain((type) => {
    const required = notificationTypes[type].parameter;
    const others = fc.dictionary(name, value, { maxKeys: 3 });
    if (required === null) return fc.record({ type: fc.constant(type), more: fc.option(others, { nil: undefined }) });
    return fc.record({
      type: fc.constant(type),
      more: fc.tuple(others, id).map(([more, given]) => ({ ...more, [required]: given })),
    });
  }) as fc.Arbitrary<NotificationExtras>;

const gameEnd = { type: 'teamAlertGameEnd', more: { gameId: '0042' } } as const;
const bare = '<type>teamAlertGameEnd</type><more><gameId>0042</gameId></more>';

describe('decodeLaunch', () => {
  it('reads back the extras toast.encode wrote, from the launch string Windows hands the app', () => {
    fc.assert(
      fc.property(catalogExtras, (extras) => {
        const args = launchArguments(toast.encode({ message: 'm', extras }));
        const received = decodeLaunch(args);
        expect(received).toEqual({ type: extras.type, more: extras.more ?? null });
        expect(route(received)).toEqual(route(extras));
        expect(route(received).screen).not.toBe('home');
      }),
      { numRuns: 300 },
    );
  });

  it('opens the screen of the spec’s example', () => {
    const args = launchArguments(toast.encode({ message: 'Final', extras: gameEnd }));
    expect(args).toBe(`<extras>${bare}</extras>`);
    expect(route(decodeLaunch(args))).toEqual({ screen: 'gameDetails', gameId: '0042', liveStream: false });
  });

  it('reads the bare sequence, any root element, an XML declaration, comments and whitespace', () => {
    for (const args of [
      bare,
      `<extras>${bare}</extras>`,
      `<x>${bare}</x>`,
      `<?xml version="1.0"?>\n<extras>\n  ${bare}\n</extras>\n`,
      `<!-- from a sender -->${bare}`,
    ]) {
      expect(decodeLaunch(args)).toEqual(gameEnd);
    }
  });

  it('gives null for an empty or blank string (the app opened otherwise)', () => {
    for (const args of ['', ' ', '\n\t ']) expect(decodeLaunch(args)).toBeNull();
  });

  it('gives the same extras as decode gives for the whole toast', () => {
    const xml = toast.encode({
      message: 'm',
      extras: { type: 'breakingNews', more: { articleId: '7', note: 'a & b' } },
    });
    expect(decodeLaunch(launchArguments(xml))).toEqual(decode(xml).extras);
  });

  it.each([
    ['a launch string of another app’s making', 'action=viewGame&gameId=5', 'launch'],
    ['text beside the elements', `${bare}tail`, 'launch'],
    ['no type', '<extras><more><gameId>1</gameId></more></extras>', 'launch:extras.type'],
    ['an element inside a parameter', '<type>t</type><more><gameId><b>1</b></gameId></more>', 'launch.more.gameId.b'],
    ['a repeated parameter', '<type>t</type><more><a>1</a><a>2</a></more>', 'launch.more.a'],
    ['a __proto__ parameter', '<type>t</type><more><__proto__>x</__proto__></more>', 'launch'],
    ['a DOCTYPE', `<!DOCTYPE x [<!ENTITY a "b">]>${bare}`, 'launch'],
    ['an undefined entity', '<type>&nbsp;</type>', 'launch.type'],
    ['a control character', '<type>a\u0001</type>', 'launch'],
    ['malformed XML', '<type>t</more>', 'launch line 1'],
    ['a text over the payload limit', `<type>${'x'.repeat(6000)}</type>`, 'launch'],
  ])('refuses %s with a DecodeError naming the launch field', (_, args, field) => {
    const error = expectDecodeError(() => decodeLaunch(args), { platform: 'toast' });
    expect(error.field).toContain(field);
    expect(error.field.startsWith('launch')).toBe(true);
  });

  it('refuses what is not text, naming the launch field', () => {
    for (const args of [null, undefined, 42, { type: 't' }]) {
      expectDecodeError(() => decodeLaunch(args as unknown as string), {
        field: 'launch',
        reason: expect.stringContaining('expected the launch text'),
      });
    }
  });

  it('only returns extras or null, or throws DecodeError, whatever the string', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          value,
          value.map((text) => `<type>${text}</type>`),
        ),
        (args) => {
          let received: unknown;
          try {
            received = decodeLaunch(args);
          } catch (error) {
            expect(error).toBeInstanceOf(DecodeError);
            return;
          }
          if (args.trim() === '') expect(received).toBeNull();
          else expect(received).toMatchObject({ type: expect.any(String) });
        },
      ),
    );
  });
});

describe('toast.encode', () => {
  it('refuses an empty message, which a toast would show as nothing and a decoder could not read back', () => {
    for (const notification of [{ message: '' }, { message: '', title: 'Headline' }]) {
      const error = thrown(() => toast.encode(notification));
      expect(error).toBeInstanceOf(EncodeError);
      expect(error).toMatchObject({ platform: 'toast', field: 'message', reason: expect.stringContaining('empty') });
    }
  });
});
