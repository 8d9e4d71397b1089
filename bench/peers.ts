/**
 * huddle against the stacks a user would build instead, in the same run, on the same payloads:
 * the 7 MB response of 1,000 games and a 20-game page (the per-request cost apps pay thousands of
 * times). Every case reads the same text from a `fetch` that answers with a `Response` of it, and
 * every ratio is to the floor timed beside it: that `fetch`, `Response.text()` and `JSON.parse`.
 * `npx tsx bench/peers.ts` runs it alone; `npm run bench` with the rest.
 */
import { deepStrictEqual } from 'node:assert/strict';
import ky from 'ky';
import createFetchClient from 'openapi-fetch';
import * as z from 'zod';
import { attemptFetch, CALL, type Call } from '../src/client/attempt.ts';
import { createClient } from '../src/client/create-client.ts';
import type { BodyText } from '../src/client/read-body.ts';
import { DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_TIMEOUT, Transport } from '../src/client/transport.ts';
import { GameSchema } from '../src/schemas.ts';
import { gamesPayload } from './fixtures.ts';
import { type Case, type Measured, measure } from './measure.ts';
import { ratioFigures, type Section } from './section.ts';

const BASE_URL = 'https://api.example';
const FLOOR = 'fetch + JSON.parse';

/** `/games` as openapi-typescript writes it from docs/openapi.json, with the body left to zod. */
interface Paths {
  '/games': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: { query?: { fs?: string; s?: string }; header?: never; path?: never; cookie?: never };
      requestBody?: never;
      responses: { 200: { headers: Record<string, unknown>; content: { 'application/json': unknown } } };
    };
  };
}

type CreateClient = typeof createClient;

/** Runs `run` with `Function` refusing to compile code, as a strict Content Security Policy does. */
async function withoutCompiling<T>(run: () => Promise<T>): Promise<T> {
  const original = globalThis.Function;
  const refuse = () => {
    throw new EvalError('Refused to evaluate a string as JavaScript (Content Security Policy)');
  };
  globalThis.Function = new Proxy(original, { construct: refuse, apply: refuse });
  try {
    return await run();
  } finally {
    globalThis.Function = original;
  }
}

interface Payload {
  /** The query string every case sends (`''` for none). */
  readonly search: string;
  /** The same query as huddle's builder writes it. */
  readonly take: number | undefined;
  readonly text: string;
}

/** The cases of one payload, each resolving to the games it read. */
async function cases(payload: Payload): Promise<{ floor: Case; cases: Case[] }> {
  const { text, search, take } = payload;
  const fetch = async (_input: unknown) => new Response(text, { headers: { 'content-type': 'application/json' } });
  const url = `${BASE_URL}/games${search}`;
  const s = take === undefined ? undefined : JSON.stringify({ $take: take });
  const Games = z.array(GameSchema);

  const openapi = createFetchClient<Paths>({ baseUrl: BASE_URL, fetch });
  const kyClient = ky.create({ fetch, prefix: BASE_URL });
  const validated = createClient({ baseUrl: BASE_URL, fetch });
  const off = createClient({ baseUrl: BASE_URL, fetch, validate: 'off' });
  const list = (client: ReturnType<CreateClient>) => async () =>
    (await (take === undefined ? client.games : client.games.take(take)).list()).data;
  // The validators are generated at build time: the same client runs with `Function` refusing to
  // compile code, as under a Content Security Policy without 'unsafe-eval'.
  const strictCase: Case = {
    name: 'huddle, validated, where code cannot be compiled (strict CSP)',
    run: () => withoutCompiling(list(validated)),
  };

  const floor: Case = { name: FLOOR, run: async () => JSON.parse(await (await fetch(url)).text()) };
  const all: Case[] = [
    {
      name: 'fetch + zod (huddle/schemas’ GameSchema, as orval generates)',
      run: async () => Games.parse(await (await fetch(url)).json()),
    },
    {
      name: 'openapi-fetch + zod',
      run: async () => {
        const { data } = await openapi.GET('/games', s === undefined ? {} : { params: { query: { s } } });
        return Games.parse(data);
      },
    },
    {
      name: 'ky + zod (`.json(schema)`)',
      run: () => kyClient.get('games', s === undefined ? {} : { searchParams: { s } }).json(Games),
    },
    { name: VALIDATED, run: list(validated) },
    { name: OFF, run: list(off) },
    strictCase,
  ];
  // Every case reads the same games, checked once before timing.
  const expected = await floor.run();
  for (const item of all) deepStrictEqual(await item.run(), expected, `${item.name} read other data`);
  return { floor, cases: all };
}

/**
 * What ky costs a request: the transport (through ky: its options merged, its `Request`, signals
 * and timer, its retry bookkeeping and hooks) against the same attempt handed a `Request` of the
 * same URL directly, without ky. Both read the text within the limit and parse it.
 */
