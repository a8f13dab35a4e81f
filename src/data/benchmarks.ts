/** Typed access to data/benchmarks.json, the benchmark figures shown on the Benchmarks pages. */
import benchmarksJson from '../../data/benchmarks.json';

export interface BenchmarkSeries {
  name: string;
  values: number[];
}

export interface BenchmarkFigure {
  id: string;
  title: string;
  description: string;
  unit: 'ms';
  xLabel: string;
  hardware: string;
  library: string;
  source: {path: string; tag: string; url: string};
  categories: string[];
  series: BenchmarkSeries[];
}

export const benchmarkFigures = benchmarksJson.figures as BenchmarkFigure[];

export function benchmarkFigure(id: string): BenchmarkFigure {
  const figure = benchmarkFigures.find((f) => f.id === id);
  if (!figure) {
    throw new Error(`No benchmark figure "${id}" in data/benchmarks.json`);
  }
  return figure;
}
