/**
 * Which recorded answer a request gets: its method, its path and the two query parameters that
 * choose an answer (`fs` and `s`). Every other parameter (a `?token=`, a cache buster) and every
 * header is left out, so that no secret is part of a key, and none is ever written to disk.
 */

/** What identifies a recorded answer. */
export interface AnswerKeyParts {
  /** The HTTP method, upper case (`GET`). */
  readonly method: string;
  /** The URL path, as the URL parser writes it (still percent-encoded). */
  readonly path: string;
  /** The `fs` parameter, decoded; `null` when the request had none. */
  readonly fs: string | null;
  /** The `s` parameter, decoded; `null` when the request had none. */
  readonly s: string | null;
}

/** The parts of a request's key: of several `fs` (or `s`), the first, as the engine reads them. */
export const answerKeyParts = (method: string, url: URL): AnswerKeyParts => ({
  method: method.toUpperCase(),
  path: url.pathname,
  fs: url.searchParams.get('fs'),
  s: url.searchParams.get('s'),
});

/** The key of an answer, one string for a `Map`: two requests share it exactly when their parts are equal. */
export const answerKey = ({ method, path, fs, s }: AnswerKeyParts): string => JSON.stringify([method, path, fs, s]);
