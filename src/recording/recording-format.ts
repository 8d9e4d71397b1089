/// <reference types="node" />
// Node only (Buffer, for base64): read by huddle/server alone.
/**
 * A recording as text, the one file of a recording directory (`recording.json`): what a proxy
 * saw of a service, for a mock to serve. Plain JSON, one object:
 *
 * ```json
 * {
 *   "huddleRecording": 1,
 *   "records": { "games": [{ "id": "…", … }], "teams": [ … ] },
 *   "answers": [
 *     { "method": "GET", "path": "/games", "fs": "id,gameTime", "s": "{\"$take\":2}",
 *       "status": 200, "contentType": "application/json", "encoding": "utf8", "body": "[{…}]" }
 *   ]
 * }
 * ```
 *
 * `records` holds each resource's records, one per id, their fields merged across answers;
 * `answers` each recorded request's answer, its body as UTF-8 text (`"encoding": "utf8"`) or, for
 * bytes that are not UTF-8, as base64 (`"base64"`). Nothing else of a request is kept: no header,
 * no query parameter but `fs` and `s`.
 */
import { formatPath, type ValuePath } from '../errors/validation-error.js';
import type { MockDataset } from '../mock/engine/index.js';
import type { RecordedAnswer, Recording } from '../mock/replay/replayed.js';
import { type ResourceName, resourceNames } from '../resources/resource-table.js';
import { describeValue, isRecord } from '../untyped-values.js';
import { MockRecordingError } from './errors/mock-recording-error.js';

/** The version of the format this module writes and reads. */
const RECORDING_VERSION = 1;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The body as the file holds it: UTF-8 text when it is, base64 otherwise. */
function bodyText(body: Uint8Array): { encoding: 'utf8' | 'base64'; body: string } {
  try {
    return { encoding: 'utf8', body: strictUtf8.decode(body) };
  } catch {
    return { encoding: 'base64', body: Buffer.from(body).toString('base64') };
  }
}

/** The text of a recording (the file `recording.json`). */
export function serializeRecording(recording: Recording): string {
  const records = Object.fromEntries(Object.entries(recording.records).filter(([, list]) => list.length > 0));
  const answers = recording.answers.map(({ method, path, fs, s, status, contentType, body }) => ({
    method,
    path,
    fs,
    s,
    status,
    contentType,
    ...bodyText(body),
  }));
  return `${JSON.stringify({ huddleRecording: RECORDING_VERSION, records, answers })}\n`;
}

/** Reads one file's JSON, each refusal naming the file and the place in it. */
class Reader {
  constructor(readonly file: string) {}

  fail(at: ValuePath, problem: string): never {
    throw new MockRecordingError(this.file, formatPath(at), problem);
  }

  expected(at: ValuePath, what: string, found: unknown): never {
    return this.fail(at, `expected ${what}, found ${found === undefined ? 'nothing' : describeValue(found)}`);
  }

  object(value: unknown, at: ValuePath): Readonly<Record<string, unknown>> {
    return isRecord(value) ? value : this.expected(at, 'an object', value);
  }

  string(value: unknown, at: ValuePath): string {
    return typeof value === 'string' ? value : this.expected(at, 'a string', value);
  }

  stringOrNull(value: unknown, at: ValuePath): string | null {
    return value === null ? null : typeof value === 'string' ? value : this.expected(at, 'a string or null', value);
  }
}

// A final answer: a 1xx is interim, and served as the answer it would leave the connection hanging.
const STATUS = { min: 200, max: 599 };
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function readAnswer(reader: Reader, value: unknown, at: ValuePath): RecordedAnswer {
  const answer = reader.object(value, at);
  const field = (name: string): ValuePath => [...at, name];
  const method = reader.string(answer.method, field('method'));
  if (!/^[A-Z]+$/.test(method)) reader.expected(field('method'), 'an HTTP method in upper case', method);
  const path = reader.string(answer.path, field('path'));
  if (!path.startsWith('/')) reader.expected(field('path'), 'a path that starts with /', path);
  const { status } = answer;
  if (typeof status !== 'number' || !Number.isInteger(status) || status < STATUS.min || status > STATUS.max) {
    reader.expected(field('status'), `a whole number from ${STATUS.min} to ${STATUS.max}`, status);
  }
  const text = reader.string(answer.body, field('body'));
  const { encoding } = answer;
  if (encoding === 'base64' && (text.length % 4 !== 0 || !BASE64.test(text))) {
    reader.expected(field('body'), 'base64 text', text);
  }
  if (encoding !== 'utf8' && encoding !== 'base64') reader.expected(field('encoding'), '"utf8" or "base64"', encoding);
  return {
    method,
    path,
    fs: reader.stringOrNull(answer.fs, field('fs')),
    s: reader.stringOrNull(answer.s, field('s')),
    status,
    contentType: reader.stringOrNull(answer.contentType, field('contentType')),
    body: encoding === 'utf8' ? new TextEncoder().encode(text) : new Uint8Array(Buffer.from(text, 'base64')),
  };
}

function readRecords(reader: Reader, value: unknown): MockDataset {
  const records: Record<string, readonly object[]> = {};
  for (const [name, list] of Object.entries(reader.object(value, ['records']))) {
    if (!isResourceName(name)) reader.fail(['records', name], 'no such resource');
    if (!Array.isArray(list)) reader.expected(['records', name], 'a list of records', list);
    for (const [index, record] of list.entries()) reader.object(record, ['records', name, index]);
    records[name] = list as object[];
  }
  return datasetOf(records);
}

/** A dataset of every resource: the records given, none for the others. */
export function datasetOf(records: Readonly<Record<string, readonly object[]>> = {}): MockDataset {
  return Object.fromEntries(
    resourceNames.map((name) => [name, Object.hasOwn(records, name) ? records[name] : []]),
  ) as unknown as MockDataset;
}

const isResourceName = (name: string): name is ResourceName => (resourceNames as readonly string[]).includes(name);

/**
 * The recording a file's text holds.
 *
 * @throws {@link MockRecordingError} naming `file` and the place in it that is not the format:
 * text that is not JSON, another version, an unknown resource, an answer's field.
 */
export function parseRecording(text: string, file: string): Recording {
  const reader = new Reader(file);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    reader.fail([], `is not JSON (${(error as Error).message})`);
  }
  const root = reader.object(json, []);
  if (root.huddleRecording !== RECORDING_VERSION) {
    reader.expected(
      ['huddleRecording'],
      `${RECORDING_VERSION} (the version of the recording format)`,
      root.huddleRecording,
    );
  }
  const answers: unknown[] = Array.isArray(root.answers)
    ? root.answers
    : reader.expected(['answers'], 'a list of answers', root.answers);
  return {
    records: readRecords(reader, root.records),
    answers: answers.map((answer, index) => readAnswer(reader, answer, ['answers', index])),
  };
}
