/**
 * Follows README.md's Install block as written, in a scratch folder: its `git clone` clones this
 * repository's committed state rather than GitHub's (into `huddle`, as the URL would name it), and
 * its `npm install` is the clone's own full development install (about a minute from a warm npm
 * cache; a node_modules shared by link would be rewritten through the link). Then checks that the
 * app holds huddle, runs its command, and was given no package huddle does not depend on.
 *
 * `npm run install-block` (a step of .ci/run). Fails with one line naming what went wrong.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The shell lines of the fenced block after the `<!-- install-block` marker. */
function installBlock(readme: string): string[] {
  const block = /<!-- install-block[^>]*-->\n```sh\n([\s\S]*?)\n```/.exec(readme)?.[1];
  if (block === undefined) throw new Error('README.md has no ```sh block after <!-- install-block … -->');
  return block.split('\n').map((line) => line.replace(/\s+#.*$/, ''));
}

function fail(message: string): never {
  process.stderr.write(`install-block: ${message}\n`);
  process.exit(1);
}

const [clone, ...rest] = installBlock(readFileSync(join(root, 'README.md'), 'utf8'));
const cloneLine = /^git clone (\S+\/huddle\.git) && cd huddle$/.exec(clone ?? '');
if (cloneLine === null) fail(`its first line is not "git clone …/huddle.git && cd huddle": ${clone}`);

const scratch = mkdtempSync(join(tmpdir(), 'huddle-install-block-'));
try {
  const local = `git clone -q ${JSON.stringify(root)} huddle && cd huddle`;
  const script = ['set -e', `cd ${JSON.stringify(scratch)}`, local, ...rest].join('\n');
  process.stdout.write(`${[local, ...rest].join('\n')}\n`);
  let output: string;
  try {
    output = execFileSync('sh', ['-c', `exec 2>&1\n${script}`], { encoding: 'utf8' });
  } catch (error) {
    process.stdout.write(String((error as { stdout?: unknown }).stdout ?? ''));
    fail('a line of the block failed (its output is above)');
  }
  process.stdout.write(output);
  // npm 11 warns, in every app that installs a package with a lifecycle script it would run
  // (a tarball's `prepare` among them), until the app's allowScripts covers it.
  const warned = /install-scripts\s+huddle@\S+ \((\w+)/.exec(output);
  if (warned !== null) fail(`npm warned that huddle has an install script (${warned[1]}) not covered by allowScripts`);

  const app = join(scratch, 'my-app');
  const installed = join(app, 'node_modules', 'huddle', 'package.json');
  if (!existsSync(installed)) fail(`the block left no huddle in ${app}`);
  const { version, dependencies = {} } = JSON.parse(readFileSync(installed, 'utf8')) as {
    version: string;
    dependencies?: Record<string, string>;
  };
  const printed = execFileSync('npx', ['huddle', '--version'], { cwd: app, encoding: 'utf8' }).trim();
  if (printed !== version) fail(`npx huddle --version in the app printed ${JSON.stringify(printed)}, not ${version}`);

  // What the app was given: huddle, its dependencies and theirs. A package none of them asks for
  // (a peer, a dev tool) would be weight the app did not choose.
  const wanted = new Set(['huddle', ...Object.keys(dependencies)]);
  for (const name of wanted) {
    const manifest = join(app, 'node_modules', name, 'package.json');
    if (!existsSync(manifest)) continue;
    const own = (JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies?: Record<string, string> }).dependencies;
    for (const dependency of Object.keys(own ?? {})) wanted.add(dependency);
  }
  const top = readdirSync(join(app, 'node_modules')).flatMap((entry) =>
    entry.startsWith('@')
      ? readdirSync(join(app, 'node_modules', entry)).map((name) => `${entry}/${name}`)
      : entry.startsWith('.')
        ? []
        : [entry],
  );
  const unasked = top.filter((name) => !wanted.has(name));
  if (unasked.length > 0) fail(`the app was given packages nothing asked for: ${unasked.join(', ')}`);
  process.stdout.write(
    `install-block: huddle ${version} in ${app}, with ${top.filter((n) => n !== 'huddle').join(', ')}\n`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
