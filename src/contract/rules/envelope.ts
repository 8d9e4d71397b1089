/**
 * Each endpoint answers in its envelope of the resource table (a list, `{pager, data}`, the
 * envelope under the resource's name, a content list, one record), and its pager adds up: the
 * page fits in `total` from `offset`, and holds no more than `limit` records.
 */
import * as fc from 'fast-check';
import { formatPath, ValidationError } from '../../errors/validation-error.js';
import { resources } from '../../resources/table.js';
import { strictPage } from '../answers.js';
import { maybeFilterOf, sOf, takeOf } from '../arbitraries.js';
import { type ContractFinding, recordCount, shown } from '../finding.js';
import { ask, type Probe, type Rule, type RuleContext } from '../rule.js';
import type { ResourceFacts } from '../server-data.js';
import type { WireQuery } from '../wire-query.js';

async function check(context: RuleContext, facts: ResourceFacts, query: WireQuery): Promise<ContractFinding | null> {
  const { request, answer } = await ask(context, query);
  const kind = resources[facts.name].envelope;
  const finding = (message: string, expected: string, found: string): ContractFinding => ({
    resource: facts.name,
    message,
    request,
    expected,
    found,
  });
  if (answer.status !== 200)
    return finding(
      'the server refused a query the spec allows',
      'a 200 answer',
      `${answer.status}: ${shown(answer.text, 160)}`,
    );
  let page: ReturnType<typeof strictPage>;
  try {
    page = strictPage(facts.name, answer.text);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return finding(
      `the answer is not in the ${kind} envelope of ${facts.name} (at ${formatPath(error.path)})`,
      error.expected,
      error.found,
    );
  }
  const { total, offset, limit } = page.pager;
  const count = page.records.length;
  if (total !== null && (offset ?? 0) + count > total) {
    return finding(
      'the pager does not add up',
      `offset + records ≤ total`,
      `offset ${offset ?? 0}, ${count} records, total ${total}`,
    );
  }
  if (limit !== null && limit > 0 && count > limit) {
    return finding('the page holds more records than its limit', `at most ${recordCount(limit)}`, recordCount(count));
  }
  const take = query.s?.$take;
  if (typeof take === 'number' && count > take) {
    return finding('the page holds more records than $take', `at most ${recordCount(take)}`, recordCount(count));
  }
  return null;
}

export const envelopeRule: Rule = {
  title: 'each endpoint answers in its envelope, and the pager adds up',
  writes: false,
  probes: (context) =>
    fc.constantFrom(...context.resources).chain((facts) =>
      fc
        .record({
          filter: maybeFilterOf(facts, 2),
          take: takeOf(),
          skip: fc.option(fc.integer({ min: 0, max: 20 })),
        })
        .map(({ filter, take, skip }): Probe => {
          return () => check(context, facts, { resource: facts.name, fs: null, s: sOf({ filter, take, skip }) });
        }),
    ),
};
