/**
 * The queries the checks send, as fast-check arbitraries over what the server holds: field
 * selections from the model's tree, `$query` conditions on the server's own values (`$in` into
 * embedded lists, `$or`, `$and`, comparisons, date-only operands on timestamps), sub-collection
 * filters in both placements, and sorts of one to three keys. Each shrinks towards a smaller
 * query, so a failure is reported with the least query that shows it.
 */
import fc from 'fast-check';
import type { JsonValue } from '../query/nodes.js';
import { RANGE_OPERATORS } from '../query/operators.js';
import { isFieldKind } from '../resources/field-kinds.js';
import type { FieldTree } from '../resources/field-tree.js';
import type { CollectionFacts, PathFacts, ResourceFacts } from './server-data.js';
import type { SObject } from './wire-query.js';

/** One condition of `$query`, as its JSON: `{ path: value }` or `{ $or: [...] }`. */
type ConditionJson = { readonly [key: string]: JsonValue };

/** A value of a path, from the server's own. */
const sampledValue = (facts: PathFacts): fc.Arbitrary<string | number | boolean> => fc.constantFrom(...facts.values);

/** An operand of a comparison: a value found there, a timestamp's date alone now and then. */
function boundOf(facts: PathFacts): fc.Arbitrary<JsonValue> {
  if (facts.kind !== 'timestamp') return sampledValue(facts);
  return fc
    .tuple(sampledValue(facts), fc.boolean())
    .map(([value, dateOnly]) => (dateOnly && typeof value === 'string' ? value.slice(0, 10) : value));
}

const ORDERED = new Set(['number', 'timestamp', 'string']);

/** One condition on one path: equality, `$in`, or comparisons. */
function leafCondition(paths: readonly PathFacts[]): fc.Arbitrary<ConditionJson> {
  return fc.constantFrom(...paths).chain((facts) => {
    const forms: fc.Arbitrary<ConditionJson>[] = [
      sampledValue(facts).map((value) => ({ [facts.path]: value })),
      fc
        .uniqueArray(sampledValue(facts), { minLength: 1, maxLength: 3 })
        .map((values) => ({ [facts.path]: { $in: values } })),
    ];
    if (ORDERED.has(facts.kind)) {
      const operator = fc.constantFrom(...RANGE_OPERATORS);
      forms.push(
        fc
          .uniqueArray(fc.tuple(operator, boundOf(facts)), { minLength: 1, maxLength: 2, selector: ([op]) => op })
          .map((pairs) => ({ [facts.path]: Object.fromEntries(pairs) })),
      );
    }
    return fc.oneof(...forms);
  });
}

/** Conditions that all apply: their keys merged, or under `$and` when two name one path. */
function allOf(conditions: readonly ConditionJson[]): ConditionJson {
  const keys = conditions.flatMap((condition) => Object.keys(condition));
  if (new Set(keys).size === keys.length) return Object.assign({}, ...conditions);
  return { $and: [...conditions] };
}

/** A whole `$query`: one or two conditions, or an `$or` / `$and` of two. */
export function filterOf(paths: readonly PathFacts[]): fc.Arbitrary<ConditionJson> {
  const leaf = leafCondition(paths);
  return fc.oneof(
    { weight: 3, arbitrary: fc.array(leaf, { minLength: 1, maxLength: 2 }).map(allOf) },
    { weight: 1, arbitrary: fc.tuple(leaf, leaf).map(([a, b]) => ({ $or: [a, b] })) },
    { weight: 1, arbitrary: fc.tuple(leaf, leaf).map(([a, b]) => ({ $and: [a, b] })) },
  );
}

/** A `$query` now and then, one time in `freq + 1` none (never one for a resource without values to filter on). */
export const maybeFilterOf = (facts: ResourceFacts, freq: number): fc.Arbitrary<ConditionJson | null> =>
  facts.paths.length > 0 ? fc.option(filterOf(facts.paths), { freq }) : fc.constant(null);

/** The parts of `s` a rule generates; each absent one is left out. */
export interface SParts {
  readonly filter?: ConditionJson | null;
  readonly sort?: Record<string, 1 | -1> | null;
  readonly skip?: number | null;
  readonly take?: number | null;
}

