/**
 * Events (`/events`) of each league year, at their venues: the kickoff concert, teams' family
 * fests, the Hall of Fame enshrinement, the scouting combine, the Pro Bowl Games, Super Bowl
 * week and the game itself, and the draft. Every start and end is a timestamp (the spec's
 * Event: "startDateTime, endDateTime (timestamps; queried with date-only strings)"): an all-day
 * event's day is written as its UTC midnight, `2025-02-27T00:00:00Z`, the very instant a
 * date-only bound names in a query (`"2025-02-27"`), so that such a query matches the days it
 * names; the others with local times and mixed offset styles, as the service does.
 */
import type { Event } from '../../model/types.js';
import venues from '../data/venues.json';
import type { Core } from '../simulation/core.js';
import { IdSequence } from '../simulation/ids.js';
import type { Random } from '../simulation/random.js';
import { type Stadium, TEAMS, type TeamInfo, teamAt } from '../simulation/team-info.js';
import { asZone, DAY, dayOf, formatTimestamp, nthWeekday, wallTime, type Zone } from '../simulation/time.js';
import { pickStyle } from './games.js';

/** Where an event takes place. */
interface Venue {
  readonly name: string;
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  readonly zone: Zone;
}

/** A venue of `data/venues.json`, its zone checked. */
const venue = (row: Omit<Venue, 'zone'> & { readonly zone: string }): Venue => ({ ...row, zone: asZone(row.zone) });

const HALL_OF_FAME = venue(venues.hallOfFame);
const PRO_BOWL = venue(venues.proBowl);
const COMBINE = venue(venues.combine);

/** Draft hosts, in rotation. */
const DRAFT_VENUES: readonly Venue[] = venues.draft.map(venue);

/** Super Bowl host stadiums, in rotation (by team abbreviation), and their fan-fest venues. */
const SUPER_BOWL_HOSTS: readonly (readonly [string, Venue])[] = venues.superBowlHosts.map(
  ({ team, fanFest }) => [team, venue(fanFest)] as const,
);

const stadiumVenue = ({ name, street, city, state, postalCode, zone }: Stadium): Venue => ({
  name,
  street,
  city,
  state,
  postalCode,
  zone,
});

