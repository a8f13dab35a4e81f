import assert from 'node:assert/strict';
import {test} from 'node:test';
import {benchmarkFigures} from '../../src/data/benchmarks';

test('every benchmark figure names its hardware and a source file at a tag', () => {
  assert.ok(benchmarkFigures.length > 0);
  for (const figure of benchmarkFigures) {
    assert.ok(figure.hardware.length > 10, figure.id);
    assert.match(figure.source.tag, /^v\d+\.\d+\.\d+$/, figure.id);
    assert.equal(
      figure.source.url,
      `https://github.com/ingonyama-zk/icicle/blob/${figure.source.tag}/${figure.source.path}`,
      figure.id,
    );
  }
});

test('every series has one positive value per category', () => {
  const ids = new Set<string>();
  for (const figure of benchmarkFigures) {
    assert.ok(!ids.has(figure.id), `duplicate id ${figure.id}`);
    ids.add(figure.id);
    assert.ok(figure.series.length >= 1, figure.id);
    for (const series of figure.series) {
      assert.equal(series.values.length, figure.categories.length, `${figure.id} ${series.name}`);
      assert.ok(
        series.values.every((v) => Number.isFinite(v) && v > 0),
        `${figure.id} ${series.name}`,
      );
    }
  }
});
