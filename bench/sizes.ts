/** Every size-limit budget and what the build measures against it (needs `npm run build`). */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Section } from './section.ts';

interface Budget {
  readonly name: string;
  readonly limit: string;
}

export function benchSizes(): Section[] {
  const budgets = JSON.parse(readFileSync(new URL('../.size-limit.json', import.meta.url), 'utf8')) as Budget[];
  const measured = JSON.parse(
    execFileSync('npx', ['size-limit', '--json'], { cwd: new URL('..', import.meta.url), encoding: 'utf8' }),
  ) as { name: string; size: number; passed: boolean }[];
  return [
    {
      title: 'Bundle sizes',
      about:
        'Every budget of `.size-limit.json`, minified and gzipped as size-limit measures it (kilobytes of 1,000 bytes). CI fails on any budget exceeded.',
      figures: measured.map(({ name, size, passed }) => ({
        name,
        value: `${(size / 1000).toFixed(2)} kB`,
        goal: `≤ ${budgets.find((budget) => budget.name === name)?.limit ?? '?'}`,
        met: passed,
      })),
    },
  ];
}
