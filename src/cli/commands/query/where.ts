/**
 * `--where` conditions: `path=value` (or `path==value`), `path>=value` (also `<=`, `>`, `<`) and
 * `path in a,b,c`.
 * A value is read as JSON when it is a JSON number, `true`, `false`, `null` or a quoted string,
 * and is the text as written otherwise (`homeTeam.abbr=NE`).
 */
import { type ComparisonOperator, type JsonValue, OPERATORS, RANGE_OPERATORS } from '../../../query/index.js';
import { CliError } from '../../core/errors/cli-error.js';

/** One `--where` condition, ready for the builder's `where()`. */
export interface WhereClause {
  readonly path: string;
  /** `null` for equality. */
  readonly operator: ComparisonOperator | null;
  readonly value: JsonValue;
}

const operators = Object.keys(OPERATORS) as ComparisonOperator[];
const listOperators = operators.filter((operator) => OPERATORS[operator].operand === 'list');

/** The operator each comparison symbol stands for (`null`: equality), read from the operator table. */
const BY_SYMBOL: Readonly<Record<string, ComparisonOperator | null>> = {
  '=': null,
  // Read as `=`, as most languages write equality: else `a==NE` would compare a with "=NE".
  '==': null,
  ...Object.fromEntries(RANGE_OPERATORS.map((operator) => [OPERATORS[operator].symbol, operator])),
};

/** The list operator each word stands for (`path in a,b`), read from the operator table. */
const BY_WORD: Readonly<Record<string, ComparisonOperator>> = Object.fromEntries(
  listOperators.map((operator) => [OPERATORS[operator].symbol, operator]),
);

/**
 * Operators people write that `--where` has not, each with what is missing: a path followed by
 * one of them would otherwise be read as a path ending in `!` (`a!=b`). (`==` is read as `=`.)
 */
const NOT_OPERATORS: Readonly<Record<string, string>> = {
  '!=': "the service's $query has no not-equal",
  '<>': "the service's $query has no not-equal",
  '!': "the service's $query has no negation",
  '~=': "the service's $query has no pattern match",
  '~': "the service's $query has no pattern match",
};

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
/** Alternatives of a pattern, longest first, so that `>=` is not read as `>` then `=value`. */
const alternatives = (words: readonly string[]): string =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
/** Characters that end a path: white space and every character of a symbol. */
const notInPath = `[^\\s${escapeRegExp([...new Set([...Object.keys(BY_SYMBOL), ...Object.keys(NOT_OPERATORS)].join(''))].join(''))}]`;

const rangeSymbols = RANGE_OPERATORS.map((operator) => OPERATORS[operator].symbol).sort((a, b) => b.length - a.length);
/** The forms `--where` reads, as its failures name them. */
const FORMS = `path=value, path${rangeSymbols[0]}value (or ${rangeSymbols.slice(1).join(', ')}) or ${Object.keys(
  BY_WORD,
)
  .map((word) => `'path ${word} a,b'`)
  .join(', ')}`;
const NOT_OPERATOR = new RegExp(`^${notInPath}+\\s*(${alternatives(Object.keys(NOT_OPERATORS))})`);
const COMPARISON = new RegExp(`^(${notInPath}+)\\s*(${alternatives(Object.keys(BY_SYMBOL))})\\s*(.*)$`, 's');
const MEMBERSHIP = new RegExp(`^(${notInPath}+)\\s+(${alternatives(Object.keys(BY_WORD))})\\s+(.*)$`, 's');

/** A value as written: a JSON scalar when it reads as one, else the text itself. */
function readValue(text: string): JsonValue {
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || ['number', 'string', 'boolean'].includes(typeof value)) return value as JsonValue;
  } catch {
    // not JSON: the text as it is
  }
  return text;
}

/** Reads one `--where` argument. */
export function parseWhere(text: string): WhereClause {
  const trimmed = text.trim();
  const membership = MEMBERSHIP.exec(trimmed);
  if (membership !== null) {
    const [, path = '', word = '', list = ''] = membership;
    const items = list.split(',').map((item) => item.trim());
    if (items.some((item) => item === '')) {
      throw new CliError(`--where '${text}': '${word}' takes values separated by commas, none empty`);
    }
    return { path, operator: BY_WORD[word] ?? null, value: items.map(readValue) };
  }
  const wrong = NOT_OPERATOR.exec(trimmed)?.[1];
  if (wrong !== undefined) {
    throw new CliError(`--where '${text}': ${wrong} is not an operator (${NOT_OPERATORS[wrong]}); expected ${FORMS}`);
  }
  const comparison = COMPARISON.exec(trimmed);
  if (comparison === null) {
    throw new CliError(`--where '${text}': expected ${FORMS}`);
  }
  const [, path = '', symbol = '=', value = ''] = comparison;
  return { path, operator: BY_SYMBOL[symbol] ?? null, value: readValue(value.trim()) };
}

/** Reads `--sort path[:asc|:desc]`. */
export function parseSort(text: string): { readonly path: string; readonly direction: 1 | -1 } {
  const match = /^([^:\s]+)(?::(asc|desc))?$/.exec(text.trim());
  if (match === null) throw new CliError(`--sort '${text}': expected path, path:asc or path:desc`);
  return { path: match[1] as string, direction: match[2] === 'desc' ? -1 : 1 };
}
