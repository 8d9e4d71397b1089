/**
 * `verifyService`: holds a running server to the spec's contract. It reads a sample of every
 * resource, then runs each rule as a fast-check property over queries written from the model and
 * that sample (seeded, so a run can be repeated, and shrunk, so a failure shows the least query
 * that breaks the rule).
 */

import fc from 'fast-check';
import { checkBaseUrl } from '../client/base-url.js';
import type { ClientOptions, RetryOptions, TokenSource } from '../client/options.js';
import { nameHint } from '../did-you-mean.js';
import { ArgumentError } from '../errors/argument-error.js';
import { RequestError } from '../errors/request-error.js';
import { fieldTreeOf } from '../resources/field-trees.js';
import { type ResourceName, resourceNames } from '../resources/resource-table.js';
import { createRouter, type Router } from '../resources/router.js';
import { tooDeepFinding } from './answer-depth.js';
import { AnswerTooDeepError } from './errors/answer-too-deep-error.js';
import { BudgetSpentError } from './errors/budget-spent-error.js';
import type { ContractFinding } from './finding.js';
import { RunSecrets } from './redact-report.js';
import { Requester } from './requester.js';
import { ask, type Probe, type RuleContext, type Sampled } from './rule.js';
import { contractRules, type RuleName, ruleNames } from './rules/rule-table.js';
import { type ResourceFacts, resourceFacts } from './server-data.js';
import type { WireQuery } from './wire-query.js';

/** Options of {@link verifyService}. */
export interface VerifyOptions {
  /** Where the query endpoints are (`{baseUrl}/games`). */
  readonly baseUrl: string | URL;
  /** Where the push call is, when not at `baseUrl`. */
  readonly pushBaseUrl?: string | URL;
  /** The bearer token: the push call needs it; the queries carry it too when given. */
  readonly token?: TokenSource;
  /** Check the push call too, which sets the groups of a test device (`huddle-verify`). Off by default: verify only reads. */
  readonly push?: boolean;
  /** The seed of the generated queries; the same seed against the same data asks the same queries. Default 1. */
  readonly seed?: number;
  /** Queries generated per rule. Default 25. */
  readonly runs?: number;
  /** Requests in flight at once. Default 4. */
  readonly concurrency?: number;
  /** Requests in all; past it, checks stop asking and the report says so. Default 2,000. */
  readonly budget?: number;
  /** The resources to check; every resource of the table by default. */
  readonly resources?: readonly ResourceName[];
  /** The rules to run; every rule by default (`push` only with `push: true`). */
  readonly rules?: readonly RuleName[];
  /** Records read per resource to learn its values. Default 40. */
  readonly sampleSize?: number;
  /** Retries, `Retry-After` and the timeout, as the client takes them. */
  readonly retry?: RetryOptions | number;
  readonly timeout?: number | false;
  /** The fetch to send with (a test's, a proxy's). */
  readonly fetch?: typeof fetch;
  /** Told when each rule is done, in the order they finish. */
  readonly onRule?: (result: RuleResult) => void;
}

/** How one rule fared. */
export interface RuleResult {
  readonly rule: RuleName;
  /** What the rule holds the server to. */
  readonly title: string;
  /** `skipped`: not run (not asked, or nothing to run it on: see `reason`). */
  readonly status: 'passed' | 'failed' | 'skipped';
  /** Generated queries checked in full. */
  readonly checked: number;
  /** Why it was skipped, or why fewer queries were checked than asked. */
  readonly reason?: string;
  /** The least query that breaks the rule. */
  readonly failure?: ContractFinding;
}

/** What {@link verifyService} found. */
export interface VerifyReport {
  /** Whether no rule failed. */
  readonly ok: boolean;
  readonly baseUrl: string;
  readonly seed: number;
  readonly runs: number;
  /** Requests sent, the sample's included. */
  readonly requests: number;
  /** Whether the budget ran out before every check was done. */
  readonly budgetSpent: boolean;
  /** Resources whose sample held no records: no rule could check them. */
  readonly emptyResources: readonly ResourceName[];
  readonly rules: readonly RuleResult[];
}

const DEFAULTS = { seed: 1, runs: 25, concurrency: 4, budget: 2_000, sampleSize: 40 } as const;

