import { apiRefused, apiUrl } from './api.ts';
import { PreferencesForm } from './PreferencesForm.tsx';
import { SampleNotification } from './SampleNotification.tsx';
import { WeekGames } from './WeekGames.tsx';

/** The page: the device's notification settings, the week's games, and a sample notification. */
export function App() {
  return (
    <main>
      <h1>huddle with TanStack Query</h1>
      {apiRefused !== null && <p role="alert">{apiRefused}</p>}
      <p>
        Talking to <code>{apiUrl}</code>
      </p>
      <PreferencesForm />
      <WeekGames />
      <SampleNotification />
    </main>
  );
}
