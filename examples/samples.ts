/**
 * An offline tour of huddle's data model: validates a spec-shaped record of every resource
 * through `huddle/schemas`, prints what the resource table knows of each endpoint, and shows
 * the error a malformed record gets. Run with `npx tsx examples/samples.ts`.
 */
import { formatFields, parseFields, resourceDocs, resourceNames, resources, toDate, ValidationError } from 'huddle';
import { groupName, Preferences, route } from 'huddle/push';
import { query } from 'huddle/query';
import { type Game, resourceSchemas, validate } from 'huddle/schemas';
import { specSamples } from '../tests/fixtures/spec-samples.ts';

const pad = (text: string, width: number) => text.padEnd(width);

console.log('huddle: the service model, offline\n');
console.log(`${pad('resource', 19)}${pad('paths', 41)}${pad('envelope', 16)}fields  filterable by`);
for (const name of resourceNames) {
  const row = resources[name];
  const record = validate(resourceSchemas[name], specSamples[name], name) as Record<string, unknown>;
  const paths = [...row.paths, ...(row.byIdPath ? [row.byIdPath] : [])].join(' ');
  const { filterHints } = resourceDocs[name];
  const hints = filterHints.length > 0 ? filterHints.join(', ') : '-';
  console.log(
    `${pad(name, 19)}${pad(paths, 41)}${pad(row.envelope, 16)}${pad(String(Object.keys(record).length), 8)}${hints}`,
  );
}

const game = validate(resourceSchemas.games, specSamples.games, 'games') as Game;
const { homeTeam, visitorTeam, homeTeamScore, visitorTeamScore, gameTime } = game;
console.log(
  `\nA game: ${visitorTeam?.abbr} ${visitorTeamScore?.pointsTotal} @ ${homeTeam?.abbr} ${homeTeamScore?.pointsTotal}, ` +
    `kick-off ${gameTime} = ${gameTime ? toDate(gameTime).toISOString() : 'unknown'}`,
);
for (const drive of game.drives ?? []) {
  const ended = drive.realTimeEnd ? toDate(drive.realTimeEnd).toISOString() : 'still going';
  console.log(`  drive ${drive.orderSequence} (${drive.possessionTeam}): ${drive.yards} yards, ended ${ended}`);
}

const corrupted = { ...specSamples.games, drives: [{ ...specSamples.games.drives[0], yards: '70' }] };
try {
  validate(resourceSchemas.games, corrupted, 'games');
} catch (error) {
  if (!(error instanceof ValidationError)) throw error;
  console.log(`\nA corrupted record is refused, with the place and the value:\n  ${error.message}`);
}

const weekThree = query('games')
  .select('id, gameTime, homeTeam{abbr}, visitorTeam{abbr}')
  .where('week.season', 2024)
  .where('week.week', 3)
  .or(
    (branch) => branch.where('homeTeam.abbr', 'NE'),
    (branch) => branch.where('visitorTeam.abbr', 'NE'),
  )
  .sort('gameTime', 'desc')
  .take(10);
const { fs, s } = weekThree.toParams();
console.log(`\nThe week-3 games of NE, as the service wants them:\n  fs=${fs}\n  s=${s}`);
console.log(`  GET /games?${weekThree.toSearchParams()}`);
console.log(
  `A hand-written selector, read and written canonically:\n  ${formatFields(parseFields('rightsHolder.contentProvider.name, related(persons{lastName})'))}`,
);
try {
  (query('games') as unknown as { where(path: string, value: unknown): unknown }).where('homeTeam.abbrev', 'NE');
} catch (error) {
  console.log(`A misspelt path from untyped code:\n  ${(error as Error).message}`);
}

const preferences = Preferences.offered({ teams: ['NE'] })
  .enable('breakingNews')
  .enable(groupName('relationalAlertGameOvertime', 'NE'));
console.log(
  `\nA settings screen offers ${preferences.groups.length} groups, all off until chosen; this user chose:\n  ${preferences.toGroups().join(', ')}`,
);
for (const extras of [
  { type: 'teamAlertScoringPlay', more: { gameId: specSamples.games.id } },
  { type: 'teamAlertInjury', more: {} },
]) {
  console.log(`A ${extras.type} notification leads to ${JSON.stringify(route(extras))}`);
}
