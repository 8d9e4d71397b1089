/**
 * Writes the model's validators as plain TypeScript, at build time, from the zod schemas: one
 * function per object, union and list schema, every leaf inlined as a `typeof`, a pattern test or
 * a named refinement. The client runs them on every response; zod is loaded only to explain a
 * value they refuse (src/model/explain.ts). No code is compiled at run time, so a strict
 * Content Security Policy runs them as they are.
 *
 * A generated check answers exactly what zod answers: it is written for every schema kind the
 * model uses, and any other kind stops the generator with the path to it, rather than guess.
 * Objects are checked field by field and keep keys the schema does not name (the model's records
 * are loose; a stripping object is accepted as the client always did, with its extra keys kept).
 */
import type * as z from 'zod/mini';
import { PagerSchema } from '../src/model/common.ts';
import * as refinements from '../src/model/refinements.ts';
import { resourceSchemas } from '../src/model/resources.ts';

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;
interface CheckDef {
  readonly check: string;
  readonly format?: string;
  readonly pattern?: RegExp;
  readonly fn?: unknown;
  readonly value?: unknown;
  readonly inclusive?: boolean;
}

/** A schema kind or check the generator does not write, and where it was met. */
export class UnsupportedSchemaError extends Error {
  constructor(what: string, path: readonly string[]) {
    super(
      `The validator generator cannot check ${what} at ${path.join('') || '(root)'}; write it in scripts/validators.ts`,
    );
    this.name = 'UnsupportedSchemaError';
  }
}

/** Checks that only attach metadata (`z.meta`, `z.describe`): nothing to test. */
const DOCUMENTING_CHECKS: ReadonlySet<string> = new Set(['meta', 'describe']);

