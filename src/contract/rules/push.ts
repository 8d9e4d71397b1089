/**
 * The push call, which writes (it runs only when asked): `202` for a valid body, `400` for a
 * malformed one, and refused without the bearer token. It sets the groups of a device of its own
 * (`huddle-verify` / `verify-<n>`), never one of the app's.
 */
import * as fc from 'fast-check';
import { pushUrl } from '../../resources/router.js';
import { type ContractFinding, type FindingRequest, shown } from '../finding.js';
import type { Probe, Rule, RuleContext } from '../rule.js';

/** The app name the rule's calls use, so that a server's operators can tell them apart. */
export const VERIFY_APP = 'huddle-verify';

interface Case {
  readonly what: string;
  readonly body: unknown;
  readonly withToken: boolean;
  readonly accepted: (status: number) => boolean;
  readonly expected: string;
}

const CASES: readonly Case[] = [
  {
    what: 'a valid body',
    body: { groups: ['breakingNews', 'trendingNews'] },
    withToken: true,
    accepted: (status) => status === 202,
    expected: '202 Accepted',
  },
  {
    what: 'a malformed body',
    body: { groups: 'breakingNews' },
    withToken: true,
    accepted: (status) => status === 400,
    expected: '400 Bad Request',
  },
  {
    what: 'a call without the bearer token',
    body: { groups: ['breakingNews'] },
    withToken: false,
    accepted: (status) => status === 401 || status === 403,
    expected: '401 or 403',
  },
];

async function check(context: RuleContext, device: string): Promise<ContractFinding | null> {
  const url = pushUrl(context.pushBaseUrl, VERIFY_APP, device);
  for (const { what, body, withToken, accepted, expected } of CASES) {
    const answer = await context.requester.send(
      { method: 'PUT', url, json: body, authenticated: withToken },
      { withoutToken: !withToken },
    );
    if (!accepted(answer.status)) {
      const request: FindingRequest = { method: 'PUT', url, fs: null, s: null };
      return {
        resource: 'push',
        message: `the groups call answered ${what} with ${answer.status}`,
        request,
        expected,
        found: `${answer.status}${answer.text === '' ? '' : `: ${shown(answer.text, 120)}`} (body sent: ${shown(body)})`,
      };
    }
  }
  return null;
}

export const pushRule: Rule = {
  title: 'the groups call answers 202 to a valid body, 400 to a malformed one, and needs the bearer',
  writes: true,
  maxRuns: 1,
  probes: (context) =>
    fc.integer({ min: 1, max: 999_999 }).map(
      (n): Probe =>
        () =>
          check(context, `verify-${n}`),
    ),
};