function positiveInteger(name: string, value: number, zeroAllowed = false): number {
  if (!Number.isInteger(value) || value < (zeroAllowed ? 0 : 1)) {
    throw new ArgumentError(name, `${name} must be a whole number${zeroAllowed ? ', 0 or more' : ', 1 or more'}`);
  }
  return value;
}

/**
 * A sample of each resource: its records with every top-level field selected, and the answer that
 * held them. A request of it that fails ends the run (the server is down: nothing else would
 * answer); an answer too deep to read leaves the resource without records, and says why.
 */
async function sampleOf(
  context: Pick<RuleContext, 'baseUrl' | 'requester'>,
  name: ResourceName,
  size: number,
): Promise<{ facts: ResourceFacts; sampled: Sampled }> {
  const query: WireQuery = { resource: name, fs: Object.keys(fieldTreeOf(name)).join(','), s: { $take: size } };
  try {
    const asked = await ask(context, query, undefined, { fatal: true });
    return {
      facts: resourceFacts(name, 'records' in asked.read ? asked.read.records : []),
      sampled: { query, asked },
    };
  } catch (error) {
    if (!(error instanceof AnswerTooDeepError)) throw error;
    return { facts: resourceFacts(name, []), sampled: { query, unreadable: tooDeepFinding(name, error) } };
  }
}

/** The resource a URL asks for, `push` for the push call, `null` for none. */
function resourceAt(router: Router, url: string): ContractFinding['resource'] {
  const route = router.match(new URL(url));
  return route === null || route.kind === 'malformed' ? null : route.kind === 'push' ? 'push' : route.resource;
}

/** The finding of a request that brought no answer verify can read (the network, a timeout, nesting too deep); `null` for any other error. */
function unansweredFinding(router: Router, error: unknown): ContractFinding | null {
  if (error instanceof AnswerTooDeepError) return tooDeepFinding(resourceAt(router, error.request.url), error);
  if (!(error instanceof RequestError)) return null;
  return {
    resource: resourceAt(router, error.request.url),
    message: `a request failed: ${error.message}`,
    request: { method: error.request.method as 'GET' | 'PUT', url: error.request.url, fs: null, s: null },
    expected: 'an answer',
    found: error.name,
    spec: null,
  };
}

/** Runs one rule's property and says how it fared. */
async function runRule(rule: RuleName, context: RuleContext, seed: number, runs: number): Promise<RuleResult> {
  const router = createRouter(context);
  const { title, probes, maxRuns, sweep, writes } = contractRules[rule];
  const swept = sweep?.(context) ?? null;
  if (swept !== null) return { rule, title, status: 'failed', checked: 0, failure: swept };
  if (context.resources.length === 0 && !writes)
    return { rule, title, status: 'skipped', checked: 0, reason: 'no resource answered with records' };
  const arbitrary = probes(context);
  if (typeof arbitrary === 'string') return { rule, title, status: 'skipped', checked: 0, reason: arbitrary };
  let checked = 0;
  let unfinished = 0;
  let last: ContractFinding | null = null;
  /** What a probe found; `'unfinished'` when the budget ran out under it. */
  const run = async (probe: Probe): Promise<ContractFinding | null | 'unfinished'> => {
    try {
      return await probe();
    } catch (error) {
      if (error instanceof BudgetSpentError) return 'unfinished';
      // A request that brought no answer to read (the network, a timeout, nesting too deep) breaks the rule too.
      const finding = unansweredFinding(router, error);
      if (finding === null) throw error;
      return finding;
    }
  };
  const property = fc.asyncProperty(arbitrary, async (probe) => {
    const finding = await run(probe);
    if (finding === 'unfinished') {
      unfinished++;
      return true;
    }
    if (finding !== null) {
      last = finding;
      return false;
    }
    checked++;
    return true;
  });
  // A test suite's global fast-check settings must not change what verify asks or whether it shrinks.
  const details = await fc.check(property, { seed, numRuns: Math.min(runs, maxRuns ?? runs), endOnFailure: false });
  const reason = unfinished > 0 ? `the request budget ran out: ${unfinished} queries left unchecked` : undefined;
  if (!details.failed) {
    return {
      rule,
      title,
      status: checked === 0 && unfinished > 0 ? 'skipped' : 'passed',
      checked,
      ...(reason ? { reason } : {}),
    };
  }
  const failure = (last as ContractFinding | null) ?? {
    resource: null,
    message: String(details.errorInstance ?? 'the check threw'),
    request: { method: 'GET', url: '', fs: null, s: null },
    expected: 'the check to run',
    found: 'an error',
    spec: null,
  };
  return { rule, title, status: 'failed', checked, failure };
}

