/**
 * The runtime smoke, as every runtime of tests/runtimes/runtimes.ts runs it (Node, Bun, Deno, and
 * a Cloudflare Worker): the README's minute query, a validated list, paging, each platform's push
 * payload decoded, and a setGroups, against huddle's mock at `baseUrl`. Plain JavaScript that
 * imports only huddle's public entries, as an app does, so it runs unchanged wherever they do.
 *
 * It checks nothing itself: it returns what each part saw, as JSON, and the test compares that
 * with what the spec says (tests/runtimes/smoke-results.ts).
 */
import { createClient, isHuddleError } from 'huddle';
import { decode as decodeJson, jsonCodecs, platforms, pushPlatforms } from 'huddle/push';
import { decode, textCodecs } from 'huddle/push/toast';

/** The device the smoke subscribes, whose groups the mock then holds. */
export const device = { appName: 'smoke-app', deviceId: 'device-1' };

const gameEnd = { type: 'teamAlertGameEnd', more: { gameId: '0042' } };

/**
 * A payload of each platform, written by hand in the spec's shapes ("Platform payloads"): the
 * alert style with no title, the data style with one, and the toast's XML with its launch
 * attribute holding the extras as escaped XML, its one text the message.
 */
const payloads = {
  aps: { aps: { alert: { body: 'Final: NE 24, NYJ 17' } }, extras: gameEnd },
  data: { data: { message: 'Final: NE 24, NYJ 17', extras: gameEnd }, notification: { title: 'NE wins' } },
  toast:
    '<toast launch="&lt;type&gt;teamAlertGameEnd&lt;/type&gt;&lt;more&gt;&lt;gameId&gt;0042&lt;/gameId&gt;&lt;/more&gt;">' +
    '<visual addImageQuery="false"><binding template="ToastText02" addImageQuery="false">' +
    '<text>Final: NE 24, NYJ 17</text><image/></binding></visual></toast>',
};

/** What an error was, as JSON carries it. */
function failure(error) {
  return {
    name: error?.name,
    code: error?.code,
    message: String(error?.message ?? error),
    huddle: isHuddleError(error),
  };
}

/** The error a call threw, or `null` when it returned. */
async function thrown(call) {
  try {
    await call();
    return null;
  } catch (error) {
    return failure(error);
  }
}

/** What a decoded push says. */
const read = ({ platform, message, title, extras, problems }) => ({ platform, message, title, extras, problems });

/** The README's "Try it in one minute" query. */
async function minute(baseUrl) {
  const client = createClient({ baseUrl });
  const { data } = await client.games.select('id, gameTime, homeTeam{abbr}, visitorTeam{abbr}').take(3).list();
  return data;
}

/**
 * A list validated against the model: a good answer's typed values, and the same answer with one
 * season turned into text (the spec: `week.season` is an integer), which the client refuses.
 */
async function validated(baseUrl) {
  const weekOne = (client) =>
    client.games.select('id, week{season, week}').where('week.season', 2024).where('week.week', 1).take(2).list();
  const { data } = await weekOne(createClient({ baseUrl }));
  const tampering = async (input, init) => {
    const answer = await fetch(input, init);
    const games = await answer.json();
    games[1].week.season = String(games[1].week.season);
    return new Response(JSON.stringify(games), { status: answer.status, headers: answer.headers });
  };
  return {
    weeks: data.map(({ week }) => week),
    tampered: await thrown(() => weekOne(createClient({ baseUrl, fetch: tampering, retry: 0 }))),
  };
}

/** The games of week 1, paged five at a time by `pages()`, and by `all()`; requests counted. */
async function paging(baseUrl) {
  let requests = 0;
  const counting = (input, init) => {
    requests++;
    return fetch(input, init);
  };
  const weekOne = createClient({ baseUrl, fetch: counting })
    .games.select('id')
    .where('week.season', 2024)
    .where('week.week', 1)
    .take(5);
  const pageSizes = [];
  const ids = new Set();
  for await (const page of weekOne.pages()) {
    pageSizes.push(page.data.length);
    for (const game of page.data) ids.add(game.id);
  }
  const pageRequests = requests;
  let records = 0;
  for await (const _game of weekOne.all()) records++;
  return { pageSizes, distinctIds: ids.size, pageRequests, allRecords: records, allRequests: requests - pageRequests };
}

/**
 * Decoding, by huddle/push/toast (every platform) and by huddle/push (the JSON ones; it refuses
 * XML): the hand-written payload of each of the spec's platforms, and for every platform of
 * huddle's platform table, so a platform added there is covered too, a notification its codec
 * encodes.
 */
function push() {
  const codecs = { ...jsonCodecs, ...textCodecs };
  const notification = { message: 'Kickoff: KC at BUF', title: 'Game on', extras: gameEnd };
  const each = (names, payloadOf) =>
    Object.fromEntries(
      names.map((platform) => {
        const decodedBy = (decodeOne) => {
          try {
            return read(decodeOne(payloadOf(platform)));
          } catch (error) {
            return failure(error);
          }
        };
        return [platform, { toast: decodedBy(decode), push: decodedBy(decodeJson) }];
      }),
    );
  return {
    platforms: [...pushPlatforms],
    payloadKinds: Object.fromEntries(pushPlatforms.map((platform) => [platform, platforms[platform].payload])),
    handWritten: each(Object.keys(payloads), (platform) => payloads[platform]),
    encoded: each(pushPlatforms, (platform) => codecs[platform].encode(notification)),
  };
}

/** The push call: groups set (202), and two calls refused before sending. */
async function setGroups(baseUrl) {
  const client = createClient({ baseUrl, token: 'smoke-token' });
  const groups = ['breakingNews', 'teamAlertScoringPlays_NE', 'relationalAlertGameOvertimeNE'];
  return {
    set: await thrown(() => client.push.setGroups({ ...device, groups })),
    misspelt: await thrown(() => client.push.setGroups({ ...device, groups: ['breakingnews'] })),
    withoutToken: await thrown(() => createClient({ baseUrl }).push.setGroups({ ...device, groups })),
  };
}

/** The runtime as it names itself. */
function runtime() {
  const { Bun, Deno, navigator, process } = globalThis;
  return {
    node: process?.versions?.node ?? null,
    bun: Bun?.version ?? null,
    deno: Deno?.version?.deno ?? null,
    userAgent: navigator?.userAgent ?? null,
  };
}

/** Every part against the mock at `baseUrl`, one after the other. */
export async function smoke(baseUrl) {
  return {
    runtime: runtime(),
    minute: await minute(baseUrl),
    validated: await validated(baseUrl),
    paging: await paging(baseUrl),
    push: push(),
    setGroups: await setGroups(baseUrl),
  };
}
