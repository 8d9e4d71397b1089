/**
 * A recording served back: a request recorded gets the answer recorded for it, byte for byte,
 * with its status and content type. Plain data: the msw handlers and the `node:http` server
 * both serve it, through the mock service.
 */
import type { MockDataset, MockResponse } from '../engine/index.js';
import { type AnswerKeyParts, answerKey, answerKeyParts } from './answer-key.js';

/** An answer as the service gave it, for a request of these parts. */
export interface RecordedAnswer extends AnswerKeyParts {
  /** The status. */
  readonly status: number;
  /** The `content-type` header; `null` when the answer had none. */
  readonly contentType: string | null;
  /** The body's bytes, exactly. */
  readonly body: Uint8Array;
}

/** What a recording holds: the records the engine serves, and the answers replayed as they were. */
export interface Recording {
  /** Each resource's records (none for a resource never seen). */
  readonly records: MockDataset;
  /** The recorded answers, in the order they were first recorded. */
  readonly answers: readonly RecordedAnswer[];
}

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
