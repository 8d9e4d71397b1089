/**
 * The toast payload of the third platform, the only module that loads fast-xml-parser.
 *
 * Written as the spec shows it, with the extras in `launch` as escaped XML under an `extras` root
 * (any XML reader can load a document with one root; the decoder also takes the bare
 * `<type>…</type><more>…</more>` sequence):
 *
 * ```xml
 * <toast launch="&lt;extras&gt;&lt;type&gt;teamAlertGameEnd&lt;/type&gt;&lt;more&gt;&lt;gameId&gt;0042&lt;/gameId&gt;&lt;/more&gt;&lt;/extras&gt;">
 *   <visual addImageQuery="false"><binding template="ToastText02" addImageQuery="false">
 *     <text>Final: NE 24, NYJ 17</text><image/>
 *   </binding></visual>
 * </toast>
 * ```
 * (shown on several lines; written on one). With a title, the binding holds ToastText02's
 * `<text id="1">title</text><text id="2">message</text>` instead of the one `text`.
 */
import { type X2jOptions, XMLParser } from 'fast-xml-parser';
import { describeKind, isRecord } from '../../value-shapes.js';
import type { DecodedPush, PushCodec, ReceivedExtras } from '../payload.js';
import { buildWithin } from './build-within-limit.js';
import { checkSize, decoded, decodeFailure } from './incoming.js';
import { payloadLimits } from './limits.js';
import { text as checkText, optionalText, extras as readExtras } from './notification-fields.js';
import { type Outgoing, outgoing } from './outgoing.js';
import { textProblem, utf8Length } from './text.js';
import { checkWellFormed } from './xml-scan.js';
import { escapeAttribute, escapeContent, unescapeXml } from './xml-text.js';

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

/** The toast codec: encodes to, and decodes from, the XML text. */
export const toast: PushCodec<string> = {
  platform: 'toast',
  limit: payloadLimits.toast,
  encode(notification, options = {}) {
    const { message, title, extras } = outgoing('toast', notification);
    const head = `${extras === null ? '<toast>' : `<toast launch="${launchAttribute(extras)}">`}<visual addImageQuery="false"><binding template="ToastText02" addImageQuery="false">${title === null ? '<text>' : `<text id="1">${escapeContent(title)}</text><text id="2">`}`;
    const build = (text: string) => head + escapeContent(text) + TAIL;
    const layout = {
      platform: 'toast',
      limit: payloadLimits.toast,
      build,
      wire: asWritten,
      cost: contentCost,
    } as const;
    return buildWithin(layout, message, options.truncate === true);
  },
  decode(input) {
    if (typeof input !== 'string') throw fail('payload', `expected the XML text, found ${describeKind(input)}`);
    return readToast(input);
  },
};

// Untrusted input: values stay text (`00123` is no number), attributes are read, entities are
// left for `unescapeXml` (one pass, with range checks), and nesting is bounded.
const PARSER_OPTIONS: X2jOptions = {
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: false,
  htmlEntities: false,
  maxNestedTags: 16,
  jPath: false,
  onDangerousProperty: (name: string) => {
    throw new Error(`the reserved name ${JSON.stringify(name)}`);
  },
};
let parsers: { readonly toast: XMLParser; readonly launch: XMLParser } | undefined;
const getParsers = () => {
  parsers ??= {
    toast: new XMLParser({
      ...PARSER_OPTIONS,
      isArray: (name, _path, _leaf, isAttribute) => !isAttribute && name === 'text',
    }),
    launch: new XMLParser(PARSER_OPTIONS),
  };
  return parsers;
};

type Element = Readonly<Record<string, unknown>>;
const fail = decodeFailure('toast');

// Refused before parsing: any `<!` but a comment (DOCTYPE, ENTITY, CDATA) and characters XML 1.0
// does not allow. Then a well-formedness check, as the parser alone takes unclosed and
// mismatched tags.
// The launch XML may be a bare sequence of elements: it is read inside a root of our own.
const XML_DECLARATION = /^\s*<\?xml[^>]*\?>/;

function parse(xml: string, document: 'toast' | 'launch'): Element {
  const declaration = /<!(?!--)/.exec(xml);
  if (declaration !== null) {
    throw fail(document, `refused: DOCTYPE, entity declarations and CDATA (at index ${declaration.index})`);
  }
  const problem = textProblem(xml);
  if (problem !== null) throw fail(document, problem);
  let text = xml.includes('\r') ? xml.replace(/\r\n?/g, '\n') : xml;
  const wrapped = document === 'launch';
  if (wrapped) text = `<launch>${text.replace(XML_DECLARATION, '')}</launch>`;
  checkWellFormed({ xml: text, document, wrapper: wrapped ? '<launch>'.length : 0, fail });
  try {
    return getParsers()[document].parse(text) as Element;
  } catch (error) {
    throw fail(document, `malformed XML: ${(error as Error).message}`);
  }
}

