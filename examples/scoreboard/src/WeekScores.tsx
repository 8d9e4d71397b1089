import { useQuery } from '@tanstack/react-query';
import { q, weekScoresQuery } from './api.ts';
import { Loaded } from './Loaded.tsx';
import { week } from './settings.ts';
import { useFollowedTeams } from './use-followed-teams.ts';

type Score = { readonly pointsTotal?: number | null } | null | undefined;

/** Visitors then home, as the matchup reads (`NYJ @ NE`); a dash before kickoff. */
const scoreLine = (visitors: Score, home: Score) =>
  visitors?.pointsTotal == null && home?.pointsTotal == null
    ? '—'
    : `${visitors?.pointsTotal ?? 0} – ${home?.pointsTotal ?? 0}`;

/** The week's games with their scores; the games of the teams the device follows stand out. */
export function WeekScores() {
  const games = useQuery(q.games.list(weekScoresQuery));
  const followed = useFollowedTeams();
  return (
    <section aria-labelledby="scores-heading">
      <h2 id="scores-heading">
        Week {week.week} of {week.season}
      </h2>
      <Loaded query={games} what="the games">
        {({ data }) => (
          <table aria-label="Scores">
            <thead>
              <tr>
                <th scope="col">Game</th>
                <th scope="col" className="score">
                  Score
                </th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {data.map((game) => {
                const teams = [game.visitorTeam?.abbr, game.homeTeam?.abbr];
                const mine = teams.some((team) => team != null && followed.includes(team));
                return (
                  <tr key={game.id} data-game-id={game.id} className={mine ? 'followed' : undefined}>
                    <th scope="row">{teams.join(' @ ')}</th>
                    <td className="score">{scoreLine(game.visitorTeamScore, game.homeTeamScore)}</td>
                    <td>{game.gameStatus?.phase ?? ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </Loaded>
    </section>
  );
}
