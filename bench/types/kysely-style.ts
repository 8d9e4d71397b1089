/**
 * The yardstick of the type-checking figures: a query builder typed the way Kysely types its
 * queries, with plain generics over plain table interfaces. Each table is one flat interface
 * of dotted columns (`'week.season': number | null`), as a generated database type is; a
 * column is checked with `keyof`, a value with an indexed access, a selection with `Pick`. No
 * recursive, conditional or template-literal type is involved.
 *
 * bench/type-check.ts writes the tables (from huddle's model) and the same 100 queries as
 * bench/types/queries.ts in this style, and compares what the compiler spends on each.
 */

/** The comparison operators, as Kysely spells them. */
export type Operator = '=' | '>' | '<' | '>=' | '<=';

/** A condition built inside an `or`/`and`. */
export interface Expression<Table> {
  readonly __table?: Table;
}

/** What `where(eb => …)` receives: a condition builder bound to the table. */
export interface ExpressionBuilder<Table> {
  <Column extends keyof Table & string>(column: Column, operator: Operator, value: Table[Column]): Expression<Table>;
  <Column extends keyof Table & string>(
    column: Column,
    operator: 'in',
    values: readonly Table[Column][],
  ): Expression<Table>;
  or(expressions: readonly Expression<Table>[]): Expression<Table>;
  and(expressions: readonly Expression<Table>[]): Expression<Table>;
}

/** A query of a table whose selected columns so far are `Selection`. */
export interface SelectQuery<Table, Selection> {
  select<Column extends keyof Table & string>(
    columns: readonly Column[],
  ): SelectQuery<Table, Selection & Pick<Table, Column>>;
  where<Column extends keyof Table & string>(
    column: Column,
    operator: Operator,
    value: Table[Column],
  ): SelectQuery<Table, Selection>;
  where<Column extends keyof Table & string>(
    column: Column,
    operator: 'in',
    values: readonly Table[Column][],
  ): SelectQuery<Table, Selection>;
  where(build: (eb: ExpressionBuilder<Table>) => Expression<Table>): SelectQuery<Table, Selection>;
  orderBy<Column extends keyof Table & string>(
    column: Column,
    direction?: 'asc' | 'desc',
  ): SelectQuery<Table, Selection>;
  limit(count: number): SelectQuery<Table, Selection>;
  offset(count: number): SelectQuery<Table, Selection>;
  /** What a row of the result is. */
  readonly __row?: Selection;
}

/** Starts a query of one table of `Tables`. */
export type SelectFrom<Tables> = <Name extends keyof Tables & string>(
  table: Name,
) => SelectQuery<Tables[Name], unknown>;
