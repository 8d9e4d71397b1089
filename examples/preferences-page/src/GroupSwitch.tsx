import type { GroupPreference } from 'huddle/push';
import { useId } from 'react';

/** One subscription group as a switch: a checkbox with the switch role, named by the group's label. */
export function GroupSwitch({ group, onToggle }: { group: GroupPreference; onToggle: (name: string) => void }) {
  const descriptionId = useId();
  return (
    <li>
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={group.enabled}
          aria-checked={group.enabled}
          aria-describedby={descriptionId}
          onChange={() => onToggle(group.name)}
        />
        {group.label}
      </label>
      <small id={descriptionId}>{group.description}</small>
    </li>
  );
}
