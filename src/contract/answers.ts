/**
 * Reading a server's answers. The envelope rule reads each body strictly, as the client does for
 * the resource's envelope kind. Every other rule reads the records wherever a known envelope
 * holds them, so that a broken envelope fails the envelope rule alone and the other rules still
 * judge the records inside it.
 */
import { parseBody } from '../client/response.js';
import { anyEnvelopeRecords, envelopeRecords } from '../resources/envelope-records.js';
import { type ResourceName, resources } from '../resources/resource-table.js';
import { isRecord } from '../untyped-values.js';
import { shown } from './finding.js';
import type { ContractAnswer } from './requester.js';

/** A record of an answer, as JSON. */
export type AnswerRecord = Readonly<Record<string, unknown>>;

/** The records of an answer, or why there are none to judge. */
export type AnswerRecords =
  | { readonly records: readonly AnswerRecord[]; readonly pager: unknown }
  | { readonly refused: string };

/**
 * The records of a 200 answer wherever an envelope holds them; otherwise why not. One object is
 * one record only for a request by id (`byId`) or a resource whose envelope may be one record: a
 * list answered with an object no envelope holds (`{ "results": [...] }`) has no records to judge.
 */
export function recordsOf(name: ResourceName, answer: ContractAnswer, byId = false): AnswerRecords {
  if (answer.status !== 200) return { refused: `answered ${answer.status}: ${shown(answer.text, 160)}` };
  let body: unknown;
  try {
    body = parseBody(name, answer.text);
  } catch {
    return { refused: `answered text that is not JSON: ${shown(answer.text, 80)}` };
  }
  const found = anyEnvelopeRecords(name, body);
  if (found === null || (found.single && !byId && resources[name].envelope !== 'record-or-envelope'))
    return { refused: `answered ${shown(body, 80)}, which holds no records` };
  const records = found.data.filter(isRecord);
  if (records.length !== found.data.length) return { refused: `answered a list holding values that are not records` };
  return { records, pager: found.pager?.value };
}

/** A pager's member when it is a number, else `null` (any member may be null, the pager `{}`). */
const count = (pager: unknown, key: string): number | null =>
  isRecord(pager) && typeof pager[key] === 'number' ? (pager[key] as number) : null;

/** What an envelope's pager says of its page. */
export interface PagerCounts {
  readonly total: number | null;
  readonly offset: number | null;
  readonly limit: number | null;
}

/**
 * The records and pager of a 200 answer, read strictly by the resource's envelope kind, and
 * whether the body was one record (a kind that allows one: the selected content list).
 *
 * @throws {@link ValidationError} when the body is not JSON or not that envelope, at the path where it is not.
 */
export function strictPage(
  name: ResourceName,
  text: string,
): { readonly records: readonly unknown[]; readonly pager: PagerCounts; readonly single: boolean } {
  const { data, pager, single } = envelopeRecords(name, parseBody(name, text));
  const value = pager?.value;
  return {
    records: data,
    single: single === true,
    pager: { total: count(value, 'total'), offset: count(value, 'offset'), limit: count(value, 'limit') },
  };
}
