/**
 * Who may call the mock server, as a dev server should decide it (Vite's `server.allowedHosts`
 * and CORS defaults are the model), so that a web page the developer happens to open can neither
 * drive the mock nor read it:
 * - the `Host` must be loopback or an IP address, the host the server listens on, or an allowed
 *   host (a page that rebinds its own name to 127.0.0.1 sends its own name: refused, 403);
 * - the `Origin`, when a browser sends one, must be loopback or an allowed origin on `/_mock/*`,
 *   on every write and on every preflight (403 otherwise); reads of the service's endpoints are
 *   answered, but only an allowed origin is told it may read them;
 * - a request that carries a body must say it is JSON (415 otherwise), so that no form or
 *   `text/plain` request gets through without a preflight;
 * - an allowed origin is reflected (with `Vary: Origin`), never `*`.
 */
import { ArgumentError } from '../errors/argument-error.js';
import { REASON_HEADER } from '../resources/reason-header.js';
import type { MockResponse } from './engine/index.js';
import { saysJson } from './engine/json-type.js';
import { isMockRoute } from './live/mock-routes.js';

/** Who may call the server, beside loopback: see {@link MockServerOptions}. */
export interface RequestPolicyOptions {
  /** The interface the server listens on: its name is an allowed host. */
  readonly host: string;
  /** More hosts to answer (`.example.test` takes the domain and its subdomains), or `true` for any. */
  readonly allowedHosts?: readonly string[] | true | undefined;
  /** More origins whose pages may call the server (`https://app.example.test`), or `true` for any. */
  readonly allowedOrigins?: readonly string[] | true | undefined;
  /**
   * Whether a read changes something, so that its origin is checked as a write's is: the recording
   * proxy's GETs call the real service and are recorded, so a page of another site (an `<img>`,
   * with no Origin but `Sec-Fetch-Site: cross-site`) may not send one.
   */
  readonly readsHaveEffects?: boolean | undefined;
}

/** What the policy reads of a request. */
export interface PolicyRequest {
  readonly method: string;
  /** The path, without the query string. */
  readonly pathname: string;
  readonly host: string | undefined;
  readonly origin: string | undefined;
  /** `Sec-Fetch-Site`: a browser says `cross-site` even where it sends no Origin (an `<img>`'s GET). */
  readonly fetchSite: string | undefined;
  readonly contentType: string | undefined;
  /** Whether a body comes with it (a non-zero `content-length`, or a `transfer-encoding`). */
  readonly hasBody: boolean;
}

/**
 * The policy's word on a request: refused with an answer, or let through; either way with the
 * CORS headers of its answer (an allowed page may read why it was refused).
 */
export interface Admission {
  readonly refused: MockResponse | null;
  readonly cors: Readonly<Record<string, string>>;
}

/** How the policy sees a request: by what it can do. */
type RouteKind = 'control' | 'write' | 'read' | 'preflight';

/** Whether a browser's `Origin` must be allowed for the request to be answered at all. */
const ORIGIN_CHECKED = {
  // /_mock/*: moves the clock, sends pushes, registers devices (even a GET).
  control: true,
  // PUT, POST and any other method that may change something.
  write: true,
  // GET and HEAD of the service's endpoints: answered, but readable only by an allowed origin.
  read: false,
  // OPTIONS: an origin that may not send the request is not told how to.
  preflight: true,
} as const satisfies Record<RouteKind, boolean>;

const KIND_OF_METHOD: Readonly<Record<string, RouteKind>> = { GET: 'read', HEAD: 'read', OPTIONS: 'preflight' };

function kindOf({ method, pathname }: PolicyRequest): RouteKind {
  if (isMockRoute(pathname)) return 'control';
  // Own properties only: a method named like something every object inherits is a write.
  return Object.hasOwn(KIND_OF_METHOD, method) ? (KIND_OF_METHOD[method] as RouteKind) : 'write';
}

/** A header's value quoted for a one-line message, cut at 200 characters. */
const quoted = (value: string) => JSON.stringify(value.length > 200 ? `${value.slice(0, 200)}…` : value);

