/**
 * The push codecs against their floors: the toast decode against raw fast-xml-parser reading
 * both XML levels, the toast encode against fast-xml-parser's XMLBuilder writing the same bytes,
 * the JSON decode against `JSON.parse` of the payload.
 */
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { aps, data } from '../src/push/index.ts';
import { decode, toast } from '../src/push/toast/index.ts';
import { measure } from './measure.ts';
import { ratioFigures, type Section } from './section.ts';

export async function benchCodecs(): Promise<Section[]> {
  // A typical notification: a title, a message with an ampersand, and a game deep link.
  const notification = {
    message: 'Final: New England 24 & New York 17. Highlights and the box score inside.',
    title: 'NE wins',
    extras: { type: 'teamAlertGameEnd', more: { gameId: '00000000-0000-0000-0000-000000004242' } },
  } as const;
  const batch = 50;
  const xml = toast.encode(notification);
  const raw = new XMLParser({ ignoreAttributes: false });
  const rawBothLevels = () => raw.parse(raw.parse(xml).toast['@_launch']);
  const builder = new XMLBuilder({ ignoreAttributes: false, suppressEmptyNode: true });
  const buildWithXmlBuilder = () =>
    builder.build({
      toast: {
        '@_launch': builder.build({ extras: { type: notification.extras.type, more: notification.extras.more } }),
        visual: {
          '@_addImageQuery': 'false',
          binding: {
            '@_template': 'ToastText02',
            '@_addImageQuery': 'false',
            text: [
              { '@_id': '1', '#text': notification.title },
              { '@_id': '2', '#text': notification.message },
            ],
            image: '',
          },
        },
      },
    });
  if (buildWithXmlBuilder() !== xml) throw new Error(`XMLBuilder wrote other bytes:\n${buildWithXmlBuilder()}\n${xml}`);
  const apsText = JSON.stringify(aps.encode(notification));
  const dataText = JSON.stringify(data.encode(notification, { extrasAsJson: true }));
  const about = (floor: string) =>
    `A typical notification (a title, a message with an ampersand, a game deep link), ${batch} runs per timed sample; the floor is ${floor}.`;
  return [
    {
      title: 'Decoding a toast payload',
      about: `${about('fast-xml-parser parsing both XML levels with its default options')} The goal: throughput ≥ 0.9× raw fast-xml-parser.`,
      figures: ratioFigures(
        'raw fast-xml-parser',
        await measure({ name: 'raw', run: rawBothLevels, batch }, [
          { name: 'decode(xml): validated, checked, typed', run: () => decode(xml), atMost: 1.11, batch },
        ]),
      ),
    },
    {
      title: 'Encoding a toast payload',
      about: `${about('fast-xml-parser’s XMLBuilder writing the same bytes')} The goal: ≥ 5× faster.`,
      figures: ratioFigures(
        'XMLBuilder',
        await measure({ name: 'XMLBuilder', run: buildWithXmlBuilder, batch }, [
          { name: 'toast.encode()', run: () => toast.encode(notification), atMost: 0.2, batch },
        ]),
      ),
    },
    {
      title: 'Decoding a JSON payload',
      about: about('`JSON.parse` of the payload text'),
      figures: ratioFigures(
        'JSON.parse',
        await measure({ name: 'JSON.parse', run: () => JSON.parse(apsText), batch: batch * 10 }, [
          { name: 'decode(aps text)', run: () => decode(apsText), atMost: 2, batch: batch * 10 },
          { name: 'decode(data text, extras as a JSON string)', run: () => decode(dataText), batch: batch * 10 },
        ]),
      ),
    },
  ];
}
