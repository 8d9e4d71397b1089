/**
 * Issue 38, friction 3: README's entry table says the root entry holds "the query builder", and
 * `query()` is how one starts. Compiled against the built declarations (tsconfig.json here).
 */
import { compile, query } from 'huddle';

export const params = compile(query('games').select('id,homeTeam{abbr}').where('week.week', 3).toNode());
// @ts-expect-error still checked: no field `homeTeem` on games
query('games').select('id,homeTeem{abbr}');
