/**
 * Hostile text never reaches the terminal as an escape sequence (issue 24, Major 4): `huddle` (in-process, through runCli's guarded streams)
 * `huddle`, fed payloads, a delivery stream and query answers that carry ESC, BEL and the C1
 * CSI (U+009B) and OSC (U+009D), prints them escaped (`\x1b`, `\u009b`) on stdout and stderr.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { oneLineFailure } from '../support/cli/cli-failure.ts';
import { type HuddleRun, runHuddle } from '../support/cli/run-cli.ts';

const OSC_TITLE = '\u001b]0;PWNED\u0007';
const OSC_LINK = '\u001b]8;;http://e.x\u0007hi\u001b]8;;\u0007';

/** The failure line of a `huddle listen` that connected: the last of stderr, after its banner. */
function listenFailure(run: HuddleRun): string {
  expect(run.code, run.stderr).toBe(1);
  const lines = run.stderr.trimEnd().split('\n');
  expect(lines, run.stderr).toHaveLength(2);
  expect(lines[0]).toMatch(/^huddle listen: demo\/phone \(aps\) on http:\/\/127\.0\.0\.1:\d+; Ctrl-C stops it$/);
  return lines[1] as string;
}

/** Asserts that neither stream holds ESC, BEL, CSI or OSC: nothing a terminal would act on. */
function expectInert(run: HuddleRun): void {
  for (const text of [run.stdout, run.stderr]) {
    expect(text).not.toContain('\u001b');
    expect(text).not.toContain('\u0007');
    expect(text).not.toContain('\u009b');
    expect(text).not.toContain('\u009d');
  }
}

const servers: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve).closeAllConnections())),
  );
});

