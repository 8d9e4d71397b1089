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
import { root } from '../support/built-dist.ts';
import { leaveScreenshot, type OpenedExample, openExample } from '../support/example-page.ts';

const screenshot = join(root, 'test-results', 'scoreboard.png');
const league = createLeague({ seed: 1 });
/** How long a poll of the page may wait: generous, for a machine busy with other work. */
const settle = { timeout: 15_000 };
const WEEK_MS = 7 * 86_400_000;

/** The next score of a followed team after `now` (within a week), and the final of its game. */
function nextScoreOfFollowedTeam(now: number): { score: LeagueEvent; final: LeagueEvent; team: string } {
  const week = league.events(now, now + WEEK_MS);
  const score = week.find((event) => event.kind === 'score' && followedTeams.includes(event.teams[0] ?? ''));
  const final = week.find((event) => event.kind === 'final' && event.gameId === score?.gameId);
  const team = score?.teams[0];
  if (score === undefined || final === undefined || team === undefined) {
    throw new Error(`no followed team (${followedTeams.join(', ')}) scores in the week after ${new Date(now)}`);
  }
  return { score, final, team };
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
  let next: ReturnType<typeof nextScoreOfFollowedTeam>;

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
    next = nextScoreOfFollowedTeam(await clock());
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

  it("switches a team's scores and finals on for the device, and shows its standings", async () => {
    const switches = page.getByRole('group', { name: next.team, exact: true });
    const puts = () => requests.filter((entry) => entry.method === 'PUT').length;
    for (const label of ['Scoring plays', 'Final score']) {
      const before = puts();
      await switches.getByRole('switch', { name: label, exact: true }).click();
      await expect.poll(puts, settle).toBe(before + 1);
    }
    expect(server.service.groupsOf(device.appName, device.deviceId)).toEqual(
      [groupName('teamAlertGameEnd', next.team), groupName('teamAlertScoringPlays', next.team)].sort(),
    );
    await expect.poll(() => standingsOf(next.team), settle).toBe('0-0-0');
    expect(countTo(requests, '/teams')).toBe(1);
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
  });

  it('makes no standings request across the scores, and one after the final', async () => {
    const { score, final, team } = next;
    const scoresLeft = league
      .events(score.at, final.at - 1)
      .filter((event) => event.kind === 'score' && event.teams[0] === team).length;
    const mark = requests.length;
    await clock({ set: final.at - 1 });
    await handled(1 + scoresLeft);
    expect(countTo(requests.slice(mark), '/teams')).toBe(0);
    expect(countTo(requests.slice(mark), '/games')).toBe(scoresLeft);

    const atFinal = requests.length;
    await clock({ set: final.at });
    await handled(2 + scoresLeft);
    console.log(`the final (${final.message}) invalidated: ${await invalidatedBy(1 + scoresLeft)}`);
    const [home = 0, visitors = 0] = final.score ?? [];
    const won = team === final.teams[0] ? home > visitors : visitors > home;
    await expect.poll(() => standingsOf(team), settle).toBe(won ? '1-0-0' : '0-1-0');
    expect(countTo(requests.slice(atFinal), '/teams')).toBe(1);
    expect(await scoreOf(final.gameId)).toBe(`${visitors} – ${home}`);
  });

  it('threw nothing in the page, and leaves a screenshot', async () => {
    expect(opened.pageErrors).toEqual([]);
    const png = await leaveScreenshot(page, screenshot);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    console.log(`screenshot of the scoreboard: ${screenshot}`);
  });
});
