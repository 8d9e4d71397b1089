/**
 * `huddle trigger <type>`: sends one notification of the catalog through a running `huddle mock`
 * (`POST /_mock/push/send`), to the group that delivers the type, as the Stripe CLI's `trigger`
 * does for webhooks. A game type without `--game` takes a game of `--team` (or any game) from the
 * mock's query API.
 */
import { createClient, type HuddleClient, NetworkError } from '../../../index.js';
import { createMockControl, MockControlError } from '../../../mock/server/index.js';
import {
  type GroupKind,
  groupKinds,
  groupName,
  isNotificationType,
  type NotificationType,
  notificationTypes,
  TEAM_ABBREVIATION,
  type TeamGroupKind,
} from '../../../push/index.js';
import type { CommandRun } from '../../core/declaration.js';
import { CliError, UsageError } from '../../core/errors/cli-error.js';
import { escapeText, jsonText } from '../../output/escape.js';
import { styleFor } from '../../output/style.js';
import { mockFailure, mockUrl, unreachable } from '../../shared/mock-address.js';
import type { triggerDeclaration } from './declaration.js';

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

/** `huddle trigger`, once its arguments are read: loaded only when it runs. */
export const run: CommandRun<typeof triggerDeclaration.options> = async (context, { values, positionals }) => {
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
};
