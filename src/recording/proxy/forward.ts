/**
 * A request passed on to the upstream service, as the client sent it: its method, path and query
 * string below the upstream's base URL, its headers (`Authorization` included) but those of the
 * connection, and its body. The answer comes back as bytes, decompressed.
 */

/** Headers of one connection (RFC 9110 §7.6.1), and those `fetch` writes itself. */
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'host',
  'content-length',
  'expect',
  // fetch asks for the encodings it decodes, and hands back the bytes decoded.
  'accept-encoding',
]);

/** An answer of the upstream service. */
export interface UpstreamAnswer {
  readonly status: number;
  /** Its `content-type`, or `null`. */
  readonly contentType: string | null;
  /** Its body, decoded from any content encoding. */
  readonly body: Uint8Array;
}

/** The headers passed on: every one the client sent but those of its connection. */
function forwardedHeaders(headers: Readonly<Record<string, string | readonly string[] | undefined>>): Headers {
  const forwarded = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_FORWARDED.has(name.toLowerCase())) continue;
    for (const one of typeof value === 'string' ? [value] : value) forwarded.append(name, one);
  }
  return forwarded;
}

/** The upstream URL of a request target (`/games?fs=id`): the target below the upstream's base path. */
const upstreamUrl = (upstream: URL, target: string): string => `${upstream.href.replace(/\/+$/, '')}${target}`;

/** The most bytes of an upstream answer the proxy reads by default: the client's own default, 50 MiB. */
const DEFAULT_MAX_UPSTREAM_BYTES = 50 * 1024 * 1024;
/** How long the proxy waits for the upstream's whole answer, in milliseconds. */
const UPSTREAM_TIMEOUT = 30_000;

/** An answer's body, read until it ends or passes `limit` bytes (then the read stops and it rejects). */
async function boundedBody(response: Response, limit: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  const tooLarge = () => new Error(`its answer is over the proxy's limit of ${limit} bytes`);
  if (declared > limit) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.length;
    if (size > limit) {
      await response.body?.cancel();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.length;
  }
  return body;
}

/**
 * Sends a request upstream; rejects when the upstream cannot be reached, does not answer in full
 * within {@link UPSTREAM_TIMEOUT}, or answers more than `maxBytes`.
 */
export async function forward(
  upstream: URL,
  request: {
    readonly method: string;
    readonly target: string;
    readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
    readonly body: Uint8Array | undefined;
  },
  maxBytes = DEFAULT_MAX_UPSTREAM_BYTES,
): Promise<UpstreamAnswer> {
  const response = await fetch(upstreamUrl(upstream, request.target), {
    method: request.method,
    headers: forwardedHeaders(request.headers),
    ...(request.body !== undefined && request.body.length > 0 && { body: new Uint8Array(request.body) }),
    redirect: 'manual',
    signal: AbortSignal.timeout(UPSTREAM_TIMEOUT),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: await boundedBody(response, maxBytes),
  };
}
