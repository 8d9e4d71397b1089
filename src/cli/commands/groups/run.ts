/**
 * `huddle groups`: the subscription-group catalog of the library (`groupKinds`), one team's
 * concrete group names (`groupName`), and a check of names (`parseGroup`) that says why a name
 * is not a group of the service.
 */
import {
  type GroupKind,
  GroupNameError,
  groupKinds,
  groupName,
  parseGroup,
  TEAM_ABBREVIATION,
  type TeamGroupKind,
} from '../../../push/index.js';
import type { CliContext } from '../../core/context.js';
import type { CommandRun } from '../../core/declaration.js';
import { CliError } from '../../core/errors/cli-error.js';
import { escapeText, jsonText } from '../../output/escape.js';
import { styleFor } from '../../output/style.js';
import type { groupsDeclaration } from './declaration.js';

const kinds = Object.keys(groupKinds) as GroupKind[];

/** One kind of group, as listed. */
export interface GroupKindEntry {
  readonly kind: GroupKind;
  readonly perTeam: boolean;
  /** The name of a global group, or the pattern of a team group (`teamAlertNews_<abbr>`). */
  readonly pattern: string;
  readonly label: string;
  readonly description: string;
  /** The notification types it delivers. */
  readonly delivers: readonly string[];
}

/** One name checked by `--check`. */
export type GroupCheck =
  | { readonly name: string; readonly ok: true; readonly kind: GroupKind; readonly team: string | null }
  | {
      readonly name: string;
      readonly ok: false;
      /** The library's error code, to switch on as a program would on the thrown error. */
      readonly code: GroupNameError['code'];
      readonly reason: string;
    };

function catalog(): GroupKindEntry[] {
  return kinds.map((kind) => {
    const { perTeam, prefix, label, description, delivers } = groupKinds[kind];
    return { kind, perTeam, pattern: perTeam ? `${prefix}<abbr>` : prefix, label, description, delivers };
  });
}

function teamGroups(team: string): (GroupKindEntry & { readonly name: string })[] {
  return catalog()
    .filter((entry) => entry.perTeam)
    .map((entry) => ({ name: groupName(entry.kind as TeamGroupKind, team), ...entry }));
}

function check(name: string): GroupCheck {
  try {
    const { kind, team } = parseGroup(name);
    return { name, ok: true, kind, team };
  } catch (error) {
    if (!(error instanceof GroupNameError)) throw error;
    return { name, ok: false, code: error.code, reason: error.reason };
  }
}

/** A table of rows, the first column padded. */
function table(rows: readonly (readonly [string, string])[], paint: (text: string) => string): string {
  const width = Math.max(0, ...rows.map(([first]) => first.length));
  return rows.map(([first, rest]) => `  ${paint(first.padEnd(width))}  ${rest}\n`).join('');
}

/** The spec's quirk of a kind, derived from its definition, or `''`. */
function quirk(entry: GroupKindEntry): string {
  const notes: string[] = [];
  if (entry.perTeam && !entry.pattern.includes('_<abbr>')) notes.push('no underscore before the team');
  const other = entry.delivers.filter((type) => type !== entry.kind);
  if (other.length > 0 && entry.delivers.length === 1) notes.push(`delivers the type ${other.join(', ')}`);
  return notes.length === 0 ? '' : ` (${notes.join('; ')})`;
}

function deliversText(entry: GroupKindEntry): string {
  return entry.delivers.length === 0 ? 'no notification type in the spec' : `types: ${entry.delivers.join(', ')}`;
}

function listing(context: CliContext): string {
  const style = styleFor(context.env, context.stdout);
  const entries = catalog();
  const rows = (perTeam: boolean) =>
    entries
      .filter((entry) => entry.perTeam === perTeam)
      .map((entry): [string, string] => [
        entry.pattern,
        `${entry.label}: ${entry.description}${style.yellow(quirk(entry))} ${style.dim(`[${deliversText(entry)}]`)}`,
      ]);
  return [
    `${style.bold('Global groups')}\n`,
    table(rows(false), style.cyan),
    `\n${style.bold('Team groups')} ${style.dim('(<abbr>: a team abbreviation, e.g. NE)')}\n`,
    table(rows(true), style.cyan),
  ].join('');
}

/** `huddle groups`, once its arguments are read: loaded only when it runs. */
export const run: CommandRun<typeof groupsDeclaration.options> = async (context, parsed) => {
  const { values, positionals } = parsed;
  const { json } = values;
  const style = styleFor(context.env, context.stdout);

  if (values.check) {
    if (values.team !== undefined) throw new CliError('use --team or --check, not both');
    if (positionals.length === 0) throw new CliError('--check needs the names to check after it');
    const results = positionals.map(check);
    const bad = results.filter((result) => !result.ok).length;
    if (json) context.stdout.write(`${jsonText(results)}\n`);
    else {
      // The names are the user's, and the reasons quote them: both escaped.
      const names = results.map((result) => escapeText(result.name));
      const width = Math.max(...names.map((name) => name.length));
      for (const [index, result] of results.entries()) {
        const name = (names[index] as string).padEnd(width);
        context.stdout.write(
          result.ok
            ? `${style.green('OK ')}  ${name}  ${style.dim(result.team === null ? result.kind : `${result.kind}, team ${result.team}`)}\n`
            : `${style.red('BAD')}  ${name}  ${escapeText(result.reason)}\n`,
        );
      }
    }
    if (bad === 0) return 0;
    throw new CliError(`${bad} of ${results.length} names ${bad === 1 ? 'is' : 'are'} not a group`);
  }
  if (positionals.length > 0) {
    throw new CliError(`unexpected argument '${positionals[0]}' (to check names: huddle groups --check <name> …)`);
  }
  if (values.team !== undefined) {
    if (!TEAM_ABBREVIATION.test(values.team)) {
      throw new CliError(
        `--team '${values.team}' is not a team abbreviation (a capital letter, then 1 to 3 capitals or digits, e.g. NE)`,
      );
    }
    const groups = teamGroups(values.team);
    if (json) context.stdout.write(`${jsonText(groups)}\n`);
    else
      context.stdout.write(
        table(
          groups.map((entry) => [entry.name, `${entry.label}${style.yellow(quirk(entry))}`]),
          style.cyan,
        ),
      );
    return 0;
  }
  context.stdout.write(json ? `${jsonText(catalog())}\n` : listing(context));
  return 0;
};
