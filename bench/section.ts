/**
 * One section of the performance report: what `npm run bench` writes into docs/benchmarks.md.
 * Every bench module returns its sections; bench/run.ts prints them and writes the page, with the
 * Node version, the date and the core count of the run.
 */
import type { Measured } from './measure.ts';

/** One figure beside its goal. */
export interface Figure {
  /** What was measured. */
  readonly name: string;
  /** The value as the report shows it: a ratio to a floor or peer of the same run (`0.73× JSON.parse`), or a count (`1,480 instantiations`). */
  readonly value: string;
  /** The goal, as the report shows it (`≤ 1.25× fetch + JSON.parse`), or `null` where none is set. */
  readonly goal: string | null;
  /** Whether the goal is met (`null` without a goal). */
  readonly met: boolean | null;
}

/** An SVG chart written beside the page (docs/benchmarks/<file>) and shown in it. */
interface Chart {
  readonly file: string;
  readonly svg: string;
  readonly alt: string;
}

/** One section of the report. */
export interface Section {
  readonly title: string;
  /** What is measured, against what floor, and how: a paragraph of Markdown. */
  readonly about: string;
  readonly figures: readonly Figure[];
  readonly charts?: readonly Chart[];
  /** Markdown after the table (what stands in the way of a missed goal, say). */
  readonly notes?: string;
}

/** Figures of a {@link measure} run: each case's median ratio to the floor, beside its `atMost`. */
export function ratioFigures(floor: string, measured: readonly Measured[]): Figure[] {
  return measured.map(({ name, ratio, atMost }) => ({
    name,
    value: `${ratio.toFixed(2)}× ${floor}`,
    goal: atMost === undefined ? null : `≤ ${atMost}× ${floor}`,
    met: atMost === undefined ? null : ratio <= atMost,
  }));
}
