/**
 * `huddle decode [file|-]`: reads a push payload of any platform (alert-style or data-style JSON,
 * toast XML) with the library's `decode`, and shows what a device would: the message, the
 * title, the notification type and its parameters, and the screen `route()` leads to. With
 * `--diagnose`, the doctor's findings instead (`diagnose`), exit code 1 when any is an error.
 */
import { type DeepLink, isNotificationType, notificationTypes, route, toPath } from '../../../push/index.js';
import { type DecodedPush, decode, diagnose, type Finding } from '../../../push/toast/index.js';
import type { CliContext } from '../../core/context.js';
import type { CommandRun } from '../../core/declaration.js';
import { CliError, UsageError } from '../../core/errors/cli-error.js';
import { readInput } from '../../core/read-input.js';
import { escapeText, jsonText } from '../../output/escape.js';
import { styleFor } from '../../output/style.js';
import type { decodeDeclaration } from './declaration.js';

/** What `--json` prints. */
export interface DecodeReport {
  readonly platform: DecodedPush['platform'];
  /** The shape the payload came in. */
  readonly source: DecodedPush['source'];
  readonly message: string;
  readonly title: string | null;
  /** `extras.type`, or `null` without extras. */
  readonly type: string | null;
  /** `extras.more` as received, or `null`. */
  readonly more: NonNullable<DecodedPush['extras']>['more'];
  /** Where the notification leads: `route(decoded.extras)`. */
  readonly link: DeepLink;
  /** The link as a URL path: `toPath(link)`. */
  readonly path: string;
  /** What decode read past to keep the message (an `extras.type` that is missing or not text). */
  readonly problems: DecodedPush['problems'];
}

/** The report of a decoded payload. */
export function reportOf(decoded: DecodedPush): DecodeReport {
  const link = route(decoded.extras);
  return {
    platform: decoded.platform,
    source: decoded.source,
    message: decoded.message,
    title: decoded.title,
    type: decoded.extras?.type ?? null,
    more: decoded.extras?.more ?? null,
    link,
    path: toPath(link),
    problems: decoded.problems,
  };
}

/** Why a payload with extras leads home, or `null` when it does not. */
function whyHome({ extras, notification }: DecodedPush): string | null {
  if (extras === null || notification !== null) return null;
  if (!isNotificationType(extras.type)) return 'not a notification type of the service';
  const { parameter } = notificationTypes[extras.type];
  return `needs a non-empty ${parameter} in more`;
}

const valueText = (value: unknown) => (typeof value === 'string' ? escapeText(value) : jsonText(value));

function linkText(link: DeepLink): string {
  const { screen, ...rest } = link;
  return [
    escapeText(screen),
    ...Object.entries(rest).map(([key, value]) => `${escapeText(key)}=${valueText(value)}`),
  ].join(' ');
}

function humanReport(decoded: DecodedPush, context: CliContext): string {
  const style = styleFor(context.env, context.stdout);
  const report = reportOf(decoded);
  const rows: [string, string][] = [
    ['platform', escapeText(report.platform)],
    ['source', escapeText(report.source)],
    ['message', escapeText(report.message)],
  ];
  if (report.title !== null) rows.push(['title', escapeText(report.title)]);
  if (report.type !== null) {
    const reason = whyHome(decoded);
    rows.push([
      'type',
      reason === null
        ? escapeText(report.type)
        : `${escapeText(report.type)} ${style.yellow(`(${reason}: leads home)`)}`,
    ]);
  }
  if (report.more !== null) {
    const entries = Object.entries(report.more);
    rows.push([
      'more',
      entries.length === 0
        ? style.dim('(none)')
        : entries.map(([k, v]) => `${escapeText(k)}=${valueText(v)}`).join(' '),
    ]);
  }
  for (const { field, reason } of report.problems) {
    rows.push([
      'problem',
      style.yellow(`${escapeText(field)}: ${escapeText(reason)} (extras read as absent: leads home)`),
    ]);
  }
  rows.push(['link', style.cyan(linkText(report.link))], ['path', escapeText(report.path)]);
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${style.bold(label.padEnd(width))}  ${value}\n`).join('');
}

/** The findings, one line each: severity, code, path, what is wrong, the fix. */
const findingLines = (findings: readonly Finding[], { env, stdout }: CliContext): string => {
  const style = styleFor(env, stdout);
  const line = ({ code, severity, path, message, fix }: Finding) =>
    `${(severity === 'error' ? style.red : style.yellow)(severity.padEnd(7))} ${style.bold(code)} ${escapeText(path)}: ${escapeText(message)}. Fix: ${escapeText(fix)}\n`;
  return findings.map(line).join('') || 'no findings\n';
};

/** `huddle decode`, once its arguments are read: loaded only when it runs. */
export const run: CommandRun<typeof decodeDeclaration.options> = async (context, parsed) => {
  const { diagnose: diagnosing, target, json } = parsed.values;
  if (target !== undefined && !diagnosing) throw new UsageError('--target goes with --diagnose');
  const { source, text } = await readInput(context, parsed.positionals[0], {
    usage: 'give a file, or pipe a payload in (huddle decode payload.json, … | huddle decode)',
  });
  if (text.trim() === '') throw new CliError(`${source} is empty (expected a JSON or XML payload)`);
  if (diagnosing) {
    const findings = diagnose(text, { target });
    context.stdout.write(json ? `${jsonText(findings)}\n` : findingLines(findings, context));
    return findings.some((finding) => finding.severity === 'error') ? 1 : 0;
  }
  const decoded = decode(text);
  context.stdout.write(json ? `${jsonText(reportOf(decoded))}\n` : humanReport(decoded, context));
  return 0;
};
