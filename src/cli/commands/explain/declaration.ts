/**
 * `huddle explain`'s declaration: its options and help.
 */
import { declareCommand } from '../../core/define-command.js';

/** `huddle explain`. */
export const explainDeclaration = declareCommand({
  name: 'explain',
  summary: 'show what an fs and an s mean, and their canonical form',
  description: `
Reads the field selector (fs) and the query (s) with the library's parsers,
prints the selection as an indented tree and the query's conditions, sub-collection
filters, sort and paging, then the canonical fs and s the client would send.
Give --fs, --s or both.`,
  options: {
    fs: {
      type: 'string',
      value: 'FS',
      description: "field selector: 'id,homeTeam{abbr}' (parentheses, dotted paths and spaces are read too)",
    },
    s: { type: 'string', value: 'JSON', description: 'the s query: \'{"$query":{"week.season":2024},"$take":5}\'' },
    resource: {
      type: 'string',
      value: 'NAME',
      description:
        "also check every path against that resource's model, and name its default fields when there is no --fs",
    },
    json: {
      type: 'boolean',
      description:
        'one JSON object: {fields, query, fs, s} (the parsed trees and the canonical strings; null for what was not given)',
    },
  },
  notes: `
A selector or query that cannot be read fails with one line naming the position
(fs, with the input and a caret under it) or the path in s, and exit code 1.`,
  examples: [
    "huddle explain --fs 'id, homeTeam(abbr), week.season'",
    'huddle explain --s \'{"$query":{"week.week":{"$gte":3}}}\'',
    'huddle explain --s \'{"drives":{"$query":{"yards":{"$gt":40}}}}\'',
  ],
});
