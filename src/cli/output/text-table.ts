/**
 * Records as a terminal table: nested objects flattened to dotted columns (`homeTeam.abbr`),
 * lists shown by their items or their count, fitted to the terminal's width without cutting a
 * word: headers and values wrap, and records too wide for any table are shown one field a line.
 */

import { escapeText, jsonText } from './escape.js';
import type { Style } from './style.js';
import { type BreakRule, headerBreaks, valueBreaks, widestCoarsePiece, widestPiece, wrap } from './wrap.js';

/** Options of {@link renderTable} and {@link renderRecord}. */
export interface TableOptions {
  /** The terminal's width in characters. */
  readonly width: number;
  readonly style: Style;
}

const GAP = 2;
const WIDEST = 48;

const isPlainObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A record's leaf values by dotted path, in the record's order. Lists stay whole. */
export function flatten(record: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (!isPlainObject(record) || (prefix !== '' && Object.keys(record).length === 0)) {
    into.set(prefix === '' ? 'value' : prefix, record);
    return into;
  }
  for (const [key, value] of Object.entries(record)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (isPlainObject(value) && Object.keys(value).length > 0) flatten(value, path, into);
    else into.set(path, value);
  }
  return into;
}

/**
 * One value as a cell: text on one line, escaped (a line break shows as `\n`, an escape sequence
 * as `\x1b…`); a list of plain values joined, another list counted.
 */
export function cellText(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return 'null';
  if (typeof value === 'string') return escapeText(value);
  if (Array.isArray(value)) {
    if (value.every((item) => item === null || typeof item !== 'object')) return value.map(cellText).join(', ');
    return `[${value.length} ${value.length === 1 ? 'item' : 'items'}]`;
  }
  if (isPlainObject(value)) return jsonText(value);
  return String(value);
}

/** A column as laid out: its header, its cells, and the widths it may take. */
interface Column {
  readonly header: string;
  readonly cells: readonly string[];
  readonly numeric: boolean;
  /** Widths it may shrink to, widest first: headers whole, headers broken at dots, then camelCase, then values wrapped. */
  readonly floors: readonly [number, number, number, number];
}

function columnOf(header: string, cells: readonly string[], numeric: boolean): Column {
  const valueWidth = Math.max(0, ...cells.map((cell) => cell.length));
  const wordWidth = Math.max(0, ...cells.map((cell) => widestPiece(cell, valueBreaks)));
  const headerFine = widestPiece(header, headerBreaks);
  const natural = Math.max(header.length, valueWidth);
  const first = Math.min(natural, Math.max(WIDEST, wordWidth, headerFine));
  const floors = [
    first,
    Math.max(valueWidth, widestCoarsePiece(header, headerBreaks)),
    Math.max(valueWidth, headerFine),
    Math.max(wordWidth, headerFine, 1),
  ].map((floor, index, all) => Math.min(floor, ...all.slice(0, index))) as [number, number, number, number];
  return { header, cells, numeric, floors };
}

/**
 * Column widths that fit `width`, or `null` when even the narrowest (every word whole) do not:
 * headers are broken first (at dots, then between camelCase words), the widest columns first,
 * then values wrap at their spaces.
 */
function fitWidths(columns: readonly Column[], width: number): number[] | null {
  const widths = columns.map((column) => column.floors[0]);
  const total = () => widths.reduce((sum, w) => sum + w, 0) + GAP * Math.max(0, widths.length - 1);
  for (const phase of [1, 2, 3] as const) {
    while (total() > width) {
      let widest = -1;
      for (let index = 0; index < widths.length; index++) {
        const w = widths[index] as number;
        if (w > (columns[index] as Column).floors[phase] && (widest < 0 || w > (widths[widest] as number)))
          widest = index;
      }
      if (widest < 0) break;
      widths[widest] = (widths[widest] as number) - 1;
    }
  }
  return total() <= width ? widths : null;
}

