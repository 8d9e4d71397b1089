/**
 * The React example (examples/preferences-page) end to end: built by vite against the built
 * package (dist/, what users install), served next to the mock server, and driven in Chromium.
 * The page's PUTs are held by the test until it has looked at the page, so "while the save is in
 * flight" is a state the test controls rather than a race against latency.
 */
import { join, sep } from 'node:path';
import type { Page, Route } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { device, followedTeams, leagueWideLegend, pageSize } from '../../examples/preferences-page/src/settings.ts';
import { createDataset } from '../../src/league/index.ts';
import { type MockServer, startMockServer } from '../../src/mock/server/index.ts';
import { toDate } from '../../src/model/timestamp.ts';
import { groupName, Preferences, route, toPath } from '../../src/push/index.ts';
import { leaveScreenshot, type OpenedExample, openExample } from '../support/docs/example-page.ts';
import { root } from '../support/package/built-dist.ts';

const screenshot = join(root, 'test-results', 'preferences-page.png');
const dataset = createDataset({ seed: 1 });
const offered = Preferences.offered({ teams: followedTeams });
/** A poll of the page has no deadline of its own: the describe block's hang guard (120 s) ends a hung one. */
const settle = { timeout: 120_000 };

/** The PUTs of the groups, held until released one by one. */
function holdSaves(page: Page) {
  const held: Route[] = [];
  const waiting: ((route: Route) => void)[] = [];
  return {
    async start() {
      await page.route(
        (url) => url.pathname.endsWith('/groups'),
        async (route) => {
          if (route.request().method() !== 'PUT') return route.continue();
          const next = waiting.shift();
          if (next === undefined) held.push(route);
          else next(route);
        },
      );
    },
    /** The next PUT, once the page has sent it; then `continue()` lets it reach the mock. */
    next: () =>
      new Promise<Route>((resolve) => (held.length > 0 ? resolve(held.shift() as Route) : waiting.push(resolve))),
  };
}

const teamName = (abbr: string) => {
  const name = dataset.teams.find((team) => team.abbr === abbr)?.fullName;
  if (typeof name !== 'string') throw new Error(`no team ${abbr} in the dataset`);
  return name;
};

/** The switch of a group, found as a user finds it: by its fieldset's legend and its label. */
function switchOf(page: Page, name: string) {
  const group = offered.groups.find((candidate) => candidate.name === name);
  if (group === undefined) throw new Error(`${name} is not on offer`);
  const legend = group.team === null ? leagueWideLegend : teamName(group.team);
  return page.getByRole('group', { name: legend, exact: true }).getByRole('switch', { name: group.label, exact: true });
}

/** The groups whose switches are on, sorted as `toGroups()` sorts them. */
async function switchedOn(page: Page): Promise<string[]> {
  const states = await Promise.all(
    offered.groups.map(async ({ name }) => [name, await switchOf(page, name).isChecked()] as const),
  );
  return states
    .filter(([, on]) => on)
    .map(([name]) => name)
    .sort();
}

/** The week-1 2024 games in the order `.sort('gameTime')` gives: by instant, ties as stored. */
const weekGames = dataset.games
  .filter((game) => game.week?.season === 2024 && game.week.week === 1)
  .map((game, index) => ({ game, index, at: toDate(String(game.gameTime)).getTime() }))
  .sort((a, b) => a.at - b.at || a.index - b.index)
  .map(({ game }) => game);

