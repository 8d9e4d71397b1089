/** What the engine reads of a request and what it answers, without any HTTP library. */

/** A request as the engine reads it. */
export interface MockRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers?: { get(name: string): string | null };
  /** The body, parsed from JSON; `undefined` when there is none or it is not JSON. */
  readonly body?: unknown;
}

/** An answer: a status and a JSON body (none for 202). */
export interface MockResponse {
  readonly status: number;
  readonly body?: unknown;
}
