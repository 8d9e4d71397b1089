/**
 * Issue 38, friction 5: `get(id)` only on a resource whose row of the resource table has a by-id
 * path (teams, videos, videoJobs). Compiled against the built declarations.
 */
import { createClient } from 'huddle';

const client = createClient({ baseUrl: 'https://api.example.com' });

export async function byId(): Promise<void> {
  await client.teams.get('t1');
  await client.videos.select('id').get('v1');
  await client.videoJobs.get('j1', { fs: 'id' });
  // @ts-expect-error games has no by-id path
  await client.games.get('abc');
  // @ts-expect-error nor after a selection
  await client.games.select('id').get('abc');
  // @ts-expect-error persons has none either
  await client.persons.get('p1');
}
