/**
 * The load generator, run in its own process (so that it does not share the server's event
 * loop): `clients` concurrent clients on keep-alive connections, each sending `requests`
 * well-formed requests one after another, and beside them `hostileClients` more sending hostile
 * requests back to back (through the same pool of connections, or on their own where the server
 * closes them) until the well-formed clients are done. The well-formed traffic is thus the same
 * with or without the hostile: a slow hostile request holds up a hostile client, never lowers
 * the well-formed load. It reports, over IPC, the latency of every kind of request and what the
 * server answered.
 */
import { Agent, type IncomingMessage, request } from 'node:http';

/** What one run is asked to do. */
export interface LoadConfig {
  readonly url: string;
  readonly clients: number;
  readonly requests: number;
  /** How many clients send hostile requests beside the well-formed ones; 0 for none. */
  readonly hostileClients: number;
  /** Only the hostile kinds whose names contain this (all by default). */
  readonly hostileOnly?: string;
}

/** What one kind of request met. */
export interface KindReport {
  readonly count: number;
  readonly statuses: Record<string, number>;
  /**
   * Answers other than the kind's right ones: a wrong status, or a failed connection where the
   * server had no reason to close it. (Where it closes the connection, after a 413 or Node's
   * own 431, a client still sending may see the reset before the answer: that is counted right.)
   */
  readonly unexpected: number;
  /** Milliseconds: p50, p90, p99, max. */
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
}

/** What a run met: by kind, the well-formed ones together, and the wall time. */
export interface LoadReport {
  readonly wellFormed: KindReport;
  readonly kinds: Record<string, KindReport & { readonly hostile: boolean }>;
  readonly wallMs: number;
  readonly node: string;
}

interface Sample {
  readonly kind: string;
  readonly status: number | string;
  readonly ms: number;
  readonly right: boolean;
}

interface Call {
  readonly method: 'GET' | 'PUT';
  readonly path: string;
  readonly body?: string;
  /** Sends a body of this many bytes (declared or chunked) and stops at the answer. */
  readonly flood?: { readonly bytes: number; readonly declare: boolean };
  /** Answers that close the connection: sent on a connection of their own. */
  readonly own?: boolean;
  /** The statuses that are right for it. */
  readonly expect: readonly number[];
}

const enc = (value: unknown) => encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
const TEAMS = ['NE', 'KC', 'BUF', 'DAL', 'SF', 'GB', 'PHI', 'MIA'];
const DEEP = 2000;
const deepS = enc(`{"$query":{"a":${'['.repeat(DEEP)}${']'.repeat(DEEP)}}}`);
const hugeFs = Array.from({ length: 100_000 }, (_, index) => `f${index}`).join(',');

/** The well-formed requests, in turn. */
function wellFormed(step: number, client: number, ids: readonly string[]): [string, Call] {
  const team = TEAMS[(client + step) % TEAMS.length] as string;
  switch (step % 5) {
    case 0:
      return ['teams list', { method: 'GET', path: '/teams?fs=abbr,conference,division', expect: [200] }];
    case 1:
      return [
        'games of a week',
        {
          method: 'GET',
          path: `/games?fs=id,homeTeam{abbr},visitorTeam{abbr}&s=${enc({ $query: { 'week.week': (step % 18) + 1 } })}`,
          expect: [200],
        },
      ];
    case 2:
      return [
        'games of teams, sorted, taken',
        {
          method: 'GET',
          path: `/games?fs=id,gameTime&s=${enc({ $query: { 'homeTeam.abbr': { $in: [team, 'NE'] } }, $sort: { gameTime: 1 }, $take: 10 })}`,
          expect: [200],
        },
      ];
    case 3:
      return [
        'team by id',
        { method: 'GET', path: `/teams/${ids[(client * 7 + step) % ids.length]}?fs=id,abbr`, expect: [200] },
      ];
    default:
      return [
        'push groups',
        {
          method: 'PUT',
          path: `/v1/push/load/devices/client-${client}/groups`,
          body: JSON.stringify({ groups: ['trendingNews'] }),
          expect: [202],
        },
      ];
  }
}

/** The hostile requests, in turn. */
const HOSTILE: readonly [string, Call][] = [
  ['hostile: bad % escape in a by-id path', { method: 'GET', path: '/teams/%E0', expect: [400] }],
  [
    'hostile: bad % escape in the push path',
    {
      method: 'PUT',
      path: '/v1/push/app/devices/%E0/groups',
      body: JSON.stringify({ groups: [] }),
      expect: [400],
    },
  ],
  ['hostile: bad % escape in s (s=100%)', { method: 'GET', path: '/games?s=100%', expect: [400] }],
  ['hostile: s nested 2,000 deep', { method: 'GET', path: `/games?s=${deepS}`, expect: [400] }],
  [
    'hostile: $query on __proto__',
    { method: 'GET', path: `/games?s=${enc('{"$query":{"__proto__":{"x":1}}}')}`, expect: [400] },
  ],
  // Over Node's 16 KiB limit of a request head: Node answers 431 before the mock sees it.
  ['hostile: fs of 100,000 fields', { method: 'GET', path: `/games?fs=${hugeFs}`, own: true, expect: [431, 400] }],
  [
    'hostile: 300 MB body, declared',
    {
      method: 'PUT',
      path: '/v1/push/app/devices/d/groups',
      flood: { bytes: 300 * 1024 * 1024, declare: true },
      own: true,
      expect: [413],
    },
  ],
  [
    'hostile: 300 MB body, chunked',
    {
      method: 'PUT',
      path: '/v1/push/app/devices/d/groups',
      flood: { bytes: 300 * 1024 * 1024, declare: false },
      own: true,
      expect: [413],
    },
  ],
];

