/**
 * Preferences back from JSON. A save paused offline is persisted with its variables, and
 * `Preferences` (a class) comes back from JSON as plain data: `{ groups: [...] }`. This rebuilds
 * the class from that data, through `Preferences.fromGroups`, and refuses data that is not what
 * JSON made of preferences. Loaded only when a restored save runs, so an app that never persists
 * carries none of it (nor the group catalog it reads).
 */
import { ArgumentError } from '../errors/argument-error.js';
import { groupKinds } from '../push/groups.js';
import { Preferences } from '../push/preferences.js';
import { describeValue, isRecord } from '../untyped-values.js';

/**
 * What JSON makes of {@link Preferences}: its `groups` as plain data, the shape in which a save's
 * variables come back from a persister.
 */
export interface PreferencesData {
  readonly groups: ReadonlyArray<{
    readonly name: string;
    readonly kind: string;
    readonly team: string | null;
    readonly label: string;
    readonly description: string;
    readonly enabled: boolean;
  }>;
}

/** Whether `name` is a group offered only with a carrier (a global kind, named as its kind). */
const isCarrierGroup = (name: string): boolean =>
  Object.hasOwn(groupKinds, name) && 'carrierOnly' in groupKinds[name as keyof typeof groupKinds];

/** The group at `index`, checked to hold what a group of preferences holds. */
function groupAt(groups: readonly unknown[], index: number, where: string) {
  const group = groups[index];
  const at = `${where}.groups[${index}]`;
  if (!isRecord(group)) throw new ArgumentError(at, `${at} is ${describeValue(group)}, not a group of preferences`);
  const { name, team, enabled } = group;
  if (typeof name !== 'string')
    throw new ArgumentError(`${at}.name`, `${at}.name is ${describeValue(name)}, not a group name`);
  if (team !== null && typeof team !== 'string') {
    throw new ArgumentError(`${at}.team`, `${at}.team is ${describeValue(team)}, not a team or null`);
  }
  if (typeof enabled !== 'boolean') {
    throw new ArgumentError(`${at}.enabled`, `${at}.enabled is ${describeValue(enabled)}, not true or false`);
  }
  return { name, team, enabled };
}

/**
 * `Preferences` rebuilt from `data`, the JSON of preferences: the same groups on offer (the same
 * teams, the carrier group if it was offered), the same ones on.
 *
 * @param where - What `data` is, for the error (`variables`).
 * @throws {@link ArgumentError} for data that is not the JSON of preferences, or whose groups on
 *   offer are not the ones huddle offers for those teams (a group since renamed, say).
 * @throws {@link GroupNameError} for a name that is not a group of the service.
 */
export function revivePreferences(data: unknown, where: string): Preferences {
  if (!isRecord(data) || !Array.isArray(data.groups)) {
    throw new ArgumentError(
      where,
      `${where} is ${describeValue(data)}, not preferences nor their JSON ({ groups: [...] })`,
    );
  }
  const groups = data.groups.map((_, index, all) => groupAt(all, index, where));
  const teams = [...new Set(groups.flatMap((group) => (group.team === null ? [] : [group.team])))];
  const carrier = groups.some((group) => isCarrierGroup(group.name));
  const preferences = Preferences.fromGroups(
    groups.filter((group) => group.enabled).map((group) => group.name),
    { teams, carrier },
  );
  const offered = preferences.groups.map((group) => group.name).join();
  const given = groups.map((group) => group.name).join();
  if (offered !== given) {
    throw new ArgumentError(
      where,
      `${where} offers the groups ${given}, but preferences for those teams offer ${offered}: they are not the JSON of preferences of this version`,
    );
  }
  return preferences;
}