/** A host name as the URL parser writes it (lower case, IPv4 dotted, IPv6 in brackets), or `null`. */
function hostnameOf(host: string): string | null {
  if (!/^[^\s/\\?#@]+$/.test(host)) return null;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
}

const isIpAddress = (hostname: string) => /^\d+\.\d+\.\d+\.\d+$/.test(hostname) || hostname.startsWith('[');
const isLocalhost = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost');
/** Whether a host name (without its port) is this machine: `localhost`, `127.x.x.x` or `[::1]`. */
export const isLoopback = (hostname: string) =>
  isLocalhost(hostname) || /^127\.\d+\.\d+\.\d+$/.test(hostname) || hostname === '[::1]';

/** An allowed host, read once: a name, and whether its subdomains are allowed too. */
interface AllowedHost {
  readonly hostname: string;
  readonly subdomains: boolean;
}

/**
 * The policy as the server applies it: the allowed hosts and origins read once, when the server
 * starts, never per request. Made by {@link createRequestPolicy}.
 */
export interface RequestPolicy {
  readonly hosts: readonly AllowedHost[] | true;
  /** Allowed origins as a browser serializes them (`https://app.example.test:8443`). */
  readonly origins: ReadonlySet<string> | true;
  /** Reads are origin-checked as writes are ({@link RequestPolicyOptions.readsHaveEffects}). */
  readonly readsChecked: boolean;
}

/**
 * An origin as a browser serializes it (`https://app.example.test:8443`), or `null` when `text`
 * is none (a path, a URL with a path or query, `null`).
 */
function originOf(text: string): string | null {
  try {
    const url = new URL(text);
    const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '';
    return bare && url.password === '' && url.origin !== 'null' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The policy of `options`, every allowed origin and host read once.
 *
 * @throws {@link ArgumentError} naming the first allowed origin that is no origin, or allowed host
 * that is no host name.
 */
export function createRequestPolicy(options: RequestPolicyOptions): RequestPolicy {
  const { allowedOrigins, allowedHosts } = options;
  let origins: Set<string> | true = true;
  if (allowedOrigins !== true) {
    origins = new Set();
    for (const entry of allowedOrigins ?? []) {
      const origin = originOf(entry);
      if (origin === null) {
        throw new ArgumentError(
          'allowedOrigins',
          `allowedOrigins: ${quoted(entry)} is no origin; write it as https://app.example.test:8443`,
        );
      }
      origins.add(origin);
    }
  }
  let hosts: AllowedHost[] | true = true;
  if (allowedHosts !== true) {
    hosts = [];
    const listenHost = hostnameOf(options.host);
    if (listenHost !== null) hosts.push({ hostname: listenHost, subdomains: false });
    for (const entry of allowedHosts ?? []) {
      const subdomains = entry.startsWith('.');
      const hostname = hostnameOf(subdomains ? entry.slice(1) : entry);
      if (hostname === null) {
        throw new ArgumentError(
          'allowedHosts',
          `allowedHosts: ${quoted(entry)} is no host name; write it as app.example.test or .example.test`,
        );
      }
      hosts.push({ hostname, subdomains });
    }
  }
  return { hosts, origins, readsChecked: options.readsHaveEffects === true };
}

/**
 * Whether the server answers a request sent to `host`. An IP address cannot be rebound (a page
 * that names one is served from it), so every one is answered, as Vite does: a phone on the same
 * network calls the mock by the machine's address.
 */
function hostAllowed(host: string | undefined, { hosts }: RequestPolicy): boolean {
  // No Host at all (HTTP/1.0): no browser sends such a request.
  if (host === undefined || hosts === true) return true;
  const hostname = hostnameOf(host);
  if (hostname === null) return false;
  if (isIpAddress(hostname) || isLocalhost(hostname)) return true;
  return hosts.some(
    (allowed) => hostname === allowed.hostname || (allowed.subdomains && hostname.endsWith(`.${allowed.hostname}`)),
  );
}

/** Whether a page at `origin` may call the server: a loopback page, or one allowed. */
function originAllowed(origin: string, { origins }: RequestPolicy): boolean {
  if (origins === true) return true;
  const parsed = originOf(origin);
  if (parsed === null) return false;
  const { protocol, hostname } = new URL(parsed);
  return ((protocol === 'http:' || protocol === 'https:') && isLoopback(hostname)) || origins.has(parsed);
}

const refusal = (status: number, error: string, message: string): { refused: MockResponse } => ({
  refused: { status, body: { error, message } },
});

/** One check, in the order they run: the first that fails answers the request. */
interface Check {
  /** The refusal, or `null` when the request passes. */
  readonly refuse: (request: PolicyRequest, policy: RequestPolicy) => { refused: MockResponse } | null;
}

const CHECKS: readonly Check[] = [
  {
    refuse: ({ host }, policy) =>
      hostAllowed(host, policy)
        ? null
        : refusal(
            403,
            'FORBIDDEN_HOST',
            `Host ${quoted(host ?? '')} is not served: the mock answers localhost, IP addresses, the host it listens on and allowedHosts (huddle mock --allowed-host)`,
          ),
  },
  {
    refuse: (request, policy) => {
      const { origin, fetchSite, method, pathname } = request;
      // No Origin and not cross-site: not a page of another site (a device, curl, huddle).
      const kind = kindOf(request);
      const checked = ORIGIN_CHECKED[kind] || (kind === 'read' && policy.readsChecked);
      if ((origin === undefined && fetchSite !== 'cross-site') || !checked) return null;
      if (origin !== undefined && originAllowed(origin, policy)) return null;
      const from = origin === undefined ? 'A cross-site request with no Origin' : `Origin ${quoted(origin)}`;
      return refusal(
        403,
        'FORBIDDEN_ORIGIN',
        `${from} may not call ${method} ${pathname}: the mock takes loopback origins and allowedOrigins (huddle mock --allowed-origin)`,
      );
    },
  },
  {
    refuse: ({ hasBody, contentType }) =>
      !hasBody || saysJson(contentType)
        ? null
        : refusal(
            415,
            'UNSUPPORTED_MEDIA_TYPE',
            `Content-Type ${contentType === undefined ? '(none)' : quoted(contentType)} is not taken: send the body as application/json`,
          ),
  },
];

const ALLOWED = {
  'access-control-allow-methods': 'GET, PUT, POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
  // Why the push call refused, since its answers have no body (mock/engine/error-answers.ts).
  'access-control-expose-headers': REASON_HEADER,
};

/**
 * Whether the server answers `request`, and the CORS headers of its answer: an allowed origin
 * reflected, with `Vary: Origin` on every answer (caches must not serve one origin's answer to
 * another).
 */
export function admit(request: PolicyRequest, policy: RequestPolicy): Admission {
  const { origin } = request;
  const cors =
    origin !== undefined && originAllowed(origin, policy)
      ? { 'access-control-allow-origin': origin, vary: 'Origin', ...ALLOWED }
      : { vary: 'Origin' };
  for (const check of CHECKS) {
    const refused = check.refuse(request, policy);
    if (refused !== null) return { ...refused, cors };
  }
  return { refused: null, cors };
}
