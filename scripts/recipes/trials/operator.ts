/** The trial of "A comparison operator of `s`": a list operator, `$nin`. */
import type { RecipeTrial } from '../trial.ts';

export const operator: RecipeTrial = {
  heading: 'A comparison operator of `s`',
  placeholder: {},
  row: [
    {
      file: 'src/query/operators.ts',
      after: "  $in: { operand: 'list', symbol: 'in' },\n",
      insert: "  $nin: { operand: 'list', symbol: 'nin' },\n",
    },
  ],
  rest: [
    {
      file: 'src/semantics/predicate.ts',
      after: '  $in: (found, bound) => isAmong(found, bound as readonly unknown[]),\n',
      insert: '  $nin: (found, bound) => !isAmong(found, bound as readonly unknown[]),\n',
    },
    {
      file: 'src/mock/engine/field-indexes.ts',
      after: "  $in: { kind: 'set' },\n",
      insert: "  $nin: { kind: 'scan' },\n",
    },
    { file: 'bench/type-check.ts', after: "  $in: 'in',\n", insert: "  $nin: 'not in',\n" },
    {
      file: 'docs/query.md',
      before: '| `or(b => …, b => …)`, `and(…)`',
      insert: '| `where(path, \'$nin\', [a, b])` | `"path": { "$nin": [a, b] }`; no item may match |\n',
    },
  ],
  named: ['tests/mock/engine.test.ts'],
  scripts: [],
  tests: ['tests/cli/query-parts.test.ts', 'tests/query'],
};
