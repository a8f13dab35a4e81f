/**
 * A grouped bar chart of one figure from data/benchmarks.json, rendered as
 * SVG on the server (visx), with the numbers in a table beneath it and the
 * figure's hardware and source.
 */
import React, {type ReactNode} from 'react';
import {AxisBottom, AxisLeft} from '@visx/axis';
import {GridRows} from '@visx/grid';
import {Group} from '@visx/group';
import {scaleBand, scaleLog, scaleOrdinal} from '@visx/scale';
import {Bar} from '@visx/shape';
import {benchmarkFigure} from '@site/src/data/benchmarks';
import styles from './styles.module.css';

const WIDTH = 720;
const HEIGHT = 360;
const MARGIN = {top: 16, right: 16, bottom: 56, left: 80};
const SERIES_COLOURS = ['var(--benchmark-series-1)', 'var(--benchmark-series-2)'];

function formatMs(value: number): string {
  if (value >= 1000) return `${(value / 1000).toFixed(2)} s`;
  if (value >= 10) return `${Math.round(value)} ms`;
  return `${value.toFixed(2)} ms`;
}

export default function BenchmarkChart({figure: id}: {figure: string}): ReactNode {
  const figure = benchmarkFigure(id);
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const allValues = figure.series.flatMap((s) => s.values);

  const xScale = scaleBand<string>({
    domain: figure.categories,
    range: [0, innerWidth],
    padding: 0.25,
  });
  const seriesScale = scaleBand<string>({
    domain: figure.series.map((s) => s.name),
    range: [0, xScale.bandwidth()],
    padding: 0.1,
  });
  // Times span three orders of magnitude, so the axis is logarithmic.
  const yScale = scaleLog<number>({
    domain: [Math.min(...allValues) / 2, Math.max(...allValues) * 1.5],
    range: [innerHeight, 0],
    base: 10,
  });
  // Label decades (1 ms, 10 ms, …); over a narrow range add the 2 and 5 steps.
  // Every minor log tick would overlap.
  const [low, high] = yScale.domain() as [number, number];
  const ticksWith = (steps: number[]) => {
    const ticks: number[] = [];
    for (let decade = 10 ** Math.floor(Math.log10(low)); decade <= high; decade *= 10) {
      ticks.push(...steps.map((step) => step * decade).filter((t) => t >= low && t <= high));
    }
    return ticks;
  };
  const decadeTicks = ticksWith([1]);
  const decades = decadeTicks.length >= 3 ? decadeTicks : ticksWith([1, 2, 5]);
  const colour = scaleOrdinal<string, string>({
    domain: figure.series.map((s) => s.name),
    range: SERIES_COLOURS,
  });

  return (
    <figure className={styles.figure}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={styles.chart}
        role="img"
        aria-label={`${figure.title}. Bar chart on a logarithmic time axis; the table below lists the values.`}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <GridRows
            scale={yScale}
            width={innerWidth}
            tickValues={decades}
            className={styles.grid}
          />
          {figure.categories.map((category, i) => (
            <Group key={category} left={xScale(category)}>
              {figure.series.map((series) => {
                const value = series.values[i]!;
                const y = yScale(value);
                return (
                  <Bar
                    key={series.name}
                    x={seriesScale(series.name)}
                    y={y}
                    width={seriesScale.bandwidth()}
                    height={innerHeight - y}
                    fill={colour(series.name)}>
                    <title>{`${series.name}, ${category}: ${formatMs(value)}`}</title>
                  </Bar>
                );
              })}
            </Group>
          ))}
          <AxisLeft
            scale={yScale}
            tickValues={decades}
            tickFormat={(value) => formatMs(Number(value))}
            label="Time (log scale)"
            labelOffset={52}
            axisClassName={styles.axis}
          />
          <AxisBottom
            top={innerHeight}
            scale={xScale}
            label={figure.xLabel}
            axisClassName={styles.axis}
          />
        </Group>
      </svg>
      <ul className={styles.legend}>
        {figure.series.map((series) => (
          <li key={series.name}>
            <span className={styles.swatch} style={{background: colour(series.name)}} />
            {series.name}
          </li>
        ))}
      </ul>
      <figcaption className={styles.caption}>
        <strong>{figure.title}.</strong> {figure.description} Hardware: {figure.hardware}. Software:{' '}
        {figure.library}. Source:{' '}
        <a href={figure.source.url}>
          <code>{figure.source.path}</code> at {figure.source.tag}
        </a>
        .
      </figcaption>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{figure.xLabel}</th>
            {figure.series.map((series) => (
              <th key={series.name} scope="col">
                {series.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figure.categories.map((category, i) => (
            <tr key={category}>
              <th scope="row">{category}</th>
              {figure.series.map((series) => (
                <td key={series.name}>{formatMs(series.values[i]!)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
