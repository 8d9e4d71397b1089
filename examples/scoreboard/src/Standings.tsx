import { useQuery } from '@tanstack/react-query';
import { q, standingsQuery } from './api.ts';
import { useFollowedTeams } from './use-followed-teams.ts';

/** The standings panel: the latest regular-season record of each team the device follows. */
export function Standings() {
  const followed = useFollowedTeams();
  const standings = useQuery({ ...q.teams.list(standingsQuery(followed)), enabled: followed.length > 0 });
  return (
    <section aria-labelledby="standings-heading">
      <h2 id="standings-heading">Standings</h2>
      {followed.length === 0 ? (
        <p>Switch a team on to see its record.</p>
      ) : standings.isPending ? (
        <p>Loading the standings…</p>
      ) : standings.isError ? (
        <p role="alert">The standings could not be loaded: {standings.error.message}</p>
      ) : (
        <table aria-label="Standings">
          <thead>
            <tr>
              <th scope="col">Team</th>
              <th scope="col">W-L-T</th>
            </tr>
          </thead>
          <tbody>
            {standings.data.data.map((team) => {
              const list = team.standings;
              const [latest] = list !== null && list !== undefined && 'data' in list ? (list.data ?? []) : [list];
              return (
                <tr key={team.abbr}>
                  <th scope="row">{team.abbr}</th>
                  <td className="score">
                    {latest == null
                      ? '0-0-0'
                      : `${latest.overallWins ?? 0}-${latest.overallLosses ?? 0}-${latest.overallTies ?? 0}`}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
