/** What a contract check found wrong, and the request that showed it. */
import type { ResourceName } from '../resources/resource-table.js';

/** The request a finding is about, as it went on the wire. */
export interface FindingRequest {
  readonly method: 'GET' | 'PUT';
  readonly url: string;
  /** The field selector sent, or `null` when none was. */
  readonly fs: string | null;
  /** The JSON query sent, or `null` when none was. */
  readonly s: string | null;
}

/** A sentence of the spec, word for word, and the heading it stands under (backticks dropped). */
export interface SpecQuote {
  /** The spec's heading: `Team (/teams)`. */
  readonly section: string;
  /** The words, as the spec writes them. */
  readonly sentence: string;
}

/** One broken rule: what was expected against what came back, for the smallest query that shows it. */
export interface ContractFinding {
  /** The resource asked, `push` for the push call, or `null` when the check failed before asking. */
  readonly resource: ResourceName | 'push' | null;
  /** What is wrong, in one sentence. */
  readonly message: string;
  readonly request: FindingRequest;
  readonly expected: string;
  readonly found: string;
  /**
   * The spec's sentence the server broke; `null` for a request that failed outright (the network,
   * a timeout) or a check that threw, which break no sentence.
   */
  readonly spec: SpecQuote | null;
}

/** The text of a value for a finding, cut to `limit` characters. */
export function shown(value: unknown, limit = 240): string {
  const text = value === undefined ? 'nothing' : (JSON.stringify(value) ?? String(value));
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/** `1 record`, `3 records`. */
export const recordCount = (count: number): string => `${count} record${count === 1 ? '' : 's'}`;
