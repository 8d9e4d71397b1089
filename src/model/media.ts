/** Audio clips (`/audios`) and events (`/events`). */
import * as z from 'zod/mini';
import { record, timestampOrDate } from './common.js';
import { WeekOfSeasonSchema } from './content.js';

/** An audio clip (`/audios`). */
export const AudioSchema = record({
  id: z.string(),
  title: z.string(),
  rightsHolder: record({ contentProvider: record({ id: z.string(), name: z.string() }) }),
  related: record({ persons: z.array(record({ id: z.string(), firstName: z.string(), lastName: z.string() })) }),
  weekOfSeason: WeekOfSeasonSchema,
});

/** A postal address. */
export const AddressSchema = record({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
});

/** An event (`/events`). Its dates are timestamps, or dates for all-day events. */
export const EventSchema = record({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  startDateTime: timestampOrDate,
  endDateTime: timestampOrDate,
  venue: record({
    name: z.string(),
    address: AddressSchema,
    location: record({ city: z.string() }),
  }),
  assets: record({ imageUrl: z.string(), imageIconUrl: z.string() }),
});
