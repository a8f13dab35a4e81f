/**
 * The topic mapping behind the version dropdown, the unmaintained banner and
 * the legacy redirects: every id it names exists, and the switches the issue
 * names land where a reader expects.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {docsVersions} from '../../config/versions';
import {legacyRedirects} from '../../config/redirects';
import {normalizeRoute, referenceVersion, referenceVersions} from '../../src/site-map';
import {findTopicDoc, mappedDocIds, topicOf} from '../../src/versioning/topics';

/** Where the dropdown leads from `route` to `targetVersion`: same topic, else the root. */
function switchVersion(route: string, targetVersion: string): string {
  const source = referenceVersions.find((v) =>
    v.docs.some((doc) => normalizeRoute(doc.path) === route),
  );
  assert.ok(source, `${route} is a reference route`);
  const doc = source.docs.find((d) => normalizeRoute(d.path) === route)!;
  const target = referenceVersion(targetVersion);
  const targetDoc =
    findTopicDoc(doc.id, target.docs) ?? target.docs.find((d) => d.id === target.mainDocId)!;
  return normalizeRoute(targetDoc.path);
}

describe('data/version-topics.json', () => {
  const allIds = new Set(referenceVersions.flatMap((v) => v.docs.map((doc) => doc.id)));

  test('every mapped id is a doc of some version', () => {
    assert.deepEqual(
      mappedDocIds().filter((id) => !allIds.has(id)),
      [],
    );
  });

  test('each topic reaches a doc in the latest version', () => {
    const latest = referenceVersion('4.0.0');
    for (const id of mappedDocIds()) {
      const doc = findTopicDoc(id, latest.docs);
      // Only pages with no counterpart in 4.0.0 may be left out of a topic.
      assert.ok(doc, `${id} has no 4.0.0 equivalent`);
    }
  });

  test('a topic lists every id at most once', () => {
    for (const id of mappedDocIds()) {
      const topic = topicOf(id);
      assert.equal(new Set(topic).size, topic.length, topic.join(', '));
    }
  });
});

describe('version switching keeps the topic', () => {
  test('across the 3.8.0 to 4.0.0 layout change, both ways', () => {
    assert.equal(
      switchVersion('/3.8.0/icicle/rust-bindings/msm', '4.0.0'),
      '/api/rust-bindings/msm',
    );
    assert.equal(
      switchVersion('/api/rust-bindings/msm', '3.8.0'),
      '/3.8.0/icicle/rust-bindings/msm',
    );
    assert.equal(switchVersion('/3.8.0/icicle/primitives/ntt', '3.9.0'), '/3.9.0/api/cpp/ntt');
    assert.equal(switchVersion('/setup', '3.8.0'), '/3.8.0/icicle/getting_started');
    assert.equal(switchVersion('/3.8.0', '4.0.0'), '/');
    assert.equal(switchVersion('/', '3.8.0'), '/3.8.0');
  });

  test('across renames between older releases', () => {
    assert.equal(
      switchVersion('/3.5.0/icicle/install_cuda_backend', '3.6.0'),
      '/3.6.0/icicle/install_gpu_backend',
    );
    assert.equal(
      switchVersion('/start/architecture/install_gpu_backend', '3.0.0'),
      '/3.0.0/icicle/install_cuda_backend',
    );
    assert.equal(
      switchVersion('/3.0.0/icicle/primitives/keccak', '3.1.0'),
      '/3.1.0/icicle/primitives/hash',
    );
    assert.equal(
      switchVersion('/api/golang-bindings/hash', '2.8.0'),
      '/2.8.0/icicle/golang-bindings/keccak',
    );
    assert.equal(
      switchVersion('/2.8.0/icicle/multi-gpu', '4.0.0'),
      '/start/architecture/multi-device',
    );
  });

  test('falls back to the version root when the topic does not exist there', () => {
    assert.equal(switchVersion('/api/cpp/lattice/pqc_ml_kem', '3.8.0'), '/3.8.0');
    assert.equal(switchVersion('/3.8.0/icicle/primitives/serialization', '3.7.0'), '/3.7.0');
  });

  test('every mapped target is a reference route of its version', () => {
    for (const version of referenceVersions) {
      const routes = new Set(version.docs.map((doc) => normalizeRoute(doc.path)));
      for (const id of mappedDocIds()) {
        const doc = findTopicDoc(id, version.docs);
        if (doc) assert.ok(routes.has(normalizeRoute(doc.path)), `${version.name}: ${id}`);
      }
    }
  });
});

describe('legacy redirects', () => {
  const redirects = legacyRedirects(docsVersions);
  const to = (from: string) => redirects.find((rule) => rule.from === from)?.to;

  test('old-layout paths lead to their 4.0.0 equivalents', () => {
    assert.equal(to('/introduction'), '/');
    assert.equal(to('/icicle/rust-bindings/msm'), '/api/rust-bindings/msm');
    assert.equal(to('/icicle/primitives/msm'), '/api/cpp/msm');
    assert.equal(to('/icicle/getting_started'), '/setup');
    assert.equal(to('/icicle/install_cuda_backend'), '/start/architecture/install_gpu_backend');
    assert.equal(to('/grants'), '/start/integration-&-support/grants');
  });

  test('a page with no 4.0.0 equivalent leads to its newest version', () => {
    assert.equal(to('/ZKContainers'), '/2.8.0/ZKContainers');
    assert.equal(
      to('/icicle/supporting-additional-curves'),
      '/1.10.1/icicle/supporting-additional-curves',
    );
  });

  test('never shadows a served route, and every target is served', () => {
    const served = new Set(
      referenceVersions.flatMap((v) => v.docs.map((doc) => normalizeRoute(doc.path))),
    );
    for (const rule of redirects) {
      assert.ok(!served.has(rule.from), `${rule.from} is a page`);
      assert.ok(served.has(rule.to), `${rule.from} -> ${rule.to}`);
    }
    // /icicle/primitives/pairings is the 4.0.0 pairings page itself.
    assert.equal(to('/icicle/primitives/pairings'), undefined);
  });

  test('only targets versions that are built', () => {
    const latestOnly = legacyRedirects(docsVersions.filter((v) => v.isLatest));
    assert.equal(
      latestOnly.find((r) => r.from === '/icicle/rust-bindings/msm')?.to,
      '/api/rust-bindings/msm',
    );
    assert.ok(
      latestOnly.every((rule) => !/^\/\d/.test(rule.to)),
      'no rule into an unbuilt version',
    );
    assert.equal(
      latestOnly.find((r) => r.from === '/ZKContainers'),
      undefined,
    );
  });
});
