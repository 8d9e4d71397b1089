/** The trial of "A push platform": a JSON platform, `hms` (Huawei Push Kit), carried here by FCM's request. */
import type { RecipeTrial } from '../trial.ts';

/** Its codec, as a contributor writes it: `{ hms: { body, title?, extras? } }`. */
const codec = `/** Huawei Push Kit: \`{ hms: { body, title?, extras? } }\`. */
import type { NotificationExtras, PushCodec } from '../payload.js';
import { jsonCodec } from './json.js';
import { type Layout, readLayout } from './layout.js';

/** An hms payload as huddle writes it. */
export interface HmsPayload {
  readonly hms: { readonly body: string; readonly title?: string; readonly extras?: NotificationExtras };
}

/** Where an hms payload keeps its fields. */
export const hmsLayout: Layout = { message: 'hms body', title: 'hms title', extras: 'hms extras', platform: () => 'hms' };

/** The hms codec. */
export const hms: PushCodec<HmsPayload> = jsonCodec('hms', readLayout('hms', hmsLayout), ({ title, extras }) => (body) => ({
  hms: { body, ...(title !== null && { title }), ...(extras !== null && { extras: extras as NotificationExtras }) },
}));
`;

export const platform: RecipeTrial = {
  heading: 'A push platform',
  placeholder: { platform: 'hms' },
  row: [
    {
      file: 'src/push/platform.ts',
      after: "  toast: { payload: 'xml', limit: 5000, vendor: 'wns', targets: ['windows'] },\n",
      insert:
        "  /** Huawei Push Kit. */\n  hms: { payload: 'json', limit: 4096, vendor: 'fcm', targets: ['android'] },\n",
    },
  ],
  rest: [
    { file: 'src/push/codecs/hms.ts', create: codec },
    {
      file: 'src/push/codecs/registry.ts',
      replace: "import { data } from './data.js';\n",
      with: "import { data } from './data.js';\nimport { hms } from './hms.js';\n",
    },
    { file: 'src/push/codecs/registry.ts', replace: '= { aps, data };', with: '= { aps, data, hms };' },
    {
      file: 'src/push/decode/shapes.ts',
      after: "import { dataLayout } from '../codecs/data.js';\n",
      insert: "import { hmsLayout } from '../codecs/hms.js';\n",
    },
    {
      file: 'src/push/decode/shapes.ts',
      after: 'export const shapes = [\n',
      insert: "  ['hms', anyOf('hms'), hmsLayout],\n",
    },
    {
      file: 'src/push/send/requests.ts',
      after: "  toast: (notification) => ({ vendor: 'wns', ...wnsRequest(notification) }),\n",
      insert:
        "  hms: (notification, { device, at }) => ({\n    vendor: 'fcm',\n    ...fcmMessage(notification, { token: device, at: new Date(at) }),\n  }),\n",
    },
    {
      file: 'src/cli/shared/library-names.ts',
      after: "  toast: 'XML',\n",
      insert: "  hms: 'Huawei data style',\n",
    },
    {
      file: 'docs/cli.md',
      replace: 'Usage: huddle encode <type> --platform aps|data|toast ',
      with: 'Usage: huddle encode <type> --platform aps|data|toast|hms ',
    },
    {
      file: 'docs/cli.md',
      replace: '[--platform aps|data|toast]',
      with: '[--platform aps|data|toast|hms]',
    },
    {
      file: 'docs/cli.md',
      replace: '{app}/{device}?platform=aps|data|toast\n',
      with: '{app}/{device}?platform=aps|data|toast|hms\n',
    },
    {
      file: 'docs/push.md',
      after:
        '| `toast`  | the spec\'s XML; with a title, ToastText02\'s `<text id="1">title</text><text id="2">message</text>`           | 5000                               |\n',
      insert:
        '| `hms`    | `{ hms: { body, title?, extras? } }` (Huawei Push Kit)                                                       | 4096                               |\n',
    },
    {
      file: 'docs/push.md',
      before: '| `fcm-legacy`    |',
      insert:
        '| `hms`           | Huawei Push Kit, `{ hms: { body, title?, extras? } }` | `hms.body`; `hms.title`; `hms.extras` | `hms` |\n',
    },
    { file: 'examples/live-push/fan-app.test.ts', after: '  toast: /^<toast /,\n', insert: '  hms: /^\\{"hms":/,\n' },
  ],
  // The recipe names an XML platform's two tables and a new vendor's, which a JSON platform carried by FCM leaves alone.
  named: [
    'src/push/codecs/encoders.ts',
    'src/push/toast/codecs.ts',
    'src/push/send/delivery.ts',
    'tests/push/one-platform.test.ts',
    'tests/cli/declaration.test.ts',
    'tests/cli/docs-commands.test.ts',
  ],
  scripts: ['generate'],
  // The recipe's own test, and those that iterate the platforms or print their list.
  tests: [
    'tests/push/one-platform.test.ts',
    'tests/push/decode',
    'tests/push/fixtures.test.ts',
    'tests/cli/library-names.test.ts',
    'tests/cli/encode.test.ts',
    'tests/cli/listen.test.ts',
    'tests/cli/decode.test.ts',
    'tests/cli/declaration.test.ts',
    'tests/cli/docs-commands.test.ts',
    'tests/mock/live',
    'examples/live-push',
  ],
};
