/**
 * Users of the service (`/users`): fans across the country, each with the social networks they
 * signed in with. Their number does not grow with the seasons.
 */
import type { User } from '../../model/types.js';
import cities from '../data/cities.json';
import type { IdSequence } from '../simulation/ids.js';
import { FIRST_NAMES, LAST_NAMES, WOMEN_FIRST_NAMES } from '../simulation/names.js';
import type { Random } from '../simulation/random.js';

/** How many users the dataset has. */
const USER_COUNT = 250;

/** Cities users live in, with their state, weighted towards bigger markets by repetition. */
const CITIES: readonly { readonly city: string; readonly state: string }[] = cities;

const NETWORKS: readonly string[] = ['facebook', 'twitter', 'google', 'instagram', 'apple'];

/** The dataset's users. */
export function buildUsers(random: Random, ids: IdSequence): User[] {
  const users: User[] = [];
  for (let i = 0; i < USER_COUNT; i++) {
    const gender = random.weighted([0.46, 0.5, 0.04]);
    const women = gender === 0 || (gender === 2 && random.chance(0.5));
    const firstName = random.pick(women ? WOMEN_FIRST_NAMES : FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const { city, state } = random.pick(CITIES);
    const networks = random.shuffle([...NETWORKS]).slice(0, random.weighted([0.15, 0.45, 0.3, 0.1]));
    users.push({
      id: ids.next(),
      firstName,
      lastName,
      city,
      state,
      socialNetworks: networks.map((name) => ({ name, gender: ['F', 'M', 'X'][gender] as string })),
    });
  }
  return users;
}
