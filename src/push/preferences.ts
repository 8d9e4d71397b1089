/**
 * A device's subscription preferences, built for a settings screen: every group a user can
 * choose, each off until the user turns it on (the spec requires an explicit option per group).
 * Immutable: every change returns new preferences.
 */
import { GroupNameError } from '../errors/group-name-error.js';
import {
  type GlobalGroupKind,
  type GroupKind,
  type GroupName,
  groupKinds,
  groupName,
  parseGroup,
  type TeamGroupKind,
} from './groups.js';

/** One group as a settings screen shows it. */
export interface GroupPreference {
  readonly name: GroupName;
  readonly kind: GroupKind;
  /** The team, for a team group. */
  readonly team: string | null;
  readonly label: string;
  readonly description: string;
  readonly enabled: boolean;
}

/** Which groups are on offer. */
export interface PreferenceOptions {
  /** The teams the user follows (abbreviations): each brings its team groups. */
  readonly teams: readonly string[];
  /** Whether the user's carrier offers the close-game group. @defaultValue false */
  readonly carrier?: boolean;
}

/** What would change on the service to reach these preferences. */
export interface GroupDiff {
  /** Groups to turn on. */
  readonly add: readonly GroupName[];
  /** Groups to turn off. */
  readonly remove: readonly string[];
}

const kinds = Object.keys(groupKinds) as GroupKind[];

export class Preferences {
  private constructor(
    /** Every group on offer, in settings-screen order: global kinds, then each team's. */
    readonly groups: readonly GroupPreference[],
  ) {
    Object.freeze(this);
  }

  /** Every group on offer for these teams (and the carrier group if offered), all off. */
  static offered({ teams, carrier = false }: PreferenceOptions): Preferences {
    const entries: GroupPreference[] = [];
    const add = (name: GroupName, kind: GroupKind, team: string | null) =>
      entries.push(
        Object.freeze({
          name,
          kind,
          team,
          label: groupKinds[kind].label,
          description: groupKinds[kind].description,
          enabled: false,
        }),
      );
    for (const kind of kinds) {
      if (groupKinds[kind].perTeam || ('carrierOnly' in groupKinds[kind] && !carrier)) continue;
      add(kind as GlobalGroupKind, kind, null);
    }
    for (const team of new Set(teams)) {
      for (const kind of kinds) if (groupKinds[kind].perTeam) add(groupName(kind as TeamGroupKind, team), kind, team);
    }
    return new Preferences(Object.freeze(entries));
  }

  /**
   * Preferences loaded from a device's groups (as the service has them): the groups on offer,
   * plus the teams and the carrier group that `groups` name, with exactly those groups on.
   *
   * @throws {@link GroupNameError} for a name that is not a group of the service.
   */
  static fromGroups(groups: readonly string[], options: PreferenceOptions = { teams: [] }): Preferences {
    const parsed = groups.map(parseGroup);
    const teams = [...options.teams, ...parsed.flatMap((group) => (group.team === null ? [] : [group.team]))];
    const carrier = options.carrier === true || parsed.some((group) => 'carrierOnly' in groupKinds[group.kind]);
    return groups.reduce((preferences, name) => preferences.enable(name), Preferences.offered({ teams, carrier }));
  }

  private set(name: string, enabled: (current: boolean) => boolean): Preferences {
    const index = this.groups.findIndex((group) => group.name === name);
    if (index < 0) {
      parseGroup(name); // a bad name says why
      throw new GroupNameError(name, 'not on offer in these preferences (add its team, or the carrier group)');
    }
    const current = this.groups[index] as GroupPreference;
    const next = enabled(current.enabled);
    if (next === current.enabled) return this;
    const groups = [...this.groups];
    groups[index] = Object.freeze({ ...current, enabled: next });
    return new Preferences(Object.freeze(groups));
  }

  /** These preferences with a group on. */
  enable(name: string): Preferences {
    return this.set(name, () => true);
  }

  /** These preferences with a group off. */
  disable(name: string): Preferences {
    return this.set(name, () => false);
  }

  /** These preferences with a group switched. */
  toggle(name: string): Preferences {
    return this.set(name, (enabled) => !enabled);
  }

  /** Whether a group is on. */
  isEnabled(name: string): boolean {
    return this.groups.some((group) => group.name === name && group.enabled);
  }

  /** The `groups` to send: the names of the groups on, sorted, each once. */
  toGroups(): GroupName[] {
    return [...new Set(this.groups.filter((group) => group.enabled).map((group) => group.name))].sort();
  }

  /** What would change on the service, whose device has `serverGroups`, to reach these preferences. */
  diff(serverGroups: readonly string[]): GroupDiff {
    const wanted = this.toGroups();
    const on = new Set<string>(wanted);
    const current = new Set(serverGroups);
    return {
      add: wanted.filter((name) => !current.has(name)),
      remove: [...current].filter((name) => !on.has(name)).sort(),
    };
  }
}
