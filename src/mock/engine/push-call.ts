/** The push call: `PUT …/v1/push/{appName}/devices/{id}/groups`, recording each device's groups. */
import { isGroup } from '../../push/groups.js';
import { methodNotAllowed } from './error-answers.js';
import type { MockRequest, MockResponse } from './request-answer.js';

/** The device a push call addresses. */
export interface PushTarget {
  readonly appName: string;
  readonly deviceId: string;
}

/**
 * Answers the push call of one device: 202 with the groups recorded under `appName/deviceId`,
 * 400 for a body that is not `{"groups": [names]}` or a name that is no group of the service,
 * 401 without a bearer token, 405 for another method.
 */
export function answerPush(
  request: MockRequest,
  { appName, deviceId }: PushTarget,
  devices: Map<string, readonly string[]>,
): MockResponse {
  if (request.method !== 'PUT') return methodNotAllowed('PUT');
  if (!/^Bearer \S+/.test(request.headers?.get('authorization') ?? '')) {
    return { status: 401, body: { error: 'UNAUTHORIZED', message: 'A bearer token is required' } };
  }
  const groups = (request.body as { groups?: unknown } | undefined)?.groups;
  if (!Array.isArray(groups) || !groups.every((group) => typeof group === 'string')) {
    return { status: 400, body: { error: 'BAD_REQUEST', message: 'Expected {"groups": [group names]}' } };
  }
  const unknown = groups.find((group) => !isGroup(group));
  if (unknown !== undefined) {
    return { status: 400, body: { error: 'BAD_REQUEST', message: `Unknown group ${JSON.stringify(unknown)}` } };
  }
  devices.set(`${appName}/${deviceId}`, [...groups]);
  return { status: 202 };
}
