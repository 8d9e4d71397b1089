/**
 * One table proves the codes: an example of every code (a code missing from it does not
 * compile), each example's class exported by some entry, every error class an entry exports the
 * class of an example, and docs/client.md's "Codes" table the same codes, classes and entries.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as contract from '../../src/contract/index.ts';
import * as root from '../../src/index.ts';
import {
  AbortError,
  ArgumentError,
  BadRequestError,
  FieldSelectorError,
  GroupNameError,
  HttpError,
  HuddleError,
  type HuddleErrorCode,
  IdError,
  InvalidTimestampError,
  isHuddleError,
  NetworkError,
  QueryError,
  RequestError,
  RequirementError,
  ResponseTooLargeError,
  SelectionMaskError,
  TimeoutError,
  TokenError,
  UnknownFieldError,
  ValidationError,
} from '../../src/index.ts';
import * as league from '../../src/league/index.ts';
import * as msw from '../../src/mock/index.ts';
import { MockClockError, MockPushError, MockRecordError } from '../../src/mock/index.ts';
import * as server from '../../src/mock/server/index.ts';
import { MockControlError, MockRecordingError } from '../../src/mock/server/index.ts';
import * as push from '../../src/push/index.ts';
import { DecodeError, DeepLinkError, DeliveryError, EncodeError, PayloadTooLargeError } from '../../src/push/index.ts';
import * as toast from '../../src/push/toast/index.ts';
import * as queryEntry from '../../src/query/index.ts';
import * as schemas from '../../src/schemas.ts';
import * as tanstack from '../../src/tanstack/index.ts';
import { markedTable } from '../support/docs/marked-table.ts';

const request = { method: 'GET', url: 'https://api.test/games' };
const mock = 'http://127.0.0.1:4010';

/** An error of every code. */
const examples = {
  ERR_HTTP: () => new HttpError(request, { status: 500 }),
  ERR_BAD_REQUEST: () => new BadRequestError(request),
  ERR_TIMEOUT: () => new TimeoutError(request, 10),
  ERR_NETWORK: () => new NetworkError(request, new Error('reset')),
  ERR_ABORTED: () => new AbortError(request, undefined),
  ERR_RESPONSE_TOO_LARGE: () => new ResponseTooLargeError(request, 100),
  ERR_ARGUMENT: () => new ArgumentError('baseUrl', 'baseUrl must be an http or https URL'),
  ERR_VALIDATION: () => new ValidationError('games', [{ path: ['id'], expected: 'string', found: 'missing' }]),
  ERR_GROUP_NAME: () => new GroupNameError('nope', 'no such group'),
  ERR_TOKEN: () => new TokenError('empty'),
  ERR_ID: () => new IdError('id', '', 'empty'),
  ERR_TIMESTAMP: () => new InvalidTimestampError('yesterday', 'no timestamp'),
  ERR_REQUIREMENT: () => new RequirementError('huddle/msw', 'Node 22.12 or newer', 'Upgrade Node.'),
  ERR_FIELD_SELECTOR: () => new FieldSelectorError('id{', 3, 'unclosed {'),
  ERR_QUERY: () => new QueryError(['$query'], 'not an object'),
  ERR_SELECTION_MASK: () => new SelectionMaskError(['id'], 'found 1'),
  ERR_UNKNOWN_FIELD: () => new UnknownFieldError('games', 'nope', 'nope', '', ['id']),
  ERR_DECODE: () => new DecodeError('aps', 'aps.alert', 'missing'),
  ERR_ENCODE: () => new EncodeError('data', 'data.message', 'empty'),
  ERR_PAYLOAD_TOO_LARGE: () => new PayloadTooLargeError('aps', 5000, 4096),
  ERR_DEEP_LINK: () => new DeepLinkError('gameId', 'empty'),
  ERR_DELIVERY: () => new DeliveryError('apns', 'channel', 'iOS has no notification channels'),
  ERR_MOCK_RECORD: () => new MockRecordError('games', 'homeTeam.abbr', 'no such team'),
  ERR_MOCK_RECORDING: () => new MockRecordingError('recording.json', 'answers[0].status', 'expected a number'),
  ERR_MOCK_CLOCK: () => new MockClockError('no duration'),
  ERR_MOCK_PUSH: () => new MockPushError('platform', 'unknown'),
  ERR_MOCK_UNREACHABLE: () => new MockControlError('ERR_MOCK_UNREACHABLE', mock, null, 'ECONNREFUSED'),
  ERR_MOCK_REFUSED: () => new MockControlError('ERR_MOCK_REFUSED', mock, 400, 'group: unknown'),
} satisfies Record<HuddleErrorCode, () => HuddleError>;

