import { useMutation } from '@tanstack/react-query';
import { groupName } from 'huddle/push';
import { GroupSwitch } from '../../preferences-page/src/GroupSwitch.tsx';
import { m } from './api.ts';
import { device, followedTeams, scoreboardGroups } from './settings.ts';
import { usePreferences } from './use-followed-teams.ts';

/**
 * The team switches: each followed team's scores and finals, the preferences page's switches of
 * the same device. A switch saves at once (the optimistic update of `mutations(client)`), and the
 * device then receives that team's pushes.
 */
export function TeamSwitches() {
  const preferences = usePreferences();
  const save = useMutation(m.setGroups(device));
  const shown = preferences.data;
  if (shown === undefined) return <p>Loading your teams…</p>;
  return (
    <section aria-labelledby="teams-heading">
      <h2 id="teams-heading">Your teams</h2>
      {followedTeams.map((team) => {
        const names: readonly string[] = scoreboardGroups.map((kind) => groupName(kind, team));
        return (
          <fieldset key={team}>
            <legend>{team}</legend>
            <ul>
              {shown.groups
                .filter((group) => names.includes(group.name))
                .map((group) => (
                  <GroupSwitch key={group.name} group={group} onToggle={(name) => save.mutate(shown.toggle(name))} />
                ))}
            </ul>
          </fieldset>
        );
      })}
      <p role="status" aria-label="Saving">
        {save.isPending ? 'Saving…' : save.isSuccess ? 'Saved' : ''}
      </p>
      {save.isError && <p role="alert">Not saved: {save.error.message}</p>}
    </section>
  );
}
