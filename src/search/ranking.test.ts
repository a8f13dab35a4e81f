/** The ranking rules: one result per page, bindings, identifiers, optional words, proximity, page kinds. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {longestChain} from './proximity';
import {search} from './ranking';
import {CODE_BLOCK, TEXT_BLOCK} from './records';
import {page, ranked} from './test-pages';
import {buildShardIndex} from './index-build';

describe('ranking', () => {
  const msm = (route: string, binding: 'cpp' | 'rust' | 'go', lvl0: string) =>
    page(
      route,
      [
        [1, 'MSM'],
        [TEXT_BLOCK, 'Multi-scalar multiplication sums scalars times points.'],
        [2, 'Signatures', 'signatures'],
        [CODE_BLOCK, 'MSMConfig'],
        [TEXT_BLOCK, 'Call msm with a config.'],
        [2, 'Example', 'example'],
        [TEXT_BLOCK, 'An example with msm on the device.'],
      ],
      {binding, lvl0},
    );
  const pages = [
    msm('/api/cpp/msm', 'cpp', 'C++'),
    msm('/api/rust-bindings/msm', 'rust', 'Rust Bindings'),
    msm('/api/golang-bindings/msm', 'go', 'Golang Bindings'),
  ];

  test('one result per page, with the sections that matched', () => {
    const index = buildShardIndex({name: 'test', pages});
    const matches = search([index], 'msm example');
    assert.equal(new Set(matches.map((m) => m.page.route)).size, matches.length);
    assert.equal(matches[0]!.sections[0]!.section.anchor, 'example');
  });

  test('a binding named in the query puts its page first', () => {
    assert.equal(ranked(pages, 'rust msm')[0], '/api/rust-bindings/msm');
    assert.equal(ranked(pages, 'golang msm')[0], '/api/golang-bindings/msm');
    assert.equal(ranked(pages, 'c++ msm')[0], '/api/cpp/msm');
  });

  test('without a binding in the query, the C++ page of a topic comes first', () => {
    assert.equal(ranked(pages, 'msm')[0], '/api/cpp/msm');
  });

  test("the reader's binding goes first unless the query names another", () => {
    assert.equal(ranked(pages, 'msm', {preferredBinding: 'go'})[0], '/api/golang-bindings/msm');
    assert.equal(ranked(pages, 'msm', {preferredBinding: 'rust'})[0], '/api/rust-bindings/msm');
    assert.equal(ranked(pages, 'c++ msm', {preferredBinding: 'rust'})[0], '/api/cpp/msm');
  });

  test("the binding of the reader's page steers when nothing else does", () => {
    assert.equal(ranked(pages, 'msm', {pageBinding: 'go'})[0], '/api/golang-bindings/msm');
    assert.equal(ranked(pages, 'msm', {pageBinding: 'rust'})[0], '/api/rust-bindings/msm');
    // A stored choice wins over the page, a binding named in the query over both.
    assert.equal(
      ranked(pages, 'msm', {pageBinding: 'go', preferredBinding: 'rust'})[0],
      '/api/rust-bindings/msm',
    );
    assert.equal(ranked(pages, 'c++ msm', {pageBinding: 'go'})[0], '/api/cpp/msm');
  });

  test("the reader's binding does not lift a page on another topic", () => {
    const result = ranked(
      [
        ...pages,
        page(
          '/api/rust-bindings/ntt',
          [
            [1, 'NTT'],
            [TEXT_BLOCK, 'The number theoretic transform; see msm for multi-scalar work.'],
          ],
          {binding: 'rust', lvl0: 'Rust Bindings'},
        ),
      ],
      'msm',
      {preferredBinding: 'rust'},
    );
    assert.ok(result.indexOf('/api/cpp/msm') < result.indexOf('/api/rust-bindings/ntt'));
  });

  test('the page that has an identifier as typed beats pages with its words', () => {
    const result = ranked(
      [
        page('/api/cpp/ntt', [
          [1, 'NTT'],
          [TEXT_BLOCK, 'Initialize the domain before the first NTT with init domain.'],
        ]),
        page('/api/golang-bindings/ntt', [
          [1, 'Go NTT'],
          [TEXT_BLOCK, 'Call ntt.InitDomain once.'],
        ]),
      ],
      'ntt.InitDomain',
    );
    assert.equal(result[0], '/api/golang-bindings/ntt');
  });

  test('the page that documents an identifier beats one that mentions it once', () => {
    const result = ranked(
      [
        page('/mention', [
          [1, 'Serialization'],
          [TEXT_BLOCK, 'Uses BinarySerializer.'],
        ]),
        page('/documents', [
          [1, 'Serialization in C++'],
          [TEXT_BLOCK, 'BinarySerializer writes proofs to bytes.'],
          [2, 'Signatures', 'signatures'],
          [CODE_BLOCK, 'BinarySerializer'],
          [TEXT_BLOCK, 'The struct BinarySerializer has three functions.'],
          [2, 'Example', 'example'],
          [TEXT_BLOCK, 'Call BinarySerializer with a proof and a buffer of the right size.'],
        ]),
      ],
      'BinarySerializer',
    );
    assert.equal(result[0], '/documents');
  });

  test('stemming, typos and prefixes find the page', () => {
    const merkle = [
      page('/merkle', [
        [1, 'Merkle tree'],
        [TEXT_BLOCK, 'Build a tree and verify proofs of inclusion.'],
      ]),
      page('/other', [
        [1, 'Hash'],
        [TEXT_BLOCK, 'Hashes of byte strings.'],
      ]),
    ];
    assert.equal(ranked(merkle, 'merkel trees')[0], '/merkle');
    assert.equal(ranked(merkle, 'verifying proof')[0], '/merkle');
    assert.equal(ranked(merkle, 'merk')[0], '/merkle');
  });

  test('a missing word does not empty the results, and costs less when it is common', () => {
    const curves = [
      page('/curves', [
        [1, 'Supporting additional curves'],
        [TEXT_BLOCK, 'Add an elliptic curve to the build.'],
      ]),
      page('/intro', [
        [1, 'Introduction'],
        [TEXT_BLOCK, 'You can add your own code next to the library.'],
        [TEXT_BLOCK, 'It runs on an elliptic curve.'],
      ]),
      page('/x1', [
        [1, 'Own things'],
        [TEXT_BLOCK, 'Your own tools.'],
      ]),
      page('/x2', [
        [1, 'More'],
        [TEXT_BLOCK, 'Own your setup.'],
      ]),
    ];
    assert.equal(ranked(curves, 'add my own elliptic curve')[0], '/curves');
    assert.ok(ranked(curves, 'elliptic qqqq').length > 0);
  });

  test('words next to each other rank a pasted error message first', () => {
    const result = ranked(
      [
        page('/spread', [
          [1, 'Backends'],
          [TEXT_BLOCK, 'The device API is found by type. Not every backend supports CUDA.'],
        ]),
        page('/faq', [
          [1, 'Questions'],
          [TEXT_BLOCK, 'The message Device API not found for type: CUDA means no backend loaded.'],
        ]),
      ],
      'Device API not found for type: CUDA',
    );
    assert.equal(result[0], '/faq');
    assert.equal(
      longestChain('Device API not found for type CUDA', [
        new Set(['devic']),
        new Set(['api']),
        new Set(['found']),
      ]),
      2,
    );
  });

  test('a heading shared by many pages counts as text, not as the topic', () => {
    const boilerplate = (route: string) =>
      page(route, [
        [1, `API ${route}`],
        [2, 'Supported curves and fields', 'supported'],
        [TEXT_BLOCK, 'bn254 and others.'],
      ]);
    const result = ranked(
      [
        ...['/a', '/b', '/c', '/d'].map(boilerplate),
        page('/', [
          [1, 'Overview'],
          [2, 'Supported curves, fields and rings', 'supported'],
          [TEXT_BLOCK, 'Each curve is its own library.'],
        ]),
      ],
      'supported curves',
    );
    assert.equal(result[0], '/');
  });

  test('reference pages outrank blog posts and migration guides on the same words', () => {
    const same = (route: string) =>
      page(route, [
        [1, 'Sumcheck'],
        [TEXT_BLOCK, 'The sumcheck prover.'],
      ]);
    const result = ranked(
      [same('/blog/2025/04/24/post'), same('/start/migrate_from_v3'), same('/api/cpp/sumcheck')],
      'sumcheck',
    );
    assert.equal(result[0], '/api/cpp/sumcheck');
  });
});
