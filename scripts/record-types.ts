/**
 * Writes the model's record types as plain TypeScript, from the zod schemas: one interface per
 * named object schema (`GameWeekSchema` → `GameWeek`), one type alias per other named schema
 * (`SeasonTypeSchema` → `SeasonType`), anonymous objects written inline, and `RecordTypes`, the
 * complete record of each resource. Each is what `Complete<z.output<schema>>` (src/model/types.ts)
 * makes of the schema: every field present, `null` kept and `undefined` dropped, fields that can
 * never hold a value left out, and the index signature of loose objects left out.
 *
 * Why: declarations derived from the schemas make every app's compiler run zod's inference again
 * (about 4,300 type instantiations on a resource's first use, docs/benchmarks.md, issue 38); these
 * interfaces cost it nothing to derive. tests/model/record-types.test-d.ts checks that each one
 * is exactly the type zod infers, so the two cannot drift apart.
 *
 * A schema kind this module does not write stops it with the path to it, rather than guess.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import * as z from 'zod/mini';
import { resourceSchemas } from '../src/model/resources.ts';
import { resourceNames } from '../src/resources/resource-table.ts';

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;

const modelFolder = fileURLToPath(new URL('../src/model/', import.meta.url));

/** A schema kind the record-type generator does not write, and where it was met. */
class UnsupportedRecordSchemaError extends Error {
  constructor(what: string, path: readonly string[]) {
    super(
      `The record-type generator cannot write ${what} at ${path.join('') || '(root)'}; write it in scripts/record-types.ts`,
    );
    this.name = 'UnsupportedRecordSchemaError';
  }
}

/** A schema the model exports under a name ending in `Schema`. */
interface NamedSchema {
  /** The type's name: the export's, without `Schema`. */
  readonly name: string;
  /** The export's TSDoc comment, as written. */
  readonly doc: string | undefined;
}

/** The TSDoc comment of each `export const …Schema` of a module's source, by the export's name. */
function schemaDocs(source: string): Map<string, string> {
  const docs = new Map<string, string>();
  const file = ts.createSourceFile('model.ts', source, ts.ScriptTarget.Latest, false);
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const comments = ts.getLeadingCommentRanges(source, statement.pos) ?? [];
    const doc = comments.filter((range) => source.startsWith('/**', range.pos)).at(-1);
    if (doc === undefined) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name)) docs.set(declaration.name.text, source.slice(doc.pos, doc.end));
    }
  }
  return docs;
}

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && '_zod' in value;