/** The lines of a table row: each cell wrapped to its column, padded, side by side. */
function rowLines(
  texts: readonly string[],
  columns: readonly Column[],
  widths: readonly number[],
  rule: BreakRule,
  decorate: (text: string) => string,
): string[] {
  const wrapped = texts.map((text, index) => wrap(text, widths[index] as number, rule));
  const height = Math.max(1, ...wrapped.map((lines) => lines.length));
  const lines: string[] = [];
  for (let row = 0; row < height; row++) {
    const parts = widths.map((w, index) => {
      const text = wrapped[index]?.[row] ?? '';
      return decorate((columns[index] as Column).numeric ? text.padStart(w) : text.padEnd(w));
    });
    lines.push(parts.join(' '.repeat(GAP)).trimEnd());
  }
  return lines;
}

/** Options of {@link renderTable}: {@link TableOptions}, and the columns to show. */
export interface RenderTableOptions extends TableOptions {
  /**
   * The dotted paths to show, in order (a resource's display columns); the paths no record has
   * are left out. Every leaf path of the records when omitted.
   */
  readonly columns?: readonly string[] | undefined;
}

/**
 * Records as a table, one row each, with a header of their dotted paths, fitted to `width`
 * without cutting a word: headers and values wrap. When even wrapped columns do not fit, the
 * records are shown one field a line instead ({@link renderRecord}), each after a blank line.
 */
export function renderTable(
  records: readonly unknown[],
  { width, style, columns: chosen }: RenderTableOptions,
): string {
  const rows = records.map((record) => flatten(record));
  const present = new Set(rows.flatMap((row) => [...row.keys()]));
  const paths = chosen === undefined ? [...present] : chosen.filter((path) => present.has(path));
  if (paths.length === 0) return '';
  const columns = paths.map((path) =>
    columnOf(
      // A column is named by the record's keys: escaped like the values.
      escapeText(path),
      rows.map((row) => cellText(row.get(path))),
      rows.every((row) => ['number', 'undefined'].includes(typeof row.get(path))),
    ),
  );
  const widths = fitWidths(columns, width);
  if (widths === null) {
    const picked = rows.map((row) => Object.fromEntries(paths.map((path) => [path, row.get(path)])));
    return picked.map((record) => renderRecord(record, { width, style })).join('\n');
  }
  const rule = style.dim(widths.map((w) => '─'.repeat(w)).join(' '.repeat(GAP)));
  const header = rowLines(
    columns.map((column) => column.header),
    columns,
    widths,
    headerBreaks,
    style.bold,
  );
  const body = columns[0]?.cells.map((_, row) =>
    rowLines(
      columns.map((column) => column.cells[row] as string),
      columns,
      widths,
      valueBreaks,
      (text) => text,
    ),
  );
  // Rows of several lines are told apart by a blank line.
  const spaced = (body ?? []).some((lines) => lines.length > 1);
  const out = [
    ...header,
    rule,
    ...(body ?? []).flatMap((lines, index) => (spaced && index > 0 ? ['', ...lines] : lines)),
  ];
  return `${out.join('\n')}\n`;
}

/**
 * One record as `path  value` lines (a by-id answer, or a list too wide for a table): values
 * wrap at their spaces beside their path; a value with a word too wide to sit beside it goes on
 * the lines under its path, indented.
 */
export function renderRecord(record: unknown, { width, style }: TableOptions): string {
  const entries = [...flatten(record)].map(([key, value]) => [escapeText(key), cellText(value)] as const);
  const keyWidth = Math.min(WIDEST, Math.floor(width / 2), Math.max(0, ...entries.map(([key]) => key.length)));
  const valueWidth = width - keyWidth - GAP;
  const out: string[] = [];
  for (const [key, value] of entries) {
    const keys = wrap(key, keyWidth, headerBreaks);
    if (widestPiece(value, valueBreaks) <= valueWidth) {
      const values = wrap(value, valueWidth);
      for (let index = 0; index < Math.max(keys.length, values.length); index++) {
        const keyText = keys[index];
        const keyPart = keyText === undefined ? ' '.repeat(keyWidth) : style.bold(keyText.padEnd(keyWidth));
        const valuePart = values[index] ?? '';
        out.push(valuePart === '' ? keyPart.trimEnd() : `${keyPart}${' '.repeat(GAP)}${valuePart}`);
      }
    } else {
      out.push(...keys.map((text) => style.bold(text)));
      out.push(...wrap(value, width - GAP).map((text) => `${' '.repeat(GAP)}${text}`.trimEnd()));
    }
  }
  return out.map((text) => `${text}\n`).join('');
}
