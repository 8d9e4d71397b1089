/** The push call: `PUT …/v1/push/{appName}/devices/{id}/groups`, recording each device's groups. */
import { isGroup } from '../../push/groups.js';
import type { MockRequest, MockResponse } from './index.js';
import { decodeSegment } from './routes.js';

/** The push call's path, relative to the push base URL. */
export const PUSH_PATH = /^\/v1\/push\/([^/]+)\/devices\/([^/]+)\/groups$/;

/**
 * Answers the push call at `path` (which matches {@link PUSH_PATH}): 202 with the groups recorded
 * under `appName/deviceId`, 400 for a body that is not `{"groups": [names]}` or a name that is no
 * group of the service or a path with a malformed `%` escape, 401 without a bearer token, 405
 * for another method.
 */
export function answerPush(request: MockRequest, path: string, devices: Map<string, readonly string[]>): MockResponse {
  const [, rawApp, rawDevice] = PUSH_PATH.exec(path) as RegExpExecArray;
  if (request.method !== 'PUT') return { status: 405, body: { error: 'METHOD_NOT_ALLOWED', message: 'PUT only' } };
  const appName = decodeSegment(rawApp as string);
  const deviceId = decodeSegment(rawDevice as string);
  if (appName === null || deviceId === null) {
    const segment = appName === null ? rawApp : rawDevice;
    return {
      status: 400,
      body: { error: 'BAD_REQUEST', message: `Malformed % escape in the path segment ${JSON.stringify(segment)}` },
    };
  }
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
