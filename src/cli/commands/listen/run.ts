/**
 * `huddle listen`: registers a device with a running `huddle mock` and prints what it receives,
 * decoded as the device would decode it, one line per delivery (or one JSON object).
 */
import type { Delivery } from '../../../mock/index.js';
import { createMockControl, MockControlError } from '../../../mock/server/index.js';
import { route, toPath } from '../../../push/index.js';
import { decode } from '../../../push/toast/index.js';
import type { CommandRun } from '../../core/declaration.js';
import { CliError } from '../../core/errors/cli-error.js';
import { escapeText, jsonText } from '../../output/escape.js';
import { type Style, styleFor } from '../../output/style.js';
import { mockFailure, mockUrl } from '../../shared/mock-address.js';
import type { listenDeclaration } from './declaration.js';
import { eventStreamReader } from './event-stream.js';

/** What `--json` prints for a delivery. */
export interface ListenReport {
  readonly sequence: number;
  /** When it was sent, ISO 8601 UTC. */
  readonly at: string;
  readonly app: string;
  readonly device: string;
  readonly platform: Delivery['platform'];
  readonly group: string;
  /** `extras.type`, or `null` without extras. */
  readonly type: string | null;
  readonly title: string | null;
  readonly message: string;
  /** Where it leads: `route(decoded.extras)`. */
  readonly link: ReturnType<typeof route>;
  /** The link as a URL path: `toPath(link)`. */
  readonly path: string;
  /** The payload exactly as the platform carries it. */
  readonly payload: string;
}

/** A delivery as the device reads it: its payload decoded here, not taken from the mock's word. */
export function reportOf(delivery: Delivery): ListenReport {
  const decoded = decode(delivery.payload);
  const link = route(decoded.extras);
  return {
    sequence: delivery.sequence,
    at: new Date(delivery.at).toISOString(),
    app: delivery.app,
    device: delivery.device,
    platform: delivery.platform,
    group: delivery.group,
    type: decoded.extras?.type ?? null,
    title: decoded.title,
    message: decoded.message,
    link,
    path: toPath(link),
    payload: delivery.payload,
  };
}

/** One line: time, group, type, the title and message, and the path; each field escaped (`\n` for a line break). */
function line(report: ListenReport, style: Style): string {
  const text = `${report.title === null ? '' : `${escapeText(report.title)}: `}${escapeText(report.message)}`;
  const type = report.type === null ? '(no type)' : escapeText(report.type);
  return `${style.dim(report.at)}  ${style.cyan(escapeText(report.group))}  ${style.bold(type)}  ${text}  ${style.green(escapeText(report.path))}\n`;
}

/** `huddle listen`, once its arguments are read: loaded only when it runs. */
export const run: CommandRun<typeof listenDeclaration.options> = async (context, { values }) => {
  const { app, device, platform, carrier } = values;
  if (carrier === '') throw new CliError('--carrier needs a name');
  if (values.raw && values.json) throw new CliError('--raw and --json do not go together: --raw prints JSON already');
  const mock = createMockControl(mockUrl(values['base-url']));
  const style = styleFor(context.env, context.stdout);

  // Listen for Ctrl-C before connecting, so that no signal in between is lost.
  const controller = new AbortController();
  let stopped = false;
  void context.untilInterrupted().then(() => {
    stopped = true;
    controller.abort();
  });
  let body: ReadableStream<Uint8Array>;
  try {
    body = await mock.stream(app, device, { platform, ...(carrier !== undefined && { carrier }) }, controller.signal);
  } catch (error) {
    if (stopped) return 0;
    if (error instanceof MockControlError) throw mockFailure(error);
    throw error;
  }
  const base = mock.baseUrl;
  const listening = escapeText(
    `huddle listen: ${app}/${device} (${platform}${carrier === undefined ? '' : `, carrier ${carrier}`}) on ${base}; Ctrl-C stops it`,
  );
  context.stderr.write(`${styleFor(context.env, context.stderr).dim(listening)}\n`);

  const reader = eventStreamReader();
  const decoder = new TextDecoder();
  try {
    for await (const chunk of body) {
      for (const event of reader.feed(decoder.decode(chunk, { stream: true }))) {
        if (event.event !== 'delivery') continue;
        const delivery = JSON.parse(event.data) as Delivery;
        const report = reportOf(delivery);
        if (values.raw) context.stdout.write(`${jsonText(delivery.request)}\n`);
        else context.stdout.write(values.json ? `${jsonText(report)}\n` : line(report, style));
      }
    }
  } catch (error) {
    if (stopped) return 0;
    // A broken connection, a line over the reader's limit, a delivery that does not decode.
    throw new CliError(`the stream from ${base} broke: ${(error as Error).message}`);
  }
  if (stopped) return 0;
  throw new CliError(`the mock at ${base} closed the stream`);
};
