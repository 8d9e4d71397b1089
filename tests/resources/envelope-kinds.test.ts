/**
 * Adding an envelope kind to `EnvelopeKinds` (src/resources/resource-table.ts) fails to compile until each
 * of its three readers handles it: the readers `envelopeReaders` (client and proxy), the mock's `envelopeWriters` and
 * the OpenAPI script's `envelopeSchemas`. A throwaway kind is added in memory, and the compiler
 * names exactly those three tables.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { insertAfter, sourceText, typeErrorsWith } from '../support/suite/type-errors-with.ts';

/** Every file of src/ and scripts/ that mentions envelopes: whatever could read a kind. */
const readers = ['src', 'scripts'].flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => `${folder}/${name}`)
    .filter((file) => /envelope/i.test(readFileSync(file, 'utf8'))),
);

let errors: Record<string, string[]>;
beforeAll(() => {
  const table = 'src/resources/resource-table.ts';
  const kind = "\n  /** A throwaway kind of this test: `{ cursor, data }`. */\n  readonly 'cursor-page': unknown;";
  errors = typeErrorsWith(
    { [table]: insertAfter(sourceText(table), 'export interface EnvelopeKinds {', kind) },
    readers,
  );
}, 120_000);

it('the program holds the table and the client, mock and OpenAPI readers', () => {
  expect(readers).toEqual(
    expect.arrayContaining([
      'src/resources/resource-table.ts',
      'src/resources/envelope-records.ts',
      'src/mock/engine/list-body.ts',
      'scripts/openapi.ts',
    ]),
  );
});

it('names the client’s readers, the mock’s writers, the OpenAPI descriptions and verify’s spec quotes, and nothing else', () => {
  expect(Object.keys(errors).sort()).toEqual([
    'scripts/openapi.ts',
    'src/contract/spec-quotes.ts',
    'src/mock/engine/list-body.ts',
    'src/resources/envelope-records.ts',
  ]);
  for (const found of Object.values(errors)) {
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/Property '"cursor-page"' is missing/);
  }
});
