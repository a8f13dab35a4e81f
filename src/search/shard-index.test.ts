/** The index of a shard: sections, a serialized index, page kinds. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {pageKindOf, sectionsOf} from './pages';
import {search} from './ranking';
import {CODE_BLOCK, TEXT_BLOCK} from './records';
import {ShardIndex} from './shard-index';
import {page} from './test-pages';
import {buildShardIndex} from './index-build';

describe('index', () => {
  test('cuts pages into sections and keeps code identifiers with their section', () => {
    const sections = sectionsOf(
      page('/a', [
        [1, 'MSM'],
        [TEXT_BLOCK, 'Intro.'],
        [2, 'Signatures', 'signatures'],
        [CODE_BLOCK, 'msm MSMConfig'],
        [TEXT_BLOCK, 'The call.'],
      ]),
      0,
    );
    assert.deepEqual(
      sections.map((s) => [s.depth, s.anchor, s.blocks, s.code.trim()]),
      [
        [1, null, ['Intro.'], ''],
        [2, 'signatures', ['The call.'], 'msm MSMConfig'],
      ],
    );
  });

  test('a serialized index loads and answers as the index built from the pages', () => {
    const pages = [
      page('/a', [
        [1, 'Merkle tree'],
        [TEXT_BLOCK, 'Build a tree of Poseidon2 hashes.'],
      ]),
      page('/b', [
        [1, 'Hash'],
        [TEXT_BLOCK, 'Keccak and Poseidon2 hashers.'],
      ]),
    ];
    const built = buildShardIndex({name: 'x', pages});
    const loaded = new ShardIndex({name: 'x', pages, index: built.serializedIndex()});
    for (const query of ['merkle', 'poseidon2 hash', 'keccak']) {
      assert.deepEqual(
        search([loaded], query).map((m) => [m.page.route, m.score]),
        search([built], query).map((m) => [m.page.route, m.score]),
      );
    }
    assert.throws(() => new ShardIndex({name: 'x', pages}), /has no index: build one/);
  });

  test('page kinds come from the route', () => {
    assert.equal(pageKindOf('/api/cpp/msm'), 'reference');
    assert.equal(pageKindOf('/3.8.0/icicle/rust-bindings'), 'overview');
    assert.equal(pageKindOf('/start/integration-&-support/migrate_from_v3'), 'migration');
    assert.equal(pageKindOf('/blog/2025/07/10/x'), 'blog');
    assert.equal(pageKindOf('/setup'), 'guide');
  });
});
