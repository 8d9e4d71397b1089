/**
 * Reads which field paths a schema has, looking through optional, nullable, list and union
 * wrappers. It checks the resource table's documented paths against the model, and derives
 * the zod-free field trees the query side checks paths and condition values against (each
 * scalar field with the kind of its values).
 */
import type * as z from 'zod/mini';
import type { FieldKind } from '../resources/field-kinds.js';
import type { FieldTree } from '../resources/field-tree.js';
import { dateOnly, timestamp, timestampOrDate } from './common.js';

type Schema = z.core.$ZodType;

/**
 * Whether an object schema is a collection envelope `{ pager, data: [...] }`. Paths and
 * selections go through an envelope to its records, as the spec does with
 * `depthChart{person{displayName}}` (depthChart being an envelope of entries).
 */
function isEnvelope(object: z.core.$ZodObject): boolean {
  const keys = Object.keys(object._zod.def.shape);
  return keys.length === 2 && keys.includes('pager') && keys.includes('data');
}

/**
 * The schemas a wrapper (optional, nullable, lazy…), a list or a union holds, which every walk
 * here looks through alike; `null` for any other schema.
 */
function heldSchemas(schema: Schema): Schema[] | null {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'nonoptional':
    case 'default':
    case 'readonly':
    case 'catch':
      return [def.innerType as Schema];
    case 'array':
      return [def.element as Schema];
    case 'lazy':
      return [(def.getter as () => Schema)()];
    case 'pipe':
      return [def.in as Schema];
    case 'union':
      return def.options as Schema[];
    default:
      return null;
  }
}

/** The object schemas a value position may hold, with every wrapper and envelope looked through. */
function objectsAt(schema: Schema): z.core.$ZodObject[] {
  if (schema._zod.def.type === 'object') {
    const object = schema as z.core.$ZodObject;
    return isEnvelope(object) ? [object, ...objectsAt(object._zod.def.shape.data as Schema)] : [object];
  }
  return heldSchemas(schema)?.flatMap(objectsAt) ?? [];
}

/** Whether a field can never be present (`z.never()`, how one form of a union excludes a key). */
function isNever(schema: Schema): boolean {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  if (def.type === 'never') return true;
  return def.type === 'optional' || def.type === 'nullable' ? isNever(def.innerType as Schema) : false;
}

/** The fields of the objects some value positions may hold: name to every schema it has. */
function fieldsAt(...positions: Schema[]): Map<string, Schema[]> {
  const fields = new Map<string, Schema[]>();
  for (const object of positions.flatMap(objectsAt)) {
    for (const [name, field] of Object.entries(object._zod.def.shape)) {
      if (!isNever(field)) fields.set(name, [...(fields.get(name) ?? []), field]);
    }
  }
  return fields;
}

/** Whether a dotted path (`homeTeam.abbr`, `drives.yards`) names a field of the schema. */
export function hasFieldPath(schema: Schema, path: string): boolean {
  let positions: Schema[] = [schema];
  for (const name of path.split('.')) {
    positions = fieldsAt(...positions).get(name) ?? [];
    if (positions.length === 0) return false;
  }
  return true;
}

/** The schemas whose strings are instants: conditions on them take timestamps or dates. */
const timestampSchemas: ReadonlySet<Schema> = new Set<Schema>([timestamp, dateOnly, timestampOrDate]);

/** The kind of each JSON scalar type a literal or an enumeration may hold. */
const scalarKinds: Readonly<Record<string, FieldKind>> = { string: 'string', number: 'number', boolean: 'boolean' };
const scalarKindOf = (value: unknown): FieldKind => scalarKinds[typeof value] ?? 'any';

/** The one kind of a list of scalar values, `any` when they are of several. */
const oneKind = (kinds: readonly FieldKind[]): FieldKind =>
  kinds.length > 0 && kinds.every((kind) => kind === kinds[0]) ? (kinds[0] as FieldKind) : 'any';

/** The kind of the values a scalar field holds, with every wrapper and list looked through. */
function kindOf(schema: Schema): FieldKind {
  if (timestampSchemas.has(schema)) return 'timestamp';
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  if (def.type === 'string' || def.type === 'number' || def.type === 'boolean') return def.type;
  if (def.type === 'literal') return oneKind((def.values as unknown[]).map(scalarKindOf));
  if (def.type === 'enum') return oneKind(Object.values(def.entries as object).map(scalarKindOf));
  const held = heldSchemas(schema);
  return held === null ? 'any' : oneKind(held.map(kindOf));
}

/**
 * The field tree of a schema for the query side: every field reachable through objects, lists
 * and unions (the forms' fields merged), each scalar field with the kind of its values. A field
 * whose schema already stands higher on the same path (content lists inside content lists)
 * becomes a reference to that ancestor.
 */
export function fieldTree(schema: Schema): FieldTree {
  const walk = (positions: Schema[], stack: Schema[]): FieldTree => {
    const tree: Record<string, FieldTree[string]> = {};
    for (const [name, variants] of fieldsAt(...positions)) {
      const depth = stack.indexOf(variants[0] as Schema);
      if (depth >= 0) tree[name] = stack.length - depth;
      else if (variants.some((variant) => objectsAt(variant).length > 0)) {
        tree[name] = walk(variants, [...stack, variants[0] as Schema]);
      } else tree[name] = oneKind(variants.map(kindOf));
    }
    return tree;
  };
  return walk([schema], []);
}
