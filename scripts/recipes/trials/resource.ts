/** The trial of "A resource (an endpoint of the spec)": `arenas` at `/arenas`, written from the teams' venues. */
import type { RecipeTrial } from '../trial.ts';

export const resource: RecipeTrial = {
  heading: 'A resource (an endpoint of the spec)',
  placeholder: { family: 'media' },
  row: [
    {
      file: 'src/resources/resource-table.ts',
      after:
        "  events: {\n    paths: ['/events'],\n    byIdPath: null,\n    envelope: 'envelope',\n    contentListWhen: null,\n    defaultFields: null,\n    subQueries: [],\n  },\n",
      insert:
        "  arenas: {\n    paths: ['/arenas'],\n    byIdPath: null,\n    envelope: 'envelope',\n    contentListWhen: null,\n    defaultFields: null,\n    subQueries: [],\n  },\n",
    },
    {
      file: 'src/resources/resource-table.ts',
      before: '};\n\n/** The names of every resource, in table order. */',
      insert:
        "  arenas: {\n    endpoint: '/arenas | fs, s | envelope of Arena',\n    description: 'The arenas the teams play in.',\n    filterHints: ['name'],\n  },\n",
    },
  ],
  rest: [
    {
      file: 'src/model/media.ts',
      after: '  assets: record({ imageUrl: z.string(), imageIconUrl: z.string() }),\n});\n',
      insert:
        '\n/** An arena (`/arenas`). */\nexport const ArenaSchema = record({\n  id: z.string(),\n  name: z.string(),\n  team: record({ id: z.string() }),\n});\n',
    },
    {
      file: 'src/model/resources.ts',
      replace: "import { AudioSchema, EventSchema } from './media.js';",
      with: "import { ArenaSchema, AudioSchema, EventSchema } from './media.js';",
    },
    { file: 'src/model/resources.ts', after: '  events: EventSchema,\n', insert: '  arenas: ArenaSchema,\n' },
    {
      file: 'src/league/records/dataset.ts',
      after: '    events: shared.events,\n',
      insert: `    arenas: () =>\n      finals()\n        .teams()\n        .map((team) => ({ id: \`arena-\${team.abbr}\`, name: team.venue?.name ?? null, team: { id: team.id } })),\n`,
    },
    {
      file: 'tests/fixtures/spec-samples.ts',
      before: '} satisfies Record<ResourceName, unknown>;',
      insert: "  arenas: { id: 'arena-KC', name: 'GEHA Field at Arrowhead Stadium', team: { id: 'team-1' } },\n",
    },
  ],
  named: [
    'src/model/record-types.ts',
    'tests/contract/spec-quotes.test.ts',
    'src/resources/sub-queries.ts',
    'src/model/validators.generated.ts',
    'src/model/records.generated.ts',
    'tests/resources/one-row.test.ts',
    'tests/resources.test.ts',
  ],
  scripts: ['generate'],
  tests: [
    'tests/resources/',
    'tests/model/schemas.test.ts',
    'tests/league/sample.test.ts',
    'tests/league/golden.test.ts',
    'tests/league/dataset.test.ts',
    'tests/mock/api.test.ts',
    'tests/cli/library-names.test.ts',
    'tests/cli/table.test.ts',
    'tests/docs/generated-sections.test.ts',
  ],
};
