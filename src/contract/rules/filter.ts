/**
 * Every record that comes back satisfies `$query` (as the mock's engine reads it: `$in` into
 * embedded lists, `$or`, `$and`, comparisons of instants, dates alone as midnight UTC), none is
 * left out that the sample shows matching (up to `$take`), and a
 * sub-collection filter, in either placement, keeps only matching items of the embedded list
 * without filtering the records that hold it.
 */
import fc from 'fast-check';
import type { FilterNode } from '../../query/nodes.js';
import { parseQuery } from '../../query/parse-query.js';
import { fieldAt } from '../../resources/field-tree.js';
import { compileFilter } from '../../semantics/predicate.js';
import { viewOf } from '../../semantics/query-views.js';
import { isRecord } from '../../untyped-values.js';
import { filterOf, type SubFilter, sOf, subFilterOf, takeOf, withSubFilter } from '../arbitraries.js';
import { type ContractFinding, recordCount, shown } from '../finding.js';
import { ask, type Probe, type Rule, type RuleContext, refusal } from '../rule.js';
import { itemsAt, type ResourceFacts } from '../server-data.js';
import { quotes } from '../spec-quotes.js';
import type { SObject, WireQuery } from '../wire-query.js';

/** The first names of paths, and `id`: the fields a check reads. */
function selectorFor(facts: ResourceFacts, paths: readonly string[]): string {
  const names = new Set(facts.hasIds ? ['id'] : []);
  for (const path of paths) names.add(path.split('.')[0] as string);
  return [...names].join(',');
}

/** The dotted paths a `$query` names, through `$or` and `$and`. */
function pathsOf(query: unknown): string[] {
  if (Array.isArray(query)) return query.flatMap(pathsOf);
  if (!isRecord(query)) return [];
  return Object.entries(query).flatMap(([key, value]) =>
    key === '$or' || key === '$and' ? pathsOf(value) : key.startsWith('$') ? [] : [key],
  );
}

/** Whether a path of a resource (or of a collection's items) holds timestamps, by the model. */
const timestampTest = (facts: ResourceFacts, prefix: string) => (path: string) =>
  fieldAt(facts.tree, prefix === '' ? path : `${prefix}.${path}`) === 'timestamp';

async function check(
  context: RuleContext,
  facts: ResourceFacts,
  query: WireQuery,
  sub: SubFilter | null,
): Promise<ContractFinding | null> {
  const asked = await ask(context, query);
  if ('refused' in asked.read) return refusal(facts.name, asked, asked.read.refused);
  // `$query` is judged on the records as they are: a sub-collection filter cuts the lists it reads.
  const plain = sub === null ? asked : await ask(context, { ...query, s: withoutSub(query.s, sub) });
  if ('refused' in plain.read) return refusal(facts.name, plain, plain.read.refused);
  const test = compileFilter(parseQuery(query.s ?? {}).filter, timestampTest(facts, ''));
  const failing = plain.read.records.findIndex((record) => !test(viewOf(record)));
  if (failing !== -1) {
    return {
      resource: facts.name,
      message: `record ${failing} does not satisfy $query`,
      request: plain.request,
      expected: `every record satisfies ${shown(query.s?.$query)}`,
      found: shown(plain.read.records[failing]),
      spec: quotes.query,
    };
  }
  // Records the sample holds that match are records the server holds: it must return as many, up to $take.
  const take = typeof query.s?.$take === 'number' ? query.s.$take : Number.POSITIVE_INFINITY;
  const known = facts.sample.filter((record) => test(viewOf(record)));
  if (plain.read.records.length < Math.min(take, known.length)) {
    return {
      resource: facts.name,
      message: `$query left out records that satisfy it`,
      request: plain.request,
      expected: `${Math.min(take, known.length)} records or more: the sample read first holds ${known.length} that satisfy it (${shown(known.slice(0, 3).map((record) => record.id ?? record))})`,
      found: recordCount(plain.read.records.length),
      spec: quotes.query,
    };
  }
  if (sub === null) return null;
  const { collection, filter } = sub;
  const records = asked.read.records;
  const keeps = compileFilter(
    parseQuery({ $query: filter }).filter as FilterNode,
    timestampTest(facts, collection.row.collection),
  );
  for (const [index, record] of records.entries()) {
    const item = itemsAt(record, collection.row.collection).find(
      (candidate) => !isRecord(candidate) || !keeps(viewOf(candidate)),
    );
    if (item !== undefined) {
      return {
        resource: facts.name,
        message: `record ${index}: ${collection.row.collection} holds an item its filter leaves out`,
        request: asked.request,
        expected: `only items of ${collection.row.collection} that satisfy ${shown(filter)}`,
        found: shown(item),
        spec: quotes.subCollection,
      };
    }
  }
  const others = plain.read.records;
  const sameRecords =
    others.length === records.length &&
    (!facts.hasIds || others.every((record, index) => record.id === records[index]?.id));
  if (!sameRecords) {
    return {
      resource: facts.name,
      message: `the filter of ${collection.row.collection} filtered the records that hold it`,
      request: asked.request,
      expected: `the ${others.length} records the query gives without it (${plain.request.url})`,
      found: recordCount(records.length),
      spec: quotes.subCollection,
    };
  }
  return null;
}

/** `s` without its sub-collection filter. */
function withoutSub(s: SObject | null, { collection }: SubFilter): SObject | null {
  if (s === null) return null;
  const { keys, placement } = collection.row;
  if (placement === 'inside-query') {
    const { [keys[0]]: _removed, ...query } = (s.$query ?? {}) as SObject;
    return { ...s, $query: query };
  }
  const { [keys[0]]: _removed, ...rest } = s;
  return rest;
}

export const filterRule: Rule = {
  title:
    'every record satisfies $query and none is left out; sub-collection filters keep matching items and every record',
  spec: quotes.query,
  writes: false,
  probes: (context) => {
    const filterable = context.resources.filter((facts) => facts.paths.length > 0);
    if (filterable.length === 0) return 'no resource holds values to filter on';
    return fc.constantFrom(...filterable).chain((facts) =>
      fc
        .record({
          filter: filterOf(facts.paths),
          sub: facts.collections.length > 0 ? fc.option(subFilterOf(facts), { freq: 2 }) : fc.constant(null),
          take: takeOf(),
        })
        .map(({ filter, sub, take }): Probe => {
          const base = sOf({ filter, take });
          const s = sub === null ? base : withSubFilter(base, sub);
          const fs = selectorFor(facts, [...pathsOf(filter), ...(sub === null ? [] : [sub.collection.row.collection])]);
          return () => check(context, facts, { resource: facts.name, fs, s }, sub);
        }),
    );
  },
};
