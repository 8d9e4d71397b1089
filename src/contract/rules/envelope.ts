/**
 * Each endpoint answers in its envelope of the resource table (a list, `{pager, data}`, the
 * envelope under the resource's name, a content list, one record), and its pager adds up: the
 * page fits in `total` from `offset`, and holds no more than `limit` records. Every resource's
 * sample answer is held to it first, so that no endpoint goes unchecked.
 */
import fc from 'fast-check';
import { formatPath, ValidationError } from '../../errors/validation-error.js';
import { parseFields } from '../../query/parse-fields.js';
import { resources } from '../../resources/resource-table.js';
import { isRecord } from '../../untyped-values.js';
import { strictPage } from '../answers.js';
import { maybeFilterOf, sOf, takeOf } from '../arbitraries.js';
import { type ContractFinding, recordCount, type SpecQuote, shown } from '../finding.js';
import { type Asked, ask, type Probe, type Rule } from '../rule.js';
import { endpointQuotes, envelopeQuotes, quotes } from '../spec-quotes.js';
import type { WireQuery } from '../wire-query.js';

/** Whether a query's `fs` names a top-level field (with no `fs`, the default fields are the server's: not known). */
const selects = (query: WireQuery, name: string): boolean =>
  query.fs !== null && parseFields(query.fs).fields.some((field) => field.name === name);

/** Whether an answer keeps the envelope of its resource, and its pager adds up. */
function judge(query: WireQuery, { request, answer }: Pick<Asked, 'request' | 'answer'>): ContractFinding | null {
  const kind = resources[query.resource].envelope;
  const finding = (message: string, expected: string, found: string, spec: SpecQuote): ContractFinding => ({
    resource: query.resource,
    message,
    request,
    expected,
    found,
    spec,
  });
  if (answer.status !== 200)
    return finding(
      'the server refused a query the spec allows',
      'a 200 answer',
      `${answer.status}: ${shown(answer.text, 160)}`,
      endpointQuotes[query.resource],
    );
  let page: ReturnType<typeof strictPage>;
  try {
    page = strictPage(query.resource, answer.text);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return finding(
      `the answer is not in the ${kind} envelope of ${query.resource} (at ${formatPath(error.path)})`,
      error.expected,
      error.found,
      envelopeQuotes[kind],
    );
  }
  // One object stands for the selected content list (`record-or-envelope`): asked for its type, it must say so.
  const [one] = page.records;
  if (page.single && selects(query, 'type') && isRecord(one) && one.type !== 'CONTENT_LIST') {
    return finding(
      `the answer is neither an envelope nor a content list of ${query.resource}`,
      '{ pager, data }, or one content list (type CONTENT_LIST)',
      shown(one, 160),
      envelopeQuotes[kind],
    );
  }
  const { total, offset, limit } = page.pager;
  const count = page.records.length;
  if (total !== null && (offset ?? 0) + count > total) {
    return finding(
      'the pager does not add up',
      `offset + records ≤ total`,
      `offset ${offset ?? 0}, ${count} records, total ${total}`,
      quotes.pager,
    );
  }
  if (limit !== null && limit > 0 && count > limit) {
    return finding(
      'the page holds more records than its limit',
      `at most ${recordCount(limit)}`,
      recordCount(count),
      quotes.pager,
    );
  }
  const take = query.s?.$take;
  if (typeof take === 'number' && count > take) {
    return finding(
      'the page holds more records than $take',
      `at most ${recordCount(take)}`,
      recordCount(count),
      quotes.take,
    );
  }
  return null;
}

export const envelopeRule: Rule = {
  title: 'each endpoint answers in its envelope, every one at least once, and the pager adds up',
  spec: envelopeQuotes.envelope,
  writes: false,
  // Every resource's sample answer, whatever the probes draw: a list endpoint that answers in no envelope of the spec
  // (`{ "results": [...] }`) holds no records to sample, and no probe would ask it again.
  sweep: (context) => {
    for (const sample of context.samples) {
      // An answer too deep to read is no envelope verify can see.
      if ('unreadable' in sample) return sample.unreadable;
      // A refused sample is reported as a resource without records (verify's `emptyResources`).
      if (sample.asked.answer.status !== 200) continue;
      const finding = judge(sample.query, sample.asked);
      if (finding !== null) return finding;
    }
    return null;
  },
  probes: (context) =>
    fc.constantFrom(...context.resources).chain((facts) =>
      fc
        .record({
          filter: maybeFilterOf(facts, 2),
          take: takeOf(),
          skip: fc.option(fc.integer({ min: 0, max: 20 })),
        })
        .map(({ filter, take, skip }): Probe => {
          const query: WireQuery = { resource: facts.name, fs: null, s: sOf({ filter, take, skip }) };
          return async () => judge(query, await ask(context, query));
        }),
    ),
};