/** `s` of its parts, in the wire's order: `$query`, `$sort`, `$skip`, `$take`. */
export function sOf({ filter = null, sort = null, skip = null, take = null }: SParts): SObject {
  return {
    ...(filter === null ? {} : { $query: filter }),
    ...(sort === null ? {} : { $sort: sort }),
    ...(skip === null ? {} : { $skip: skip }),
    ...(take === null ? {} : { $take: take }),
  };
}

/** A sub-collection filter and where it goes in `s`. */
export interface SubFilter {
  readonly collection: CollectionFacts;
  readonly filter: ConditionJson;
}

/** `s` with a sub-collection filter put where its row says: beside `$query`, or inside it. */
export function withSubFilter(s: SObject, { collection, filter }: SubFilter): SObject {
  const { keys, placement } = collection.row;
  const wrapped = { $query: filter };
  if (placement === 'inside-query') {
    const query = (s.$query ?? {}) as ConditionJson;
    return { ...s, $query: { ...query, [keys[0]]: wrapped } };
  }
  const nested = keys.reduceRight<JsonValue>((inner, key) => ({ [key]: inner }), wrapped) as ConditionJson;
  return { ...s, ...nested };
}

/** A sub-collection filter of the resource, when it has collections. */
export function subFilterOf(facts: ResourceFacts): fc.Arbitrary<SubFilter> {
  return fc
    .constantFrom(...facts.collections)
    .chain((collection) => leafCondition(collection.paths).map((filter) => ({ collection, filter })));
}

/** The paths a sort may name: one value per record, of a kind that orders. */
export const sortablePaths = (facts: ResourceFacts): PathFacts[] => facts.paths.filter((path) => !path.throughList);

/** `$sort` of one to three keys, the first where records tie (so the next keys decide) when there is one. */
export function sortOf(facts: ResourceFacts): fc.Arbitrary<Record<string, 1 | -1>> {
  const paths = sortablePaths(facts);
  const tied = paths.filter((path) => path.ties);
  const direction = fc.constantFrom<1 | -1>(1, -1);
  const first = tied.length > 0 ? fc.constantFrom(...tied) : fc.constantFrom(...paths);
  return fc
    .tuple(first, fc.uniqueArray(fc.constantFrom(...paths), { maxLength: 2, selector: (path) => path.path }))
    .chain(([head, rest]) => {
      const keys = [head, ...rest.filter((path) => path.path !== head.path)];
      return fc
        .tuple(...keys.map(() => direction))
        .map((directions) => Object.fromEntries(keys.map((path, index) => [path.path, directions[index] as 1 | -1])));
    });
}

/** A field of a selection: its name, and its own selection when it has one. */
interface SelectedField {
  readonly name: string;
  readonly children: readonly SelectedField[] | null;
}

/** The text of a selection: `id,homeTeam{abbr,nickName}`. */
const selectorText = (fields: readonly SelectedField[]): string =>
  fields.map(({ name, children }) => (children === null ? name : `${name}{${selectorText(children)}}`)).join(',');

/** Fields of a tree's node: each whole, or with some of its own fields (two levels down at most). */
function selectedFields(node: FieldTree, depth: number): fc.Arbitrary<SelectedField[]> {
  const names = Object.keys(node).filter((name) => typeof node[name] !== 'number');
  return fc.uniqueArray(fc.constantFrom(...names), { minLength: 1, maxLength: 4 }).chain((chosen) =>
    fc.tuple(
      ...chosen.map((name): fc.Arbitrary<SelectedField> => {
        const child = node[name];
        if (depth === 0 || child === undefined || typeof child !== 'object' || isFieldKind(child)) {
          return fc.constant({ name, children: null });
        }
        return fc.oneof(
          fc.constant({ name, children: null }),
          selectedFields(child, depth - 1).map((children) => ({ name, children })),
        );
      }),
    ),
  );
}

/** A field selector of a resource: some of its fields, whole or sub-selected. */
export function selectorOf(facts: ResourceFacts): fc.Arbitrary<string> {
  return selectedFields(facts.tree, 2).map(selectorText);
}

/** `$take`: a page small enough to read in full. */
export const takeOf = (most = 12): fc.Arbitrary<number> => fc.integer({ min: 1, max: most });
