/// <reference types="node" />
// Node only.
/**
 * A recording served back: a request recorded gets the answer recorded for it, byte for byte,
 * with its status and content type; any other goes to the engine, over the recorded records.
 */
import type { ServerResponse } from 'node:http';
import { answerKey, answerKeyParts } from '../recording/answer-key.js';
import type { RecordedAnswer, Recording } from '../recording/recording-format.js';
import type { Answering } from './front-door.js';

/** The recorded answers of a recording, by their key. */
export interface Replayed {
  /** The answer recorded for a request, or `undefined` when it was not recorded. */
  answerOf(method: string, url: URL): RecordedAnswer | undefined;
}

/** The answers of a recording, by key (the last recorded of a key, should a file hold two). */
export function replayedOf(recording: Recording): Replayed {
  const answers = new Map(recording.answers.map((answer) => [answerKey(answer), answer]));
  return { answerOf: (method, url) => answers.get(answerKey(answerKeyParts(method, url))) };
}

/** Sends a recorded answer as it was recorded. */
export function replay(response: ServerResponse, recorded: RecordedAnswer, { cors }: Answering): number {
  response.writeHead(recorded.status, {
    ...cors,
    ...(recorded.contentType !== null && { 'content-type': recorded.contentType }),
  });
  response.end(recorded.body);
  return recorded.status;
}
