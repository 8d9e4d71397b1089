/**
 * A recording served back: a request recorded gets the answer recorded for it, byte for byte,
 * with its status and content type. Plain data: the msw handlers and the `node:http` server
 * both serve it, through the mock service.
 */
import type { MockResponse } from '../engine/index.js';
import { answerKey, answerKeyParts } from './answer-key.js';
import type { Recording } from './recording-format.js';

/** The recorded answers of a recording, by their key. */
export interface Replayed {
  /** The answer recorded for a request, or `undefined` when it was not recorded. */
  answerOf(method: string, url: URL): MockResponse | undefined;
}

/** The answers of a recording, by key (the last recorded of a key, should a file hold two). */
export function replayedOf(recording: Recording): Replayed {
  const answers = new Map<string, MockResponse>(
    recording.answers.map(({ status, contentType, body, ...parts }) => [
      answerKey(parts),
      { status, raw: { contentType, bytes: body } },
    ]),
  );
  return { answerOf: (method, url) => answers.get(answerKey(answerKeyParts(method, url))) };
}
