// Loads every entry point of the built package, as ESM and as CommonJS, through the package's
// own exports map, and uses each once: what attw checks for types, this checks for code.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const entries = {
  huddle: (m) => assert.equal(typeof m.createClient({ baseUrl: 'https://api.example' }).games.list, 'function'),
  'huddle/schemas': (m) => assert.equal(m.GameSchema.safeParse({ id: 'g' }).success, true),
  'huddle/query': (m) =>
    assert.deepEqual(m.query('games').select('id').take(1).toParams(), { fs: 'id', s: '{"$take":1}' }),
  'huddle/push': (m) => assert.deepEqual(m.route({ type: 'trendingNews' }), { screen: 'stories' }),
  'huddle/push/toast': (m) => assert.equal(m.decode(m.toast.encode({ message: 'a & b' })).message, 'a & b'),
  'huddle/msw': (m) => {
    const api = m.createMockApi({ baseUrl: 'https://api.example' });
    assert.equal(api.handlers.length, 1); // one catch-all per base URL
    assert.equal(api.dataset.games.length, 272); // the season of seed 1, as huddle mock serves it
    assert.equal(
      m.createMockApi({ baseUrl: 'https://api.example', dataset: m.sampleDataset() }).dataset.games.length,
      1,
    );
  },
  'huddle/league': (m) => assert.equal(m.createDataset({ seed: 1 }).teams.length, 32),
  'huddle/server': async (m) => {
    const server = await m.startMockServer({ dataset: m.sampleDataset() });
    try {
      const games = await (await fetch(`${server.url}/games?fs=id&s=${encodeURIComponent('{"$take":1}')}`)).json();
      assert.equal(games.length, 1);
    } finally {
      await server.close();
    }
  },
  'huddle/tanstack': (m) =>
    assert.deepEqual(m.mutations({}).setGroups({ appName: 'a', deviceId: 'd' }).mutationKey, [
      'huddle',
      'push',
      'a',
      'd',
      'setGroups',
    ]),
};
for (const [name, use] of Object.entries(entries)) {
  await use(await import(name));
  await use(require(name));
}
console.log(`Loaded and used ${Object.keys(entries).length} entry points as ESM and as CommonJS.`);
