/**
 * The dual-package hazard, with the real built files: an app that loads huddle's ESM build
 * (`import`) and its CommonJS build (`require`, say through a dependency) holds two copies of
 * every error class. An error thrown by one copy is no `instanceof` the other's classes, so the
 * guards (`isHuddleError`, `isRequestError`, `isHttpError`) must recognise it by its brand.
 *
 * Runs in a plain Node process (no Vite module runner between it and dist/). Builds dist/ first
 * when it is missing or older than src/.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../support/package/built-dist.js';

const run = promisify(execFile);

/**
 * Loads both builds in one process. Each build's client calls a server answering 503 with a JSON
 * body; each side then judges the other side's error with its own guards and classes.
 */
const script = `
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
const [esmPath, cjsPath] = process.argv.slice(1);
const esm = await import(pathToFileURL(esmPath).href);
const cjs = createRequire(import.meta.url)(cjsPath);
const server = createServer((request, response) => {
  response.writeHead(503, { 'content-type': 'application/json' });
  response.end('{"error":"busy"}');
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const baseUrl = 'http://127.0.0.1:' + server.address().port;
const failure = (build) => build.createClient({ baseUrl, retry: 0 }).games.list().catch((error) => error);
const judge = (error, build) => ({
  name: error.name,
  code: error.code,
  status: error.status,
  body: error.body,
  request: error.request,
  instanceOfHuddleError: error instanceof build.HuddleError,
  instanceOfHttpError: error instanceof build.HttpError,
  isHuddleError: build.isHuddleError(error),
  isRequestError: build.isRequestError(error),
  isHttpError: build.isHttpError(error),
});
const fromCjs = await failure(cjs);
const fromEsm = await failure(esm);
const refused = (() => { try { cjs.createClient({ baseUrl: 'not a url' }); } catch (error) { return error; } })();
server.close();
console.log(JSON.stringify({
  twoCopies: esm.HuddleError !== cjs.HuddleError,
  cjsErrorSeenByEsm: judge(fromCjs, esm),
  esmErrorSeenByCjs: judge(fromEsm, cjs),
  cjsErrorSeenByCjs: judge(fromCjs, cjs),
  plainCjsErrorSeenByEsm: {
    code: refused.code,
    isHuddleError: esm.isHuddleError(refused),
    isRequestError: esm.isRequestError(refused),
    instanceOfHuddleError: refused instanceof esm.HuddleError,
  },
}));
`;

let seen: Record<string, Record<string, unknown>> & { twoCopies: boolean };

beforeAll(async () => {
  const dist = await ensureBuilt();
  const { stdout } = await run(process.execPath, [
    '--input-type=module',
    '--eval',
    script,
    join(dist, 'index.js'),
    join(dist, 'index.cjs'),
  ]);
  seen = JSON.parse(stdout);
}, 120_000);

const request = { method: 'GET', url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/games$/) };

describe('the ESM and the CommonJS build in one process', () => {
  it('really are two copies: their classes differ', () => {
    expect(seen.twoCopies).toBe(true);
  });

  it("the ESM build's guards recognise the CommonJS build's HttpError, where instanceof fails", () => {
    expect(seen.cjsErrorSeenByEsm).toEqual({
      name: 'HttpError',
      code: 'ERR_HTTP',
      status: 503,
      body: { error: 'busy' },
      request,
      instanceOfHuddleError: false,
      instanceOfHttpError: false,
      isHuddleError: true,
      isRequestError: true,
      isHttpError: true,
    });
  });

  it("the CommonJS build's guards recognise the ESM build's HttpError", () => {
    expect(seen.esmErrorSeenByCjs).toMatchObject({
      code: 'ERR_HTTP',
      instanceOfHuddleError: false,
      isHuddleError: true,
      isRequestError: true,
      isHttpError: true,
    });
  });

  it('within one build, instanceof keeps working', () => {
    expect(seen.cjsErrorSeenByCjs).toMatchObject({ instanceOfHuddleError: true, instanceOfHttpError: true });
  });

  it('a huddle error that is not about a request is a HuddleError to the other build, not a RequestError', () => {
    expect(seen.plainCjsErrorSeenByEsm).toEqual({
      code: 'ERR_ARGUMENT',
      isHuddleError: true,
      isRequestError: false,
      instanceOfHuddleError: false,
    });
  });
});
