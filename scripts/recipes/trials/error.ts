/** The trial of "An error": `QuotaError`, a call the service refused because the app's quota is spent. */
import type { RecipeTrial } from '../trial.ts';

export const error: RecipeTrial = {
  heading: 'An error',
  placeholder: { name: 'quota' },
  row: [{ file: 'src/errors/codes.ts', after: "  | 'ERR_TOKEN'\n", insert: "  | 'ERR_QUOTA'\n" }],
  rest: [
    {
      file: 'src/errors/quota-error.ts',
      create: [
        "import { HuddleError } from './huddle-error.js';",
        '',
        "/** A call the service refused because the app's quota is spent. */",
        'export class QuotaError extends HuddleError {',
        "  override name = 'QuotaError';",
        "  override readonly code = 'ERR_QUOTA' as const;",
        '  constructor(',
        '    /** When the quota is renewed, as the service said. */',
        '    readonly renewsAt: string,',
        '  ) {',
        "    super('Quota spent: nothing more is answered until it is renewed');",
        '  }',
        '}',
        '',
      ].join('\n'),
    },
    {
      file: 'tests/errors/codes.test.ts',
      after: "  ERR_TOKEN: () => new TokenError('empty'),\n",
      insert: "  ERR_QUOTA: () => new QuotaError('2024-09-06T00:00:00Z'),\n",
    },
    { file: 'tests/errors/codes.test.ts', after: '  NetworkError,\n', insert: '  QuotaError,\n' },
    {
      file: 'src/index.ts',
      after: "export { TokenError } from './errors/token-error.js';\n",
      insert: "export { QuotaError } from './errors/quota-error.js';\n",
    },
    {
      file: 'docs/client.md',
      before: '| `ERR_ID`  ',
      insert: '| `ERR_QUOTA` | `QuotaError` | `huddle` | a call refused because the quota is spent |\n',
    },
    {
      file: 'docs/client.md',
      before: '| `IdError`  ',
      insert: '| `QuotaError` | a call refused because the quota is spent | `renewsAt` |\n',
    },
  ],
  named: ['tests/package/layout.test.ts'],
  scripts: [],
  tests: ['tests/errors/codes.test.ts', 'tests/package/layout.test.ts'],
};