describe('examples/preferences-page', { timeout: 120_000 }, () => {
  let opened: OpenedExample;
  let server: MockServer;
  let page: Page;
  const saves = { status: () => page.getByRole('status'), button: () => page.getByRole('button', { name: 'Save' }) };
  let held: ReturnType<typeof holdSaves>;

  beforeAll(async () => {
    server = await startMockServer({ dataset });
    opened = await openExample('preferences-page', {
      api: server.url,
      width: 900,
      height: 1400,
      async beforeOpen(page) {
        held = holdSaves(page);
        await held.start();
      },
    });
    page = opened.page;
  }, 180_000);

  afterAll(async () => {
    await opened?.close();
    await server?.close();
  });

  it('is bundled from the built package, not from the sources, in production mode', () => {
    const { moduleIds } = opened.built;
    expect(moduleIds.some((id) => id.endsWith(join('react-dom', 'cjs', 'react-dom-client.production.js')))).toBe(true);
    const huddle = moduleIds.filter((id) => id.startsWith(root + sep) && !id.includes(`${sep}node_modules${sep}`));
    expect(huddle.some((id) => id.startsWith(join(root, 'dist') + sep))).toBe(true);
    expect(huddle.filter((id) => id.startsWith(join(root, 'src') + sep))).toEqual([]);
  });

  it('shows every group of the followed teams off, and saves the ones switched on, showing them at once', async () => {
    for (const team of followedTeams) {
      await page.getByRole('group', { name: teamName(team), exact: true }).waitFor();
    }
    expect(await switchedOn(page)).toEqual([]);
    expect(await saves.button().isDisabled()).toBe(true);

    const wanted = offered
      .enable('breakingNews')
      .enable(groupName('teamAlertScoringPlays', 'KC'))
      .enable(groupName('teamAlertGameEnd', 'NE'));
    for (const name of wanted.toGroups()) await switchOf(page, name).click();
    await expect.poll(() => switchedOn(page), settle).toEqual(wanted.toGroups());

    await saves.button().click();
    const put = await held.next();
    // In flight: the draft is gone (Save is disabled again), the switches show the cache, which
    // already holds the new groups, and the mock has recorded nothing yet.
    // The PUT is held, so nothing can change until it is let go: polling here waits out no race.
    await expect.poll(() => saves.status().textContent(), settle).toBe('Saving…');
    await expect.poll(() => saves.button().isDisabled(), settle).toBe(true);
    await expect.poll(() => switchedOn(page), settle).toEqual(wanted.toGroups());
    expect(server.service.groupsOf(device.appName, device.deviceId)).toBeUndefined();
    expect(put.request().postDataJSON()).toEqual({ groups: wanted.toGroups() });

    await put.continue();
    await expect.poll(() => saves.status().textContent(), settle).toBe('Saved');
    expect(server.service.groupsOf(device.appName, device.deviceId)).toEqual(wanted.toGroups());
    expect(await switchedOn(page)).toEqual(wanted.toGroups());
  });

  it('rolls the switches back to the saved groups when the service refuses a save', async () => {
    const saved = [...(server.service.groupsOf(device.appName, device.deviceId) ?? [])];
    expect(saved).not.toEqual([]);
    const attempted = Preferences.fromGroups(saved, { teams: followedTeams })
      .disable('breakingNews')
      .enable('trendingNews')
      .enable(groupName('relationalAlertGameOvertime', 'KC'));
    server.service.fail('push', { status: 400 });

    for (const name of ['breakingNews', 'trendingNews', groupName('relationalAlertGameOvertime', 'KC')]) {
      await switchOf(page, name).click();
    }
    await expect.poll(() => switchedOn(page), settle).toEqual(attempted.toGroups());
    await saves.button().click();
    const put = await held.next();
    await expect.poll(() => saves.status().textContent(), settle).toBe('Saving…');
    await expect.poll(() => saves.button().isDisabled(), settle).toBe(true);
    await expect.poll(() => switchedOn(page), settle).toEqual(attempted.toGroups());

    await put.continue();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('answered 400');
    expect(await switchedOn(page)).toEqual(saved);
    expect(await saves.status().textContent()).toBe('');
    expect(server.service.groupsOf(device.appName, device.deviceId)).toEqual(saved);
  });

  it("lists the week's games page by page until there are no more", async () => {
    const matchups = page.getByRole('list', { name: 'Games' }).getByRole('listitem');
    const loadMore = page.getByRole('button', { name: 'Load more' });
    const pages = Math.ceil(weekGames.length / pageSize);
    expect(pages).toBeGreaterThan(1);
    for (let loaded = 1; ; loaded += 1) {
      await expect.poll(() => matchups.count(), settle).toBe(Math.min(weekGames.length, loaded * pageSize));
      if (loaded === pages) break;
      await loadMore.click();
    }
    await loadMore.waitFor({ state: 'detached' });

    const shown = await matchups.evaluateAll((items) =>
      items.map((item) => ({
        matchup: item.querySelector('.matchup')?.textContent,
        time: item.querySelector('time')?.getAttribute('datetime'),
      })),
    );
    expect(shown).toEqual(
      weekGames.map((game) => ({
        matchup: `${game.visitorTeam?.abbr} @ ${game.homeTeam?.abbr}`,
        time: game.gameTime,
      })),
    );
  });

  it('links a sample scoring-play notification to the first game', async () => {
    const [first] = weekGames;
    const expected = toPath(route({ type: 'teamAlertScoringPlay', more: { gameId: String(first?.id) } }));
    const link = page.getByRole('region', { name: 'A sample notification' }).getByRole('link');
    expect(await link.getAttribute('href')).toBe(expected);
    expect(await link.textContent()).toBe(expected);
  });

  it('threw nothing in the page, and leaves a screenshot', async () => {
    expect(opened.pageErrors).toEqual([]);
    const png = await leaveScreenshot(page, screenshot);
    expect(png.length).toBeGreaterThan(1000);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });
});
