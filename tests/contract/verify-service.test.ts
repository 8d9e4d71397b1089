/**
 * verifyService's manners with a real server (the mock behind a proxy on 127.0.0.1): it waits as
 * `Retry-After` asks, keeps to its concurrency and its budget, sends the token, asks only the
 * resources it is given, and refuses options it cannot use.
 */
import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyService } from '../../src/contract/index.ts';
import { ArgumentError, resourceNames } from '../../src/index.ts';
import { type MutantServer, startProxy } from '../support/mock/mutant-server.ts';

let server: MutantServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('verifyService', () => {
  it('waits and asks again when the server answers 429 with Retry-After, and passes', async () => {
    const seen: string[] = [];
    let refused = 0;
    server = await startProxy({
      intercept: (request) => {
        const url = request.url ?? '';
        seen.push(url);
        // Every request is refused the first time it is seen, a third of them: 429, try again at once.
        if (seen.filter((earlier) => earlier === url).length === 1 && seen.length % 3 === 0) {
          refused++;
          return { status: 429, headers: { 'retry-after': '0' } };
        }
        return null;
      },
    });
    const report = await verifyService({ baseUrl: server.url, runs: 5, retry: { limit: 2 } });
    expect(refused).toBeGreaterThan(10);
    expect(report.ok, JSON.stringify(report.rules)).toBe(true);
    // Each refused URL came again; the budget counts the request once.
    expect(new Set(seen).size).toBeLessThan(seen.length);
    expect(report.requests).toBeLessThan(seen.length);
  });

  it('keeps to its concurrency: never more requests in flight than asked, and as many when it can', async () => {
    let inFlight = 0;
    let most = 0;
    server = await startProxy({
      observe: (event) => {
        inFlight += event === 'start' ? 1 : -1;
        most = Math.max(most, inFlight);
      },
    });
    const report = await verifyService({ baseUrl: server.url, runs: 5, concurrency: 2 });
    expect(report.ok).toBe(true);
    expect(most).toBe(2);
  });

  it('stops asking at its budget and says so, leaving the checks it could not finish unfailed', async () => {
    let requests = 0;
    server = await startProxy({ observe: (event) => void (event === 'start' && requests++) });
    const report = await verifyService({ baseUrl: server.url, runs: 25, budget: 60 });
    expect(requests).toBe(60);
    expect(report).toMatchObject({ requests: 60, budgetSpent: true, ok: true });
    const cut = report.rules.filter((rule) => rule.reason?.includes('budget'));
    expect(cut.length).toBeGreaterThan(0);
    for (const rule of cut) expect(rule.checked).toBeLessThan(25);
  });

  it('sends the token with every request when given one, and asks only the resources named', async () => {
    const requests: IncomingMessage[] = [];
    server = await startProxy({ observe: (event, request) => void (event === 'start' && requests.push(request)) });
    const report = await verifyService({
      baseUrl: server.url,
      runs: 3,
      token: 'staging-token',
      resources: ['teams', 'events'],
    });
    expect(report.ok).toBe(true);
    expect(requests.every((request) => request.headers.authorization === 'Bearer staging-token')).toBe(true);
    const paths = new Set(requests.map((request) => new URL(request.url ?? '/', 'http://x').pathname.split('/')[1]));
    expect([...paths].sort()).toEqual(['events', 'teams']);
  });

  it('names a resource that answered no records, and skips the rules that have nothing to check', async () => {
    server = await startProxy({
      intercept: (request) =>
        request.url?.startsWith('/users') ? { status: 503, headers: { 'retry-after': '0' } } : null,
    });
    const report = await verifyService({ baseUrl: server.url, runs: 3, resources: ['users'], retry: 0 });
    expect(report.emptyResources).toEqual(['users']);
    expect(report.rules.filter((rule) => rule.rule !== 'push').every((rule) => rule.status === 'skipped')).toBe(true);
    expect(report.ok).toBe(true);
  });

  it('fails a rule whose request cannot be sent, naming the resource it asked', async () => {
    server = await startProxy({});
    const report = await verifyService({
      baseUrl: server.url,
      runs: 3,
      rules: ['paging'],
      retry: 0,
      // The network fails for every page asked with $skip: the sample (which asks none) still comes.
      fetch: (input, init) =>
        String(input instanceof Request ? input.url : input).includes('%24skip')
          ? Promise.reject(new TypeError('fetch failed'))
          : fetch(input, init),
    });
    const [paging] = report.rules;
    expect(paging).toMatchObject({ rule: 'paging', status: 'failed' });
    expect(paging?.failure?.message).toMatch(/^a request failed: /);
    expect(resourceNames).toContain(paging?.failure?.resource);
  });

  it.each([
    [{ runs: 0 }, 'runs'],
    [{ concurrency: 1.5 }, 'concurrency'],
    [{ budget: -1 }, 'budget'],
    [{ seed: 0.5 }, 'seed'],
    [{ rules: ['speed' as never] }, 'rules'],
    [{ resources: ['gamez' as never] }, 'resources'],
    [{ push: true }, 'token'],
    [{ baseUrl: 'ftp://x' }, 'baseUrl'],
  ])('refuses %j with an ArgumentError naming %s', async (options, argument) => {
    const error = await verifyService({ baseUrl: 'http://127.0.0.1:9', ...options }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ArgumentError);
    expect((error as ArgumentError).argument).toBe(argument);
  });

  it('names the resource meant by a near miss, and lists the rules when nothing is near', async () => {
    const refusal = (options: object) =>
      verifyService({ baseUrl: 'http://127.0.0.1:9', ...options }).catch((caught: Error) => caught.message);
    expect(await refusal({ resources: ['gamez'] })).toBe('No resource named "gamez": did you mean games?');
    expect(await refusal({ rules: ['speed'] })).toMatch(/^No rule named "speed": the rules are (\w[\w-]*, )+\w[\w-]*$/);
  });
});
