/**
 * The one walk over conditions: a visitor names what to do with each kind of condition, and
 * {@link visitCondition} dispatches to it. The compiler, the formatter, the checks, the mock's
 * criteria and its index planner are all visitors, so that a new kind of condition fails to
 * compile everywhere it is not handled.
 */
import type { Condition } from './nodes.js';

/**
 * The condition of one kind. (`Extract` would give `never` for `or` and `and`, which share one
 * member of the union.)
 */
export type ConditionOf<Kind extends Condition['kind']> = Condition extends infer Each
  ? Each extends { readonly kind: infer Kinds }
    ? Kind extends Kinds
      ? Each
      : never
    : never
  : never;

/**
 * What to do with each kind of condition, given a context (`void` when there is none). Every
 * kind must be handled: the dispatch is exhaustive.
 */
export type ConditionVisitor<Result, Context = void> = {
  readonly [Kind in Condition['kind']]: (condition: ConditionOf<Kind>, context: Context) => Result;
};

/** Calls the visitor's method for the condition's kind. */
export function visitCondition<Result, Context>(
  condition: Condition,
  visitor: ConditionVisitor<Result, Context>,
  context: Context,
): Result {
  const visit = visitor[condition.kind] as (condition: Condition, context: Context) => Result;
  return visit(condition, context);
}
