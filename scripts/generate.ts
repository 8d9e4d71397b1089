/**
 * Writes what is derived from the resource table and its schemas, so that it never drifts:
 * - docs/schemas/<resource>.json: the JSON Schema of every resource;
 * - src/resources/field-trees.generated.ts: every resource's field tree, as compact text beside the
 *   table, one resource per line, so that `huddle/query`, `huddle/msw` and the client check paths
 *   without loading zod (scripts/field-trees.ts);
 * - src/model/validators.generated.ts: the check of every resource's records and of the pager,
 *   written from the schemas as plain code (scripts/validators.ts), so that the client validates
 *   without loading zod and without compiling code at run time;
 * - src/model/records.generated.ts: every record type of the model as a plain interface, written
 *   from the schemas (scripts/record-types.ts), so that the declarations huddle ships name records
 *   without making an app's compiler infer them from zod;
 * - src/mock/sample-dataset.generated.ts: the sample dataset `huddle/msw` serves by default, cut
 *   from the league simulator (`src/league/records/sample.ts`), so that msw never loads the simulator,
 *   one record per line (scripts/sample-dataset.ts);
 * - docs/spec-coverage.md: each section of the spec with the conformance tests that cite it
 *   (scripts/spec-coverage.ts);
 * - src/cli/shared/library-names.generated.ts: the resource table's names as literal lists, for
 *   the CLI's declarations, which load no library entry (scripts/library-names.ts);
 * - src/cli/commands/query/display-columns.generated.ts: the columns `huddle query` shows of a resource that
 *   chooses none, from its field tree (scripts/display-columns.ts);
 * - the sections of docs/push.md, docs/mock.md, docs/contract.md, docs/client.md and docs/cli.md that
 *   restate a table of the source (the order `decode` tries the receive shapes in, the doctor's
 *   findings, what each league event sends, the paths the mock's latitude nulls, the contract's
 *   rules, the resources' clients and names):
 *   scripts/doc-tables.ts.
 * With --check, writes nothing and fails when anything is missing, stale or left over.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import { resourceSchemas } from '../src/model/resources.ts';
import { type ResourceName, resourceDocs, resourceNames, resources } from '../src/resources/resource-table.ts';
import { displayColumnsModule } from './display-columns.ts';
import {
  contractRuleTable,
  detectionOrder,
  eventNotificationTable,
  findingTable,
  latitudeNullTable,
  resourceClientList,
  resourceNameList,
} from './doc-tables.ts';
import { fieldTreesModule } from './field-trees.ts';
import { libraryNamesModule } from './library-names.ts';
import { withSection } from './markdown.ts';
import { openApiJson } from './openapi.ts';
import { recordTypesModule } from './record-types.ts';
import { sampleDatasetModule } from './sample-dataset.ts';
import { specCoverage } from './spec-coverage.ts';
import { modelValidatorsModule } from './validators.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');

function jsonSchema(name: ResourceName): string {
  const { paths } = resources[name];
  const { description } = resourceDocs[name];
  const schema = resourceSchemas[name];
  const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', reused: 'ref' });
  const document = { $id: `huddle:${name}`, title: name, description: `${description} (${paths.join(', ')})`, ...json };
  return `${JSON.stringify(document, null, 2)}\n`;
}

const outputs = new Map<string, string>([
  ...resourceNames.map((name) => [`docs/schemas/${name}.json`, jsonSchema(name)] as const),
  ['src/resources/field-trees.generated.ts', fieldTreesModule()],
  ['src/model/validators.generated.ts', modelValidatorsModule()],
  ['src/mock/sample-dataset.generated.ts', sampleDatasetModule()],
  ['src/model/records.generated.ts', await recordTypesModule()],
  ['src/cli/shared/library-names.generated.ts', libraryNamesModule()],
  ['src/cli/commands/query/display-columns.generated.ts', displayColumnsModule()],
  ['docs/openapi.json', openApiJson()],
  ['docs/spec-coverage.md', specCoverage()],
]);

/** The docs' generated sections, each between its markers: `[page, section, text]`. */
const sections: readonly (readonly [string, string, string])[] = [
  ['docs/push.md', 'detection-order', detectionOrder()],
  ['docs/push.md', 'findings', findingTable()],
  ['docs/mock.md', 'event-notifications', eventNotificationTable()],
  ['docs/mock.md', 'latitude-nulls', latitudeNullTable()],
  ['docs/contract.md', 'rules', contractRuleTable()],
  ['docs/client.md', 'resource-clients', resourceClientList()],
  ['docs/cli.md', 'resource-names', resourceNameList()],
];
for (const [page, name, text] of sections) {
  const current = outputs.get(page) ?? (await readFile(root + page, 'utf8'));
  outputs.set(page, withSection(current, name, text));
}

const problems: string[] = [];
for (const [file, text] of outputs) {
  const current = await readFile(root + file, 'utf8').catch(() => null);
  if (current === text) continue;
  if (check) problems.push(`${file} is ${current === null ? 'missing' : 'stale'}`);
  else await writeFile(root + file, text);
}
for (const file of await readdir(`${root}docs/schemas`).catch(() => [] as string[])) {
  if (!outputs.has(`docs/schemas/${file}`)) problems.push(`docs/schemas/${file} is left over`);
}
if (problems.length > 0) {
  console.error(
    `Generated files are out of date: ${problems.join('; ')}.\nRun \`npm run generate\` and commit the result.`,
  );
  process.exit(1);
}
console.log(check ? `Generated files are current (${outputs.size}).` : `Wrote ${outputs.size} generated files.`);
