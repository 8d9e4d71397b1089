/**
 * The recorder follows no planted symlink: a link under any temporary name the old recorder used
 * (`recording.json.<pid>.<n>.tmp`) or under `recording.json` itself leaves its target untouched,
 * and what the recording leaves is a regular file.
 */
import { lstat, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createDataset } from '../../src/league/index.ts';
import {
  loadRecording,
  MockRecordingError,
  RECORDING_FILE,
  startMockProxy,
  startMockServer,
} from '../../src/mock/server/index.ts';

const root = await mkdtemp(join(tmpdir(), 'huddle-planted-'));
afterAll(() => rm(root, { recursive: true, force: true }));

it('writes the recording through no planted symlink, and leaves recording.json a regular file', async () => {
  const dir = join(root, 'recording');
  const target = join(root, 'precious.txt');
  await writeFile(target, 'do not touch');
  await mkdir(dir);
  // Every name the old recorder could pick in this process for its first hundred writes.
  for (let n = 0; n <= 100; n += 1) await symlink(target, join(dir, `${RECORDING_FILE}.${process.pid}.${n}.tmp`));
  const upstream = await startMockServer({ dataset: createDataset() });
  try {
    const proxy = await startMockProxy({ upstream: upstream.url, record: dir });
    for (const take of [1, 2, 3]) {
      const response = await fetch(
        `${proxy.url}/teams?fs=abbr&s=${encodeURIComponent(JSON.stringify({ $take: take }))}`,
      );
      expect(response.status).toBe(200);
      await response.text();
    }
    await proxy.close();
  } finally {
    await upstream.close();
  }
  expect(await readFile(target, 'utf8')).toBe('do not touch');
  const recorded = await lstat(join(dir, RECORDING_FILE));
  expect(recorded.isSymbolicLink()).toBe(false);
  expect(recorded.isFile()).toBe(true);
  expect(await readFile(join(dir, RECORDING_FILE), 'utf8')).toContain('"abbr"');
});

it('refuses a recording.json that is a symbolic link, quoting nothing of its target', async () => {
  const dir = join(root, 'linked');
  const outside = join(root, 'outside.txt');
  await writeFile(outside, 'SECRET-FIRST-LINE of a file outside the recording');
  await mkdir(dir);
  await symlink(outside, join(dir, RECORDING_FILE));
  const refusal = await loadRecording(dir).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(MockRecordingError);
  expect(String((refusal as Error).message)).toMatch(/symbolic link/);
  expect(String((refusal as Error).message)).not.toContain('SECRET');
});

it('refuses a recorded answer with a 1xx status, which it could not serve as an answer', async () => {
  const recorded = JSON.parse(await readFile(join(root, 'recording', RECORDING_FILE), 'utf8')) as {
    answers: { status: number }[];
  };
  for (const status of [101, 100, 199]) {
    const dir = join(root, `status-${status}`);
    await mkdir(dir);
    const answers = recorded.answers.map((answer, index) => (index === 0 ? { ...answer, status } : answer));
    await writeFile(join(dir, RECORDING_FILE), JSON.stringify({ ...recorded, answers }));
    await expect(loadRecording(dir)).rejects.toThrow(/status.*from 200 to 599/);
  }
});
