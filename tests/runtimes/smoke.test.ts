/**
 * The runtime matrix: the smoke (tests/runtimes/smoke/) on every runtime of runtimes.ts, from the
 * packed tarball. Each part is checked against what the spec says or a case worked by hand, never
 * against huddle's own tables; a runtime whose smoke fails shows its stderr.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_INSTALL_GUARD } from './install-runtime.ts';
import { runSmoke, type SmokeRun } from './run-smoke.ts';
import { type RuntimeReport, runtimes } from './runtimes.ts';

/** What the smoke prints (parts.mjs and smoke.mjs), as far as the checks read it. */
interface Failure {
  readonly name: string;
  readonly code: string;
  readonly message: string;
  readonly huddle: boolean;
}
interface Decoded {
  readonly platform: string;
  readonly message: string;
  readonly title: string | null;
  readonly extras: unknown;
  readonly problems: readonly unknown[];
}
/** A payload as huddle/push/toast's `decode` and huddle/push's read it. */
interface DecodedBy {
  readonly toast: Decoded | Failure;
  readonly push: Decoded | Failure;
}
interface SmokeResults {
  readonly runtime: RuntimeReport;
  readonly minute: readonly Record<string, unknown>[];
  readonly validated: { readonly weeks: readonly unknown[]; readonly tampered: Failure | null };
  readonly paging: Readonly<Record<string, unknown>>;
  readonly push: {
    readonly platforms: readonly string[];
    readonly payloadKinds: Readonly<Record<string, string>>;
    readonly handWritten: Readonly<Record<string, DecodedBy>>;
    readonly encoded: Readonly<Record<string, DecodedBy>>;
  };
  readonly setGroups: Readonly<Record<'set' | 'misspelt' | 'withoutToken', Failure | null>>;
  readonly groupsOf: readonly string[] | null;
}

/** The smoke's extras: the spec's teamAlertGameEnd, whose required parameter is gameId. */
const gameEnd = { type: 'teamAlertGameEnd', more: { gameId: '0042' } };

/**
 * What decoding each platform's hand-written payload gives (parts.mjs `payloads`): the message,
 * the title where the payload has one (the data style's `notification.title`), the extras.
 */
const decodedPayloads: Readonly<Record<string, Omit<Decoded, 'platform' | 'problems'>>> = {
  aps: { message: 'Final: NE 24, NYJ 17', title: null, extras: gameEnd },
  data: { message: 'Final: NE 24, NYJ 17', title: 'NE wins', extras: gameEnd },
  toast: { message: 'Final: NE 24, NYJ 17', title: null, extras: gameEnd },
};

/** huddle/push's answer to XML (docs/push.md): a DecodeError naming the entry that reads it. */
const refusedXml = expect.objectContaining({
  name: 'DecodeError',
  message: expect.stringContaining('huddle/push/toast'),
});

/** The spec's identifiers: "strings in UUID-like format". */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The spec's timestamp: ISO 8601, UTC with `Z`, or a numeric offset (`+03:00`, hour-only `-07`). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}(:\d{2})?)$/;

