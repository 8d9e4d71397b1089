/**
 * A parsed selection and query as indented text: what `huddle explain` prints before the
 * canonical `fs` and `s`.
 */
import {
  type Comparison,
  type Condition,
  type FilterNode,
  OPERATORS,
  type QueryNode,
  type SelectionNode,
} from '../../../query/index.js';
import { escapeText, jsonText } from '../../output/escape.js';
import type { Style } from '../../output/style.js';

const INDENT = '  ';

/** How an operator is printed: its symbol in the operator table (`>=`, `in`). */
const symbolOf = (operator: Comparison['operator']): string => OPERATORS[operator].symbol;

// Every name, path and value printed is escaped: they come from the command line as typed.
const json = (value: unknown) => jsonText(value);

/** The selection, one field per line, children indented under their parent. */
export function selectionLines(selection: SelectionNode, depth = 1): string[] {
  return selection.fields.flatMap(({ name, children }) =>
    children === null
      ? [`${INDENT.repeat(depth)}${escapeText(name)}`]
      : [`${INDENT.repeat(depth)}${escapeText(name)}`, ...selectionLines(children, depth + 1)],
  );
}

function conditionLines(condition: Condition, depth: number, style: Style): string[] {
  const pad = INDENT.repeat(depth);
  switch (condition.kind) {
    case 'equals':
      return [`${pad}${escapeText(condition.path)} = ${json(condition.value)}`];
    case 'compare':
      return [
        `${pad}${escapeText(condition.path)} ${condition.comparisons.map(({ operator, value }) => `${symbolOf(operator)} ${json(value)}`).join(' and ')}`,
      ];
    case 'or':
    case 'and':
      return [
        `${pad}${condition.kind === 'or' ? 'any of' : 'all of'} ${style.dim(`($${condition.kind})`)}`,
        ...condition.branches.flatMap((branch, index) => [
          `${pad}${INDENT}${style.dim(`branch ${index + 1}`)}`,
          ...filterLines(branch, depth + 2, style),
        ]),
      ];
    case 'subQuery':
      return [
        `${pad}${escapeText(condition.collection)} ${style.dim('(filters the embedded list, not the records)')}`,
        ...filterLines(condition.filter, depth + 1, style),
      ];
    case 'raw':
      return Object.entries(condition.entries).map(
        ([key, value]) => `${pad}${escapeText(key)}: ${json(value)} ${style.dim('(as written)')}`,
      );
  }
}

function filterLines(filter: FilterNode, depth: number, style: Style): string[] {
  return filter.conditions.flatMap((condition) => conditionLines(condition, depth, style));
}

/** The query: conditions, sub-collection filters, sort, take, skip, takeLast. */
export function queryLines(query: QueryNode, style: Style): string[] {
  const lines: string[] = [];
  const heading = (text: string, key: string) => lines.push(`${INDENT}${text} ${style.dim(`(${key})`)}`);
  if (query.filter !== null && query.filter.conditions.length > 0) {
    heading('where, all of', '$query');
    lines.push(...filterLines(query.filter, 2, style));
  }
  for (const { keys, filter } of query.subQueries) {
    lines.push(`${INDENT}${escapeText(keys.join('.'))} ${style.dim('(filters the embedded list, not the records)')}`);
    lines.push(...filterLines(filter, 2, style));
  }
  if (query.sort.length > 0) {
    heading('sort', '$sort');
    for (const { path, direction } of query.sort)
      lines.push(`${INDENT.repeat(2)}${escapeText(path)} ${direction === 1 ? 'ascending' : 'descending'}`);
  }
  if (query.take !== null) lines.push(`${INDENT}take ${query.take} ${style.dim('($take)')}`);
  if (query.skip !== null) lines.push(`${INDENT}skip ${query.skip} ${style.dim('($skip)')}`);
  if (query.takeLast !== null)
    lines.push(`${INDENT}take the last ${query.takeLast} ${style.dim('($query.$takeLast)')}`);
  for (const [key, value] of Object.entries(query.raw ?? {}))
    lines.push(`${INDENT}${escapeText(key)}: ${json(value)} ${style.dim('(as written)')}`);
  if (lines.length === 0) lines.push(`${INDENT}${style.dim('(empty: every record)')}`);
  return lines;
}
