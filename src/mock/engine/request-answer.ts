/** What the engine reads of a request and what it answers, without any HTTP library. */

/** A request as the engine reads it. */
export interface MockRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers?: { get(name: string): string | null };
  /** The body, parsed from JSON; `undefined` when there is none or it is not JSON. */
  readonly body?: unknown;
}

/** Bytes answered as they are, in place of a JSON body: a recorded answer, replayed byte for byte. */
export interface RawBody {
  /** The `content-type` sent with them; none when `null`. */
  readonly contentType: string | null;
  readonly bytes: Uint8Array;
}

/** An answer: a status and a JSON body (none for 202), or bytes as they are. */
export interface MockResponse {
  readonly status: number;
  readonly body?: unknown;
  /**
   * Headers sent with it, beside `content-type` and the CORS headers: `x-huddle-reason` on an
   * answer that has no body (the push call's), names in lower case.
   */
  readonly headers?: Readonly<Record<string, string>>;
  /** Sent instead of `body` when present. */
  readonly raw?: RawBody;
}
