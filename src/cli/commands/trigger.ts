/**
 * `huddle trigger <type>`: sends one notification of the catalog through a running `huddle mock`
 * (`POST /_mock/push/send`), to the group that delivers the type, as the Stripe CLI's `trigger`
 * does for webhooks. A game type without `--game` takes a game of `--team` (or any game) from the
 * mock's query API.
 */
import { createClient, type HuddleClient, NetworkError } from '../../index.js';
import { createMockControl, MockControlError, mockRoutes } from '../../mock/server/index.js';
import {
  type GroupKind,
  groupKinds,
  groupName,
  isNotificationType,
  type NotificationType,
  notificationTypes,
  TEAM_ABBREVIATION,
  type TeamGroupKind,
} from '../../push/index.js';
import { defineCommand } from '../define-command.js';
import { CliError, UsageError } from '../errors/cli-error.js';
import { DEFAULT_MOCK_URL, mockFailure, mockUrl, unreachable } from '../listen/mock-address.js';
import { escapeText, jsonText } from '../output/escape.js';
import { styleFor } from '../style.js';

const types = Object.keys(notificationTypes) as NotificationType[];

/** The kind of group a type goes to by default: the one named as the type, else the team kind that delivers it. */
function groupKindOf(type: NotificationType): GroupKind {
  const kinds = (Object.keys(groupKinds) as GroupKind[]).filter((kind) =>
    (groupKinds[kind].delivers as readonly string[]).includes(type),
  );
  return (kinds.find((kind) => kind === type) ?? kinds.find((kind) => groupKinds[kind].perTeam)) as GroupKind;
}

/** A game as the command needs it: its id, and its home team for a team type without --team. */
interface Game {
  readonly id: string;
  readonly home: string | null;
}

/** A game of the mock: of the team when given, else any. */
async function findGame(client: HuddleClient, team: string | undefined): Promise<Game> {
  let query = client.games.select('id,homeTeam{abbr}').sort('gameTime').take(1);
  if (team !== undefined) {
    query = query.or(
      (branch) => branch.where('homeTeam.abbr', team),
      (branch) => branch.where('visitorTeam.abbr', team),
    );
  }
  const [game] = (await query.list()).data;
  if (game?.id == null || game.homeTeam?.abbr == null) {
    throw new CliError(`the mock has no game${team === undefined ? '' : ` of ${team}`}; give --game`);
  }
  return { id: game.id, home: game.homeTeam.abbr };
}

/** The game `--game` names, refused when the mock has none of that id: its notification would lead nowhere. */
async function givenGame(client: HuddleClient, id: string): Promise<Game> {
  const [game] = (await client.games.select('id,homeTeam{abbr}').where('id', id).take(1).list()).data;
  if (game !== undefined) return { id, home: game.homeTeam?.abbr ?? null };
  const { data } = await client.games.select('id').sort('gameTime').take(3).list();
  const known = data.map((one) => one.id).join(', ');
  throw new CliError(`the mock has no game '${id}'; its games are like ${known} (huddle query games --fs id)`);
}

