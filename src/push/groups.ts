/**
 * The subscription groups of the service (the `groups` of a device): every kind, typed names,
 * builders, and a parser that says why a name is wrong. Team abbreviations are checked for
 * shape only; no list of teams is built in.
 */
import { GroupNameError } from '../errors/group-name-error.js';
import type { NotificationType } from './notifications.js';

interface GroupKindDefinition {
  /** Whether names of this kind end in a team abbreviation. */
  readonly perTeam: boolean;
  /** The name, or its prefix for a team kind (the overtime kind has no underscore). */
  readonly prefix: string;
  /** The notification types the group delivers. */
  readonly delivers: readonly NotificationType[];
  /**
   * Offered and delivered only where a device has a mobile carrier (a partner carrier's
   * customers): the preferences offer it with `carrier: true`, the mock delivers it to a device
   * registered with a carrier. Absent on every other kind.
   */
  readonly carrierOnly?: true;
  /** For a settings screen. */
  readonly label: string;
  readonly description: string;
}

/** Every kind of subscription group of the spec. */
export const groupKinds = {
  breakingNews: {
    perTeam: false,
    prefix: 'breakingNews',
    delivers: ['breakingNews'],
    label: 'Breaking news',
    description: 'The biggest stories, as they break.',
  },
  tuneInAlertDraft: {
    perTeam: false,
    prefix: 'tuneInAlertDraft',
    // The spec lists no notification type for the draft; it names the group only.
    delivers: [],
    label: 'Draft',
    description: 'A reminder when the draft is on.',
  },
  tuneInAlertLiveGame: {
    perTeam: false,
    prefix: 'tuneInAlertLiveGame',
    delivers: ['tuneInAlertLiveGame'],
    label: 'Live games',
    description: 'A reminder when a game is about to go live.',
  },
  tuneInAlertLiveProgramming: {
    perTeam: false,
    prefix: 'tuneInAlertLiveProgramming',
    delivers: ['tuneInAlertLiveProgramming'],
    label: 'Live programming',
    description: 'A reminder when live programming starts.',
  },
  trendingNews: {
    perTeam: false,
    prefix: 'trendingNews',
    delivers: ['trendingNews'],
    label: 'Trending news',
    description: 'What everyone is reading.',
  },
  closeGameCarrier: {
    perTeam: false,
    prefix: 'closeGameCarrier',
    delivers: ['relationalAlertGameOvertime', 'relationalAlertGameDiff'],
    carrierOnly: true,
    label: 'Close games',
    description: 'Any game going to overtime or coming down to the wire (for customers of a partner carrier).',
  },
  teamAlertScoringPlays: {
    perTeam: true,
    prefix: 'teamAlertScoringPlays_',
    delivers: ['teamAlertScoringPlay'],
    label: 'Scoring plays',
    description: 'Every score of the team.',
  },
  teamAlertNews: {
    perTeam: true,
    prefix: 'teamAlertNews_',
    delivers: ['teamAlertNews'],
    label: 'Team news',
    description: 'News about the team.',
  },
  teamAlertGameStart: {
    perTeam: true,
    prefix: 'teamAlertGameStart_',
    delivers: ['teamAlertGameStart'],
    label: 'Kick-off',
    description: 'When a game of the team starts.',
  },
  teamAlertGameEnd: {
    perTeam: true,
    prefix: 'teamAlertGameEnd_',
    delivers: ['teamAlertGameEnd'],
    label: 'Final score',
    description: 'The final score of each game of the team.',
  },
  teamAlertInjury: {
    perTeam: true,
    prefix: 'teamAlertInjury_',
    delivers: ['teamAlertInjury'],
    label: 'Injuries',
    description: 'Injury news of the team.',
  },
  relationalAlertGameDiff: {
    perTeam: true,
    prefix: 'relationalAlertGameDiff_',
    delivers: ['relationalAlertGameDiff'],
    label: 'Close score',
    description: 'When a game of the team is within a few points.',
  },
  relationalAlertGameOvertime: {
    perTeam: true,
    prefix: 'relationalAlertGameOvertime',
    delivers: ['relationalAlertGameOvertime'],
    label: 'Overtime',
    description: 'When a game of the team goes to overtime.',
  },
} as const satisfies Record<string, GroupKindDefinition>;

/** A kind of group. */
export type GroupKind = keyof typeof groupKinds;
/** The kinds whose names end in a team abbreviation. */
export type TeamGroupKind = { [K in GroupKind]: (typeof groupKinds)[K]['perTeam'] extends true ? K : never }[GroupKind];
/** The kinds of one name each. */
export type GlobalGroupKind = Exclude<GroupKind, TeamGroupKind>;

