/**
 * The /search page's grouping of hits (src/theme/SearchPage/_utils/groupHits.ts):
 * one entry per page with its matching sections, and a page whose sections
 * continue on the next results page kept as one entry.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {groupHitsByPage, mergeResultItems} from '../../src/theme/SearchPage/_utils/groupHits';
import type {ResultHit} from '../../src/theme/SearchPage/_utils/types';

function hit(url: string, levels: Record<string, string>, snippet?: string): ResultHit {
  const type = Object.keys(levels).pop()!;
  return {
    url,
    type,
    hierarchy: levels,
    _highlightResult: {
      hierarchy: Object.fromEntries(
        Object.entries(levels).map(([level, text]) => [level, {value: `<mark>${text}</mark>`}]),
      ),
    },
    ...(snippet && {_snippetResult: {content: {value: snippet}}}),
  };
}

const processUrl = (url: string) => url.replace('https://example.com', '');

test('a page hit and its section hits make one entry, sections listed under it', () => {
  const items = groupHitsByPage(
    [
      hit('https://example.com/ntt', {lvl0: 'Compute API', lvl1: 'NTT'}, 'The number theoretic'),
      hit('https://example.com/ntt#config', {lvl0: 'Compute API', lvl1: 'NTT', lvl2: 'Config'}),
      hit('https://example.com/msm', {lvl0: 'Compute API', lvl1: 'MSM'}),
    ],
    processUrl,
  );
  assert.deepEqual(
    items.map(({url, sections}) => [url, sections.map((section) => section.url)]),
    [
      ['/ntt', ['/ntt#config']],
      ['/msm', []],
    ],
  );
  assert.equal(items[0]!.title, '<mark>NTT</mark>');
  assert.equal(items[0]!.summary, 'The number theoretic…', 'a snippet ends with an ellipsis');
  assert.equal(items[0]!.sections[0]!.title, '<mark>Config</mark>', 'its deepest heading');
});

test('a section answered alone starts its page’s entry', () => {
  const [item] = groupHitsByPage(
    [hit('https://example.com/ntt#config', {lvl0: 'C++', lvl1: 'NTT', lvl2: 'Config'}, 'Set…')],
    processUrl,
  );
  assert.equal(item!.url, '/ntt');
  assert.equal(item!.summary, '', 'the page itself did not match');
  assert.deepEqual(item!.sections, [
    {title: '<mark>Config</mark>', url: '/ntt#config', summary: 'Set…'},
  ]);
});

test('the group is shown as escaped text', () => {
  const [item] = groupHitsByPage(
    [hit('https://example.com/x', {lvl0: '<b>&', lvl1: 'X'})],
    processUrl,
  );
  assert.deepEqual(item!.breadcrumbs, ['&lt;b&gt;&amp;']);
});

test('the next results page adds its sections to a page already listed', () => {
  const first = groupHitsByPage(
    [
      hit('https://example.com/ntt', {lvl0: 'A', lvl1: 'NTT'}),
      hit('https://example.com/ntt#a', {lvl0: 'A', lvl1: 'NTT', lvl2: 'A'}),
    ],
    processUrl,
  );
  const next = groupHitsByPage(
    [
      hit('https://example.com/ntt#b', {lvl0: 'A', lvl1: 'NTT', lvl2: 'B'}),
      hit('https://example.com/msm', {lvl0: 'A', lvl1: 'MSM'}),
    ],
    processUrl,
  );
  const merged = mergeResultItems(first, next);
  assert.deepEqual(
    merged.map(({url, sections}) => [url, sections.map((section) => section.url)]),
    [
      ['/ntt', ['/ntt#a', '/ntt#b']],
      ['/msm', []],
    ],
  );
  assert.equal(first[0]!.sections.length, 1, 'the listed entries are not changed');
});
