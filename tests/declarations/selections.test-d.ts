/**
 * Issue 38, friction 6: a selection narrows a field that is a string or an object by how it is
 * asked for (the spec: conference and division are "string when selected whole; object with
 * `abbr` when sub-selected"). Compiled against the built declarations.
 */
import { createClient } from 'huddle';

const client = createClient({ baseUrl: 'https://api.example.com' });

export async function groupings(): Promise<void> {
  const team = await client.teams.select('abbr,division{abbr}').first();
  // Sub-selected, it is the object: its `abbr` is there to read (TS2339 before).
  const abbr: string | null | undefined = team?.division?.abbr;
  // @ts-expect-error and it is not the string a whole selection gives
  const asString: string | null | undefined = team?.division;
  const whole = await client.teams.select('division').first();
  // Selected whole, it may be either form.
  const either: string | { readonly abbr: string | null } | null | undefined = whole?.division;
  // @ts-expect-error so `abbr` cannot be read without narrowing
  whole?.division?.abbr;
  void [abbr, asString, either];
}
