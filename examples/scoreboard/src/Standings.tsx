import { useQuery } from '@tanstack/react-query';
import { q, standingsQuery } from './api.ts';
import { Loaded } from './Loaded.tsx';
import { useFollowedTeams } from './use-followed-teams.ts';

type Tally = { overallWins?: number | null; overallLosses?: number | null; overallTies?: number | null };

/** `W-L-T`; 0-0-0 before a team's first game is over (it has no standings yet). */
const recordLine = (latest: Tally | null | undefined) =>
  `${latest?.overallWins ?? 0}-${latest?.overallLosses ?? 0}-${latest?.overallTies ?? 0}`;

/** The standings panel: the latest regular-season record of each team the device follows. */
export function Standings() {
  const followed = useFollowedTeams();
  const standings = useQuery({ ...q.teams.list(standingsQuery(followed)), enabled: followed.length > 0 });
  return (
    <section aria-labelledby="standings-heading">
      <h2 id="standings-heading">Standings</h2>
      {followed.length === 0 ? (
        <p>Switch a team on to see its record.</p>
      ) : (
        <Loaded query={standings} what="the standings">
          {({ data }) => (
            <table aria-label="Standings">
              <thead>
                <tr>
                  <th scope="col">Team</th>
                  <th scope="col" className="score">
                    W-L-T
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.map(({ abbr, standings: list }) => (
                  <tr key={abbr}>
                    <th scope="row">{abbr}</th>
                    <td className="score">{recordLine(list != null && 'data' in list ? list.data?.at(-1) : list)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Loaded>
      )}
    </section>
  );
}
