import { useMutation, useQuery } from '@tanstack/react-query';
import { type GroupPreference, Preferences } from 'huddle/push';
import { useState } from 'react';
import { followedTeamsQuery, m, q } from './api.ts';
import { GroupSwitch } from './GroupSwitch.tsx';
import { device, followedTeams, leagueWideLegend } from './settings.ts';

// Explicit consent: every group on offer, each off until the user turns it on.
const offered = Preferences.offered({ teams: followedTeams });

function GroupSet({
  legend,
  groups,
  onToggle,
}: {
  legend: string;
  groups: readonly GroupPreference[];
  onToggle: (name: string) => void;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <ul>
        {groups.map((group) => (
          <GroupSwitch key={group.name} group={group} onToggle={onToggle} />
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * The device's subscription groups: the league-wide ones, then each followed team's. Switches
 * change a local draft; Save sends it, and from then on the switches show the cache, which holds
 * the draft at once (the optimistic update) and the groups saved before if the service refuses it.
 */
export function PreferencesForm() {
  const teams = useQuery(q.teams.list(followedTeamsQuery));
  const saved = useQuery(q.push.preferences(device, offered));
  const [draft, setDraft] = useState<Preferences | null>(null);
  const setGroups = m.setGroups(device);
  const save = useMutation({
    ...setGroups,
    // The draft goes once the cache holds it, so the switches never show the old groups in between.
    async onMutate(preferences, context) {
      const snapshot = await setGroups.onMutate(preferences, context);
      setDraft(null);
      return snapshot;
    },
  });

  const shown = draft ?? saved.data;
  if (shown === undefined) return <p>Loading your preferences…</p>;
  const toggle = (name: string) => setDraft(shown.toggle(name));
  const teamName = (abbr: string) => teams.data?.data.find((team) => team.abbr === abbr)?.fullName ?? abbr;

  return (
    <section aria-labelledby="preferences-heading">
      <h2 id="preferences-heading">Notifications</h2>
      <p>Nothing is sent to this device until you turn it on.</p>
      <GroupSet
        legend={leagueWideLegend}
        groups={shown.groups.filter((group) => group.team === null)}
        onToggle={toggle}
      />
      {followedTeams.map((team) => (
        <GroupSet
          key={team}
          legend={teamName(team)}
          groups={shown.groups.filter((group) => group.team === team)}
          onToggle={toggle}
        />
      ))}
      <button type="button" disabled={draft === null} onClick={() => save.mutate(shown)}>
        Save
      </button>
      <p role="status">{save.isPending ? 'Saving…' : save.isSuccess ? 'Saved' : ''}</p>
      {save.isError && <p role="alert">Not saved, your previous choices are back: {save.error.message}</p>}
    </section>
  );
}
