/**
 * `huddle listen`'s declaration: its options and help. The routes come from the library's own
 * tables, restated in library-names.ts.
 */
import { declareCommand } from '../../core/define-command.js';
import { orList } from '../../output/or-list.js';
import { DEFAULT_MOCK_URL } from '../../shared/default-mock-url.js';
import { libraryRoutes, pushPlatformNames } from '../../shared/library-names.js';

/** `huddle listen`. */
export const listenDeclaration = declareCommand({
  name: 'listen',
  summary: 'receive a device’s push notifications from huddle mock, decoded',
  description: `
Registers the device with the mock (GET ${libraryRoutes.stream}, a stream of
Server-Sent Events) and prints each notification it receives, decoded from the
platform's payload as huddle/push's decode reads it: the time it was sent (the
mock's clock, UTC), the group, the notification type, the message and the
deep-link path route() and toPath() give. The device receives what is sent to the
groups it set with the push call (${libraryRoutes.pushCall.method} ${libraryRoutes.pushCall.path}).
Ctrl-C or SIGTERM stops it (exit code 0); the mock going away is an error.`,
  options: {
    app: { type: 'string', value: 'NAME', required: true, description: 'the app name of the push call' },
    device: { type: 'string', value: 'ID', required: true, description: 'the device id of the push call' },
    platform: {
      type: 'string',
      value: 'P',
      choices: pushPlatformNames,
      default: 'aps',
      description: `the payload format: ${orList(pushPlatformNames)}`,
    },
    carrier: {
      type: 'string',
      value: 'NAME',
      description: 'the device’s mobile carrier: only a device with one receives closeGameCarrier',
    },
    'base-url': { type: 'string', value: 'URL', default: DEFAULT_MOCK_URL, description: 'where huddle mock listens' },
    json: {
      type: 'boolean',
      description:
        'one JSON object per line: {sequence, at, app, device, platform, group, type, title, message, link, path, payload}',
    },
    raw: {
      type: 'boolean',
      description:
        "one JSON object per line: the request the platform's vendor would receive (APNs headers and body, the FCM HTTP v1 message, WNS headers and toast XML), as huddle/push's apnsRequest, fcmMessage and wnsRequest write it",
    },
  },
  examples: [
    'huddle listen --app demo --device phone-1',
    'huddle listen --app demo --device pc --platform toast --json',
    'huddle listen --app demo --device pixel --platform data --raw',
  ],
});
