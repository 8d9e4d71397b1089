import { toDate } from 'huddle';
import { useWeekGames } from './use-week-games.ts';

const kickOff = new Intl.DateTimeFormat(undefined, { weekday: 'short', hour: 'numeric', minute: '2-digit' });

/** The week's games, a page at a time, with "Load more" while the service has more. */
export function WeekGames() {
  const games = useWeekGames();
  return (
    <section aria-labelledby="games-heading">
      <h2 id="games-heading">Week 1 of 2024</h2>
      {games.isPending ? (
        <p>Loading the games…</p>
      ) : games.isError ? (
        <p role="alert">The games could not be loaded: {games.error.message}</p>
      ) : (
        <ol aria-label="Games">
          {games.data.pages
            .flatMap((page) => page.data)
            .map((game) => (
              <li key={game.id}>
                <span className="matchup">
                  {game.visitorTeam?.abbr} @ {game.homeTeam?.abbr}
                </span>{' '}
                {game.gameTime != null && <time dateTime={game.gameTime}>{kickOff.format(toDate(game.gameTime))}</time>}
              </li>
            ))}
        </ol>
      )}
      {games.hasNextPage && (
        <button type="button" disabled={games.isFetchingNextPage} onClick={() => games.fetchNextPage()}>
          Load more
        </button>
      )}
    </section>
  );
}
