/// <reference types="node" />
// Node only.
/** A request's body, read up to a limit: for the mock server and the recording proxy alike. */
import type { IncomingMessage } from 'node:http';
import { BodyTooLargeError } from '../errors/body-too-large-error.js';

/**
 * The body's bytes (`undefined` when it has none); rejects with {@link BodyTooLargeError} past
 * `limit` bytes (by its `content-length`, or once that many have come), leaving the rest unread:
 * the stream paused, not destroyed, since the answer still has to go out.
 */
export function readBodyBytes(request: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  if (Number(request.headers['content-length'] ?? 0) > limit) return Promise.reject(new BodyTooLargeError(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      request.off('data', data);
      request.off('end', end);
      request.off('error', failed);
    };
    const data = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      done();
      request.pause();
      reject(new BodyTooLargeError(limit));
    };
    const end = () => {
      done();
      resolve(chunks.length === 0 ? undefined : Buffer.concat(chunks));
    };
    const failed = (error: Error) => {
      done();
      reject(error);
    };
    request.on('data', data);
    request.once('end', end);
    request.once('error', failed);
  });
}
