/**
 * The three platform payloads: one hand-written per platform from the spec's words and decoded,
 * and what the encoders write, read back here by JSON.parse or by fast-xml-parser directly (not
 * huddle's XML code) and compared with the shape the spec describes.
 */
import { XMLParser } from 'fast-xml-parser';
import { aps, DecodeError, data, route } from 'huddle/push';
import { decode, decodeLaunch, toast } from 'huddle/push/toast';
import { describe, expect, it } from 'vitest';
import { cite } from '../support/cite.ts';

const final = { type: 'teamAlertGameEnd', more: { gameId: '0042' } } as const;
const message = 'Final: NE 24, NYJ 17';
const gameDetails = { screen: 'gameDetails', gameId: '0042', liveStream: false };

/** A plain JSON copy of what an encoder wrote: what goes over the wire. */
const asSent = (payload: unknown): unknown => JSON.parse(JSON.stringify(payload));

/** Attributes as `@name`, text kept as text (so `0042` stays `0042`), entities decoded. */
const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
});

type Node = { [key: string]: string | Node };

/** The `type` and `more` elements of a launch document, with or without a root element around them. */
function launchElements(launch: string): Node {
  const document = xml.parse(launch) as Node;
  if ('type' in document) return document;
  const roots = Object.values(document);
  expect(roots).toHaveLength(1);
  return roots[0] as Node;
}

describe('first mobile platform (alert style)', () => {
  it(
    cite(
      'Platform payloads',
      'Object: `aps{alert{body: string, required}}` required; `extras` as in the generic payload.',
    ),
    () => {
      const decoded = decode({ aps: { alert: { body: message } }, extras: final });
      expect(decoded).toMatchObject({ platform: 'aps', message, extras: final });
      expect(route(decoded.notification)).toEqual(gameDetails);
      expect(asSent(aps.encode({ message, extras: final }))).toEqual({
        aps: { alert: { body: message } },
        extras: final,
      });
    },
  );

  it(cite('Platform payloads', '`aps{alert{body: string, required}}` required'), () => {
    for (const payload of [{ aps: { alert: { title: 'Final' } }, extras: final }, { aps: { alert: { body: 24 } } }]) {
      expect(() => decode(payload), JSON.stringify(payload)).toThrow(DecodeError);
    }
  });
});

describe('second mobile platform (data style)', () => {
  it(
    cite(
      'Platform payloads',
      'Object: `data{message: string required, extras}` required; `notification{title: string}` required.',
    ),
    () => {
      const decoded = decode({ data: { message, extras: final }, notification: { title: 'Patriots win' } });
      expect(decoded).toMatchObject({ platform: 'data', message, title: 'Patriots win', extras: final });
      expect(route(decoded.notification)).toEqual(gameDetails);
      expect(asSent(data.encode({ message, title: 'Patriots win', extras: final }))).toEqual({
        data: { message, extras: final },
        notification: { title: 'Patriots win' },
      });
    },
  );

  it(cite('Platform payloads', '`notification{title: string}` required'), () => {
    // Without a title to give, the required notification object is still written, its title a string.
    const written = asSent(data.encode({ message, extras: final })) as {
      data: unknown;
      notification: { title: unknown };
    };
    expect(written.data).toEqual({ message, extras: final });
    expect(typeof written.notification.title).toBe('string');
  });

  it(cite('Platform payloads', '`data{message: string required, extras}` required'), () => {
    for (const payload of [
      { data: { extras: final }, notification: { title: 'x' } },
      { data: { message: ['x'] }, notification: { title: 'x' } },
    ]) {
      expect(() => decode(payload), JSON.stringify(payload)).toThrow(DecodeError);
    }
  });
});

