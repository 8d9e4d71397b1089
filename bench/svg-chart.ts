/**
 * A small SVG line chart for the performance report (docs/benchmarks/*.svg): axes with ticks,
 * one polyline and its point marks per series, a legend, linear or log scales. No dependency, and
 * the same input always gives the same text, so a re-run that measures the same writes the same
 * file.
 */

/** One line of a chart: its points as `[x, y]` pairs. */
export interface Series {
  readonly name: string;
  readonly points: readonly (readonly [number, number])[];
}

/** How values map onto an axis. `log` takes positive values only. */
type Scale = 'linear' | 'log';

/** What {@link lineChart} draws. */
export interface LineChart {
  readonly title: string;
  readonly xLabel: string;
  readonly yLabel: string;
  readonly series: readonly Series[];
  /** @defaultValue 'linear' */
  readonly xScale?: Scale;
  /** @defaultValue 'linear' */
  readonly yScale?: Scale;
  /** Whether a linear y axis starts at zero. @defaultValue false */
  readonly yFromZero?: boolean;
  /** @defaultValue 640 */
  readonly width?: number;
  /** @defaultValue 360 */
  readonly height?: number;
}

/** The plot area inside the margins that hold the title, the tick labels and the legend. */
const MARGIN = { left: 72, right: 160, top: 36, bottom: 48 } as const;
const COLORS = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#8c564b'] as const;

/** Coordinates to two decimals: enough for a screen, and stable text. */
const coordinate = (value: number) => String(Math.round(value * 100) / 100);

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A tick label: `10k`, `1.5M`, `0.25`, at most three significant digits. */
export function tickLabel(value: number): string {
  const magnitude = Math.abs(value);
  const [divisor, suffix] =
    magnitude >= 1e9 ? [1e9, 'G'] : magnitude >= 1e6 ? [1e6, 'M'] : magnitude >= 1e3 ? [1e3, 'k'] : [1, ''];
  return `${Number((value / divisor).toPrecision(3))}${suffix}`;
}

/** An axis: its domain, where a value lands in [0, 1] of it, and its ticks. */
interface Axis {
  readonly at: (value: number) => number;
  readonly ticks: readonly number[];
}

/** Ticks of 1, 2 or 5 times a power of ten, about `count` of them, covering [low, high]. */
function niceTicks(low: number, high: number, count: number): number[] {
  const rough = (high - low) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const ticks: number[] = [];
  for (let tick = Math.floor(low / step) * step; tick <= high + step / 2; tick += step) {
    ticks.push(Number(tick.toPrecision(12)));
  }
  return ticks;
}

function linearAxis(values: readonly number[], { fromZero, extend }: { fromZero: boolean; extend: boolean }): Axis {
  let low = Math.min(...values, ...(fromZero ? [0] : []));
  let high = Math.max(...values);
  if (low === high) [low, high] = [low - 1, high + 1];
  let ticks = niceTicks(low, high, 5);
  // The y axis widens to its outer ticks; the x axis keeps the data's ends, the points at its edges.
  // (Rounding may leave an outer tick a hair inside the data: the data's end wins then.)
  if (extend) [low, high] = [Math.min(low, ticks[0] as number), Math.max(high, ticks[ticks.length - 1] as number)];
  else ticks = ticks.filter((tick) => tick >= low && tick <= high);
  const span = high - low;
  return { at: (value) => (value - low) / span, ticks };
}

function logAxis(values: readonly number[], { extend }: { extend: boolean }): Axis {
  const bad = values.find((value) => !(value > 0));
  if (bad !== undefined) throw new RangeError(`A log axis takes positive values only, got ${bad}`);
  let low = Math.log10(Math.min(...values));
  let high = Math.log10(Math.max(...values));
  if (extend) [low, high] = [Math.floor(low), Math.ceil(high)];
  if (low === high) [low, high] = [low - 1, high + 1];
  const ticks: number[] = [];
  for (let power = Math.ceil(low - 1e-9); power <= high + 1e-9; power++) ticks.push(10 ** power);
  const span = high - low;
  return { at: (value) => (Math.log10(value) - low) / span, ticks };
}

