/**
 * A request body over the mock server's limit. Never leaves the server, which answers it with
 * `413`: a plain `Error`, not one of huddle's errors, so it carries no code.
 */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request body is over the limit of ${limit} bytes`);
  }
}
