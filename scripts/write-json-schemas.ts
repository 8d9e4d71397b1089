/**
 * Writes the JSON Schema of every resource of the table into docs/schemas/, one file each.
 * With --check, writes nothing and fails when a file is missing, stale or left over.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { resourceNames, resources } from '../src/resources.ts';

const outDir = fileURLToPath(new URL('../docs/schemas/', import.meta.url));
const check = process.argv.includes('--check');

function render(name: (typeof resourceNames)[number]): string {
  const { schema, paths, description } = resources[name];
  const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', reused: 'ref' });
  const document = { $id: `huddle:${name}`, title: name, description: `${description} (${paths.join(', ')})`, ...json };
  return `${JSON.stringify(document, null, 2)}\n`;
}

const expected = new Map(resourceNames.map((name) => [`${name}.json`, render(name)]));
const problems: string[] = [];

if (!check) await mkdir(outDir, { recursive: true });
for (const [file, text] of expected) {
  const current = await readFile(outDir + file, 'utf8').catch(() => null);
  if (current === text) continue;
  if (check) problems.push(`${file} is ${current === null ? 'missing' : 'stale'}`);
  else await writeFile(outDir + file, text);
}
const present = await readdir(outDir).catch(() => [] as string[]);
for (const file of present) if (file.endsWith('.json') && !expected.has(file)) problems.push(`${file} is left over`);

if (problems.length > 0) {
  console.error(`docs/schemas is out of date: ${problems.join('; ')}.\nRun \`npm run schemas\` and commit the result.`);
  process.exit(1);
}
console.log(
  check
    ? `docs/schemas is current (${expected.size} resources).`
    : `Wrote ${expected.size} JSON Schemas to docs/schemas/.`,
);
