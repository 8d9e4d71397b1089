/** The push call: `PUT …/v1/push/{appName}/devices/{id}/groups`, recording each device's groups. */
import { isGroup } from '../../push/groups.js';
import type { Route } from '../../resources/router.js';
import type { DeviceMap } from '../device-map.js';
import { bodiless, methodNotAllowed, withoutBody } from './error-answers.js';
import { saysJson } from './json-type.js';
import type { MockRequest, MockResponse } from './request-answer.js';

/** The device a push call addresses. */
export interface PushTarget {
  readonly appName: string;
  readonly deviceId: string;
}

/**
 * The most groups one push call may set. The spec leaves the limit open; a league of 32 teams has
 * 230 groups, and any cap keeps a hostile list from slowing every send.
 */
export const MAX_GROUPS = 1_000;

/**
 * Whether a route is the push call's, well formed or not: every answer at its path but 202 is
 * sent without a body (see {@link answerPush}).
 */
export const addressesPush = (route: Route | null): boolean =>
  route !== null && (route.kind === 'push' || (route.kind === 'malformed' && route.target === 'push'));

const badRequest = (reason: string): MockResponse => bodiless(400, reason);

/** Why a list of group names cannot be recorded, or `null` when it can. */
function groupsRefusal(groups: readonly string[]): string | null {
  if (groups.length > MAX_GROUPS) {
    return `groups: ${groups.length} names, over the mock's limit of ${MAX_GROUPS}`;
  }
  const seen = new Set<string>();
  for (const [index, group] of groups.entries()) {
    if (!isGroup(group)) return `Unknown group ${JSON.stringify(group)}`;
    if (seen.has(group)) return `groups[${index}]: ${JSON.stringify(group)} is there twice`;
    seen.add(group);
  }
  return null;
}

/**
 * Answers the push call of one device: 202 with the groups recorded for the pair (`appName`,
 * `deviceId`); 400 for a body that is not `{"groups": [names]}`, a name that is no group of the
 * service, a name given twice or more than {@link MAX_GROUPS} names; 401 without a bearer token,
 * 415 for a `Content-Type` other than `application/json` (the spec requires that header), 405
 * for another method. No answer has a body ("`202` Accepted, no body; `400` Bad Request, no
 * body"): what was wrong is told in the `x-huddle-reason` header.
 */
export function answerPush(
  request: MockRequest,
  { appName, deviceId }: PushTarget,
  devices: DeviceMap<readonly string[]>,
): MockResponse {
  if (request.method !== 'PUT') return withoutBody(methodNotAllowed('PUT'));
  if (!/^Bearer \S+/.test(request.headers?.get('authorization') ?? '')) {
    return bodiless(401, 'A bearer token is required: send Authorization: Bearer <ACCESS_TOKEN>');
  }
  // A request handed over in process carries its body parsed, and may say no type at all.
  const contentType = request.headers?.get('content-type') ?? null;
  if (contentType !== null && !saysJson(contentType)) {
    return bodiless(415, `Content-Type ${JSON.stringify(contentType)} is not taken: send the body as application/json`);
  }
  const groups = (request.body as { groups?: unknown } | undefined)?.groups;
  if (!Array.isArray(groups) || !groups.every((group) => typeof group === 'string')) {
    return badRequest('Expected {"groups": [group names]}');
  }
  const refusal = groupsRefusal(groups);
  if (refusal !== null) return badRequest(refusal);
  devices.set(appName, deviceId, [...groups]);
  return { status: 202 };
}
