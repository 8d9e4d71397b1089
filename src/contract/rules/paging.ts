/**
 * `$take` and `$skip` page consistently: two pages of n, one after the other, are the page of 2n
 * from the same place, with no gaps and no record twice; the pager says where each page starts.
 */
import fc from 'fast-check';
import { sameValue } from '../../semantics/value-order.js';
import { isRecord } from '../../untyped-values.js';
import { maybeFilterOf, sOf, sortOf } from '../arbitraries.js';
import { type ContractFinding, shown } from '../finding.js';
import { ask, type Probe, type Rule, type RuleContext, refusal } from '../rule.js';
import type { ResourceFacts } from '../server-data.js';
import { quotes } from '../spec-quotes.js';
import type { SObject } from '../wire-query.js';

interface Paging {
  readonly s: SObject;
  readonly skip: number;
  readonly take: number;
}

async function check(
  context: RuleContext,
  facts: ResourceFacts,
  { s, skip, take }: Paging,
): Promise<ContractFinding | null> {
  const fs = facts.hasIds ? 'id' : null;
  const page = (at: number, size: number) =>
    ask(context, { resource: facts.name, fs, s: { ...s, $skip: at, $take: size } });
  const [first, second, both] = await Promise.all([page(skip, take), page(skip + take, take), page(skip, 2 * take)]);
  for (const asked of [first, second, both])
    if ('refused' in asked.read) return refusal(facts.name, asked, asked.read.refused);
  const records = (asked: typeof first) => ('records' in asked.read ? asked.read.records : []);
  const joined = [...records(first), ...records(second)];
  const whole = records(both);
  if (!sameValue(joined, whole)) {
    return {
      resource: facts.name,
      message: `page 2 does not continue page 1 ($skip ${skip} and ${skip + take}, $take ${take})`,
      request: second.request,
      expected: `the records ${take} to ${2 * take - 1} of ${both.request.url}: ${shown(whole.slice(take))}`,
      found: shown(records(second)),
      spec: quotes.skip,
    };
  }
  if (facts.hasIds) {
    const ids = joined.map((record) => record.id);
    const twice = ids.find((id, index) => ids.indexOf(id) !== index);
    if (twice !== undefined) {
      return {
        resource: facts.name,
        message: `the record ${shown(twice)} comes back on two pages`,
        request: second.request,
        expected: 'each record once across pages',
        found: shown(ids),
        spec: quotes.skip,
      };
    }
  }
  for (const [asked, at] of [
    [first, skip],
    [second, skip + take],
  ] as const) {
    const pager = 'records' in asked.read ? asked.read.pager : undefined;
    const offset = isRecord(pager) ? pager.offset : undefined;
    // A page past the last record may say where the records end instead: only a page with records is held to it.
    if (typeof offset === 'number' && offset !== at && records(asked).length > 0) {
      return {
        resource: facts.name,
        message: `the pager's offset is not the page's $skip`,
        request: asked.request,
        expected: `offset ${at}`,
        found: `offset ${offset}`,
        spec: quotes.pager,
      };
    }
  }
  return null;
}

export const pagingRule: Rule = {
  title: '$take and $skip page consistently: page 2 continues page 1, no gaps, no repeats',
  spec: quotes.skip,
  writes: false,
  probes: (context) =>
    fc.constantFrom(...context.resources).chain((facts) =>
      fc
        .record({
          filter: maybeFilterOf(facts, 3),
          sort: facts.paths.some((path) => !path.throughList)
            ? fc.option(sortOf(facts), { freq: 2 })
            : fc.constant(null),
          skip: fc.integer({ min: 0, max: 10 }),
          take: fc.integer({ min: 1, max: 8 }),
        })
        .map(({ filter, sort, skip, take }): Probe => {
          // Pages are cut from one order: the records' ids break the ties of any sort.
          const order: Record<string, 1 | -1> | null = facts.hasIds ? { ...(sort ?? {}), id: 1 } : sort;
          const s = sOf({ filter, sort: order });
          return () => check(context, facts, { s, skip, take });
        }),
    ),
};
