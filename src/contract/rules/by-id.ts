/** A record asked for by id is the record the list gives, with the same fields selected. */
import fc from 'fast-check';
import { parseFields } from '../../query/parse-fields.js';
import { resources } from '../../resources/resource-table.js';
import { sameValue } from '../../semantics/value-order.js';
import { selectorOf, takeOf } from '../arbitraries.js';
import { type ContractFinding, recordCount, shown } from '../finding.js';
import { ask, type Probe, type Rule, type RuleContext, refusal } from '../rule.js';
import type { ResourceFacts } from '../server-data.js';
import { quotes } from '../spec-quotes.js';

async function check(
  context: RuleContext,
  facts: ResourceFacts,
  fs: string,
  take: number,
): Promise<ContractFinding | null> {
  const query = { resource: facts.name, fs, s: { $take: take } };
  const list = await ask(context, query);
  if ('refused' in list.read) return refusal(facts.name, list, list.read.refused);
  for (const record of list.read.records.slice(0, 2)) {
    if (typeof record.id !== 'string') continue;
    const one = await ask(context, query, record.id);
    if (one.answer.status !== 200 || !('records' in one.read) || one.read.records.length !== 1) {
      const refused = 'refused' in one.read ? one.read.refused : recordCount(one.read.records.length);
      return refusal(facts.name, one, refused, quotes.byId);
    }
    const [found] = one.read.records;
    if (!sameValue(found, record)) {
      return {
        resource: facts.name,
        message: `the record ${shown(record.id)} by id differs from the list's`,
        request: one.request,
        expected: `the list's record (${list.request.url}): ${shown(record)}`,
        found: shown(found),
        spec: quotes.byId,
      };
    }
  }
  return null;
}

export const byIdRule: Rule = {
  title: "a record by id is the list's record, with the same fields",
  spec: quotes.byId,
  writes: false,
  probes: (context) => {
    const addressable = context.resources.filter((facts) => resources[facts.name].byIdPath !== null && facts.hasIds);
    if (addressable.length === 0) return 'no resource with a by-id path holds records with ids';
    return fc.constantFrom(...addressable).chain((facts) =>
      fc.record({ fs: selectorOf(facts), take: takeOf(4) }).map(({ fs, take }): Probe => {
        const withId = parseFields(fs).fields.some((field) => field.name === 'id') ? fs : `id,${fs}`;
        return () => check(context, facts, withId, take);
      }),
    );
  },
};
