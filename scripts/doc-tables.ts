/**
 * The parts of docs/push.md and docs/mock.md that restate a table of the source, generated from it
 * (scripts/generate.ts writes them between their markers; `npm run generate:check` fails when one
 * is stale): the order `decode` tries the receive shapes in, the doctor's findings, what each
 * league event sends, and the paths the mock's latitude nulls.
 */
import { contractRules, ruleNames } from '../src/contract/rules/rule-table.ts';
import { nullablePaths } from '../src/mock/latitude/nullable-paths.ts';
import { eventNotifications, kindsDelivering } from '../src/mock/live/notification-rules.ts';
import { shapes } from '../src/push/decode/shapes.ts';
import { checks, type FindingCode } from '../src/push/doctor/checks.ts';
import { groupKinds } from '../src/push/groups.ts';
import { notificationTypes } from '../src/push/notifications.ts';
import { resourceNames, resources } from '../src/resources/resource-table.ts';
import { markdownTable } from './markdown.ts';

const code = (text: string) => `\`${text}\``;

/** `a`, `b` or `c`. */
const anyOfWords = (keys: readonly string[]) =>
  keys.length === 1
    ? code(keys[0] as string)
    : `${keys.slice(0, -1).map(code).join(', ')} or ${code(keys[keys.length - 1] as string)}`;

/** docs/push.md, `detection-order`: one numbered line per receive shape, in the order they are tried. */
export function detectionOrder(): string {
  return shapes
    .map(
      ([source, rule], index) =>
        `${index + 1}. ${'words' in rule ? rule.words : anyOfWords(rule.keys)}: ${code(source)}${index === shapes.length - 1 ? '.' : ';'}`,
    )
    .join('\n');
}

/** docs/mock.md, `event-notifications`: what each kind of league event sends, to which groups. */
export function eventNotificationTable(): string {
  const rows = Object.entries(eventNotifications).map(([event, types]) => {
    const groups = types.flatMap((type) =>
      kindsDelivering(type).map((kind) => code(groupKinds[kind].perTeam ? `${groupKinds[kind].prefix}<abbr>` : kind)),
    );
    const parameters = new Set(types.map((type) => notificationTypes[type].parameter));
    return [
      event,
      groups.join(', '),
      types.map(code).join(', '),
      [...parameters].map((parameter) => (parameter === null ? 'none' : code(parameter))).join(', '),
    ];
  });
  return markdownTable(['event', 'groups (one per team of the event, unless global)', 'type', '`more`'], rows);
}

/** Paths grouped by their parent: `gameStatus.{down, period}`, `season`. */
function groupedPaths(paths: readonly string[]): string {
  const byParent = new Map<string, string[]>();
  for (const path of paths) {
    const cut = path.lastIndexOf('.');
    const parent = path.slice(0, Math.max(cut, 0));
    byParent.set(parent, [...(byParent.get(parent) ?? []), path.slice(cut + 1)]);
  }
  return [...byParent]
    .map(([parent, names]) =>
      parent === ''
        ? names.map(code).join(', ')
        : code(`${parent}.${names.length === 1 ? names[0] : `{${names.join(', ')}}`}`),
    )
    .join(', ');
}

/** docs/mock.md, `latitude-nulls`: the paths the latitude may null, by resource, each with the spec's words. */
export function latitudeNullTable(): string {
  const rows = Object.entries(nullablePaths).flatMap(([resource, table]) =>
    table.map((row) => {
      // A quoted table row `| a, b | integer, nullable |` reads `a, b: integer, nullable`.
      const words = row.sentence.replace(/^\|\s*|\s*\|$/g, '').replace(/\s*\|\s*/g, ': ');
      return [code(resource), groupedPaths(row.paths), `${row.section}: “${words}”`];
    }),
  );
  return markdownTable(['resource', 'paths', 'the spec says'], rows);
}

/** docs/contract.md's rules: each rule of `contractRules`, in order, with what it holds the server to and the spec's words. */
export function contractRuleTable(): string {
  const rows = ruleNames.map((name) => {
    const { title, writes, spec } = contractRules[name];
    // A table cell ends at a bare pipe: the spec's table rows quoted keep theirs escaped.
    const quoted = `§ ${spec.section}: "${spec.sentence.replaceAll('|', '\\|')}"`;
    return [code(name), title, quoted, writes ? 'with `push` only (it writes)' : 'always'];
  });
  return markdownTable(['rule', 'what it holds the server to', 'the spec says', 'runs'], rows);
}

/** docs/push.md, `findings`: every code of the doctor, in the order `diagnose` lists them. */
export function findingTable(): string {
  const rows = (Object.keys(checks) as FindingCode[]).map((name) => {
    const { severity, means, fix } = checks[name];
    // Fixes and meanings are plain text (the command prints them): markup in them is shown, not rendered.
    const shown = (text: string) => text.replace(/</g, '&lt;');
    return [code(name), severity, shown(means), shown(fix)];
  });
  return markdownTable(['code', 'severity', 'what is wrong', 'the fix'], rows);
}

/** `a`, `b` and `c`. */
const allOfWords = (words: readonly string[]) =>
  words.length === 1 ? (words[0] as string) : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/** docs/client.md, `resource-clients`: the client of every resource of the table, in its order. */
export function resourceClientList(): string {
  return `${allOfWords(resourceNames.map((name) => code(`client.${name}`)))}.`;
}

/** docs/cli.md, `resource-names`: what `huddle query` takes, and which resources answer by id. */
export function resourceNameList(): string {
  const byId = resourceNames.filter((name) => resources[name].byIdPath !== null);
  return `${allOfWords(resourceNames.map(code))}; with an \`id\`, ${allOfWords(byId.map(code))} answer by id.`;
}
