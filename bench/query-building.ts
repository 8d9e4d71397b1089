/**
 * Query building and reading, against the JSON built-ins over the same `s`: the builder calls
 * plus `toParams()` for the typical query against `JSON.stringify` of its `s` object, and
 * `parseQuery`/`parseFields` against `JSON.parse` of the same text. Run alone with
 * `npx tsx bench/query-building.ts`.
 */
import { compile } from '../src/query/compile.ts';
import { formatFields, parseFields, parseQuery, query } from '../src/query/index.ts';
import { measure } from './measure.ts';
import { type Figure, ratioFigures, type Section } from './section.ts';

/** The typical query: 8 selected fields with two nested objects, 5 conditions, 2 sort keys. */
const buildTypical = () =>
  query('games')
    .select({
      id: true,
      gameTime: true,
      gameType: true,
      week: { season: true, week: true },
      homeTeam: { abbr: true, nickName: true },
      visitorTeam: true,
    })
    .where('week.season', 2024)
    .where('week.seasonType', 'REG')
    .where('week.week', '$gte', 3)
    .where('homeTeam.abbr', '$in', ['NE', 'KC', 'BUF'])
    .where('gameTime', '$lt', '2024-12-31T00:00:00Z')
    .sort('week.week')
    .sort('gameTime', 'desc');

/**
 * A large `s` (2.8 kB): 60 conditions in `$or` branches, a drives filter and sort keys, to
 * measure throughput rather than the cost of one call.
 */
function largeS(): string {
  const branch = (index: number) => ({
    'week.week': { $gte: index % 18, $lte: (index % 18) + 3 },
    'homeTeam.abbr': { $in: ['NE', 'KC', 'BUF', 'MIA', 'NYJ'] },
    gameTime: { $lt: `2024-12-${String((index % 28) + 1).padStart(2, '0')}T00:00:00Z` },
  });
  return JSON.stringify({
    $query: { 'week.season': 2024, $or: Array.from({ length: 20 }, (_, index) => branch(index)) },
    drives: { $query: { yards: { $gte: 20 }, firstDowns: { $gt: 1 } } },
    $sort: { 'week.week': 1, gameTime: -1 },
    $take: 50,
  });
}

/** A large `fs` (1 kB): most fields of the lists resource, nested as its model nests them. */
const LARGE_FS =
  'id,title,caption,type,listType,contentListType,contentCurationType,createdDate,lastModifiedDate,' +
  'contentVisibility{consumerRoles{pager{previous,self,next,limit,offset,total},data{id},id},promotionLevel,publishState,originalPublishDate},' +
  'items{pager{previous,self,next,limit,offset,total},data{id,title,caption,url,type,lastModifiedDate,originalImage{asset{source}},' +
  'videoAsset{clipCategory,playBackInfo{videoUrl}},weekOfSeason{id,season,weekOrder,seasonType,week,weekType,name},week{season,seasonType,week},' +
  'show{id,name,season,episode,premieredDate},advertisingChannel{id,name,advertisingId},' +
  'related{games{id,pager{previous,self,next,limit,offset,total},data{id}},teams{pager{previous,self,next,limit,offset,total},data{id,abbr,fullName,nickName}},' +
  'persons{pager{previous,self,next,limit,offset,total},data{id,displayName,firstName,lastName,player{rosterStatus}}}},' +
  'thumbnail{id},createdDate,author{id,firstName,lastName},rightsHolder{contentProvider{id,name},contentProviderCreatedDate,copyright}}}';

/** The selection of an `fs` as JSON (`{"id":true,"week":{"season":true}}`): the same fields in JSON's syntax. */
function selectionJson(fs: string): string {
  const mask = (selection: ReturnType<typeof parseFields>): Record<string, unknown> =>
    Object.fromEntries(
      selection.fields.map(({ name, children }) => [name, children === null ? true : mask(children)] as const),
    );
  return JSON.stringify(mask(parseFields(fs)));
}

const microseconds = (milliseconds: number, batch: number) => (milliseconds * 1000) / batch;

