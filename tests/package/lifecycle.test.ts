/**
 * The published manifest runs nothing when an app installs it. npm's docs ("Life Cycle
 * Operation Order", npm install) list what installing a package runs: preinstall, install,
 * postinstall, and prepare for a package installed from anywhere but the registry (a tarball, a
 * folder, git). npm 11 warns about each in every app until its allowScripts covers it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  scripts: Record<string, string>;
};
const installScripts = ['preinstall', 'install', 'postinstall', 'prepare'];

describe('the published manifest', () => {
  it('has no script npm runs when an app installs huddle', () => {
    expect(Object.keys(manifest.scripts).filter((name) => installScripts.includes(name))).toEqual([]);
  });

  it("builds when packed (prepack), so the README's npm pack and npm publish ship a fresh build", () => {
    expect(manifest.scripts.prepack).toBe('npm run build');
  });
});
