/**
 * `huddle decode`'s declaration: its arguments, options and help.
 */
import { declareCommand } from '../define-command.js';
import { targetNames } from './library-names.js';

/** `huddle decode`. */
export const decodeDeclaration = declareCommand({
  name: 'decode',
  summary: 'read a push payload, as a platform, a sender or a device library has it, and show where it leads',
  description: `
Reads one payload from a file (relative to the current directory) or from stdin
(\`-\`, or no argument with something piped in). Any platform: alert-style JSON
({"aps":…}), data-style JSON ({"data":…,"notification":…}) or toast XML; and what
senders and device libraries hand over: an FCM HTTP v1 or legacy request, an
Android data map, a React Native Firebase RemoteMessage, an expo-notifications
Notification, a Firebase web MessagePayload or a web push body, as JSON.

Prints the platform, the shape it came in (source), the message, the title (when
there is one), the notification type and its parameters (extras.more), the deep
link route() gives (the screen and its id, or home when the type is unknown or its
parameter is missing) and the URL path toPath() writes for it.

With --diagnose it says instead why the push would not show, or not as sent
(diagnose of huddle/push/toast): one line per finding, its severity (error or
warning), code, path, what is wrong and the fix. It reads a payload alone and
what a service sends a vendor: an APNs or WNS request as {"headers":…,"body":…}
and an FCM HTTP v1 request ({"message":…}).`,
  positionals: [{ name: 'file|-' }],
  options: {
    diagnose: {
      type: 'boolean',
      description: 'print the findings of the doctor instead; exit code 1 when any is an error',
    },
    target: {
      type: 'string',
      value: '<t>',
      choices: targetNames,
      description: `with --diagnose: where the push is going, ${targetNames.join(', ')} (default: where its platform's vendor delivers: APNs ios, FCM android, WNS windows)`,
    },
    json: {
      type: 'boolean',
      description:
        'one JSON object: {platform, source, message, title, type, more, link, path}; with --diagnose, the list of findings {code, severity, path, message, fix}',
    },
  },
  notes: `
A payload that cannot be read fails with one line naming the field and what is
wrong there (DecodeError), and exit code 1. With --diagnose it is a finding
(unreadable) instead.`,
  examples: [
    'huddle decode payload.json',
    "huddle encode breakingNews --platform toast --message 'Trade!' --param articleId=9 | huddle decode",
    'huddle decode --diagnose --target ios request.json',
  ],
});
