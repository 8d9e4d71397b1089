/**
 * Issue 38, frictions 1 and 2: a `huddle/query` builder runs through the client (`from(builder)`)
 * and through TanStack (`list(builder)`) with its selection's type; a selector held in a `string`
 * compiles, typed wider (any of the record's fields may be there), and is checked at run time.
 * Compiled against the built declarations.
 */
import { createClient, query } from 'huddle';
import { queries } from 'huddle/tanstack';

/** Exactly the same type (not merely assignable either way). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function exactly<A, B>(_proof: Equal<A, B>): void {}

const client = createClient({ baseUrl: 'https://api.example.com' });
const built = query('games').select('id,homeTeam{abbr}').where('week.week', 3);

/**
 * What `fs=id,homeTeam{abbr}` gives for a game, worked by hand: those fields only, each `null`
 * where the service sent none (the model's records keep every member nullable).
 */
type IdAndHomeAbbr = { id: string | null; homeTeam: { abbr: string | null } | null };

export async function builderThroughClient(): Promise<void> {
  const page = await client.games.from(built).list();
  exactly<(typeof page.data)[number], IdAndHomeAbbr>(true);
  const first = await client.games.from(built).sort('gameTime', 'desc').first();
  exactly<typeof first, IdAndHomeAbbr | null>(true);
  // A selection made on the client adds to the builder's.
  const more = await client.games.select('gameTime').from(built).list();
  exactly<keyof (typeof more.data)[number], 'id' | 'homeTeam' | 'gameTime'>(true);
  // A builder that selects nothing gives the resource's default fields, as the client does.
  const plain = await client.games.from(query('games').where('week.season', 2024)).list();
  exactly<typeof plain.data, Awaited<ReturnType<typeof client.games.list>>['data']>(true);
  // @ts-expect-error a query of teams is not a query of games
  client.games.from(query('teams').select('abbr'));
}

export function builderThroughTanStack(): void {
  const q = queries(client);
  const options = q.games.list(built);
  type Data = Awaited<ReturnType<typeof options.queryFn>>['data'];
  exactly<Data[number], IdAndHomeAbbr>(true);
}

export async function dynamicSelector(fs: string, s: string): Promise<void> {
  const page = await client.games.select(fs).list();
  const row = page.data[0];
  // Any of the record's fields may be there, or not: each is optional, at every depth.
  const id: string | null | undefined = row?.id;
  const abbr: string | null | undefined = row?.homeTeam?.abbr;
  if (row !== undefined) exactly<typeof row, Partial<typeof row>>(true);
  // @ts-expect-error a field stays optional: it may not have been selected
  const sure: string | null = row?.id;
  // @ts-expect-error and no field the record lacks
  row?.homeTeem;
  // `fs` and `s` as strings, such as toParams() gives them or a URL holds them.
  const fromStrings = await client.games.from({ fs, s }).list();
  exactly<typeof fromStrings.data, typeof page.data>(true);
  await client.games.from(query('games').select('id').where('week.week', 3).toParams()).list();
  // The same through huddle/query.
  const params = query('games').select(fs).toParams();
  void [id, abbr, sure, params];
  // A literal selector is still checked.
  // @ts-expect-error no field `homeTeem` on games
  client.games.select('id,homeTeem{abbr}');
}
