/** Which `Content-Type` the mock takes a JSON body under. */

/** `application/json`, with at most a UTF-8 charset. */
const JSON_TYPE = /^application\/json\s*(?:;\s*charset\s*=\s*(?:utf-8|"utf-8")\s*)?$/i;

/** Whether a `Content-Type` says the body is JSON (a missing one does not). */
export const saysJson = (contentType: string | null | undefined): boolean =>
  contentType !== null && contentType !== undefined && JSON_TYPE.test(contentType);