function kyCostCases(payload: Payload): [throughKy: Case, withoutKy: Case] {
  const fetch = async (_input: unknown) =>
    new Response(payload.text, { headers: { 'content-type': 'application/json' } });
  const url = `${BASE_URL}/games${payload.search}`;
  const transport = new Transport({ baseUrl: BASE_URL, fetch });
  const texts = new WeakMap<Response, BodyText>();
  const attempt = attemptFetch({
    fetch,
    token: undefined,
    maxResponseBytes: DEFAULT_MAX_RESPONSE_BYTES,
    timeout: DEFAULT_TIMEOUT,
    rebuild: false,
    texts,
  });
  return [
    {
      name: THROUGH_KY,
      run: async () => JSON.parse((await transport.send({ method: 'GET', url, authenticated: false })).text),
    },
    {
      name: WITHOUT_KY,
      run: async () => {
        const call: Call = {
          summary: { method: 'GET', url },
          authenticated: false,
          signal: undefined,
          refreshed: false,
        };
        const response = await attempt(new Request(url, { method: 'GET', redirect: 'follow' }), {
          [CALL]: call,
        } as RequestInit);
        return JSON.parse(texts.get(response)?.text ?? '');
      },
    },
  ];
}

const THROUGH_KY = 'the transport, through ky';
const WITHOUT_KY = 'the same attempt without ky';
const VALIDATED = 'huddle, validated';
const OFF = "huddle, `validate: 'off'`";

const ratioOf = (measured: readonly Measured[], name: string): number =>
  measured.find((item) => item.name === name)?.ratio ?? Number.NaN;

export async function benchPeers(): Promise<Section[]> {
  const take = 20;
  const large: Payload = { text: JSON.stringify(gamesPayload(1000, 20)), search: '', take: undefined };
  const page: Payload = {
    text: JSON.stringify(gamesPayload(take, 20)),
    search: `?s=${encodeURIComponent(JSON.stringify({ $take: take }))}`,
    take,
  };
  const mb = (text: string) => `${(text.length / 1e6).toFixed(1)} MB`;
  const kb = (text: string) => `${Math.round(text.length / 1e3)} KB`;

  const largeRun = await cases(large);
  // 10 samples a task: each takes tens of milliseconds.
  const largeMeasured = await measure(
    largeRun.floor,
    largeRun.cases.map((item) => (item.name === VALIDATED ? { ...item, atMost: 1.05 } : item)),
    9,
    10,
  );
  const pageRun = await cases(page);
  const pageMeasuredAll = await measure(pageRun.floor, [
    ...pageRun.cases.map((item) => (item.name === VALIDATED ? { ...item, atMost: 1.25 } : item)),
    ...kyCostCases(page),
  ]);
  const kyCost = ratioOf(pageMeasuredAll, THROUGH_KY) - ratioOf(pageMeasuredAll, WITHOUT_KY);
  const pageFigures = [
    ...ratioFigures(FLOOR, pageMeasuredAll),
    {
      name: 'what ky costs a request: the transport through ky − the same attempt without ky',
      value: `${kyCost.toFixed(2)}× ${FLOOR}`,
      goal: `≤ 0.1× ${FLOOR}`,
      met: kyCost <= 0.1,
    },
  ];
  const validationCost = ratioOf(largeMeasured, VALIDATED) / ratioOf(largeMeasured, OFF);
  const pageMeasured = (name: string) =>
    Number.parseFloat(pageFigures.find((figure) => figure.name === name)?.value ?? '');
  const pageOff = pageMeasured(OFF);
  const pageValidated = pageMeasured(VALIDATED);
  return [
    {
      title: `Peers on the large response (1,000 games × 20 drives, ${mb(large.text)})`,
      about:
        'Each case fetches `/games` from the same `fetch`, which answers with a `Response` of the same text, ' +
        "and reads the 1,000 games; each must read data equal to the floor's (checked before timing). The floor " +
        'is that `fetch`, `Response.text()` and `JSON.parse`. What validation adds is the quotient of huddle’s ' +
        "two ratios, validated and `validate: 'off'`, each the median of 9 rounds of the same run.",
      figures: [
        ...ratioFigures(FLOOR, largeMeasured),
        {
          name: "what validation adds: huddle validated ÷ huddle `validate: 'off'`",
          value: `${validationCost.toFixed(2)}×`,
          goal: '≤ 1.15×',
          met: validationCost <= 1.15,
        },
      ],
      ...(validationCost > 1.15 && {
        notes:
          `Validation costs ${(ratioOf(largeMeasured, VALIDATED) - ratioOf(largeMeasured, OFF)).toFixed(2)}× the ` +
          'floor here: the generated validators checking 1,000 games and their 20,000 drives, nothing else ' +
          "(the path is the same as `validate: 'off'` but for it). A CPU profile of the checks puts about half " +
          'of them in two patterns, the timestamp and the game clock (each drive has two of each), the rest ' +
          'in the object checks.',
      }),
    },
    {
      title: `Peers on a 20-game page (20 games × 20 drives, ${kb(page.text)})`,
      about:
        'The same cases on the page apps fetch thousands of times: `client.games.take(20).list()`, and the same ' +
        'query string (`s={"$take":20}`) from every peer. The per-request cost is the difference to the floor. ' +
        'What ky costs huddle a request is the difference between two more cases timed in the same rounds: ' +
        'the transport (every request goes through ky, made once per client) and the attempt it hands ky as ' +
        '`fetch` called with a `Request` directly; both read the body within the limit and parse it.',
      figures: pageFigures,
      ...(pageValidated > 1.25 && {
        notes:
          `\`validate: 'off'\` alone is ${pageOff.toFixed(2)}× the floor (the builder, the URL, the transport ` +
          `and the envelope); validation adds ${(pageValidated - pageOff).toFixed(2)}×.`,
      }),
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printSections } = await import('./report-page.ts');
  printSections(await benchPeers());
}
