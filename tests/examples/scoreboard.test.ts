/**
 * The scoreboard example (examples/scoreboard) end to end: built by vite against the built
 * package, served next to a live mock whose clock moves only when the test moves it (the clock of
 * `huddle mock --clock manual`), and driven in Chromium. The page listens to the mock's delivery
 * stream as a device's `onMessage` would; the test steps the clock across one of the followed
 * team's scores, then across its final, and counts what the mock answered, path by path.
 */
import { join } from 'node:path';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { device, followedTeams, gamesPerWeek } from '../../examples/scoreboard/src/settings.ts';
import { createLeague, type LeagueEvent } from '../../src/league/index.ts';
import { type MockServer, type RequestLogEntry, startMockServer } from '../../src/mock/server/index.ts';
import { groupName } from '../../src/push/index.ts';
import { leaveScreenshot, type OpenedExample, openExample } from '../support/docs/example-page.ts';
import { root } from '../support/package/built-dist.ts';

const screenshots = {
  score: join(root, 'test-results', 'scoreboard-score.png'),
  end: join(root, 'test-results', 'scoreboard.png'),
};
const league = createLeague({ seed: 1 });
/** A poll of the page has no deadline of its own: the describe block's hang guard (120 s) ends a hung one. */
const settle = { timeout: 120_000 };
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/**
 * What the test steps across, from the clock's `now`, within the week after it: the next score of
 * a followed team (the scorer) and its game's final, then the final that completes the week (the
 * mock publishes a week's standings once its last game is final), which must be another followed
 * team's.
 */
function plan(now: number) {
  const week = league.events(now, now + WEEK_MS);
  const score = week.find((event) => event.kind === 'score' && followedTeams.includes(event.teams[0] ?? ''));
  const final = week.find((event) => event.kind === 'final' && event.gameId === score?.gameId);
  const lastFinal = week.filter((event) => event.kind === 'final' && event.at < now + WEEK_MS - DAY_MS).at(-1);
  const scorer = score?.teams[0];
  const closer = lastFinal?.teams.find((team) => followedTeams.includes(team) && team !== scorer);
  if (score === undefined || final === undefined || scorer === undefined) {
    throw new Error(`no followed team (${followedTeams.join(', ')}) scores in the week after ${new Date(now)}`);
  }
  if (lastFinal === undefined || closer === undefined) {
    throw new Error(`the last game of the week after ${new Date(now)} is no other followed team's`);
  }
  return { score, final, scorer, lastFinal, closer };
}

/** A team's `W-L-T` after one final, of its first game. */
function recordAfter(final: LeagueEvent, team: string): string {
  const [home = 0, visitors = 0] = final.score ?? [];
  const [own, other] = team === final.teams[0] ? [home, visitors] : [visitors, home];
  return `${Number(own > other)}-${Number(own < other)}-${Number(own === other)}`;
}

const pathOf = (entry: RequestLogEntry) => new URL(entry.path, 'http://mock').pathname;
const countTo = (entries: readonly RequestLogEntry[], path: string) =>
  entries.filter((entry) => entry.method === 'GET' && pathOf(entry) === path).length;
const lineOf = ({ method, path, status }: RequestLogEntry) => `${method} ${decodeURIComponent(path)} → ${status}`;