/** `huddle trigger`. */
export const triggerCommand = defineCommand({
  name: 'trigger',
  summary: 'send one push notification through huddle mock, to the devices that subscribed',
  description: `
Types: ${types.join(', ')}.

Builds a notification of the type, with the parameter its type requires in
extras.more, and sends it to the group that delivers the type (POST
${mockRoutes.send.template}): every device registered with the mock (huddle listen) whose
groups include it receives it, in its platform's payload. Prints how many did.

The group is the type's own (breakingNews, tuneInAlertLiveGame, …) or, for a team
type, that of --team: teamAlertScoringPlays_<team> for teamAlertScoringPlay (the
spec's spelling), relationalAlertGameOvertime<team> (no underscore) for overtime.
--group sends to another group instead (closeGameCarrier, say).

A game type (gameId) without --game asks the mock's query API (GET /games) for a
game of --team, or for any game; without --team, a team type then goes to the
group of that game's home team. articleId and injuryId are given with --article
and --injury (the league has no injury records for the command to pick one from).`,
  positionals: [{ name: 'type', required: true }],
  options: {
    team: { type: 'string', value: 'ABBR', description: 'the team (NE, KC): its group, and its game' },
    game: { type: 'string', value: 'ID', description: 'the gameId (default: a game of the mock, as above)' },
    article: { type: 'string', value: 'ID', description: 'the articleId of breakingNews and teamAlertNews' },
    injury: { type: 'string', value: 'ID', description: 'the injuryId of teamAlertInjury' },
    group: { type: 'string', value: 'NAME', description: 'the group to send to (default: the type’s, as above)' },
    message: {
      type: 'string',
      value: 'TEXT',
      description: 'the text shown (default: one naming the type and its id)',
    },
    title: { type: 'string', value: 'TEXT', description: 'a headline' },
    'base-url': { type: 'string', value: 'URL', default: DEFAULT_MOCK_URL, description: 'where huddle mock listens' },
    json: { type: 'boolean', description: 'one JSON object: {group, notification, deliveries}' },
  },
  examples: [
    'huddle trigger teamAlertScoringPlay --team KC',
    "huddle trigger breakingNews --article 42 --message 'Trade!'",
    'huddle trigger relationalAlertGameOvertime --team BUF --group closeGameCarrier',
  ],
  async run(context, { values, positionals }) {
    const [type] = positionals;
    if (type === undefined) throw new UsageError('which type?');
    if (!isNotificationType(type)) {
      throw new CliError(`'${type}' is no notification type; one of ${types.join(', ')}`);
    }
    const { team } = values;
    if (team !== undefined && !TEAM_ABBREVIATION.test(team)) {
      throw new CliError(`--team '${team}' is not a team abbreviation (e.g. NE)`);
    }
    const mock = createMockControl(mockUrl(values['base-url']));
    const { parameter } = notificationTypes[type];
    const kind = groupKindOf(type);
    const perTeam = groupKinds[kind].perTeam && values.group === undefined;

    let id: string | undefined;
    let groupTeam = team;
    try {
      if (parameter === 'gameId') {
        const client = createClient({ baseUrl: mock.baseUrl, retry: 0 });
        const game = values.game === undefined ? await findGame(client, team) : await givenGame(client, values.game);
        id = game.id;
        groupTeam ??= game.home ?? undefined;
      }
    } catch (error) {
      if (error instanceof NetworkError) throw unreachable(mock.baseUrl, error);
      throw error;
    }
    if (parameter === 'articleId') id = values.article;
    if (parameter === 'injuryId') id = values.injury;
    if (parameter !== null && id === undefined) {
      const option = parameter === 'articleId' ? 'article' : 'injury';
      throw new CliError(`${type} needs --${option} (its ${parameter})`);
    }
    if (perTeam && groupTeam === undefined) throw new CliError(`${type} goes to a team's group; give --team`);

    const group =
      values.group ??
      (groupKinds[kind].perTeam ? groupName(kind as TeamGroupKind, groupTeam as string) : (kind as string));
    const notification = {
      message: values.message ?? `${type}${parameter === null ? '' : ` (${parameter} ${id})`}, sent by huddle trigger`,
      ...(values.title !== undefined && { title: values.title }),
      extras: { type, more: parameter === null ? {} : { [parameter]: id } },
    };

    let deliveries: number;
    try {
      deliveries = await mock.send(group, notification);
    } catch (error) {
      if (error instanceof MockControlError) throw mockFailure(error);
      throw error;
    }
    if (values.json) context.stdout.write(`${jsonText({ group, notification, deliveries })}\n`);
    else {
      const style = styleFor(context.env, context.stdout);
      const devices = `${escapeText(String(deliveries))} ${deliveries === 1 ? 'device' : 'devices'}`;
      context.stdout.write(
        `${style.bold(type)} → ${style.cyan(escapeText(group))}: ${style.green(devices)} received it\n`,
      );
    }
    return 0;
  },
});
