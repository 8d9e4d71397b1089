/** What a rule is, and what every rule uses to ask the server. */
import type * as fc from 'fast-check';
import type { ResourceName } from '../resources/resource-table.js';
import { type AnswerRecords, recordsOf } from './answers.js';
import type { ContractFinding, FindingRequest, SpecQuote } from './finding.js';
import type { ContractAnswer, Requester, SendOptions } from './requester.js';
import type { ResourceFacts } from './server-data.js';
import { endpointQuotes } from './spec-quotes.js';
import { requestOf, type WireQuery } from './wire-query.js';

/** What a rule is handed: where the server is, how to ask it, and what it holds. */
export interface RuleContext {
  readonly baseUrl: string;
  readonly pushBaseUrl: string;
  readonly requester: Requester;
  /** The resources whose sample holds records. */
  readonly resources: readonly ResourceFacts[];
  /** The sample's request and answer of every resource asked, its records or not. */
  readonly samples: readonly Sampled[];
}

/** A request of the sample, and what came back; or, for an answer verify could not read, the finding that says why. */
export type Sampled =
  | { readonly query: WireQuery; readonly asked: Asked }
  | { readonly query: WireQuery; readonly unreadable: ContractFinding };

/** One check of a generated input: the finding when the server breaks the rule, else `null`. */
export type Probe = () => Promise<ContractFinding | null>;

/** A rule of the contract. */
export interface Rule {
  /** What it holds the server to, in one line. */
  readonly title: string;
  /** The spec's words it holds the server to, for docs/contract.md's table; each finding quotes its own. */
  readonly spec: SpecQuote;
  /** Whether it writes (the push call): it runs only when asked. */
  readonly writes: boolean;
  /** The most runs it takes, whatever `runs` asks (the push call is checked once). */
  readonly maxRuns?: number;
  /**
   * The probes to run, generated from what the server holds; or why the rule cannot run on this
   * server (no resource has a by-id path, say).
   */
  probes(context: RuleContext): fc.Arbitrary<Probe> | string;
  /**
   * A check of the sample's answers, run once before the probes and sending nothing: what must hold
   * of every resource, which the probes (each on a resource drawn at random) may not reach.
   */
  sweep?(context: RuleContext): ContractFinding | null;
}

/** A request, its answer, and the records in it. */
export interface Asked {
  readonly request: FindingRequest;
  readonly answer: ContractAnswer;
  readonly read: AnswerRecords;
}

/** Sends a list query (or asks for one record by `id`) and reads the records of the answer. */
export async function ask(
  context: Pick<RuleContext, 'baseUrl' | 'requester'>,
  query: WireQuery,
  id?: string,
  options?: SendOptions,
): Promise<Asked> {
  const request = requestOf(context.baseUrl, query, id);
  const answer = await context.requester.send({ method: 'GET', url: request.url }, options);
  return { request, answer, read: recordsOf(query.resource, answer, id !== undefined) };
}

/**
 * The finding for an answer whose records cannot be read: the server refused a query the spec
 * allows (by default, quoting the resource's row of the endpoint table: the `fs` and `s` it takes).
 */
export function refusal(
  resource: ResourceName,
  asked: Asked,
  refused: string,
  spec: SpecQuote = endpointQuotes[resource],
): ContractFinding {
  return {
    resource,
    message: 'the server did not answer a query the spec allows with records',
    request: asked.request,
    expected: 'a 200 answer holding the records',
    found: refused,
    spec,
  };
}
