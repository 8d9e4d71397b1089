/** A stream that broke the reader's limit. */
export class EventStreamError extends Error {
  override readonly name = 'EventStreamError';
}
