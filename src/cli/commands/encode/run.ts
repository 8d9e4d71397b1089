/**
 * `huddle encode <type> --platform …`: builds a platform's payload for a notification of the
 * catalog with the library's codec, and says how much of the platform's byte limit it takes.
 */
import {
  isNotificationType,
  jsonCodecs,
  type NotificationExtras,
  type NotificationType,
  notificationTypes,
  PayloadTooLargeError,
  type PushCodec,
  type PushMessage,
  type PushPlatform,
} from '../../../push/index.js';
import { textCodecs } from '../../../push/toast/index.js';
import type { CliContext } from '../../core/context.js';
import type { CommandRun } from '../../core/declaration.js';
import { CliError } from '../../core/errors/cli-error.js';
import { escapeJson, escapeXml, jsonText } from '../../output/escape.js';
import { styleFor } from '../../output/style.js';
import type { encodeDeclaration } from './declaration.js';

const codecs: Record<PushPlatform, PushCodec<unknown>> = { ...jsonCodecs, ...textCodecs };
const typeNames = Object.keys(notificationTypes) as NotificationType[];

/** What `--json` prints. */
export interface EncodeReport {
  readonly platform: PushPlatform;
  /** The payload: an object for the JSON platforms, the XML text for toast. */
  readonly payload: unknown;
  /** The payload's size as sent (compact JSON, or the XML), in UTF-8 bytes. */
  readonly bytes: number;
  /** The platform's limit in UTF-8 bytes. */
  readonly limit: number;
  /** Whether `--truncate` shortened the message. */
  readonly truncated: boolean;
}

function typeOf(value: string | undefined): NotificationType {
  if (value === undefined) {
    throw new CliError(`give a notification type first (types: ${typeNames.join(', ')})`);
  }
  if (!isNotificationType(value)) {
    throw new CliError(`unknown notification type '${value}' (types: ${typeNames.join(', ')})`);
  }
  return value;
}

/** The `--param name=value` pairs, each name once. */
function parametersOf(pairs: readonly string[]): Record<string, string> {
  const parameters: Record<string, string> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new CliError(`--param takes name=value, got '${pair}'`);
    const name = pair.slice(0, at);
    if (Object.hasOwn(parameters, name)) throw new CliError(`--param ${name} given twice`);
    parameters[name] = pair.slice(at + 1);
  }
  return parameters;
}

/** The extras of the notification, with the parameter its type requires. */
function extrasOf(type: NotificationType, parameters: Record<string, string>): NotificationExtras {
  const { parameter } = notificationTypes[type];
  if (parameter !== null && !parameters[parameter]) {
    throw new CliError(`${type} needs the parameter ${parameter}: add --param ${parameter}=<id>`);
  }
  const more = Object.keys(parameters).length > 0 ? parameters : undefined;
  return (more === undefined ? { type } : { type, more }) as NotificationExtras;
}

/** The library's error in the command's words: `--truncate` where an app would set `truncate: true`. */
function overLimit(error: PayloadTooLargeError): Error {
  if (!error.truncatable) return error;
  return new CliError(
    `${error.name}: ${error.platform} payload, payload: ${error.size} bytes, over the limit of ${error.limit} bytes; --truncate shortens the message to fit`,
  );
}

/** Encodes; with `truncate`, shortens the message only when the payload is over the limit. */
function encodeWithin(
  codec: PushCodec<unknown, Record<string, unknown>>,
  message: PushMessage,
  options: Record<string, unknown>,
  truncate: boolean,
): { payload: unknown; truncated: boolean } {
  try {
    return { payload: codec.encode(message, options), truncated: false };
  } catch (error) {
    if (!(error instanceof PayloadTooLargeError)) throw error;
    if (!truncate) throw overLimit(error);
    return { payload: codec.encode(message, { ...options, truncate: true }), truncated: true };
  }
}

/** The payload as it travels: compact JSON, or the XML text. */
const wireText = (payload: unknown) => (typeof payload === 'string' ? payload : JSON.stringify(payload));

function sizeLine(report: EncodeReport, context: CliContext, stream: CliContext['stdout']): string {
  const style = styleFor(context.env, stream);
  const share = report.bytes / report.limit;
  const color = share > 0.9 ? style.yellow : style.green;
  const note = report.truncated ? style.yellow(' (message truncated to fit)') : '';
  return `${color(`${report.bytes} of ${report.limit} bytes`)} ${style.dim(`(${report.platform})`)}${note}\n`;
}

/** `huddle encode`, once its arguments are read: loaded only when it runs. */
export const run: CommandRun<typeof encodeDeclaration.options> = async (context, parsed) => {
  const { values } = parsed;
  const type = typeOf(parsed.positionals[0]);
  const { platform } = values;
  const extras = extrasOf(type, parametersOf(values.param));
  if (values['extras-as-json'] && platform !== 'data') {
    throw new CliError(`--extras-as-json is for the data platform only, not ${platform}`);
  }
  const codec = codecs[platform] as PushCodec<unknown, Record<string, unknown>>;
  const message: PushMessage = { message: values.message, title: values.title, extras };
  const options = values['extras-as-json'] ? { extrasAsJson: true } : {};
  const { payload, truncated } = encodeWithin(codec, message, options, values.truncate);
  const report: EncodeReport = {
    platform,
    payload,
    bytes: Buffer.byteLength(wireText(payload), 'utf8'),
    limit: codec.limit,
    truncated,
  };
  if (values.json) {
    context.stdout.write(`${jsonText(report)}\n`);
    return 0;
  }
  const onTerminal = context.stdout.isTTY === true;
  // The same payload, with what a terminal would act on written as JSON or XML escapes.
  const shown =
    typeof payload === 'string'
      ? escapeXml(payload)
      : escapeJson(onTerminal ? JSON.stringify(payload, null, 2) : wireText(payload));
  context.stdout.write(`${shown}\n`);
  const sizeStream = onTerminal ? context.stdout : context.stderr;
  sizeStream.write(sizeLine(report, context, sizeStream));
  return 0;
};
