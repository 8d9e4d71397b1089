/**
 * What the declarations show of the library's tables (resource names, notification types, push
 * platforms, routes), restated here so that `--help` loads no library entry: each entry loads zod,
 * ky, fast-xml-parser or node:http. The resource names are generated from the table (library-names.generated.ts); the notification
 * type names are rows the compiler checks against the library's own types (a name missing or extra
 * does not compile), and
 * tests/cli/library-names.test.ts proves every list and route equal to the table it restates, in
 * its order.
 */
import type { RuleName } from '../../contract/index.js';
import type { MockRouteName } from '../../mock/server/index.js';
import type { NotificationType, PushPlatform } from '../../push/index.js';
import type { Target } from '../../push/toast/index.js';

/** The keys of a row per name, in their order: the compiler checks the row names each once. */
const namesOf = <Name extends string>(row: Readonly<Record<Name, true>>): readonly Name[] => Object.keys(row) as Name[];

/** The resource table's names, generated from it (`npm run generate`), so a resource needs no edit here. */
export { resourceNames, resourcesById } from './library-names.generated.js';

/** The keys of `notificationTypes`, in its order. */
export const notificationTypeNames = namesOf<NotificationType>({
  breakingNews: true,
  trendingNews: true,
  teamAlertGameStart: true,
  teamAlertGameEnd: true,
  teamAlertScoringPlay: true,
  teamAlertNews: true,
  teamAlertInjury: true,
  tuneInAlertLiveGame: true,
  tuneInAlertLiveProgramming: true,
  relationalAlertGameDiff: true,
  relationalAlertGameOvertime: true,
});

/** Each push platform, in the table's order, with the words `--help` says of its payload. */
export const pushPlatformStyles = {
  aps: 'alert style',
  data: 'data style',
  toast: 'XML',
} as const satisfies Readonly<Record<PushPlatform, string>>;

/** The keys of `platforms`, in its order: what `--platform` takes. */
export const pushPlatformNames = Object.keys(pushPlatformStyles) as readonly PushPlatform[];

/** The keys of `targets` (where `diagnose` judges a push for), in its order: what `huddle decode --target` takes. */
export const targetNames = namesOf<Target>({ ios: true, android: true, web: true, windows: true });

/** The routes the declarations name: the live mock's (`mockRoutes`) and the service's push call (`pushRoute`). */
export const libraryRoutes = {
  /** `MOCK_ROUTE_PREFIX`. */
  mockPrefix: '/_mock',
  /** `mockRoutes.stream.template`. */
  stream: '/_mock/push/{app}/{device}',
  /** `mockRoutes.clock.template`. */
  clock: '/_mock/clock',
  /** `mockRoutes.send.template`. */
  send: '/_mock/push/send',
  /** `pushRoute.method` and `pushRoute.path`. */
  pushCall: { method: 'PUT', path: '/v1/push/{appName}/devices/{deviceId}/groups' },
} as const satisfies { readonly [Name in MockRouteName]: string } & Readonly<
  Record<'mockPrefix' | 'pushCall', unknown>
>;

/** The rules of `huddle/contract` (`ruleNames`), in their order: what `huddle verify --rule` takes. */
export const contractRuleNames = namesOf<RuleName>({
  selection: true,
  filter: true,
  sort: true,
  paging: true,
  envelope: true,
  'by-id': true,
  model: true,
  'team-forms': true,
  push: true,
});
