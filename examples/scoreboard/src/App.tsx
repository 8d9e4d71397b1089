import { apiRefused, apiUrl } from './api.ts';
import { LivePushes } from './LivePushes.tsx';
import { Standings } from './Standings.tsx';
import { TeamSwitches } from './TeamSwitches.tsx';
import { WeekScores } from './WeekScores.tsx';

/** The page: the week's scores and the pushes beside the team switches and the standings. */
export function App() {
  return (
    <main>
      <header>
        <h1>Scoreboard</h1>
        {apiRefused !== null && <p role="alert">{apiRefused}</p>}
        <p>
          Live from <code>{apiUrl}</code>
        </p>
      </header>
      <div>
        <WeekScores />
        <LivePushes />
      </div>
      <div>
        <TeamSwitches />
        <Standings />
      </div>
    </main>
  );
}
