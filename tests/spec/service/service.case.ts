/**
 * The service conformance suite: the spec's sentences about the service, each a test quoting it
 * (`cite(section, sentence)`), run against every implementation of the service huddle ships, the
 * way hono runs one `common.case` over each runtime: the msw handlers (msw.test.ts), the
 * `node:http` server (server.test.ts), a replayed recording (replay.test.ts) and the `huddle mock`
 * command from the packed tarball (../packed/command.test.ts).
 *
 * Its expected values are the spec's words, written by hand (shapes.ts, and the predicates of
 * cases/query.ts); nothing of huddle's resource table, model, schemas or field trees is imported.
 * A case an implementation cannot show is skipped by name, with the reason, in that file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointCases } from './cases/endpoints.ts';
import { fieldCases } from './cases/fields.ts';
import { queryCases } from './cases/query.ts';
import { resourceCases } from './cases/resources.ts';
import { type ServiceTarget, suiteOver } from './support/suite.ts';

/** Cases left out for one implementation, and why. */
interface SkippedCases {
  readonly reason: string;
  readonly cases: readonly string[];
}

/** How the mock is started for a variant of the suite. */
interface StartOptions {
  /**
   * Whether the mock varies what the spec leaves open (empty pagers, null pager members, nulls
   * where allowed, every timestamp form): the suite's assertions hold either way.
   */
  readonly latitude: boolean;
}

export interface ServiceConformanceOptions {
  /** The implementation's name, for the suite's title: `huddle/msw`. */
  readonly name: string;
  /** Which variant of the mock to run (see {@link StartOptions}). */
  readonly latitude: boolean;
  /** Starts the service (once for the suite) over the default dataset, as users get it. */
  readonly start: (options: StartOptions) => Promise<ServiceTarget>;
  readonly skip?: readonly SkippedCases[];
}

/** Runs the service conformance suite against one implementation. */
export function runServiceConformance({ name, latitude, start, skip = [] }: ServiceConformanceOptions): void {
  describe(`service conformance: ${name}${latitude ? ' (latitude)' : ''}`, () => {
    let target: ServiceTarget | undefined;
    beforeAll(async () => {
      target = await start({ latitude });
    }, 120_000);
    afterAll(() => target?.stop());

    const names: string[] = [];
    const skipped = new Map(skip.flatMap(({ reason, cases }) => cases.map((one) => [one, reason] as const)));
    const test = (caseName: string, run: () => Promise<void>) => {
      if (names.includes(caseName)) throw new Error(`two cases are named ${caseName}`);
      names.push(caseName);
      const reason = skipped.get(caseName);
      if (reason === undefined) it(caseName, run);
      else it.skip(`${caseName} (skipped: ${reason})`, run);
    };
    const current = () => {
      if (target === undefined) throw new Error('the service is started before the first case');
      return target;
    };
    const suite = suiteOver(current, test, latitude);
    endpointCases(suite);
    resourceCases(suite);
    fieldCases(suite);
    queryCases(suite);

    it('skips only cases the suite has', () => {
      expect([...skipped.keys()].filter((one) => !names.includes(one))).toEqual([]);
    });
  });
}
