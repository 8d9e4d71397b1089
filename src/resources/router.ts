/**
 * The one router of the service, built from the resource table: it writes the URLs the client
 * sends and reads back which endpoint a URL addresses, for the msw handlers, the `node:http`
 * server and the engine. Every join of a base URL and a path goes through {@link joinPath}, which
 * builds a string: the client's side of the router uses no `URL`, whose React Native version has
 * no setters (the mock's side, which runs in Node and browsers, reads URLs with it).
 */
import { pushRoute, type ResourceName, resourceNames, resources } from './resource-table.js';

/** What a URL addresses. */
export type Route =
  /** A list path of a resource (or one of its aliases). */
  | { readonly kind: 'list'; readonly resource: ResourceName; readonly path: string }
  /** One record by id. */
  | { readonly kind: 'byId'; readonly resource: ResourceName; readonly id: string }
  /** The push call for one device. */
  | { readonly kind: 'push'; readonly appName: string; readonly deviceId: string }
  /** An endpoint's path whose variable segment has a malformed `%` escape (`/teams/%E0`): a 400. */
  | { readonly kind: 'malformed'; readonly target: ResourceName | 'push'; readonly segment: string };

/**
 * Joins a path to a base URL that may itself have a path (`https://host/api/` + `/games` is
 * `https://host/api/games`), keeping the base's origin and path and dropping its query and
 * fragment.
 */
export function joinPath(base: string, path: string): string {
  const end = base.search(/[?#]/);
  return `${(end === -1 ? base : base.slice(0, end)).replace(/\/+$/, '')}${path}`;
}

/** A path template (`/teams/{id}`) with every `{name}` replaced by its value, percent-encoded. */
export function fillPath(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new TypeError(`No value for {${name}} in ${template}`);
    return encodeURIComponent(value);
  });
}

/** The URL of a resource's list (its first path), or of one of its records by id. */
export function resourceUrl(base: string, resource: ResourceName, id?: string): string {
  const { paths, byIdPath } = resources[resource];
  if (id === undefined) return joinPath(base, paths[0]);
  if (byIdPath === null) throw new TypeError(`${resource} has no by-id path`);
  return joinPath(base, fillPath(byIdPath, { id }));
}

/** The URL of the push call for one device. */
export function pushUrl(base: string, appName: string, deviceId: string): string {
  return joinPath(base, fillPath(pushRoute.path, { appName, deviceId }));
}

/** A path segment decoded, or `null` when it has a malformed `%` escape (`%E0`, `100%`). */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** A path template as a prefix, the names of its variables, and the literal text after each. */
interface Template {
  readonly parts: readonly string[];
  readonly names: readonly string[];
}

function templateOf(path: string): Template {
  const parts: string[] = [];
  const names: string[] = [];
  let rest = path;
  for (let match = /\{(\w+)\}/.exec(rest); match !== null; match = /\{(\w+)\}/.exec(rest)) {
    parts.push(rest.slice(0, match.index));
    names.push(match[1] as string);
    rest = rest.slice(match.index + match[0].length);
  }
  parts.push(rest);
  return { parts, names };
}

/**
 * Matches a path against a template, each variable being exactly one non-empty segment: the
 * raw (still encoded) segments by name, or `null`.
 */
function matchTemplate({ parts, names }: Template, path: string): Record<string, string> | null {
  if (!path.startsWith(parts[0] as string)) return null;
  const segments: Record<string, string> = {};
  let at = (parts[0] as string).length;
  for (let index = 0; index < names.length; index++) {
    const end = path.indexOf('/', at);
    const segment = end === -1 ? path.slice(at) : path.slice(at, end);
    if (segment === '') return null;
    segments[names[index] as string] = segment;
    at += segment.length;
    const literal = parts[index + 1] as string;
    if (!path.startsWith(literal, at)) return null;
    at += literal.length;
  }
  return at === path.length ? segments : null;
}

const listPaths = new Map<string, ResourceName>(
  resourceNames.flatMap((name) => resources[name].paths.map((path) => [path, name] as const)),
);
const byIdTemplates = resourceNames.flatMap((name) => {
  const path = resources[name].byIdPath;
  return path === null ? [] : [{ name, template: templateOf(path) }];
});
const pushTemplate = templateOf(pushRoute.path);

/**
 * The path of a URL below a base URL, or `null` when the URL is not below it: same origin, and
 * the base's path followed by nothing or by `/` (`https://h/api/x` is below `https://h/api`,
 * `https://h/api2/x` is not).
 */
export function pathBelow(url: URL, base: URL): string | null {
  const prefix = base.pathname.replace(/\/+$/, '');
  if (url.origin !== base.origin || !url.pathname.startsWith(prefix)) return null;
  const path = url.pathname.slice(prefix.length);
  return path === '' ? '/' : path.startsWith('/') ? path : null;
}

/** Where the service is: its query endpoints, and its push call (`baseUrl` unless said otherwise). */
export interface RouterOptions {
  readonly baseUrl: URL | string;
  readonly pushBaseUrl?: URL | string | undefined;
}

/** The router of one service: which endpoint a URL addresses. */
export interface Router {
  /** The base URL of the query endpoints. */
  readonly baseUrl: URL;
  /** The base URL of the push call. */
  readonly pushBaseUrl: URL;
  /**
   * The route of a URL, or `null` when it is none of the service's. List paths come before by-id
   * paths, so that `/videos/assets/jobs` is the jobs list and never the job whose id is `jobs`.
   */
  match(url: URL): Route | null;
}

/** Creates the router of a service at a base URL. */
export function createRouter({ baseUrl, pushBaseUrl = baseUrl }: RouterOptions): Router {
  const base = new URL(String(baseUrl));
  const pushBase = new URL(String(pushBaseUrl));
  return {
    baseUrl: base,
    pushBaseUrl: pushBase,
    match(url) {
      const pushPath = pathBelow(url, pushBase);
      const push = pushPath === null ? null : matchTemplate(pushTemplate, pushPath);
      if (push !== null) {
        const appName = decodeSegment(push.appName as string);
        const deviceId = decodeSegment(push.deviceId as string);
        if (appName === null) return { kind: 'malformed', target: 'push', segment: push.appName as string };
        if (deviceId === null) return { kind: 'malformed', target: 'push', segment: push.deviceId as string };
        return { kind: 'push', appName, deviceId };
      }
      const path = pathBelow(url, base);
      if (path === null) return null;
      const resource = listPaths.get(path);
      if (resource !== undefined) return { kind: 'list', resource, path };
      for (const { name, template } of byIdTemplates) {
        const segments = matchTemplate(template, path);
        if (segments === null) continue;
        const id = decodeSegment(segments.id as string);
        return id === null
          ? { kind: 'malformed', target: name, segment: segments.id as string }
          : { kind: 'byId', resource: name, id };
      }
      return null;
    },
  };
}
