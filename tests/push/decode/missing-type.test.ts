/**
 * A payload whose extras have no readable `type` still shows its message: decode reads the extras
 * as absent (the push leads home, the spec's default behaviour) and names `extras.type` in
 * `problems`, alike for the three platform payloads. Payloads are written by hand, as each
 * platform's sender would, not by huddle's encoders (which refuse to write extras without a type).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { route, safeDecode } from '../../../src/push/index.ts';
import { decode, decodeLaunch, toast } from '../../../src/push/toast/index.ts';
import { cite } from '../../spec/support/cite.ts';
import { expectDecodeError } from '../../support/expect/expect-decode-error.ts';
import { pushText } from '../../support/properties/push-arbitraries.ts';

const HOME = { screen: 'home' };

/** What decode gives for a push whose extras have no readable type. */
const shownAndHome = (message: string, field: string, reason: string) => ({
  message,
  extras: null,
  notification: null,
  problems: [{ field, reason }],
});

/** A toast as the spec shows it: ToastText02 with one text, and `launch` holding the escaped extras. */
const toastWith = (launch: string, message = 'Final: NE 24, NYJ 17') =>
  `<toast launch="${launch}"><visual addImageQuery="false"><binding template="ToastText02" addImageQuery="false"><text>${message}</text><image/></binding></visual></toast>`;