/** The child elements and text of an element, whatever form the parser gave it. */
function elementOf(value: unknown, field: string): Element {
  if (value === '') return {};
  if (isRecord(value)) return value;
  if (Array.isArray(value)) throw fail(field, `expected one element, found ${value.length}`);
  throw fail(field, `expected child elements, found text`);
}

function child(parent: Element, name: string, field: string): Element {
  const value = parent[name];
  if (value === undefined) throw fail(field, 'missing');
  return elementOf(value, field);
}

/** The text of an element that may hold only text (and attributes). */
function textOf(value: unknown, field: string): string {
  if (typeof value === 'string') return unescapeXml(value, field, false);
  if (Array.isArray(value)) throw fail(field, `expected one element, found ${value.length}`);
  const element = value as Element;
  for (const key in element) {
    if (key !== '#text' && !key.startsWith('@')) throw fail(`${field}.${key}`, 'expected text, found an element');
  }
  return unescapeXml((element['#text'] as string | undefined) ?? '', field, false);
}

function attribute(element: Element, name: string, field: string): string | undefined {
  const raw = element[`@${name}`] as string | undefined;
  if (raw === undefined) return undefined;
  if (raw.includes('<')) throw fail(field, 'a "<" in an attribute value');
  return unescapeXml(raw, field, true);
}

function readToast(xml: string): DecodedPush {
  checkSize(xml, payloadLimits.toast, fail);
  const document = parse(xml, 'toast');
  const roots = Object.keys(document).filter((key) => !key.startsWith('?'));
  if (roots.length !== 1 || roots[0] !== 'toast') {
    throw fail('payload', `expected one toast element, found ${roots.join(', ') || 'none'}`);
  }
  const root = child(document, 'toast', 'toast');
  const binding = child(child(root, 'visual', 'toast.visual'), 'binding', 'toast.visual.binding');
  const { message, title } = readTexts(binding.text, 'toast.visual.binding.text');
  const launch = attribute(root, 'launch', 'toast@launch');
  return decoded(
    'toast',
    'toast',
    message,
    title,
    launch === undefined || launch.trim() === '' ? null : readLaunch(launch),
  );
}

function readTexts(value: unknown, field: string): { message: string; title: string | null } {
  const texts = (value ?? []) as unknown[];
  if (texts.length === 1) return { message: checkText(textOf(texts[0], field), field, fail), title: null };
  if (texts.length !== 2) {
    throw fail(
      field,
      `expected the message in one text element, or a title and a message in two; found ${texts.length}`,
    );
  }
  const ids = texts.map((text) => (isRecord(text) ? text['@id'] : undefined));
  let [first, second] = texts;
  if (ids[0] === '2' && ids[1] === '1') [first, second] = [second, first];
  else if (ids.some((id) => id !== undefined) && !(ids[0] === '1' && ids[1] === '2')) {
    throw fail(field, `expected the ids 1 (title) and 2 (message), found ${ids.map(String).join(' and ')}`);
  }
  return {
    title: optionalText(textOf(first, `${field}[1]`), `${field}[1]`, fail),
    message: checkText(textOf(second, `${field}[2]`), `${field}[2]`, fail),
  };
}

/** Refuses text (other than whitespace) beside the child elements of an element. */
function checkNoText(element: Element, field: string): void {
  const text = element['#text'];
  if (typeof text === 'string' && text.trim() !== '') {
    throw fail(field, `text ${JSON.stringify(text.trim())} beside the elements`);
  }
}

function readLaunch(xml: string): ReceivedExtras {
  const launch = elementOf(parse(xml, 'launch').launch, 'launch');
  checkNoText(launch, 'launch');
  const roots = Object.keys(launch).filter((key) => key !== '#text');
  const [root] = roots;
  const wrapped = roots.length === 1 && root !== 'type' && root !== 'more';
  const extras = wrapped ? elementOf(launch[root as string], `launch:${root}`) : launch;
  const field = wrapped ? `launch:${root}` : 'launch';
  checkNoText(extras, field);
  const type = extras.type === undefined ? undefined : textOf(extras.type, `${field}.type`);
  const moreField = `${field}.more`;
  let more: Record<string, string> | undefined;
  if (extras.more !== undefined) {
    more = {};
    const parameters = elementOf(extras.more, moreField);
    checkNoText(parameters, moreField);
    for (const name in parameters) {
      if (name === '#text' || name.startsWith('@')) continue;
      more[name] = textOf(parameters[name], `${moreField}.${name}`);
    }
  }
  return readExtras({ type, more }, field, fail, true) as ReceivedExtras;
}
