/**
 * `huddle explain`: reads `fs` and `s` with the library's parsers and shows what they mean (the
 * selection as a tree; conditions, sub-collection filters, sort, paging), then the canonical
 * strings the library would send.
 */
import { formatFields, formatQuery, parseFields, parseQuery, resourceNames, resources } from '../../../index.js';
import { QueryError, type QueryNode, query, type SelectionNode, UnknownFieldError } from '../../../query/index.js';
import type { CommandRun } from '../../core/declaration.js';
import { UsageError } from '../../core/errors/cli-error.js';
import { escapeJson, escapeText, jsonText } from '../../output/escape.js';
import { type Style, styleFor } from '../../output/style.js';
import { type LooseBuilder, replayQuery } from '../../shared/replay.js';
import { resourceNamed } from '../../shared/resource-name.js';
import type { explainDeclaration } from './declaration.js';
import { queryLines, selectionLines } from './explain-tree.js';

/** What `--json` prints. */
export interface Explanation {
  /** The selection tree, or `null` without `--fs`. */
  readonly fields: SelectionNode | null;
  /** The query tree, or `null` without `--s`. */
  readonly query: QueryNode | null;
  /** The canonical `fs`, or `null`. */
  readonly fs: string | null;
  /** The canonical `s`, or `null` (also for an empty query, which is sent as no `s`). */
  readonly s: string | null;
}

/** A standalone builder as the check drives it. */
interface CheckedQuery extends LooseBuilder<CheckedQuery> {
  select(fs: string): CheckedQuery;
}

/**
 * Without a resource, an `s` must fit some resource as its builder's `from()` checks it. Paths no
 * resource has are passed over, as the service would not say which resource is meant; a value
 * that no resource having its path takes is refused, with that resource's reason
 * (`week.week of games takes a number, found "3"`).
 */
function checkAgainstSomeResource(tree: QueryNode): void {
  let refusal: QueryError | undefined;
  for (const name of resourceNames) {
    try {
      query(name).from({ s: tree });
      return;
    } catch (error) {
      if (error instanceof UnknownFieldError) continue;
      if (!(error instanceof QueryError)) throw error;
      refusal ??= error;
    }
  }
  if (refusal !== undefined) throw refusal;
}

/**
 * Reads both parameters; with a resource, replays them on its builder to check every path and
 * value. Without one, a value is still checked against the resources that have its path.
 */
export function explain(fs: string | undefined, s: string | undefined, resource: string | undefined): Explanation {
  const fields = fs === undefined ? null : parseFields(fs);
  const tree = s === undefined ? null : parseQuery(s);
  if (resource !== undefined) {
    const name = resourceNamed(resource);
    let builder = query(name) as unknown as CheckedQuery;
    if (fs !== undefined) builder = builder.select(fs);
    if (tree !== null) replayQuery(builder, name, tree);
  } else if (tree !== null) checkAgainstSomeResource(tree);
  return {
    fields,
    query: tree,
    fs: fields === null ? null : formatFields(fields),
    s: tree === null ? null : formatQuery(tree),
  };
}

function defaultsLine(resource: string | undefined, style: Style): string {
  if (resource === undefined) return style.dim("(none: the resource's default fields)");
  const defaults = resources[resourceNamed(resource)].defaultFields;
  return style.dim(
    defaults === null
      ? `(none: ${resource} answers whole records)`
      : `(none: ${resource} answers ${defaults.join(', ')})`,
  );
}

function render(explanation: Explanation, resource: string | undefined, style: Style): string {
  const lines = [`${style.bold('fields')} ${style.dim('(fs)')}`];
  if (explanation.fields === null) lines.push(`  ${defaultsLine(resource, style)}`);
  else lines.push(...selectionLines(explanation.fields));
  lines.push(`${style.bold('query')} ${style.dim('(s)')}`);
  if (explanation.query === null) lines.push(`  ${style.dim('(none: every record)')}`);
  else lines.push(...queryLines(explanation.query, style));
  lines.push('', `${style.bold('fs')}  ${explanation.fs === null ? style.dim('(none)') : escapeText(explanation.fs)}`);
  lines.push(`${style.bold('s')}   ${explanation.s === null ? style.dim('(none)') : escapeJson(explanation.s)}`);
  return `${lines.join('\n')}\n`;
}

/** `huddle explain`, once its arguments are read: loaded only when it runs. */
export const run: CommandRun<typeof explainDeclaration.options> = async (context, parsed) => {
  const { fs, s, resource, json } = parsed.values;
  if (fs === undefined && s === undefined) {
    throw new UsageError('give --fs, --s or both');
  }
  const explanation = explain(fs, s, resource);
  context.stdout.write(
    json ? `${jsonText(explanation, 2)}\n` : render(explanation, resource, styleFor(context.env, context.stdout)),
  );
  return 0;
};
