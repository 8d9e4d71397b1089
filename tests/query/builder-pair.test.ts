/** The standalone builder and the client's builder run one suite of builder behaviour. */
import { createClient } from '../../src/index.ts';
import { query } from '../../src/query/index.ts';
import { runBuilderSuite } from './builder.case.ts';

runBuilderSuite('query("games")', () => query('games'));

const client = createClient({ baseUrl: 'https://api.example' });
// Nothing differs between the two builders, so nothing is skipped.
runBuilderSuite('createClient().games', () => client.games, {});
