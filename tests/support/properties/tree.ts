/** Helpers that walk plain JSON values, for property tests over sample records. */

export type JsonPath = (string | number)[];

/** Every position in a JSON value below the root, with the value there. */
export function positions(value: unknown, path: JsonPath = []): { path: JsonPath; value: unknown }[] {
  const found: { path: JsonPath; value: unknown }[] = [];
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      found.push({ path: [...path, index], value: item }, ...positions(item, [...path, index]));
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      found.push({ path: [...path, key], value: item }, ...positions(item, [...path, key]));
    }
  }
  return found;
}

/** A deep copy of `value` with the position at `path` replaced (or removed, for `undefined`). */
export function replaceAt(value: unknown, path: JsonPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  if (value === null || typeof value !== 'object') return value;
  const [head, ...rest] = path as [string | number, ...JsonPath];
  if (Array.isArray(value)) {
    return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  if (rest.length === 0 && replacement === undefined) delete copy[head as string];
  else copy[head as string] = replaceAt(copy[head as string], rest, replacement);
  return copy;
}