describe(
  cite(
    'Generic payload',
    '`message` is always provided; the default client behavior is to display the message and link to the app home screen.',
  ),
  () => {
    describe(
      cite(
        'Platform payloads',
        'Object: `aps{alert{body: string, required}}` required; `extras` as in the generic payload.',
      ),
      () => {
        it('shows aps.alert.body and leads home when extras has no type', () => {
          const payload = { aps: { alert: { body: 'Final: NE 24, NYJ 17' } }, extras: { more: { gameId: '0042' } } };
          const decoded = decode(payload);
          expect(decoded).toMatchObject({
            platform: 'aps',
            ...shownAndHome('Final: NE 24, NYJ 17', 'extras.type', 'missing'),
          });
          expect(route(decoded.extras)).toEqual(HOME);
          expect(route(decoded.notification)).toEqual(HOME);
        });

        it('reads a null type as missing, and a type that is no string as such', () => {
          const alert = { aps: { alert: { title: 'NE wins', body: 'Final' } } };
          expect(decode({ ...alert, extras: { type: null, more: null } })).toMatchObject({
            title: 'NE wins',
            ...shownAndHome('Final', 'extras.type', 'missing'),
          });
          expect(decode({ ...alert, extras: { type: 7 } })).toMatchObject(
            shownAndHome('Final', 'extras.type', 'expected a string, found number'),
          );
          expect(decode({ ...alert, extras: { type: ['breakingNews'] } })).toMatchObject(
            shownAndHome('Final', 'extras.type', 'expected a string, found an array'),
          );
          expect(decode({ ...alert, extras: { type: { name: 'breakingNews' } } })).toMatchObject(
            shownAndHome('Final', 'extras.type', 'expected a string, found object'),
          );
        });
      },
    );

    describe(
      cite(
        'Platform payloads',
        'Object: `data{message: string required, extras}` required; `notification{title: string}` required.',
      ),
      () => {
        it('shows data.message and leads home when data.extras has no type, as an object or as JSON text', () => {
          const payload = {
            data: { message: 'Kickoff: NE at NYJ', extras: { more: { gameId: '0042' } } },
            notification: { title: 'NE at NYJ' },
          };
          expect(decode(payload)).toMatchObject({
            platform: 'data',
            title: 'NE at NYJ',
            ...shownAndHome('Kickoff: NE at NYJ', 'data.extras.type', 'missing'),
          });
          const asText = {
            data: { message: 'Kickoff', extras: '{"type":null,"more":{"gameId":"0042"}}' },
            notification: { title: 'T' },
          };
          expect(decode(asText)).toMatchObject(shownAndHome('Kickoff', 'data.extras.type', 'missing'));
          const numbered = { data: { message: 'Kickoff', extras: '{"type":3}' }, notification: { title: 'T' } };
          expect(decode(numbered)).toMatchObject(
            shownAndHome('Kickoff', 'data.extras.type', 'expected a string, found number'),
          );
        });

        it('names the type at its path in a sender’s request (FCM v1 data)', () => {
          const request = { message: { token: 't', data: { message: 'Kickoff', extras: '{"more":{}}' } } };
          expect(decode(request)).toMatchObject(shownAndHome('Kickoff', 'message.data.extras.type', 'missing'));
        });
      },
    );

    describe(
      cite(
        'Platform payloads',
        'A `toast` XML element whose `launch` attribute holds the Extras object serialized as escaped XML (elements `type` and `more` with child elements of the parameters).',
      ),
      () => {
        it('shows the text and leads home when the launch extras have no type element', () => {
          const xml = toastWith(
            '&lt;extras&gt;&lt;more&gt;&lt;gameId&gt;0042&lt;/gameId&gt;&lt;/more&gt;&lt;/extras&gt;',
          );
          const decoded = decode(xml);
          expect(decoded).toMatchObject({
            platform: 'toast',
            ...shownAndHome('Final: NE 24, NYJ 17', 'launch:extras.type', 'missing'),
          });
          expect(route(decoded.extras)).toEqual(HOME);
          // The bare sequence, without the extras root, and an empty extras element.
          expect(decode(toastWith('&lt;more/&gt;'))).toMatchObject(
            shownAndHome('Final: NE 24, NYJ 17', 'launch.type', 'missing'),
          );
          expect(decode(toastWith('&lt;extras/&gt;'))).toMatchObject(
            shownAndHome('Final: NE 24, NYJ 17', 'launch:extras.type', 'missing'),
          );
        });

        it('reads a type element that holds more than text as a type that is no string', () => {
          const nested = toastWith('&lt;extras&gt;&lt;type&gt;&lt;b/&gt;&lt;/type&gt;&lt;/extras&gt;');
          expect(decode(nested)).toMatchObject(
            shownAndHome('Final: NE 24, NYJ 17', 'launch:extras.type', 'expected a string, found object'),
          );
          const twice = toastWith('&lt;type&gt;breakingNews&lt;/type&gt;&lt;type&gt;trendingNews&lt;/type&gt;');
          expect(decode(twice)).toMatchObject(
            shownAndHome('Final: NE 24, NYJ 17', 'launch.type', 'expected a string, found an array'),
          );
        });

        it('still refuses the launch string alone without a type: decodeLaunch reads only the link', () => {
          expectDecodeError(() => decodeLaunch('<extras><more><gameId>0042</gameId></more></extras>'), {
            field: 'launch:extras.type',
            reason: 'missing',
          });
        });
      },
    );

    it('gives safeDecode ok with the message, where it used to give no message at all', () => {
      const result = safeDecode({ aps: { alert: { body: 'Final' } }, extras: {} });
      expect(result).toMatchObject({ ok: true, push: shownAndHome('Final', 'extras.type', 'missing') });
    });

    it('holds for any message, any type that is not text and any platform', () => {
      const notText = fc.oneof(
        fc.constantFrom(undefined, null, true, false, 0, 1.5),
        fc.array(fc.string(), { maxLength: 2 }),
        fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
      );
      const withType = (type: unknown) =>
        type === undefined ? { more: { gameId: '1' } } : { type, more: { gameId: '1' } };
      const reasonOf = (type: unknown) =>
        type == null ? 'missing' : expect.stringMatching(/^expected a string, found /);
      fc.assert(
        fc.property(pushText, notText, fc.boolean(), (message, type, asText) => {
          const extras = asText ? JSON.stringify(withType(type)) : withType(type);
          const apsPush = decode({ aps: { alert: { body: message } }, extras });
          expect(apsPush).toMatchObject(shownAndHome(message, 'extras.type', reasonOf(type)));
          const dataPush = decode({ data: { message, extras }, notification: { title: 'T' } });
          expect(dataPush).toMatchObject(shownAndHome(message, 'data.extras.type', reasonOf(type)));
          // A toast as huddle writes it for the message, given a launch whose extras have no type.
          // (A toast always shows text: an empty message is the toast's "a"; the type's absence is what is tried.)
          const shown = message === '' ? 'a' : message;
          const xml = toast.encode({ message: shown }).replace('<toast', '<toast launch="&lt;extras/&gt;"');
          const toastPush = decode(xml);
          expect(toastPush).toMatchObject(shownAndHome(shown, 'launch:extras.type', 'missing'));
          for (const { extras: read, notification } of [apsPush, dataPush, toastPush]) {
            expect(route(read)).toEqual(HOME);
            expect(route(notification)).toEqual(HOME);
          }
        }),
      );
    });
  },
);

describe(cite('Generic payload', 'string, uniquely identifies the deep-link behavior'), () => {
  it('keeps a type that is text but none of the catalog as it was: extras as received, no problem, home', () => {
    const decoded = decode({
      aps: { alert: { body: 'Final' } },
      extras: { type: 'scoreAlert', more: { gameId: '1' } },
    });
    expect(decoded).toMatchObject({
      extras: { type: 'scoreAlert', more: { gameId: '1' } },
      notification: null,
      problems: [],
    });
    expect(route(decoded.extras)).toEqual(HOME);
  });

  it('reports nothing read past for extras with a type, or for none at all', () => {
    expect(decode({ aps: { alert: { body: 'Final' } } }).problems).toEqual([]);
    expect(decode({ aps: { alert: { body: 'Final' } }, extras: null }).problems).toEqual([]);
    expect(decode({ aps: { alert: { body: 'Final' } }, extras: { type: 'trendingNews' } }).problems).toEqual([]);
  });
});
