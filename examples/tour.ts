/**
 * A tour of huddle against a running service (the mock, with `npm start`): typed queries over
 * real HTTP, paging, statistics, videos, a device's groups, and push payloads on every platform.
 */
import { createClient } from 'huddle';
import { aps, data, groupName, route } from 'huddle/push';
import { decode, toast } from 'huddle/push/toast';

const line = (text = '') => console.log(text);
const heading = (text: string) => line(`\n── ${text} ${'─'.repeat(Math.max(0, 70 - text.length))}`);

/** Runs the tour against `baseUrl`; `token` is sent on the push call. */
export async function tour(baseUrl: string, token = 'demo-token'): Promise<void> {
  const client = createClient({ baseUrl, token });

  heading('Week 3 of 2024, with teams and scores (a nested selection)');
  const week = await client.games
    .select({
      id: true,
      gameTime: true,
      homeTeam: { abbr: true },
      visitorTeam: { abbr: true },
      homeTeamScore: { pointsTotal: true },
      visitorTeamScore: { pointsTotal: true },
    })
    .where('week.season', 2024)
    .where('week.seasonType', 'REG')
    .where('week.week', 3)
    .sort('gameTime')
    .list();
  for (const game of week.data) {
    line(
      `  ${game.gameTime?.padEnd(26)} ${game.visitorTeam?.abbr?.padStart(3)} ${String(game.visitorTeamScore?.pointsTotal).padStart(2)} @ ${game.homeTeam?.abbr?.padEnd(3)} ${game.homeTeamScore?.pointsTotal}`,
    );
  }

  heading('Standings of the AFC East after the last week: the sub-query and $takeLast');
  const teams = await client.teams
    .select({
      abbr: true,
      fullName: true,
      standings: {
        week: { week: true },
        overallWins: true,
        overallLosses: true,
        overallTies: true,
        overallPointsFor: true,
        overallPointsAgainst: true,
        overallStreak: true,
      },
    })
    .where('abbr', '$in', ['BUF', 'MIA', 'NE', 'NYJ'])
    .filter('standings', (standings) => standings.where('week.seasonType', 'REG'))
    .takeLast(1)
    .list();
  for (const team of teams.data) {
    const standings = team.standings;
    const [last] = standings !== null && 'data' in standings ? (standings.data ?? []) : [standings];
    line(
      `  ${String(team.fullName).padEnd(22)} ${last?.overallWins}-${last?.overallLosses}-${last?.overallTies}  points ${last?.overallPointsFor}-${last?.overallPointsAgainst}  streak ${last?.overallStreak}  (after week ${last?.week?.week})`,
    );
  }

  heading('Every game of the 2024 season, 32 a page');
  const season = client.games
    .select({ id: true, week: { week: true } })
    .where('week.season', 2024)
    .sort('gameTime')
    .take(32);
  const weeks = 18;
  let seen = 0;
  let pages = 0;
  for await (const page of season.pages()) {
    seen += page.data.length;
    pages += 1;
    const reached = page.data.at(-1)?.week?.week ?? weeks;
    const bar = `  [${'#'.repeat(Math.round((reached / weeks) * 40)).padEnd(40, '.')}] week ${String(reached).padStart(2)}, ${seen} games in ${pages} pages`;
    if (process.stdout.isTTY) process.stdout.write(`\r${bar}`);
    else if (page.data.length < 32) line(bar);
  }
  if (process.stdout.isTTY) line();

  heading('Top 10 rushers of 2024');
  const rushers = await client.playerSeasonStats
    .select({
      player: { firstName: true, lastName: true, team: { nickName: true } },
      rushing: { attempts: true, yards: true, touchdowns: true },
    })
    .where('season', 2024)
    .sort('rushing.yards', 'desc')
    .take(10)
    .list();
  line(`  ${'player'.padEnd(24)}${'team'.padEnd(12)}${'att'.padStart(5)}${'yds'.padStart(7)}${'td'.padStart(4)}`);
  for (const { player, rushing } of rushers.data) {
    line(
      `  ${`${player?.firstName} ${player?.lastName}`.padEnd(24)}${String(player?.team?.nickName).padEnd(12)}${String(rushing?.attempts).padStart(5)}${String(rushing?.yards).padStart(7)}${String(rushing?.touchdowns).padStart(4)}`,
    );
  }

  const [firstGame] = week.data;
  if (firstGame?.id) {
    heading(`Videos of ${firstGame.visitorTeam?.abbr} @ ${firstGame.homeTeam?.abbr}`);
    const videos = await client.videos
      .select('id, title, videoAsset{clipCategory}')
      .where('related.games.id', firstGame.id)
      .list();
    for (const video of videos.data) line(`  [${video.videoAsset?.clipCategory}] ${video.title}`);
  }

  heading("Setting a device's groups");
  const groups = [
    groupName('breakingNews'),
    groupName('teamAlertGameEnd', 'NE'),
    groupName('relationalAlertGameOvertime', 'NE'),
  ];
  await client.push.setGroups({ appName: 'huddle-demo', deviceId: 'device-1', groups });
  line(`  PUT …/v1/push/huddle-demo/devices/device-1/groups ${JSON.stringify(groups)}: accepted`);

  heading('One notification on every platform');
  const notification = {
    message: `Final: ${firstGame?.visitorTeam?.abbr} @ ${firstGame?.homeTeam?.abbr} — “what a game” & more`,
    title: 'Final score',
    extras: { type: 'teamAlertGameEnd', more: { gameId: firstGame?.id ?? '0' } },
  } as const;
  for (const [name, payload] of [
    ['aps', JSON.stringify(aps.encode(notification))],
    ['data', JSON.stringify(data.encode(notification, { extrasAsJson: true }))],
    ['toast', toast.encode(notification)],
  ] as const) {
    const decoded = decode(payload);
    line(
      `  ${name.padEnd(6)} ${String(Buffer.byteLength(payload)).padStart(4)} bytes → ${JSON.stringify(decoded.message)} → ${JSON.stringify(route(decoded.notification))}`,
    );
  }
}