/** Writes a number as a Roman numeral (Super Bowls are numbered so). */
function roman(value: number): string {
  const numerals: readonly (readonly [number, string])[] = [
    [1000, 'M'],
    [900, 'CM'],
    [500, 'D'],
    [400, 'CD'],
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let rest = value;
  let text = '';
  for (const [amount, numeral] of numerals) {
    while (rest >= amount) {
      text += numeral;
      rest -= amount;
    }
  }
  return text;
}

/** When an event starts and ends: a day (all-day), a local time, or an instant. */
type When =
  | { readonly day: number }
  | { readonly day: number; readonly hour: number; readonly minute: number }
  | { readonly instant: number };

interface EventSpec {
  readonly title: string;
  readonly description: string;
  readonly venue: Venue;
  readonly start: When;
  readonly end: When;
  readonly image: string;
}

function write(random: Random, id: string, spec: EventSpec): Event {
  const zone = spec.venue.zone;
  const when = (moment: When) => {
    if ('instant' in moment) return formatTimestamp(moment.instant, zone, pickStyle(random));
    if ('hour' in moment)
      return formatTimestamp(wallTime(zone, moment.day, moment.hour, moment.minute), zone, pickStyle(random));
    return formatTimestamp(moment.day, zone, 'utc');
  };
  const { name, street, city, state, postalCode } = spec.venue;
  return {
    id,
    title: spec.title,
    description: spec.description,
    startDateTime: when(spec.start),
    endDateTime: when(spec.end),
    venue: { name, address: { street, city, state, postalCode, country: 'US' }, location: { city } },
    assets: {
      imageUrl: `https://static.example/images/events/${spec.image}.jpg`,
      imageIconUrl: `https://static.example/images/events/${spec.image}-icon.png`,
    },
  };
}

/**
 * The events of the league year that starts with `season`'s regular season.
 *
 * @param opener - The home team of the season's opening game.
 */
function seasonEvents(random: Random, season: number, opener: TeamInfo, ids: IdSequence): Event[] {
  const specs: EventSpec[] = [];
  const laborDay = nthWeekday(season, 9, 1, 1);
  const openerDay = laborDay + 3 * DAY;
  specs.push({
    title: `${season} Kickoff Concert`,
    description: `Live music outside ${opener.stadium.name} before the ${opener.nickName} open the season.`,
    venue: stadiumVenue(opener.stadium),
    start: { day: openerDay, hour: 16, minute: 30 },
    end: { day: openerDay, hour: 19, minute: 0 },
    image: `kickoff-${season}`,
  });

  const hallOfFame = nthWeekday(season, 8, 6, 1);
  specs.push({
    title: `${season} Hall of Fame Enshrinement`,
    description: 'The new class of the Hall of Fame is enshrined.',
    venue: HALL_OF_FAME,
    start: { day: hallOfFame, hour: 19, minute: 0 },
    end: { day: hallOfFame, hour: 23, minute: 0 },
    image: `hof-${season}`,
  });

  for (const team of random.shuffle([...TEAMS]).slice(0, 6)) {
    const day = dayOf(season, 7, 27) + random.int(0, 20) * DAY;
    specs.push({
      title: `${team.nickName} Family Fest`,
      description: `An open practice, autographs and games for the whole family with the ${team.fullName}.`,
      venue: stadiumVenue(team.stadium),
      start: { day },
      end: { day },
      image: `family-fest-${team.abbr.toLowerCase()}-${season}`,
    });
  }

  const next = season + 1;
  const combine = nthWeekday(next, 2, 4, 4);
  specs.push({
    title: `${next} Scouting Combine`,
    description: 'Draft prospects are measured, tested and interviewed.',
    venue: COMBINE,
    start: { day: combine },
    end: { day: combine + 4 * DAY },
    image: `combine-${next}`,
  });

  const superBowl = nthWeekday(next, 2, 0, 2);
  const proBowl = superBowl - 7 * DAY;
  specs.push({
    title: `${next} Pro Bowl Games`,
    description: 'The best players of each conference meet in skills events and a flag football game.',
    venue: PRO_BOWL,
    start: { day: proBowl, hour: 15, minute: 0 },
    end: { day: proBowl, hour: 18, minute: 0 },
    image: `pro-bowl-${next}`,
  });

  const number = roman(season - 1965);
  const [hostAbbr, fanFest] = SUPER_BOWL_HOSTS[
    (season - 2024 + 1000 * SUPER_BOWL_HOSTS.length) % SUPER_BOWL_HOSTS.length
  ] as (typeof SUPER_BOWL_HOSTS)[number];
  const host = TEAMS.find((team) => team.abbr === hostAbbr) ?? teamAt(0);
  specs.push({
    title: `Super Bowl ${number} Experience`,
    description: `The fan festival of Super Bowl ${number}.`,
    venue: fanFest,
    start: { day: superBowl - 8 * DAY },
    end: { day: superBowl - DAY },
    image: `sb-${number.toLowerCase()}-experience`,
  });
  specs.push({
    title: `Super Bowl ${number}`,
    description: `The ${season} season's championship game.`,
    venue: stadiumVenue(host.stadium),
    start: { instant: wallTime('ET', superBowl, 18, 30) },
    end: { instant: wallTime('ET', superBowl, 22, 5) },
    image: `sb-${number.toLowerCase()}`,
  });

  const draftVenue = DRAFT_VENUES[(season - 2024 + 1000 * DRAFT_VENUES.length) % DRAFT_VENUES.length] as Venue;
  const draft = nthWeekday(next, 4, 4, 4);
  specs.push({
    title: `${next} Draft`,
    description: `Seven rounds over three days in ${draftVenue.city}.`,
    venue: draftVenue,
    start: { day: draft, hour: 20, minute: 0 },
    end: { day: draft + 2 * DAY },
    image: `draft-${next}`,
  });

  return specs.map((spec) => write(random, ids.next(), spec));
}

/** The events of every league year of the dataset. */
export function buildEvents(core: Core): Event[] {
  const ids = new IdSequence('event', core.seed);
  return core.seasons.flatMap(({ season, games }) =>
    seasonEvents(core.root.fork('events', season), season, teamAt(games[0]?.scheduled.home ?? 0), ids),
  );
}
