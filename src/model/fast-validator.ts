/**
 * A fast path for validating JSON against the model, derived from the zod schemas themselves.
 * It answers one question, "does zod surely accept this?", with plain checks and no
 * allocation, and it is sound rather than complete: anything it does not know how to check
 * makes it answer "not sure", and the caller then asks zod, which also explains what is wrong.
 * zod stays the one source of truth; this only spares it the values that are fine.
 */
import type * as z from 'zod/mini';

/** A check of one value: `true` only when zod accepts it too. */
export type FastCheck = (value: unknown) => boolean;

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;
type CheckDef = {
  check: string;
  pattern?: RegExp;
  fn?: (value: unknown) => unknown;
  value?: number;
  inclusive?: boolean;
};

const NOT_SURE: FastCheck = () => false;
/** Checks that only attach metadata (zod/mini's `z.meta`, `z.describe`): nothing to test. */
const DOCUMENTING_CHECKS = new Set(['meta', 'describe']);

/** Checks from a schema's refinements and formats, or `null` if one of them is unknown here. */
function refinements(def: Def): FastCheck[] | null {
  const checks: FastCheck[] = [];
  for (const check of (def.checks as { _zod: { def: CheckDef } }[] | undefined) ?? []) {
    const { check: kind, pattern, fn, value, inclusive } = check._zod.def;
    if (DOCUMENTING_CHECKS.has(kind)) continue;
    if (kind === 'string_format' && pattern instanceof RegExp) checks.push((v) => pattern.test(v as string));
    else if (kind === 'custom' && typeof fn === 'function') checks.push((v) => Boolean(fn(v)));
    else if (kind === 'greater_than' && typeof value === 'number') {
      checks.push(inclusive ? (v) => (v as number) >= value : (v) => (v as number) > value);
    } else if (kind === 'less_than' && typeof value === 'number') {
      checks.push(inclusive ? (v) => (v as number) <= value : (v) => (v as number) < value);
    } else return null;
  }
  return checks;
}

function withRefinements(base: FastCheck, def: Def): FastCheck {
  const checks = refinements(def);
  if (checks === null) return NOT_SURE;
  if (checks.length === 0) return base;
  return (value) => {
    if (!base(value)) return false;
    for (const check of checks) if (!check(value)) return false;
    return true;
  };
}

/** The fast check of any schema: how one schema's check reaches the checks of its parts. */
type CheckOf = (schema: Schema) => FastCheck;
type Shape = Readonly<Record<string, Schema>>;
/** Checks every field of an object against its schema (the object itself already tested). */
type ObjectFields = (shape: Shape, of: CheckOf) => FastCheck;

/**
 * A check of `x` as a JavaScript expression, for the leaves that make up most fields of the
 * model (patterns and refinements referenced through `refs`); `null` for anything else, which
 * is then called as a compiled check.
 */
function inlineCheck(schema: Schema, refs: unknown[]): string | null {
  const def = schema._zod.def as Def;
  const ref = (value: unknown) => `r[${refs.push(value) - 1}]`;
  // The same refinement closures as the closure path, called from the compiled code.
  const refinementsOf = (): string | null => {
    const checks = refinements(def);
    return checks === null ? null : checks.map((check) => ` && ${ref(check)}(x)`).join('');
  };
  switch (def.type) {
    case 'optional': {
      const inner = inlineCheck(def.innerType as Schema, refs);
      return inner === null ? null : `(x === undefined || ${inner})`;
    }
    case 'nullable': {
      const inner = inlineCheck(def.innerType as Schema, refs);
      return inner === null ? null : `(x === null || ${inner})`;
    }
    case 'string':
    case 'boolean':
    case 'number': {
      const tests = refinementsOf();
      if (tests === null) return null;
      if (def.type !== 'number') return `(typeof x === '${def.type}'${tests})`;
      return def.format === 'safeint'
        ? `(Number.isSafeInteger(x)${tests})`
        : `(typeof x === 'number' && Number.isFinite(x)${tests})`;
    }
    default:
      return null;
  }
}

/**
 * Statements that `return false` when `x` fails a field's schema: leaves and the optional,
 * nullable and list wrappers around them inline, anything else called as a check.
 */
function fieldStatements(schema: Schema, refs: unknown[], of: CheckOf): string {
  const def = schema._zod.def as Def;
  const call = (target: Schema) => `if (!r[${refs.push(of(target)) - 1}](x)) return false;`;
  const plain = ((def.checks as unknown[] | undefined) ?? []).length === 0;
  switch (def.type) {
    case 'optional':
      return `if (x !== undefined) { ${fieldStatements(def.innerType as Schema, refs, of)} }`;
    case 'nullable':
      return `if (x !== null) { ${fieldStatements(def.innerType as Schema, refs, of)} }`;
    case 'array': {
      if (!plain) return call(schema);
      const element = `r[${refs.push(of(def.element as Schema)) - 1}]`;
      return `if (!Array.isArray(x)) return false; for (let i = 0; i < x.length; i++) if (!${element}(x[i])) return false;`;
    }
    default: {
      const test = inlineCheck(schema, refs);
      return test === null ? call(schema) : `if (!${test}) return false;`;
    }
  }
}