export async function benchQueryBuilding(): Promise<Section[]> {
  const built = buildTypical();
  const { fs, s } = built.toParams();
  if (fs === undefined || s === undefined) throw new Error('the typical query compiles to both fs and s');
  const tree = built.toNode();
  const sObject = JSON.parse(s);

  // The floor takes about a microsecond: batches let the timer resolve it.
  const batch = 200;
  const stringify = { name: 'JSON.stringify of the s object', run: () => JSON.stringify(sObject), batch };
  const [compiled, building] = await measure(stringify, [
    { name: '`compile(tree)`: fs and s from the built tree', run: () => compile(tree), atMost: 2, batch },
    { name: 'the builder calls, then `toParams()`', run: () => buildTypical().toParams(), batch },
  ]);
  if (compiled === undefined || building === undefined) throw new Error('measure() returns one result per case');
  const perQuery: Figure = {
    name: 'the builder calls, then `toParams()`, per query (absolute, beside the ratio)',
    value: `${microseconds(building.milliseconds, batch).toFixed(1)} µs`,
    goal: null,
    met: null,
  };

  const large = largeS();
  const largeFsJson = selectionJson(LARGE_FS);
  const typicalFsJson = selectionJson(fs);
  const [typicalQuery] = await measure({ name: 'JSON.parse of the s text', run: () => JSON.parse(s), batch }, [
    { name: '`parseQuery(s)`, the typical query', run: () => parseQuery(s), batch },
  ]);
  const [largeQuery] = await measure({ name: 'JSON.parse of the s text', run: () => JSON.parse(large), batch: 4 }, [
    {
      name: `\`parseQuery(s)\`, a ${(large.length / 1000).toFixed(1)} kB s (60 conditions)`,
      run: () => parseQuery(large),
      batch: 4,
    },
  ]);
  const [typicalFields] = await measure(
    { name: 'JSON.parse of the selection as JSON', run: () => JSON.parse(typicalFsJson), batch },
    [{ name: '`parseFields(fs)`, the typical selection', run: () => parseFields(fs), batch }],
  );
  const [largeFields] = await measure(
    { name: 'JSON.parse of the selection as JSON', run: () => JSON.parse(largeFsJson), batch: 20 },
    [
      {
        name: `\`parseFields(fs)\`, most fields of lists (${(LARGE_FS.length / 1000).toFixed(1)} kB)`,
        run: () => parseFields(LARGE_FS),
        batch: 20,
      },
    ],
  );
  if (!typicalQuery || !largeQuery || !typicalFields || !largeFields) throw new Error('one result per case');
  if (formatFields(parseFields(LARGE_FS)) !== LARGE_FS) throw new Error('the large fs is not in canonical form');

  return [
    {
      title: 'Building a typical query',
      about:
        'The typical query of `bench/run.ts` (8 selected fields with two nested objects, 5 conditions, 2 sort keys), ' +
        'against `JSON.stringify` of its `s` object, timed in the same rounds (`bench/measure.ts`: median of 9 rounds ' +
        'of ratios). Compiling writes the JSON text directly; building also checks every path against the model and ' +
        'freezes a new tree at each call.',
      figures: [...ratioFigures('JSON.stringify of the s object', [compiled, building]), perQuery],
      ...(compiled.ratio > 2 && {
        notes:
          `\`compile(tree)\` measured ${compiled.ratio.toFixed(2)}× in this run, against 1.73–1.84× recorded on a quiet ` +
          'machine (docs/benchmarks.md, Compiling a query); the floor takes about a microsecond, so load from other ' +
          'processes moves this ratio most. Re-run on a quiet machine before reading it as a regression.',
      }),
    },
    {
      title: 'Reading fs and s',
      about:
        '`parseQuery` against `JSON.parse` of the same `s` text (it parses with `JSON.parse`, then checks every key ' +
        'and value and builds frozen nodes), and `parseFields` against `JSON.parse` of the same selection written ' +
        'as JSON (`{"id":true,"week":{"season":true}}`, which is longer than the `fs`), for the typical query and ' +
        'for large inputs, where throughput rather than per-call cost shows.',
      figures: [
        ...ratioFigures('JSON.parse of the s text', [typicalQuery, largeQuery]),
        ...ratioFigures('JSON.parse of the selection as JSON', [typicalFields, largeFields]),
      ],
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printSections } = await import('./report-page.ts');
  printSections(await benchQueryBuilding());
}
