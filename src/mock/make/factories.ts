/**
 * Record factories (`mock.make.games({ … })`), as orval's `get…ResponseMock` are for generated
 * mocks, but consistent with the mock's dataset. Every resource's factory starts from a record
 * of the dataset, so every field is filled as the service fills it; a made record gets a new id
 * in the dataset's format, and the overrides are laid over it. Games then follow the rules of
 * `game-rules.ts`; nested team summaries named by `abbr` are completed from the dataset's teams.
 */
import type { RecordTypes } from '../../query/types.js';
import { type ResourceName, resources } from '../../resources/resource-table.js';
import type { MockDataset } from '../engine/engine.js';
import { MockRecordError } from '../errors/mock-record-error.js';
import { sampleDataset } from '../sample-dataset.js';
import { type MakeContext, makeGame } from './game-rules.js';
import { madeId } from './made-ids.js';
import { copy, deepMerge, isObject, type JsonObject, leaves, valueAt } from './merge.js';

/**
 * Overrides of a record: any field at any depth may be left out; a list is given whole (its
 * items complete), and `null` sets a field to `null`.
 */
export type DeepPartial<T> = T extends readonly (infer Item)[]
  ? readonly Item[]
  : T extends object
    ? { readonly [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/**
 * A factory of each resource, named as the resource is (`make.games`, `make.teams`,
 * `make.playerSeasonStats`), as `client.games` and `mock.on('games')` are.
 */
export type RecordFactories = {
  readonly [Name in ResourceName]: (overrides?: DeepPartial<RecordTypes[Name]>) => RecordTypes[Name];
};

/** Where nested team summaries are completed from the dataset's teams: objects that give an `abbr` and have team fields. */
function completeTeams(record: JsonObject, overrides: JsonObject, context: MakeContext): void {
  for (const [key, value] of Object.entries(overrides)) {
    const target = record[key];
    if (!isObject(value) || !isObject(target)) continue;
    const abbr = value.abbr;
    const team = context.records('teams').find((candidate) => candidate.abbr === abbr);
    if (typeof abbr === 'string' && team !== undefined) {
      for (const field of Object.keys(target))
        if (!(field in value) && field in team) target[field] = copy(team[field]);
    }
    completeTeams(target, value, context);
  }
}

/** Fails when a rule changed what an override says: an override is never silently replaced. */
function checkOverridesKept(resource: string, record: JsonObject, overrides: JsonObject): void {
  for (const [path, value] of leaves(overrides)) {
    const made = valueAt(record, path);
    if (JSON.stringify(made) !== JSON.stringify(value)) {
      throw new MockRecordError(
        resource,
        path.join('.'),
        `${JSON.stringify(value)} contradicts the rest of the record, which makes it ${JSON.stringify(made)}`,
      );
    }
  }
}

/** The factories of a mock and their restart (made ids count from 1 again). */
export interface Factories {
  readonly make: RecordFactories;
  restart(): void;
}

/**
 * Creates the factories over a mock's dataset, read at each call. A resource the dataset holds
 * no record of is made from the sample dataset's.
 */
export function createFactories(source: { readonly dataset: MockDataset }): Factories {
  let sample: MockDataset | undefined;
  const counts = new Map<string, number>();
  const records = (name: ResourceName): readonly JsonObject[] => {
    const own = source.dataset[name] as readonly JsonObject[];
    if (own.length > 0) return own;
    sample ??= sampleDataset();
    return sample[name] as readonly JsonObject[];
  };
  const newId = (name: string, example: unknown, taken: (id: string) => boolean) => {
    let id: string;
    do {
      const n = (counts.get(name) ?? 0) + 1;
      counts.set(name, n);
      id = madeId(name, example, n);
    } while (taken(id));
    return id;
  };
  const context: MakeContext = { records, newId: (kind) => newId(kind, undefined, () => false) };

  const factory =
    (name: ResourceName) =>
    (overrides: object = {}) => {
      const template = records(name)[0] as JsonObject;
      const given = overrides as JsonObject;
      let record =
        name === 'games' ? makeGame(template, given, context) : (deepMerge(copy(template), given) as JsonObject);
      if (given.id === undefined) {
        const ids = new Set(source.dataset[name].map((known) => (known as JsonObject).id));
        record = { ...record, id: newId(name, template.id, (id) => ids.has(id)) };
      }
      if (name !== 'games') completeTeams(record, given, context);
      checkOverridesKept(name, record, given);
      return record;
    };
  const make = Object.fromEntries(
    Object.keys(resources).map((name) => [name, factory(name as ResourceName)]),
  ) as unknown as RecordFactories;
  return { make, restart: () => counts.clear() };
}
