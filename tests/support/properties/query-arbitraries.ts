/** fast-check arbitraries of selection and query trees, for round-trip properties. */
import fc from 'fast-check';
import type {
  Comparison,
  ComparisonOperator,
  Condition,
  FilterNode,
  JsonValue,
  QueryNode,
  SelectionNode,
  SiblingSubQuery,
} from '../../../src/query/nodes.ts';
import { mergeSelections } from '../../../src/query/selection.ts';

/** Field names, from a small pool so that duplicates and merging happen often. */
const fieldName = fc.oneof(
  fc.constantFrom('id', 'week', 'season', 'abbr', 'homeTeam', 'drives', 'data', 'pager', 'NOW', '_x', 'a1'),
  fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,8}$/),
);

const fieldPath = fc.array(fieldName, { minLength: 1, maxLength: 4 }).map((names) => names.join('.'));

/** The canonical form of a selection: duplicates merged at every level. */
function canonicalSelection(selection: SelectionNode): SelectionNode {
  const merged = mergeSelections(selection);
  return {
    kind: 'selection',
    fields: merged.fields.map(({ name, children }) => ({ name, children: children && canonicalSelection(children) })),
  };
}

/** Canonical selection trees (duplicates merged at every level). */
export const selectionTree: fc.Arbitrary<SelectionNode> = fc
  .letrec<{ selection: SelectionNode }>((tie) => ({
    selection: fc
      .array(
        fc.record({
          name: fieldName,
          children: fc.option(tie('selection'), { nil: null, freq: 2, depthSize: 'small' }),
        }),
        { minLength: 1, maxLength: 5 },
      )
      .map((fields) => ({ kind: 'selection', fields }) as SelectionNode),
  }))
  .selection.map(canonicalSelection);

/** JSON values that an equality condition carries as data (no `$` keys at its top level). */
const text = fc.string({ unit: 'binary', maxLength: 12 });
/** -0 has no JSON form of its own: the service reads it as 0, and so does huddle. */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value));
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(asJson),
  fc.boolean(),
  fc.constant(null),
);
/**
 * JSON values as a node holds them: fc.jsonValue draws what `JSON.parse` can give, -0 included,
 * and every way into a node (the builder, the parsers) writes -0 as 0, so a tree never holds it.
 */
export const jsonData = (maxDepth: number): fc.Arbitrary<JsonValue> =>
  fc.jsonValue({ maxDepth }).map(asJson) as fc.Arbitrary<JsonValue>;
const json = jsonData(3);
const equalityValue: fc.Arbitrary<JsonValue> = fc.oneof(
  scalar,
  fc.constantFrom('{"$query":1}', '$gt', 'a}b{c', '"quoted"', 'back\\slash', '🏈 ünïcödé', '\u2028'),
  json.filter(
    (value) =>
      !(
        value !== null &&
        typeof value === 'object' &&
        !Array.isArray(value) &&
        Object.keys(value).some((key) => key.startsWith('$'))
      ),
  ),
);

const comparisons: fc.Arbitrary<Comparison[]> = fc
  .uniqueArray(fc.constantFrom<ComparisonOperator>('$gt', '$lt', '$gte', '$lte', '$in'), { minLength: 1, maxLength: 3 })
  .chain((operators) =>
    fc.tuple(
      ...operators.map((operator) =>
        (operator === '$in' ? fc.array(scalar, { maxLength: 4 }) : scalar).map((value) => ({ operator, value })),
      ),
    ),
  );

const keyOf = (condition: Condition) =>
  condition.kind === 'equals' || condition.kind === 'compare'
    ? condition.path
    : condition.kind === 'subQuery'
      ? condition.collection
      : `$${condition.kind}`;

/** Filters whose conditions each have their own wire key, as one JSON object requires. */
const filterTree: fc.Arbitrary<FilterNode> = fc.letrec<{ filter: FilterNode; condition: Condition }>((tie) => ({
  condition: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ kind: fc.constant('equals' as const), path: fieldPath, value: equalityValue }),
    fc.record({ kind: fc.constant('compare' as const), path: fieldPath, comparisons }),
    fc.record({
      kind: fc.constantFrom('or' as const, 'and' as const),
      branches: fc.array(tie('filter'), { minLength: 1, maxLength: 3 }),
    }),
    fc.record({ kind: fc.constant('subQuery' as const), collection: fieldName, filter: tie('filter') }),
  ),
  filter: fc
    .uniqueArray(tie('condition'), { minLength: 1, maxLength: 4, selector: keyOf })
    .map((conditions) => ({ kind: 'filter', conditions }) as FilterNode),
})).filter;

const siblingKinds: readonly SiblingSubQuery['keys'][] = [
  ['drives'],
  ['$teamSeasonStats'],
  ['$teamGameStats'],
  ['$playerStats', '$seasonStats'],
  ['$playerStats', '$teamStats'],
];

/** Query trees as the parser returns them (sub-queries of one wire key kept together). */
export const queryTree: fc.Arbitrary<QueryNode> = fc
  .record({
    filter: fc.option(filterTree, { nil: null }),
    subQueries: fc
      .subarray([...siblingKinds])
      .chain((kinds) => fc.tuple(...kinds.map((keys) => filterTree.map((filter) => ({ keys, filter }))))),
    sort: fc.uniqueArray(fc.record({ path: fieldPath, direction: fc.constantFrom<1 | -1>(1, -1) }), {
      maxLength: 3,
      selector: (key) => key.path,
    }),
    take: fc.option(fc.nat(), { nil: null }),
    skip: fc.option(fc.nat(), { nil: null }),
    takeLast: fc.option(fc.nat(5), { nil: null }),
  })
  .map(
    (parts): QueryNode => ({
      kind: 'query',
      ...parts,
      // A $query holding only $takeLast reads back as an empty filter.
      filter: parts.filter ?? (parts.takeLast !== null ? { kind: 'filter', conditions: [] } : null),
      raw: null,
    }),
  );