/** An object's field checks compiled into one function (`new Function`): the fast way. */
const compiledFields: ObjectFields = (shape, of) => {
  const refs: unknown[] = [];
  let body = `if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;\nlet x;\n`;
  for (const [key, field] of Object.entries(shape)) {
    body += `x = v[${JSON.stringify(key)}];\n${fieldStatements(field, refs, of)}\n`;
  }
  return new Function('r', `return function check(v) {\n${body}return true;\n};`)(refs) as FastCheck;
};

/** The same check as {@link compiledFields}, with closures: where a runtime cannot compile code. */
const closureFields: ObjectFields = (shape, of) => {
  const keys = Object.keys(shape);
  const fields = keys.map((key) => of(shape[key] as Schema));
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const object = value as Record<string, unknown>;
    for (let index = 0; index < keys.length; index++) {
      if (!(fields[index] as FastCheck)(object[keys[index] as string])) return false;
    }
    return true;
  };
};

function objectCheck(def: Def, of: CheckOf, objectFields: ObjectFields): FastCheck {
  const catchall = def.catchall as Schema | undefined;
  // A loose object takes any other key (catchall unknown); a stripping one ignores them.
  if (catchall !== undefined && catchall._zod.def.type !== 'unknown') return NOT_SURE;
  let fields: FastCheck | undefined;
  return (value) => {
    // Built on first use, so that recursive schemas (getters) resolve.
    fields ??= objectFields(def.shape as Shape, of);
    return fields(value);
  };
}

function build(schema: Schema, of: CheckOf, objectFields: ObjectFields): FastCheck {
  const def = schema._zod.def as Def;
  switch (def.type) {
    case 'string':
      return withRefinements((value) => typeof value === 'string', def);
    case 'number':
      return withRefinements(
        def.format === 'safeint'
          ? (value) => Number.isSafeInteger(value)
          : (value) => typeof value === 'number' && Number.isFinite(value),
        def,
      );
    case 'boolean':
      return withRefinements((value) => typeof value === 'boolean', def);
    case 'enum': {
      const values = new Set(Object.values(def.entries as Record<string, unknown>));
      return withRefinements((value) => values.has(value), def);
    }
    case 'literal': {
      const values = new Set(def.values as unknown[]);
      return withRefinements((value) => values.has(value), def);
    }
    case 'never':
      return () => false;
    case 'unknown':
    case 'any':
      return () => true;
    case 'optional': {
      const innerDef = (def.innerType as Schema)._zod.def as Def;
      // optional(nullable(x)), every field of a sparse record: one check instead of two.
      if (innerDef.type === 'nullable') {
        const inner = of(innerDef.innerType as Schema);
        return (value) => value === undefined || value === null || inner(value);
      }
      const inner = of(def.innerType as Schema);
      return (value) => value === undefined || inner(value);
    }
    case 'nullable': {
      const inner = of(def.innerType as Schema);
      return (value) => value === null || inner(value);
    }
    case 'array': {
      const element = of(def.element as Schema);
      return withRefinements((value) => {
        if (!Array.isArray(value)) return false;
        for (let index = 0; index < value.length; index++) if (!element(value[index])) return false;
        return true;
      }, def);
    }
    case 'object':
      return withRefinements(objectCheck(def, of, objectFields), def);
    case 'union': {
      const options = (def.options as Schema[]).map(of);
      return withRefinements((value) => {
        for (const option of options) if (option(value)) return true;
        return false;
      }, def);
    }
    case 'lazy': {
      let inner: FastCheck | undefined;
      return (value) => {
        inner ??= of((def.getter as () => Schema)());
        return inner(value);
      };
    }
    default:
      return NOT_SURE;
  }
}

/** How a fast validator checks the fields of objects, the bulk of its work. */
export type ObjectChecks = 'compiled' | 'closures';

/**
 * A fast validator whose object checks are compiled code or closures; both give the same
 * verdicts. Each validator builds a schema's check once and keeps it.
 */
export function createFastValidator(objectChecks: ObjectChecks): (schema: Schema) => FastCheck {
  const objectFields = objectChecks === 'compiled' ? compiledFields : closureFields;
  const checks = new WeakMap<Schema, FastCheck>();
  const of: CheckOf = (schema) => {
    let check = checks.get(schema);
    if (check === undefined) {
      check = build(schema, of, objectFields);
      checks.set(schema, check);
    }
    return check;
  };
  return of;
}

/** Whether this runtime may compile code: a Content Security Policy without 'unsafe-eval' forbids it. */
export function canCompileCode(): boolean {
  try {
    return new Function('return true')() === true;
  } catch {
    return false;
  }
}

/**
 * The fast check of a schema (built once per schema, and shared): compiled where the runtime
 * allows it, closures under a strict Content Security Policy.
 */
export const fastValidator: (schema: Schema) => FastCheck = createFastValidator(
  canCompileCode() ? 'compiled' : 'closures',
);
