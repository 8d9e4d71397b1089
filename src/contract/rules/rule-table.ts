/**
 * The rules of the contract, one row each, in the order they are reported. A new rule is a row
 * here: the report, the command's output and the docs' table are derived from it.
 */
import type { Rule } from '../rule.js';
import { byIdRule } from './by-id.js';
import { envelopeRule } from './envelope.js';
import { filterRule } from './filter.js';
import { modelRule } from './model.js';
import { pagingRule } from './paging.js';
import { pushRule } from './push.js';
import { selectionRule } from './selection.js';
import { sortRule } from './sort.js';
import { teamFormsRule } from './team-forms.js';

/** The name of a rule of the contract. */
export type RuleName =
  | 'selection'
  | 'filter'
  | 'sort'
  | 'paging'
  | 'envelope'
  | 'by-id'
  | 'model'
  | 'team-forms'
  | 'push';

/** Every rule, by name. */
export const contractRules = {
  selection: selectionRule,
  filter: filterRule,
  sort: sortRule,
  paging: pagingRule,
  envelope: envelopeRule,
  'by-id': byIdRule,
  model: modelRule,
  'team-forms': teamFormsRule,
  push: pushRule,
} as const satisfies Record<RuleName, Rule>;

/** The rules' names, in the order they are reported. */
export const ruleNames = Object.keys(contractRules) as RuleName[];
