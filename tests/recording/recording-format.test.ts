/**
 * The pieces of a recording that read and write text, as properties: the file format round-trips
 * any recording and refuses any other text with a MockRecordingError; the answer key keeps only
 * method, path, fs and s; merging keeps every field; redaction leaves no secret and no other change.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerKey, answerKeyParts } from '../../src/mock/replay/answer-key.ts';
import type { RecordedAnswer, Recording } from '../../src/mock/replay/replayed.ts';
import { MockRecordingError } from '../../src/recording/errors/mock-recording-error.ts';
import { mergeRecord } from '../../src/recording/merge-record.ts';
import { datasetOf, parseRecording, serializeRecording } from '../../src/recording/recording-format.ts';
import { REDACTED, redact, secretsOf } from '../../src/recording/redact.ts';

const answer: fc.Arbitrary<RecordedAnswer> = fc.record({
  method: fc.constantFrom('GET', 'PUT', 'POST'),
  path: fc.string().map((path) => `/${path}`),
  fs: fc.option(fc.string(), { nil: null }),
  s: fc.option(fc.string(), { nil: null }),
  status: fc.integer({ min: 200, max: 599 }),
  contentType: fc.option(fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain'), {
    nil: null,
  }),
  body: fc.oneof(
    fc.uint8Array({ maxLength: 64 }),
    fc.string().map((text) => new TextEncoder().encode(text)),
  ),
});

const record = fc
  .record({ id: fc.oneof(fc.string(), fc.integer()) })
  .chain((base) => fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 4 }).map((rest) => ({ ...rest, ...base })));

const recording: fc.Arbitrary<Recording> = fc.record({
  records: fc
    .record({ games: fc.array(record, { maxLength: 3 }), teams: fc.array(record, { maxLength: 3 }) })
    .map((records) => datasetOf(records)),
  answers: fc.array(answer, { maxLength: 4 }),
});

describe('the recording file', () => {
  it('reads back every recording it writes, body bytes included', () => {
    fc.assert(
      fc.property(recording, (written) => {
        const read = parseRecording(serializeRecording(written), 'recording.json');
        expect(read.answers).toEqual(written.answers);
        // JSON writes -0 as 0: records are compared as JSON holds them.
        expect(JSON.parse(JSON.stringify(read.records))).toEqual(JSON.parse(JSON.stringify(written.records)));
      }),
    );
  });

  it('refuses any other text with a MockRecordingError naming the file, never another error', () => {
    const near = recording.chain((written) => {
      const json = JSON.parse(serializeRecording(written)) as Record<string, unknown>;
      return fc
        .tuple(fc.constantFrom('huddleRecording', 'records', 'answers'), fc.jsonValue())
        .map(([key, value]) => JSON.stringify({ ...json, [key]: value }));
    });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
          near,
        ),
        (text) => {
          try {
            parseRecording(text, 'dir/recording.json');
          } catch (error) {
            expect(error).toBeInstanceOf(MockRecordingError);
            expect((error as Error).message.startsWith('dir/recording.json: ')).toBe(true);
          }
        },
      ),
    );
  });
});

describe('the answer key', () => {
  const name = fc.stringMatching(/^[a-z]{1,6}$/).filter((key) => key !== 'fs' && key !== 's');

  it('is the same whatever other parameters come with fs and s, in any order', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: null }),
        fc.option(fc.string(), { nil: null }),
        fc.array(fc.tuple(name, fc.string()), { maxLength: 4 }),
        (fs, s, others) => {
          const bare = new URLSearchParams();
          if (fs !== null) bare.append('fs', fs);
          if (s !== null) bare.append('s', s);
          const mixed = new URLSearchParams([...others, ...bare]);
          const key = (search: URLSearchParams) =>
            answerKey(answerKeyParts('get', new URL(`http://127.0.0.1/games?${search}`)));
          expect(key(mixed)).toBe(key(bare));
          expect(answerKeyParts('get', new URL(`http://127.0.0.1/games?${mixed}`))).toEqual({
            method: 'GET',
            path: '/games',
            fs,
            s,
          });
        },
      ),
    );
  });

  it('tells apart requests whose method, path, fs or s differ', () => {
    const parts = fc.record({
      method: fc.constantFrom('GET', 'PUT'),
      path: fc.constantFrom('/games', '/teams', '/teams/a'),
      fs: fc.option(fc.string({ maxLength: 3 }), { nil: null }),
      s: fc.option(fc.string({ maxLength: 3 }), { nil: null }),
    });
    fc.assert(
      fc.property(parts, parts, (one, other) => {
        expect(answerKey(one) === answerKey(other)).toBe(JSON.stringify(one) === JSON.stringify(other));
      }),
    );
  });
});

describe('merging a record seen twice', () => {
  const object = fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 5 });

  it('keeps every field of both, deep, and is the record itself when seen the same twice', () => {
    fc.assert(
      fc.property(object, object, (seen, later) => {
        const merged = mergeRecord(seen, later) as Record<string, unknown>;
        expect(Object.keys(merged).sort()).toEqual([...new Set([...Object.keys(seen), ...Object.keys(later)])].sort());
        expect(mergeRecord(seen, seen)).toEqual(seen);
        expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
      }),
    );
  });
});

describe('redaction', () => {
  const secret = fc.stringMatching(/^[A-Za-z0-9._~-]{8,24}$/);

  it('leaves no credential and no value of another parameter in a body that echoes them, and nothing else changed', () => {
    fc.assert(
      fc.property(secret, secret, fc.string(), (bearer, token, filler) => {
        fc.pre(!bearer.includes(token) && !token.includes(bearer));
        const url = new URL(`http://127.0.0.1/teams?fs=id&token=${token}`);
        const secrets = secretsOf(url, { authorization: `Bearer ${bearer}` });
        const body = JSON.stringify({ filler, self: `http://up/teams?fs=id&token=${token}`, echo: bearer });
        const text = new TextDecoder().decode(redact(new TextEncoder().encode(body), secrets));
        expect(text).not.toContain(bearer);
        expect(text).not.toContain(token);
        const plain = new TextDecoder().decode(
          redact(
            new TextEncoder().encode(JSON.stringify({ filler })),
            secretsOf(new URL('http://127.0.0.1/teams?fs=id'), {}),
          ),
        );
        expect(plain).toBe(JSON.stringify({ filler }));
        expect(text).toContain(`token=${REDACTED}`);
      }),
    );
  });
});
