/** The trial of "An envelope kind": `{ token, data }`, a page that says where the next one starts. */
import type { RecipeTrial } from '../trial.ts';

export const envelopeKind: RecipeTrial = {
  heading: 'An envelope kind',
  placeholder: {},
  row: [
    {
      file: 'src/resources/resource-table.ts',
      after: "  readonly 'record-or-envelope': unknown;\n",
      insert:
        "  /** `{ token, data }`: a page that says where the next one starts. */\n  readonly 'token-page': unknown;\n",
    },
  ],
  rest: [
    {
      file: 'src/resources/envelope-records.ts',
      after: "    throw shapeError(name, [], '{ pager, data }, or one record', body);\n  },\n",
      insert: [
        "  'token-page': (name, body) => {",
        "    if (isRecord(body) && Array.isArray(body.data)) return { data: body.data, at: ['data'] };",
        "    throw shapeError(name, [], '{ token, data }', body);",
        '  },',
        '',
      ].join('\n'),
    },
    {
      file: 'src/mock/engine/list-body.ts',
      after: "  'record-or-envelope': ({ data, pager }) => ({ pager, data }),\n",
      insert: "  'token-page': ({ data }) => ({ token: null, data }),\n",
    },
    {
      file: 'scripts/openapi.ts',
      after: "    words: () => 'in `{ pager, data }`, or the one record named',\n    notFound: true,\n  },\n",
      insert: [
        "  'token-page': {",
        '    schema: (name) => ({',
        "      type: 'object',",
        "      required: ['data'],",
        "      properties: { token: { type: ['string', 'null'] }, data: { type: 'array', items: schemaRef(name) } },",
        '    }),',
        "    words: () => 'in `{ token, data }`',",
        '    notFound: false,',
        '  },',
        '',
      ].join('\n'),
    },
    {
      file: 'src/contract/spec-quotes.ts',
      after: "  'record-or-envelope': endpointQuotes.lists,\n",
      insert:
        "  'token-page': { section: ENVELOPES, sentence: 'Collection results: object `{pager, data:[...]}`.' },\n",
    },
  ],
  named: ['tests/resources/envelope-kinds.test.ts'],
  scripts: [],
  tests: ['tests/resources/envelope-kinds.test.ts', 'tests/resources/openapi.test.ts'],
};
