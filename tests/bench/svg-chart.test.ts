import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { type LineChart, lineChart, type Series, tickLabel } from '../../bench/svg-chart.ts';

interface Parsed {
  readonly plot: { x: number; y: number; width: number; height: number };
  readonly series: { name: string; points: [number, number][]; circles: [number, number][] }[];
  readonly xTicks: { value: number; at: number; label: string }[];
  readonly yTicks: { value: number; at: number; label: string }[];
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Reads back what a chart drew, with fast-xml-parser. */
function parse(svg: string): Parsed {
  expect(XMLValidator.validate(svg)).toBe(true);
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', trimValues: false });
  const root = parser.parse(svg).svg;
  const rect = asList(root.rect).find((item: Record<string, string>) => item.class === 'plot');
  const ticks = (kind: string) =>
    asList(root.g)
      .filter((group: Record<string, unknown>) => group.class === kind)
      .map((group: { 'data-value': string; line: Record<string, string>; text: { '#text': string | number } }) => ({
        value: Number(group['data-value']),
        at: Number(kind === 'x-tick' ? group.line.x1 : group.line.y1),
        label: String(group.text['#text']),
      }));
  return {
    plot: { x: Number(rect.x), y: Number(rect.y), width: Number(rect.width), height: Number(rect.height) },
    series: asList(root.g)
      .filter((group: Record<string, unknown>) => group.class === 'series')
      .map((group: { 'data-name': string; polyline: { points: string }; circle: unknown }) => ({
        name: group['data-name'],
        points: group.polyline.points.split(' ').map((pair) => pair.split(',').map(Number) as [number, number]),
        circles: asList(group.circle as Record<string, string>[]).map(
          (circle) => [Number(circle.cx), Number(circle.cy)] as [number, number],
        ),
      })),
    xTicks: ticks('x-tick'),
    yTicks: ticks('y-tick'),
  };
}

const pointsOf = (series: Parsed['series']): [number, number][] => series[0]?.points ?? [];

const chart = (series: Series[], options: Partial<LineChart> = {}): LineChart => ({
  title: 'A chart',
  xLabel: 'x',
  yLabel: 'y',
  series,
  ...options,
});

describe('lineChart', () => {
  it('puts a log-log power law on a straight line, from the left edge of the plot to the right', () => {
    const svg = lineChart(
      chart(
        [
          {
            name: 'query',
            points: [
              [10_000, 1],
              [100_000, 10],
              [1_000_000, 100],
            ],
          },
        ],
        { xScale: 'log', yScale: 'log' },
      ),
    );
    const { plot, series, xTicks, yTicks } = parse(svg);
    const [[x0, y0], [x1, y1], [x2, y2]] = pointsOf(series) as [[number, number], [number, number], [number, number]];
    expect(x0).toBeCloseTo(plot.x, 1);
    expect(x2).toBeCloseTo(plot.x + plot.width, 1);
    expect(x1 - x0).toBeCloseTo(x2 - x1, 1);
    expect(y0 - y1).toBeCloseTo(y1 - y2, 1);
    // Each point sits on the ticks of its values.
    expect(xTicks.map(({ value, label }) => [value, label])).toEqual([
      [10_000, '10k'],
      [100_000, '100k'],
      [1_000_000, '1M'],
    ]);
    expect(xTicks.map(({ at }) => at)).toEqual([x0, x1, x2]);
    for (const [y, value] of [
      [y0, 1],
      [y1, 10],
      [y2, 100],
    ] as const) {
      expect(yTicks.find((tick) => tick.value === value)?.at).toBe(y);
    }
  });

  it('draws a linear y axis from zero when asked, a point of value zero on the plot’s bottom edge', () => {
    const { plot, series, yTicks } = parse(
      lineChart(
        chart(
          [
            {
              name: 'heap',
              points: [
                [1, 0],
                [2, 40],
                [3, 20],
              ],
            },
          ],
          { yFromZero: true },
        ),
      ),
    );
    const [[, bottom], [, top], [, middle]] = pointsOf(series) as [
      [number, number],
      [number, number],
      [number, number],
    ];
    expect(bottom).toBeCloseTo(plot.y + plot.height, 1);
    expect(yTicks.find((tick) => tick.value === 40)?.at).toBe(top);
    expect(yTicks.find((tick) => tick.value === 20)?.at).toBe(middle);
  });

  it('writes every series with its points in order, within the plot, a mark on each point', () => {
    const finite = fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true });
    const seriesArbitrary = fc.record({
      name: fc.string({ maxLength: 12 }),
      points: fc.array(fc.tuple(finite, finite), { minLength: 1, maxLength: 8 }),
    });
    fc.assert(
      fc.property(fc.array(seriesArbitrary, { minLength: 1, maxLength: 4 }), (input) => {
        const svg = lineChart(chart(input));
        const { plot, series } = parse(svg);
        expect(series.map(({ name }) => name)).toEqual(input.map(({ name }) => name));
        for (const [index, line] of series.entries()) {
          const given = input[index]?.points ?? [];
          expect(line.points).toHaveLength(given.length);
          expect(line.circles).toEqual(line.points);
          for (const [x, y] of line.points) {
            expect(x).toBeGreaterThanOrEqual(plot.x - 0.01);
            expect(x).toBeLessThanOrEqual(plot.x + plot.width + 0.01);
            expect(y).toBeGreaterThanOrEqual(plot.y - 0.01);
            expect(y).toBeLessThanOrEqual(plot.y + plot.height + 0.01);
          }
          // A larger value is further right, and higher up (a smaller SVG y).
          for (const [a, b] of given.flatMap((p, i) => given.slice(i + 1).map((q) => [p, q] as const))) {
            const [pa, pb] = [line.points[given.indexOf(a)], line.points[given.indexOf(b)]] as [
              [number, number],
              [number, number],
            ];
            if (a[0] < b[0] - 1e-6 * Math.max(1, Math.abs(b[0] - a[0]))) expect(pa[0]).toBeLessThanOrEqual(pb[0]);
            if (a[1] < b[1]) expect(pa[1]).toBeGreaterThanOrEqual(pb[1]);
          }
        }
        expect(lineChart(chart(input))).toBe(svg);
      }),
    );
  });

  it('escapes names and titles, so that any text keeps the document well-formed', () => {
    const svg = lineChart({ ...chart([{ name: 'a < b & "c"', points: [[1, 1]] }]), title: '<&>' });
    expect(parse(svg).series[0]?.name).toBe('a < b & "c"');
    expect(svg).toContain('<title>&lt;&amp;&gt;</title>');
  });

  it('refuses what it cannot draw, naming it', () => {
    expect(() => lineChart(chart([{ name: 'none', points: [] }]))).toThrow('no point');
    expect(() => lineChart(chart([{ name: 'nan', points: [[1, Number.NaN]] }]))).toThrow('not finite: [1,NaN]');
    expect(() => lineChart(chart([{ name: 'zero', points: [[0, 1]] }], { xScale: 'log' }))).toThrow(
      'positive values only, got 0',
    );
  });
});

describe('tickLabel', () => {
  it('shortens thousands and millions, keeping three significant digits', () => {
    expect([0, 0.25, 5, 999, 1000, 1500, 100_000, 2_500_000, 1e9].map(tickLabel)).toEqual([
      '0',
      '0.25',
      '5',
      '999',
      '1k',
      '1.5k',
      '100k',
      '2.5M',
      '1G',
    ]);
  });
});