/** A hostile service on a loopback port, answering every request with `handle`. */
async function hostileServer(handle: (request: IncomingMessage, response: ServerResponse) => void): Promise<string> {
  const server = createServer(handle);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('huddle decode with hostile payloads', () => {
  // The raw bytes of printf '\x1b]0;PWNED\x07{' | huddle decode: tests/cli/packed/hostile-text.test.ts, on the real process.

  it('escapes ESC and U+009B in a more key named by a DecodeError', async () => {
    for (const [key, shown] of [
      [`k${OSC_TITLE}`, 'k\\x1b]0;PWNED\\x07'],
      ['k\u009b2J', 'k\\u009b2J'],
    ] as const) {
      const wire = JSON.stringify({ aps: { alert: 'hi' }, extras: { type: 't', more: { [key]: 'v' } } });
      const run = await runHuddle(['decode'], { stdin: wire });
      const line = oneLineFailure(run);
      expectInert(run);
      expect(line).toContain(`extras.more.${shown}: not a parameter name`);
    }
  });

  it('escapes ESC and U+009B in the XML snippet a toast DecodeError quotes', async () => {
    for (const [xml, shown] of [
      ['<toast \u009b2J="x"><visual/></toast>', 'unexpected "<toast \\u009b2J=\\"'],
      [
        '<toast><visual><binding template="\u009b2J\u009d0;x"><text>a</text></binding></visual></toast>',
        'found "\\u009b2J\\u009d0;x"',
      ],
      // ESC is refused before the XML is read: the line names its index and does not echo it.
      [`<toast ${OSC_TITLE}="x"><visual/></toast>`, 'a character no platform carries, at index 7'],
    ] as const) {
      const run = await runHuddle(['decode'], { stdin: xml });
      const line = oneLineFailure(run);
      expectInert(run);
      expect(line).toContain(shown);
    }
  });

  it('escapes C1 in the fields it prints, and in --json as \\u00XX', async () => {
    const wire = JSON.stringify({
      aps: { alert: { title: 'T\u009d8;;x', body: 'M\u009b2J' } },
      extras: { type: 'breakingNews', more: { articleId: '7\u009b' } },
    });
    const human = await runHuddle(['decode'], { stdin: wire });
    expect(human.code, human.stderr).toBe(0);
    expectInert(human);
    expect(human.stdout).toContain('message   M\\u009b2J');
    expect(human.stdout).toContain('title     T\\u009d8;;x');
    expect(human.stdout).toContain('more      articleId=7\\u009b');
    const json = await runHuddle(['decode', '--json'], { stdin: wire });
    expectInert(json);
    expect(json.stdout).toContain('"message":"M\\u009b2J"');
    expect(JSON.parse(json.stdout)).toMatchObject({ message: 'M\u009b2J', title: 'T\u009d8;;x' });
  });
});

describe('huddle listen against a hostile stream', () => {
  const payload = JSON.stringify({
    aps: { alert: { title: `T\u009d8;;x`, body: 'M\u009b2J' } },
    extras: { type: 'breakingNews', more: { articleId: '9' } },
  });
  const delivery = {
    app: 'demo',
    device: 'phone',
    platform: 'aps',
    group: `breakingNews${OSC_TITLE}\nforged line`,
    at: Date.UTC(2024, 8, 5),
    sequence: 1,
    payload,
  };
  /** A mock that streams these lines of Server-Sent Events, then ends the stream. */
  const streaming = (text: string) =>
    hostileServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end(text);
    });

  it('escapes the group, title and message of a delivery, and keeps it on one line', async () => {
    const url = await streaming(`event: delivery\nid: 1\ndata: ${JSON.stringify(delivery)}\n\n`);
    const run = await runHuddle(['listen', '--app', 'demo', '--device', 'phone', '--base-url', url]);
    expect(listenFailure(run)).toMatch(/closed the stream$/);
    expectInert(run);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('breakingNews\\x1b]0;PWNED\\x07\\nforged line');
    expect(lines[0]).toContain('T\\u009d8;;x: M\\u009b2J');
  });

  it('--json writes C1 as \\u00XX, the same JSON value', async () => {
    const url = await streaming(`event: delivery\nid: 1\ndata: ${JSON.stringify(delivery)}\n\n`);
    const run = await runHuddle(['listen', '--app', 'demo', '--device', 'phone', '--base-url', url, '--json']);
    expectInert(run);
    expect(run.stdout).toContain('"title":"T\\u009d8;;x"');
    expect(JSON.parse(run.stdout)).toMatchObject({ group: delivery.group, message: 'M\u009b2J' });
  });

  it('escapes the hostile text a broken delivery puts in the failure line', async () => {
    const url = await streaming(`event: delivery\nid: 1\ndata: ${OSC_TITLE}\u009b\n\n`);
    const run = await runHuddle(['listen', '--app', 'demo', '--device', 'phone', '--base-url', url]);
    const line = listenFailure(run);
    expectInert(run);
    expect(run.stdout).toBe('');
    expect(line).toMatch(/^huddle listen: the stream from http:\/\/127\.0\.0\.1:\d+ broke: /);
    expect(line).toContain('\\x1b]0;PWNED\\x07\\u009b');
  });

  it('fails with one line when a stream line is over the limit, instead of buffering it', async () => {
    const url = await streaming(`data: ${'x'.repeat(1024 * 1024)}`);
    const run = await runHuddle(['listen', '--app', 'demo', '--device', 'phone', '--base-url', url]);
    expect(listenFailure(run)).toMatch(/broke: event stream line over 1048576 characters \(the reader's limit\)$/);
  });
});

describe('huddle query against a hostile service', () => {
  it('escapes an OSC 8 link and C1 in table cells, and C1 in --json', async () => {
    const records = [{ id: OSC_LINK }, { id: 'csi\u009b2J\u009d' }];
    const url = await hostileServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(records));
    });
    const table = await runHuddle(['query', 'games', '--fs', 'id', '--base-url', url, '--format', 'table']);
    expect(table.code, table.stderr).toBe(0);
    expectInert(table);
    expect(table.stdout).toContain('\\x1b]8;;http://e.x\\x07hi\\x1b]8;;\\x07');
    expect(table.stdout).toContain('csi\\u009b2J\\u009d');
    const json = await runHuddle(['query', 'games', '--fs', 'id', '--base-url', url, '--json']);
    expectInert(json);
    expect(JSON.parse(json.stdout)).toEqual(records);
  });

  it('escapes ESC in the body excerpt of an HttpError', async () => {
    const url = await hostileServer((_request, response) => {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end(`no such team ${OSC_TITLE}\u009b2J`);
    });
    const run = await runHuddle(['query', 'teams', 'some-id', '--base-url', url]);
    const line = oneLineFailure(run);
    expectInert(run);
    expect(line).toMatch(/^huddle query: HttpError: GET http:\/\/127\.0\.0\.1:\d+\/teams\/some-id answered 404: /);
    expect(line).toContain('no such team \\x1b]0;PWNED\\x07\\u009b2J');
  });
});

describe('huddle explain and huddle groups with hostile arguments', () => {
  it('escapes a path with C1 in the QueryError line of explain', async () => {
    const run = await runHuddle(['explain', '--s', '{"$sort":{"b\u009b2J":1}}']);
    const line = oneLineFailure(run);
    expectInert(run);
    expect(line).toContain('Invalid s at $sort.b\\u009b2J: "b\\u009b2J" is not a field path');
  });

  it('escapes the names groups --check prints', async () => {
    const run = await runHuddle(['groups', '--check', 'team\u009bx', `x${OSC_TITLE}`]);
    expect(run.code).toBe(1);
    expectInert(run);
    expect(run.stdout.split('\n')).toEqual([
      'BAD  team\\u009bx        not a group of the service',
      'BAD  x\\x1b]0;PWNED\\x07  not a group of the service',
      '',
    ]);
  });
});