/**
 * Checks a running server against the spec's contract: only selected fields, `$query`, `$sort`,
 * paging, envelopes, by-id answers, the model, and (with `push: true`) the push call.
 *
 * @example
 * ```ts
 * const report = await verifyService({ baseUrl: 'https://staging.example.com', seed: 7 });
 * if (!report.ok) console.error(report.rules.filter((rule) => rule.status === 'failed'));
 * ```
 * @throws `ArgumentError` (of `huddle`) for an option it cannot use; the `RequestError` of a sample
 *   request that fails (the server is down), which ends the run: the requests in flight are aborted
 *   and none waiting starts. Everything the server gets wrong is in the report, an answer nested
 *   deeper than `MAX_ANSWER_DEPTH` (64) levels included.
 */
export async function verifyService(options: VerifyOptions): Promise<VerifyReport> {
  const baseUrl = checkBaseUrl('baseUrl', options.baseUrl);
  const pushBaseUrl = options.pushBaseUrl === undefined ? baseUrl : checkBaseUrl('pushBaseUrl', options.pushBaseUrl);
  const seed = options.seed ?? DEFAULTS.seed;
  if (!Number.isInteger(seed)) throw new ArgumentError('seed', 'seed must be a whole number');
  const runs = positiveInteger('runs', options.runs ?? DEFAULTS.runs);
  const concurrency = positiveInteger('concurrency', options.concurrency ?? DEFAULTS.concurrency);
  const budget = positiveInteger('budget', options.budget ?? DEFAULTS.budget);
  const sampleSize = positiveInteger('sampleSize', options.sampleSize ?? DEFAULTS.sampleSize);
  const wanted = options.rules ?? ruleNames;
  for (const rule of wanted)
    if (!Object.hasOwn(contractRules, rule))
      throw new ArgumentError(
        'rules',
        `No rule named ${JSON.stringify(rule)}: ${nameHint(rule, ruleNames, 'the rules are')}`,
      );
  const names = options.resources ?? resourceNames;
  for (const name of names)
    if (!resourceNames.includes(name))
      throw new ArgumentError(
        'resources',
        `No resource named ${JSON.stringify(name)}: ${nameHint(name, resourceNames, 'the resources are')}`,
      );
  if (options.push && options.token === undefined)
    throw new ArgumentError('token', 'Checking the push call needs a token: pass `token` to verifyService');

  // The token and the URLs' userinfo never reach the report, however the server echoes them.
  const secrets = new RunSecrets([baseUrl, pushBaseUrl]);
  const client: ClientOptions = {
    baseUrl,
    pushBaseUrl,
    ...(options.token === undefined ? {} : { token: secrets.watch(options.token) }),
    ...(options.retry === undefined ? {} : { retry: options.retry }),
    ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  };
  const requester = new Requester(client, concurrency, budget);
  const base = { baseUrl, pushBaseUrl, requester };
  try {
    const samples = await Promise.all(names.map((name) => sampleOf(base, name, sampleSize)));
    const facts = samples.map((sample) => sample.facts);
    const context: RuleContext = {
      ...base,
      resources: facts.filter((resource) => resource.sample.length > 0),
      samples: samples.map((sample) => sample.sampled),
    };
    const results = await Promise.all(
      wanted.map(async (rule): Promise<RuleResult> => {
        const result =
          contractRules[rule].writes && !options.push
            ? {
                rule,
                title: contractRules[rule].title,
                status: 'skipped' as const,
                checked: 0,
                reason: 'it writes: only with push (--push)',
              }
            : secrets.redact(await runRule(rule, context, seed, runs));
        options.onRule?.(result);
        return result;
      }),
    );
    return {
      ok: results.every((result) => result.status !== 'failed'),
      baseUrl: secrets.redact(baseUrl),
      seed,
      runs,
      requests: requester.sent,
      budgetSpent: requester.spent,
      emptyResources: facts.filter((resource) => resource.sample.length === 0).map((resource) => resource.name),
      rules: results,
    };
  } finally {
    // Whatever ended the run, nothing of it is left running (a failed sample's siblings, queued or in flight).
    requester.stop();
  }
}