describe.each(runtimes)('$name', (runtime) => {
  let run: SmokeRun;
  beforeAll(async () => {
    run = await runSmoke(runtime);
  }, FIRST_INSTALL_GUARD);

  /** The smoke's results; a smoke that failed fails here too, with the runtime's stderr. */
  function results(): SmokeResults {
    if (run.code !== 0) throw new Error(`${runtime.name}'s smoke exited with ${run.code}:\n${run.stderr}`);
    return JSON.parse(run.stdout);
  }

  it(`is ${runtime.spec ?? "the project's own node"}, and the smoke ran there`, () => {
    expect(run.printed.startsWith(runtime.printed), run.printed).toBe(true);
    expect(results().runtime).toMatchObject(runtime.identity);
  });

  it('runs the smoke to its end, printing nothing on stderr', () => {
    if (run.code !== 0 || run.stderr !== '') {
      throw new Error(`${runtime.name}'s smoke exited with ${run.code}, its stderr:\n${run.stderr}`);
    }
  });

  it("runs the README's minute query: three games, only the fields selected", () => {
    const { minute } = results();
    expect(minute).toHaveLength(3);
    for (const game of minute) {
      expect(Object.keys(game).sort()).toEqual(['gameTime', 'homeTeam', 'id', 'visitorTeam']);
      expect(game).toEqual({
        id: expect.stringMatching(UUID),
        gameTime: expect.stringMatching(TIMESTAMP),
        homeTeam: { abbr: expect.stringMatching(/^[A-Z]{2,3}$/) },
        visitorTeam: { abbr: expect.stringMatching(/^[A-Z]{2,3}$/) },
      });
    }
    // The README's comment shows the first: the 2024 opener.
    expect(minute[0]).toMatchObject({
      id: expect.stringMatching(/^80c5a691-/),
      gameTime: '2024-09-05T19:20:00-05',
      homeTeam: { abbr: 'CHI' },
      visitorTeam: { abbr: 'DET' },
    });
  });

  it('validates a list: integers stay numbers, and a season sent as text is refused with a ValidationError', () => {
    const { validated } = results();
    expect(validated.weeks).toEqual([
      { season: 2024, week: 1 },
      { season: 2024, week: 1 },
    ]);
    expect(validated.tampered).toEqual({
      name: 'ValidationError',
      code: 'ERR_VALIDATION',
      message: 'Invalid games at [1].week.season: expected number, found string "2024"',
      huddle: true,
    });
  });

  it("pages week 1's 16 games five at a time: 5, 5, 5, 1, the short page the last request", () => {
    // 32 teams each play once in week 1: 16 games. pages() stops at a short page (docs/client.md),
    // so four requests; all() walks the same pages.
    expect(results().paging).toEqual({
      pageSizes: [5, 5, 5, 1],
      distinctIds: 16,
      pageRequests: 4,
      allRecords: 16,
      allRequests: 4,
    });
  });

  it("decodes a hand-written payload of each of the spec's platforms", () => {
    const { handWritten } = results().push;
    expect(Object.keys(handWritten)).toEqual(Object.keys(decodedPayloads));
    for (const [platform, expected] of Object.entries(decodedPayloads)) {
      const decoded = { platform, ...expected, problems: [] };
      expect(handWritten[platform]?.toast, platform).toEqual(decoded);
      // The spec's toast is XML: huddle/push sends it to huddle/push/toast.
      expect(handWritten[platform]?.push, platform).toEqual(platform === 'toast' ? refusedXml : decoded);
    }
  });

  it("decodes what each platform of huddle's platform table encodes, so a platform added there is covered", () => {
    const { platforms, payloadKinds, encoded } = results().push;
    // The spec's three platform families, at least.
    expect(platforms).toEqual(expect.arrayContaining(Object.keys(decodedPayloads)));
    expect(Object.keys(encoded)).toEqual(platforms);
    for (const platform of platforms) {
      const decoded = { platform, message: 'Kickoff: KC at BUF', title: 'Game on', extras: gameEnd, problems: [] };
      expect(encoded[platform]?.toast, platform).toEqual(decoded);
      expect(encoded[platform]?.push, platform).toEqual(payloadKinds[platform] === 'json' ? decoded : refusedXml);
    }
  });

  it("sets a device's groups on the mock, which then holds the list sent; refuses a misspelt group and no token", () => {
    const { setGroups, groupsOf } = results();
    expect(setGroups.set).toBeNull();
    // The spec: "The subscription is stated as the list sent in `groups`."
    expect(groupsOf).toEqual(['breakingNews', 'teamAlertScoringPlays_NE', 'relationalAlertGameOvertimeNE']);
    expect(setGroups.misspelt).toMatchObject({
      name: 'GroupNameError',
      message: expect.stringContaining('"breakingnews"'),
    });
    expect(setGroups.withoutToken).toMatchObject({ name: 'ArgumentError', code: 'ERR_ARGUMENT' });
  });
});
