import { describe, expect, it } from 'vitest';
import { ArgumentError, createClient, HuddleError } from '../../src/index.ts';
import { createDataset, createLeague } from '../../src/league/index.ts';
import { createMockService, DeviceMap } from '../../src/mock/index.ts';
import { createRequestPolicy } from '../../src/mock/request-policy.ts';
import { query } from '../../src/query/index.ts';
import { queries } from '../../src/tanstack/index.ts';

const client = createClient({ baseUrl: 'https://api.test' });

/** Each option or argument that threw a bare HuddleError before it had a class, and its name. */
const refusals: readonly [argument: string, refuse: () => unknown][] = [
  ['baseUrl', () => createClient({ baseUrl: 'ftp://api.test' })],
  ['pushBaseUrl', () => createClient({ baseUrl: 'https://api.test', pushBaseUrl: 'api.test' })],
  ['retry.limit', () => createClient({ baseUrl: 'https://api.test', retry: { limit: -1 } })],
  ['headers.x-app', () => createClient({ baseUrl: 'https://api.test', headers: { 'x-app': 'a\r\nb' } })],
  ['authenticate', () => createClient({ baseUrl: 'https://api.test', authenticate: 'all' })],
  ['resource', () => query('nope' as never)],
  ['query', () => queries(client).games.list(client.teams.select('abbr') as never)],
  ['allowedOrigins', () => createRequestPolicy({ host: '127.0.0.1', allowedOrigins: ['localhost:5173'] })],
  ['allowedHosts', () => createRequestPolicy({ host: '127.0.0.1', allowedHosts: ['a b'] })],
  // Options that were a RangeError, without a code, before huddle had ArgumentError.
  ['capacity', () => new DeviceMap(0)],
  ['pushLimits.devices', () => createMockService({ baseUrl: 'https://api.test', pushLimits: { devices: 0.5 } })],
  ['seasons', () => createDataset({ seasons: 201 })],
  ['asOf', () => createLeague({ asOf: '2024-10-01T00:00:00Z' } as never)],
  ['to', () => createLeague().events(0, Number.NaN)],
];

function thrownBy(refuse: () => unknown): unknown {
  try {
    refuse();
  } catch (error) {
    return error;
  }
  return expect.unreachable('nothing was thrown');
}

describe('ArgumentError', () => {
  it.each(refusals)('refuses %s with an ArgumentError (ERR_ARGUMENT) naming it', (argument, refuse) => {
    const error = thrownBy(refuse);
    expect(error).toBeInstanceOf(ArgumentError);
    expect(error).toBeInstanceOf(HuddleError);
    expect(error).toMatchObject({ name: 'ArgumentError', code: 'ERR_ARGUMENT', argument });
    expect((error as Error).message).toContain(argument.split('.')[0]);
  });

  it('refuses setGroups without a token with an ArgumentError naming the token', async () => {
    const refused = client.push.setGroups({ appName: 'a', deviceId: 'd', groups: [] });
    await expect(refused).rejects.toBeInstanceOf(ArgumentError);
    await expect(refused).rejects.toMatchObject({ code: 'ERR_ARGUMENT', argument: 'token' });
  });
});
