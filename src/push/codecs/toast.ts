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
 * `<text id="1">title</text><text id="2">message</text>` instead of the one `text`. The decoder
 * also reads the other templates Windows senders write (toast-templates.ts).
 */
import { type X2jOptions, XMLParser } from 'fast-xml-parser';
import { describeKind } from '../../untyped-values.js';
import type { DecodedPush, PushCodec, ReceivedExtras } from '../payload.js';
import { platforms } from '../platform.js';
import { attribute, checkNoText, child, type Element, elementOf, holdsText, textOf } from '../xml/element.js';
import { fail } from '../xml/failure.js';
import { checkWellFormed } from '../xml/scan.js';
import { checkSize, decoded } from './incoming.js';
import { type Fail, noExtras, extras as readExtras, receivedExtras } from './notification-fields.js';
import { textProblem } from './text.js';
import { encodeToast } from './toast-encode.js';
import { readBinding } from './toast-templates.js';

/** The toast codec: encodes to, and decodes from, the XML text. */
export const toast: PushCodec<string> = {
  platform: 'toast',
  limit: platforms.toast.limit,
  encode: encodeToast,
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
      isArray: (name, _path, _leaf, isAttribute) => !isAttribute && (name === 'text' || name === 'binding'),
    }),
    launch: new XMLParser(PARSER_OPTIONS),
  };
  return parsers;
};

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

function readToast(xml: string): DecodedPush {
  checkSize(xml, platforms.toast.limit, fail);
  const document = parse(xml, 'toast');
  const roots = Object.keys(document).filter((key) => !key.startsWith('?'));
  if (roots.length !== 1 || roots[0] !== 'toast') {
    throw fail('payload', `expected one toast element, found ${roots.join(', ') || 'none'}`);
  }
  const root = child(document, 'toast', 'toast');
  const { source, message, title } = readBinding(child(root, 'visual', 'toast.visual'));
  const launch = attribute(root, 'launch', 'toast@launch');
  return decoded(
    'toast',
    source,
    message,
    title,
    launch === undefined ? noExtras : launchExtras(launch, receivedExtras, noExtras),
  );
}

/**
 * Reads the extras from the launch string Windows hands the app when the user opens a toast
 * (`LaunchActivatedEventArgs.Arguments`, `ToastNotificationActivatedEventArgs.Argument`): the
 * toast's `launch` attribute, unescaped once, `<extras><type>…</type><more>…</more></extras>` or
 * the bare `<type>…</type><more>…</more>`. An empty or blank string (the app opened otherwise) is
 * `null`; anything else that is not the extras XML throws `DecodeError` naming the field
 * (`launch`, `launch:extras.more.gameId`, …). A toast button passes its own `arguments` instead.
 *
 * @example
 * ```ts
 * import { route } from 'huddle/push';
 * import { decodeLaunch } from 'huddle/push/toast';
 *
 * // launchArguments: '<extras><type>teamAlertGameEnd</type><more><gameId>0042</gameId></more></extras>'
 * route(decodeLaunch(launchArguments)); // { screen: 'gameDetails', gameId: '0042', liveStream: false }
 * ```
 */
export function decodeLaunch(args: string): ReceivedExtras | null {
  if (typeof args !== 'string') throw fail('launch', `expected the launch text, found ${describeKind(args)}`);
  return launchExtras(args, readExtras, null);
}

/** How the extras of a launch are read: strictly (`decodeLaunch`), or keeping the toast's message (`decode`). */
type ExtrasReader<Read> = (value: unknown, field: string, fail: Fail, textOnly: boolean) => Read;

/** The extras of a launch string, read by `read`: `none` for an empty or blank one. */
function launchExtras<Read>(args: string, read: ExtrasReader<Read>, none: Read): Read {
  checkSize(args, platforms.toast.limit, (_field, reason) => fail('launch', reason));
  return args.trim() === '' ? none : readLaunch(args, read);
}

function readLaunch<Read>(xml: string, read: ExtrasReader<Read>): Read {
  const launch = elementOf(parse(xml, 'launch').launch, 'launch');
  checkNoText(launch, 'launch');
  const roots = Object.keys(launch).filter((key) => key !== '#text');
  const [root] = roots;
  const wrapped = roots.length === 1 && root !== 'type' && root !== 'more';
  const extras = wrapped ? elementOf(launch[root as string], `launch:${root}`) : launch;
  const field = wrapped ? `launch:${root}` : 'launch';
  checkNoText(extras, field);
  // A type that is more than text (child elements, or repeated) is passed as it is, for `read` to
  // judge as it judges a JSON type that is not a string.
  const type = holdsText(extras.type) ? textOf(extras.type, `${field}.type`) : extras.type;
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
  return read({ type, more }, field, fail, true);
}
