/**
 * mingo with the spec's operators only: `$gt $lt $gte $lte $in $or $and` (and `$eq`, which a
 * plain `path: value` condition is). Anything else never reaches it: the `s` parser refuses it.
 */
import { Context } from 'mingo/core';
import { $eq, $gt, $gte, $in, $lt, $lte } from 'mingo/operators/query/comparison';
import { $and, $or } from 'mingo/operators/query/logical';
import { Query } from 'mingo/query';
import type { Criteria } from './criteria.js';

const context = Context.init({ query: { $eq, $gt, $gte, $lt, $lte, $in, $and, $or } });

/** A compiled query for the criteria. */
export const compileCriteria = (criteria: Criteria): Query => new Query(criteria, { context });