describe('examples/scoreboard', { timeout: 120_000 }, () => {
  /** Every request the mock answered, in order. */
  const requests: RequestLogEntry[] = [];
  let server: MockServer;
  let opened: OpenedExample;
  let page: Page;
  let next: ReturnType<typeof plan>;

  const clock = async (move?: { set: number }) => {
    const answer = await fetch(`${server.url}/_mock/clock`, {
      method: move === undefined ? 'GET' : 'POST',
      ...(move !== undefined && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(move) }),
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { ms: number }).ms;
  };
  const received = () => page.getByRole('list', { name: 'Received' }).getByRole('listitem');
  const scoreOf = (gameId: string | null) => page.locator(`tr[data-game-id="${gameId}"] td.score`).textContent();
  const standingsOf = (abbr: string) =>
    page.getByRole('table', { name: 'Standings' }).getByRole('row', { name: abbr }).locator('td').textContent();
  /** Waits until the page has handled `count` pushes and every refetch they started has been answered. */
  const handled = async (count: number) => {
    await expect.poll(() => received().count(), settle).toBe(count);
    await expect.poll(() => received().and(page.locator('[data-settled="true"]')).count(), settle).toBe(count);
  };
  /** What the page says the push it handled `index`-th invalidated. */
  const invalidatedBy = (index: number) => received().nth(index).locator('code').textContent();

  beforeAll(async () => {
    // The manual clock: it starts 1 ms before the league's first kickoff and moves only when told.
    server = await startMockServer({ league, log: (_line, entry) => requests.push(entry) });
    next = plan(await clock());
    opened = await openExample('scoreboard', { api: server.url, width: 1100, height: 1000 });
    page = opened.page;
  }, 180_000);

  afterAll(async () => {
    await opened?.close();
    await server?.close();
  });

  it("shows the week's games before kickoff, and no standings until a team is switched on", async () => {
    const rows = page.getByRole('table', { name: 'Scores' }).getByRole('row');
    await expect.poll(() => rows.count(), settle).toBe(gamesPerWeek + 1); // and the heading row
    expect(await scoreOf(next.score.gameId)).toBe('—');
    expect(await page.getByRole('region', { name: 'Standings' }).textContent()).toContain('Switch a team on');
    await expect
      .poll(() => page.getByRole('status', { name: 'Stream' }).textContent(), settle)
      .toBe('Listening for pushes');
    expect(countTo(requests, '/teams')).toBe(0);
  });

  it("switches one team's scores and finals on and another's finals, and shows their standings", async () => {
    const { scorer, closer } = next;
    const puts = () => requests.filter((entry) => entry.method === 'PUT').length;
    const switches = [
      [scorer, 'Scoring plays'],
      [scorer, 'Final score'],
      [closer, 'Final score'],
    ] as const;
    for (const [team, label] of switches) {
      const before = puts();
      await page
        .getByRole('group', { name: team, exact: true })
        .getByRole('switch', { name: label, exact: true })
        .click();
      await expect.poll(puts, settle).toBe(before + 1);
    }
    expect(server.service.groupsOf(device.appName, device.deviceId)).toEqual(
      [
        groupName('teamAlertScoringPlays', scorer),
        groupName('teamAlertGameEnd', scorer),
        groupName('teamAlertGameEnd', closer),
      ].sort(),
    );
    await expect.poll(() => standingsOf(scorer), settle).toBe('0-0-0');
    await expect.poll(() => standingsOf(closer), settle).toBe('0-0-0');
    // One for the scorer alone, one for both teams once the second was switched on.
    expect(countTo(requests, '/teams')).toBe(2);
  });

  it('refetches the games once across a score, and the score on screen changes', async () => {
    const { score } = next;
    await clock({ set: score.at - 1 });
    const before = await scoreOf(score.gameId);
    const mark = requests.length;

    expect(await clock({ set: score.at })).toBe(score.at);
    await handled(1);
    const [home, visitors] = score.score ?? [];
    await expect.poll(() => scoreOf(score.gameId), settle).toBe(`${visitors} – ${home}`);
    expect(before).not.toBe(`${visitors} – ${home}`);
    expect(await received().first().textContent()).toContain(score.message);

    const step = requests.slice(mark);
    console.log(
      [
        `request log of one score step (${score.message}; clock set to ${new Date(score.at).toISOString()}):`,
        ...step.map(lineOf),
        `invalidated: ${await invalidatedBy(0)}`,
      ].join('\n  '),
    );
    expect(step.map((entry) => `${entry.method} ${pathOf(entry)}`)).toEqual(['POST /_mock/clock', 'GET /games']);
    await leaveScreenshot(page, screenshots.score);
    console.log(`screenshot after the score: ${screenshots.score}`);
  });

  it('makes no standings request across the scores, and one across each final', async () => {
    const { score, final, scorer, lastFinal, closer } = next;
    const scoresLeft = league
      .events(score.at, final.at - 1)
      .filter((event) => event.kind === 'score' && event.teams[0] === scorer).length;
    let pushes = 1;
    const step = async (to: number, expected: number) => {
      const mark = requests.length;
      await clock({ set: to });
      pushes += expected;
      await handled(pushes);
      return requests.slice(mark);
    };

    const scores = await step(final.at - 1, scoresLeft);
    expect(countTo(scores, '/teams')).toBe(0);
    expect(countTo(scores, '/games')).toBe(scoresLeft);

    const atFinal = await step(final.at, 1);
    console.log(`the final (${final.message}) invalidated: ${await invalidatedBy(pushes - 1)}`);
    expect(atFinal.map((entry) => `${entry.method} ${pathOf(entry)}`)).toEqual([
      'POST /_mock/clock',
      'GET /games',
      'GET /teams',
    ]);
    const [home, visitors] = final.score ?? [];
    await expect.poll(() => scoreOf(final.gameId), settle).toBe(`${visitors} – ${home}`);
    // Refetched, and still 0-0-0: the week is not over, and the mock publishes its standings then.
    expect(await standingsOf(scorer)).toBe('0-0-0');

    const weekOver = await step(lastFinal.at, 1);
    expect(countTo(weekOver, '/teams')).toBe(1);
    await expect.poll(() => standingsOf(scorer), settle).toBe(recordAfter(final, scorer));
    await expect.poll(() => standingsOf(closer), settle).toBe(recordAfter(lastFinal, closer));
  });

  it('threw nothing in the page, and leaves a screenshot', async () => {
    expect(opened.pageErrors).toEqual([]);
    const png = await leaveScreenshot(page, screenshots.end);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    console.log(`screenshot of the scoreboard at the week's end: ${screenshots.end}`);
  });

  it('sends nothing, bearer or not, to an origin that ?api= names off this machine, and says so', async () => {
    // Last: it leaves the page for the same site at ?api=https://evil.example.
    const asked: string[] = [];
    await page.route('**/*', (route) => {
      asked.push(route.request().url());
      return new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort();
    });
    const site = new URL(page.url());
    await page.goto(`${site.origin}${site.pathname}?api=${encodeURIComponent('https://evil.example')}`);
    // Once the page has started its queries (to whichever API it chose), none went off this machine.
    const api = (url: string) => url.startsWith('http://127.0.0.1:4010/') || url.startsWith('https://evil.example/');
    await expect.poll(() => asked.some(api), settle).toBe(true);
    expect(asked.filter((url) => new URL(url).hostname !== '127.0.0.1')).toEqual([]);
    await expect
      .poll(() => page.getByRole('alert').textContent(), settle)
      .toContain('Refused ?api=https://evil.example');
  });
});
