/**
 * Only the selected fields come back, every selected field comes back (`null` when empty, as the
 * spec says), and a selected object without a sub-selection comes back whole: each of its fields
 * as the same query answers when they are selected one by one.
 */
import fc from 'fast-check';
import type { FieldNode, SelectionNode } from '../../query/nodes.js';
import { parseFields } from '../../query/parse-fields.js';
import { isFieldKind } from '../../resources/field-kinds.js';
import { type FieldTree, fieldAt } from '../../resources/field-tree.js';
import { sameValue } from '../../semantics/value-order.js';
import { isEnvelope, isRecord } from '../../untyped-values.js';
import { maybeFilterOf, selectorOf, sOf, takeOf } from '../arbitraries.js';
import { type ContractFinding, type SpecQuote, shown } from '../finding.js';
import { ask, type Probe, type Rule, type RuleContext, refusal } from '../rule.js';
import type { ResourceFacts } from '../server-data.js';
import { quotes } from '../spec-quotes.js';
import type { WireQuery } from '../wire-query.js';

/** A selection's problem in one record, and the spec's sentence it breaks. */
interface SelectionProblem {
  readonly problem: string;
  readonly spec: SpecQuote;
}

/** A selection's problem in one record: a field that should not be there, or one that is missing. */
function selectionProblem(value: unknown, selection: SelectionNode, at: string): SelectionProblem | null {
  if (Array.isArray(value) || isEnvelope(value)) {
    const items = Array.isArray(value) ? value : value.data;
    for (const [index, item] of items.entries()) {
      const problem = selectionProblem(item, selection, `${at}[${index}]`);
      if (problem !== null) return problem;
    }
    return null;
  }
  // A scalar where fields were selected: the spec's conference is a string unless sub-selected.
  if (!isRecord(value)) return null;
  const names = new Set(selection.fields.map((field) => field.name));
  const leaked = Object.keys(value).find((name) => !names.has(name));
  if (leaked !== undefined)
    return { problem: `${at}${at === '' ? '' : '.'}${leaked} came back unselected`, spec: quotes.onlySelected };
  for (const { name, children } of selection.fields) {
    const path = at === '' ? name : `${at}.${name}`;
    if (!Object.hasOwn(value, name))
      return {
        problem: `${path} was selected and is missing (selected-but-empty fields are null)`,
        spec: quotes.selectedEmpty,
      };
    if (children !== null) {
      const problem = selectionProblem(value[name], children, path);
      if (problem !== null) return problem;
    }
  }
  return null;
}

/** A top-level field selected whole whose node is a plain object of the model: its one-level expansion. */
function expandable(selection: SelectionNode, tree: FieldTree): { field: FieldNode; names: string[] } | null {
  for (const field of selection.fields) {
    if (field.children !== null) continue;
    const node = fieldAt(tree, field.name);
    if (node === undefined || isFieldKind(node) || Object.hasOwn(node, 'pager')) continue;
    const names = Object.keys(node).filter((name) => typeof node[name] !== 'number');
    if (names.length > 0) return { field, names };
  }
  return null;
}

/** Where a value selected whole differs from the same value selected field by field. */
function wholeDifference(whole: unknown, parts: unknown, names: readonly string[], at: string): string | null {
  if (parts === null || parts === undefined || !isRecord(whole)) {
    if (Array.isArray(whole) && Array.isArray(parts)) {
      if (whole.length !== parts.length) return `${at} holds ${whole.length} items whole, ${parts.length} by fields`;
      for (const [index, item] of whole.entries()) {
        const difference = wholeDifference(item, parts[index], names, `${at}[${index}]`);
        if (difference !== null) return difference;
      }
    }
    return null;
  }
  if (!isRecord(parts)) return null;
  for (const name of names) {
    if (!sameValue(whole[name] ?? null, parts[name] ?? null)) {
      return `${at}.${name} is ${shown(whole[name] ?? null, 80)} selected whole, ${shown(parts[name] ?? null, 80)} selected by fields`;
    }
  }
  return null;
}

async function check(context: RuleContext, facts: ResourceFacts, query: WireQuery): Promise<ContractFinding | null> {
  const asked = await ask(context, query);
  if ('refused' in asked.read) return refusal(facts.name, asked, asked.read.refused);
  const selection = parseFields(query.fs as string);
  for (const [index, record] of asked.read.records.entries()) {
    const found = selectionProblem(record, selection, '');
    if (found !== null) {
      return {
        resource: facts.name,
        message: `record ${index}: ${found.problem}`,
        request: asked.request,
        expected: `exactly the fields of fs=${query.fs}`,
        found: shown(record),
        spec: found.spec,
      };
    }
  }
  const expansion = expandable(selection, facts.tree);
  if (expansion === null) return null;
  const { field, names } = expansion;
  const fs = (query.fs as string).split(',');
  // Top-level names are unique in a generated selector, and a whole field is its own name there.
  const expandedFs = fs.map((part) => (part === field.name ? `${field.name}{${names.join(',')}}` : part)).join(',');
  const byFields = await ask(context, { ...query, fs: expandedFs });
  if ('refused' in byFields.read) return refusal(facts.name, byFields, byFields.read.refused);
  const parts = byFields.read.records;
  for (const [index, record] of asked.read.records.entries()) {
    const difference = wholeDifference(
      record[field.name],
      parts[index]?.[field.name],
      names,
      `record ${index}: ${field.name}`,
    );
    if (difference !== null) {
      return {
        resource: facts.name,
        message: `${field.name}, selected without sub-fields, did not come back whole`,
        request: asked.request,
        expected: `the whole ${field.name}, as fs=${expandedFs} gives it field by field`,
        found: difference,
        spec: quotes.wholeObject,
      };
    }
  }
  return null;
}

export const selectionRule: Rule = {
  title: 'only selected fields come back; a selected object without sub-fields comes back whole',
  spec: quotes.onlySelected,
  writes: false,
  probes: (context) =>
    fc.constantFrom(...context.resources).chain((facts) =>
      fc
        .record({
          fs: selectorOf(facts),
          filter: maybeFilterOf(facts, 3),
          take: takeOf(6),
        })
        .map(({ fs, filter, take }): Probe => {
          return () => check(context, facts, { resource: facts.name, fs, s: sOf({ filter, take }) });
        }),
    ),
};
