/**
 * A team's fields in the form the spec gives them, which depends on how they are asked:
 * `conference` and `division` are strings when selected whole and objects with `abbr` when
 * sub-selected; `standings` is one Standings object, and an envelope `{pager, data}` when a
 * standings sub-query (inside `$query`) is applied. Two requests, one of each form.
 */
import fc from 'fast-check';
import { isEnvelope, isRecord } from '../../untyped-values.js';
import { type ContractFinding, type SpecQuote, shown } from '../finding.js';
import { ask, type Probe, type Rule, type RuleContext, refusal } from '../rule.js';
import { quotes } from '../spec-quotes.js';
import type { SObject } from '../wire-query.js';

/** The form one field must take in an answer. */
interface FieldForm {
  readonly field: string;
  /** What it must be, for the finding. */
  readonly expected: string;
  /** Whether a value (not null: any field may be) has the form. */
  readonly fits: (value: unknown) => boolean;
  readonly spec: SpecQuote;
}

/** One request, and the forms its answer's fields must take. */
interface FormQuery {
  readonly fs: string;
  readonly s: SObject;
  readonly forms: readonly FieldForm[];
  /** The sentence that allows the request, for a refusal. */
  readonly spec: SpecQuote;
}

const wholeName = (field: string): FieldForm => ({
  field,
  expected: `${field} selected whole: a string (or null)`,
  fits: (value) => typeof value === 'string',
  spec: quotes.conferenceDivision,
});

const subSelected = (field: string): FieldForm => ({
  field,
  expected: `${field}{abbr}: an object with abbr (or null)`,
  fits: (value) => isRecord(value) && Object.hasOwn(value, 'abbr'),
  spec: quotes.conferenceDivision,
});

/** A Standings object: a record that is no envelope. */
const isStandings = (value: unknown): boolean => isRecord(value) && !isEnvelope(value);

/** Records per request: the teams of a season, about. */
const TAKE = 40;

const FORM_QUERIES: readonly FormQuery[] = [
  {
    fs: 'conference,division,standings',
    s: { $take: TAKE },
    forms: [
      wholeName('conference'),
      wholeName('division'),
      {
        field: 'standings',
        expected: 'standings without a sub-query: one Standings object, not an envelope (or null)',
        fits: isStandings,
        spec: quotes.standings,
      },
    ],
    spec: quotes.conferenceDivision,
  },
  {
    fs: 'conference{abbr},division{abbr},standings',
    // `REG` is the one seasonType the spec names; an envelope of no standings is still an envelope.
    s: { $query: { standings: { $query: { 'week.seasonType': 'REG' } } }, $take: TAKE },
    forms: [
      subSelected('conference'),
      subSelected('division'),
      {
        field: 'standings',
        expected: 'standings under a standings sub-query: an envelope { pager, data: [Standings] } (or null)',
        fits: (value) => isEnvelope(value) && value.data.every(isStandings),
        spec: quotes.standings,
      },
    ],
    spec: quotes.subQueryPlacement,
  },
];

async function check(context: RuleContext, { fs, s, forms, spec }: FormQuery): Promise<ContractFinding | null> {
  const asked = await ask(context, { resource: 'teams', fs, s });
  if ('refused' in asked.read) return refusal('teams', asked, asked.read.refused, spec);
  for (const [index, record] of asked.read.records.entries()) {
    for (const form of forms) {
      // A selected field that is missing is the selection rule's finding.
      const value = record[form.field] ?? null;
      if (value === null || form.fits(value)) continue;
      return {
        resource: 'teams',
        message: `record ${index}: ${form.field} is not in the form its selection asks`,
        request: asked.request,
        expected: form.expected,
        found: shown(value, 160),
        spec: form.spec,
      };
    }
  }
  return null;
}

export const teamFormsRule: Rule = {
  title:
    "a team's conference and division are strings whole, objects sub-selected; standings an envelope only under a sub-query",
  spec: quotes.conferenceDivision,
  writes: false,
  maxRuns: 1,
  probes: (context) => {
    if (!context.resources.some((facts) => facts.name === 'teams')) return 'no team records to check';
    return fc.constant<Probe>(async () => {
      const findings = await Promise.all(FORM_QUERIES.map((query) => check(context, query)));
      return findings.find((finding) => finding !== null) ?? null;
    });
  },
};
