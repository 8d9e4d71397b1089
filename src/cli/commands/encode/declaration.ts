/**
 * `huddle encode`'s declaration: its arguments, options and help. The notification types and
 * platforms come from the library's own tables, restated in library-names.ts.
 */
import { declareCommand } from '../../core/define-command.js';
import { orList } from '../../output/or-list.js';
import { notificationTypeNames, pushPlatformNames, pushPlatformStyles } from '../../shared/library-names.js';

/** `huddle encode`. */
export const encodeDeclaration = declareCommand({
  name: 'encode',
  summary: `build a payload (${orList(pushPlatformNames)}) for a notification type, with its size`,
  description: `
<type> is a notification type (extras.type): ${notificationTypeNames.join(', ')}.
A type that needs a parameter takes it as --param, e.g. --param gameId=0042 for
teamAlertGameStart; further --param pairs go into extras.more as well.`,
  positionals: [{ name: 'type', required: true }],
  options: {
    platform: {
      type: 'string',
      value: '<p>',
      choices: pushPlatformNames,
      required: true,
      description: orList(Object.entries(pushPlatformStyles).map(([name, style]) => `${name} (${style})`)),
    },
    message: { type: 'string', value: '<text>', required: true, description: 'the text shown to the user' },
    title: {
      type: 'string',
      value: '<text>',
      description:
        'a headline (aps alert.title, data notification.title, toast text id 1); optional on every platform: without it, data style writes notification.title as ""',
    },
    param: { type: 'string', value: '<n=v>', repeatable: true, description: 'a parameter in extras.more' },
    truncate: {
      type: 'boolean',
      description:
        'shorten an over-long message (ending in …) so that the payload fits; without it an over-long payload fails',
    },
    'extras-as-json': { type: 'boolean', description: 'data style only: extras as a JSON string, as FCM requires' },
    json: { type: 'boolean', description: 'one JSON object: {platform, payload, bytes, limit, truncated}' },
  },
  notes: `
Output: the payload on stdout (JSON indented on a terminal; piped or redirected,
written compact: exactly the bytes counted, then a line break), and its size
against the platform's limit ("212 of 4096 bytes") after it on a terminal, or
on stderr when stdout is piped, so that stdout stays a clean payload.`,
  examples: [
    "huddle encode teamAlertGameEnd --platform aps --message 'Final: NE 24, NYJ 17' --param gameId=0042",
    "huddle encode trendingNews --platform toast --message 'What everyone reads' | huddle decode",
  ],
});
