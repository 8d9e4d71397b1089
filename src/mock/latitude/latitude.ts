/**
 * The mock's latitude: what the spec leaves open, varied deterministically. Values (nulls,
 * timestamp forms, embedded pagers) are varied in the records before the engine reads them, so
 * `s` filters, sorts and pages the varied records and every record answered still satisfies the
 * query; the pager of an answer's envelope is varied after, keyed by the request.
 */
import { envelopeRecords } from '../../resources/envelope-records.js';
import { fieldTreeOf } from '../../resources/field-trees.js';
import type { ResourceName } from '../../resources/resource-table.js';
import type { Route } from '../../resources/router.js';
import { isRecord } from '../../untyped-values.js';
import type { MockDataset, MockResponse } from '../engine/index.js';
import { nullablePathsOf } from './nullable-paths.js';
import { type LatitudeSettings, latitudeSettings, type MockLatitude } from './options.js';
import { variedPager } from './pagers.js';
import { variedRecord } from './records.js';

/** The latitude of one setting, as the service and the overrides apply it. */
export interface Latitude {
  readonly settings: LatitudeSettings;
  /** The dataset with each resource's records varied, when it is first read. */
  dataset(records: MockDataset): MockDataset;
  /** A resource's records varied, each keyed by its `id` (else its place in the list). */
  records(resource: ResourceName, records: readonly object[]): readonly object[];
  /**
   * An answer of a list route with the pager of its envelope varied, keyed by the resource, `fs`
   * and `s`; any other answer as it is.
   */
  answer(route: Route | null, response: MockResponse, url: URL): MockResponse;
}

/** The body with the value at a path replaced, copied along the path. */
function replacedAt(body: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(body)) return body.map((item, index) => (index === head ? replacedAt(item, rest, value) : item));
  if (!isRecord(body)) return body;
  return { ...body, [head]: replacedAt(body[head], rest, value) };
}

/** Creates the latitude of a setting. */
function createLatitude(settings: LatitudeSettings): Latitude {
  const records = (resource: ResourceName, list: readonly object[]): readonly object[] => {
    const walk = { settings, tree: fieldTreeOf(resource), nullable: nullablePathsOf(resource) };
    return list.map((record, index) => {
      const id = (record as { readonly id?: unknown }).id;
      const key = `${resource}|${typeof id === 'string' ? id : `#${index}`}`;
      return variedRecord(record, key, walk) as object;
    });
  };
  return {
    settings,
    records,
    dataset(source) {
      const varied: Record<string, readonly object[]> = {};
      for (const name of Object.keys(source) as ResourceName[]) {
        let cached: readonly object[] | undefined;
        Object.defineProperty(varied, name, {
          enumerable: true,
          get: () => {
            cached ??= records(name, source[name] as readonly object[]);
            return cached;
          },
        });
      }
      return varied as unknown as MockDataset;
    },
    answer(route, response, url) {
      if (
        route?.kind !== 'list' ||
        !settings.pagers ||
        response.status !== 200 ||
        response.raw !== undefined ||
        response.body === undefined
      ) {
        return response;
      }
      let pager: { readonly value: unknown; readonly at: readonly (string | number)[] } | undefined;
      try {
        pager = envelopeRecords(route.resource, response.body).pager;
      } catch {
        return response; // not an envelope of the resource: nothing to vary
      }
      if (pager === undefined) return response;
      const key = `${route.resource}|${url.searchParams.get('fs')}|${url.searchParams.get('s')}`;
      return { ...response, body: replacedAt(response.body, pager.at, variedPager(pager.value, settings.seed, key)) };
    },
  };
}

/**
 * The latitude of an option, or `null` when it is off.
 *
 * @throws `ArgumentError` naming a member of the object form that is not an option or not of its type.
 */
export function latitudeOf(option: MockLatitude | undefined): Latitude | null {
  const settings = latitudeSettings(option);
  return settings === null ? null : createLatitude(settings);
}
