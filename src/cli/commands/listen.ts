/**
 * `huddle listen`: registers a device with a running `huddle mock` and prints what it receives,
 * decoded as the device would decode it, one line per delivery (or one JSON object).
 */
import type { Delivery } from '../../mock/index.js';
import { pushPlatforms, route, toPath } from '../../push/index.js';
import { decode } from '../../push/toast/index.js';
import { defineCommand } from '../args.js';
import { CliError } from '../command.js';
import { eventStreamReader } from '../listen/event-stream.js';
import { DEFAULT_MOCK_URL, mockUrl, refused, unreachable } from '../listen/mock-address.js';
import { escapeText, jsonText } from '../output/escape.js';
import { type Style, styleFor } from '../style.js';

const PLATFORMS = pushPlatforms;

const help = `huddle listen — receive a device's push notifications from huddle mock

Usage: huddle listen --app <name> --device <id> [--platform aps|data|toast]
                     [--carrier <name>] [--base-url URL] [--json]

Registers the device with the mock (GET /_mock/push/{app}/{device}, a stream of
Server-Sent Events) and prints each notification it receives, decoded from the
platform's payload as huddle/push's decode reads it: the time it was sent (the
mock's clock, UTC), the group, the notification type, the message and the
deep-link path route() and toPath() give. The device receives what is sent to the
groups it set with the push call (PUT /v1/push/{app}/devices/{device}/groups).
Ctrl-C or SIGTERM stops it (exit code 0); the mock going away is an error.

Options:
      --app NAME       the app name of the push call
      --device ID      the device id of the push call
      --platform P     the payload format: aps (default), data or toast
      --carrier NAME   the device's mobile carrier: only a device with one
                       receives closeGameCarrier
      --base-url URL   where huddle mock listens (default ${DEFAULT_MOCK_URL})
      --json           one JSON object per line: {sequence, at, app, device,
                       platform, group, type, title, message, link, path, payload}
  -h, --help           show this help

Examples:
  huddle listen --app demo --device phone-1
  huddle listen --app demo --device pc --platform toast --json
`;

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

function required(value: string | undefined, name: string): string {
  if (value === undefined || value === '')
    throw new CliError(`huddle listen: --${name} is required (see huddle listen --help)`);
  return value;
}

/** `huddle listen`. */
export const listenCommand = defineCommand({
  name: 'listen',
  summary: 'receive a device’s push notifications from huddle mock, decoded',
  help,
  options: {
    app: { type: 'string' },
    device: { type: 'string' },
    platform: { type: 'string' },
    carrier: { type: 'string' },
    'base-url': { type: 'string' },
    json: { type: 'boolean' },
  },
  async run(context, { values }) {
    const app = required(values.app, 'app');
    const device = required(values.device, 'device');
    const platform = values.platform ?? 'aps';
    if (!(PLATFORMS as readonly string[]).includes(platform)) {
      throw new CliError(`huddle listen: --platform must be ${PLATFORMS.join(', ')}, got '${platform}'`);
    }
    if (values.carrier === '') throw new CliError('huddle listen: --carrier needs a name');
    const base = mockUrl('listen', values['base-url']);
    const query = new URLSearchParams({ platform, ...(values.carrier !== undefined && { carrier: values.carrier }) });
    const url = `${base}/_mock/push/${encodeURIComponent(app)}/${encodeURIComponent(device)}?${query}`;
    const style = styleFor(context.env, context.stdout);
    const json = values.json === true;

    // Listen for Ctrl-C before connecting, so that no signal in between is lost.
    const controller = new AbortController();
    let stopped = false;
    void context.untilInterrupted().then(() => {
      stopped = true;
      controller.abort();
    });
    let response: Response;
    try {
      response = await fetch(url, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
    } catch (error) {
      if (stopped) return 0;
      throw unreachable('listen', base, error);
    }
    if (response.status !== 200 || response.body === null) throw await refused('listen', response);
    const carrier = values.carrier === undefined ? '' : `, carrier ${values.carrier}`;
    const listening = escapeText(`huddle listen: ${app}/${device} (${platform}${carrier}) on ${base}; Ctrl-C stops it`);
    context.stderr.write(`${styleFor(context.env, context.stderr).dim(listening)}\n`);

    const reader = eventStreamReader();
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        for (const event of reader.feed(decoder.decode(chunk, { stream: true }))) {
          if (event.event !== 'delivery') continue;
          const report = reportOf(JSON.parse(event.data) as Delivery);
          context.stdout.write(json ? `${jsonText(report)}\n` : line(report, style));
        }
      }
    } catch (error) {
      if (stopped) return 0;
      // A broken connection, a line over the reader's limit, a delivery that does not decode.
      throw new CliError(`huddle listen: the stream from ${base} broke: ${(error as Error).message}`);
    }
    if (stopped) return 0;
    throw new CliError(`huddle listen: the mock at ${base} closed the stream`);
  },
});