/** Every schema the modules of src/model/ export as `…Schema`, with its name and comment. */
async function namedSchemas(): Promise<Map<Schema, NamedSchema>> {
  const named = new Map<Schema, NamedSchema>();
  const files = readdirSync(modelFolder)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.generated.ts'))
    .sort();
  // Read every source first: a schema may come through a module that re-exports it (index.ts).
  const docs = new Map(files.flatMap((file) => [...schemaDocs(readFileSync(modelFolder + file, 'utf8'))]));
  for (const file of files) {
    const exports = (await import(modelFolder + file)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(exports)) {
      if (!exportName.endsWith('Schema') || !isSchema(value) || named.has(value)) continue;
      named.set(value, { name: exportName.slice(0, -'Schema'.length), doc: docs.get(exportName) });
    }
  }
  return named;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const quote = (value: unknown): string => {
  if (typeof value === 'string') return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  throw new TypeError(`not a literal: ${String(value)}`);
};
const propertyName = (key: string) => (IDENTIFIER.test(key) ? key : quote(key));

/** A type's text, and whether it is a union (so that `[]` after it needs parentheses). */
interface Written {
  readonly text: string;
  readonly union: boolean;
}
const single = (text: string): Written => ({ text, union: false });
const unionOf = (parts: readonly string[]): Written =>
  parts.length === 1 ? single(parts[0] as string) : { text: parts.join(' | '), union: true };

/** The fields of an object schema that `Complete` keeps: not `never` once `undefined` is dropped. */
function keptFields(def: Def): [string, Schema][] {
  const shape = def.shape as Record<string, Schema>;
  return Object.keys(shape)
    .map((key): [string, Schema] => [key, shape[key] as Schema])
    .filter(([, field]) => {
      const inner = field._zod.def.type === 'optional' ? ((field._zod.def as Def).innerType as Schema) : field;
      return inner._zod.def.type !== 'never';
    });
}

/**
 * The module's source: the declarations of every named schema, those the resources reach first
 * (each before what it refers to), then the others, then `RecordTypes`.
 */
export async function recordTypesModule(): Promise<string> {
  const named = await namedSchemas();
  /** Each declaration's text, in the order each was first reached (its slot is taken before its members are written). */
  const declarations: string[] = [];
  const declared = new Set<Schema>();
  let usesOpenEnum = false;

  /**
   * The named object an anonymous object schema is: one with the same kept fields, each the very
   * same schema (`z.extend` copies fields; `record()` wraps each field in a schema of its own, so
   * two objects share every field only when one was made from the other by adding fields
   * `Complete` drops, as the standings object is made from `StandingsSchema`).
   */
  const sameAs = (schema: Schema, fields: readonly [string, Schema][]): NamedSchema | undefined => {
    for (const [candidate, info] of named) {
      const def = candidate._zod.def as Def;
      if (candidate === schema || def.type !== 'object') continue;
      const theirs = keptFields(def);
      const own = new Map(fields);
      if (theirs.length === fields.length && theirs.every(([key, field]) => own.get(key) === field)) return info;
    }
    return undefined;
  };

  /** The members of an object, one a line, at `indent`. */
  const members = (fields: readonly [string, Schema][], indent: string, path: readonly string[]) =>
    fields
      .map(([key, field]) => {
        const inner = field._zod.def.type === 'optional' ? ((field._zod.def as Def).innerType as Schema) : field;
        return `${indent}${propertyName(key)}: ${write(inner, indent, [...path, `.${key}`]).text};\n`;
      })
      .join('');

  /** How each schema kind is written, at `indent` (the indentation of the line it starts on). */
  const kinds: Readonly<
    Record<string, (def: Def, indent: string, path: readonly string[], schema: Schema) => Written>
  > = {
    string: (_def, indent, _path, schema) => {
      const { examples } = z.globalRegistry.get(schema) ?? {};
      if (!Array.isArray(examples)) return single('string');
      usesOpenEnum = true;
      const known = examples.map(quote);
      // One value a line when they would make a long line (issue 39: generated code stays readable).
      const oneLine = known.join(' | ');
      if (indent.length + oneLine.length <= 80) return single(`OpenEnum<${oneLine}>`);
      return single(`OpenEnum<\n${known.map((value) => `${indent}  | ${value}\n`).join('')}${indent}>`);
    },
    number: () => single('number'),
    boolean: () => single('boolean'),
    never: () => single('never'),
    unknown: () => single('unknown'),
    literal: (def) => unionOf((def.values as unknown[]).map(quote)),
    enum: (def) => unionOf(Object.values(def.entries as Record<string, unknown>).map(quote)),
    nullable: (def, indent, path) => unionOf([write(def.innerType as Schema, indent, path).text, 'null']),
    array: (def, indent, path) => {
      const element = write(def.element as Schema, indent, [...path, '[]']);
      return single(element.union ? `(${element.text})[]` : `${element.text}[]`);
    },
    union: (def, indent, path) =>
      unionOf((def.options as Schema[]).map((option, index) => write(option, indent, [...path, `|${index}`]).text)),
    object: (def, indent, path, schema) => {
      const fields = keptFields(def);
      const same = sameAs(schema, fields);
      if (same !== undefined) return single(same.name);
      return single(`{\n${members(fields, `${indent}  `, path)}${indent}}`);
    },
  };

  /** The type of a schema: its name when it has one (declared on first use), else written out. */
  function write(schema: Schema, indent: string, path: readonly string[]): Written {
    const info = named.get(schema);
    if (info !== undefined) {
      declare(schema, info);
      return single(info.name);
    }
    return writeOut(schema, indent, path);
  }

  function writeOut(schema: Schema, indent: string, path: readonly string[]): Written {
    const def = schema._zod.def as Def;
    const kind = kinds[def.type];
    if (kind === undefined) throw new UnsupportedRecordSchemaError(`a schema of type "${def.type}"`, path);
    return kind(def, indent, path, schema);
  }

  function declare(schema: Schema, info: NamedSchema): void {
    if (declared.has(schema)) return;
    declared.add(schema);
    const slot = declarations.push('') - 1;
    const doc = info.doc === undefined ? '' : `${info.doc}\n`;
    declarations[slot] = `${doc}export type ${info.name} = ${writeOut(schema, '', [info.name]).text};\n`;
  }

  const rows = resourceNames.map((name) => {
    const schema: Schema = resourceSchemas[name];
    const info = named.get(schema);
    if (info === undefined)
      throw new UnsupportedRecordSchemaError('a resource schema the model does not export', [name]);
    declare(schema, info);
    return `  ${propertyName(name)}: ${info.name};\n`;
  });
  for (const [schema, info] of named) declare(schema, info);

  const imports = [usesOpenEnum ? "import type { OpenEnum } from './open-enum.js';\n" : ''].join('');
  return `// Generated by \`npm run generate\` from the schemas of src/model/ (scripts/record-types.ts). Do not edit.
${imports}
${declarations.join('\n')}
/**
 * The complete record of each resource: every field present, null where the service had no
 * data. Each is \`Complete<z.output<…>>\` of the resource's schema, written out
 * (tests/model/record-types.test-d.ts holds them equal).
 */
export type RecordTypes = {
${rows.join('')}};
`;
}