const CHUNK = Buffer.alloc(64 * 1024, 'x');

function send(base: URL, agent: Agent, call: Call): Promise<number | string> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: number | string) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const headers: Record<string, string | number> = { authorization: 'Bearer load' };
    // A flood says it is JSON too, so that it meets the body limit (413), not the type check (415).
    if (call.body !== undefined || call.flood !== undefined) headers['content-type'] = 'application/json';
    if (call.body !== undefined) headers['content-length'] = Buffer.byteLength(call.body);
    if (call.flood?.declare) headers['content-length'] = call.flood.bytes;
    const sent = request(
      {
        host: base.hostname,
        port: base.port,
        path: call.path,
        method: call.method,
        headers,
        ...(call.own ? { agent: false } : { agent }),
      },
      (response: IncomingMessage) => {
        const status = response.statusCode ?? 0;
        response.resume();
        response.once('end', () => settle(status));
        response.once('error', () => settle(status));
        response.once('close', () => settle(status));
        if (call.flood !== undefined) sent.destroy();
      },
    );
    sent.once('error', (error: NodeJS.ErrnoException) => settle(error.code ?? 'ERROR'));
    if (call.flood === undefined) {
      sent.end(call.body);
      return;
    }
    let written = 0;
    const { bytes } = call.flood;
    const pump = () => {
      while (!settled && !sent.destroyed && written < bytes) {
        written += CHUNK.length;
        if (!sent.write(CHUNK)) return void sent.once('drain', pump);
      }
      if (!sent.destroyed && !sent.writableEnded && written >= bytes) sent.end();
    };
    pump();
  });
}

function summarize(samples: readonly Sample[]): KindReport {
  const times = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const at = (quantile: number) => times[Math.min(times.length - 1, Math.floor(quantile * times.length))] ?? 0;
  const statuses: Record<string, number> = {};
  for (const { status } of samples) statuses[status] = (statuses[status] ?? 0) + 1;
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    count: samples.length,
    statuses,
    unexpected: samples.filter((sample) => !sample.right).length,
    p50: round(at(0.5)),
    p90: round(at(0.9)),
    p99: round(at(0.99)),
    max: round(times.at(-1) ?? 0),
  };
}

/** Runs the load and summarizes it. */
export async function generate(config: LoadConfig): Promise<LoadReport> {
  const base = new URL(config.url);
  const agent = new Agent({ keepAlive: true, maxSockets: config.clients });
  const ids = await new Promise<string[]>((resolve, reject) => {
    request(`${config.url}/teams?fs=id`, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (part: string) => {
        text += part;
      });
      response.once('end', () => resolve((JSON.parse(text) as { data: { id: string }[] }).data.map((team) => team.id)));
    })
      .once('error', reject)
      .end();
  });
  const samples: Sample[] = [];
  const hostile = HOSTILE.filter(([kind]) => kind.includes(config.hostileOnly ?? ''));
  const hostileKinds = new Set(hostile.map(([kind]) => kind));
  let hostileTurn = 0;
  let done = false;
  const record = async (kind: string, call: Call) => {
    const begun = performance.now();
    const status = await send(base, agent, call);
    const right =
      typeof status === 'number' ? call.expect.includes(status) : call.own === true && status === 'ECONNRESET';
    samples.push({ kind, status, ms: performance.now() - begun, right });
  };
  const started = performance.now();
  const hostileClients = Array.from({ length: hostile.length === 0 ? 0 : config.hostileClients }, async () => {
    while (!done) await record(...(hostile[hostileTurn++ % hostile.length] as [string, Call]));
  });
  await Promise.all(
    Array.from({ length: config.clients }, async (_, client) => {
      for (let step = 0; step < config.requests; step++) await record(...wellFormed(step, client, ids));
    }),
  );
  done = true;
  await Promise.all(hostileClients);
  const wallMs = performance.now() - started;
  agent.destroy();
  const byKind = new Map<string, Sample[]>();
  for (const sample of samples) {
    const list = byKind.get(sample.kind);
    if (list === undefined) byKind.set(sample.kind, [sample]);
    else list.push(sample);
  }
  return {
    wellFormed: summarize(samples.filter((sample) => !hostileKinds.has(sample.kind))),
    kinds: Object.fromEntries(
      [...byKind].map(([kind, list]) => [kind, { ...summarize(list), hostile: hostileKinds.has(kind) }]),
    ),
    wallMs: Math.round(wallMs),
    node: process.version,
  };
}

// Run as a child process: the config comes as the first argument, the report goes back over IPC.
if (process.send !== undefined && process.argv[2] !== undefined) {
  const report = await generate(JSON.parse(process.argv[2]) as LoadConfig);
  process.send(report, () => process.exit(0));
}
