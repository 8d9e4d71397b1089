/**
 * `huddle decode`'s declaration: its arguments, options and help.
 */
import { declareCommand } from '../../core/define-command.js';
import { targetNames } from '../../shared/library-names.js';

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

With --diagnose: why the push would not show, one finding a line (severity,
code, path, message, fix).`,
  positionals: [{ name: 'file|-' }],
  options: {
    diagnose: {
      type: 'boolean',
      description: 'print the findings instead; exit code 1 on an error',
    },
    target: {
      type: 'string',
      choices: targetNames,
      description: 'with --diagnose: where the push goes (default: APNs ios, FCM android, WNS windows)',
    },
    json: {
      type: 'boolean',
      description:
        'one JSON object: {platform, source, message, title, type, more, link, path, problems}; with --diagnose, the findings',
    },
  },
  notes: `
A payload that cannot be read fails with one line naming the field and what is
wrong there (DecodeError), and exit code 1 (with --diagnose, a finding).`,
  examples: [
    'huddle decode payload.json',
    "huddle encode breakingNews --platform toast --message 'Trade!' --param articleId=9 | huddle decode",
  ],
});
