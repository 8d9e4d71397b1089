/** The records come back in the order of `$sort`: the first key decides, each next key breaks the ties before it. */
import fc from 'fast-check';
import { compilePath } from '../../semantics/path-values.js';
import { viewOf } from '../../semantics/query-views.js';
import { compareValues } from '../../semantics/value-order.js';
import { maybeFilterOf, sOf, sortablePaths, sortOf, takeOf } from '../arbitraries.js';
import { type ContractFinding, shown } from '../finding.js';
import { ask, type Probe, type Rule, type RuleContext, refusal } from '../rule.js';
import type { ResourceFacts } from '../server-data.js';
import { quotes } from '../spec-quotes.js';
import type { SObject } from '../wire-query.js';

/** The sign of two records' order under the keys: negative when `a` comes first. */
function order(
  a: object,
  b: object,
  keys: readonly (readonly [string, 1 | -1])[],
): { key: string; order: number } | null {
  for (const [path, direction] of keys) {
    const read = compilePath(path, { unwrap: false });
    const found = compareValues(read(viewOf(a)) ?? null, read(viewOf(b)) ?? null) * direction;
    if (found !== 0) return { key: path, order: found };
  }
  return null;
}

async function check(
  context: RuleContext,
  facts: ResourceFacts,
  sort: Record<string, 1 | -1>,
  s: SObject,
): Promise<ContractFinding | null> {
  const names = new Set(facts.hasIds ? ['id'] : []);
  for (const path of Object.keys(sort)) names.add(path.split('.')[0] as string);
  const asked = await ask(context, { resource: facts.name, fs: [...names].join(','), s });
  if ('refused' in asked.read) return refusal(facts.name, asked, asked.read.refused);
  const { records } = asked.read;
  const keys = Object.entries(sort);
  for (let index = 1; index < records.length; index++) {
    const before = records[index - 1] as object;
    const found = order(before, records[index] as object, keys);
    if (found !== null && found.order > 0) {
      const pick = (record: object) =>
        Object.fromEntries(keys.map(([path]) => [path, compilePath(path, { unwrap: false })(record) ?? null]));
      return {
        resource: facts.name,
        message: `records ${index - 1} and ${index} are out of order by ${found.key}`,
        request: asked.request,
        expected: `the order of $sort ${shown(sort)}`,
        found: `${shown(pick(before))} before ${shown(pick(records[index] as object))}`,
        spec: quotes.sort,
      };
    }
  }
  return null;
}

export const sortRule: Rule = {
  title: 'the order follows $sort, key by key',
  spec: quotes.sort,
  writes: false,
  probes: (context) => {
    const sortable = context.resources.filter((facts) => sortablePaths(facts).length > 0);
    if (sortable.length === 0) return 'no resource holds values to sort on';
    return fc.constantFrom(...sortable).chain((facts) =>
      fc
        .record({
          sort: sortOf(facts),
          filter: maybeFilterOf(facts, 4),
          take: takeOf(30),
        })
        .map(({ sort, filter, take }): Probe => {
          const s = sOf({ filter, sort, take });
          return () => check(context, facts, sort, s);
        }),
    );
  },
};
