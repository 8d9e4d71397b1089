/**
 * What the mock serves, read against the spec's "Resources and their fields" over every record
 * of the default dataset (`createDataset()`) and the pinned sample: the shapes a query cannot
 * reach one by one. What a query shows (conference, standings, the content list) is in the
 * shared HTTP suite, http.case.ts.
 */
import { describe, expect, it } from 'vitest';
import { createDataset } from '../../src/league/index.ts';
import { sampleDataset } from '../../src/mock/index.ts';

/**
 * The spec's Conventions, written out by hand: "Timestamps are ISO 8601 strings (UTC with `Z`,
 * or with a numeric offset such as `+03:00`, `-08:00`, or hour-only `-07`)". Seconds and a
 * fraction are optional in ISO 8601; the offset is one of the three forms shown.
 */
const SPEC_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}|[+-]\d{2})$/;

/** Fields the spec types as timestamps (Game, Drive, Video, Content list, ContentVisibility, Article item, Job, Event). */
const TIMESTAMP_FIELDS = new Set([
  'gameTime',
  'realTimeStart',
  'realTimeEnd',
  'lastModifiedDate',
  'createdDate',
  'originalPublishDate',
  'submittedTime',
  'completedTime',
  'startDateTime',
  'endDateTime',
]);

/** Every string of a value, with the name of the field that holds it (the nearest key). */
function* stringsOf(value: unknown, key = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [key, value];
  else if (Array.isArray(value)) for (const item of value) yield* stringsOf(item, key);
  else if (typeof value === 'object' && value !== null) {
    for (const [name, member] of Object.entries(value)) yield* stringsOf(member, name);
  }
}

const datasets = [
  ['createDataset()', createDataset()],
  ['sampleDataset()', sampleDataset()],
] as const;

describe.each(datasets)('%s', (_name, dataset) => {
  it("writes every timestamp in one of the spec's three forms: Z, ±hh:mm or hour-only ±hh", () => {
    let timestamps = 0;
    const strays: string[] = [];
    for (const [key, text] of stringsOf(dataset)) {
      // Anything with a time of day is a timestamp, whatever its field; and a timestamp field holds nothing else.
      if (/^\d{4}-\d{2}-\d{2}T/.test(text) || TIMESTAMP_FIELDS.has(key)) {
        timestamps++;
        if (!SPEC_TIMESTAMP.test(text)) strays.push(`${key}: ${text}`);
      }
    }
    expect(strays.slice(0, 5)).toEqual([]);
    expect(timestamps).toBeGreaterThan(0);
  });

  it('writes no ±hhmm offset (a numeric offset the spec does not show)', () => {
    const compact = [...stringsOf(dataset)].filter(([, text]) => /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?[+-]\d{4}$/.test(text));
    expect(compact.slice(0, 3)).toEqual([]);
  });

  it("gives events' startDateTime and endDateTime as timestamps, never date-only", () => {
    expect(dataset.events.length).toBeGreaterThan(0);
    for (const event of dataset.events) {
      expect(event.startDateTime).toMatch(SPEC_TIMESTAMP);
      expect(event.endDateTime).toMatch(SPEC_TIMESTAMP);
    }
  });

  it('has depth-chart entries of the units OFFENSE and DEFENSE only', () => {
    // Depth chart entry: "`unit` (`OFFENSE` or `DEFENSE`)".
    const units = new Set(dataset.teams.flatMap((team) => (team.depthChart?.data ?? []).map((entry) => entry.unit)));
    expect(units.size).toBeGreaterThan(0);
    for (const unit of units) expect(['OFFENSE', 'DEFENSE']).toContain(unit);
  });
});