/** What {@link validatorSource} writes checks for, and what the generated module exports. */
export interface ValidatorSourceInput {
  /** The checks to export, by name: `name: schema`. */
  readonly roots: Readonly<Record<string, Schema>>;
  /** The refinements a schema may use, by the name the module that holds them exports. */
  readonly refinements: Readonly<Record<string, unknown>>;
  /** The specifier the generated module imports the refinements from. */
  readonly refinementsModule: string;
  /** Text put before the module's code (a header comment, imports of types). */
  readonly preamble?: string;
  /** The type annotation of the exported table; `(value: unknown) => boolean` per root by default. */
  readonly tableType?: string;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const member = (object: string, key: string) =>
  IDENTIFIER.test(key) ? `${object}.${key}` : `${object}[${JSON.stringify(key)}]`;

/**
 * The source of a module that exports `checks`, one function per root, each `true` exactly when
 * zod accepts the value.
 *
 * @throws {@link UnsupportedSchemaError} for a schema kind or check it does not write.
 */
export function validatorSource({
  roots,
  refinements,
  refinementsModule,
  preamble = '',
  tableType,
}: ValidatorSourceInput): string {
  const functions: string[] = [];
  /** The function of each object, union and list schema, and of each list element that needs its own. */
  const names = new Map<Schema, string>();
  const elementNames = new Map<Schema, string>();
  /** The function of each distinct field test, by its text. */
  const fieldChecks = new Map<string, string>();
  const patterns = new Map<string, string>();
  const usedRefinements = new Set<string>();

  const refinementName = (fn: unknown, path: readonly string[]): string => {
    const name = Object.keys(refinements).find((key) => refinements[key] === fn);
    if (name === undefined) {
      throw new UnsupportedSchemaError(`a refinement that ${refinementsModule} does not export`, path);
    }
    usedRefinements.add(name);
    return name;
  };
  const patternName = (pattern: RegExp): string => {
    const text = String(pattern);
    let name = patterns.get(text);
    if (name === undefined) {
      name = `p${patterns.size}`;
      patterns.set(text, name);
    }
    return name;
  };

  /** The tests of a schema's checks, each `&& …` on `x`, which its base test has narrowed. */
  const checkTests = (def: Def, x: string, path: readonly string[]): string => {
    let tests = '';
    for (const check of (def.checks as { _zod: { def: CheckDef } }[] | undefined) ?? []) {
      const { check: kind, format, pattern, fn, value, inclusive } = check._zod.def;
      if (DOCUMENTING_CHECKS.has(kind)) continue;
      if (kind === 'string_format' && format === 'regex' && pattern instanceof RegExp) {
        tests += ` && ${patternName(pattern)}.test(${x})`;
      } else if (kind === 'custom') {
        tests += ` && ${refinementName(fn, path)}(${x} as never)`;
      } else if ((kind === 'greater_than' || kind === 'less_than') && typeof value === 'number') {
        const operator = (kind === 'greater_than' ? '>' : '<') + (inclusive ? '=' : '');
        tests += ` && ${x} ${operator} ${String(value)}`;
      } else {
        throw new UnsupportedSchemaError(`the check "${kind}${format ? `:${format}` : ''}"`, path);
      }
    }
    return tests;
  };

  const literals = (values: readonly unknown[], x: string, path: readonly string[]): string => {
    const tests = values.map((value) => {
      if (value !== null && !['string', 'number', 'boolean'].includes(typeof value)) {
        throw new UnsupportedSchemaError(`the literal ${String(value)}`, path);
      }
      return `${x} === ${JSON.stringify(value)}`;
    });
    return tests.length === 1 ? (tests[0] as string) : `(${tests.join(' || ')})`;
  };

  /** A boolean expression that is true when `x` (a plain name) satisfies `schema`. */
  const test = (schema: Schema, x: string, path: readonly string[]): string => {
    const def = schema._zod.def as Def;
    const checked = (base: string) => {
      const tests = checkTests(def, x, path);
      return tests === '' ? base : `(${base}${tests})`;
    };
    switch (def.type) {
      case 'string':
      case 'boolean':
        return checked(`typeof ${x} === '${def.type}'`);
      case 'number':
        return checked(
          def.format === 'safeint'
            ? `(typeof ${x} === 'number' && Number.isSafeInteger(${x}))`
            : `(typeof ${x} === 'number' && Number.isFinite(${x}))`,
        );
      case 'literal':
        return checked(literals(def.values as unknown[], x, path));
      case 'enum':
        return checked(literals(Object.values(def.entries as Record<string, unknown>), x, path));
      case 'never':
        return 'false';
      case 'unknown':
      case 'any':
        return 'true';
      case 'optional': {
        const inner = (def.innerType as Schema)._zod.def as Def;
        // optional(nullable(x)), every field of a sparse record: one test for both.
        if (inner.type === 'nullable' && checkTests(inner, x, path) === '') {
          return `(${x} == null || ${test(inner.innerType as Schema, x, path)})`;
        }
        return `(${x} === undefined || ${test(def.innerType as Schema, x, path)})`;
      }
      case 'nullable':
        return `(${x} === null || ${test(def.innerType as Schema, x, path)})`;
      case 'array':
      case 'object':
      case 'union':
        return checked(`${functionOf(schema, path)}(${x})`);
      default:
        throw new UnsupportedSchemaError(`a schema of type "${def.type}"`, path);
    }
  };

  /** The body of the function of an object, a union or a list, checking `v`. */
  const body = (schema: Schema, path: readonly string[]): string => {
    const def = schema._zod.def as Def;
    switch (def.type) {
      case 'object': {
        const catchall = def.catchall as Schema | undefined;
        if (catchall !== undefined && catchall._zod.def.type !== 'unknown') {
          throw new UnsupportedSchemaError('an object with a catchall (strict, or typed extra keys)', path);
        }
        const shape = def.shape as Record<string, Schema>;
        const fields = Object.keys(shape).map(
          (key) => ` && ${fieldCheck(shape[key] as Schema, [...path, `.${key}`])}(${member('v', key)})`,
        );
        return `  return isObject(v)${fields.join('')};\n`;
      }
      case 'union': {
        const options = (def.options as Schema[]).map((option, index) => test(option, 'v', [...path, `|${index}`]));
        return `  return ${options.join(' || ')};\n`;
      }
      case 'array':
        return `  return every(v, ${elementFunction(def.element as Schema, [...path, '[]'])});\n`;
      default:
        throw new UnsupportedSchemaError(`a schema of type "${def.type}"`, path);
    }
  };

  /**
   * The name of a function that checks a field: one per distinct test, so that the thousand
   * fields of the model share a few dozen of them (the engine inlines such small calls).
   */
  const fieldCheck = (schema: Schema, path: readonly string[]): string => {
    const text = test(schema, 'x', path);
    let name = fieldChecks.get(text);
    if (name === undefined) {
      name = `t${fieldChecks.size}`;
      fieldChecks.set(text, name);
    }
    return name;
  };

  /** The name of a function that checks one element of a list. */
  const elementFunction = (schema: Schema, path: readonly string[]): string => {
    const type = (schema._zod.def as Def).type;
    if ((type === 'object' || type === 'union' || type === 'array') && (schema._zod.def.checks ?? []).length === 0) {
      return functionOf(schema, path);
    }
    return declare(elementNames, schema, () => `  return ${test(schema, 'v', path)};\n`);
  };

  /** Declares a function for a schema once; recursive schemas call the name being declared. */
  const declare = (declared: Map<Schema, string>, schema: Schema, write: () => string): string => {
    let name = declared.get(schema);
    if (name !== undefined) return name;
    name = `c${functions.length}`;
    declared.set(schema, name);
    const index = functions.push('') - 1;
    functions[index] = `function ${name}(v: unknown): boolean {\n${write()}}\n`;
    return name;
  };
  const functionOf = (schema: Schema, path: readonly string[]): string =>
    declare(names, schema, () => body(schema, path));

  const exported = Object.entries(roots).map(([name, schema]) => `  ${name}: ${elementFunction(schema, [name])},`);
  const imports = [...usedRefinements].sort();
  return `${preamble}${imports.length > 0 ? `import { ${imports.join(', ')} } from '${refinementsModule}';\n` : ''}
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function every(list: unknown, check: (v: unknown) => boolean): boolean {
  if (!Array.isArray(list)) return false;
  for (let i = 0; i < list.length; i++) if (!check(list[i])) return false;
  return true;
}

${[...patterns].map(([pattern, name]) => `const ${name} = ${pattern};\n`).join('')}
${[...fieldChecks].map(([text, name]) => `const ${name} = (x: unknown): boolean => ${text};\n`).join('')}
${functions.join('\n')}
export const checks${tableType === undefined ? '' : `: ${tableType}`} = {
${exported.join('\n')}
};
`;
}

/**
 * src/model/validators.generated.ts: the check of every resource's records and of the pager.
 * `refinementsModule` is where the module imports the refinements from (a test that writes the
 * module elsewhere gives the file's absolute path).
 */
export function modelValidatorsModule(refinementsModule = './refinements.js'): string {
  return validatorSource({
    roots: { ...resourceSchemas, pager: PagerSchema },
    refinements,
    refinementsModule,
    preamble: `// Generated by \`npm run generate\` from the schemas of src/model/ (scripts/validators.ts). Do not edit.
import type { ResourceName } from '../resources/resource-table.js';
`,
    tableType: `{ readonly [Name in ResourceName | 'pager']: (value: unknown) => boolean }`,
  });
}
