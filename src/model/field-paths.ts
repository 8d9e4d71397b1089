/**
 * Reads which field paths a schema has, looking through optional, nullable, list and union
 * wrappers. Used to check that the resource table's documented paths exist in the model, and
 * to derive the zod-free field tree the query builder checks paths against.
 */
import type * as z from 'zod';

type Schema = z.core.$ZodType;

/** The object schemas a value position may hold, with every wrapper looked through. */
function objectsAt(schema: Schema): z.core.$ZodObject[] {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  switch (def.type) {
    case 'object':
      return [schema as z.core.$ZodObject];
    case 'optional':
    case 'nullable':
    case 'nonoptional':
    case 'default':
    case 'readonly':
    case 'catch':
      return objectsAt(def.innerType as Schema);
    case 'array':
      return objectsAt(def.element as Schema);
    case 'lazy':
      return objectsAt((def.getter as () => Schema)());
    case 'pipe':
      return objectsAt(def.in as Schema);
    case 'union':
      return (def.options as Schema[]).flatMap(objectsAt);
    default:
      return [];
  }
}

/** The fields of the objects a value position may hold: name to every schema it has. */
export function fieldsAt(schema: Schema): Map<string, Schema[]> {
  const fields = new Map<string, Schema[]>();
  for (const object of objectsAt(schema)) {
    for (const [name, field] of Object.entries(object._zod.def.shape)) {
      fields.set(name, [...(fields.get(name) ?? []), field]);
    }
  }
  return fields;
}

/** Whether a dotted path (`homeTeam.abbr`, `drives.yards`) names a field of the schema. */
export function hasFieldPath(schema: Schema, path: string): boolean {
  let positions: Schema[] = [schema];
  for (const name of path.split('.')) {
    positions = positions.flatMap((position) => fieldsAt(position).get(name) ?? []);
    if (positions.length === 0) return false;
  }
  return true;
}
