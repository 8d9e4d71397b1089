/** Every record that comes back, and every pager, is one the model allows: the values an app was built on. */
import fc from 'fast-check';
import { formatPath, ValidationError } from '../../errors/validation-error.js';
import { explain } from '../../model/explain.js';
import { checks } from '../../model/validators.generated.js';
import type { ResourceName } from '../../resources/resource-table.js';
import { maybeFilterOf, selectorOf, sOf, takeOf } from '../arbitraries.js';
import type { ContractFinding } from '../finding.js';
import { ask, type Probe, type Rule, type RuleContext, refusal } from '../rule.js';
import type { ResourceFacts } from '../server-data.js';
import { endpointQuotes, quotes } from '../spec-quotes.js';
import type { WireQuery } from '../wire-query.js';

/** Why the model refuses a value, or `null` when it allows it. */
function refusedBy(
  shape: ResourceName | 'pager',
  value: unknown,
  resource: ResourceName,
  at: (string | number)[],
): ValidationError | null {
  if (checks[shape](value)) return null;
  try {
    explain(shape, value, resource, at);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
}

async function check(context: RuleContext, facts: ResourceFacts, query: WireQuery): Promise<ContractFinding | null> {
  const asked = await ask(context, query);
  if ('refused' in asked.read) return refusal(facts.name, asked, asked.read.refused);
  const { records, pager } = asked.read;
  const inRecord = records
    .map((record, index) => refusedBy(facts.name, record, facts.name, [index]))
    .find((error) => error !== null);
  // A record is one the endpoint table says the resource answers (`envelope of Team`); a pager is the conventions'.
  const [refused, spec] =
    inRecord !== undefined
      ? [inRecord, endpointQuotes[facts.name]]
      : [pager === undefined ? null : refusedBy('pager', pager, facts.name, ['pager']), quotes.pager];
  if (refused === null) return null;
  return {
    resource: facts.name,
    message: `a value the model does not allow, at ${formatPath(refused.path)}`,
    request: asked.request,
    expected: refused.expected,
    found: refused.found,
    spec,
  };
}

export const modelRule: Rule = {
  title: 'every record validates against the model',
  spec: quotes.payloadOut,
  writes: false,
  probes: (context) =>
    fc.constantFrom(...context.resources).chain((facts) =>
      fc
        .record({
          fs: fc.option(selectorOf(facts), { freq: 2 }),
          filter: maybeFilterOf(facts, 2),
          take: takeOf(20),
        })
        .map(({ fs, filter, take }): Probe => {
          return () => check(context, facts, { resource: facts.name, fs, s: sOf({ filter, take }) });
        }),
    ),
};
