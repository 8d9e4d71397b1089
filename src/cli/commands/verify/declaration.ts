/**
 * `huddle verify`'s declaration: its options and help. The rules and resources come from the
 * library's tables, restated in library-names.ts.
 */
import { declareCommand } from '../../core/define-command.js';
import { contractRuleNames, resourceNames } from '../../shared/library-names.js';

/** `huddle verify`. */
export const verifyDeclaration = declareCommand({
  name: 'verify',
  summary: "check a running server against the spec's contract (fs, $query, $sort, paging, envelopes, the model)",
  description: `
Reads a sample of every resource, then checks each rule with queries generated
from the model and the server's own values, judged as the mock's engine answers
them. Prints one line per rule; a failure comes with the least query that shows
it (fs, s, the URL), what was expected and what came back. The same seed asks
the same queries of the same data.

Rules: ${contractRuleNames.join(', ')}.

It only reads unless --push is given: then it also sets the groups of a test
device (app huddle-verify) through the push call, which needs a token.`,
  options: {
    'base-url': { type: 'string', value: 'URL', required: true, description: 'the server to check' },
    'push-base-url': { type: 'string', value: 'URL', description: 'where the push call is, when not at --base-url' },
    token: {
      type: 'string',
      value: 'T',
      description: 'bearer token, sent with every request (default: the HUDDLE_TOKEN environment variable)',
    },
    push: { type: 'boolean', description: 'check the push call too (writes the groups of a test device)' },
    seed: { type: 'integer', value: 'N', default: 1, description: 'seed of the generated queries' },
    runs: { type: 'integer', value: 'N', default: 25, range: [1, 10_000], description: 'queries per rule' },
    concurrency: { type: 'integer', value: 'N', default: 4, range: [1, 64], description: 'requests in flight at once' },
    budget: {
      type: 'integer',
      value: 'N',
      default: 2000,
      range: [1, 1_000_000],
      description: 'requests in all; past it the checks stop and the output says how many were left',
    },
    rule: {
      type: 'string',
      value: 'NAME',
      repeatable: true,
      choices: contractRuleNames,
      description: 'check only this rule',
    },
    resource: {
      type: 'string',
      value: 'NAME',
      repeatable: true,
      description: `check only this resource: ${resourceNames.join(', ')}`,
    },
    json: { type: 'boolean', description: 'the report as JSON on stdout, for CI' },
  },
  notes: `
Exit codes: 0 when every rule passed (or was skipped, with its reason), 1 when one
failed or the server could not be reached. Answers of 429 and 503 are retried after
their Retry-After; the request budget counts each request once.`,
  examples: [
    'huddle verify --base-url https://staging.example.com',
    'huddle verify --base-url http://127.0.0.1:4010 --push --token dev --seed 7 --runs 100',
    'huddle verify --base-url https://staging.example.com --rule filter --resource games --json',
  ],
});
