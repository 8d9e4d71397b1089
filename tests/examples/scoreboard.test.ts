/**
 * The scoreboard example (examples/scoreboard) end to end: built by vite against the built
 * package, served next to a live mock whose clock moves only when the test moves it (the clock of
 * `huddle mock --clock manual`), and driven in Chromium. The page listens to the mock's delivery
 * stream as a device's `onMessage` would; the test steps the clock across one of the followed
 * team's scores, then across its final, and counts what the mock answered, path by path.
 */
import { mkdir, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { device, followedTeams, gamesPerWeek } from '../../examples/scoreboard/src/settings.ts';
import { createLeague, type LeagueEvent } from '../../src/league/index.ts';
import { type MockServer, type RequestLogEntry, startMockServer } from '../../src/mock/server/index.ts';
import { groupName } from '../../src/push/index.ts';
import { root } from '../support/built-dist.ts';
import { type BuiltExample, buildExample, launchChromium, serveExample } from '../support/example-page.ts';

const screenshot = join(root, 'test-results', 'scoreboard.png');
const league = createLeague({ seed: 1 });
/** How long a poll of the page may wait: generous, for a machine busy with other work. */
const settle = { timeout: 15_000 };
const WEEK_MS = 7 * 86_400_000;

/** The first score of a followed team in the league's first week, and the final of its game. */
function firstScoreOfFollowedTeam(): { score: LeagueEvent; final: LeagueEvent; team: string } {
  const week = league.events(league.start - 1, league.start + WEEK_MS);
  const score = week.find((event) => event.kind === 'score' && followedTeams.includes(event.teams[0] ?? ''));
  const final = week.find((event) => event.kind === 'final' && event.gameId === score?.gameId);
  const team = score?.teams[0];
  if (score === undefined || final === undefined || team === undefined) {
    throw new Error(`no followed team (${followedTeams.join(', ')}) scores in the first week`);
  }
  return { score, final, team };
}

/** The requests the mock answered, in order, as `METHOD /path?query → status`. */
function requestLog() {
  const entries: RequestLogEntry[] = [];
  return {
    entries,
    log: (_line: string, entry: RequestLogEntry) => entries.push(entry),
    /** The requests answered since `mark` (a length of `entries`). */
    since: (mark: number) => entries.slice(mark),
  };
}

const pathOf = (entry: RequestLogEntry) => new URL(entry.path, 'http://mock').pathname;
const countTo = (entries: readonly RequestLogEntry[], path: string) =>
  entries.filter((entry) => entry.method === 'GET' && pathOf(entry) === path).length;
const lineOf = ({ method, path, status }: RequestLogEntry) => `${method} ${decodeURIComponent(path)} → ${status}`;

describe('examples/scoreboard', { timeout: 120_000 }, () => {
  const { score, final, team } = firstScoreOfFollowedTeam();
  const requests = requestLog();
  let built: BuiltExample;
  let server: MockServer;
  let site: PreviewServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: Error[] = [];

  const moveClock = async (to: number) => {
    const answer = await fetch(`${server.url}/_mock/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ set: to }),
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { ms: number }).ms).toBe(to);
  };
  const received = () => page.getByRole('list', { name: 'Received' }).getByRole('listitem');
  const scoreOf = (gameId: string) => page.locator(`tr[data-game-id="${gameId}"] td.score`).textContent();
  const standingsOf = (abbr: string) =>
    page.getByRole('table', { name: 'Standings' }).getByRole('row', { name: abbr }).locator('td').textContent();
  /** Waits until the page has handled `count` pushes and every refetch they started has been answered. */
  const handled = async (count: number) => {
    await expect.poll(() => received().count(), settle).toBe(count);
    await expect.poll(() => received().and(page.locator('[data-settled="true"]')).count(), settle).toBe(count);
  };

  beforeAll(async () => {
    built = await buildExample('scoreboard');
    // The manual clock: it starts 1 ms before the league's first kickoff and moves only when told.
    server = await startMockServer({ league, log: requests.log });
    const served = await serveExample(built);
    site = served.site;
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1100, height: 1000 } });
    page.on('pageerror', (error) => pageErrors.push(error));
    await page.goto(`${served.url}?api=${encodeURIComponent(server.url)}`);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await server?.close();
    await built?.remove();
  });

  it("shows the week's games before kickoff, and no standings until a team is switched on", async () => {
    const rows = page.getByRole('table', { name: 'Scores' }).getByRole('row');
    await expect.poll(() => rows.count(), settle).toBe(gamesPerWeek + 1); // and the heading row
    expect(await scoreOf(String(score.gameId))).toBe('—');
    expect(await page.getByRole('region', { name: 'Standings' }).textContent()).toContain('Switch a team on');
    await expect
      .poll(() => page.getByRole('status', { name: 'Stream' }).textContent(), settle)
      .toBe('Listening for pushes');
    expect(countTo(requests.entries, '/teams')).toBe(0);
  });

  it("switches a team's scores and finals on for the device, and shows its standings", async () => {
    const switches = page.getByRole('group', { name: team, exact: true });
    for (const label of ['Scoring plays', 'Final score']) {
      const before = requests.entries.filter((entry) => entry.method === 'PUT').length;
      await switches.getByRole('switch', { name: label, exact: true }).click();
      await expect
        .poll(() => requests.entries.filter((entry) => entry.method === 'PUT').length, settle)
        .toBe(before + 1);
    }
    expect(server.service.groupsOf(device.appName, device.deviceId)).toEqual(
      [groupName('teamAlertGameEnd', team), groupName('teamAlertScoringPlays', team)].sort(),
    );
    await expect.poll(() => standingsOf(team), settle).toBe('0-0-0');
    expect(countTo(requests.entries, '/teams')).toBe(1);
  });

  it('refetches the games once across a score, and the score on screen changes', async () => {
    const gameId = String(score.gameId);
    await moveClock(score.at - 1);
    const before = await scoreOf(gameId);
    const mark = requests.entries.length;

    await moveClock(score.at);
    await handled(1);
    const [home, visitors] = score.score ?? [];
    await expect.poll(() => scoreOf(gameId), settle).toBe(`${visitors} – ${home}`);
    expect(before).not.toBe(`${visitors} – ${home}`);

    const step = requests.since(mark);
    console.log(
      [`request log of one score step (${score.message}, clock set to ${new Date(score.at).toISOString()}):`]
        .concat(step.map(lineOf))
        .join('\n  '),
    );
    expect(step.map((entry) => `${entry.method} ${pathOf(entry)}`)).toEqual(['POST /_mock/clock', 'GET /games']);
    expect(await received().first().textContent()).toContain(score.message);
  });

  it('makes no standings request across the scores, and one after the final', async () => {
    const mark = requests.entries.length;
    const scoresLeft = league
      .events(score.at, final.at - 1)
      .filter((event) => event.kind === 'score' && event.teams[0] === team).length;
    await moveClock(final.at - 1);
    await handled(1 + scoresLeft);
    expect(countTo(requests.since(mark), '/teams')).toBe(0);
    expect(countTo(requests.since(mark), '/games')).toBe(scoresLeft);

    const atFinal = requests.entries.length;
    await moveClock(final.at);
    await handled(2 + scoresLeft);
    const [home, visitors] = final.score ?? [];
    const won = team === final.teams[0] ? (home ?? 0) > (visitors ?? 0) : (visitors ?? 0) > (home ?? 0);
    await expect.poll(() => standingsOf(team), settle).toBe(won ? '1-0-0' : '0-1-0');
    expect(countTo(requests.since(atFinal), '/teams')).toBe(1);
    expect(await scoreOf(String(final.gameId))).toBe(`${visitors} – ${home}`);
  });

  it('threw nothing in the page, and leaves a screenshot', async () => {
    expect(pageErrors).toEqual([]);
    await mkdir(dirname(screenshot), { recursive: true });
    await rm(screenshot, { force: true });
    await page.screenshot({ path: screenshot, fullPage: true });
    const png = await readFile(screenshot);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    console.log(`screenshot of the scoreboard: ${screenshot}`);
  });
});
