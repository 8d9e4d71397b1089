/**
 * The toast encoder alone: it writes the XML as text and needs no parser, so code that only
 * sends toasts (the mock's push fan-out) loads no fast-xml-parser. toast.ts pairs it with the
 * decoder. The payload it writes is described there.
 */
import { EncodeError } from '../errors/encode-error.js';
import type { PushCodec } from '../payload.js';
import { platforms } from '../platform.js';
import { escapeAttribute, escapeContent } from '../xml/escape.js';
import { buildWithin } from './build-within-limit.js';
import { type Outgoing, outgoing } from './outgoing.js';
import { utf8Length } from './text.js';

// The launch attribute holds XML escaped as an attribute value: its markup is written escaped
// once, its text escaped twice (as content, then as an attribute), never re-escaped as a whole.
const twice = (text: string) => escapeAttribute(escapeContent(text));

function launchAttribute({ type, more }: NonNullable<Outgoing['extras']>): string {
  let value = `&lt;extras&gt;&lt;type&gt;${twice(type)}&lt;/type&gt;`;
  if (more !== undefined) {
    value += '&lt;more&gt;';
    for (const name in more) value += `&lt;${name}&gt;${twice(more[name] as string)}&lt;/${name}&gt;`;
    value += '&lt;/more&gt;';
  }
  return `${value}&lt;/extras&gt;`;
}

const TAIL = '</text><image/></binding></visual></toast>';
const contentCost = (piece: string) => utf8Length(escapeContent(piece));
const asWritten = (xml: string) => xml;

/** Writes the toast XML of a notification (the toast codec's `encode`). */
export const encodeToast: PushCodec<string>['encode'] = (notification, options = {}) => {
  const { message, title, extras } = outgoing('toast', notification);
  // Read back, a toast without text is no message at all (see toast-templates.ts).
  if (message === '') throw new EncodeError('toast', 'message', 'empty: a toast always shows a message');
  const head = `${extras === null ? '<toast>' : `<toast launch="${launchAttribute(extras)}">`}<visual addImageQuery="false"><binding template="ToastText02" addImageQuery="false">${title === null ? '<text>' : `<text id="1">${escapeContent(title)}</text><text id="2">`}`;
  const build = (text: string) => head + escapeContent(text) + TAIL;
  const layout = {
    platform: 'toast',
    limit: platforms.toast.limit,
    build,
    wire: asWritten,
    cost: contentCost,
  } as const;
  return buildWithin(layout, message, options.truncate === true);
};
