/**
 * The names and routes the command's declarations restate (src/cli/shared/library-names.ts,
 * so that `--help` loads no library entry) are the library's own, in the library's order: what
 * `huddle <command> --help` shows and the choices it checks cannot drift from the tables.
 */
import { describe, expect, it } from 'vitest';
import {
  contractRuleNames,
  libraryRoutes,
  notificationTypeNames,
  pushPlatformNames,
  resourceNames,
  resourcesById,
  targetNames,
} from '../../src/cli/shared/library-names.ts';
import { ruleNames } from '../../src/contract/index.ts';
import { resourceNames as libraryResourceNames, pushRoute, resources } from '../../src/index.ts';
import { MOCK_ROUTE_PREFIX, mockRoutes } from '../../src/mock/server/index.ts';
import { notificationTypes, pushPlatforms } from '../../src/push/index.ts';
import { targets } from '../../src/push/toast/index.ts';

describe("the declarations' copy of the library's tables", () => {
  it('lists the resources of the resource table, in its order', () => {
    expect(resourceNames).toEqual(libraryResourceNames);
  });

  it('lists as by-id exactly the resources with a byIdPath', () => {
    expect(resourcesById).toEqual(libraryResourceNames.filter((name) => resources[name].byIdPath !== null));
  });

  it('lists the notification types of the catalog, in its order', () => {
    expect(notificationTypeNames).toEqual(Object.keys(notificationTypes));
  });

  it('lists the rules of the contract, in their order (the --rule choices)', () => {
    expect(contractRuleNames).toEqual(ruleNames);
  });

  it('lists the targets of diagnose, in their order (the --target choices)', () => {
    expect(targetNames).toEqual(targets);
  });

  it('lists the push platforms, in their order (the --platform choices)', () => {
    expect(pushPlatformNames).toEqual(pushPlatforms);
  });

  it("names the live mock's routes and the push call as the route tables do", () => {
    expect(libraryRoutes).toEqual({
      mockPrefix: MOCK_ROUTE_PREFIX,
      ...Object.fromEntries(Object.entries(mockRoutes).map(([name, route]) => [name, route.template])),
      pushCall: { method: pushRoute.method, path: pushRoute.path },
    });
  });
});
