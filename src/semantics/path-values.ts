/**
 * Reading a dotted path of a query view as MongoDB (and mingo, the engine's test oracle) reads
 * it: a name reaches through a list into each of its items, collecting what each item has there
 * (`drives.yards` of a game is the list of its drives' yards); a name of digits indexes a list.
 * Only own fields are read: `constructor` or `toString` is no field of a record, nor is a field
 * of a timestamp.
 */

/** A compiled path: reads its value out of a view. */
export type PathReader = (view: unknown) => unknown;

const DIGITS = /^\d*$/;

/**
 * The name as the engine stores property keys. A name cut out of a path by `split` is a fresh
 * string; reading fields of many shapes by it made each read a slow lookup (about ten times
 * slower, in the mock benchmark's `$or` query), where a property key's own string is fast.
 */
const asPropertyKey = (name: string): string => Object.keys({ [name]: true })[0] as string;

/** Names that every plain object inherits (`constructor`, `toString`, …): read only when its own. */
const inherited = (name: string) => name in Object.prototype;

/** The own field `name` of a value, or an item of a list by index; `undefined` for anything else. */
function fieldOf(value: unknown, name: string, isInherited: boolean): unknown {
  if (Array.isArray(value)) return value[Number(name)];
  if (typeof value !== 'object' || value === null || value instanceof Date) return undefined;
  if (isInherited && !Object.hasOwn(value, name)) return undefined;
  return (value as Record<string, unknown>)[name];
}

/**
 * Compiles a dotted path. Through lists, the values found are collected into a list (items
 * that have nothing there are left out); a list within a list is not reached into a second time.
 * With `unwrap`, as conditions read a path, a list holding only one list is that list (once per
 * list the path went through), so that `teams.roster.id` of one team is the roster's ids.
 */
export function compilePath(path: string, { unwrap }: { readonly unwrap: boolean }): PathReader {
  const names = path.split('.').map(asPropertyKey);
  const indexes = names.map((name) => DIGITS.test(name));
  const inheritedNames = names.map(inherited);

  function throughLists(view: unknown): unknown {
    // How many lists were reached into, along every branch: a count that only grows.
    let lists = 0;
    const read = (start: unknown, from: number): unknown => {
      let value = start;
      for (let at = from; at < names.length; at++) {
        if (Array.isArray(value) && !indexes[at]) {
          if (at === from && lists > 0) return value;
          lists += 1;
          const found: unknown[] = [];
          for (const item of value) {
            const itemValue = read(item, at);
            if (itemValue !== undefined) found.push(itemValue);
          }
          return found;
        }
        value = fieldOf(value, names[at] as string, inheritedNames[at] as boolean);
        if (value === undefined) return undefined;
      }
      return value;
    };
    let value = read(view, 0);
    if (!unwrap) return value;
    for (let left = lists; left > 0 && Array.isArray(value) && value.length === 1 && Array.isArray(value[0]); left--) {
      value = value[0];
    }
    return value;
  }

  // Most paths meet no list on the way: read them in one loop, and any other the long way.
  return (view) => {
    let value = view;
    for (let at = 0; at < names.length; at++) {
      if (Array.isArray(value)) return throughLists(view);
      value = fieldOf(value, names[at] as string, inheritedNames[at] as boolean);
      if (value === undefined) return undefined;
    }
    return value;
  };
}
