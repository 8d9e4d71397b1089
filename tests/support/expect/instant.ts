/**
 * The instant of a service timestamp, for test references: `Date.parse` reads `Z` and `±hh:mm`
 * but not the spec's `±hhmm` and `±hh` offsets, so they are written out first. A date alone is
 * midnight UTC.
 */
export function instant(timestamp: string): number {
  const normalised = !timestamp.includes('T')
    ? timestamp
    : timestamp.replace(
        /([+-]\d{2})(?::?(\d{2}))?$/,
        (_, hours: string, minutes?: string) => `${hours}:${minutes ?? '00'}`,
      );
  const value = Date.parse(normalised);
  if (Number.isNaN(value)) throw new Error(`not a timestamp: ${timestamp}`);
  return value;
}