const codes = Object.keys(examples) as HuddleErrorCode[];

/** The entries as a user imports them. */
const entries = {
  huddle: root,
  'huddle/schemas': schemas,
  'huddle/query': queryEntry,
  'huddle/push': push,
  'huddle/push/toast': toast,
  'huddle/msw': msw,
  'huddle/server': server,
  'huddle/league': league,
  'huddle/tanstack': tanstack,
  'huddle/contract': contract,
} satisfies Record<string, object>;

/** The bases no error is an instance of directly (abstract: they have no code of their own). */
const abstractBases = new Set<unknown>([HuddleError, RequestError]);

type ErrorClass = abstract new (...args: never[]) => Error;

/** The error classes an entry exports, by name. */
function errorClassesOf(entry: object): Map<string, ErrorClass> {
  const found = new Map<string, ErrorClass>();
  for (const [name, value] of Object.entries(entry)) {
    if (typeof value === 'function' && value.prototype instanceof Error) found.set(name, value as ErrorClass);
  }
  return found;
}

/** For each error class any entry exports: the entries that export it. */
function exportedErrorClasses(): Map<ErrorClass, string[]> {
  const byClass = new Map<ErrorClass, string[]>();
  for (const [entryName, entry] of Object.entries(entries)) {
    for (const errorClass of errorClassesOf(entry).values()) {
      byClass.set(errorClass, [...(byClass.get(errorClass) ?? []), entryName]);
    }
  }
  return byClass;
}

describe('error codes', () => {
  it('each example carries the code it stands for, and is a HuddleError', () => {
    for (const code of codes) {
      const error = examples[code]();
      expect(error.code, code).toBe(code);
      expect(error).toBeInstanceOf(HuddleError);
      expect(isHuddleError(error)).toBe(true);
    }
  });

  it('no two classes share a code, except a family that picks it from its arguments', () => {
    const classOf = new Map<HuddleErrorCode, unknown>(codes.map((code) => [code, examples[code]().constructor]));
    const shared = [...classOf].filter(
      ([, errorClass]) => [...classOf.values()].filter((c) => c === errorClass).length > 1,
    );
    expect(shared.map(([code]) => code)).toEqual(['ERR_MOCK_UNREACHABLE', 'ERR_MOCK_REFUSED']);
  });

  it('every error class an entry exports is a HuddleError with an example, but the abstract bases', () => {
    const exampled = new Set(codes.map((code) => examples[code]().constructor));
    const exported = [...exportedErrorClasses().keys()];
    expect(exported.length).toBeGreaterThan(20);
    for (const errorClass of exported) {
      expect(errorClass.prototype instanceof HuddleError || errorClass === HuddleError, errorClass.name).toBe(true);
      if (!abstractBases.has(errorClass)) expect(exampled.has(errorClass), errorClass.name).toBe(true);
    }
    for (const errorClass of exampled) expect(exported, (errorClass as ErrorClass).name).toContain(errorClass);
  });

  it('docs/client.md lists every code with its class and the entries that export it', () => {
    const page = readFileSync(new URL('../../docs/client.md', import.meta.url), 'utf8');
    const rows = markedTable(page, 'codes').map(([code = '', errorClass = '', entryNames = '']) => ({
      code: code.replaceAll('`', ''),
      errorClass: errorClass.replaceAll('`', ''),
      entries: entryNames.replaceAll('`', '').split(', '),
    }));
    const exported = exportedErrorClasses();
    const expected = codes.map((code) => {
      const errorClass = examples[code]().constructor as ErrorClass;
      return { code, errorClass: errorClass.name, entries: exported.get(errorClass) ?? [] };
    });
    expect(rows).toEqual(expected);
  });

  it('a class without a code does not compile, nor does a HuddleError of no class', () => {
    // @ts-expect-error HuddleError is abstract: an error is of a subclass with a code.
    const bare = () => new HuddleError('x');
    // @ts-expect-error a subclass must name its code.
    class Uncoded extends HuddleError {}
    class Unknown extends HuddleError {
      // @ts-expect-error the code is one of HuddleErrorCode.
      override readonly code = 'ERR_SOMETHING' as const;
    }
    expect([typeof bare, typeof Uncoded, typeof Unknown]).toEqual(['function', 'function', 'function']);
  });
});
