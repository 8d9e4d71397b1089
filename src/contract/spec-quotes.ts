/**
 * The spec's sentences the contract's findings quote, word for word (docs/spec/service-interface.md;
 * tests/contract/spec-quotes.test.ts fails for a quote the spec does not say). A finding names the
 * sentence the server broke, so that a reader can tell the spec's words from huddle's reading.
 */
import { type EnvelopeKind, type ResourceName, resourceDocs, resourceNames } from '../resources/resource-table.js';
import type { SpecQuote } from './finding.js';

const QUERY_PARAMETERS = 'Common query parameters';
const CONVENTIONS = 'Resources and their fields';
const ENVELOPES = 'Response envelopes';
const ENDPOINTS = 'Endpoint table';
const TEAM = 'Team (/teams)';
const PUSH_CALL = 'Update push notification preferences';

/** Every sentence a rule quotes, by what it says. */
export const quotes = {
  onlySelected: { section: QUERY_PARAMETERS, sentence: 'Only selected fields are returned.' },
  selectedEmpty: { section: CONVENTIONS, sentence: 'selected-but-empty fields are returned as null.' },
  wholeObject: {
    section: QUERY_PARAMETERS,
    sentence:
      'A selected object field with no sub-selector returns its default content (e.g. the whole stadiumInfo, the whole drives list).',
  },
  query: {
    section: QUERY_PARAMETERS,
    sentence:
      'Conditions: a dotted field path maps to a value (equality) or to an operator object. Several conditions listed together all apply.',
  },
  subCollection: {
    section: QUERY_PARAMETERS,
    sentence: 'Filters an embedded list (e.g. `drives`, `standings`) without filtering the parent records.',
  },
  subQueryPlacement: {
    section: QUERY_PARAMETERS,
    sentence: 'Placed as a sibling of `$query` for `drives`, and inside `$query` for `standings`.',
  },
  sort: {
    section: QUERY_PARAMETERS,
    sentence: '$sort | object: field path -> 1 (ascending) or -1 (descending) | Several keys sort in the order listed.',
  },
  skip: {
    section: QUERY_PARAMETERS,
    sentence: '$skip | integer | Skip that many records first; combined with $take and $sort for paging.',
  },
  take: { section: QUERY_PARAMETERS, sentence: '$take | integer | Return that many records.' },
  pager: {
    section: CONVENTIONS,
    sentence:
      'Pager object: `{previous, self, next, limit, offset, total}`. Any member may be null. It can also be an empty object `{}`. `total` is an integer count.',
  },
  byId: { section: ENVELOPES, sentence: 'A request by id returns the record itself.' },
  /** The endpoint table's column of what each endpoint answers (each row: `endpointQuotes`). */
  payloadOut: { section: ENDPOINTS, sentence: 'Payload out' },
  conferenceDivision: {
    section: TEAM,
    sentence: 'conference, division | string when selected whole; object with `abbr` when sub-selected',
  },
  standings: {
    section: TEAM,
    sentence: 'standings | Standings object, or envelope `{pager, data:[Standings]}` when a sub-query is applied',
  },
  pushResponses: { section: PUSH_CALL, sentence: 'Responses: `202` Accepted, no body; `400` Bad Request, no body.' },
  pushGroups: { section: PUSH_CALL, sentence: 'Body field groups | yes | list of strings' },
  pushBearer: {
    section: 'Authentication',
    sentence: 'The group-subscription call requires the header `Authorization: Bearer <ACCESS_TOKEN>`.',
  },
} as const satisfies Record<string, SpecQuote>;

const endpoint = (sentence: string): SpecQuote => ({ section: ENDPOINTS, sentence });

/** The row of the endpoint table of each resource: the query parameters it takes and what it answers. */
export const endpointQuotes = Object.fromEntries(
  resourceNames.map((name) => [name, endpoint(resourceDocs[name].endpoint)]),
) as Readonly<Record<ResourceName, SpecQuote>>;

/** The sentence of each envelope kind of the resource table. */
export const envelopeQuotes: Readonly<Record<EnvelopeKind, SpecQuote>> = {
  list: { section: ENVELOPES, sentence: 'The `/games` examples show a bare list of records instead.' },
  envelope: { section: ENVELOPES, sentence: 'Collection results: object `{pager, data:[...]}`.' },
  'keyed-envelope': {
    section: ENVELOPES,
    sentence:
      'Statistics endpoints wrap the envelope under a key named as the resource (e.g. `playerSeasonStats: {pager, data}`).',
  },
  'content-list': endpointQuotes.videos,
  'record-or-envelope': endpointQuotes.lists,
};

/** The text of a quote, as the command prints it: `§ Team (/teams): "…"`. */
export const quoteText = ({ section, sentence }: SpecQuote): string => `§ ${section}: "${sentence}"`;
