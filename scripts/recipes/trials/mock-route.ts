/** The trial of "A route of the live mock": `GET /_mock/health`, which says the mock is up. */
import type { RecipeTrial } from '../trial.ts';

export const mockRoute: RecipeTrial = {
  heading: 'A route of the live mock (`/_mock/*`)',
  placeholder: { route: 'health' },
  row: [
    {
      file: 'src/mock/live/mock-routes.ts',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal, matched and inserted as written
      after: "  send: { methods: ['POST'], template: `${PUSH_PREFIX}send`, path: () => `${PUSH_PREFIX}send` },\n",
      insert:
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal, matched and inserted as written
        '  /** Says the mock is up: 200 `{"ok": true}`. */\n  health: { methods: [\'GET\'], template: `${MOCK_ROUTE_PREFIX}/health`, path: () => `${MOCK_ROUTE_PREFIX}/health` },\n',
    },
  ],
  rest: [
    {
      file: 'src/mock/live/health-routes.ts',
      create: [
        "import type { MockResponse } from '../engine/index.js';",
        "import { mockRoutes } from './mock-routes.js';",
        '',
        '/** Answers `GET /_mock/health`, or `null` for another path. */',
        'export function answerHealth(method: string, url: URL): MockResponse | null {',
        '  if (url.pathname !== mockRoutes.health.path()) return null;',
        "  if (method !== 'GET') return { status: 405, body: { error: 'METHOD_NOT_ALLOWED', message: 'Only GET is allowed here' } };",
        '  return { status: 200, body: { ok: true } };',
        '}',
        '',
      ].join('\n'),
    },
    {
      file: 'src/mock/server/http-server.ts',
      replace: '(routeAnswers.clock(method, url, body, mock.clock) ??',
      with: '(routeAnswers.clock(method, url, body, mock.clock) ??\n          routeAnswers.health(method, url) ??',
    },
    { file: 'src/mock/server/http-server.ts', after: '  send: answerSend,\n', insert: '  health: answerHealth,\n' },
    {
      file: 'src/mock/server/http-server.ts',
      before: "import { answerSend, openDeliveryStream, routeMockPush } from '../live/push-routes.js';\n",
      insert: "import { answerHealth } from '../live/health-routes.js';\n",
    },
    {
      file: 'src/cli/shared/library-names.ts',
      after: "  send: '/_mock/push/send',\n",
      insert: "  /** `mockRoutes.health.template`. */\n  health: '/_mock/health',\n",
    },
    {
      file: 'src/mock/live/mock-control-client.ts',
      after: '  moveClock(move: ClockMove): Promise<MockTime>;\n',
      insert: '  /** Whether the mock is up. */\n  health(): Promise<boolean>;\n',
    },
    {
      file: 'src/mock/live/mock-control-client.ts',
      after: '  return {\n    baseUrl: base,\n',
      insert: [
        '    async health() {',
        '      return ((await (await call(mockRoutes.health.path(), 200, {})).json()) as { ok: boolean }).ok;',
        '    },',
        '',
      ].join('\n'),
    },
    {
      file: 'docs/mock.md',
      after: '- `POST /_mock/push/send` sends one notification.\n',
      insert: '- `GET /_mock/health` says whether the mock is up.\n',
    },
  ],
  named: ['tests/cli/library-names.test.ts'],
  scripts: [],
  tests: ['tests/cli/library-names.test.ts', 'tests/mock/live', 'tests/mock/request-policy.test.ts'],
};
