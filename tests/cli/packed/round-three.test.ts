/**
 * Issue 37's findings as they were found: on the packed package, imported by an app the way the
 * docs show (`huddle/push`, `huddle/push/toast`) and through the `huddle` binary. The in-process
 * tests (tests/push/doctor, tests/push/send, tests/contract, tests/mock) hold each finding in
 * detail; this file holds that the tarball a user installs carries the same fixes. One Node process
 * runs every library case and prints what each gave, so the file spawns three processes in all.
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { packedProject } from '../../support/package/packed-project.ts';
import { runHuddle } from '../../support/package/run-huddle.ts';

/** An app's script: each case's outcome, as `{ threw: error name and code } | { value }`. */
const APP = `
import { apnsRequest, DeliveryError, DeepLinkError, toPath, wnsRequest, fcmMessage } from 'huddle/push';
import { diagnose } from 'huddle/push/toast';

const outcome = (run) => {
  try {
    return { value: run() };
  } catch (error) {
    return { threw: { name: error?.constructor?.name, code: error?.code, message: String(error?.message) } };
  }
};
const codes = (findings) => findings.map((finding) => finding.code);
const nested = (depth) => '['.repeat(depth) + ']'.repeat(depth);
const cyclic = { aps: { alert: { body: 'Final' } } };
cyclic.self = cyclic;
const revoked = Proxy.revocable({}, {});
revoked.revoke();
const message = { message: 'Final' };

const cases = {
  deepText: () => codes(diagnose('{"aps":{"alert":{"body":"Final"}},"more":' + nested(4500) + '}')),
  deepObject: () => codes(diagnose({ aps: { alert: { body: 'Final' } }, more: JSON.parse(nested(4500)) })),
  deepRequest: () => codes(diagnose({ headers: {}, body: '{"aps":{"alert":{"body":"x"}},"more":' + nested(4500) + '}' })),
  cyclic: () => codes(diagnose(cyclic)),
  bigintBadge: () => codes(diagnose({ aps: { alert: { body: 'Final' }, badge: 1n } })),
  revokedProxy: () => codes(diagnose(revoked.proxy)),
  nullOptionsApns: () => apnsRequest(message, null),
  nullOptionsWns: () => wnsRequest(message, null),
  nullOptionsFcm: () => fcmMessage(message, null),
  crlfCollapseKey: () => apnsRequest(message, { topic: 'com.example.app', collapseKey: 'game\\r\\nx-evil: 1' }),
  nonAsciiWnsTag: () => wnsRequest(message, { collapseKey: 'équipe' }),
  eightyByteCollapseKey: () => apnsRequest(message, { topic: 'com.example.app', collapseKey: 'é'.repeat(40) }),
  before1970: () => apnsRequest(message, { topic: 'com.example.app', at: -86_400_000, ttl: 60 }),
  handWrittenHeader: () =>
    codes(diagnose({ headers: { 'apns-push-type': 'alert', 'apns-collapse-id': 'a\\nb' }, body: { aps: { alert: { body: 'x' } } } })),
  toPathNull: () => toPath(null),
};
const results = Object.fromEntries(Object.entries(cases).map(([name, run]) => [name, outcome(run)]));
results.classes = { DeliveryError: DeliveryError.name, DeepLinkError: DeepLinkError.name };
process.stdout.write(JSON.stringify(results));
`;

interface Outcome {
  readonly value?: unknown;
  readonly threw?: { readonly name: string; readonly code: string; readonly message: string };
}

let results: Record<string, Outcome>;

beforeAll(async () => {
  const { project } = await packedProject();
  const script = join(project, 'round-three.mjs');
  await writeFile(script, APP);
  const child = spawn(process.execPath, [script], { cwd: project, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`the app script failed (${code}): ${stderr}`);
  results = JSON.parse(stdout) as Record<string, Outcome>;
}, 300_000);

const value = (name: string) => {
  const outcome = results[name];
  expect(outcome?.threw, `${name} threw`).toBeUndefined();
  return outcome?.value;
};
const refusal = (name: string) => {
  const threw = results[name]?.threw;
  expect(threw, `${name} did not throw`).toBeDefined();
  return threw;
};

describe('issue 37 on the packed package, imported as an app does', () => {
  it('diagnose never throws for a payload nested 4,500 deep (text, object, or a request body): one unreadable finding', () => {
    for (const name of ['deepText', 'deepObject', 'deepRequest']) expect(value(name), name).toContain('unreadable');
  });

  it('diagnose reports a cyclic payload, a BigInt badge and a revoked Proxy as unreadable, never a TypeError', () => {
    for (const name of ['cyclic', 'bigintBadge', 'revokedProxy']) expect(value(name), name).toEqual(['unreadable']);
  });

  it('null as the options of apnsRequest, wnsRequest and fcmMessage is a DeliveryError naming options', () => {
    for (const name of ['nullOptionsApns', 'nullOptionsWns', 'nullOptionsFcm']) {
      expect(refusal(name), name).toMatchObject({ name: 'DeliveryError', message: expect.stringContaining('options') });
    }
  });

  it('the wrappers refuse header values a vendor cannot take (CR LF, non-ASCII, 80 bytes) and an apns-expiration before 1970', () => {
    for (const name of ['crlfCollapseKey', 'nonAsciiWnsTag', 'eightyByteCollapseKey', 'before1970']) {
      expect(refusal(name), name).toMatchObject({ name: 'DeliveryError' });
    }
  });

  it('the doctor finds a bad header value in a request written by hand', () => {
    expect(value('handWrittenHeader')).toContain('invalid-header-value');
  });

  it('toPath(null) is a DeepLinkError, not a TypeError', () => {
    expect(refusal('toPathNull')).toMatchObject({ name: 'DeepLinkError' });
  });
});

describe('issue 37 through the packed binary', () => {
  it('huddle decode --diagnose on a payload nested 4,500 deep prints an unreadable finding, not a RangeError', async () => {
    const deep = `{"aps":{"alert":{"body":"Final"}},"more":${'['.repeat(4500)}${']'.repeat(4500)}}`;
    const run = await runHuddle(['decode', '--diagnose', '--json'], { stdin: deep });
    expect(run.stderr).not.toMatch(/RangeError|call stack/);
    expect(run.code).toBe(1);
    const findings = JSON.parse(run.stdout) as { code: string }[];
    expect(findings.map((finding) => finding.code)).toContain('unreadable');
  });

  it('huddle listen --base-url with a password refuses it without quoting the password', async () => {
    const run = await runHuddle([
      'listen',
      '--app',
      'demo',
      '--device',
      'd1',
      '--base-url',
      'https://deploy:S3cretPa55@api.example',
    ]);
    expect(run.code).not.toBe(0);
    expect(run.stderr).not.toContain('S3cretPa55');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});
