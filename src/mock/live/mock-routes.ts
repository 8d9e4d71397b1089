/**
 * The live mock's own routes, under `/_mock/`, in one table: the server routes by it
 * (`push-routes.ts`, `clock-routes.ts`, the request policy), `huddle mock` prints it, and the
 * typed client (`mock-control-client.ts`) that `huddle listen` and `huddle trigger` use builds its
 * URLs from it. Beside the service's own push call, `pushRoute` of the resource table.
 */

/** Every path under this prefix is the mock's control surface (the request policy guards it). */
export const MOCK_ROUTE_PREFIX = '/_mock';

const PUSH_PREFIX = `${MOCK_ROUTE_PREFIX}/push/`;

/** The routes: each with its method(s), its path as written in docs, and how to build it. */
export const mockRoutes = {
  /** `GET` tells the clock's time, `POST` `{"advance": "15m"}` or `{"set": TIMESTAMP}` moves it. */
  clock: { methods: ['GET', 'POST'], template: `${MOCK_ROUTE_PREFIX}/clock`, path: () => `${MOCK_ROUTE_PREFIX}/clock` },
  /** Registers a device and streams what it receives as Server-Sent Events. */
  stream: {
    methods: ['GET'],
    template: `${PUSH_PREFIX}{app}/{device}`,
    path: (app: string, device: string) => `${PUSH_PREFIX}${encodeURIComponent(app)}/${encodeURIComponent(device)}`,
  },
  /** Sends one notification to a group: 202 `{"deliveries": n}`. */
  send: { methods: ['POST'], template: `${PUSH_PREFIX}send`, path: () => `${PUSH_PREFIX}send` },
} as const satisfies Record<
  string,
  { readonly methods: readonly string[]; readonly template: string; readonly path: (...segments: string[]) => string }
>;

/** The name of one of the mock's routes. */
export type MockRouteName = keyof typeof mockRoutes;

/**
 * The segments after `/_mock/push/` of a path under it, or `null` for a path elsewhere: the
 * server reads `send`, or `{app}/{device}`, from them.
 */
export function pushSegments(pathname: string): string[] | null {
  return pathname.startsWith(PUSH_PREFIX) ? pathname.slice(PUSH_PREFIX.length).split('/') : null;
}

/** Whether a path is the mock's own (`/_mock` or under it). */
export const isMockRoute = (pathname: string) =>
  pathname === MOCK_ROUTE_PREFIX || pathname.startsWith(`${MOCK_ROUTE_PREFIX}/`);
