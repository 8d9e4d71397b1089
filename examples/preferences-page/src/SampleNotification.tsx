import { aps, decode, route, toPath } from 'huddle/push';
import { useWeekGames } from './use-week-games.ts';

/**
 * A scoring-play alert for the first game listed: written as APNs gets it (`aps.encode`), read
 * back as a device would (`decode`), and the path of the screen it opens (`toPath(route(…))`).
 */
export function SampleNotification() {
  const games = useWeekGames();
  const game = games.data?.pages[0]?.data[0];
  if (game?.id == null) return null;
  const payload = aps.encode({
    title: 'Scoring play',
    message: `Touchdown in ${game.visitorTeam?.abbr} @ ${game.homeTeam?.abbr}`,
    extras: { type: 'teamAlertScoringPlay', more: { gameId: game.id } },
  });
  const path = toPath(route(decode(payload).notification));
  return (
    <section aria-labelledby="notification-heading">
      <h2 id="notification-heading">A sample notification</h2>
      <pre>{JSON.stringify(payload, null, 2)}</pre>
      <p>
        Tapping it opens <a href={path}>{path}</a>
      </p>
    </section>
  );
}