/** A group name: a global kind, or a team kind's prefix and a team abbreviation. */
export type GroupName =
  | GlobalGroupKind
  | { [K in TeamGroupKind]: `${(typeof groupKinds)[K]['prefix']}${string}` }[TeamGroupKind];

/** A group name read back: its kind, and its team (`null` for a global group). */
export interface ParsedGroup {
  readonly kind: GroupKind;
  readonly team: string | null;
}

/** A team abbreviation's shape: a capital letter, then one to three capitals or digits (`NE`, `KC`, `LAR`). */
export const TEAM_ABBREVIATION = /^[A-Z][A-Z0-9]{1,3}$/;

const kindNames = Object.keys(groupKinds) as GroupKind[];
/** Longest prefix first, so that `teamAlertGameStart_` is never read as something shorter. */
const teamKinds = kindNames
  .filter((kind) => groupKinds[kind].perTeam)
  .sort((a, b) => groupKinds[b].prefix.length - groupKinds[a].prefix.length) as TeamGroupKind[];

function checkTeam(group: string, team: string): void {
  if (!TEAM_ABBREVIATION.test(team)) {
    throw new GroupNameError(
      group,
      `${JSON.stringify(team)} is not a team abbreviation (a capital letter, then 1 to 3 capitals or digits)`,
    );
  }
}

/** The name of a group of a kind (and a team, for a team kind). */
export function groupName<K extends GlobalGroupKind>(kind: K): K;
export function groupName<K extends TeamGroupKind>(
  kind: K,
  team: string,
): `${(typeof groupKinds)[K]['prefix']}${string}`;
export function groupName(kind: GroupKind, team?: string): string {
  // Own keys only: `groupKinds.__proto__` and `groupKinds.constructor` are no kinds.
  if (typeof kind !== 'string' || !Object.hasOwn(groupKinds, kind)) {
    throw new GroupNameError(typeof kind === 'string' ? kind : typeof kind, 'not a group kind of the service');
  }
  const definition = groupKinds[kind];
  if (!definition.perTeam) {
    if (team !== undefined) throw new GroupNameError(kind, 'a global group takes no team');
    return kind;
  }
  if (typeof team !== 'string') throw new GroupNameError(definition.prefix, 'a team group needs a team abbreviation');
  const name = `${definition.prefix}${team}`;
  checkTeam(name, team);
  return name;
}

/**
 * Reads a group name into its kind and team.
 *
 * @throws {@link GroupNameError} saying why: not a group of the service, a team group without
 * its team, an abbreviation of the wrong shape, or the overtime group written with an underscore.
 */
export function parseGroup(name: string): ParsedGroup {
  if (typeof name !== 'string') throw new GroupNameError(typeof name, 'not a string');
  if (name === '') throw new GroupNameError(name, 'empty');
  if (Object.hasOwn(groupKinds, name) && !groupKinds[name as GroupKind].perTeam)
    return { kind: name as GroupKind, team: null };
  for (const kind of teamKinds) {
    const { prefix } = groupKinds[kind];
    if (!name.startsWith(prefix)) continue;
    const team = name.slice(prefix.length);
    if (team === '')
      throw new GroupNameError(name, `${kind} needs a team abbreviation after ${JSON.stringify(prefix)}`);
    if (kind === 'relationalAlertGameOvertime' && team.startsWith('_')) {
      throw new GroupNameError(
        name,
        `the overtime group has no underscore: relationalAlertGameOvertime${team.slice(1)}`,
      );
    }
    checkTeam(name, team);
    return { kind, team };
  }
  const bare = teamKinds.find((kind) => `${kind}` === name || `${kind}_` === name);
  if (bare) throw new GroupNameError(name, `${bare} needs a team abbreviation`);
  const hint = typeSpelling(name);
  throw new GroupNameError(name, `not a group of the service${hint === null ? '' : `; ${hint}`}`);
}

/**
 * A hint for a group written with the spelling of the notification type it delivers (the spec's
 * scoring-plays quirk: group teamAlertScoringPlays_<abbr>, type teamAlertScoringPlay), or `null`.
 */
function typeSpelling(name: string): string | null {
  for (const kind of teamKinds) {
    const { prefix, delivers } = groupKinds[kind];
    const type = delivers.find((type) => type !== kind && name.startsWith(`${type}_`));
    if (type !== undefined)
      return `${type} is the notification type, the group is ${prefix}${name.slice(type.length + 1)}`;
  }
  return null;
}

/** Whether a string is a valid group name. */
export function isGroup(name: unknown): name is GroupName {
  if (typeof name !== 'string') return false;
  try {
    parseGroup(name);
    return true;
  } catch {
    return false;
  }
}