/** Writes the chart as the text of an SVG document. */
export function lineChart(chart: LineChart): string {
  const { title, xLabel, yLabel, series, width = 640, height = 360 } = chart;
  const points = series.flatMap((line) => line.points);
  if (points.length === 0) throw new RangeError(`The chart "${title}" has no point to draw`);
  const bad = points.find(([x, y]) => !Number.isFinite(x) || !Number.isFinite(y));
  if (bad !== undefined) throw new RangeError(`The chart "${title}" has a point that is not finite: [${bad}]`);
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const xAxis =
    chart.xScale === 'log' ? logAxis(xs, { extend: false }) : linearAxis(xs, { fromZero: false, extend: false });
  const yAxis =
    chart.yScale === 'log'
      ? logAxis(ys, { extend: true })
      : linearAxis(ys, { fromZero: chart.yFromZero ?? false, extend: true });
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const left = MARGIN.left;
  const bottom = MARGIN.top + plotHeight;
  const xOf = (x: number) => coordinate(left + xAxis.at(x) * plotWidth);
  const yOf = (y: number) => coordinate(bottom - yAxis.at(y) * plotHeight);

  const lines: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="11">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<text x="${coordinate(left + plotWidth / 2)}" y="20" text-anchor="middle" font-size="13">${escapeXml(title)}</text>`,
    `<rect class="plot" x="${left}" y="${MARGIN.top}" width="${plotWidth}" height="${plotHeight}" fill="none" stroke="#333"/>`,
  ];
  for (const tick of xAxis.ticks) {
    const x = xOf(tick);
    lines.push(
      `<g class="x-tick" data-value="${tick}"><line x1="${x}" y1="${MARGIN.top}" x2="${x}" y2="${bottom + 4}" stroke="#ddd"/>` +
        `<text x="${x}" y="${bottom + 16}" text-anchor="middle">${tickLabel(tick)}</text></g>`,
    );
  }
  for (const tick of yAxis.ticks) {
    const y = yOf(tick);
    lines.push(
      `<g class="y-tick" data-value="${tick}"><line x1="${left - 4}" y1="${y}" x2="${left + plotWidth}" y2="${y}" stroke="#ddd"/>` +
        `<text x="${left - 6}" y="${y}" text-anchor="end" dominant-baseline="middle">${tickLabel(tick)}</text></g>`,
    );
  }
  lines.push(
    `<text x="${coordinate(left + plotWidth / 2)}" y="${height - 8}" text-anchor="middle">${escapeXml(xLabel)}</text>`,
    `<text transform="translate(14 ${coordinate(MARGIN.top + plotHeight / 2)}) rotate(-90)" text-anchor="middle">${escapeXml(yLabel)}</text>`,
  );
  for (const [index, line] of series.entries()) {
    const color = COLORS[index % COLORS.length] as string;
    const name = escapeXml(line.name);
    const at = line.points.map(([x, y]) => `${xOf(x)},${yOf(y)}`);
    lines.push(
      `<g class="series" data-name="${name}">`,
      `<polyline points="${at.join(' ')}" fill="none" stroke="${color}" stroke-width="2"/>`,
      ...at.map((point) => {
        const [cx, cy] = point.split(',');
        return `<circle cx="${cx}" cy="${cy}" r="3" fill="${color}"/>`;
      }),
      '</g>',
    );
    const legendY = MARGIN.top + 12 + index * 18;
    lines.push(
      `<line x1="${left + plotWidth + 12}" y1="${legendY}" x2="${left + plotWidth + 32}" y2="${legendY}" stroke="${color}" stroke-width="2"/>`,
      `<text x="${left + plotWidth + 36}" y="${legendY}" dominant-baseline="middle">${name}</text>`,
    );
  }
  lines.push('</svg>');
  return `${lines.join('\n')}\n`;
}
