/**
 * The push call, which writes (it runs only when asked): `202` for a valid body, `400` for a
 * malformed one, and refused without the bearer token; its `202` and `400` answers carry no body,
 * whichever request drew them. It sets the groups of a device of its own (`huddle-verify` /
 * `verify-<n>`), never one of the app's.
 */
import fc from 'fast-check';
import { pushUrl } from '../../resources/router.js';
import { type ContractFinding, type FindingRequest, type SpecQuote, shown } from '../finding.js';
import type { Probe, Rule, RuleContext } from '../rule.js';
import { quotes } from '../spec-quotes.js';

/** The app name the rule's calls use, so that a server's operators can tell them apart. */
export const VERIFY_APP = 'huddle-verify';

interface Case {
  readonly what: string;
  readonly body: unknown;
  readonly withToken: boolean;
  readonly accepted: (status: number) => boolean;
  readonly expected: string;
  /** The spec's sentence the status rests on. */
  readonly spec: SpecQuote;
}

/** The statuses the spec gives the call, each with no body. */
const BODILESS = new Set([202, 400]);

const CASES: readonly Case[] = [
  {
    what: 'a valid body',
    body: { groups: ['breakingNews', 'trendingNews'] },
    withToken: true,
    accepted: (status) => status === 202,
    expected: '202 Accepted',
    spec: quotes.pushResponses,
  },
  {
    what: 'a malformed body',
    body: { groups: 'breakingNews' },
    withToken: true,
    accepted: (status) => status === 400,
    expected: '400 Bad Request',
    spec: quotes.pushGroups,
  },
  {
    what: 'a call without the bearer token',
    body: { groups: ['breakingNews'] },
    withToken: false,
    accepted: (status) => status === 401 || status === 403,
    expected: '401 or 403',
    spec: quotes.pushBearer,
  },
];

async function check(context: RuleContext, device: string): Promise<ContractFinding | null> {
  const url = pushUrl(context.pushBaseUrl, VERIFY_APP, device);
  const request: FindingRequest = { method: 'PUT', url, fs: null, s: null };
  for (const { what, body, withToken, accepted, expected, spec } of CASES) {
    const answer = await context.requester.send(
      { method: 'PUT', url, json: body, authenticated: withToken },
      { withoutToken: !withToken },
    );
    const found = `${answer.status}${answer.text === '' ? '' : `: ${shown(answer.text, 120)}`} (body sent: ${shown(body)})`;
    if (!accepted(answer.status)) {
      return {
        resource: 'push',
        message: `the groups call answered ${what} with ${answer.status}`,
        request,
        expected,
        found,
        spec,
      };
    }
    // Whatever drew it: the spec does not say what produces a 400, only that it has no body.
    if (BODILESS.has(answer.status) && answer.text !== '') {
      return {
        resource: 'push',
        message: `the groups call answered ${what} with ${answer.status} and a body`,
        request,
        expected: `${answer.status} with no body`,
        found,
        spec: quotes.pushResponses,
      };
    }
  }
  return null;
}

export const pushRule: Rule = {
  title: 'the groups call answers 202 to a valid body, 400 to a malformed one, both with no body, and needs the bearer',
  spec: quotes.pushResponses,
  writes: true,
  maxRuns: 1,
  probes: (context) =>
    fc.integer({ min: 1, max: 999_999 }).map(
      (n): Probe =>
        () =>
          check(context, `verify-${n}`),
    ),
};
