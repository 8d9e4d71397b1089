/** The trial of "A receive shape": what OneSignal's SDK hands the app, `{ notificationId, title, body, additionalData }`. */
import type { RecipeTrial } from '../trial.ts';

export const receiveShape: RecipeTrial = {
  heading: 'A receive shape (what a sender or device library hands over)',
  placeholder: { source: 'onesignal' },
  row: [{ file: 'src/push/payload.ts', after: "  | 'expo-content'\n", insert: "  | 'onesignal'\n" }],
  rest: [
    {
      file: 'src/push/decode/sources/onesignal.ts',
      create: [
        "/** What OneSignal's SDK hands the app: an `OSNotification`, `{ notificationId, title, body, additionalData }`. */",
        "import type { Layout } from '../../codecs/layout.js';",
        '',
        "/** The extras travel as the notification's additional data; the platform is not told: `data`. */",
        'export const oneSignal: Layout = {',
        "  message: 'body',",
        "  title: 'title',",
        "  extras: 'additionalData extras',",
        "  platform: () => 'data',",
        '};',
        '',
      ].join('\n'),
    },
    { file: 'src/push/doctor/targets.ts', after: "  'expo-content': null,\n", insert: '  onesignal: null,\n' },
    { file: 'tests/fixtures/push/senders.ts', after: "  'expo-content',\n", insert: "  'onesignal',\n" },
    {
      file: 'src/push/decode/shapes.ts',
      before: "  ['expo-content', anyOf('body'), expoContent],\n",
      insert: "  ['onesignal', anyOf('notificationId'), oneSignal],\n",
    },
    {
      file: 'src/push/decode/shapes.ts',
      after: "import { firebaseWeb, rnfirebase } from './sources/firebase.js';\n",
      insert: "import { oneSignal } from './sources/onesignal.js';\n",
    },
    {
      file: 'docs/push.md',
      before: '| `firebase-web`  |',
      insert: "| `onesignal` | OneSignal's `OSNotification`, `{ notificationId, title, body, additionalData }` |\n",
    },
  ],
  named: [],
  scripts: ['generate'],
  tests: ['tests/push', 'tests/docs/generated-sections.test.ts'],
};
