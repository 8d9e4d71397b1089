/**
 * Records as a terminal table: nested objects flattened to dotted columns (`homeTeam.abbr`),
 * lists shown by their items or their count, columns shrunk (and, past that, dropped) to fit
 * the terminal's width.
 */
import type { Style } from '../style.js';
import { escapeText, jsonText } from './escape.js';

/** Options of {@link renderTable} and {@link renderRecord}. */
export interface TableOptions {
  /** The terminal's width in characters. */
  readonly width: number;
  readonly style: Style;
}

const GAP = 2;
const WIDEST = 48;
const NARROWEST = 6;

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

const clip = (text: string, width: number) =>
  text.length <= width ? text : `${text.slice(0, Math.max(0, width - 1))}…`;

/**
 * Column widths that fit `width`: long headers are cut first (down to their values' width),
 * then the widest columns shrink, then columns are dropped from the right.
 */
function fitWidths(natural: readonly number[], values: readonly number[], width: number): number[] {
  const widths = natural.map((w) => Math.min(w, WIDEST));
  const total = () => widths.reduce((sum, w) => sum + w, 0) + GAP * Math.max(0, widths.length - 1);
  const shrink = (floor: (index: number) => number) => {
    while (total() > width) {
      let widest = -1;
      for (let index = 0; index < widths.length; index++) {
        const w = widths[index] as number;
        if (w > floor(index) && (widest < 0 || w > (widths[widest] as number))) widest = index;
      }
      if (widest < 0) return;
      widths[widest] = (widths[widest] as number) - 1;
    }
  };
  const narrowest = (index: number) => Math.min(NARROWEST, natural[index] as number);
  shrink((index) => Math.max(values[index] as number, narrowest(index)));
  shrink(narrowest);
  while (widths.length > 1 && total() > width) widths.pop();
  return widths;
}

/** Records as a table, one row each, with a header of their dotted paths. */
export function renderTable(records: readonly unknown[], { width, style }: TableOptions): string {
  const rows = records.map((record) => flatten(record));
  const columns = [...new Set(rows.flatMap((row) => [...row.keys()]))];
  // A column is named by the record's keys: escaped like the values.
  const headers = columns.map(escapeText);
  if (columns.length === 0) return '';
  const cells = rows.map((row) => columns.map((column) => cellText(row.get(column))));
  const values = columns.map((_, index) => Math.max(0, ...cells.map((row) => (row[index] as string).length)));
  const natural = headers.map((header, index) => Math.max(header.length, values[index] as number));
  const numeric = columns.map((column) =>
    rows.every((row) => ['number', 'undefined'].includes(typeof row.get(column))),
  );
  const widths = fitWidths(natural, values, width);
  const line = (texts: readonly string[], decorate: (text: string) => string = (text) => text) =>
    widths
      .map((w, index) => {
        const text = clip(texts[index] as string, w);
        return decorate(numeric[index] ? text.padStart(w) : text.padEnd(w));
      })
      .join(' '.repeat(GAP))
      .trimEnd();
  const out = [line(headers, style.bold), style.dim(widths.map((w) => '─'.repeat(w)).join(' '.repeat(GAP)))];
  for (const row of cells) out.push(line(row));
  const hidden = columns.length - widths.length;
  if (hidden > 0) {
    const note = `(${hidden} more ${hidden === 1 ? 'column' : 'columns'} not shown: widen the terminal or use --format json)`;
    out.push(style.dim(clip(note, width)));
  }
  return `${out.join('\n')}\n`;
}

/** One record as `path  value` lines, for a by-id answer. */
export function renderRecord(record: unknown, { width, style }: TableOptions): string {
  const entries = [...flatten(record)].map(([key, value]) => [escapeText(key), value] as const);
  const keyWidth = Math.min(WIDEST, Math.max(0, ...entries.map(([key]) => key.length)));
  const valueWidth = Math.max(NARROWEST, width - keyWidth - GAP);
  return entries
    .map(([key, value]) =>
      `${style.bold(clip(key, keyWidth).padEnd(keyWidth))}${' '.repeat(GAP)}${clip(cellText(value), valueWidth)}`.trimEnd(),
    )
    .map((text) => `${text}\n`)
    .join('');
}

/** The width to fit a table to: the terminal's columns, else `COLUMNS`, else 100. */
export function terminalWidth(stream: object, env: Readonly<Record<string, string | undefined>>): number {
  const columns = (stream as { readonly columns?: unknown }).columns;
  if (typeof columns === 'number' && columns > 0) return columns;
  const fromEnv = Number(env.COLUMNS);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : 100;
}