describe('third platform (toast style)', () => {
  const launch = '&lt;type&gt;teamAlertGameEnd&lt;/type&gt;&lt;more&gt;&lt;gameId&gt;0042&lt;/gameId&gt;&lt;/more&gt;';
  const visual = `<visual addImageQuery="false"><binding template="ToastText02" addImageQuery="false"><text>${message}</text><image></image></binding></visual>`;

  it(
    cite(
      'Platform payloads',
      'A `toast` XML element whose `launch` attribute holds the Extras object serialized as escaped XML (elements `type` and `more` with child elements of the parameters).',
    ),
    () => {
      for (const payload of [
        `<toast launch="${launch}">${visual}</toast>`,
        `<toast launch="&lt;extras&gt;${launch}&lt;/extras&gt;">${visual}</toast>`,
      ]) {
        const decoded = decode(payload);
        expect(decoded).toMatchObject({ platform: 'toast', message, extras: final });
        expect(route(decoded.notification)).toEqual(gameDetails);
      }
      expect(decodeLaunch('<type>teamAlertGameEnd</type><more><gameId>0042</gameId></more>')).toEqual(final);
    },
  );

  it(
    cite(
      'Platform payloads',
      'Child `visual` (attribute addImageQuery=false) holding a `binding` (template ToastText02, addImageQuery=false) with a `text` element (the message) and an empty `image` element.',
    ),
    () => {
      const written = xml.parse(toast.encode({ message, extras: final })) as Node;
      const root = written.toast as Node;
      const launchText = root['@launch'] as string;
      const elements = launchElements(launchText);
      expect(elements.type).toBe('teamAlertGameEnd');
      expect(elements.more).toEqual({ gameId: '0042' });
      const visualNode = root.visual as Node;
      expect(visualNode['@addImageQuery']).toBe('false');
      const binding = visualNode.binding as Node;
      expect(binding['@template']).toBe('ToastText02');
      expect(binding['@addImageQuery']).toBe('false');
      const text = binding.text;
      expect(typeof text === 'string' ? text : text?.['#text']).toBe(message);
      const image = binding.image;
      // Empty: no text and no child elements (attributes aside).
      expect(image).toBeDefined();
      expect(
        typeof image === 'string' ? image : Object.keys(image ?? {}).filter((key) => !key.startsWith('@')),
      ).toEqual(typeof image === 'string' ? '' : []);
    },
  );

  it(cite('Platform payloads', 'holds the Extras object serialized as escaped XML'), () => {
    const awkward = 'NE <24> & "NYJ" 17';
    const more = { gameId: 'a&b<c>"d"' };
    const encoded = toast.encode({ message: awkward, extras: { type: 'teamAlertGameEnd', more } });
    const root = (xml.parse(encoded) as Node).toast as Node;
    expect(launchElements(root['@launch'] as string).more).toEqual(more);
    const text = ((root.visual as Node).binding as Node).text;
    expect(typeof text === 'string' ? text : text?.['#text']).toBe(awkward);
    expect(decode(encoded)).toMatchObject({ message: awkward, extras: { type: 'teamAlertGameEnd', more } });
  });
});

describe('delivery', () => {
  it(cite('Events', 'The service delivers push notifications to devices.'), () => {
    // What a sender encodes for each platform, the device reads back whole.
    const notification = { message, title: 'Patriots win', extras: final } as const;
    for (const payload of [aps.encode(notification), data.encode(notification), toast.encode(notification)]) {
      const decoded = decode(typeof payload === 'string' ? payload : asSent(payload));
      expect(decoded).toMatchObject({ message, title: 'Patriots win', extras: final });
      expect(route(decoded.notification)).toEqual(gameDetails);
    }
  });

  it(
    cite(
      'What the service does',
      'The service sends push notifications to registered devices in a per-platform payload format.',
    ),
    () => {
      const notification = { message, extras: final } as const;
      expect(decode(asSent(aps.encode(notification))).platform).toBe('aps');
      expect(decode(asSent(data.encode(notification))).platform).toBe('data');
      expect(decode(toast.encode(notification)).platform).toBe('toast');
    },
  );
});
