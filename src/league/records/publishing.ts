/**
 * What every piece of content shares: the week of the season it belongs to, who may see it,
 * who wrote or produced it.
 */
import type { ContentVisibility } from '../../model/types.js';
import staffList from '../data/staff.json';
import { stableId } from '../simulation/ids.js';
import { wholePager } from './pager.js';

/** The week of a season as content embeds it. */
export interface WeekOfSeason {
  id: string;
  season: number;
  weekOrder: number;
  seasonType: string;
  week: number;
  weekType: string;
  name: string;
}

const weeks = new Map<number, WeekOfSeason>();

/**
 * The week of the regular season `week` of `season`. Records share these objects (the dataset
 * is read-only): thousands of clips of a season point to 18 weeks.
 */
export function weekOfSeason(season: number, week: number): WeekOfSeason {
  const key = season * 100 + week;
  let found = weeks.get(key);
  if (!found) {
    found = {
      id: stableId('week', `${season}-REG-${week}`),
      season,
      weekOrder: week,
      seasonType: 'REG',
      week,
      weekType: 'REG',
      name: `Week ${week}`,
    };
    weeks.set(key, found);
  }
  return found;
}

/**
 * When each piece of content (video, article, list) was last modified, as UTC milliseconds:
 * lists take their own date from their items without reading timestamps back.
 */
export const modifiedAt: WeakMap<object, number> = new WeakMap();

const FREE = { id: stableId('consumer-role', 'free') };
const SUBSCRIBER = { id: stableId('consumer-role', 'subscriber') };
const EVERYONE_ROLES = { pager: wholePager(2), data: [FREE, SUBSCRIBER] };
const SUBSCRIBER_ROLES = { pager: wholePager(1), data: [SUBSCRIBER] };

/** Published content's visibility: everyone, or subscribers only (role lists are shared). */
export function visibility(originalPublishDate: string, subscribersOnly = false): ContentVisibility {
  return {
    consumerRoles: subscribersOnly ? SUBSCRIBER_ROLES : EVERYONE_ROLES,
    promotionLevel: 'NONE',
    publishState: 'PUBLISHED',
    originalPublishDate,
  };
}

/** A content provider. */
export interface Provider {
  readonly id: string;
  readonly name: string;
}

/** The league's own media arm, which holds the rights to its articles and clips. */
export const LEAGUE_MEDIA: Provider = { id: stableId('provider', 'league-media'), name: 'League Media' };
/** The league's radio network, which produces the audio clips. */
export const LEAGUE_RADIO: Provider = { id: stableId('provider', 'league-radio'), name: 'League Radio' };

/** A staff member: an article author or a video editor. */
export interface Staff {
  readonly id: string;
  readonly username: string;
  readonly firstName: string;
  readonly lastName: string;
}

const staff = ({ firstName, lastName }: { firstName: string; lastName: string }): Staff => ({
  id: stableId('staff', `${firstName} ${lastName}`),
  username: `${firstName[0]}${lastName}`.toLowerCase(),
  firstName,
  lastName,
});

/** Writers of articles. */
export const AUTHORS: readonly Staff[] = staffList.authors.map(staff);

/** Video editors who submit processing jobs. */
export const EDITORS: readonly Staff[] = staffList.editors.map(staff);

/** A short URL slug of a title. */
export function slug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
