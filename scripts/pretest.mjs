// `npm test` runs this first. It stops at once, with one line that says what to do, where the
// suite would otherwise fail in many places: on a Node older than the project's scripts need, or
// with no Chromium for the browser tests. Plain JavaScript that any Node can parse.
const NEED = 22;
const major = Number(process.versions.node.split('.')[0]);
if (major < NEED) {
  console.error(
    `npm test needs Node ${NEED} or newer, and this is Node ${process.versions.node}: the project pins Node 24 as a devDependency (node@24) that \`npm install\` puts on npm's path, so run \`npm install\` again without --ignore-scripts, or use Node ${NEED}+.`,
  );
  process.exit(1);
}

const { findChromium, NO_CHROMIUM } = await import('./chromium.mjs');
const chromium = await findChromium().catch((error) => {
  console.error(`npm test: ${NO_CHROMIUM} (${error instanceof Error ? error.message : error})`);
  process.exit(1);
});
if (chromium === undefined) {
  console.error(`npm test: ${NO_CHROMIUM}`);
  process.exit(1);
}
console.log(`Node ${process.versions.node}; browser tests in Chromium from ${chromium.source} (${chromium.path})`);
